package generate

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

var genSlow = flag.Bool("gen.slow", false, "also generate minimal 25x25 puzzles (minutes each) and check them clue by clue with the solver (hours)")

// mirrorCell is the test's own statement of the symmetries: the cell that
// (r, c) of an N×N board maps to.
func mirrorCell(s Symmetry, n, r, c int) (int, int) {
	switch s {
	case Rotate90:
		return c, n - 1 - r
	case Rotate180:
		return n - 1 - r, n - 1 - c
	case Mirror:
		return r, n - 1 - c
	case Flip:
		return n - 1 - r, c
	case Diagonal:
		return c, r
	}
	return r, c
}

// testOrbits returns the orbits of s, each cell's orbit being the cells
// reached by applying the map again and again, built without the code
// under test.
func testOrbits(s Symmetry, n int) [][]int {
	done := make([]bool, n*n)
	var out [][]int
	for i := range n * n {
		if done[i] {
			continue
		}
		var orbit []int
		r, c := i/n, i%n
		for !done[r*n+c] {
			done[r*n+c] = true
			orbit = append(orbit, r*n+c)
			r, c = mirrorCell(s, n, r, c)
		}
		out = append(out, orbit)
	}
	return out
}

// checkGenerated asserts everything a generated puzzle promises: its
// solution is valid and keeps the clues, it is the only one, the clue
// pattern has the symmetry, and (when minimal) removing the clues of any
// orbit admits a second solution.
func checkGenerated(t *testing.T, s *sudoku.Solver, gen Puzzle, minimal bool) {
	t.Helper()
	p := gen.Grid
	if err := checkSolution(p, gen.Solution); err != nil {
		t.Fatalf("%s: bad solution %s: %v", p, gen.Solution, err)
	}
	res := s.Solve(context.Background(), p, 2)
	if res.Status != sudoku.Unique || res.Solution != gen.Solution {
		t.Fatalf("%s: status %v, solution %s, want unique %s", p, res.Status, res.Solution, gen.Solution)
	}
	if gen.Symmetry == RandomSymmetry {
		t.Fatalf("%s: symmetry %v, want the one drawn", p, gen.Symmetry)
	}
	n := p.Size()
	for r := range n {
		for c := range n {
			r2, c2 := mirrorCell(gen.Symmetry, n, r, c)
			if (p.Get(r, c) == 0) != (p.Get(r2, c2) == 0) {
				t.Fatalf("%s: r%dc%d and r%dc%d break %v symmetry", p, r+1, c+1, r2+1, c2+1, gen.Symmetry)
			}
		}
	}
	if !minimal {
		return
	}
	for _, orbit := range testOrbits(gen.Symmetry, n) {
		if p.At(orbit[0]) == 0 {
			continue
		}
		q := p
		for _, i := range orbit {
			q.SetAt(i, 0)
		}
		if st := s.Solve(context.Background(), q, 2).Status; st != sudoku.Multiple {
			t.Fatalf("%s: not minimal: without %s it is %v", p, sudoku.CellName(n, orbit[0]), st)
		}
	}
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }

