package game_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

func TestNewPuzzle(t *testing.T) {
	ctx := context.Background()
	for i, spec := range []game.Spec{
		{Box: 2},
		{Box: 2, Clues: 8},
		{Box: 3},
		{Box: 3, Level: rate.Simple},
		{Box: 3, Level: rate.Easy},
		{Box: 3, Level: rate.Intermediate},
		{Box: 3, Level: rate.Expert},
		{Box: 3, Level: rate.Extreme},
		{Box: 3, Level: rate.Easy, Clues: 32},
	} {
		p, err := game.NewPuzzle(ctx, rand.New(rand.NewPCG(1, 2)), spec)
		if err != nil {
			t.Errorf("%+v: %v", spec, err)
			continue
		}
		res := sudoku.Solve(p.Grid)
		if res.Status != sudoku.Unique || res.Solution != p.Solution {
			t.Errorf("%+v: status %v", spec, res.Status)
		}
		if spec.Clues > 0 && p.Grid.Clues() != spec.Clues {
			t.Errorf("%+v: %d clues", spec, p.Grid.Clues())
		}
		rt, err := rate.Rate(p.Grid)
		if err != nil || rt.Level != p.Rating.Level || (spec.Level != 0 && rt.Level != spec.Level) {
			t.Errorf("%+v: rated %v (%v), says %v", spec, rt.Level, err, p.Rating.Level)
		}
		if i%3 != 0 {
			continue
		}
		if i%3 != 0 {
			continue
		}
		again, err := game.NewPuzzle(ctx, rand.New(rand.NewPCG(1, 2)), spec)
		if err != nil || again.Grid != p.Grid {
			t.Errorf("%+v: not reproducible from the seed", spec)
		}
	}
}

func TestNewPuzzleNotFound(t *testing.T) {
	ctx := context.Background()
	for _, spec := range []game.Spec{
		{Box: 2, Level: rate.Expert, MaxTries: 20},
		{Box: 3, Clues: 17, MaxTries: 3},
	} {
		if _, err := game.NewPuzzle(ctx, rand.New(rand.NewPCG(1, 2)), spec); !errors.Is(err, game.ErrNotFound) {
			t.Errorf("%+v: err = %v, want ErrNotFound", spec, err)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := game.NewPuzzle(cancelled, rand.New(rand.NewPCG(1, 2)), game.Spec{Box: 3}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v", err)
	}
	if _, err := game.NewPuzzle(ctx, rand.New(rand.NewPCG(1, 2)), game.Spec{Box: 7}); err == nil {
		t.Errorf("box 7 accepted")
	}
}
