package cover

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// Cells are the cells of a board in order, each 0 (empty) or a value
// 1..L: sudoku.Grid and *hyper.Board are Cells.
type Cells interface {
	Len() int
	At(i int) int
}

// WriteGrid writes the exact-cover problem of the N×N puzzle g of box
// size box with its givens applied, in Knuth's text format (dlx.WriteText):
// the items the givens cover and the options that meet them are left
// out, so that the solutions of the problem are the fillings of the empty
// cells. Items: pR,C (cell R,C filled), rR#V, cC#V, bB#V (value V in row
// R, column C, box B), counted from 1; the option "pR,C rR#V cC#V bB#V"
// puts V in cell R,C. Givens that clash (two in one unit) give a problem
// with an item "clash" and no option for it: no solution. A full grid
// gives the problem of one item "full" and one option, "full": one
// solution.
func WriteGrid(w io.Writer, box int, g Cells) error {
	n := box * box
	nn := n * n
	// Items, as in Matrix: cell, row#value, column#value, box#value.
	itemOf := func(kind, a, v int) int { return kind*nn + a*n + v }
	names := func(id int) string {
		kind, a, v := id/nn, id%nn/n, id%n
		switch kind {
		case 0:
			return fmt.Sprintf("p%d,%d", a+1, v+1)
		case 1:
			return fmt.Sprintf("r%d#%d", a+1, v+1)
		case 2:
			return fmt.Sprintf("c%d#%d", a+1, v+1)
		}
		return fmt.Sprintf("b%d#%d", a+1, v+1)
	}
	boxOf := func(r, c int) int { return r/box*box + c/box }
	optItems := func(r, c, v int) [4]int {
		return [4]int{itemOf(0, r, c), itemOf(1, r, v), itemOf(2, c, v), itemOf(3, boxOf(r, c), v)}
	}
	covered := make([]bool, 4*nn)
	clash := false
	for r := range n {
		for c := range n {
			if v := g.At(r*n + c); v > 0 {
				for _, it := range optItems(r, c, v-1) {
					clash = clash || covered[it]
					covered[it] = true
				}
			}
		}
	}
	var items []string
	index := make([]int, 4*nn)
	if clash {
		items = append(items, "clash")
	}
	for id := range 4 * nn {
		if !covered[id] {
			index[id] = len(items)
			items = append(items, names(id))
		}
	}
	if len(items) == 0 {
		// A full grid: a problem needs an item, and this one has one
		// option, the empty filling.
		p := dlx.NewProblem(1, 0)
		if _, err := p.AddOption(0); err != nil {
			return err // cannot happen: one item
		}
		return dlx.WriteText(w, p, []string{"full"}, nil)
	}
	p := dlx.NewProblem(len(items), 0)
	for r := range n {
		for c := range n {
		values:
			for v := range n {
				var opt []int
				for _, it := range optItems(r, c, v) {
					if covered[it] {
						continue values
					}
					opt = append(opt, index[it])
				}
				if _, err := p.AddOption(opt...); err != nil {
					return err // cannot happen: four distinct items
				}
			}
		}
	}
	return dlx.WriteText(w, p, items, nil)
}

// WriteBoard writes the exact-cover problem of the D-dimensional board b
// of dims dimensions and box size box (side L = box^dims) with its givens
// applied, as WriteGrid does for N×N puzzles. Items, coordinates counted
// from 1, x first as in the one-line form of a board:
//
//	p3,1,8      cell (3,1,8) is filled
//	l*,1,8#7    the line along x through y=1, z=8 holds 7 (the '*' marks
//	            the axis the line runs along)
//	b2,1,4#7    block (2,1,4) holds 7: the block of cells whose
//	            coordinates, less one, divided by the box size are 1,0,3
//
// The option "p3,1,8 l*,1,8#7 l3,*,8#7 l3,1,*#7 b2,1,4#7" puts 7 in cell
// (3,1,8). Givens that clash give a problem with an item "clash" and no
// option for it; a full board, the problem "full" of one solution. The
// problem is written as it is made, one option at a time, so the memory
// is that of the board, not of the matrix: it is up to the caller to
// refuse boards whose matrix would not fit in a solver's memory.
func WriteBoard(w io.Writer, dims, box int, b Cells) error {
	m := newBoardMatrix(dims, box, b)
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
		// A full board (see WriteGrid).
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

func newBoardMatrix(dims, box int, b Cells) *boardMatrix {
	side := 1
	for range dims {
		side *= box
	}
	m := &boardMatrix{d: dims, box: box, side: side, cells: b.Len()}
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

// name returns the name of item id (see WriteBoard).
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
