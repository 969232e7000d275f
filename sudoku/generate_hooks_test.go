package sudoku

import (
	"context"
	"slices"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/units"
)

// TestGenerateReshuffles rejects the first puzzles made and checks what
// GenOptions.Reshuffles promises: each rejected puzzle is made again from
// the same full grid, Reshuffles times, before a new grid is drawn; the
// puzzles of one grid agree on every orbit before the position the
// removal starts again from; each is a puzzle of the removal (unique, and
// minimal without Keep); Tries counts the puzzles made; and the same
// random state makes the same puzzles.
func TestGenerateReshuffles(t *testing.T) {
	keep := func(p Grid) bool { return p.Clues() >= 30 }
	for _, tc := range []struct {
		name       string
		opt        GenOptions
		reject     int  // the puzzles Accept rejects
		minimal    bool // the puzzles are minimal
		sameGrid   int  // puzzles per grid
		short      bool // run with -short
		reshuffled bool
	}{
		{"9x9", GenOptions{Box: 3, Reshuffles: 2}, 7, true, 3, true, true},
		{"9x9 rotate180", GenOptions{Box: 3, Reshuffles: 1, Symmetry: Rotate180}, 5, true, 2, true, true},
		{"9x9 keep", GenOptions{Box: 3, Reshuffles: 3, Keep: keep}, 6, false, 4, true, true},
		{"9x9 clues", GenOptions{Box: 3, Reshuffles: 2, Clues: 30}, 3, false, 1, true, false},
		{"9x9 none", GenOptions{Box: 3}, 3, true, 1, true, false},
		{"16x16", GenOptions{Box: 4, Reshuffles: 2}, 2, false, 3, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && !tc.short {
				t.Skip("16x16 in -short")
			}
			s, _ := NewSolver(tc.opt.Box)
			var made []Generated
			var prefixes [][]int32 // the orbits before the restart, per puzzle
			var g *Generator
			tc.opt.Accept = func(gen Generated) bool {
				made = append(made, gen)
				var prefix []int32
				if g.again.ok {
					prefix = slices.Clone(g.order[:g.again.pos])
				}
				prefixes = append(prefixes, prefix)
				return len(made) > tc.reject
			}
			var err error
			if g, err = NewGenerator(tc.opt); err != nil {
				t.Fatal(err)
			}
			gen, err := g.Generate(context.Background(), newRand(3))
			if err != nil && tc.opt.Clues == 0 {
				t.Fatal(err)
			}
			if gen.Tries != len(made) || gen.Tries != tc.reject+1 {
				t.Fatalf("Tries %d, %d puzzles made, want %d", gen.Tries, len(made), tc.reject+1)
			}
			for i, m := range made {
				if tc.opt.Clues == 0 {
					checkGenerated(t, s, m, tc.minimal)
				}
				if tc.opt.Keep != nil && !tc.opt.Keep(m.Puzzle) {
					t.Fatalf("puzzle %d: %s refused by Keep", i, m.Puzzle)
				}
				first := i - i%tc.sameGrid // the first puzzle of its grid
				if i == first {
					if i > 0 && m.Solution == made[i-1].Solution {
						t.Fatalf("puzzle %d: the grid of puzzle %d again", i, i-1)
					}
					continue
				}
				if m.Solution != made[first].Solution {
					t.Fatalf("puzzle %d: another grid than puzzle %d's", i, first)
				}
				if !tc.reshuffled {
					t.Fatalf("puzzle %d made from the grid of puzzle %d", i, first)
				}
				if !slices.Equal(prefixes[i], prefixes[first]) || len(prefixes[i]) == 0 {
					t.Fatalf("puzzle %d: order before the restart %v, first of its grid %v", i, prefixes[i], prefixes[first])
				}
				o := &g.orb[m.Symmetry]
				for _, k := range prefixes[i] {
					c := o.orbit(int(k))[0]
					if m.Puzzle.cells[c] != made[first].Puzzle.cells[c] {
						t.Fatalf("puzzle %d: %s differs from puzzle %d before the restart", i, CellName(m.Puzzle.Size(), int(c)), first)
					}
				}
			}
			if tc.reshuffled && made[0].Puzzle == made[1].Puzzle && made[1].Puzzle == made[2].Puzzle {
				t.Errorf("the puzzles of one grid are all %s", made[0].Puzzle)
			}
			// The same random state makes the same puzzles.
			again := made
			made, prefixes = nil, nil
			if g, err = NewGenerator(tc.opt); err != nil {
				t.Fatal(err)
			}
			if _, err := g.Generate(context.Background(), newRand(3)); err != nil && tc.opt.Clues == 0 {
				t.Fatal(err)
			}
			if !slices.Equal(made, again) {
				t.Fatal("the same seed made other puzzles")
			}
		})
	}
}

// singlesSolve reports whether naked and hidden singles solve p.
func singlesSolve(p Grid) bool {
	t := units.For(p.Box())
	s := units.NewSingles(t)
	st := make([]uint32, s.Width())
	placed := make([]uint32, 3*t.N)
	for i, v := range p.Cells() {
		if v != 0 {
			r, c, b := t.UnitsOf(i)
			for _, u := range [...]int{r, c, b} {
				placed[u] |= 1 << (v - 1)
			}
		}
	}
	s.Start(st, p.Cells(), placed)
	if ok, _ := s.Propagate(st, nil); !ok {
		return false
	}
	for _, m := range st[:p.Len()] {
		if m != 0 {
			return false
		}
	}
	return true
}

// TestKeepsSingles: with GenOptions.KeepsSingles, Keep is asked only
// about puzzles that singles do not solve, and the puzzles are those made
// when it is asked about every one (Keep holding all that singles solve).
func TestKeepsSingles(t *testing.T) {
	for _, sym := range []Symmetry{NoSymmetry, Rotate180} {
		var asked, solvedAsked int
		keep := func(p Grid) bool {
			asked++
			if singlesSolve(p) {
				solvedAsked++
				return true
			}
			return p.Clues()%3 != 0 // any rule will do for the others
		}
		plain, _ := NewGenerator(GenOptions{Box: 3, Symmetry: sym, Keep: keep})
		skip, _ := NewGenerator(GenOptions{Box: 3, Symmetry: sym, Keep: keep, KeepsSingles: true, Reshuffles: 1,
			Accept: func(gen Generated) bool { return !singlesSolve(gen.Puzzle) }})
		plain.opt.Accept, plain.opt.Reshuffles = skip.opt.Accept, 1
		var askedPlain, askedSkip int
		for seed := range uint64(20) {
			asked, solvedAsked = 0, 0
			want, err := plain.Generate(context.Background(), newRand(seed))
			if err != nil {
				t.Fatal(err)
			}
			askedPlain += asked
			if solvedAsked == 0 {
				t.Fatalf("seed %d: Keep never asked about a puzzle singles solve", seed)
			}
			asked, solvedAsked = 0, 0
			got, err := skip.Generate(context.Background(), newRand(seed))
			if err != nil {
				t.Fatal(err)
			}
			askedSkip += asked
			if solvedAsked > 0 {
				t.Fatalf("seed %d: Keep asked about %d puzzles that singles solve", seed, solvedAsked)
			}
			if got != want {
				t.Fatalf("seed %d: %s with KeepsSingles, %s without", seed, got.Puzzle, want.Puzzle)
			}
		}
		if askedSkip >= askedPlain {
			t.Errorf("%v: Keep asked %d times with KeepsSingles, %d without", sym, askedSkip, askedPlain)
		}
	}
}