func TestGenerateMinimal(t *testing.T) {
	// Seeds per size; the 16×16 seeds are quick ones (the time to make a
	// minimal 16×16 puzzle, and to check it, varies a thousandfold between
	// grids), one for each symmetry tried.
	sizes := []struct {
		box   int
		seeds []uint64
	}{
		{2, []uint64{1, 2, 3, 4, 5, 6, 7, 8}},
		{3, []uint64{1, 2, 3, 4, 5}},
		{4, []uint64{8, 6}},
	}
	syms := []Symmetry{NoSymmetry, Rotate90, Rotate180, Mirror, Flip, Diagonal, RandomSymmetry}
	for _, sz := range sizes {
		s, _ := sudoku.NewSolver(sz.box)
		for _, sym := range syms {
			if sz.box == 4 && sym != NoSymmetry && sym != Rotate180 {
				continue // keep the default run short
			}
			name := fmt.Sprintf("%dx%d/%v", sz.box*sz.box, sz.box*sz.box, sym)
			t.Run(name, func(t *testing.T) {
				g, err := New(Options{Box: sz.box, Symmetry: sym})
				if err != nil {
					t.Fatal(err)
				}
				seeds := sz.seeds
				if sz.box == 4 {
					seeds = seeds[min(int(sym), 1):][:1] // 8 for none, 6 for rotate180
				}
				for _, seed := range seeds {
					gen, err := g.Generate(context.Background(), newRand(seed))
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					if sym != RandomSymmetry && gen.Symmetry != sym {
						t.Fatalf("seed %d: symmetry %v, want %v", seed, gen.Symmetry, sym)
					}
					if gen.Tries != 1 {
						t.Fatalf("seed %d: %d tries without Accept", seed, gen.Tries)
					}
					checkGenerated(t, s, gen, true)
				}
			})
		}
	}
}

// Minimal 25×25 puzzles take minutes to make, and far longer to
// check clue by clue with the solver: run with -gen.slow.
func TestGenerate25(t *testing.T) {
	s, _ := sudoku.NewSolver(5)
	t.Run("clues", func(t *testing.T) {
		// Stopping at 450 clues stays in the easy range. A quarter turn
		// removes 4 cells at a time or the centre alone.
		for _, tc := range []struct {
			clues int
			sym   Symmetry
		}{{450, Rotate180}, {449, Rotate90}, {452, Rotate90}} {
			gen, err := Generate(context.Background(), newRand(1), Options{Box: 5, Clues: tc.clues, Symmetry: tc.sym})
			if err != nil {
				t.Fatal(err)
			}
			if gen.Grid.Clues() != tc.clues {
				t.Fatalf("%d clues, want %d", gen.Grid.Clues(), tc.clues)
			}
			checkGenerated(t, s, gen, false)
		}
		// 450 clues cannot go by fours and one: refused before any work.
		_, err := Generate(context.Background(), newRand(1), Options{Box: 5, Clues: 450, Symmetry: Rotate90})
		var ce *CluesRequestError
		if !errors.As(err, &ce) || ce.Clues != 450 {
			t.Fatalf("err %v", err)
		}
	})
	t.Run("minimal", func(t *testing.T) {
		if !*genSlow {
			t.Skip("checking a minimal 25x25 puzzle takes hours; run with -gen.slow")
		}
		gen, err := Generate(context.Background(), newRand(1), Options{Box: 5})
		if err != nil {
			t.Fatal(err)
		}
		checkGenerated(t, s, gen, true)
	})
}

// The SAT check changes the time taken, never the puzzle: generators that
// end their checks with the solver and with the SAT solver make the same
// puzzles from the same seeds.
func TestSATCheckSamePuzzles(t *testing.T) {
	for _, tc := range []struct {
		box   int
		seeds []uint64
	}{{2, []uint64{1, 2, 3}}, {3, []uint64{1, 2, 3, 4, 5, 6}}, {4, []uint64{8}}} { // witness settles nearly every check below 16×16
		withSAT, _ := New(Options{Box: tc.box})
		if withSAT.sat == nil {
			withSAT.sat = newSATCheck()
		}
		without, _ := New(Options{Box: tc.box})
		without.sat = nil
		for _, seed := range tc.seeds {
			a, err1 := withSAT.Generate(context.Background(), newRand(seed))
			b, err2 := without.Generate(context.Background(), newRand(seed))
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if a.Grid != b.Grid {
				t.Fatalf("box %d seed %d: with the SAT check %s, without %s", tc.box, seed, a.Grid, b.Grid)
			}
		}
		if st := withSAT.sat.Stats(); st.Solves == 0 && tc.box == 4 {
			t.Fatalf("box %d: the SAT check never ran", tc.box)
		}
	}
}

