package game

import (
	"errors"
	"fmt"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// CheckpointVersion is the Version of the Checkpoints this package writes;
// Restore reads this version only.
const CheckpointVersion = 1

// Checkpoint is the state of a game as a small value that marshals to
// JSON (a saved game file) and back: the puzzle, the board, the marks,
// the time and the counts. Undo history is not kept: a restored game
// starts with nothing to undo.
type Checkpoint struct {
	Version int    `json:"version"`
	Puzzle  string `json:"puzzle"` // one line, '.' for empty cells
	Board   string `json:"board"`  // the givens and the entries, one line
	// Marks are the pencil marks of each cell, row-major; nil for none.
	Marks     []Marks `json:"marks,omitempty"`
	ElapsedMS int64   `json:"elapsed_ms"`
	Moves     int     `json:"moves"`
	Hints     int     `json:"hints"`
	NoCheck   bool    `json:"no_check,omitempty"`
	GaveUp    bool    `json:"gave_up,omitempty"`
}

// ErrCheckpoint is matched with errors.Is by the errors of Restore (a
// *CheckpointError).
var ErrCheckpoint = errors.New("bad checkpoint")

// CheckpointError says which field of a Checkpoint Restore refused, and
// why.
type CheckpointError struct {
	Field string // the JSON name
	Err   error
}

func (e *CheckpointError) Error() string { return fmt.Sprintf("saved game: %s: %v", e.Field, e.Err) }

// Unwrap returns the reason.
func (e *CheckpointError) Unwrap() error { return e.Err }

// Is reports whether target is ErrCheckpoint.
func (e *CheckpointError) Is(target error) bool { return target == ErrCheckpoint }

// Checkpoint returns the state of the game.
func (g *Game) Checkpoint() Checkpoint {
	cp := Checkpoint{
		Version: CheckpointVersion, Puzzle: g.puzzle.String(), Board: g.board.String(),
		ElapsedMS: g.elapsed.Milliseconds(), Moves: g.moves, Hints: g.hints,
		NoCheck: g.opt.NoCheck, GaveUp: g.gaveUp,
	}
	for _, m := range g.marks {
		if m != 0 {
			cp.Marks = append([]Marks(nil), g.marks...)
			break
		}
	}
	return cp
}

// Restore makes the game that cp saved. It checks what New checks of the
// puzzle, and that the board keeps the givens, breaks no rule and, unless
// NoCheck is set, agrees with the solution; the marks must be in range
// and in empty cells. Its errors are *CheckpointErrors.
func Restore(cp Checkpoint) (*Game, error) {
	bad := func(field string, err error) (*Game, error) {
		return nil, &CheckpointError{Field: field, Err: err}
	}
	if cp.Version != CheckpointVersion {
		return bad("version", fmt.Errorf("%d: want %d", cp.Version, CheckpointVersion))
	}
	p, err := sudoku.ParseString(cp.Puzzle)
	if err != nil {
		return bad("puzzle", err)
	}
	g, err := New(p, Options{NoCheck: cp.NoCheck})
	if err != nil {
		return bad("puzzle", err)
	}
	b, err := sudoku.ParseString(cp.Board)
	if err != nil {
		return bad("board", err)
	}
	if b.Size() != p.Size() {
		return bad("board", fmt.Errorf("%dx%d, the puzzle is %dx%d", b.Size(), b.Size(), p.Size(), p.Size()))
	}
	n := p.Size()
	for i := range p.Len() {
		v := b.At(i)
		switch {
		case g.Given(i) && v != p.At(i):
			return bad("board", fmt.Errorf("%s: the given %c is changed", sudoku.CellName(n, i), sudoku.Symbol(p.At(i))))
		case v == 0 || g.Given(i):
			continue
		}
		if err := g.Place(i/n, i%n, v); err != nil {
			return bad("board", err)
		}
	}
	if cp.Marks != nil && len(cp.Marks) != p.Len() {
		return bad("marks", fmt.Errorf("%d cells, want %d", len(cp.Marks), p.Len()))
	}
	limit := Marks(1<<uint(n+1) - 2)
	for i, m := range cp.Marks {
		switch {
		case m&^limit != 0:
			return bad("marks", fmt.Errorf("%s: a mark out of range 1..%d", sudoku.CellName(n, i), n))
		case m != 0 && g.board.At(i) != 0:
			return bad("marks", fmt.Errorf("%s: marks in a filled cell", sudoku.CellName(n, i)))
		}
		g.marks[i] = m
	}
	if cp.ElapsedMS < 0 || cp.Moves < 0 || cp.Hints < 0 {
		return bad("elapsed_ms", errors.New("negative time or count"))
	}
	g.history, g.redo = nil, nil
	g.elapsed = time.Duration(cp.ElapsedMS) * time.Millisecond
	g.moves, g.hints, g.gaveUp = cp.Moves, cp.Hints, cp.GaveUp
	if g.gaveUp {
		g.board = g.solution
	}
	return g, nil
}
