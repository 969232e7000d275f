package rate_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

func TestReachable(t *testing.T) {
	for box := sudoku.MinBox - 1; box <= sudoku.MaxBox+1; box++ {
		for l := rate.Level(0); l <= rate.Extreme+1; l++ {
			want := box >= sudoku.MinBox && box <= sudoku.MaxBox && l >= rate.Simple && l <= rate.Extreme && (box > 2 || l == rate.Simple)
			if got := rate.Reachable(box, l); got != want {
				t.Errorf("Reachable(%d, %v) = %v", box, l, got)
			}
		}
	}
}

// TestSmallBoardsSimple checks what Reachable says of 4×4 boards on a
// sample: random puzzles with one solution, with any number of clues, are
// all simple.
func TestSmallBoardsSimple(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var r rate.Rater
	rated := 0
	for range 3000 {
		full := solvedGrid(rng, 2)
		p := full
		for i := range p.Len() {
			if rng.IntN(2) == 0 {
				p.SetAt(i, 0)
			}
		}
		rt, err := r.Rate(context.Background(), p)
		if errors.Is(err, rate.ErrMultipleSolutions) {
			continue
		}
		if err != nil || rt.Level != rate.Simple {
			t.Fatalf("%s: %v, %v", p, rt.Level, err)
		}
		rated++
	}
	if rated < 100 {
		t.Errorf("only %d unique puzzles", rated)
	}
}
