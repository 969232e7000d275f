package game_test

import (
	"context"
	"errors"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// A 4×4 puzzle with one solution, 1234 3412 2143 4321:
//
//	. . . .
//	. . 1 2
//	. 1 . 3
//	. 3 2 .
const (
	puzzle4   = "......12.1.3.32."
	solution4 = "1234341221434321"
	// A simple 9×9 puzzle (naked singles and full houses only).
	puzzle9 = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)

func parse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseString(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func newGame(t *testing.T, s string, opt game.Options) *game.Game {
	t.Helper()
	g, err := game.New(parse(t, s), opt)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestNewRefuses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		puzzle string
		want   error
	}{
		{"multiple", "................", game.ErrMultiple},
		{"no candidate for r1c1", ".12.....3...4...", game.ErrNoSolution},
		{"conflict", "11..............", new(sudoku.ConflictError)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := game.New(parse(t, tc.puzzle), game.Options{})
			var conflict *sudoku.ConflictError
			if _, ok := tc.want.(*sudoku.ConflictError); ok {
				if !errors.As(err, &conflict) {
					t.Errorf("err = %v, want a *sudoku.ConflictError", err)
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Errorf("err = %v, want %v", err, tc.want)
			}
		})
	}
	if _, err := game.New(sudoku.Grid{}, game.Options{}); !errors.Is(err, game.ErrNoBoard) {
		t.Errorf("zero grid: err = %v", err)
	}
}

func TestPlaceChecks(t *testing.T) {
	for _, tc := range []struct {
		name    string
		r, c, v int // from 0 for rows and columns
		want    error
		msg     string
	}{
		{"row too big", 4, 0, 1, game.ErrRange, "row 5 is out of range 1..4"},
		{"row zero", -1, 0, 1, game.ErrRange, "row 0 is out of range 1..4"},
		{"column", 0, 7, 1, game.ErrRange, "column 8 is out of range 1..4"},
		{"value", 0, 0, 5, game.ErrRange, "value 5 is out of range 1..4"},
		{"negative value", 0, 0, -2, game.ErrRange, "value -2 is out of range 1..4"},
		{"given", 1, 2, 3, game.ErrGiven, "r2c3 is a given: it cannot be changed"},
		{"given same value", 1, 2, 1, game.ErrGiven, "r2c3 is a given: it cannot be changed"},
		{"clash row", 1, 0, 2, game.ErrClash, "2 at r2c1 clashes with the 2 at r2c4 in row 2"},
		{"clash column", 0, 1, 3, game.ErrClash, "3 at r1c2 clashes with the 3 at r4c2 in column 2"},
		{"clash box", 0, 3, 1, game.ErrClash, "1 at r1c4 clashes with the 1 at r2c3 in box 2"},
		{"wrong", 0, 0, 4, game.ErrWrong, "r1c1 = 4 makes the puzzle unsolvable"},
		{"clear empty", 0, 0, 0, game.ErrEmpty, "r1c1 is already empty"},
		{"clear given", 2, 1, 0, game.ErrGiven, "r3c2 is a given: it cannot be changed"},
		{"right", 0, 0, 1, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, puzzle4, game.Options{})
			before := g.Board()
			err := g.Place(tc.r, tc.c, tc.v)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("Place: %v", err)
				}
				if b := g.Board(); b.Get(tc.r, tc.c) != tc.v || g.Moves() != 1 {
					t.Errorf("cell holds %d after %d moves", b.Get(tc.r, tc.c), g.Moves())
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			var me *game.MoveError
			if !errors.As(err, &me) || err.Error() != tc.msg {
				t.Errorf("message %q, want %q", err, tc.msg)
			}
			if g.Board() != before || g.Moves() != 0 {
				t.Errorf("a refused move changed the game")
			}
		})
	}
}

