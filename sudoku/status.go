package sudoku

import (
	"fmt"

	"github.com/sudokudlx/sudokudlx/internal/units"
)

// Status is the verdict on a puzzle.
type Status int

const (
	// Invalid: the givens contradict each other (two equal values in one
	// row, column or box); no search is made.
	Invalid Status = iota
	// None: the givens are consistent but no solution exists.
	None
	// Unique: exactly one solution.
	Unique
	// Multiple: two or more solutions.
	Multiple
)

var statusNames = [...]string{Invalid: "invalid", None: "none", Unique: "unique", Multiple: "multiple"}

// String returns "invalid", "none", "unique" or "multiple".
func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return fmt.Sprintf("Status(%d)", int(s))
	}
	return statusNames[s]
}

// ConflictError reports two givens that break a rule: the same value twice
// in a unit (a row, column or box; in a D-dimensional board of
// sudoku/hyper, a line or a block).
type ConflictError struct {
	Size  int // N, the side of the board
	A, B  int // the two cells by index in the one-line form, A < B
	Value int
	// The names of the two cells and of their unit, for boards whose cells
	// CellName does not name (sudoku/hyper's); empty for a Grid, whose
	// cells are named rXcY.
	NameA, NameB, Unit string
}

func (e *ConflictError) Error() string {
	if e.NameA != "" {
		return fmt.Sprintf("%s and %s both hold %c in one %s", e.NameA, e.NameB, Symbol(e.Value), e.Unit)
	}
	return fmt.Sprintf("%s and %s both hold %c", CellName(e.Size, e.A), CellName(e.Size, e.B), Symbol(e.Value))
}

// Validate checks the givens: it returns a *ConflictError naming the first
// two cells (in row-major order of the second) that share a row, column or
// box and hold the same value, or nil. It costs O(N²).
func (g Grid) Validate() error {
	n := g.Size()
	box := g.Box()
	// first[unit*N+v] = 1 + cell index of the first cell seen with value v in
	// that unit (rows, then columns, then boxes).
	var first [3 * MaxBox * MaxBox * MaxBox * MaxBox]int32
	for i, v := range g.cells[:n*n] {
		if v == 0 {
			continue
		}
		r, c := i/n, i%n
		b := units.BoxOf(box, r, c)
		for _, u := range [3]int{r, n + c, 2*n + b} {
			slot := u*n + int(v) - 1
			if first[slot] != 0 {
				return &ConflictError{Size: n, A: int(first[slot]) - 1, B: i, Value: int(v)}
			}
			first[slot] = int32(i + 1)
		}
	}
	return nil
}
