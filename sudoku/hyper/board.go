package hyper

import (
	"fmt"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// A Board is a D-dimensional Sudoku board: L^D cells, each 0 (empty) or a
// value 1..L. Boards of one shape made by one another (Clone) share their
// geometry.
type Board struct {
	geo   *geometry
	cells []uint8
}

// NewBoard returns an empty board of shape s, or the error of s.Check.
// It costs O(D·L^D) time and memory.
func NewBoard(s Shape) (*Board, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	g := newGeometry(s)
	return &Board{geo: g, cells: make([]uint8, g.cells)}, nil
}

// Shape returns the board's shape.
func (b *Board) Shape() Shape { return b.geo.shape }

// Side returns L, the number of values.
func (b *Board) Side() int { return b.geo.side }

// Len returns the number of cells, L^D.
func (b *Board) Len() int { return b.geo.cells }

// At returns the value of cell i, 0 when it is empty.
func (b *Board) At(i int) int { return int(b.cells[i]) }

// Set sets cell i to v, 0 to empty it; it panics when v is out of range,
// as an index would.
func (b *Board) Set(i, v int) {
	if v < 0 || v > b.geo.side {
		panic(fmt.Sprintf("hyper: value %d out of range 0..%d", v, b.geo.side))
	}
	b.cells[i] = uint8(v)
}

// Index returns the index of the cell with coordinates x (x[0] varies
// fastest in the one-line form), each from 0.
func (b *Board) Index(x ...int) int {
	i := 0
	for k := len(x) - 1; k >= 0; k-- {
		i = i*b.geo.side + x[k]
	}
	return i
}

// Coords returns the D coordinates of cell i, each from 0.
func (b *Board) Coords(i int) []int {
	x := make([]int, b.geo.shape.Dims)
	b.geo.coords(i, x)
	return x
}

// CellName names cell i by its coordinates from 1, as "(3,1,8)".
func (b *Board) CellName(i int) string {
	x := b.Coords(i)
	var sb strings.Builder
	sb.WriteByte('(')
	for k, c := range x {
		if k > 0 {
			sb.WriteByte(',')
		}
		fmt.Fprint(&sb, c+1)
	}
	sb.WriteByte(')')
	return sb.String()
}

// Givens returns the number of cells that are not empty.
func (b *Board) Givens() int {
	n := 0
	for _, v := range b.cells {
		if v != 0 {
			n++
		}
	}
	return n
}

// Full reports whether no cell is empty.
func (b *Board) Full() bool { return b.Givens() == len(b.cells) }

// Clone returns a copy of b sharing its geometry.
func (b *Board) Clone() *Board {
	return &Board{geo: b.geo, cells: append([]uint8(nil), b.cells...)}
}

// Equal reports whether a and b have the same shape and cells.
func (b *Board) Equal(o *Board) bool {
	return b.geo.shape == o.geo.shape && string(b.cells) == string(o.cells)
}

// empty returns an empty board of b's shape, sharing its geometry.
func (b *Board) empty() *Board {
	return &Board{geo: b.geo, cells: make([]uint8, len(b.cells))}
}

func coordName(x []int) string {
	parts := make([]string, len(x))
	for k, c := range x {
		parts[k] = fmt.Sprint(c + 1)
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// Validate checks the givens: it returns a *sudoku.ConflictError naming the first
// two cells (in the order of the one-line form of the second) that share
// a unit and hold the same value, or nil. It costs O(D·L^D) time and a
// mask per unit.
func (b *Board) Validate() error {
	g := b.geo
	d := g.shape.Dims
	seen := make([]uint32, g.units()) // the values met so far in each unit
	for i, v := range b.cells {
		if v == 0 {
			continue
		}
		bit := uint32(1) << (v - 1)
		for k := 0; k <= d; k++ {
			u := g.unitID(i, k)
			if seen[u]&bit == 0 {
				seen[u] |= bit
				continue
			}
			a := 0
			for _, j := range g.unitCells(u, make([]int32, 0, g.side)) {
				if b.cells[j] == v {
					a = int(j)
					break
				}
			}
			return &sudoku.ConflictError{Size: g.side, A: a, B: i, Value: int(v),
				NameA: coordName(b.Coords(a)), NameB: coordName(b.Coords(i)), Unit: g.unitName(u)}
		}
	}
	return nil
}

// value returns the value of symbol c for a side of l: 0 for '.' and
// '0', or -1 when c is no symbol of that side. Letters may be lower case.
func value(c byte, l int) int {
	v := -1
	switch {
	case c == '.' || c == '0':
		return 0
	case c >= '1' && c <= '9':
		v = int(c - '0')
	case c >= 'A' && c <= 'Z':
		v = int(c-'A') + 10
	case c >= 'a' && c <= 'z':
		v = int(c-'a') + 10
	}
	if v > l {
		return -1
	}
	return v
}

// String returns the one-line form: L^D symbols, '.' for empty cells.
func (b *Board) String() string {
	buf := make([]byte, len(b.cells))
	for i, v := range b.cells {
		buf[i] = sudoku.Symbol(int(v))
	}
	return string(buf)
}
