package game_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

func TestMarks(t *testing.T) {
	g := newGame(t, puzzle4, game.Options{})
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(g.Mark(0, 0, 1, game.MarkSet))
	must(g.Mark(0, 0, 4, game.MarkToggle))
	must(g.Mark(0, 1, 1, game.MarkSet))
	must(g.Mark(3, 0, 1, game.MarkSet))
	if got := g.Marks(0).String(); got != "14" {
		t.Fatalf("marks of r1c1 = %q, want 14", got)
	}
	must(g.Mark(0, 0, 4, game.MarkToggle))
	if got := g.Marks(0).String(); got != "1" {
		t.Fatalf("marks of r1c1 after toggle = %q, want 1", got)
	}
	// Placing 1 at r1c1 takes 1 out of its row (r1c2) and column (r4c1).
	must(g.Place(0, 0, 1))
	if g.Marks(0) != 0 || g.Marks(1) != 0 || g.Marks(12) != 0 {
		t.Fatalf("marks after placing: %v %v %v", g.Marks(0), g.Marks(1), g.Marks(12))
	}
	if err := g.Mark(0, 0, 2, game.MarkSet); !errors.Is(err, game.ErrFilled) {
		t.Errorf("mark in a filled cell: %v", err)
	}
	if err := g.Mark(1, 2, 2, game.MarkSet); !errors.Is(err, game.ErrGiven) {
		t.Errorf("mark on a given: %v", err)
	}
	if err := g.Mark(0, 1, 5, game.MarkSet); !errors.Is(err, game.ErrRange) {
		t.Errorf("mark 5 on 4x4: %v", err)
	}
	// One undo brings back the value's marks in every cell.
	if _, err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if g.Marks(0).String() != "1" || g.Marks(1).String() != "1" || g.Marks(12).String() != "1" {
		t.Fatalf("marks after undo: %v %v %v", g.Marks(0), g.Marks(1), g.Marks(12))
	}
	if _, err := g.Redo(); err != nil {
		t.Fatal(err)
	}
	if g.Board().At(0) != 1 || g.Marks(1) != 0 {
		t.Fatalf("redo: board %v marks %v", g.Board(), g.Marks(1))
	}
	if _, err := g.Redo(); !errors.Is(err, game.ErrNoRedo) {
		t.Errorf("second redo: %v", err)
	}
	must(g.FillMarks())
	if got := g.Marks(1).String(); got != "24" { // r1c2: row has 1, column 1 and 3
		t.Errorf("filled marks of r1c2 = %q, want 24", got)
	}
	if w := g.WrongMarks(); len(w) != 0 {
		t.Errorf("wrong marks after fill: %v", w)
	}
	must(g.Mark(0, 1, 2, game.MarkClear))
	if w := g.WrongMarks(); len(w) != 1 || w[0] != 1 {
		t.Errorf("wrong marks = %v, want [1]", w)
	}
}

// An expert 9×9 puzzle with pointings early on (see the rate package's
// testdata/explain.golden).
const puzzlePointing = "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6....."

