package xcsat

import (
	"math/bits"
	"slices"
)

// Conflict analysis: the learned clause at the first unique implication
// point, its minimization and shrinking, and the activity bumps.

// reasonVars returns the variables, other than skip, of the constraint
// described by r and other (see conflict): the literals that made it
// propagate or fail, all false.
func (s *Solver) reasonVars(r reason, other, skip int32) []int32 {
	buf := s.buf[:0]
	switch r.kind() {
	case kindExcl:
		buf = append(buf, r.val())
		if other >= 0 {
			buf = append(buf, other)
		}
	case kindItem:
		c := r.val()
		if s.small && s.alive0 != nil {
			opts := s.itemOpts[s.itemStart[c]:]
			for m := s.alive0[c]; m != 0; m &= m - 1 {
				if o := opts[bits.TrailingZeros64(m)]; o != skip {
					buf = append(buf, o)
				}
			}
			break
		}
		for _, o := range s.itemOpts[s.itemStart[c]:s.itemStart[c+1]] {
			if o != skip {
				buf = append(buf, o)
			}
		}
	case kindClause:
		s.bumpClause(r.val())
		buf = s.clauseVars(buf, r.val(), skip)
	}
	s.buf = buf
	return buf
}

// analyze derives from the conflict a learned clause with one literal of
// the current level (the first unique implication point), left in
// s.learnt with that literal first and the literal of the highest other
// level second. It returns the level to jump back to and the clause's LBD.
func (s *Solver) analyze(cf conflict) (int, int32) {
	cur := int32(s.decisionLevel())
	s.learnt = append(s.learnt[:0], 0)
	pathC := 0
	var p Lit = -1
	idx := len(s.trail) - 1
	r, other, skip := cf.r, cf.other, int32(-1)
	if s.assumed {
		clear(s.acc[:s.asmWords])
		s.gsink = s.acc[:s.asmWords]
	}
	for {
		for _, u := range s.reasonVars(r, other, skip) {
			if s.seen[u] == 0 && s.level[u] > 0 {
				s.bumpVar(u)
				s.seen[u] = 1
				switch {
				case s.level[u] >= cur:
					pathC++
				case s.level[u] == 1 && s.assumed:
					s.lv1 = append(s.lv1, u) // see below
				default:
					s.learnt = append(s.learnt, s.falseLit(u))
				}
			}
		}
		for s.seen[s.trail[idx]>>1] == 0 {
			idx--
		}
		p = s.trail[idx]
		idx--
		skip = int32(p >> 1)
		r, other = s.why[skip], -1
		s.seen[skip] = 0
		pathC--
		if pathC == 0 {
			break
		}
	}
	s.learnt[0] = p ^ 1
	s.gsink = nil

	// Level 1 holds the assumptions and what they imply. A learned clause
	// would keep every literal of level 1 it met (dozens), as none can be
	// resolved away at a lower level; the assumptions they rest on are
	// few, so the clause takes those instead: each literal of level 1
	// carries the set of assumptions it rests on (see lv1Sets), and the
	// clause takes the union of the sets of those it met. A literal of
	// level 1 whose set is in the union is implied by the clause's
	// assumptions, which the minimization below uses.
	s.lvMarked = s.lvMarked[:0]
	s.accReady = false
	s.guarded = false
	if s.assumed {
		s.lv1Sets()
		w := s.asmWords
		acc := s.acc[:w] // holds the guards met already
		for _, u := range s.lv1 {
			for i, x := range s.asm[int(u)*w : int(u)*w+w] {
				acc[i] |= x
			}
			s.lvMarked = append(s.lvMarked, u)
		}
		for i, x := range acc {
			for ; x != 0; x &= x - 1 {
				a := s.guardLit[i*64+bits.TrailingZeros64(x)]
				if v := int32(a >> 1); s.seen[v] == 0 {
					s.seen[v] = 1
					s.lvMarked = append(s.lvMarked, v)
				}
				s.guarded = true
			}
		}
		s.accReady = true
		s.lv1 = s.lv1[:0]
	}

	// Drop the literals implied by others of the clause (recursive
	// minimization), then clear the marks.
	s.toClear = s.toClear[:0]
	var levels uint32
	for _, l := range s.learnt[1:] {
		v := int32(l >> 1)
		s.toClear = append(s.toClear, v)
		levels |= 1 << (s.level[v] & 31)
	}
	j := 1
	for i := 1; i < len(s.learnt); i++ {
		v := int32(s.learnt[i] >> 1)
		if s.why[v] == noReason || !s.redundant(v, levels) {
			s.learnt[j] = s.learnt[i]
			j++
		}
	}
	s.learnt = s.learnt[:j]
	s.shrink()
	s.bumpReasons()
	for _, v := range s.toClear {
		s.seen[v] = 0
	}
	for _, v := range s.lvMarked {
		s.seen[v] = 0
	}

	bt := 0
	if len(s.learnt) == 1 && s.guarded {
		bt = 1
	}
	if len(s.learnt) > 1 {
		max := 1
		for i := 2; i < len(s.learnt); i++ {
			if s.level[s.learnt[i]>>1] > s.level[s.learnt[max]>>1] {
				max = i
			}
		}
		s.learnt[1], s.learnt[max] = s.learnt[max], s.learnt[1]
		bt = int(s.level[s.learnt[1]>>1])
	}
	s.epoch++
	lbd := int32(0)
	for _, l := range s.learnt {
		lv := s.level[l>>1]
		if s.stamp[lv] != s.epoch {
			s.stamp[lv] = s.epoch
			lbd++
		}
	}
	if s.guarded {
		lbd++ // level 1
	}
	return bt, lbd
}