// Workers sharing the checks change the time taken, never the puzzle,
// and their SAT solvers pass one another what they learn.
func TestWorkersSamePuzzles(t *testing.T) {
	one, _ := New(Options{Box: 4})
	for _, workers := range []int{2, 3} {
		more, _ := New(Options{Box: 4, Workers: workers})
		for _, seed := range []uint64{8, 6} {
			a, err1 := one.Generate(context.Background(), newRand(seed))
			b, err2 := more.Generate(context.Background(), newRand(seed))
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if a.Grid != b.Grid {
				t.Fatalf("seed %d: %d workers made %s, one made %s", seed, workers, b.Grid, a.Grid)
			}
		}
		if len(more.helpers) != workers-1 {
			t.Fatalf("%d workers: %d helpers", workers, len(more.helpers))
		}
		for i, h := range more.helpers {
			if h.poolChecks == 0 {
				t.Fatalf("%d workers: helper %d made no check", workers, i)
			}
			t.Logf("%d workers: the generator made %d checks, helper %d made %d", workers, more.poolChecks, i, h.poolChecks)
		}
		taken := more.sat.taken
		for _, h := range more.helpers {
			taken += h.sat.taken
		}
		if taken == 0 {
			t.Fatalf("%d workers: no learned clause passed from one to another", workers)
		}
		t.Logf("%d workers: %d learned clauses passed", workers, taken)
	}
}

func TestGenerateSameSeed(t *testing.T) {
	for box := sudoku.MinBox; box <= 4; box++ {
		opt := Options{Box: box, Symmetry: RandomSymmetry}
		if box == 4 {
			opt.Clues = 150 // quick
		}
		g1, _ := New(opt)
		g2, _ := New(opt)
		// g2 makes other puzzles first: a reused Generator keeps no state
		// from one puzzle to the next.
		for seed := uint64(100); seed < 103; seed++ {
			if _, err := g2.Generate(context.Background(), newRand(seed)); err != nil {
				t.Fatal(err)
			}
		}
		for seed := uint64(1); seed <= 3; seed++ {
			a, err1 := g1.Generate(context.Background(), newRand(seed))
			b, err2 := g2.Generate(context.Background(), newRand(seed))
			c, err3 := Generate(context.Background(), newRand(seed), opt)
			if err := errors.Join(err1, err2, err3); err != nil {
				t.Fatal(err)
			}
			if !same(a, b) || !same(a, c) {
				t.Fatalf("box %d seed %d: %s / %s / %s differ", box, seed, a.Grid, b.Grid, c.Grid)
			}
		}
		// One rng, puzzle after puzzle: different puzzles.
		rng := newRand(7)
		a, _ := g1.Generate(context.Background(), rng)
		b, _ := g1.Generate(context.Background(), rng)
		if a.Solution == b.Solution {
			t.Fatalf("box %d: the same grid twice from one rng: %s", box, a.Solution)
		}
	}
}

func TestGenerateClues(t *testing.T) {
	s, _ := sudoku.NewSolver(3)
	tests := []struct {
		clues int
		sym   Symmetry
		reach bool // far enough above minimal that it must be met
	}{
		{81, NoSymmetry, true},
		{60, NoSymmetry, true},
		{40, NoSymmetry, true},
		{30, NoSymmetry, false},
		{41, Rotate180, true}, // pairs and the centre: an odd count needs the centre kept
		{40, Rotate180, true},
		{45, Rotate90, true},  // 36 removed: the centre must stay
		{44, Rotate90, false}, // 37 removed: the centre must go, if it can
		{36, Rotate90, false},
		{33, Rotate90, false},
		{35, Diagonal, false},
		{50, Mirror, true},
		{51, Flip, true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d/%v", tc.clues, tc.sym), func(t *testing.T) {
			g, err := New(Options{Box: 3, Clues: tc.clues, Symmetry: tc.sym})
			if err != nil {
				t.Fatal(err)
			}
			for seed := uint64(1); seed <= 10; seed++ {
				gen, err := g.Generate(context.Background(), newRand(seed))
				var ce *sudoku.CluesError
				switch {
				case errors.As(err, &ce):
					// Allowed only when the count cannot be met: then the
					// puzzle is what the removal reached, above the count.
					if tc.reach || ce.Want != tc.clues || ce.Got <= tc.clues || gen.Grid.Clues() != ce.Got {
						t.Fatalf("seed %d: %v with %d clues", seed, err, gen.Grid.Clues())
					}
					checkGenerated(t, s, gen, false)
				case err != nil:
					t.Fatalf("seed %d: %v", seed, err)
				default:
					if gen.Grid.Clues() != tc.clues {
						t.Fatalf("seed %d: %d clues, want %d", seed, gen.Grid.Clues(), tc.clues)
					}
					checkGenerated(t, s, gen, false)
				}
			}
		})
	}
}

