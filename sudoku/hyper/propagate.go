package hyper

import "math/bits"

// A propagator fills the cells that the givens force by the two rules a
// person uses first: a cell with one candidate left (a naked single) and
// a value with one place left in a unit (a hidden single). When they fill
// every cell, the board has exactly one solution. Its buffers are reused
// from one call to the next; it allocates nothing after the first.
type propagator struct {
	geo    *geometry
	cand   []uint64 // candidates of each cell; bit v-1 for value v
	val    []uint8  // the value placed in each cell, 0 for none
	queue  []int32  // cells whose candidates came down to one
	placed []uint64 // the values the givens put in each unit
	left   []int32  // the open cells of each unit
}

func newPropagator(g *geometry) *propagator {
	return &propagator{geo: g, cand: make([]uint64, g.cells), val: make([]uint8, g.cells)}
}

// The outcomes of propagation.
const (
	stuck        = iota // the singles stop with open cells
	solved              // every cell is filled: the board's one solution is in p.val
	contradicted        // a cell or a unit has no place left for a value: no solution
)

// run propagates the givens of b and reports whether every cell was filled
// without contradiction; the filled board is then in p.val.
func (p *propagator) run(b *Board) bool { return p.outcome(b) == solved }

// outcome propagates the givens of b and tells how it ended.
func (p *propagator) outcome(b *Board) int {
	g := p.geo
	all := uint64(1)<<g.side - 1
	// The givens mark the values their units hold, at a cost linear in the
	// board; two alike in a unit are a contradiction. Each open cell then
	// starts with the values none of its units holds.
	if len(p.placed) < g.units() {
		p.placed = make([]uint64, g.units())
		p.left = make([]int32, g.units())
	}
	placed := p.placed[:g.units()]
	clear(placed)
	clear(p.val)
	p.queue = p.queue[:0]
	filled := 0
	for i, v := range b.cells {
		if v == 0 {
			continue
		}
		bit := uint64(1) << (v - 1)
		for _, u := range g.unitsOf(i) {
			if placed[u]&bit != 0 {
				return contradicted
			}
			placed[u] |= bit
		}
		p.cand[i] = bit
		p.val[i] = v
		filled++
	}
	for u, m := range placed {
		p.left[u] = int32(g.side - bits.OnesCount64(m))
	}
	for i, v := range b.cells {
		if v != 0 {
			continue
		}
		m := all
		for _, u := range g.unitsOf(i) {
			m &^= placed[u]
		}
		p.cand[i] = m
		if m == 0 {
			return contradicted
		}
		if m&(m-1) == 0 {
			p.queue = append(p.queue, int32(i))
		}
	}
	for {
		for len(p.queue) > 0 {
			i := p.queue[len(p.queue)-1]
			p.queue = p.queue[:len(p.queue)-1]
			if p.val[i] != 0 {
				continue
			}
			m := p.cand[i]
			if m == 0 || m&(m-1) != 0 {
				return contradicted
			}
			p.val[i] = uint8(bits.TrailingZeros64(m) + 1)
			filled++
			for _, u := range g.unitsOf(int(i)) {
				p.left[u]--
			}
			for _, u := range g.unitsOf(int(i)) {
				for _, j := range g.cellsOf(int(u)) {
					if j == i || p.cand[j]&m == 0 {
						continue
					}
					c := p.cand[j] &^ m
					p.cand[j] = c
					if c == 0 {
						return contradicted
					}
					if c&(c-1) == 0 && p.val[j] == 0 {
						p.queue = append(p.queue, j)
					}
				}
			}
		}
		if filled == g.cells {
			return solved
		}
		// Hidden singles: a value seen in one open cell of a unit.
		progress := false
		for u := range g.units() {
			if p.left[u] == 0 {
				continue // every value is placed
			}
			var once, twice, placed uint64
			cells := g.cellsOf(u)
			for _, j := range cells {
				if v := p.val[j]; v != 0 {
					placed |= 1 << (v - 1)
					continue
				}
				m := p.cand[j]
				twice |= once & m
				once |= m
			}
			if (once | placed) != all {
				return contradicted
			}
			single := once &^ twice &^ placed
			if single == 0 {
				continue
			}
			for _, j := range cells {
				if p.val[j] == 0 {
					if m := p.cand[j] & single; m != 0 {
						if m&(m-1) != 0 {
							return contradicted // two values have only this cell
						}
						p.cand[j] = m
						p.queue = append(p.queue, j)
						progress = true
					}
				}
			}
		}
		if !progress {
			return stuck
		}
	}
}