func TestNoCheck(t *testing.T) {
	g := newGame(t, puzzle4, game.Options{NoCheck: true})
	if err := g.Place(0, 0, 4); err != nil { // wrong but no clash
		t.Fatal(err)
	}
	if err := g.Place(0, 1, 3); !errors.Is(err, game.ErrClash) { // clashes are still refused
		t.Errorf("clash accepted: %v", err)
	}
	if got := g.Wrong(); len(got) != 1 || got[0] != 0 {
		t.Errorf("Wrong() = %v, want [0]", got)
	}
	// A hint fills a cell that the correct entries determine, with the
	// solution's value, and may replace the wrong entry.
	for !g.Over() {
		h, err := g.Hint(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if sol := g.Solution(); h.Move.New != sol.At(h.Move.Cell) {
			t.Fatalf("hint put %d at cell %d, solution has %d", h.Move.New, h.Move.Cell, sol.At(h.Move.Cell))
		}
		if h.Move.Cell == 0 && h.Move.Old != 4 {
			t.Errorf("hint at r1c1 replaced %d, want the wrong 4", h.Move.Old)
		}
	}
	if !g.Solved() || g.Wrong() != nil {
		t.Errorf("hints did not solve the board: %v", g.Board())
	}
}

func TestPlayToTheEnd(t *testing.T) {
	g := newGame(t, puzzle4, game.Options{})
	sol := parse(t, solution4)
	if g.Solution() != sol {
		t.Fatalf("solution %v, want %v", g.Solution(), sol)
	}
	n := g.Size()
	for i := range n * n {
		if g.Given(i) {
			continue
		}
		if g.Over() {
			t.Fatalf("over with cell %d still to fill", i)
		}
		if err := g.Place(i/n, i%n, sol.At(i)); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Solved() || !g.Over() || g.Empty() != 0 || g.Moves() != 10 {
		t.Errorf("solved %v, over %v, empty %d, moves %d", g.Solved(), g.Over(), g.Empty(), g.Moves())
	}
	if err := g.Place(0, 0, 1); !errors.Is(err, game.ErrOver) {
		t.Errorf("move after the end: %v", err)
	}
	if _, err := g.Undo(); !errors.Is(err, game.ErrOver) {
		t.Errorf("undo after the end: %v", err)
	}
	if _, err := g.Hint(context.Background()); !errors.Is(err, game.ErrOver) {
		t.Errorf("hint after the end: %v", err)
	}
}

func TestUndo(t *testing.T) {
	g := newGame(t, puzzle4, game.Options{NoCheck: true})
	if _, err := g.Undo(); !errors.Is(err, game.ErrNoUndo) {
		t.Fatalf("undo at the start: %v", err)
	}
	start := g.Board()
	steps := []struct{ r, c, v int }{{0, 0, 1}, {0, 0, 4}, {0, 0, 0}, {3, 3, 1}}
	var boards []sudoku.Grid
	for _, s := range steps {
		boards = append(boards, g.Board())
		if err := g.Place(s.r, s.c, s.v); err != nil {
			t.Fatal(err)
		}
	}
	for k := len(steps) - 1; k >= 0; k-- {
		m, err := g.Undo()
		if err != nil {
			t.Fatal(err)
		}
		if g.Board() != boards[k] || m.Cell != steps[k].r*4+steps[k].c || m.New != steps[k].v {
			t.Fatalf("undo %d: move %+v, board %v, want %v", k, m, g.Board(), boards[k])
		}
	}
	if g.Board() != start || g.Moves() != 2*len(steps) {
		t.Errorf("board %v after undoing everything (moves %d)", g.Board(), g.Moves())
	}
	if _, err := g.Undo(); !errors.Is(err, game.ErrNoUndo) {
		t.Errorf("undo past the start: %v", err)
	}
}

// TestHintsSolve checks that hints alone solve a puzzle, every one
// placing the solution's value with a logical step that explains it.
func TestHintsSolve(t *testing.T) {
	g := newGame(t, puzzle9, game.Options{})
	for k := 0; !g.Over(); k++ {
		empty := g.Empty()
		h, err := g.Hint(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		last := h.Steps[len(h.Steps)-1]
		if last.Cell != h.Move.Cell || last.Value != h.Move.New || !h.Move.Hint || h.Move.Old != 0 {
			t.Fatalf("hint %d: move %+v, last step %v", k, h.Move, last)
		}
		if sol := g.Solution(); h.Move.New != sol.At(h.Move.Cell) || g.Empty() != empty-1 {
			t.Fatalf("hint %d: %+v is not the solution's", k, h.Move)
		}
		switch last.Technique {
		case rate.NakedSingle, rate.FullHouse:
		default:
			t.Errorf("hint %d on a simple puzzle used %v", k, last.Technique)
		}
	}
	if p := g.Puzzle(); !g.Solved() || g.Hints() != 81-p.Clues() {
		t.Errorf("solved %v with %d hints", g.Solved(), g.Hints())
	}
}

func TestHintExplains(t *testing.T) {
	// An intermediate puzzle: the first placement needs eliminations.
	g := newGame(t, "4.....938.32.941...953..24.37.6.9..4529..16736.47.3.9.957..83....39..4..24..3.7.9", game.Options{})
	h, err := g.Hint(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"r1c2, r1c3: pointing 6 in box 1 (only in row 1) removes 6 from r1c5, r1c6",
		"r2c1, r3c1: pointing 8 in box 1 (only in column 1) removes 8 from r8c1",
		"r8c1 = 1: naked single",
	}
	if len(h.Steps) != len(want) {
		t.Fatalf("steps %v, want %q", h.Steps, want)
	}
	for i, st := range h.Steps {
		if st.String() != want[i] {
			t.Errorf("step %d: %q, want %q", i, st, want[i])
		}
	}
}

func TestGiveUp(t *testing.T) {
	g := newGame(t, puzzle4, game.Options{})
	g.GiveUp()
	if !g.Over() || g.Solved() || g.Board() != g.Solution() {
		t.Errorf("after GiveUp: over %v, solved %v, board %v", g.Over(), g.Solved(), g.Board())
	}
}

// Hints explain with the rater's chains too: on a puzzle whose path needs
// a skyscraper, hint after hint solves the puzzle without a guess, and a
// hint's steps show the skyscraper.
func TestHintUsesChains(t *testing.T) {
	g := newGame(t, "3...8..7........1..28.......61..24..5...4.8....3....65....6..8.7....9....4.7..9..", game.Options{})
	used := map[rate.Technique]bool{}
	for !g.Over() {
		h, err := g.Hint(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range h.Steps {
			used[st.Technique] = true
		}
	}
	if !g.Solved() || used[rate.Guess] || !used[rate.Skyscraper] {
		t.Errorf("solved %v, techniques %v", g.Solved(), used)
	}
}