// A count that exists but that the removal does not reach: reported, not
// looped on (17 clues, which one random removal practically never gets to).
func TestGenerateCluesNotReached(t *testing.T) {
	s, _ := sudoku.NewSolver(3)
	for seed := uint64(1); seed <= 5; seed++ {
		gen, err := Generate(context.Background(), newRand(seed), Options{Box: 3, Clues: 17})
		var ce *sudoku.CluesError
		if !errors.As(err, &ce) || ce.Want != 17 || ce.Got <= 17 || ce.Got != gen.Grid.Clues() {
			t.Fatalf("seed %d: err %v, %d clues", seed, err, gen.Grid.Clues())
		}
		// The removal ran to its end: the puzzle is minimal.
		checkGenerated(t, s, gen, true)
		want := fmt.Sprintf("sudoku: 17 clues asked for, but the removal stopped at %d", ce.Got)
		if err.Error() != want {
			t.Fatalf("error %q, want %q", err, want)
		}
	}
}

func TestGenerateBadOptions(t *testing.T) {
	tests := []struct {
		opt  Options
		want string
	}{
		{Options{Box: 1}, "generate: box size 1 out of range 2..5"},
		{Options{Box: 6}, "generate: box size 6 out of range 2..5"},
		{Options{Box: 3, Symmetry: -1}, "generate: unknown symmetry -1"},
		{Options{Box: 3, Symmetry: RandomSymmetry + 1}, "generate: unknown symmetry 7"},
		{Options{Box: 3, Clues: -1}, "generate: -1 clues: want 0 (minimal) to 81 for 9x9"},
		{Options{Box: 2, Clues: 17}, "generate: 17 clues: want 0 (minimal) to 16 for 4x4"},
		{Options{Box: 3, Clues: 16}, "generate: 16 clues: never unique: every 9x9 puzzle with fewer than 17 clues has more than one solution"},
		{Options{Box: 3, Clues: 18, Symmetry: Rotate90}, "generate: 18 clues: no 9x9 pattern with rotate90 symmetry has that many clues (nearest: 17 or 20)"},
		{Options{Box: 4, Workers: -2}, "generate: -2 workers (want 0 or more)"},
	}
	for _, tc := range tests {
		if _, err := New(tc.opt); err == nil || err.Error() != tc.want {
			t.Errorf("%+v: error %v, want %q", tc.opt, err, tc.want)
		}
		if _, err := Generate(context.Background(), newRand(1), tc.opt); err == nil || err.Error() != tc.want {
			t.Errorf("Generate %+v: error %v, want %q", tc.opt, err, tc.want)
		}
	}
	g, _ := New(Options{Box: 3})
	if _, err := g.Generate(context.Background(), nil); err == nil {
		t.Error("a nil rng was accepted")
	}
	if got := g.Options(); got.Box != 3 {
		t.Errorf("Options() = %+v", got)
	}
}

func TestGenerateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for box := sudoku.MinBox; box <= sudoku.MaxBox; box++ {
		if _, err := Generate(ctx, newRand(1), Options{Box: box}); !errors.Is(err, context.Canceled) {
			t.Fatalf("box %d: err %v, want context.Canceled", box, err)
		}
	}
	// A deadline in the middle of a long 25×25 removal ends it promptly.
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Generate(ctx, newRand(1), Options{Box: 5})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err %v, want context.DeadlineExceeded", err)
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Fatalf("cancelled generation returned after %v", el)
	}
	// So it does with workers sharing the checks: each returns, and the
	// first error is the answer.
	for _, d := range []time.Duration{50 * time.Millisecond, 800 * time.Millisecond} {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		start := time.Now()
		_, err := Generate(ctx, newRand(1), Options{Box: 5, Workers: 3})
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("3 workers, deadline %v: err %v, want context.DeadlineExceeded", d, err)
		}
		if el := time.Since(start); el > d+5*time.Second {
			t.Fatalf("3 workers: cancelled generation returned after %v", el)
		}
	}
}

func TestRandomSymmetryVaries(t *testing.T) {
	g, _ := New(Options{Box: 2, Symmetry: RandomSymmetry})
	seen := map[Symmetry]int{}
	for seed := range uint64(100) {
		gen, err := g.Generate(context.Background(), newRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		seen[gen.Symmetry]++
	}
	for s := Rotate90; s < RandomSymmetry; s++ {
		if seen[s] == 0 {
			t.Errorf("%v never drawn in 100 puzzles: %v", s, seen)
		}
	}
	if seen[NoSymmetry] != 0 {
		t.Errorf("random drew no symmetry: %v", seen)
	}
}

// The generator's orbits are the test's own: a partition of the cells,
// each orbit closed under the map.
func TestOrbits(t *testing.T) {
	for box := sudoku.MinBox; box <= sudoku.MaxBox; box++ {
		n := box * box
		for s := NoSymmetry; s < RandomSymmetry; s++ {
			o := newOrbits(n, s)
			want := testOrbits(s, n)
			if o.len() != len(want) {
				t.Fatalf("%dx%d %v: %d orbits, want %d", n, n, s, o.len(), len(want))
			}
			for k, w := range want {
				got := o.orbit(k)
				if len(got) != len(w) {
					t.Fatalf("%dx%d %v orbit %d: %v, want %v", n, n, s, k, got, w)
				}
				for j := range w {
					if int(got[j]) != w[j] {
						t.Fatalf("%dx%d %v orbit %d: %v, want %v", n, n, s, k, got, w)
					}
				}
			}
		}
	}
}

// BenchmarkGenerate measures minimal puzzles without symmetry on one
// goroutine. Minimal 25×25 puzzles take 2 to 30 seconds each with two
// workers and twice that on one (see Generate), so 25x25 makes unique
// puzzles of 320 clues; 25x25-minimal, on one goroutine and with two
// workers, runs with -gen.slow.
//
//	go test ./sudoku -run '^$' -bench Generate
func BenchmarkGenerate(b *testing.B) {
	for _, bc := range []struct {
		name           string
		box            int
		clues, workers int
	}{
		{"9x9", 3, 0, 1},
		{"16x16", 4, 0, 1},
		{"25x25", 5, 320, 1},
		{"25x25-minimal", 5, 0, 1},
		{"25x25-minimal-2workers", 5, 0, 2},
	} {
		b.Run(bc.name, func(b *testing.B) {
			if strings.HasPrefix(bc.name, "25x25-minimal") && !*genSlow {
				b.Skip("minimal 25x25 puzzles take 2-30 s each; run with -gen.slow")
			}
			g, err := New(Options{Box: bc.box, Clues: bc.clues, Workers: bc.workers})
			if err != nil {
				b.Fatal(err)
			}
			rng := newRand(1)
			b.ReportAllocs()
			puzzles, clues := 0, 0
			for b.Loop() {
				gen, err := g.Generate(context.Background(), rng)
				if err != nil {
					b.Fatal(err)
				}
				puzzles++
				clues += gen.Grid.Clues()
			}
			b.ReportMetric(float64(puzzles)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(clues)/float64(puzzles), "clues/puzzle")
		})
	}
}
