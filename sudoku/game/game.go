// Package game is the state of a Sudoku game that a person plays: the
// puzzle, its unique solution, the player's entries and pencil marks, the
// checks made on every move, hints in stages, undo and redo without limit,
// the elapsed time and the count of moves, and a Checkpoint that saves
// and restores it all as JSON.
//
// A Game does no input or output, so every front end shares it: the play
// command of sudokudlx reads the player's lines (ParseCommand) or keys
// (its full-screen board), applies them to a Game and draws the board;
// tests drive a Game directly. The front end keeps the clock: it adds the
// time that passes with Tick.
//
// Every move is checked: the row, column and value must be in range, a
// given cannot be changed, a value may not repeat one in its row, column
// or box (a *MoveError names the clashing cell), and, unless
// Options.NoCheck is set, the value must be the one of the solution,
// since any other makes the puzzle unsolvable. The board is
// complete and correct exactly when it is full, because a full board with
// no clash that keeps the givens is a solution, and the puzzle has one.
//
// The Examples show a short game.
package game

import (
	"errors"
	"fmt"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// Errors of New for puzzles that cannot be played. Invalid givens are
// reported with the *sudoku.ConflictError of Grid.Validate instead.
var (
	ErrNoSolution = errors.New("the puzzle has no solution")
	ErrMultiple   = errors.New("the puzzle has more than one solution")
	ErrNoBoard    = errors.New("the grid has no box size")
)

// The reasons a move is refused; a *MoveError wraps one of them, so test
// with errors.Is.
var (
	ErrRange  = errors.New("out of range")
	ErrGiven  = errors.New("a given cannot be changed")
	ErrClash  = errors.New("clashes with another cell")
	ErrWrong  = errors.New("makes the puzzle unsolvable")
	ErrEmpty  = errors.New("already empty")
	ErrNoUndo = errors.New("nothing to undo")
	ErrNoRedo = errors.New("nothing to redo")
	ErrFilled = errors.New("holds a value: marks go in empty cells")
	ErrOver   = errors.New("the game is over")
)

// Options tune a Game. The zero value checks every move against the
// solution.
type Options struct {
	// NoCheck accepts values that differ from the solution, as long as
	// they break no rule, for players who want to find their own
	// mistakes (the check command lists them).
	NoCheck bool
}

// Move is one change of one cell: cell (row-major, from 0) went from
// value Old to New (0 for empty) and from marks OldMarks to NewMarks. A
// change of marks only has Old == New.
type Move struct {
	Cell               int
	Old, New           int
	OldMarks, NewMarks Marks
	Hint               bool // the move was a hint
}

// Game is a game in progress. Rows and columns are counted from 0 in its
// methods, as in sudoku.Grid; messages count them from 1.
type Game struct {
	opt      Options
	puzzle   sudoku.Grid
	solution sudoku.Grid
	board    sudoku.Grid
	marks    []Marks  // per cell; 0 in filled cells
	history  []action // the changes that Undo takes back, last last
	redo     []action // the changes that Redo makes again, next last
	pending  *StagedHint
	elapsed  time.Duration
	moves    int
	hints    int
	gaveUp   bool
	rater    rate.Rater
}

// action is what one Undo takes back: the changes of one command, the
// first the cell the player meant.
type action []Move

// New starts a game on puzzle, which must have exactly one solution. It
// costs one solve of the puzzle.
func New(puzzle sudoku.Grid, opt Options) (*Game, error) {
	if puzzle.Box() == 0 {
		return nil, ErrNoBoard
	}
	res := sudoku.Solve(puzzle)
	switch res.Status {
	case sudoku.Invalid:
		return nil, res.Err
	case sudoku.None:
		return nil, ErrNoSolution
	case sudoku.Multiple:
		return nil, ErrMultiple
	}
	return &Game{opt: opt, puzzle: puzzle, solution: res.Solution, board: puzzle,
		marks: make([]Marks, puzzle.Len())}, nil
}

// Elapsed returns the playing time: the sum of the Ticks.
func (g *Game) Elapsed() time.Duration { return g.elapsed }

// Tick adds d to the playing time, unless the game is over: the front
// end calls it as time passes while the game is shown.
func (g *Game) Tick(d time.Duration) {
	if !g.Over() && d > 0 {
		g.elapsed += d
	}
}

// Size returns N, the side of the board.
func (g *Game) Size() int { return g.puzzle.Size() }

// Puzzle returns the givens.
func (g *Game) Puzzle() sudoku.Grid { return g.puzzle }

// Board returns the board as it is: the givens and the player's entries.
func (g *Game) Board() sudoku.Grid { return g.board }

// Solution returns the puzzle's solution.
func (g *Game) Solution() sudoku.Grid { return g.solution }

// Given reports whether cell i (row-major, from 0) is a given.
func (g *Game) Given(i int) bool { return g.puzzle.At(i) != 0 }

// Moves returns the number of changes made to the board: placements,
// clears, changes of marks, hints, undos and redos.
func (g *Game) Moves() int { return g.moves }

// Hints returns the number of hints given.
func (g *Game) Hints() int { return g.hints }

// Empty returns the number of empty cells.
func (g *Game) Empty() int { return g.board.Len() - g.board.Clues() }

// Solved reports whether the board is complete and correct (and the
// player did not give up).
func (g *Game) Solved() bool { return !g.gaveUp && g.board == g.solution }

// Over reports whether the game has ended: solved, or given up.
func (g *Game) Over() bool { return g.gaveUp || g.board == g.solution }

// GiveUp ends the game unsolved; the board shows the solution.
func (g *Game) GiveUp() {
	g.gaveUp = true
	g.board = g.solution
}

// Place puts value v (1..N; 0 clears) at row r, column c. It returns a
// *MoveError and changes nothing when the move is refused: a row, column
// or value out of range (ErrRange), a given (ErrGiven), the value already
// in the cell's row, column or box (ErrClash), or, unless NoCheck is set,
// a value other than the solution's (ErrWrong). Placing the value a cell
// already holds is no move and no error. Place costs O(N).
func (g *Game) Place(r, c, v int) error {
	if v == 0 {
		return g.Clear(r, c)
	}
	i, err := g.cell(r, c, v)
	if err != nil {
		return err
	}
	if g.board.At(i) == v {
		return nil
	}
	if j := g.clash(i, v); j >= 0 {
		return &MoveError{Size: g.Size(), Row: r, Col: c, Value: v, Other: j, Err: ErrClash}
	}
	if !g.opt.NoCheck && g.solution.At(i) != v {
		return &MoveError{Size: g.Size(), Row: r, Col: c, Value: v, Err: ErrWrong}
	}
	a := action{{Cell: i, Old: g.board.At(i), New: v, OldMarks: g.marks[i]}}
	g.apply(append(a, g.peerMarks(i, v)...))
	return nil
}

// peerMarks returns the changes that take v out of the marks of the cells
// that see cell i, where v is being placed.
func (g *Game) peerMarks(i, v int) action {
	var a action
	for _, j := range g.peers(i) {
		if m := g.marks[j]; m.Has(v) {
			a = append(a, Move{Cell: j, Old: g.board.At(j), New: g.board.At(j), OldMarks: m, NewMarks: m.Without(v)})
		}
	}
	return a
}

// peers returns the cells other than i in the row, column or box of i,
// each once.
func (g *Game) peers(i int) []int {
	n, box := g.Size(), g.puzzle.Box()
	r, c := i/n, i%n
	r0, c0 := r/box*box, c/box*box
	out := make([]int, 0, 3*n)
	for k := range n {
		if j := r*n + k; j != i {
			out = append(out, j)
		}
		if j := k*n + c; j != i {
			out = append(out, j)
		}
		br, bc := r0+k/box, c0+k%box
		if j := br*n + bc; br != r && bc != c {
			out = append(out, j)
		}
	}
	return out
}

// Clear empties the cell at row r, column c, which the player filled. It
// returns a *MoveError wrapping ErrRange, ErrGiven or ErrEmpty otherwise.
func (g *Game) Clear(r, c int) error {
	i, err := g.cell(r, c, 0)
	if err != nil {
		return err
	}
	if g.board.At(i) == 0 {
		return &MoveError{Size: g.Size(), Row: r, Col: c, Err: ErrEmpty}
	}
	g.apply(action{{Cell: i, Old: g.board.At(i), New: 0}})
	return nil
}

// cell checks that a move on (r, c) with value v (0 for a clear) may be
// made, and returns the cell's index.
func (g *Game) cell(r, c, v int) (int, error) {
	n := g.Size()
	if g.Over() {
		return 0, ErrOver
	}
	if r < 0 || r >= n || c < 0 || c >= n || v < 0 || v > n {
		return 0, &MoveError{Size: n, Row: r, Col: c, Value: v, Err: ErrRange}
	}
	i := r*n + c
	if g.Given(i) {
		return 0, &MoveError{Size: n, Row: r, Col: c, Value: v, Err: ErrGiven}
	}
	return i, nil
}

// clash returns a cell other than i in the row, column or box of i (looked
// at in that order) that holds v, or -1.
func (g *Game) clash(i, v int) int {
	n, box := g.Size(), g.puzzle.Box()
	r, c := i/n, i%n
	for k := range n {
		if j := r*n + k; j != i && g.board.At(j) == v {
			return j
		}
	}
	for k := range n {
		if j := k*n + c; j != i && g.board.At(j) == v {
			return j
		}
	}
	r0, c0 := r/box*box, c/box*box
	for k := range n {
		if j := (r0+k/box)*n + c0 + k%box; j != i && g.board.At(j) == v {
			return j
		}
	}
	return -1
}

// apply makes the changes of a, a new command: it can be undone, and
// nothing is left to redo.
func (g *Game) apply(a action) {
	g.do(a)
	g.history = append(g.history, a)
	g.redo = g.redo[:0]
	if a[0].Hint {
		g.hints++
	}
}

// do makes the changes of a.
func (g *Game) do(a action) {
	for _, m := range a {
		g.board.SetAt(m.Cell, m.New)
		g.marks[m.Cell] = m.NewMarks
	}
	g.moves++
	g.pending = nil
}

// Undo takes back the last command that is not yet taken back (a
// placement, clear, change of marks or hint) with all its changes, and
// returns its main change. It returns ErrNoUndo when there is none,
// ErrOver when the game has ended.
func (g *Game) Undo() (Move, error) {
	if g.Over() {
		return Move{}, ErrOver
	}
	if len(g.history) == 0 {
		return Move{}, ErrNoUndo
	}
	a := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	for k := len(a) - 1; k >= 0; k-- {
		m := a[k]
		g.board.SetAt(m.Cell, m.Old)
		g.marks[m.Cell] = m.OldMarks
	}
	g.moves++
	g.pending = nil
	g.redo = append(g.redo, a)
	return a[0], nil
}

// Redo makes again the last command that Undo took back, and returns its
// main change. It returns ErrNoRedo when there is none (a new command
// drops what could be redone), ErrOver when the game has ended.
func (g *Game) Redo() (Move, error) {
	if g.Over() {
		return Move{}, ErrOver
	}
	if len(g.redo) == 0 {
		return Move{}, ErrNoRedo
	}
	a := g.redo[len(g.redo)-1]
	g.redo = g.redo[:len(g.redo)-1]
	g.do(a)
	g.history = append(g.history, a)
	return a[0], nil
}

// CanUndo and CanRedo report whether Undo and Redo have something to do.
func (g *Game) CanUndo() bool { return !g.Over() && len(g.history) > 0 }

// CanRedo: see CanUndo.
func (g *Game) CanRedo() bool { return !g.Over() && len(g.redo) > 0 }

// Wrong returns the cells (row-major, from 0) whose entries differ from
// the solution, in increasing order. Unless NoCheck is set, moves that
// would make such entries are refused, so it is empty.
func (g *Game) Wrong() []int {
	var cells []int
	for i := range g.board.Len() {
		if v := g.board.At(i); v != 0 && v != g.solution.At(i) {
			cells = append(cells, i)
		}
	}
	return cells
}

// MoveError is a refused move: where, what, and why. Row and Col count
// from 0 as in the Game's methods; Error counts from 1.
type MoveError struct {
	Size     int // N, the side of the board
	Row, Col int
	Value    int // 0 for a clear
	// Other is the cell (row-major, from 0) that holds Value already when
	// Err is ErrClash.
	Other int
	// Err is ErrRange, ErrGiven, ErrClash, ErrWrong, ErrEmpty or
	// ErrFilled.
	Err error
}

// Error says what was wrong with the move, as
//
//	row 10 is out of range 1..9
//	r1c3 is a given: it cannot be changed
//	7 at r3c5 clashes with the 7 at r3c1 in row 3
//	r3c5 = 7 makes the puzzle unsolvable
//	r3c5 is already empty
//	r3c5 holds a value: marks go in empty cells
func (e *MoveError) Error() string {
	n := e.Size
	cell := fmt.Sprintf("r%dc%d", e.Row+1, e.Col+1)
	switch e.Err {
	case ErrRange:
		switch {
		case e.Row < 0 || e.Row >= n:
			return fmt.Sprintf("row %d is out of range 1..%d", e.Row+1, n)
		case e.Col < 0 || e.Col >= n:
			return fmt.Sprintf("column %d is out of range 1..%d", e.Col+1, n)
		}
		return fmt.Sprintf("value %d is out of range 1..%d", e.Value, n)
	case ErrGiven:
		return cell + " is a given: it cannot be changed"
	case ErrClash:
		return fmt.Sprintf("%c at %s clashes with the %c at %s in %s", sudoku.Symbol(e.Value), cell,
			sudoku.Symbol(e.Value), sudoku.CellName(n, e.Other), e.unit())
	case ErrWrong:
		return fmt.Sprintf("%s = %c makes the puzzle unsolvable", cell, sudoku.Symbol(e.Value))
	case ErrEmpty:
		return cell + " is already empty"
	case ErrFilled:
		return cell + " holds a value: marks go in empty cells"
	}
	return cell + ": " + fmt.Sprint(e.Err)
}

// unit names the unit that the move's cell shares with Other.
func (e *MoveError) unit() string {
	n := e.Size
	r, c := e.Other/n, e.Other%n
	switch {
	case r == e.Row:
		return fmt.Sprintf("row %d", r+1)
	case c == e.Col:
		return fmt.Sprintf("column %d", c+1)
	}
	box := 1
	for box*box < n {
		box++
	}
	return fmt.Sprintf("box %d", r/box*box+c/box+1)
}

// Unwrap returns the reason, one of the sentinel errors.
func (e *MoveError) Unwrap() error { return e.Err }
