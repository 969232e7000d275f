package study

import (
	"context"
	"math/bits"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
)

// placement is one given of a trial's board.
type placement struct {
	cell  int32
	value int32
}

// maker makes the boards of a trial: a sequence of givens, of which the
// board with K givens keeps the first K. It is reused from trial to trial.
type maker struct {
	box, n int
	seq    []placement
	src    rand.PCG
	rng    *rand.Rand
	gen    *generate.Generator // Solution mode: draws the full grids
	order  []int               // Solution mode: the cells in random order

	// Random mode: the values used in each row, column and box.
	rows, cols, boxes []uint32
	filled            []bool
}

func newMaker(box int) *maker {
	n := box * box
	m := &maker{
		box:    box,
		n:      n,
		seq:    make([]placement, 0, n*n),
		rows:   make([]uint32, n),
		cols:   make([]uint32, n),
		boxes:  make([]uint32, n),
		filled: make([]bool, n*n),
		order:  make([]int, n*n),
	}
	m.rng = rand.New(&m.src)
	return m
}

// start draws the givens of one trial, up to maxK of them: the same seed,
// size and trial give the same givens. It fails only when ctx is done.
func (m *maker) start(ctx context.Context, mode Mode, seed uint64, trial, maxK int) error {
	seedPCG(&m.src, seed, streamBoard, uint64(m.n), uint64(trial))
	m.seq = m.seq[:0]
	if mode == Solution {
		return m.fromSolution(ctx, maxK)
	}
	m.placeRandom(maxK)
	return nil
}

// board returns the board of the first k givens of the trial (fewer when
// Random mode ran out of places for a value).
func (m *maker) board(k int) sudoku.Grid {
	g, _ := sudoku.New(m.box)
	for _, p := range m.seq[:min(k, len(m.seq))] {
		g.SetAt(int(p.cell), int(p.value))
	}
	return g
}

// placeRandom places up to maxK values one after another, each drawn
// uniformly among the (cell, value) pairs that clash with no value placed
// before. It stops early when there is no such pair left. Each placement
// costs O(N²).
func (m *maker) placeRandom(maxK int) {
	n, box := m.n, m.box
	clear(m.rows)
	clear(m.cols)
	clear(m.boxes)
	clear(m.filled)
	all := uint32(1)<<n - 1
	free := func(i int) uint32 {
		r, c := i/n, i%n
		return all &^ (m.rows[r] | m.cols[c] | m.boxes[r/box*box+c/box])
	}
	for range maxK {
		total := 0
		for i := range n * n {
			if !m.filled[i] {
				total += bits.OnesCount32(free(i))
			}
		}
		if total == 0 {
			return
		}
		x := m.rng.IntN(total)
		for i := range n * n {
			if m.filled[i] {
				continue
			}
			f := free(i)
			if k := bits.OnesCount32(f); x >= k {
				x -= k
				continue
			}
			for ; x > 0; x-- {
				f &= f - 1
			}
			v := bits.TrailingZeros32(f) + 1
			r, c := i/n, i%n
			bit := uint32(1) << (v - 1)
			m.rows[r] |= bit
			m.cols[c] |= bit
			m.boxes[r/box*box+c/box] |= bit
			m.filled[i] = true
			m.seq = append(m.seq, placement{int32(i), int32(v)})
			break
		}
	}
}

// fromSolution draws a full grid and keeps maxK of its cells, in random
// order.
func (m *maker) fromSolution(ctx context.Context, maxK int) error {
	if m.gen == nil {
		// Asking for N² clues makes the generator stop before removing
		// any: the full grid, drawn by the randomized dancing-links fill.
		gen, err := generate.New(generate.Options{Box: m.box, Clues: m.n * m.n})
		if err != nil {
			panic(err) // cannot happen: the box size was checked
		}
		m.gen = gen
	}
	full, err := m.gen.Generate(ctx, m.rng)
	if err != nil {
		return err
	}
	for i := range m.order {
		m.order[i] = i
	}
	m.rng.Shuffle(len(m.order), func(i, j int) { m.order[i], m.order[j] = m.order[j], m.order[i] })
	for _, i := range m.order[:maxK] {
		m.seq = append(m.seq, placement{int32(i), int32(full.Solution.At(i))})
	}
	return nil
}
