package hyper

import (
	"context"
	"math/bits"
)

// The mask path: the board as a candidate mask per cell (bit v-1 for value
// v), the singles and a depth-first search on them, and nothing else. It
// serves every shape that passes Check, with memory linear in the cells
// (Shape.MaskBytes: about 640 MiB for 5D b=2 at its peak), where the
// exact-cover matrix of the largest shapes would need hundreds of GiB. The
// units are computed from strides (lean.go), so it needs no tables.
//
// Every change to a mask made after the givens are loaded is recorded on
// a trail, so that the search undoes a branch by popping it rather than by
// copying the board.

// masks is the state of the mask path on one geometry. Its buffers are
// reused from one board to the next.
type masks struct {
	geo    *geometry
	cand   []uint32 // candidates of each cell
	val    []uint8  // the value placed in each cell, 0 for none
	filled int      // cells placed
	queue  []int32  // cells whose candidates came down to one
	track  bool     // record changes: set by count, whose branches rewind them
	trail  []undo   // changes to cand while tracking, oldest first
	placed []int32  // cells placed while tracking, in order
	units  []uint32 // scratch: the values the givens put in each unit
}

// undo is a change to a mask: cell's mask was old.
type undo struct {
	cell int32
	old  uint32
}

func newMasks(g *geometry) *masks {
	return &masks{geo: g, cand: make([]uint32, g.cells), val: make([]uint8, g.cells)}
}

// all returns the mask of every value.
func (m *masks) all() uint32 { return uint32(1)<<m.geo.side - 1 }

// load sets the state to the givens of b, with each open cell's
// candidates the values none of its units holds, and reports false when
// two givens clash. It costs O(D·L^D) and records nothing on the trail.
func (m *masks) load(b *Board) bool {
	g := m.geo
	d := g.shape.Dims
	if len(m.units) < g.units() {
		m.units = make([]uint32, g.units())
	}
	units := m.units[:g.units()]
	clear(units)
	m.trail, m.placed, m.queue = m.trail[:0], m.placed[:0], m.queue[:0]
	m.filled, m.track = 0, false
	for i, v := range b.cells {
		m.val[i] = v
		if v == 0 {
			continue
		}
		bit := uint32(1) << (v - 1)
		for k := 0; k <= d; k++ {
			u := g.unitID(i, k)
			if units[u]&bit != 0 {
				return false
			}
			units[u] |= bit
		}
		m.cand[i] = bit
		m.filled++
	}
	all := m.all()
	for i, v := range b.cells {
		if v != 0 {
			continue
		}
		c := all
		for k := 0; k <= d; k++ {
			c &^= units[g.unitID(i, k)]
		}
		m.cand[i] = c
		if c&(c-1) == 0 { // one candidate, or none: propagate tells
			m.queue = append(m.queue, int32(i))
		}
	}
	return true
}

// restrict sets the mask of cell i to c, recording the old one when
// tracking.
func (m *masks) restrict(i int, c uint32) {
	if m.track {
		m.trail = append(m.trail, undo{int32(i), m.cand[i]})
	}
	m.cand[i] = c
}

// mark returns the state of the trail, for rewind.
func (m *masks) mark() (int, int) { return len(m.trail), len(m.placed) }

// rewind undoes every change made since mark returned t and p.
func (m *masks) rewind(t, p int) {
	for k := len(m.trail) - 1; k >= t; k-- {
		m.cand[m.trail[k].cell] = m.trail[k].old
	}
	m.trail = m.trail[:t]
	for _, i := range m.placed[p:] {
		m.val[i] = 0
	}
	m.filled -= len(m.placed) - p
	m.placed = m.placed[:p]
	m.queue = m.queue[:0]
}

// propagate applies the singles, naked and hidden, until they fill the
// board, meet a contradiction or stop; ctx is checked between passes of
// the hidden singles, and a done context ends it stuck.
func (m *masks) propagate(ctx context.Context) int {
	for {
		if !m.naked() {
			return contradicted
		}
		if m.filled == m.geo.cells {
			return solved
		}
		if ctx.Err() != nil {
			return stuck
		}
		progress, ok := m.hidden()
		if !ok {
			return contradicted
		}
		if !progress {
			return stuck
		}
	}
}

