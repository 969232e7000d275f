package xcsat

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
)

// The learned-clause database: the arena, its watches, the cut by
// literal block distance, and clauses passed in and out.

// The learned clauses live one after another in one array, the arena: a
// clause at index k has its length at arena[k], its LBD at arena[k+1], its
// activity (float32 bits) at arena[k+2], its core for the current Solve
// (its literals not false at level 0, first) at arena[k+3], its state at
// arena[k+4], the index of its guards in garena (or -1) at arena[k+5],
// and its literals from k+hdr on. Visiting a clause then costs one cache
// miss, not two.
const hdr = 6

// The states of a learned clause for the current Solve (see activate):
// watched as usual; idle, because the literal of one of its guards holds
// or it holds at level 0; or a unit of level 1, when all its literals but
// the first are false at level 0 and its guards are made.
const (
	stIdle = iota
	stWatched
	stUnit
)

type watch struct {
	cref    int32
	blocker Lit
}

// Learned calls f with each learned clause kept: its literals, at least
// one of which holds in every cover that satisfies the guards, the
// assumptions it rests on (nil for none), and its literal block distance.
// The slices are only valid during the call.
func (s *Solver) Learned(f func(lits, guards []Lit, lbd int)) {
	var guards []Lit
	for _, k := range s.refs {
		if s.arena[k+1] == 0 {
			continue // a constraint (see Require), not learned
		}
		guards = guards[:0]
		for i, x := range s.guards(k) {
			for ; x != 0; x &= x - 1 {
				guards = append(guards, s.guardLit[i*64+bits.TrailingZeros64(x)])
			}
		}
		f(s.lits(k), guards, int(s.arena[k+1]))
	}
}

// OnLearn makes the solver call f with each clause it learns from then on
// whose LBD is at most maxLBD, as Learned gives them: its literals, the
// assumptions it rests on and its LBD. f is called during
// Solve, must not call the solver, and may keep the slices only until it
// returns; a nil f stops the calls. It lets solvers that work on related
// questions at the same time share what they learn while they learn it
// (see AddClause): the short clauses, of low LBD, are the ones worth it.
func (s *Solver) OnLearn(maxLBD int, f func(lits, guards []Lit, lbd int)) {
	s.onLearn, s.onLearnLBD = f, maxLBD
}

// reportLearned calls onLearn with the clause analyze has just learned.
func (s *Solver) reportLearned(lbd int) {
	guards := s.learnGuards[:0]
	if s.guarded {
		for i, x := range s.acc[:s.asmWords] {
			for ; x != 0; x &= x - 1 {
				guards = append(guards, s.guardLit[i*64+bits.TrailingZeros64(x)])
			}
		}
	}
	s.learnGuards = guards
	s.onLearn(s.learnt, guards, lbd)
}

// AddClause adds to the learned clauses one that every cover satisfying
// the assumptions guards satisfies, such as one another solver of the
// same problem learned (see Learned). It takes effect from the next
// Solve, and must not be called during one.
func (s *Solver) AddClause(lits, guards []Lit, lbd int) error {
	for _, l := range slices.Concat(lits, guards) {
		if l < 0 || int(l>>1) >= s.nv {
			return fmt.Errorf("xcsat: AddClause: option %d out of range 0..%d", int(l>>1), s.nv-1)
		}
	}
	if len(lits) == 0 && len(guards) == 0 {
		s.broken = true
		return nil
	}
	goff := Lit(-1)
	if len(guards) > 0 {
		for _, a := range guards {
			if s.guardOf[a] < 0 {
				s.guardOf[a] = int32(len(s.guardLit))
				s.guardLit = append(s.guardLit, a)
			}
		}
		w := (len(s.guardLit) + 63) / 64
		goff = Lit(len(s.garena))
		s.garena = append(s.garena, uint64(w))
		s.garena = append(s.garena, make([]uint64, w)...)
		for _, a := range guards {
			g := s.guardOf[a]
			s.garena[int(goff)+1+int(g/64)] |= 1 << (g % 64)
		}
	}
	k := int32(len(s.arena))
	s.arena = append(s.arena, Lit(len(lits)), Lit(max(lbd, 1)), 0, Lit(len(lits)), stIdle, goff)
	s.arena = append(s.arena, lits...)
	s.refs = append(s.refs, k)
	return nil
}

// Require adds a constraint to the problem: every cover found from the
// next Solve on makes one of lits hold. Unlike the clauses of AddClause,
// it need not follow from the items, and it is kept until Reset: with the
// options of each cover found, negated, it makes the next Solve find
// another one, so that covers can be counted.
func (s *Solver) Require(lits []Lit) error {
	if err := s.AddClause(lits, nil, 1); err != nil {
		return err
	}
	if len(lits) > 0 {
		s.arena[s.refs[len(s.refs)-1]+1] = 0 // LBD 0: never cut, never reported
	}
	return nil
}