// lv1Sets computes the set of assumptions that each literal of level 1
// not done yet rests on: its own bit for an assumption, the union of its
// reason's sets otherwise.
func (s *Solver) lv1Sets() {
	w := s.asmWords
	end := len(s.trail)
	if s.decisionLevel() > 1 {
		end = int(s.trailLim[1])
	}
	for i := int(s.trailLim[0]) + s.lv1Done; i < end; i++ {
		v := int32(s.trail[i] >> 1)
		set := s.asm[int(v)*w : int(v)*w+w]
		clear(set)
		if s.why[v] == noReason {
			b := s.asmBit[v]
			set[b>>6] |= 1 << (b & 63)
			continue
		}
		r := s.why[v]
		s.gsink = set
		for _, u := range s.reasonVarsQuiet(r, v) {
			if s.level[u] == 1 {
				for k, x := range s.asm[int(u)*w : int(u)*w+w] {
					set[k] |= x
				}
			}
		}
		s.gsink = nil
	}
	s.lv1Done = end - int(s.trailLim[0])
}

// implied reports whether the literal of level 1 of u rests only on
// assumptions of the clause being learned.
func (s *Solver) implied(u int32) bool {
	w := s.asmWords
	return s.inAcc(s.asm[int(u)*w : int(u)*w+w])
}

// inAcc reports whether the set of assumptions set is in the clause's,
// s.acc.
func (s *Solver) inAcc(set []uint64) bool {
	for i, x := range set {
		if x&^s.acc[i] != 0 {
			return false
		}
	}
	return true
}

// reasonVarsQuiet is reasonVars for a variable's own reason, without
// bumping the clause.
func (s *Solver) reasonVarsQuiet(r reason, skip int32) []int32 {
	if r.kind() == kindClause {
		s.buf = s.clauseVars(s.buf[:0], r.val(), skip)
		return s.buf
	}
	return s.reasonVars(r, -1, skip)
}

// clauseVars appends to buf the variables of learned clause k, its
// literals' and its guards' (see guardVars), other than skip.
func (s *Solver) clauseVars(buf []int32, k, skip int32) []int32 {
	for _, l := range s.lits(k) {
		if v := int32(l >> 1); v != skip {
			buf = append(buf, v)
		}
	}
	return s.guardVars(buf, k)
}

// redundant reports whether variable v of the learned clause is implied
// by the others: whether every variable of its reason, and of theirs in
// turn, is in the clause (marked seen) or set at level 0. Variables found
// implied stay marked, so that the answer is remembered; levels has bit
// l%32 set for each level l of the clause, a quick way to reject a
// variable of another level.
func (s *Solver) redundant(v int32, levels uint32) bool {
	stack := append(s.stack[:0], v)
	top := len(s.toClear)
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		vars, ok := s.reasonWithin(q, false)
		if !ok {
			return s.notRedundant(top, stack)
		}
		for _, u := range vars {
			if s.seen[u] != 0 || s.level[u] == 0 {
				continue
			}
			if s.level[u] == 1 && s.accReady {
				if s.implied(u) {
					s.seen[u] = 1
					s.toClear = append(s.toClear, u)
					continue
				}
				return s.notRedundant(top, stack)
			}
			if s.why[u] == noReason || levels&(1<<(s.level[u]&31)) == 0 {
				return s.notRedundant(top, stack)
			}
			s.seen[u] = 1
			stack = append(stack, u)
			s.toClear = append(s.toClear, u)
		}
	}
	s.stack = stack
	return true
}

// reasonWithin returns the variables of v's reason other than v (without
// bumping a learned clause, if quiet), and whether the guards made as
// assumptions that the reason rests on are among the clause's, s.acc, once
// analyze has gathered them (accReady); they are not in the slice.
func (s *Solver) reasonWithin(v int32, quiet bool) ([]int32, bool) {
	if s.accReady {
		clear(s.gtmp[:s.asmWords])
		s.gsink = s.gtmp[:s.asmWords]
	}
	var vars []int32
	if quiet {
		vars = s.reasonVarsQuiet(s.why[v], v)
	} else {
		vars = s.reasonVars(s.why[v], -1, v)
	}
	s.gsink = nil
	return vars, !s.accReady || s.inAcc(s.gtmp[:s.asmWords])
}

