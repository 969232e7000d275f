package generate_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestGeneratorLevels makes puzzles of every level and checks each against
// a rating made here: the level asked, the rating returned, the solution,
// and givens that are those of the solution.
func TestGeneratorLevels(t *testing.T) {
	for _, tc := range []struct {
		box, n int
		level  rate.Level
		sym    generate.Symmetry
	}{
		{3, 8, rate.Simple, generate.NoSymmetry},
		{3, 8, rate.Easy, generate.Rotate180},
		{3, 8, rate.Intermediate, generate.NoSymmetry},
		{3, 3, rate.Expert, generate.NoSymmetry},
		{3, 2, rate.Master, generate.Rotate180},
		{3, 3, rate.Extreme, generate.RandomSymmetry},
		{2, 20, rate.Simple, generate.NoSymmetry},
		{4, 1, rate.Easy, generate.NoSymmetry},
	} {
		t.Run(fmt.Sprintf("%d/%v/%v", tc.box, tc.level, tc.sym), func(t *testing.T) {
			g, err := generate.New(generate.Options{Box: tc.box, Symmetry: tc.sym, Level: tc.level})
			if err != nil {
				t.Fatal(err)
			}
			if g.Options().Level != tc.level {
				t.Errorf("Options().Level = %v", g.Options().Level)
			}
			rng := rand.New(rand.NewPCG(7, 8))
			for range tc.n {
				gen, err := g.Generate(context.Background(), rng)
				if err != nil {
					t.Fatal(err)
				}
				p := gen.Grid
				rt, err := rate.Rate(p)
				if err != nil || rt.Level != tc.level {
					t.Fatalf("%s: rated %v (%v), want %v", p, rt.Level, err, tc.level)
				}
				if rt.Score != gen.Rating.Score || rt.Counts != gen.Rating.Counts || rt.Level != gen.Rating.Level ||
					rt.Solution != gen.Solution || gen.Rating.Solution != gen.Solution {
					t.Fatalf("%s: rating %+v, generated %+v", p, rt, gen)
				}
				for i := range p.Len() {
					if v := p.At(i); v != 0 && v != gen.Solution.At(i) {
						t.Fatalf("%s: given %d at %d is not the solution's", p, v, i)
					}
				}
				if gen.Tries < 1 {
					t.Errorf("%d tries", gen.Tries)
				}
			}
		})
	}
}

// TestGeneratorSameRNG: the same random state gives the same puzzle.
func TestGeneratorSameRNG(t *testing.T) {
	for l := rate.Simple; l <= rate.Extreme; l++ {
		var got [2]generate.Puzzle
		for i := range got {
			g, err := generate.New(generate.Options{Box: 3, Level: l})
			if err != nil {
				t.Fatal(err)
			}
			if got[i], err = g.Generate(context.Background(), rand.New(rand.NewPCG(uint64(l), 1))); err != nil {
				t.Fatal(err)
			}
		}
		if got[0].Grid != got[1].Grid || got[0].Tries != got[1].Tries {
			t.Errorf("%v: %s then %s", l, got[0].Grid, got[1].Grid)
		}
	}
}

// TestGeneratorTries: a level that the clue count never allows (one empty
// cell is a full house: simple) fails after the tries, with a *TriesError.
func TestGeneratorTries(t *testing.T) {
	g, err := generate.New(generate.Options{Box: 3, Clues: 80, Level: rate.Intermediate, MaxTries: 5})
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Generate(context.Background(), rand.New(rand.NewPCG(1, 2)))
	var te *generate.TriesError
	if !errors.As(err, &te) || te.Level != rate.Intermediate || te.Tries != 5 || err.Error() != "generate: no intermediate puzzle in 5 tries" {
		t.Errorf("err = %v, want a TriesError after 5 tries", err)
	}
	// The default limit on 25×25 boards: 20 tries (one empty cell is a
	// full house there too). The fills take seconds.
	if !testing.Short() {
		g, err = generate.New(generate.Options{Box: 5, Clues: 624, Level: rate.Easy})
		if err != nil {
			t.Fatal(err)
		}
		_, err = g.Generate(context.Background(), rand.New(rand.NewPCG(1, 2)))
		if !errors.As(err, &te) || te.Level != rate.Easy || te.Tries != 20 {
			t.Errorf("25x25: err = %v, want a TriesError after 20 tries", err)
		}
	}
	// A level that a count stops short of: the removal ends above it.
	g, err = generate.New(generate.Options{Box: 3, Clues: 17, Level: rate.Simple})
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Generate(context.Background(), rand.New(rand.NewPCG(1, 2)))
	var ce *sudoku.CluesError
	if !errors.As(err, &ce) || ce.Want != 17 {
		t.Errorf("err = %v, want a CluesError", err)
	}
}

func TestGeneratorCancel(t *testing.T) {
	g, err := generate.New(generate.Options{Box: 3, Level: rate.Expert})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g.Generate(ctx, rand.New(rand.NewPCG(1, 2))); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	// The Generator works again afterwards.
	if gen, err := g.Generate(context.Background(), rand.New(rand.NewPCG(1, 2))); err != nil || gen.Rating.Level != rate.Expert {
		t.Errorf("after a cancel: %v, %v", gen.Rating.Level, err)
	}
}

func TestNewLevelErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  generate.Options
		is   error
	}{
		{"4x4 easy", generate.Options{Box: 2, Level: rate.Easy}, generate.ErrUnreachable},
		{"4x4 extreme", generate.Options{Box: 2, Level: rate.Extreme}, generate.ErrUnreachable},
		{"level 7", generate.Options{Box: 3, Level: rate.Extreme + 1}, nil},
		{"negative tries", generate.Options{Box: 3, Level: rate.Easy, MaxTries: -1}, nil},
		{"box 6", generate.Options{Box: 6, Level: rate.Easy}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := generate.New(tc.opt)
			if err == nil || g != nil || (tc.is != nil && !errors.Is(err, tc.is)) {
				t.Errorf("New = %v, %v", g, err)
			}
		})
	}
}

// With a level, the puzzle comes rated.
func Example_level() {
	g, err := generate.New(generate.Options{Box: 3, Level: rate.Expert})
	if err != nil {
		fmt.Println(err)
		return
	}
	gen, err := g.Generate(context.Background(), rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		fmt.Println(err)
		return
	}
	rt, err := rate.Rate(gen.Grid)
	fmt.Println(gen.Rating.Level, rt.Level, rt.Score == gen.Rating.Score, err)
	// Output:
	// expert expert true <nil>
}

// BenchmarkGenerator makes 9×9 puzzles of each level on one goroutine:
//
//	go test ./sudoku/generate -run '^$' -bench Generator
func BenchmarkGenerator(b *testing.B) {
	for l := rate.Simple; l <= rate.Extreme; l++ {
		b.Run(l.String(), func(b *testing.B) {
			g, err := generate.New(generate.Options{Box: 3, Level: l})
			if err != nil {
				b.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			tries := 0
			b.ReportAllocs()
			for b.Loop() {
				gen, err := g.Generate(context.Background(), rng)
				if err != nil {
					b.Fatal(err)
				}
				tries += gen.Tries
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(tries)/float64(b.N), "tries/op")
		})
	}
}
