package study

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// hyperShape returns the shape of the D-dimensional boards of side n, or
// an error when n is not b^D for some b ≥ 2 or the shape cannot be built.
func hyperShape(dims, n int) (hyper.Shape, error) {
	for b := 2; ; b++ {
		s := hyper.Shape{Dims: dims, Box: b}
		switch side := s.Side(); {
		case side == n:
			return s, s.Check()
		case side > n:
			return s, fmt.Errorf("board side %d: not b^%d for a block length b ≥ 2 (want %d, %d, ...)", n, dims, ipow(2, dims), ipow(3, dims))
		}
	}
}

func ipow(x, n int) int {
	p := 1
	for range n {
		p *= x
	}
	return p
}

// SizeName names the boards of side n in the experiment: "9x9", or
// "8x8x8" when Dims is 3.
func (cfg *Config) SizeName(n int) string {
	s := strconv.Itoa(n)
	return strings.Repeat(s+"x", max(cfg.Dims, 2)-1) + s
}

// hyperDefaultClues returns the numbers of givens studied by default on
// D-dimensional boards of L^D cells: eight values, 0 to 10.5% of the
// cells by steps of 1.5%. Random boards of these shapes have no solution
// from about 10% of their cells on, where 9x9 ones still have some at 40%
// (docs/study.md).
func hyperDefaultClues(cells int) []int {
	step := max(cells*15/1000, 1)
	ks := make([]int, 8)
	for i := range ks {
		ks[i] = i * step
	}
	return ks
}

// hyperMaker makes the boards of a trial on D-dimensional boards: a
// sequence of givens, of which the board with K givens keeps the first K,
// as maker does for 2D boards. It is reused from trial to trial.
type hyperMaker struct {
	shape hyper.Shape
	side  int
	cells int
	units []int32 // the D lines and the block of each cell: (D+1) per cell
	used  []uint64
	full  []bool
	seq   []placement
	order []int
	src   rand.PCG
	rng   *rand.Rand
	gen   *hyper.Generator // Solution mode: draws the full grids
}

func newHyperMaker(s hyper.Shape) *hyperMaker {
	b, err := hyper.NewBoard(s)
	if err != nil {
		panic(err) // cannot happen: check validated the shape
	}
	d, side, cells := s.Dims, s.Side(), s.Cells()
	lines := cells / side // lines along each axis
	m := &hyperMaker{shape: s, side: side, cells: cells, units: make([]int32, 0, cells*(d+1)),
		used: make([]uint64, (d+1)*lines), full: make([]bool, cells)}
	for i := range cells {
		x := b.Coords(i)
		for a := range d {
			// The line along axis a: the other coordinates, as a number.
			id := 0
			for k := d - 1; k >= 0; k-- {
				if k != a {
					id = id*side + x[k]
				}
			}
			m.units = append(m.units, int32(a*lines+id))
		}
		id := 0
		for k := d - 1; k >= 0; k-- {
			id = id*(side/s.Box) + x[k]/s.Box
		}
		m.units = append(m.units, int32(d*lines+id))
	}
	m.rng = rand.New(&m.src)
	return m
}

// start draws the givens of one trial, up to maxK of them: the same seed,
// shape and trial give the same givens. It fails only when ctx is done.
func (m *hyperMaker) start(ctx context.Context, mode Mode, seed uint64, trial, maxK int) error {
	seedPCG(&m.src, seed, streamBoard, uint64(m.shape.Dims)<<32|uint64(m.side), uint64(trial))
	m.seq = m.seq[:0]
	if mode == Solution {
		if m.gen == nil {
			gen, err := hyper.NewGenerator(m.shape)
			if err != nil {
				panic(err) // cannot happen: check validated the shape
			}
			m.gen = gen
		}
		full, err := m.gen.Grid(ctx, m.rng)
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
			m.seq = append(m.seq, placement{int32(i), int32(full.At(i))})
		}
		return ctx.Err()
	}
	m.placeRandom(maxK)
	return nil
}

// board returns the board of the first k givens of the trial.
func (m *hyperMaker) board(k int) *hyper.Board {
	b, _ := hyper.NewBoard(m.shape)
	for _, p := range m.seq[:min(k, len(m.seq))] {
		b.Set(int(p.cell), int(p.value))
	}
	return b
}

// free returns the values that cell i may take: the bit v-1 for value v.
func (m *hyperMaker) free(i int) uint64 {
	var used uint64
	for _, u := range m.units[i*(m.shape.Dims+1) : (i+1)*(m.shape.Dims+1)] {
		used |= m.used[u]
	}
	return (uint64(1)<<m.side - 1) &^ used
}

// place puts value v in cell i.
func (m *hyperMaker) place(i, v int) {
	for _, u := range m.units[i*(m.shape.Dims+1) : (i+1)*(m.shape.Dims+1)] {
		m.used[u] |= 1 << (v - 1)
	}
	m.full[i] = true
	m.seq = append(m.seq, placement{int32(i), int32(v)})
}

// hyperTries is the number of (cell, value) pairs placeRandom draws at
// random before it counts the pairs left.
const hyperTries = 64

// placeRandom places up to maxK values one after another, each drawn
// uniformly among the (cell, value) pairs that clash with no value placed
// before, as maker.placeRandom does. A pair is drawn among all L^(D+1)
// and redrawn while it clashes (which keeps the draw uniform among the
// free pairs); after hyperTries clashes in a row the free pairs are
// counted and one is drawn among them, at a cost of O(D·L^D). It stops
// early when there is no free pair left.
func (m *hyperMaker) placeRandom(maxK int) {
	clear(m.used)
	clear(m.full)
	for range maxK {
		placed := false
		for range hyperTries {
			i, v := m.rng.IntN(m.cells), m.rng.IntN(m.side)+1
			if !m.full[i] && m.free(i)&(1<<(v-1)) != 0 {
				m.place(i, v)
				placed = true
				break
			}
		}
		if placed {
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
