package sudoku

import (
	"context"
	"testing"
)

// TestReorder: a trial or a probe that finds every order hard makes
// Generate drop as many orders as it may, and the puzzle of the last is
// still unique, minimal and the same for any number of workers; a trial
// and a probe that find none hard change nothing, since the trial's
// answers are the removal's.
func TestReorder(t *testing.T) {
	s, _ := NewSolver(4)
	s.SetSAT(true) // the puzzle of seed 3's third order costs dancing links 5 s to check
	never := defaultProbe
	never.minBox = MaxBox + 1
	plain, _ := NewGenerator(GenOptions{Box: 4})
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
		var hard Generated
		haveHard := false
		for _, tc := range specs {
			for _, workers := range []int{1, 2} {
				g, _ := NewGenerator(GenOptions{Box: 4, Workers: workers})
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
					if gen.Puzzle != want.Puzzle {
						t.Fatalf("seed %d, %s, %d workers: made %s, want %s", seed, tc.name, workers, gen.Puzzle, want.Puzzle)
					}
					continue
				}
				if gen.Puzzle == want.Puzzle {
					t.Fatalf("seed %d, %s, %d workers: the same puzzle with another order", seed, tc.name, workers)
				}
				// The order after the dropped ones is the same, whichever
				// dropped them.
				if !haveHard {
					hard, haveHard = gen, true
					checkGenerated(t, s, gen, true)
				} else if gen.Puzzle != hard.Puzzle {
					t.Fatalf("seed %d, %s, %d workers: made %s, want %s", seed, tc.name, workers, gen.Puzzle, hard.Puzzle)
				}
			}
		}
		// With Keep, the trial is off (its removals would not ask Keep).
		k, _ := NewGenerator(GenOptions{Box: 4, Keep: func(Grid) bool { return true }})
		k.probeSpec = specs[1].spec
		if kept, err := k.Generate(context.Background(), newRand(seed)); err != nil || kept.Reorders != 0 || kept.Puzzle != want.Puzzle {
			t.Fatalf("seed %d, Keep: %d reorders, %s, want %s (%v)", seed, kept.Reorders, kept.Puzzle, want.Puzzle, err)
		}
		// KeepOrder turns even a trial and a probe that find every order
		// hard off.
		for _, workers := range []int{1, 2} {
			k, _ := NewGenerator(GenOptions{Box: 4, Workers: workers, KeepOrder: true})
			k.probeSpec = specs[1].spec
			k.probeSpec.budget = 1
			if kept, err := k.Generate(context.Background(), newRand(seed)); err != nil || kept.Reorders != 0 || kept.Puzzle != want.Puzzle {
				t.Fatalf("seed %d, %d workers, KeepOrder: %d reorders, %s, want %s (%v)", seed, workers, kept.Reorders, kept.Puzzle, want.Puzzle, err)
			}
		}
	}
}