// initialMaxLearnts is the number of learned clauses kept before the
// first cut.
const initialMaxLearnts = 8000

// lits returns the literals of the learned clause at k in the arena.
func (s *Solver) lits(k int32) []Lit {
	n := int32(s.arena[k])
	return s.arena[k+hdr : k+hdr+n]
}

// addLearnt stores s.learnt as a clause and returns its index.
func (s *Solver) addLearnt(lbd int32) int32 {
	k := int32(len(s.arena))
	st := Lit(stWatched)
	if len(s.learnt) == 1 {
		st = stUnit
	}
	goff := Lit(-1)
	if s.guarded {
		goff = Lit(len(s.garena))
		s.garena = append(s.garena, uint64(s.asmWords))
		s.garena = append(s.garena, s.acc[:s.asmWords]...)
	}
	s.arena = append(s.arena, Lit(len(s.learnt)), Lit(lbd), 0, Lit(len(s.learnt)), st, goff)
	s.arena = append(s.arena, s.learnt...)
	s.refs = append(s.refs, k)
	s.bumpClause(k)
	if st == stUnit {
		s.pending = append(s.pending, k)
		return k
	}
	l0, l1 := s.learnt[0], s.learnt[1]
	s.watches[l0] = append(s.watches[l0], watch{k, l1})
	s.watches[l1] = append(s.watches[l1], watch{k, l0})
	return k
}

func (s *Solver) activity(k int32) float32 { return math.Float32frombits(uint32(s.arena[k+2])) }

func (s *Solver) bumpClause(k int32) {
	a := s.activity(k) + s.claInc
	s.arena[k+2] = Lit(math.Float32bits(a))
	if a > 1e20 {
		for _, r := range s.refs {
			s.arena[r+2] = Lit(math.Float32bits(s.activity(r) * 1e-20))
		}
		s.claInc *= 1e-20
	}
}

// reduce deletes about half of the learned clauses, those of highest LBD
// and, among equals, least active, keeping those of LBD 2 or less and
// those that are the reason of a set variable. It then copies the clauses
// kept into the other buffer, and rebuilds the watches and the reasons.
func (s *Solver) reduce() {
	cand := s.buf[:0]
	for _, k := range s.refs {
		if s.arena[k+1] <= 2 {
			continue
		}
		v := s.arena[k+hdr] >> 1
		if s.assign[v] != 0 && s.why[v] == mkReason(kindClause, int(k)) || s.arena[k+4] == stUnit {
			continue // locked
		}
		cand = append(cand, k)
	}
	slices.SortFunc(cand, func(a, b int32) int {
		if la, lb := s.arena[a+1], s.arena[b+1]; la != lb {
			return int(lb - la)
		}
		switch aa, ab := s.activity(a), s.activity(b); {
		case aa < ab:
			return -1
		case aa > ab:
			return 1
		}
		return int(a - b)
	})
	for _, k := range cand[:len(cand)/2] {
		s.arena[k+1] = -1 // deleted
	}
	s.buf = cand[:0]
	// Copy what is kept, leaving in each old header's activity slot the
	// clause's new index.
	next := s.spare[:0]
	gnext := s.gspare[:0]
	refs := s.refs[:0]
	for _, k := range s.refs {
		if s.arena[k+1] < 0 {
			continue
		}
		nk := int32(len(next))
		next = append(next, s.arena[k:k+hdr+int32(s.arena[k])]...)
		if off := s.arena[k+5]; off >= 0 {
			next[nk+5] = Lit(len(gnext))
			gnext = append(gnext, s.garena[off:off+1+Lit(s.garena[off])]...)
		}
		s.arena[k+2] = Lit(nk)
		refs = append(refs, nk)
	}
	s.gspare, s.garena = s.garena, gnext
	for _, l := range s.trail {
		v := l >> 1
		if r := s.why[v]; r != noReason && r.kind() == kindClause {
			s.why[v] = mkReason(kindClause, int(s.arena[r.val()+2]))
		}
	}
	for i, k := range s.pending {
		s.pending[i] = int32(s.arena[k+2])
	}
	s.spare, s.arena, s.refs = s.arena, next, refs
	for l := range s.watches {
		s.watches[l] = s.watches[l][:0]
	}
	for _, k := range s.refs {
		if s.arena[k+4] != stWatched {
			continue
		}
		l0, l1 := s.arena[k+hdr], s.arena[k+hdr+1]
		s.watches[l0] = append(s.watches[l0], watch{k, l1})
		s.watches[l1] = append(s.watches[l1], watch{k, l0})
	}
}
