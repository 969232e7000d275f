package study

import (
	"context"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// TestSeedsFair checks that no seed draws easier boards than the others:
// the share of 9x9 boards with 20 random givens that have no solution
// is about the same for seeds 1 to 20, over all their trials and over
// their first 50 trials alone.
func TestSeedsFair(t *testing.T) {
	trials := 1000
	if testing.Short() {
		trials = 300
	}
	m := newMaker(2, 3)
	s, err := sudoku.NewSolver(3)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	const seeds = 20
	var none [seeds + 1]int
	total := 0
	for seed := uint64(1); seed <= seeds; seed++ {
		early := 0
		for trial := range trials {
			if err := m.start(ctx, Random, seed, trial, 20, nil); err != nil {
				t.Fatal(err)
			}
			if s.Solve(ctx, m.grid(20), 1).Status == sudoku.None {
				none[seed]++
				if trial < 50 {
					early++
				}
			}
		}
		total += none[seed]
		// About 27% of such boards have no solution: 13.5 of 50 on
		// average, and fewer than 4 with odds below one in ten thousand.
		if early < 4 {
			t.Errorf("seed %d: %d of the first 50 boards have no solution", seed, early)
		}
	}
	mean := 100 * float64(total) / float64(seeds*trials)
	// A seed's rate has a standard deviation of 1.4 points over 1000
	// trials (2.6 over 300); allow about 4 of them.
	tol := 6.0
	if testing.Short() {
		tol = 9
	}
	for seed := 1; seed <= seeds; seed++ {
		rate := 100 * float64(none[seed]) / float64(trials)
		if rate < mean-tol || rate > mean+tol {
			t.Errorf("seed %d: %.1f%% of the boards have no solution, against %.1f%% over seeds 1-%d", seed, rate, mean, seeds)
		}
	}
	t.Logf("no solution: %.1f%% over seeds 1-%d; by seed %v of %d", mean, seeds, none[1:], trials)
}
