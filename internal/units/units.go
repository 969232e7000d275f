package units

// MinBox and MaxBox bound the box size: boards are N×N with N = box², from
// 4×4 to 25×25.
const (
	MinBox = 2
	MaxBox = 5
)

// BoxOf returns the box of the cell at row r, column c (from 0) on a board
// of box size box.
func BoxOf(box, r, c int) int { return r/box*box + c/box }

// A Table lists the cells of each unit and the units of each cell, for one
// box size. It is shared and must not be changed.
type Table struct {
	Box, N int // the box size and N = Box²
	// Cells[u*N:(u+1)*N] are the cells of unit u, row-major indices.
	Cells []int16
	// Of[3*i:3*i+3] are the row, column and box units of cell i.
	Of []uint8
}

// tables holds the Table of each box size, built once.
var tables = func() (t [MaxBox + 1]*Table) {
	for box := MinBox; box <= MaxBox; box++ {
		t[box] = build(box)
	}
	return t
}()

// For returns the Table of box size box, 2..5; it panics on another size,
// like an index out of range. It costs nothing: the tables are built once.
func For(box int) *Table {
	if box < MinBox || box > MaxBox {
		panic("units: box size out of range")
	}
	return tables[box]
}

func build(box int) *Table {
	n := box * box
	t := &Table{Box: box, N: n, Cells: make([]int16, 0, 3*n*n), Of: make([]uint8, 3*n*n)}
	for u := range 3 * n {
		for k := range n {
			var i int
			switch {
			case u < n: // row u
				i = u*n + k
			case u < 2*n: // column u-n
				i = k*n + u - n
			default: // box u-2n
				b := u - 2*n
				i = (b/box*box+k/box)*n + b%box*box + k%box
			}
			t.Cells = append(t.Cells, int16(i))
		}
	}
	for i := range n * n {
		r, c := i/n, i%n
		t.Of[3*i] = uint8(r)
		t.Of[3*i+1] = uint8(n + c)
		t.Of[3*i+2] = uint8(2*n + BoxOf(box, r, c))
	}
	return t
}

// Unit returns the cells of unit u.
func (t *Table) Unit(u int) []int16 { return t.Cells[u*t.N : (u+1)*t.N] }

// UnitsOf returns the row, column and box units of cell i.
func (t *Table) UnitsOf(i int) (row, col, box int) {
	u := t.Of[3*i : 3*i+3]
	return int(u[0]), int(u[1]), int(u[2])
}
