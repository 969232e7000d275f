package study

import (
	"context"
	"math/bits"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// hyperBaseline reports whether the baseline method m has a D-dimensional
// form: bt-first and bt-mincand, whose cell choice needs only the values
// used in each unit. The others (bt-random, bt-maxcons, bt-degree, ac3)
// run on 2D boards only.
func hyperBaseline(m baseline.Method) bool {
	return m == baseline.FirstEmpty || m == baseline.MinCandidates
}

// hyperBT is bt-first and bt-mincand on D-dimensional boards: recursive
// backtracking over the cells, with the values used in each line and
// block as bitmasks, as package baseline does in 2D. It shares the units
// of a maker and allocates nothing per node.
type hyperBT struct {
	m     *maker // the units of each cell
	used  []uint64
	cells []uint8
	min   bool // bt-mincand: the empty cell with the fewest candidates
	ctx   context.Context
	nodes int64
	stop  bool
}

func newHyperBT(m *maker) *hyperBT {
	return &hyperBT{m: m, used: make([]uint64, len(m.used)), cells: make([]uint8, m.cells)}
}

// solve searches b for a solution with method meth, within ctx.
func (s *hyperBT) solve(ctx context.Context, b *hyper.Board, meth baseline.Method) outcome {
	s.ctx, s.nodes, s.stop, s.min = ctx, 0, false, meth == baseline.MinCandidates
	clear(s.used)
	start := time.Now()
	for i := range s.cells {
		s.cells[i] = 0
		if v := b.At(i); v != 0 {
			s.set(i, v) // the maker's boards clash with nothing
		}
	}
	found := s.search()
	o := outcome{elapsed: time.Since(start), nodes: s.nodes, found: sudoku.None}
	switch {
	case found:
		o.found = sudoku.Unique
	case s.stop:
		o.found = sudoku.Invalid
	}
	s.ctx = nil
	return o
}

func (s *hyperBT) units(i int) []int32 {
	d1 := s.m.dims + 1
	return s.m.units[i*d1 : (i+1)*d1]
}

func (s *hyperBT) set(i, v int) {
	for _, u := range s.units(i) {
		s.used[u] |= 1 << (v - 1)
	}
	s.cells[i] = uint8(v)
}

func (s *hyperBT) unset(i, v int) {
	for _, u := range s.units(i) {
		s.used[u] &^= 1 << (v - 1)
	}
	s.cells[i] = 0
}

func (s *hyperBT) free(i int) uint64 {
	var used uint64
	for _, u := range s.units(i) {
		used |= s.used[u]
	}
	return (uint64(1)<<s.m.side - 1) &^ used
}

// search fills the empty cells; it reports whether it found a solution.
// It checks ctx every 1024 nodes and then sets stop.
func (s *hyperBT) search() bool {
	s.nodes++
	if s.nodes&1023 == 0 && s.ctx.Err() != nil {
		s.stop = true
		return false
	}
	cell, mask, best := -1, uint64(0), 65
	for i, v := range s.cells {
		if v != 0 {
			continue
		}
		f := s.free(i)
		if !s.min {
			cell, mask = i, f
			break
		}
		if n := bits.OnesCount64(f); n < best {
			cell, mask, best = i, f, n
			if n <= 1 {
				break
			}
		}
	}
	if cell < 0 {
		return true
	}
	for ; mask != 0; mask &= mask - 1 {
		v := bits.TrailingZeros64(mask) + 1
		s.set(cell, v)
		if s.search() {
			return true
		}
		s.unset(cell, v)
		if s.stop {
			return false
		}
	}
	return false
}
