package study

import (
	"context"
	"math/bits"
	"math/rand/v2"
)

// placement is one given of a trial's board.
type placement struct {
	cell  int32
	value int32
}

// maker makes the boards of a trial, on 2D and D-dimensional boards
// alike: a sequence of givens, of which the board with K givens keeps the
// first K. It is reused from trial to trial.
type maker struct {
	dims, box   int
	side, cells int
	key         uint64  // the board size in the board stream
	units       []int32 // the D lines and the block of each cell: dims+1 per cell
	used        []uint64
	full        []bool
	seq         []placement
	order       []int
	// tries is the number of (cell, value) pairs placeRandom draws at
	// random before it counts the free pairs; 0 counts at every step.
	tries int
	src   rand.PCG
	rng   *rand.Rand
}

// hyperTries is maker.tries on D-dimensional boards, where counting the
// free pairs at every step would cost O(D·L^D) per given.
const hyperTries = 64

// newMaker returns the maker of the boards of side box^dims along dims
// axes. On 2D boards it counts the free pairs at every step (O(N²),
// cheap there) and names the board stream by the side, so that 2D
// boards are the same as those of a maker written for 2D alone.
func newMaker(dims, box int) *maker {
	side := ipow(box, dims)
	cells := ipow(side, dims)
	lines := cells / side // lines along each axis
	m := &maker{dims: dims, box: box, side: side, cells: cells, key: uint64(side),
		units: make([]int32, 0, cells*(dims+1)), used: make([]uint64, (dims+1)*lines),
		full: make([]bool, cells), seq: make([]placement, 0, cells)}
	if dims > 2 {
		m.key, m.tries = uint64(dims)<<32|uint64(side), hyperTries
	}
	x := make([]int, dims)
	for i := range cells {
		// Coordinates with axis 0 the fastest: a row-major 2D index is
		// (column, row).
		for k, r := 0, i; k < dims; k++ {
			x[k], r = r%side, r/side
		}
		for a := range dims {
			// The line along axis a: the other coordinates, as a number.
			id := 0
			for k := dims - 1; k >= 0; k-- {
				if k != a {
					id = id*side + x[k]
				}
			}
			m.units = append(m.units, int32(a*lines+id))
		}
		id := 0
		for k := dims - 1; k >= 0; k-- {
			id = id*(side/box) + x[k]/box
		}
		m.units = append(m.units, int32(dims*lines+id))
	}
	m.rng = rand.New(&m.src)
	return m
}

// start draws the givens of one trial, up to maxK of them: the same seed,
// shape and trial give the same givens. In Solution mode fill draws the
// full grid. It fails only when ctx is done.
func (m *maker) start(ctx context.Context, mode Mode, seed uint64, trial, maxK int, fill gridFiller) error {
	seedPCG(&m.src, seed, streamBoard, m.key, uint64(trial))
	m.seq = m.seq[:0]
	if mode != Solution {
		m.placeRandom(maxK)
		return nil
	}
	at, err := fill(ctx, m.rng)
	if err != nil {
		return err
	}
	if len(m.order) == 0 {
		m.order = make([]int, m.cells)
	}
	for i := range m.order {
		m.order[i] = i
	}
	m.rng.Shuffle(len(m.order), func(i, j int) { m.order[i], m.order[j] = m.order[j], m.order[i] })
	for _, i := range m.order[:maxK] {
		m.seq = append(m.seq, placement{int32(i), int32(at(i))})
	}
	return ctx.Err()
}

// givens returns the first k givens of the trial (fewer when Random mode
// ran out of places for a value).
func (m *maker) givens(k int) []placement { return m.seq[:min(k, len(m.seq))] }

// free returns the values that cell i may take: the bit v-1 for value v.
func (m *maker) free(i int) uint64 {
	var used uint64
	for _, u := range m.units[i*(m.dims+1) : (i+1)*(m.dims+1)] {
		used |= m.used[u]
	}
	return (uint64(1)<<m.side - 1) &^ used
}

// place puts value v in cell i.
func (m *maker) place(i, v int) {
	for _, u := range m.units[i*(m.dims+1) : (i+1)*(m.dims+1)] {
		m.used[u] |= 1 << (v - 1)
	}
	m.full[i] = true
	m.seq = append(m.seq, placement{int32(i), int32(v)})
}

// placeRandom places up to maxK values one after another, each drawn
// uniformly among the (cell, value) pairs that clash with no value placed
// before. A pair is drawn among all L^(D+1) and redrawn while it clashes
// (which keeps the draw uniform among the free pairs); after m.tries
// clashes in a row the free pairs are counted and one is drawn among
// them, at a cost of O(D·L^D). It stops early when there is no free pair
// left.
func (m *maker) placeRandom(maxK int) {
	clear(m.used)
	clear(m.full)
	for range maxK {
		if m.tryRandom() {
			continue
		}
		total := 0
		for i := range m.cells {
			if !m.full[i] {
				total += bits.OnesCount64(m.free(i))
			}
		}
		if total == 0 {
			return
		}
		x := m.rng.IntN(total)
		for i := range m.cells {
			if m.full[i] {
				continue
			}
			f := m.free(i)
			if k := bits.OnesCount64(f); x >= k {
				x -= k
				continue
			}
			for ; x > 0; x-- {
				f &= f - 1
			}
			m.place(i, bits.TrailingZeros64(f)+1)
			break
		}
	}
}

// tryRandom draws up to m.tries pairs and places the first free one; it
// reports whether it placed one.
func (m *maker) tryRandom() bool {
	for range m.tries {
		i, v := m.rng.IntN(m.cells), m.rng.IntN(m.side)+1
		if !m.full[i] && m.free(i)&(1<<(v-1)) != 0 {
			m.place(i, v)
			return true
		}
	}
	return false
}

func ipow(x, n int) int {
	p := 1
	for range n {
		p *= x
	}
	return p
}
