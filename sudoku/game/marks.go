package game

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Marks are the pencil marks of a cell: bit v is set when the player
// noted that the cell may hold v (1..25). The zero value is no marks. It
// marshals to JSON as a number.
type Marks uint32

// Has reports whether v is marked.
func (m Marks) Has(v int) bool { return v > 0 && v < 32 && m&(1<<uint(v)) != 0 }

// With returns m with v marked.
func (m Marks) With(v int) Marks { return m | 1<<uint(v) }

// Without returns m with v unmarked.
func (m Marks) Without(v int) Marks { return m &^ (1 << uint(v)) }

// Len returns the number of values marked.
func (m Marks) Len() int { return bits.OnesCount32(uint32(m)) }

// Values returns the values marked, in increasing order.
func (m Marks) Values() []int {
	var vs []int
	for x := uint32(m); x != 0; x &= x - 1 {
		vs = append(vs, bits.TrailingZeros32(x))
	}
	return vs
}

// String returns the values marked as symbols, as "137" or "29AG"; "" for
// none.
func (m Marks) String() string {
	var b strings.Builder
	for _, v := range m.Values() {
		b.WriteByte(sudoku.Symbol(v))
	}
	return b.String()
}

// MarkOp is what Mark does to a pencil mark.
type MarkOp int

// The operations of Mark.
const (
	MarkSet    MarkOp = iota // note the value
	MarkClear                // take the value off; value 0 takes every mark off
	MarkToggle               // set it when absent, clear it when present
)

// Marks returns the pencil marks of cell i (row-major, from 0); filled
// cells have none.
func (g *Game) Marks(i int) Marks { return g.marks[i] }

// Mark changes the pencil mark of value v at row r, column c, as op says.
// It returns a *MoveError that wraps ErrRange, ErrGiven or ErrFilled (the
// cell holds a value) and changes nothing when the cell takes no marks; a
// change that leaves the marks as they were is no move and no error. A
// mark may contradict the board: marks are the player's notes, and Check
// is the place to see mistakes.
func (g *Game) Mark(r, c, v int, op MarkOp) error {
	i, err := g.cell(r, c, v)
	if err != nil {
		return err
	}
	if v == 0 && op != MarkClear {
		return &MoveError{Size: g.Size(), Row: r, Col: c, Value: v, Err: ErrRange}
	}
	if g.board.At(i) != 0 {
		return &MoveError{Size: g.Size(), Row: r, Col: c, Value: v, Err: ErrFilled}
	}
	old := g.marks[i]
	var m Marks
	switch {
	case op == MarkSet:
		m = old.With(v)
	case op == MarkClear && v == 0:
		m = 0
	case op == MarkClear, op == MarkToggle && old.Has(v):
		m = old.Without(v)
	default:
		m = old.With(v)
	}
	if m != old {
		g.apply(action{{Cell: i, Old: 0, New: 0, OldMarks: old, NewMarks: m}})
	}
	return nil
}

// Candidates returns the values that cell i may hold given the board:
// those not in its row, column or box; none for a filled cell.
func (g *Game) Candidates(i int) Marks {
	if g.board.At(i) != 0 {
		return 0
	}
	var seen Marks
	for _, j := range g.peers(i) {
		seen = seen.With(g.board.At(j))
	}
	all := Marks(1<<uint(g.Size()+1) - 2)
	return all &^ seen
}

// FillMarks sets the marks of every empty cell to its candidates, as one
// command that Undo takes back. It returns ErrOver when the game has ended.
func (g *Game) FillMarks() error {
	if g.Over() {
		return ErrOver
	}
	var a action
	for i := range g.board.Len() {
		if m := g.Candidates(i); g.board.At(i) == 0 && m != g.marks[i] {
			a = append(a, Move{Cell: i, OldMarks: g.marks[i], NewMarks: m})
		}
	}
	if len(a) > 0 {
		g.apply(a)
	}
	return nil
}

// WrongMarks returns the empty cells (row-major, from 0) whose marks,
// when there are any, leave out the value of the solution, in increasing
// order.
func (g *Game) WrongMarks() []int {
	var cells []int
	for i, m := range g.marks {
		if m != 0 && g.board.At(i) == 0 && !m.Has(g.solution.At(i)) {
			cells = append(cells, i)
		}
	}
	return cells
}
