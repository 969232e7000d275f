package hyper

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// The boxed form prints a board as text rows. A 2D board is its grid. A
// 3D board is its L layers side by side: text row y holds, layer z after
// layer z, the cells (x, y, z) for x = 1..L. A 4D board stacks L such
// 3D boards, one for each value of its last coordinate, with a blank line
// between them (layers of layers); higher dimensions nest the same way.
//
// A 2D row has one symbol a cell and a space between blocks, as a Sudoku
// grid is often written. From 3D on, where a row runs across layers, a
// space parts every two cells so that no two of them read as one number:
// two spaces part the blocks of a layer, " | " parts the layers and " || "
// the groups of b layers that share blocks. A rule of '-' parts the groups
// of b rows, with '+' under each '|' (in 2D, under each space). The reader
// skips everything that is not a symbol, so the boxed form reads back in.
//
// The boxed form is for 2D to 4D. Beyond, a board is its 2D slices, one
// after another in the order of the one-line form (see WriteSlices): rows
// of L cells, which read back in too.

// rowWidth returns the number of cells in a text row of the boxed form.
func (g *geometry) rowWidth() int {
	if g.shape.Dims == 2 || g.shape.Dims > 4 {
		return g.side
	}
	return g.side * g.side
}

// boxedCell returns the cell at column c of text row r of the boxed form.
func (g *geometry) boxedCell(r, c int) int {
	l := g.side
	if g.shape.Dims == 2 || g.shape.Dims > 4 {
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

// WriteBoxed writes the boxed form of b to w: for 2D to 4D boards; those
// of more dimensions are written as WriteSlices writes them.
func (b *Board) WriteBoxed(w io.Writer) error {
	g := b.geo
	if g.shape.Dims > 4 {
		return b.WriteSlices(w)
	}
	bw := bufio.NewWriter(w)
	width := g.rowWidth()
	rows := g.cells / width
	row := make([]byte, 0, 4*width)
	var rule []byte
	for r := range rows {
		if r > 0 {
			switch {
			case g.shape.Dims > 2 && r%g.side == 0:
				bw.WriteByte('\n')
			case r%g.shape.Box == 0:
				bw.Write(rule)
				bw.WriteByte('\n')
			}
		}
		row = row[:0]
		for c := range width {
			row = append(row, g.boxedGap(c)...)
			row = append(row, sudoku.Symbol(int(b.cells[g.boxedCell(r, c)])))
		}
		if rule == nil {
			rule = ruleUnder(row, g.shape.Dims == 2)
		}
		bw.Write(row)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// boxedGap returns the text before cell c of a row of the boxed form.
func (g *geometry) boxedGap(c int) string {
	l, box := g.side, g.shape.Box
	z, x := c/l, c%l
	switch {
	case c == 0:
		return ""
	case g.shape.Dims == 2 && x%box == 0:
		return " "
	case g.shape.Dims == 2:
		return ""
	case x == 0 && z%box == 0:
		return " || "
	case x == 0:
		return " | "
	case x%box == 0:
		return "  "
	}
	return " "
}

// ruleUnder returns the rule that parts groups of rows like row: '-'
// everywhere but under a '|', and under a space where spaces part the
// blocks (2D), where it has '+'.
func ruleUnder(row []byte, spaceParts bool) []byte {
	rule := make([]byte, len(row))
	for i, c := range row {
		rule[i] = '-'
		if c == '|' || spaceParts && c == ' ' {
			rule[i] = '+'
		}
	}
	return rule
}

// WriteSlices writes b as its 2D slices, one for each value of the
// coordinates beyond the first two, in the order of the one-line form:
// a comment line naming the slice by its coordinates from 1, "# slice
// (x,y,3,1,2)", then L rows of L cells, x across and y down, with a space
// between blocks and a rule of '-' between groups of b rows, then a blank
// line. A person can page through it, and the reader reads it back in.
func (b *Board) WriteSlices(w io.Writer) error {
	g := b.geo
	bw := bufio.NewWriter(w)
	l, box := g.side, g.shape.Box
	x := make([]int, g.shape.Dims)
	for first := 0; first < g.cells; first += l * l {
		g.coords(first, x)
		bw.WriteString("# slice (x,y")
		for _, c := range x[2:] {
			bw.WriteByte(',')
			bw.WriteString(strconv.Itoa(c + 1))
		}
		bw.WriteString(")\n")
		for y := range l {
			if y > 0 && y%box == 0 {
				bw.WriteString(strings.Repeat("-", l+l/box-1))
				bw.WriteByte('\n')
			}
			for c := range l {
				if c > 0 && c%box == 0 {
					bw.WriteByte(' ')
				}
				bw.WriteByte(sudoku.Symbol(int(b.cells[first+y*l+c])))
			}
			bw.WriteByte('\n')
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// WriteTo writes the one-line form of b to w, without a newline, in
// pieces: it holds no copy of the board.
func (b *Board) WriteTo(w io.Writer) (int64, error) {
	var buf [32 << 10]byte
	var n int64
	for p := 0; p < len(b.cells); p += len(buf) {
		chunk := b.cells[p:min(p+len(buf), len(b.cells))]
		for k, v := range chunk {
			buf[k] = sudoku.Symbol(int(v))
		}
		m, err := w.Write(buf[:len(chunk)])
		n += int64(m)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}
