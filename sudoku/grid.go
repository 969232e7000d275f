package sudoku

import (
	"fmt"
	"strings"
)

// MinBox and MaxBox bound the box size n of a board: boards are N×N with
// N = n·n, from 4×4 (n = 2) to 25×25 (n = 5).
const (
	MinBox = 2
	MaxBox = 5
	// MaxCells is the number of cells of the largest board (25×25).
	MaxCells = MaxBox * MaxBox * MaxBox * MaxBox
)

// Grid is a Sudoku board of box size 2..5. A cell holds 0 when it is empty,
// or a value 1..N. A Grid is a plain value: it is copied by assignment,
// compared with ==, and needs no allocation. Its methods take the value,
// except those that change it or hand out its cells (Set, SetAt, Cells).
// The zero Grid is not a valid board; make one with New or by parsing.
type Grid struct {
	box   uint8
	cells [MaxCells]uint8
}

// New returns an empty board of box size n (2 for 4×4, 3 for 9×9, 4 for
// 16×16, 5 for 25×25).
func New(box int) (Grid, error) {
	if box < MinBox || box > MaxBox {
		return Grid{}, fmt.Errorf("sudoku: box size %d out of range %d..%d", box, MinBox, MaxBox)
	}
	return Grid{box: uint8(box)}, nil
}

// BoxForSize returns the box size n of an N×N board, or 0 when N is not
// one of 4, 9, 16, 25.
func BoxForSize(size int) int {
	for n := MinBox; n <= MaxBox; n++ {
		if n*n == size {
			return n
		}
	}
	return 0
}

// Box returns the box size n (3 for a 9×9 board).
func (g Grid) Box() int { return int(g.box) }

// Size returns N, the number of rows, columns, boxes and values (9 for 9×9).
func (g Grid) Size() int { return int(g.box) * int(g.box) }

// Len returns the number of cells, N².
func (g Grid) Len() int { n := g.Size(); return n * n }

// Get returns the value at row r, column c (both from 0), 0 when empty.
func (g Grid) Get(r, c int) int { return int(g.cells[r*g.Size()+c]) }

// Set stores v (0 to empty the cell) at row r, column c (both from 0).
// It panics if v is out of range 0..N, like an index out of range.
func (g *Grid) Set(r, c, v int) {
	if v < 0 || v > g.Size() {
		panic(fmt.Sprintf("sudoku: value %d out of range 0..%d", v, g.Size()))
	}
	g.cells[r*g.Size()+c] = uint8(v)
}

// At returns the value of cell i (row-major, from 0), 0 when empty.
func (g Grid) At(i int) int { return int(g.cells[i]) }

// SetAt stores v at cell i (row-major, from 0).
func (g *Grid) SetAt(i, v int) {
	if v < 0 || v > g.Size() {
		panic(fmt.Sprintf("sudoku: value %d out of range 0..%d", v, g.Size()))
	}
	g.cells[i] = uint8(v)
}

// Cells returns the cells in row-major order; the slice aliases the grid.
func (g *Grid) Cells() []uint8 {
	n := int(g.box) * int(g.box) // not g.Len(), which would copy the grid
	return g.cells[:n*n]
}

// Clues returns the number of filled cells.
func (g Grid) Clues() int {
	k := 0
	for _, v := range g.cells[:g.Len()] {
		if v != 0 {
			k++
		}
	}
	return k
}

// Full reports whether every cell is filled.
func (g Grid) Full() bool { return g.Clues() == g.Len() }

// Symbol returns the character that stands for value v: '.' for 0, '1'..'9',
// then 'A' for 10, 'B' for 11, ... 'P' for 25 (and on to 'Z' for 35, the
// largest side of package hyper's boards).
func Symbol(v int) byte {
	switch {
	case v == 0:
		return '.'
	case v <= 9:
		return byte('0' + v)
	default:
		return byte('A' + v - 10)
	}
}

// CellName returns the usual name of cell i of an N×N board, as "r1c3"
// (rows and columns counted from 1).
func CellName(size, i int) string {
	return fmt.Sprintf("r%dc%d", i/size+1, i%size+1)
}

// String returns the one-line form: N² symbols, '.' for empty cells.
func (g Grid) String() string {
	var b strings.Builder
	b.Grow(g.Len())
	for _, v := range g.cells[:g.Len()] {
		b.WriteByte(Symbol(int(v)))
	}
	return b.String()
}
