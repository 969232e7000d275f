package xcsat

import (
	"math/bits"
)

// Propagation: the trail of values set, the exactly-one constraints of
// the items propagated through bit sets of open options, and the learned
// clauses through two watched literals.

// A reason says why a variable has its value: none (a decision or an
// assumption), or, in the low two bits, the kind of constraint that set it
// and, above them, which one:
//
//   - kindExcl: option r (the value) is true and shares an item with the
//     variable, which was set false;
//   - kindItem: item c (the value) had no other option left, and the
//     variable was set true;
//   - kindClause: learned clause k (the value), whose first literal is the
//     variable's.
type reason int32

const (
	kindExcl = iota
	kindItem
	kindClause
	noReason reason = -1
)

func mkReason(kind, v int) reason { return reason(v<<2 | kind) }

func (r reason) kind() int { return int(r & 3) }

func (r reason) val() int32 { return int32(r >> 2) }

// A conflict is a constraint whose literals are all false: the reason
// encoding, plus, for kindExcl, the second true option of the item.
type conflict struct {
	r     reason
	other int32
}

var noConflict = conflict{r: noReason}

// forceUnits sets true, at level 0, the option of each primary item that
// has only one: no propagation would, as none of its options is ever set
// false first.
func (s *Solver) forceUnits() {
	for c := range int32(s.primary) {
		if s.itemStart[c+1]-s.itemStart[c] == 1 {
			if r := s.itemOpts[s.itemStart[c]]; s.assign[r] == 0 {
				s.enqueue(Lit(2*r), noReason)
			}
		}
	}
}

// value returns the value of literal l: 1 true, -1 false, 0 not set.
func (s *Solver) value(l Lit) int8 {
	a := s.assign[l>>1]
	if l&1 != 0 {
		return -a
	}
	return a
}

// falseLit returns the literal of set variable v that is false.
func (s *Solver) falseLit(v int32) Lit {
	if s.assign[v] > 0 {
		return Lit(2*v + 1)
	}
	return Lit(2 * v)
}

func (s *Solver) decisionLevel() int { return len(s.trailLim) }

func (s *Solver) enqueue(l Lit, r reason) {
	v := l >> 1
	if l&1 == 0 {
		s.assign[v] = 1
	} else {
		s.assign[v] = -1
	}
	s.level[v] = int32(len(s.trailLim))
	s.why[v] = r
	s.trail = append(s.trail, l)
}

// propagate draws every consequence of the literals on the trail not yet
// propagated, by the items and the learned clauses, and returns the first
// constraint found false, if any.
func (s *Solver) propagate() conflict {
	for s.qhead < len(s.trail) {
		l := s.trail[s.qhead]
		s.qhead++
		s.stats.Propagations++
		v := int32(l >> 1)
		items := s.optItems[s.optStart[v]:s.optStart[v+1]]
		if l&1 == 0 {
			// v is in the cover: no other option of its items is.
			for _, c := range items {
				s.itemTrue[c] = v
			}
			for _, c := range items {
				opts := s.itemOpts[s.itemStart[c]:s.itemStart[c+1]]
				for w, m := range s.open[s.openStart[c]:s.openStart[c+1]] {
					for m != 0 {
						r := opts[w*64+bits.TrailingZeros64(m)]
						m &= m - 1
						switch s.assign[r] {
						case 0:
							s.enqueue(Lit(2*r+1), mkReason(kindExcl, int(v)))
						case 1:
							if r != v {
								return conflict{mkReason(kindExcl, int(v)), r}
							}
						}
					}
				}
			}
		} else if s.small {
			// Every item fits in one word: the bits say how many are open.
			pos := s.optPos[s.optStart[v]:s.optStart[v+1]]
			for j, c := range items {
				s.open[c] &^= 1 << pos[j]
			}
			for _, c := range items {
				m := s.open[c]
				if m&(m-1) != 0 || s.itemTrue[c] >= 0 || int(c) >= s.primary {
					continue
				}
				if m == 0 {
					return conflict{mkReason(kindItem, int(c)), -1}
				}
				last := s.itemOpts[s.itemStart[c]+int32(bits.TrailingZeros64(m))]
				if s.assign[last] == 0 {
					s.enqueue(Lit(2*last), mkReason(kindItem, int(c)))
				}
			}
		} else {
			pos := s.optPos[s.optStart[v]:s.optStart[v+1]]
			for j, c := range items {
				k := pos[j]
				s.open[s.openStart[c]+k>>6] &^= 1 << (k & 63)
				s.itemOpen[c]--
			}
			for _, c := range items {
				if s.itemOpen[c] > 1 || s.itemTrue[c] >= 0 || int(c) >= s.primary {
					continue
				}
				// At most one option of c is not false: it must be true.
				if s.itemOpen[c] == 0 {
					return conflict{mkReason(kindItem, int(c)), -1}
				}
				last := s.lastOpen(c)
				switch s.assign[last] {
				case 0:
					s.enqueue(Lit(2*last), mkReason(kindItem, int(c)))
				case -1:
					// False, not propagated yet: its turn will find the
					// item empty.
				}
			}
		}
		if cf := s.propagateClauses(l ^ 1); cf.r != noReason {
			return cf
		}
	}
	return noConflict
}

