package sudoku

import (
	"context"
	"testing"
)

// TestReorder: a probe that finds every order hard makes Generate drop
// as many orders as it may, and the puzzle of the last is still unique,
// minimal and the same for any number of workers; a probe that finds
// none hard changes nothing.
func TestReorder(t *testing.T) {
	s, _ := NewSolver(4)
	s.SetSAT(true) // the puzzle of seed 3's third order costs dancing links 5 s to check
	never := defaultProbe
	never.minBox = MaxBox + 1
	plain, _ := NewGenerator(GenOptions{Box: 4})
	plain.probeSpec = never
	for _, seed := range []uint64{3} {
		want, err := plain.Generate(context.Background(), newRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		var hard Generated
		for _, workers := range []int{1, 2} {
			for _, budget := range []int64{1, 1 << 40} {
				g, _ := NewGenerator(GenOptions{Box: 4, Workers: workers})
				g.probeSpec = probeSpec{minBox: 4, percent: 70, orbits: 40, budget: budget, reorders: 2}
				gen, err := g.Generate(context.Background(), newRand(seed))
				if err != nil {
					t.Fatal(err)
				}
				// KeepOrder turns even a probe that finds every order
				// hard off.
				k, _ := NewGenerator(GenOptions{Box: 4, Workers: workers, KeepOrder: true})
				k.probeSpec = g.probeSpec
				if kept, err := k.Generate(context.Background(), newRand(seed)); err != nil || kept.Reorders != 0 || kept.Puzzle != want.Puzzle {
					t.Fatalf("seed %d, %d workers, KeepOrder: %d reorders, %s, want %s (%v)", seed, workers, kept.Reorders, kept.Puzzle, want.Puzzle, err)
				}
				if budget > 1 {
					if gen.Reorders != 0 || gen.Puzzle != want.Puzzle {
						t.Fatalf("seed %d, %d workers: a probe that passes made %s after %d reorders, want %s", seed, workers, gen.Puzzle, gen.Reorders, want.Puzzle)
					}
					continue
				}
				if gen.Reorders != 2 {
					t.Fatalf("seed %d, %d workers: %d reorders, want 2", seed, workers, gen.Reorders)
				}
				if gen.Solution != want.Solution {
					t.Fatalf("seed %d, %d workers: the grid changed with the order", seed, workers)
				}
				if gen.Puzzle == want.Puzzle {
					t.Fatalf("seed %d, %d workers: the same puzzle with another order", seed, workers)
				}
				if workers == 1 {
					hard = gen
					checkGenerated(t, s, gen, true)
				} else if gen.Puzzle != hard.Puzzle {
					t.Fatalf("seed %d: 2 workers made %s, one %s", seed, gen.Puzzle, hard.Puzzle)
				}
			}
		}
	}
}