func TestStagedHints(t *testing.T) {
	ctx := context.Background()
	g := newGame(t, puzzle9, game.Options{})
	for _, want := range []game.Stage{game.StageArea, game.StageCells, game.StageMove} {
		h, err := g.NextHint(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if h.Stage != want || h.Text() == "" {
			t.Fatalf("stage %d: got %+v", want, h)
		}
		_, pending := g.PendingHint()
		if pending == (want == game.StageMove) {
			t.Errorf("stage %d: pending %v", want, pending)
		}
		if want == game.StageMove && g.Board().At(h.Step.Cell) != g.Solution().At(h.Step.Cell) {
			t.Errorf("the hint placed nothing: %v", h.Text())
		}
	}
	if g.Hints() != 1 {
		t.Errorf("hints = %d, want 1", g.Hints())
	}
}

// TestHintEliminationsOnce checks that the eliminations a hint makes come
// out of the marks and are not offered again.
func TestHintEliminationsOnce(t *testing.T) {
	ctx := context.Background()
	g := newGame(t, puzzlePointing, game.Options{})
	seen := map[string]bool{}
	for range 60 {
		h, err := g.NextHint(ctx)
		if errors.Is(err, game.ErrOver) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for h.Stage != game.StageMove {
			if h, err = g.NextHint(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if h.Step.Cell >= 0 {
			continue
		}
		s := h.Step.String()
		if seen[s] {
			t.Fatalf("hint offered twice: %s", s)
		}
		seen[s] = true
		if h.Stage == game.StageMove && len(seen) == 1 {
			t.Logf("first elimination hint: %s", s)
		}
		for _, e := range h.Step.Eliminations {
			if g.Marks(e.Cell).Has(e.Value) {
				t.Fatalf("%s: r%dc%d still marks %d", s, e.Cell/9+1, e.Cell%9+1, e.Value)
			}
		}
	}
	if len(seen) == 0 {
		t.Error("no elimination hint in the whole game")
	}
}

func TestCheckpointRoundTrip(t *testing.T) {
	g := newGame(t, puzzle4, game.Options{})
	if err := g.Place(0, 0, 1); err != nil {
		t.Fatal(err)
	}
	if err := g.Mark(0, 1, 2, game.MarkSet); err != nil {
		t.Fatal(err)
	}
	g.Tick(1500 * time.Millisecond)
	data, err := json.Marshal(g.Checkpoint())
	if err != nil {
		t.Fatal(err)
	}
	var cp game.Checkpoint
	if err := json.Unmarshal(data, &cp); err != nil {
		t.Fatal(err)
	}
	h, err := game.Restore(cp)
	if err != nil {
		t.Fatal(err)
	}
	if h.Board() != g.Board() || h.Marks(1) != g.Marks(1) || h.Elapsed() != g.Elapsed() || h.Moves() != g.Moves() {
		t.Errorf("restored %v %v %v %d, want %v %v %v %d", h.Board(), h.Marks(1), h.Elapsed(), h.Moves(),
			g.Board(), g.Marks(1), g.Elapsed(), g.Moves())
	}
	if h.CanUndo() {
		t.Error("a restored game has history")
	}
	for _, tc := range []struct {
		name  string
		edit  func(*game.Checkpoint)
		field string
	}{
		{"version", func(c *game.Checkpoint) { c.Version = 9 }, "version"},
		{"puzzle", func(c *game.Checkpoint) { c.Puzzle = "12" }, "puzzle"},
		{"given changed", func(c *game.Checkpoint) { c.Board = "....4.12.1.3.32." }, "board"},
		{"wrong value", func(c *game.Checkpoint) { c.Board = "4.....12.1.3.32." }, "board"},
		{"marks length", func(c *game.Checkpoint) { c.Marks = c.Marks[:3] }, "marks"},
		{"marks range", func(c *game.Checkpoint) { c.Marks[1] = 1 << 9 }, "marks"},
		{"marks filled", func(c *game.Checkpoint) { c.Marks[0] = 2 }, "marks"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := g.Checkpoint()
			tc.edit(&c)
			_, err := game.Restore(c)
			var ce *game.CheckpointError
			if !errors.As(err, &ce) || ce.Field != tc.field || !errors.Is(err, game.ErrCheckpoint) {
				t.Errorf("Restore = %v, want a *CheckpointError on %s", err, tc.field)
			}
		})
	}
}

// TestHintRepeatsNoElimination checks that the one-step hints of the line
// mode take their eliminations out of the marks, so that no later hint
// explains them again.
func TestHintRepeatsNoElimination(t *testing.T) {
	g := newGame(t, puzzlePointing, game.Options{})
	seen := map[string]bool{}
	elims := 0
	for !g.Over() {
		h, err := g.Hint(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range h.Steps {
			if st.Cell >= 0 {
				continue
			}
			elims++
			if s := st.String(); seen[s] {
				t.Fatalf("hint %d explains again: %s", g.Hints(), s)
			} else {
				seen[s] = true
			}
		}
	}
	if elims == 0 {
		t.Error("no hint needed an elimination")
	}
}