// propagateClauses visits the learned clauses watching f, which has just
// become false.
func (s *Solver) propagateClauses(f Lit) conflict {
	ws := s.watches[f]
	i, j := 0, 0
	for i < len(ws) {
		w := ws[i]
		i++
		if s.value(w.blocker) > 0 {
			ws[j] = w
			j++
			continue
		}
		lits := s.lits(w.cref)
		if lits[0] == f {
			lits[0], lits[1] = lits[1], f
		}
		first := lits[0]
		if first != w.blocker && s.value(first) > 0 {
			ws[j] = watch{w.cref, first}
			j++
			continue
		}
		moved := false
		core := int(s.arena[w.cref+3])
		for k := 2; k < core; k++ {
			if s.value(lits[k]) >= 0 {
				lits[1], lits[k] = lits[k], f
				s.watches[lits[1]] = append(s.watches[lits[1]], watch{w.cref, first})
				moved = true
				break
			}
		}
		if moved {
			continue
		}
		ws[j] = watch{w.cref, first}
		j++
		if len(s.trailLim) == 0 && s.arena[w.cref+5] >= 0 {
			// It holds only under its guards, made at level 1.
			if s.value(first) < 0 {
				s.guardsFail = true
			} else if s.value(first) == 0 {
				s.arena[w.cref+4] = stUnit
				s.pending = append(s.pending, w.cref)
			}
			continue
		}
		if s.value(first) < 0 {
			j += copy(ws[j:], ws[i:])
			s.watches[f] = ws[:j]
			return conflict{mkReason(kindClause, int(w.cref)), -1}
		}
		s.enqueue(first, mkReason(kindClause, int(w.cref)))
	}
	s.watches[f] = ws[:j]
	return noConflict
}

// cancelUntil undoes every assignment above decision level lvl.
func (s *Solver) cancelUntil(lvl int) {
	if s.decisionLevel() <= lvl {
		return
	}
	s.undo(int(s.trailLim[lvl]))
	s.trailLim = s.trailLim[:lvl]
	if lvl < 1 {
		s.lv1Done = 0
		clear(s.direct)
	}
}

// undo unsets the variables of the trail from position start on.
func (s *Solver) undo(start int) {
	for i := len(s.trail) - 1; i >= start; i-- {
		l := s.trail[i]
		v := l >> 1
		if i < s.qhead {
			items := s.optItems[s.optStart[v]:s.optStart[v+1]]
			if l&1 == 0 {
				for _, c := range items {
					s.itemTrue[c] = -1
				}
			} else if s.small {
				pos := s.optPos[s.optStart[v]:s.optStart[v+1]]
				for j, c := range items {
					s.open[c] |= 1 << pos[j]
				}
			} else {
				pos := s.optPos[s.optStart[v]:s.optStart[v+1]]
				for j, c := range items {
					k := pos[j]
					s.open[s.openStart[c]+k>>6] |= 1 << (k & 63)
					s.itemOpen[c]++
				}
			}
		}
		s.phase[v] = l&1 == 0
		s.assign[v] = 0
		s.why[v] = noReason
		if s.heapIdx[v] < 0 {
			s.heapInsert(int32(v))
		}
	}
	s.trail = s.trail[:start]
	s.qhead = min(s.qhead, start)
}

// lastOpen returns the one option of item c not propagated as false.
func (s *Solver) lastOpen(c int32) int32 {
	for w, m := range s.open[s.openStart[c]:s.openStart[c+1]] {
		if m != 0 {
			return s.itemOpts[s.itemStart[c]+int32(w*64+bits.TrailingZeros64(m))]
		}
	}
	return -1
}

// fillOpen marks every option of every item open.
func (s *Solver) fillOpen() {
	for c := range s.ni {
		n := s.itemStart[c+1] - s.itemStart[c]
		ws := s.open[s.openStart[c]:s.openStart[c+1]]
		for w := range ws {
			ws[w] = ^uint64(0)
			if left := n - int32(w*64); left < 64 {
				ws[w] = 1<<left - 1
			}
		}
	}
}
