package main

import (
	"bufio"
	"io"
	"strconv"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// writeBoardDLX writes the exact-cover problem of the D-dimensional board
// b with its givens applied, as writeSudokuDLX does for 2D puzzles: the
// items the givens cover and the options that meet them are left out.
// Items, coordinates counted from 1, x first as in the one-line form:
//
//	p3,1,8      cell (3,1,8) is filled
//	l*,1,8#7    the line along x through y=1, z=8 holds 7 (the '*' marks
//	            the axis the line runs along)
//	b2,1,4#7    block (2,1,4) holds 7: the block of cells whose
//	            coordinates, less one, divided by the box size are 1,0,3
//
// The option "p3,1,8 l*,1,8#7 l3,*,8#7 l3,1,*#7 b2,1,4#7" puts 7 in cell
// (3,1,8). Givens that clash (two equal values in one unit) give a
// problem with an item "clash" and no option for it: no solution; a full
// board, the problem "full" of one solution. The
// problem is written as it is made, one option at a time, so the memory
// is that of the board, not of the matrix. The caller refuses boards whose
// matrix would not fit in a solver's memory (hyper.Shape.Matrix).
func writeBoardDLX(w io.Writer, b *hyper.Board) error {
	m := newBoardMatrix(b)
	bw := bufio.NewWriterSize(w, 64<<10)
	first := true
	sep := func() {
		if !first {
			bw.WriteByte(' ')
		}
		first = false
	}
	if m.clash {
		sep()
		bw.WriteString("clash")
	}
	for id := range m.covered {
		if !m.covered[id] {
			sep()
			bw.WriteString(m.name(id))
		}
	}
	if first {
		// A full board (see writeSudokuDLX).
		bw.WriteString("full\nfull\n")
		return bw.Flush()
	}
	bw.WriteByte('\n')
	items := make([]int, m.d+2)
	for i := range m.cells {
		if m.covered[i] {
			continue
		}
		for v := range m.side {
			if !m.optionItems(i, v, items) {
				continue
			}
			for k, it := range items {
				if k > 0 {
					bw.WriteByte(' ')
				}
				bw.WriteString(m.name(it))
			}
			bw.WriteByte('\n')
		}
	}
	return bw.Flush()
}

// boardMatrix numbers the items of a D-dimensional board's exact-cover
// problem: the L^D cells, then for each axis k the L^(D-1) lines along it
// times the L values, then the L^(D-1) blocks times the L values.
type boardMatrix struct {
	d, box, side, cells, per int
	stride                   []int // stride[k] = L^k
	covered                  []bool
	clash                    bool
}

func newBoardMatrix(b *hyper.Board) *boardMatrix {
	shape := b.Shape()
	m := &boardMatrix{d: shape.Dims, box: shape.Box, side: b.Side(), cells: b.Len()}
	m.per = m.cells / m.side
	m.stride = make([]int, m.d+1)
	m.stride[0] = 1
	for k := 1; k <= m.d; k++ {
		m.stride[k] = m.stride[k-1] * m.side
	}
	m.covered = make([]bool, (m.d+2)*m.cells)
	items := make([]int, m.d+2)
	for i := range m.cells {
		if v := b.At(i); v > 0 {
			m.optionItems(i, v-1, items)
			for _, it := range items {
				m.clash = m.clash || m.covered[it]
				m.covered[it] = true
			}
		}
	}
	return m
}

// unitItem returns the item "unit u (0..(D+1)·L^(D-1)-1) holds value v".
func (m *boardMatrix) unitItem(u, v int) int { return m.cells + u*m.side + v }

// optionItems fills items with those of the option that puts value v
// (0..L-1) in cell i: its cell, its lines, its block. It reports whether
// none of them is covered by the givens.
func (m *boardMatrix) optionItems(i, v int, items []int) bool {
	items[0] = i
	blk := 0
	for k := m.d - 1; k >= 0; k-- {
		x := i / m.stride[k] % m.side
		blk = blk*(m.side/m.box) + x/m.box
	}
	for k := range m.d {
		lo, hi := i%m.stride[k], i/m.stride[k+1]
		items[k+1] = m.unitItem(k*m.per+hi*m.stride[k]+lo, v)
	}
	items[m.d+1] = m.unitItem(m.d*m.per+blk, v)
	ok := true
	for _, it := range items {
		ok = ok && !m.covered[it]
	}
	return ok
}

// name returns the name of item id (see writeBoardDLX).
func (m *boardMatrix) name(id int) string {
	buf := make([]byte, 0, 32)
	// coords appends the digits of i in base `base`, lowest first, one a
	// coordinate, with '*' at coordinate skip.
	coords := func(i, skip, base int) {
		for k := range m.d {
			if k > 0 {
				buf = append(buf, ',')
			}
			if k == skip {
				buf = append(buf, '*')
				continue
			}
			buf = strconv.AppendInt(buf, int64(i%base+1), 10)
			i /= base
		}
	}
	if id < m.cells {
		buf = append(buf, 'p')
		coords(id, -1, m.side)
		return string(buf)
	}
	u, v := (id-m.cells)/m.side, (id-m.cells)%m.side
	kind, rest := u/m.per, u%m.per
	if kind < m.d {
		buf = append(buf, 'l')
		coords(rest, kind, m.side)
	} else {
		buf = append(buf, 'b')
		coords(rest, -1, m.side/m.box)
	}
	buf = append(buf, '#')
	buf = strconv.AppendInt(buf, int64(v+1), 10)
	return string(buf)
}