// notRedundant undoes the marks redundant made from toClear[top:] on, and
// keeps its stack's array; it returns false.
func (s *Solver) notRedundant(top int, stack []int32) bool {
	for _, w := range s.toClear[top:] {
		s.seen[w] = 0
	}
	s.toClear = s.toClear[:top]
	s.stack = stack[:0]
	return false
}

// shrink replaces the literals of the learned clause that share a level
// by the one literal of that level they all rest on, when there is one
// (the level's block UIP, as in Fleury and Biere's "Efficient All-UIP
// Learned Clause Minimization", 2021). The clause is no weaker: each
// literal it loses follows from the one it gains and from literals it
// keeps. It takes out few literals, but the clause then rests on an
// earlier point of those levels and rules out more of the search, which
// saves conflicts.
//
// It runs after the minimization, while s.seen marks (bit 0) the
// variables of the clause and those known implied by it. The literals of
// level 1 under assumptions stand for guards and are not in s.learnt.
func (s *Solver) shrink() {
	if len(s.learnt) < 3 {
		return
	}
	rest := s.learnt[1:]
	slices.SortFunc(rest, func(a, b Lit) int { return int(s.level[b>>1] - s.level[a>>1]) })
	out := s.learnt[:1]
	for i := 0; i < len(rest); {
		lv := s.level[rest[i]>>1]
		j := i + 1
		for j < len(rest) && s.level[rest[j]>>1] == lv {
			j++
		}
		if u, ok := s.blockUIP(lv, rest[i:j]); ok {
			s.shrunk += int64(j - i - 1)
			out = append(out, s.falseLit(u))
			if s.seen[u]&1 == 0 {
				s.seen[u] |= 1
				s.toClear = append(s.toClear, u)
			}
		} else {
			out = append(out, rest[i:j]...)
		}
		i = j
	}
	s.learnt = out
}

// blockUIP looks for the literal of level lv that the literals of group,
// all of that level, rest on: it resolves them back along the trail, in
// the order they were set, until one is left. It gives up when a reason
// names a variable of a lower level that is not in the clause (or level 0,
// or implied by the clause's guards), or a guard the clause lacks; and
// for groups of one literal, for level 1 under assumptions.
func (s *Solver) blockUIP(lv int32, group []Lit) (int32, bool) {
	if len(group) < 2 || lv == 1 && s.assumed {
		return -1, false
	}
	marked := s.marks[:0]
	for _, l := range group {
		v := int32(l >> 1)
		s.seen[v] |= 2
		marked = append(marked, v)
	}
	open := len(group)
	end := len(s.trail)
	if int(lv) < len(s.trailLim) {
		end = int(s.trailLim[lv])
	}
	uip, ok := int32(-1), false
walk:
	for i := end - 1; i >= int(s.trailLim[lv-1]); i-- {
		v := int32(s.trail[i] >> 1)
		if s.seen[v]&2 == 0 {
			continue
		}
		if open == 1 {
			uip, ok = v, true
			break
		}
		open--
		vars, within := s.reasonWithin(v, true)
		if !within {
			break
		}
		for _, u := range vars {
			switch lu := s.level[u]; {
			case lu == lv:
				if s.seen[u]&2 == 0 {
					s.seen[u] |= 2
					marked = append(marked, u)
					open++
				}
			case lu == 0 || s.seen[u]&1 != 0:
			case lu == 1 && s.accReady && s.implied(u):
			default:
				break walk
			}
		}
	}
	for _, v := range marked {
		s.seen[v] &^= 2
	}
	s.marks = marked[:0]
	return uip, ok
}

// bumpReasons raises the activity of the options whose truth set a
// literal of the learned clause false (its reason, when it is an item
// shared with a true option), unless they are in the clause, which
// analyze has bumped already: the options near the conflict, not only
// those in it, are then decided first ("reason-side" bumping, as in
// Kissat). Bumping the options of the other reasons too (the clauses', or
// the items' left with one option) gave more conflicts than this.
func (s *Solver) bumpReasons() {
	marked := s.marks[:0]
	for _, l := range s.learnt {
		r := s.why[l>>1]
		if r == noReason || r.kind() != kindExcl {
			continue
		}
		if u := r.val(); s.level[u] > 0 && s.seen[u] == 0 {
			s.seen[u] = 4
			marked = append(marked, u)
			s.bumpVar(u)
		}
	}
	for _, u := range marked {
		s.seen[u] = 0
	}
	s.marks = marked[:0]
}
