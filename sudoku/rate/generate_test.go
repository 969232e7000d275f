package rate_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestGeneratorLevels makes puzzles of every level and checks each against
// a rating made here: the level asked, the rating returned, the solution,
// and givens that are those of the solution.
func TestGeneratorLevels(t *testing.T) {
	for _, tc := range []struct {
		box, n int
		level  rate.Level
		sym    sudoku.Symmetry
	}{
		{3, 8, rate.Simple, sudoku.NoSymmetry},
		{3, 8, rate.Easy, sudoku.Rotate180},
		{3, 8, rate.Intermediate, sudoku.NoSymmetry},
		{3, 3, rate.Expert, sudoku.NoSymmetry},
		{3, 2, rate.Master, sudoku.Rotate180},
		{3, 3, rate.Extreme, sudoku.RandomSymmetry},
		{2, 20, rate.Simple, sudoku.NoSymmetry},
		{4, 1, rate.Easy, sudoku.NoSymmetry},
	} {
		t.Run(fmt.Sprintf("%d/%v/%v", tc.box, tc.level, tc.sym), func(t *testing.T) {
			g, err := rate.NewGenerator(sudoku.GenOptions{Box: tc.box, Symmetry: tc.sym}, tc.level)
			if err != nil {
				t.Fatal(err)
			}
			if g.Level() != tc.level {
				t.Errorf("Level() = %v", g.Level())
			}
			rng := rand.New(rand.NewPCG(7, 8))
			for range tc.n {
				gen, err := g.Generate(context.Background(), rng)
				if err != nil {
					t.Fatal(err)
				}
				p := gen.Puzzle
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
		var got [2]rate.Generated
		for i := range got {
			g, err := rate.NewGenerator(sudoku.GenOptions{Box: 3}, l)
			if err != nil {
				t.Fatal(err)
			}
			if got[i], err = g.Generate(context.Background(), rand.New(rand.NewPCG(uint64(l), 1))); err != nil {
				t.Fatal(err)
			}
		}
		if got[0].Puzzle != got[1].Puzzle || got[0].Tries != got[1].Tries {
			t.Errorf("%v: %s then %s", l, got[0].Puzzle, got[1].Puzzle)
		}
	}
}

// TestGeneratorTries: a level that the clue count never allows (one empty
// cell is a full house: simple) fails after the tries, with a *TriesError.
func TestGeneratorTries(t *testing.T) {
	g, err := rate.NewGenerator(sudoku.GenOptions{Box: 3, Clues: 80}, rate.Intermediate)
	if err != nil {
		t.Fatal(err)
	}
	g.SetMaxTries(5)
	_, err = g.Generate(context.Background(), rand.New(rand.NewPCG(1, 2)))
	var te *rate.TriesError
	if !errors.As(err, &te) || te.Level != rate.Intermediate || te.Tries != 5 || err.Error() != "rate: no intermediate puzzle in 5 tries" {
		t.Errorf("err = %v, want a TriesError after 5 tries", err)
	}
	// The default limit on 25×25 boards: 20 tries (one empty cell is a
	// full house there too). The fills take seconds.
	if !testing.Short() {
		g, err = rate.NewGenerator(sudoku.GenOptions{Box: 5, Clues: 624}, rate.Easy)
		if err != nil {
			t.Fatal(err)
		}
		_, err = g.Generate(context.Background(), rand.New(rand.NewPCG(1, 2)))
		if !errors.As(err, &te) || te.Level != rate.Easy || te.Tries != 20 {
			t.Errorf("25x25: err = %v, want a TriesError after 20 tries", err)
		}
	}
	// A level that a count stops short of: the removal ends above it.
	g, err = rate.NewGenerator(sudoku.GenOptions{Box: 3, Clues: 17}, rate.Simple)
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
	g, err := rate.NewGenerator(sudoku.GenOptions{Box: 3}, rate.Expert)
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

func TestNewGeneratorErrors(t *testing.T) {
	keep := func(sudoku.Grid) bool { return true }
	for _, tc := range []struct {
		name  string
		opt   sudoku.GenOptions
		level rate.Level
		is    error
	}{
		{"4x4 easy", sudoku.GenOptions{Box: 2}, rate.Easy, rate.ErrUnreachable},
		{"4x4 extreme", sudoku.GenOptions{Box: 2}, rate.Extreme, rate.ErrUnreachable},
		{"no level", sudoku.GenOptions{Box: 3}, 0, nil},
		{"level 6", sudoku.GenOptions{Box: 3}, rate.Extreme + 1, nil},
		{"Keep set", sudoku.GenOptions{Box: 3, Keep: keep}, rate.Easy, nil},
		{"box 6", sudoku.GenOptions{Box: 6}, rate.Easy, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := rate.NewGenerator(tc.opt, tc.level)
			if err == nil || g != nil || (tc.is != nil && !errors.Is(err, tc.is)) {
				t.Errorf("NewGenerator = %v, %v", g, err)
			}
		})
	}
}

func ExampleGenerator() {
	g, err := rate.NewGenerator(sudoku.GenOptions{Box: 3}, rate.Expert)
	if err != nil {
		fmt.Println(err)
		return
	}
	gen, err := g.Generate(context.Background(), rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		fmt.Println(err)
		return
	}
	rt, err := rate.Rate(gen.Puzzle)
	fmt.Println(gen.Rating.Level, rt.Level, rt.Score == gen.Rating.Score, err)
	// Output:
	// expert expert true <nil>
}

// BenchmarkGenerator makes 9×9 puzzles of each level on one goroutine:
//
//	go test ./sudoku/rate -run '^$' -bench Generator
func BenchmarkGenerator(b *testing.B) {
	for l := rate.Simple; l <= rate.Extreme; l++ {
		b.Run(l.String(), func(b *testing.B) {
			g, err := rate.NewGenerator(sudoku.GenOptions{Box: 3}, l)
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
