package hyper

import (
	"bufio"
	"io"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// The boxed form prints a board as text rows. A 2D board is its grid. A
// 3D board is its L layers side by side: text row y holds, layer z after
// layer z, the cells (x, y, z) for x = 1..L. A 4D board stacks L such
// 3D boards, one for each value of its last coordinate, with a blank line
// between them (layers of layers); higher dimensions nest the same way.
// Within a row a space parts the blocks and " | " parts the groups of b
// layers that share blocks; a rule of '-' and '+' parts the groups of b
// rows. The reader skips everything that is not a symbol, so the boxed
// form reads back in.

// rowWidth returns the number of cells in a text row of the boxed form.
func (g *geometry) rowWidth() int {
	if g.shape.Dims == 2 {
		return g.side
	}
	return g.side * g.side
}

// boxedCell returns the cell at column c of text row r of the boxed form.
func (g *geometry) boxedCell(r, c int) int {
	l := g.side
	if g.shape.Dims == 2 {
		return r*l + c
	}
	x, z := c%l, c/l
	y, higher := r%l, r/l
	return x + l*y + l*l*z + l*l*l*higher
}

// Boxed returns the boxed form of b, ending in a newline.
func (b *Board) Boxed() string {
	var sb strings.Builder
	_ = b.WriteBoxed(&sb)
	return sb.String()
}

// WriteBoxed writes the boxed form of b to w.
func (b *Board) WriteBoxed(w io.Writer) error {
	g := b.geo
	bw := bufio.NewWriter(w)
	l, box := g.side, g.shape.Box
	width := g.rowWidth()
	rows := g.cells / width
	layers := width / l
	var rule []byte
	for z := range layers {
		if z > 0 {
			if z%box == 0 {
				rule = append(rule, "-+-"...)
			} else {
				rule = append(rule, "  "...)
			}
		}
		for x := range l {
			if x > 0 && x%box == 0 {
				rule = append(rule, '+')
			}
			rule = append(rule, '-')
		}
	}
	for r := range rows {
		if r > 0 {
			switch {
			case g.shape.Dims > 2 && r%l == 0:
				bw.WriteByte('\n')
			case r%box == 0:
				bw.Write(rule)
				bw.WriteByte('\n')
			}
		}
		for c := range width {
			z, x := c/l, c%l
			switch {
			case c == 0:
			case x == 0 && z%box == 0:
				bw.WriteString(" | ")
			case x == 0:
				bw.WriteString("  ")
			case x%box == 0:
				bw.WriteByte(' ')
			}
			bw.WriteByte(sudoku.Symbol(int(b.cells[g.boxedCell(r, c)])))
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
