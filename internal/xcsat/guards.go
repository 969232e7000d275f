package xcsat

import (
	"math/bits"
)

// Guards: the assumptions a learned clause rests on, and which clauses
// take part in each Solve.

// guards returns the guards of learned clause k, or nil.
func (s *Solver) guards(k int32) []uint64 {
	off := s.arena[k+5]
	if off < 0 {
		return nil
	}
	return s.garena[off+1 : off+1+Lit(s.garena[off])]
}

// guardVars appends to buf the variables of the assumptions that clause k
// rests on: in propagation and analysis they are literals of the clause,
// false. When s.gsink is set, the guards made as assumptions of this
// Solve (s.direct), whose sets of assumptions are just themselves, go
// into it as bits instead, a word at a time: a clause rests on a hundred
// assumptions and more.
func (s *Solver) guardVars(buf []int32, k int32) []int32 {
	for i, x := range s.guards(k) {
		if s.gsink != nil {
			d := x & s.direct[i]
			s.gsink[i] |= d
			x &^= d
		}
		for ; x != 0; x &= x - 1 {
			buf = append(buf, int32(s.guardLit[i*64+bits.TrailingZeros64(x)]>>1))
		}
	}
	return buf
}

// activate prepares the learned clauses for a Solve under assumptions.
// A clause rests on its guards (see guardLit); when one of them is not
// assumed and not true at level 0, its literal, false under the guard,
// may be anything: a clause whose guard's literal is true (its opposite
// assumed or true at level 0) sits idle for this Solve, which is sound (a
// clause only speeds the search up, and a model is checked against the
// items alone), and one whose guard's literal is open takes it among its
// literals for good. In the others, the literals false at level 0 go
// last, and propagation looks only at the live ones before them, whose
// number is the clause's core for this Solve. A clause with one live
// literal and guards becomes a unit of level 1 (see applyPending); one
// with none says that the assumptions contradict.
func (s *Solver) activate(assumptions []Lit) {
	hold, sat := s.hold[:0], s.sat[:0]
	for g, a := range s.guardLit {
		if g%64 == 0 {
			hold, sat = append(hold, 0), append(sat, 0)
		}
		switch s.value(a) {
		case 1:
			hold[g/64] |= 1 << (g % 64)
		case -1:
			sat[g/64] |= 1 << (g % 64)
		}
	}
	for _, a := range assumptions {
		if g := s.guardOf[a]; g >= 0 {
			hold[g/64] |= 1 << (g % 64)
		}
		if g := s.guardOf[a^1]; g >= 0 {
			sat[g/64] |= 1 << (g % 64)
		}
	}
	s.hold, s.sat = hold, sat
	for l := range s.watches {
		s.watches[l] = s.watches[l][:0]
	}
	s.pending = s.pending[:0]
	s.guardsFail = false
	for _, l := range s.trail {
		s.why[l>>1] = noReason // level 0: no reason is ever needed
	}
	if s.small {
		// The options of each item not false at level 0, for reasonVars.
		if s.alive0 == nil {
			s.alive0 = make([]uint64, s.ni)
		}
		for c := range s.ni {
			var m uint64
			for k, o := range s.itemOpts[s.itemStart[c]:s.itemStart[c+1]] {
				if s.assign[o] >= 0 {
					m |= 1 << k
				}
			}
			s.alive0[c] = m
		}
	}
	refs := s.refs
	for ri, k := range refs {
		st := Lit(stWatched)
		guarded := false
		if gs := s.guards(k); gs != nil {
			var open uint64
			for i, x := range gs {
				if x&sat[i] != 0 {
					st = stIdle
					break
				}
				open |= x &^ hold[i]
			}
			if st == stIdle {
				s.arena[k+4] = stIdle
				continue
			}
			if open != 0 {
				k = s.widen(k)
				refs[ri] = k
			}
			guarded = s.arena[k+5] >= 0
		}
		lits := s.lits(k)
		live := 0
		for i, l := range lits {
			if v := s.value(l); v > 0 {
				st = stIdle // holds for good
				break
			} else if v == 0 {
				lits[live], lits[i] = lits[i], lits[live]
				live++
			}
		}
		s.arena[k+3] = Lit(live)
		switch {
		case st == stIdle:
		case live >= 2:
			l0, l1 := lits[0], lits[1]
			s.watches[l0] = append(s.watches[l0], watch{k, l1})
			s.watches[l1] = append(s.watches[l1], watch{k, l0})
		case live == 1 && guarded:
			st = stUnit
			s.pending = append(s.pending, k)
		case live == 1:
			st = stIdle // a fact at level 0
			s.enqueue(lits[0], noReason)
			if s.propagate().r != noReason {
				s.broken = true
			}
		case guarded:
			st = stIdle
			s.guardsFail = true
		default:
			st = stIdle
			s.broken = true
		}
		s.arena[k+4] = st
	}
}

// widen copies learned clause k to the end of the arena, with the
// literals of its guards that are neither held nor true (see activate)
// among its literals, and returns the copy's index; k is left to the
// next reduce.
func (s *Solver) widen(k int32) int32 {
	gs := s.guards(k)
	nk := int32(len(s.arena))
	s.arena = append(s.arena, s.arena[k:k+hdr+int32(s.arena[k])]...)
	s.arena[k+1] = -1 // deleted
	keep := s.keep[:0]
	for i, x := range gs {
		open := x &^ s.hold[i] &^ s.sat[i]
		for m := open; m != 0; m &= m - 1 {
			s.arena = append(s.arena, s.guardLit[i*64+bits.TrailingZeros64(m)]^1)
		}
		keep = append(keep, x&^open)
	}
	s.keep = keep
	n := len(s.arena) - int(nk) - hdr
	s.arena[nk] = Lit(n)
	s.arena[nk+5] = -1
	for _, x := range keep {
		if x != 0 {
			s.arena[nk+5] = Lit(len(s.garena))
			s.garena = append(s.garena, uint64(len(keep)))
			s.garena = append(s.garena, keep...)
			break
		}
	}
	return nk
}

// applyPending sets, at level 1 once the assumptions are made, the first
// literal of each clause in state stUnit, and reports false if one of
// them is false.
func (s *Solver) applyPending() bool {
	for _, k := range s.pending {
		l := s.arena[k+hdr]
		switch s.value(l) {
		case 0:
			s.enqueue(l, mkReason(kindClause, int(k)))
		case -1:
			return false
		}
	}
	return true
}
