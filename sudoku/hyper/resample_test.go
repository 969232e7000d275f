package hyper

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestResample checks that resampling keeps grids whole (by the
// independent check), changes them, and depends on the seed alone.
func TestResample(t *testing.T) {
	for _, s := range []Shape{{2, 2}, {2, 3}, {3, 2}, {3, 3}, {4, 2}} {
		if testing.Short() && s.Side() > 9 || s.Cells() > maxTestCells && !*hyperBig {
			continue
		}
		gen, err := NewGenerator(s)
		if err != nil {
			t.Fatal(err)
		}
		grid := func(seed uint64) (*Board, int) {
			rng := rand.New(rand.NewPCG(seed, 3))
			b := formulaGrid(gen.geo, rng)
			return b, gen.resample(b, rng, 6)
		}
		for seed := range uint64(3) {
			a, changed := grid(seed)
			checkBoard(t, a, true)
			if changed == 0 {
				t.Errorf("%v seed %d: no round changed the grid", s, seed)
			}
			if b, _ := grid(seed); !a.Equal(b) {
				t.Errorf("%v seed %d: two grids from one seed", s, seed)
			}
		}
	}
}

// TestFillRandomReachesEvery checks the claim the walk rests on: the
// randomized search gives every solution of a board a positive
// probability. From the empty 4×4 board it must draw all 288 grids; from
// a 9×9 grid with two rows of a band emptied, and from a 3D b=2 grid with
// 70% of its cells emptied, every filling dancing links counts.
func TestFillRandomReachesEvery(t *testing.T) {
	cases := []struct {
		shape Shape
		blank float64 // empty two layers of a grid (-1), that share of its cells, or all (0)
		draws int
	}{
		{Shape{2, 2}, 0, 6000},
		{Shape{2, 3}, -1, 2000},
		{Shape{3, 2}, 0.7, 2000},
	}
	for _, c := range cases {
		gen, err := NewGenerator(c.shape)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(5, 5))
		start := formulaGrid(gen.geo, rng)
		puzzle := start.empty()
		switch {
		case c.blank < 0:
			puzzle = start.Clone()
			gen.blankLayers(puzzle, rng)
		case c.blank > 0:
			puzzle = start.Clone()
			for i := range puzzle.cells {
				if rng.Float64() < c.blank {
					puzzle.cells[i] = 0
				}
			}
		}
		want := dlxCount(t, puzzle, 100000)
		seen := map[string]bool{}
		for range c.draws {
			fails := 1 << 20
			sol := gen.prop.fillRandom(puzzle, rng, &fails)
			if sol == nil {
				t.Fatalf("%v: no solution", c.shape)
			}
			checkBoard(t, sol, true)
			for i, v := range puzzle.cells {
				if v != 0 && sol.cells[i] != v {
					t.Fatalf("%v: a given changed", c.shape)
				}
			}
			seen[sol.String()] = true
		}
		t.Logf("%v: %d distinct of %d", c.shape, len(seen), want)
		if int64(len(seen)) != want {
			t.Errorf("%v: drew %d distinct solutions of %d", c.shape, len(seen), want)
		}
		if want < 2 {
			t.Errorf("%v: the board has %d solutions: nothing to draw from", c.shape, want)
		}
	}
}

func mustGrid(tb testing.TB, gen *Generator, rng *rand.Rand) *Board {
	tb.Helper()
	b, err := gen.Grid(context.Background(), rng)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// TestSearchGridFollowsPhases checks the claim that gives every grid a
// positive probability: when the preferred values are a grid's own, the
// SAT search returns that grid, without a conflict; Grid's random flips
// may draw any such preference.
func TestSearchGridFollowsPhases(t *testing.T) {
	for _, s := range []Shape{{2, 3}, {3, 2}} {
		gen, err := NewGenerator(s)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(6) {
			rng := rand.New(rand.NewPCG(seed, 8))
			want := formulaGrid(gen.geo, rng)
			gen.resample(want, rng, 3)
			gen.swap.walk(want, rng, 16)
			got, tries, err := gen.searchGrid(context.Background(), want, rng, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equal(want) || tries != 1 {
				t.Errorf("%v seed %d: the search left the preferred grid (%d tries)", s, seed, tries)
			}
			if c := gen.sat.Conflicts(); c != 0 {
				t.Errorf("%v seed %d: %d conflicts", s, seed, c)
			}
		}
	}
}

// FuzzGrid checks the grid walk's invariants for any seed: resampling
// and the SAT search with drawn phases give full grids that pass the
// independent check, and the same seed gives the same grid.
func FuzzGrid(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(2))
	f.Add(uint64(2), uint8(1), uint8(0))
	f.Add(uint64(3), uint8(2), uint8(5))
	gens := map[Shape]*Generator{}
	f.Fuzz(func(t *testing.T, seed uint64, shape, rounds uint8) {
		s := []Shape{{2, 2}, {2, 3}, {3, 2}}[int(shape)%3]
		gen := gens[s]
		if gen == nil {
			var err error
			if gen, err = NewGenerator(s); err != nil {
				t.Fatal(err)
			}
			gens[s] = gen
		}
		grid := func() *Board {
			rng := rand.New(rand.NewPCG(seed, 6))
			b := formulaGrid(gen.geo, rng)
			gen.resample(b, rng, int(rounds%8))
			if err := verify(b, true); err != nil {
				t.Fatalf("after resampling: %v", err)
			}
			out, _, err := gen.searchGrid(context.Background(), b, rng, 4*phaseFlips)
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
		a := grid()
		if err := verify(a, true); err != nil {
			t.Fatalf("after the search: %v", err)
		}
		if !grid().Equal(a) {
			t.Error("two grids from one seed")
		}
	})
}
