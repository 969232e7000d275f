package generate

import (
	"context"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"testing"
)

// TestReorder: a trial or a probe that finds every order hard makes
// Generate drop as many orders as it may, and the puzzle of the last is
// still unique, minimal and the same for any number of workers; a trial
// and a probe that find none hard change nothing, since the trial's
// answers are the removal's.
func TestReorder(t *testing.T) {
	s, _ := sudoku.NewSolver(4)
	s.SetSAT(true) // the puzzle of seed 3's third order costs dancing links 5 s to check
	never := defaultProbe
	never.minBox = sudoku.MaxBox + 1
	plain, _ := New(Options{Box: 4})
	plain.probeSpec = never
	const far = 1 << 40
	specs := []struct {
		name     string
		spec     probeSpec
		reorders int
	}{
		{"probe only, every order hard", probeSpec{minBox: 4, trialPercent: 70, trialBudget: 1, percent: 70, orbits: 40, budget: 1, reorders: 2}, 2},
		{"trial, every order hard", probeSpec{minBox: 4, trialPercent: 45, trialBudget: 1, percent: 70, orbits: 40, budget: far, reorders: 2}, 2},
		{"trial and probe, none hard", probeSpec{minBox: 4, trialPercent: 45, trialBudget: far, percent: 70, orbits: 40, budget: far, reorders: 2}, 0},
	}
	for _, seed := range []uint64{3} {
		want, err := plain.Generate(context.Background(), newRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		var hard Puzzle
		haveHard := false
		for _, tc := range specs {
			for _, workers := range []int{1, 2} {
				g, _ := New(Options{Box: 4, Workers: workers})
				g.probeSpec = tc.spec
				gen, err := g.Generate(context.Background(), newRand(seed))
				if err != nil {
					t.Fatal(err)
				}
				if gen.Reorders != tc.reorders {
					t.Fatalf("seed %d, %s, %d workers: %d reorders, want %d", seed, tc.name, workers, gen.Reorders, tc.reorders)
				}
				if gen.Solution != want.Solution {
					t.Fatalf("seed %d, %s, %d workers: the grid changed with the order", seed, tc.name, workers)
				}
				if tc.reorders == 0 {
					if gen.Grid != want.Grid {
						t.Fatalf("seed %d, %s, %d workers: made %s, want %s", seed, tc.name, workers, gen.Grid, want.Grid)
					}
					continue
				}
				if gen.Grid == want.Grid {
					t.Fatalf("seed %d, %s, %d workers: the same puzzle with another order", seed, tc.name, workers)
				}
				// The order after the dropped ones is the same, whichever
				// dropped them.
				if !haveHard {
					hard, haveHard = gen, true
					checkGenerated(t, s, gen, true)
				} else if gen.Grid != hard.Grid {
					t.Fatalf("seed %d, %s, %d workers: made %s, want %s", seed, tc.name, workers, gen.Grid, hard.Grid)
				}
			}
		}
		// KeepOrder turns even a trial and a probe that find every order
		// hard off.
		for _, workers := range []int{1, 2} {
			k, _ := New(Options{Box: 4, Workers: workers, KeepOrder: true})
			k.probeSpec = specs[1].spec
			k.probeSpec.budget = 1
			if kept, err := k.Generate(context.Background(), newRand(seed)); err != nil || kept.Reorders != 0 || kept.Grid != want.Grid {
				t.Fatalf("seed %d, %d workers, KeepOrder: %d reorders, %s, want %s (%v)", seed, workers, kept.Reorders, kept.Grid, want.Grid, err)
			}
		}
	}
}
