package units

import "math/bits"

// Singles places naked and hidden singles on a candidate state until none
// is left: the logic that forces most cells of a puzzle. A state for an
// N×N board is Width words: the candidates of each cell as a bit mask
// (value v is bit v-1; 0 once the cell is placed), then the values placed
// in each unit, numbered as in the Table. Every value Singles places holds
// in every solution of the puzzle the state came from.
//
// A Singles keeps, between Start or Restrict and Propagate, the cells to
// place and the units to look at; it allocates nothing once its queue has
// grown. It is not safe for concurrent use.
type Singles struct {
	t     *Table
	all   uint32    // every value
	queue []int16   // cells left with one candidate, to place
	dirty [2]uint64 // units to look at for hidden singles (3N ≤ 75)
}

// NewSingles returns a Singles for the boards of t.
func NewSingles(t *Table) Singles {
	return Singles{t: t, all: uint32(1)<<t.N - 1, queue: make([]int16, 0, t.N*t.N)}
}

// Width returns the number of words of a state: N² + 3N.
func (s *Singles) Width() int { return s.t.N*s.t.N + 3*s.t.N }

// Start sets st to the state of a grid whose values are cells (0 when
// empty) and whose units hold the values placed (3N masks, those of
// cells), queues the cells left with one candidate, and marks every unit
// for hidden singles; Propagate goes on from there. It costs O(N²).
func (s *Singles) Start(st []uint32, cells []uint8, placed []uint32) {
	n := s.t.N
	nn := n * n
	cand := st[:nn]
	copy(st[nn:nn+3*n], placed[:3*n])
	s.queue = s.queue[:0]
	for i, v := range cells[:nn] {
		if v != 0 {
			cand[i] = 0
			continue
		}
		r, c, b := s.t.UnitsOf(i)
		m := s.all &^ (placed[r] | placed[c] | placed[b])
		cand[i] = m
		if m&(m-1) == 0 {
			s.queue = append(s.queue, int16(i))
		}
	}
	for u := range 3 * n {
		s.dirty[u>>6] |= 1 << (u & 63)
	}
}

// Restrict sets the candidates of cell i in st to m, a subset of them (a
// guess, or a value ruled out), queues i when one is left, and marks its
// units; Propagate goes on from there.
func (s *Singles) Restrict(st []uint32, i int, m uint32) {
	st[i] = m
	if m&(m-1) == 0 {
		s.queue = append(s.queue, int16(i))
	}
	s.markDirty(i)
}

// Propagate places, in st, the cells queued and every naked and hidden
// single they lead to, until none is left. Hidden singles are looked for
// in the units marked (those of the cells whose candidates changed since
// st was last propagated). It reports false on a contradiction: a cell or
// a unit left with no place for a value. When target is not nil it
// returns as soon as every cell of target is placed, with done true.
// Either way it leaves no cell queued and no unit marked. It costs O(N²)
// per round of hidden singles.
func (s *Singles) Propagate(st []uint32, target []int16) (ok, done bool) {
	n := s.t.N
	nn := n * n
	cand, placed := st[:nn], st[nn:nn+3*n]
	open := 0
	for _, x := range target {
		if cand[x] != 0 {
			open++
		}
	}
	if target != nil && open == 0 {
		s.queue = s.queue[:0]
		clear(s.dirty[:])
		return true, true
	}
	queue := s.queue
	defer func() { s.queue = queue[:0] }()
	dirty := &s.dirty
	for {
		// Naked singles, with what they entail.
		for len(queue) > 0 {
			x := int(queue[len(queue)-1])
			queue = queue[:len(queue)-1]
			m := cand[x]
			if m == 0 {
				continue // placed already
			}
			cand[x] = 0
			if target != nil && contains(target, x) {
				if open--; open == 0 {
					clear(dirty[:])
					return true, true
				}
			}
			r, c, b := s.t.UnitsOf(x)
			placed[r] |= m
			placed[c] |= m
			placed[b] |= m
			for _, u := range [3]int{r, c, b} {
				for _, y := range s.t.Unit(u) {
					if cand[y]&m != 0 {
						k := cand[y] &^ m
						if k == 0 {
							clear(dirty[:])
							return false, false // y has no value left
						}
						cand[y] = k
						if k&(k-1) == 0 {
							queue = append(queue, y)
						}
						s.markDirty(int(y))
					}
				}
			}
		}
		// Hidden singles: a value with one place left in a unit.
		for w := range dirty {
			for dirty[w] != 0 {
				u := w*64 + bits.TrailingZeros64(dirty[w])
				dirty[w] &= dirty[w] - 1
				var once, twice uint32
				unit := s.t.Unit(u)
				for _, y := range unit {
					m := cand[y]
					twice |= once & m
					once |= m
				}
				if once|placed[u] != s.all {
					clear(dirty[:])
					return false, false // a value with no place in the unit
				}
				hidden := once &^ twice &^ placed[u]
				for hidden != 0 {
					bit := hidden & -hidden
					hidden &^= bit
					for _, y := range unit {
						if cand[y]&bit != 0 {
							if cand[y] != bit {
								cand[y] = bit
								queue = append(queue, y)
								s.markDirty(int(y))
							}
							break
						}
					}
				}
			}
		}
		if len(queue) == 0 {
			return true, false
		}
	}
}

// markDirty marks the units of cell i for Propagate.
func (s *Singles) markDirty(i int) {
	r, c, b := s.t.UnitsOf(i)
	s.dirty[r>>6] |= 1 << (r & 63)
	s.dirty[c>>6] |= 1 << (c & 63)
	s.dirty[b>>6] |= 1 << (b & 63)
}

// contains reports whether cell x is one of cells.
func contains(cells []int16, x int) bool {
	for _, c := range cells {
		if int(c) == x {
			return true
		}
	}
	return false
}