// naked places the cells of the queue and the naked singles they make,
// and reports false on a contradiction.
func (m *masks) naked() bool {
	g := m.geo
	d, l := g.shape.Dims, g.side
	for len(m.queue) > 0 {
		i := int(m.queue[len(m.queue)-1])
		m.queue = m.queue[:len(m.queue)-1]
		if m.val[i] != 0 {
			continue
		}
		c := m.cand[i]
		if c == 0 || c&(c-1) != 0 {
			return false
		}
		m.val[i] = uint8(bits.TrailingZeros32(c) + 1)
		if m.track {
			m.placed = append(m.placed, int32(i))
		}
		m.filled++
		for k := range d {
			s := g.stride[k]
			j := g.lineStart(i, k)
			for range l {
				if j != i && !m.eliminate(j, c) {
					return false
				}
				j += s
			}
		}
		first := g.blockStart(i)
		for _, o := range g.blockOff {
			if j := first + int(o); j != i && !m.eliminate(j, c) {
				return false
			}
		}
	}
	return true
}

// eliminate takes the values of bit out of the candidates of cell j and
// reports false when none is left.
func (m *masks) eliminate(j int, bit uint32) bool {
	c := m.cand[j]
	if c&bit == 0 {
		return true
	}
	if m.val[j] != 0 {
		return false // a placed value taken by a peer
	}
	c &^= bit
	m.restrict(j, c)
	if c&(c-1) == 0 {
		m.queue = append(m.queue, int32(j))
	}
	return c != 0
}

// hidden queues the hidden singles of every unit (a value with one place
// left in it) and reports whether it found any, and false as its second
// result on a contradiction: a value with no place left, or two values
// with only one cell.
func (m *masks) hidden() (progress, ok bool) {
	g := m.geo
	all := m.all()
	var cells []int32
	for u := range g.units() {
		cells = g.unitCells(u, cells)
		var once, twice, placed uint32
		for _, j := range cells {
			if v := m.val[j]; v != 0 {
				placed |= 1 << (v - 1)
				continue
			}
			c := m.cand[j]
			twice |= once & c
			once |= c
		}
		if placed == all {
			continue
		}
		if once|placed != all {
			return false, false
		}
		single := once &^ twice &^ placed
		if single == 0 {
			continue
		}
		for _, j := range cells {
			if m.val[j] != 0 {
				continue
			}
			if c := m.cand[j] & single; c != 0 {
				if c&(c-1) != 0 {
					return false, false
				}
				if c != m.cand[j] {
					m.restrict(int(j), c)
				}
				m.queue = append(m.queue, j)
				progress = true
			}
		}
	}
	return progress, true
}

// fewest returns the open cell with the fewest candidates, the first one
// on ties; -1 when every cell is placed.
func (m *masks) fewest() int {
	best, fewest := -1, 1<<30
	for i, v := range m.val {
		if v == 0 {
			if c := bits.OnesCount32(m.cand[i]); c < fewest {
				best, fewest = i, c
				if c == 2 {
					break
				}
			}
		}
	}
	return best
}

// board returns the placed values as a board shaped like b.
func (m *masks) board(b *Board) *Board {
	out := b.empty()
	copy(out.cells, m.val)
	return out
}

// outcome loads b and propagates the singles: the propagator's outcome.
func (m *masks) outcome(b *Board) int {
	if !m.load(b) {
		return contradicted
	}
	return m.propagate(context.Background())
}

// run reports whether the singles fill b without contradiction.
func (m *masks) run(b *Board) bool { return m.outcome(b) == solved }

// count counts, by a depth-first search on the singles branching on the
// open cell with the fewest candidates, the solutions of the state left
// by load and propagate (stuck), up to limit; found holds the first. The
// count is complete unless ctx is done first (then it returns ctx.Err()).
// The state is left as it was.
func (m *masks) count(ctx context.Context, b *Board, limit int, found *[]*Board) error {
	m.track = true
	defer func() { m.track = false }()
	return m.branch(ctx, b, limit, found)
}

func (m *masks) branch(ctx context.Context, b *Board, limit int, found *[]*Board) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	best := m.fewest()
	c := m.cand[best]
	for c != 0 && len(*found) < limit {
		bit := c & -c
		c &^= bit
		t, p := m.mark()
		m.restrict(best, bit)
		m.queue = append(m.queue, int32(best))
		switch m.propagate(ctx) {
		case solved:
			*found = append(*found, m.board(b))
		case stuck:
			if err := m.branch(ctx, b, limit, found); err != nil {
				m.rewind(t, p)
				return err
			}
		}
		m.rewind(t, p)
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	return nil
}
