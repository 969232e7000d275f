package baseline_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
)

// readPuzzles reads the puzzles of a file of the repository's puzzles/
// directory, at most max of them.
func readPuzzles(t testing.TB, name string, max int) []sudoku.Grid {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "puzzles", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var gs []sudoku.Grid
	for p, err := range puzzleio.NewReader(f, name).All() {
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, p.Grid)
		if len(gs) == max {
			break
		}
	}
	return gs
}

func solver(t testing.TB, box int) *baseline.Solver {
	t.Helper()
	s, err := baseline.NewSolver(box)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// solveWithin solves g with m, giving up after d.
func solveWithin(s *baseline.Solver, g sudoku.Grid, m baseline.Method, seed uint64, d time.Duration) baseline.Result {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	return s.Solve(ctx, g, m, rand.New(rand.NewPCG(seed, 7)))
}

// extends reports whether sol is a full valid grid that keeps the givens
// of g.
func extends(sol, g sudoku.Grid) bool {
	if !sol.Full() || sol.Validate() != nil {
		return false
	}
	for i := range g.Len() {
		if v := g.At(i); v != 0 && sol.At(i) != v {
			return false
		}
	}
	return true
}

func TestSolvesKnownPuzzles(t *testing.T) {
	cases := []struct {
		file string
		max  int
		// slow methods may time out on these puzzles; the others must
		// solve them.
		slow []baseline.Method
	}{
		{"4x4.txt", 6, nil},
		{"easy.txt", 5, []baseline.Method{baseline.Degree}},
		{"sudoku8.txt", 1, []baseline.Method{baseline.Degree}},
		{"hard.txt", 3, []baseline.Method{baseline.FirstEmpty, baseline.RandomCell, baseline.Degree}},
		{"16x16.txt", 2, []baseline.Method{baseline.FirstEmpty, baseline.RandomCell, baseline.Degree}},
	}
	for _, tc := range cases {
		for _, g := range readPuzzles(t, tc.file, tc.max) {
			want := sudoku.Solve(g)
			if want.Status != sudoku.Unique {
				t.Fatalf("%s: status %v", tc.file, want.Status)
			}
			s := solver(t, g.Box())
			for _, m := range baseline.Methods() {
				slow := false
				for _, sm := range tc.slow {
					slow = slow || sm == m
				}
				limit := 20 * time.Second
				if slow {
					limit = 50 * time.Millisecond
				}
				r := solveWithin(s, g, m, 1, limit)
				switch {
				case r.Status == baseline.Stopped && slow:
					t.Logf("%s %v: stopped after %d nodes", tc.file, m, r.Nodes)
				case r.Status != baseline.Solved:
					t.Errorf("%s %v: %v after %d nodes (%v)", tc.file, m, r.Status, r.Nodes, r.Err)
				case r.Solution != want.Solution:
					t.Errorf("%s %v: solution\n%v\nwant\n%v", tc.file, m, r.Solution, want.Solution)
				}
			}
		}
	}
}

// wrongClue returns g with one more given that clashes with no given but
// differs from the unique solution sol, so that the board has no
// solution and only a search shows it.
func wrongClue(t *testing.T, g, sol sudoku.Grid) sudoku.Grid {
	n := g.Size()
	for i := range g.Len() {
		if g.At(i) != 0 {
			continue
		}
		for v := 1; v <= n; v++ {
			if v == sol.At(i) {
				continue
			}
			h := g
			h.SetAt(i, v)
			if h.Validate() == nil {
				return h
			}
		}
	}
	t.Fatal("no wrong clue fits")
	return g
}

func TestProvesNoSolution(t *testing.T) {
	var boards []sudoku.Grid
	for _, file := range []string{"4x4.txt", "hard.txt", "16x16.txt"} {
		for _, g := range readPuzzles(t, file, 2) {
			boards = append(boards, wrongClue(t, g, sudoku.Solve(g).Solution))
		}
	}
	// bad.txt's "none": r1c9 must be 9, and column 9 has a 9.
	none, err := sudoku.ParseString("12345678.........9" + "..............................................................."[:63])
	if err != nil {
		t.Fatal(err)
	}
	// Two equal givens in a row.
	clash, err := sudoku.ParseString("11" + "..............................................................................."[:79])
	if err != nil {
		t.Fatal(err)
	}
	boards = append(boards, none, clash)
	for _, g := range boards {
		if st := sudoku.Solve(g).Status; st != sudoku.None && st != sudoku.Invalid {
			t.Fatalf("board %v: dlx says %v", g, st)
		}
		s := solver(t, g.Box())
		for _, m := range baseline.Methods() {
			// Only the methods that pick constrained cells first finish
			// on every board; random and degree choices leave a dead
			// cell alone and wander.
			sure := m == baseline.MinCandidates || m == baseline.MaxConstraints || m == baseline.AC3 || g.Size() == 4
			limit := 50 * time.Millisecond
			if sure {
				limit = 20 * time.Second
			}
			r := solveWithin(s, g, m, 1, limit)
			if r.Status == baseline.Stopped && !sure {
				continue
			}
			if r.Status != baseline.NoSolution {
				t.Errorf("%dx%d board %v %v: %v after %d nodes, want no solution", g.Size(), g.Size(), g, m, r.Status, r.Nodes)
			}
		}
	}
}

// randomBoard places k random values one by one, each clashing with none
// placed before (the study's way), as far as one fits.
func randomBoard(rng *rand.Rand, box, k int) sudoku.Grid {
	g, _ := sudoku.New(box)
	n := g.Size()
	for range k {
		for range 1000 {
			i, v := rng.IntN(n*n), 1+rng.IntN(n)
			if g.At(i) != 0 {
				continue
			}
			g.SetAt(i, v)
			if g.Validate() == nil {
				break
			}
			g.SetAt(i, 0)
		}
	}
	return g
}

// TestAgreesWithDLX solves random boards of every size with every method
// and checks that they agree with dancing links on whether there is a
// solution, wherever neither timed out.
func TestAgreesWithDLX(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	cases := []struct {
		box    int
		ks     []int
		trials int
	}{
		{2, []int{0, 2, 4, 5, 6, 7, 8}, 40},
		{3, []int{0, 10, 20, 25, 30, 35}, 12},
		{4, []int{0, 60, 110, 140}, 3},
	}
	limit := 20 * time.Millisecond
	for _, tc := range cases {
		s := solver(t, tc.box)
		dl, err := sudoku.NewSolver(tc.box)
		if err != nil {
			t.Fatal(err)
		}
		agreed, none := 0, 0
		for _, k := range tc.ks {
			for trial := range tc.trials {
				g := randomBoard(rng, tc.box, k)
				ctx, cancel := context.WithTimeout(context.Background(), limit)
				want := dl.Solve(ctx, g, 1)
				cancel()
				if want.Err != nil {
					continue
				}
				for _, m := range baseline.Methods() {
					r := solveWithin(s, g, m, uint64(trial), limit)
					if r.Status == baseline.Stopped {
						continue
					}
					if (r.Status == baseline.Solved) != (want.Status != sudoku.None) {
						t.Errorf("%v K=%d %v: %v, dlx says %v", g, k, m, r.Status, want.Status)
					}
					if r.Status == baseline.Solved && !extends(r.Solution, g) {
						t.Errorf("%v K=%d %v: bad solution %v", g, k, m, r.Solution)
					}
					agreed++
					if r.Status == baseline.NoSolution {
						none++
					}
				}
			}
		}
		if none == 0 || agreed == 0 {
			t.Errorf("%dx%d: %d searches compared, %d without a solution: the test shows nothing", tc.box*tc.box, tc.box*tc.box, agreed, none)
		}
	}
}

func TestWrongSize(t *testing.T) {
	s := solver(t, 3)
	g, _ := sudoku.New(2)
	r := s.Solve(context.Background(), g, baseline.MinCandidates, nil)
	if !errors.Is(r.Err, baseline.ErrSize) {
		t.Errorf("Err = %v, want ErrSize", r.Err)
	}
	if _, err := baseline.NewSolver(6); err == nil {
		t.Error("NewSolver(6): no error")
	}
}

func TestStops(t *testing.T) {
	g := readPuzzles(t, "hard.txt", 1)[0]
	g = wrongClue(t, g, sudoku.Solve(g).Solution)
	s := solver(t, 3)
	full := s.Solve(context.Background(), g, baseline.FirstEmpty, nil)
	if full.Status != baseline.NoSolution || full.Nodes <= 1024 {
		t.Fatalf("%v after %d nodes: the board is too easy for the test", full.Status, full.Nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := s.Solve(ctx, g, baseline.FirstEmpty, nil)
	if r.Status != baseline.Stopped || !errors.Is(r.Err, context.Canceled) || r.Nodes != 1024 {
		t.Errorf("cancelled: %v after %d nodes, err %v; want stopped at the first look, 1024", r.Status, r.Nodes, r.Err)
	}
}

func TestZeroAllocs(t *testing.T) {
	g := readPuzzles(t, "hard.txt", 1)[0]
	s := solver(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rng := rand.New(rand.NewPCG(1, 2))
	for _, m := range []baseline.Method{baseline.MinCandidates, baseline.MaxConstraints, baseline.AC3} {
		if a := testing.AllocsPerRun(5, func() { s.Solve(ctx, g, m, rng) }); a != 0 {
			t.Errorf("%v: %v allocations per solve", m, a)
		}
	}
}

func TestMaxConstraintsIsMinCandidates(t *testing.T) {
	s := solver(t, 3)
	rng := rand.New(rand.NewPCG(9, 9))
	compared := 0
	for range 50 {
		g := randomBoard(rng, 3, 20)
		a := solveWithin(s, g, baseline.MinCandidates, 0, time.Second)
		b := solveWithin(s, g, baseline.MaxConstraints, 0, time.Second)
		if a.Status == baseline.Stopped || b.Status == baseline.Stopped {
			continue // a slow machine or the race detector
		}
		compared++
		if a.Status != b.Status || a.Nodes != b.Nodes || a.Solution != b.Solution {
			t.Fatalf("%v: mincand %v %d nodes, maxcons %v %d nodes", g, a.Status, a.Nodes, b.Status, b.Nodes)
		}
	}
	if compared < 40 {
		t.Errorf("only %d of 50 boards compared", compared)
	}
}

func TestParseMethod(t *testing.T) {
	for _, m := range baseline.Methods() {
		got, err := baseline.ParseMethod(m.String())
		if err != nil || got != m {
			t.Errorf("ParseMethod(%q) = %v, %v", m.String(), got, err)
		}
	}
	if _, err := baseline.ParseMethod("mrv"); err == nil {
		t.Error("ParseMethod(mrv): no error")
	}
	if s := baseline.Method(99).String(); s != "Method(99)" {
		t.Errorf("Method(99).String() = %q", s)
	}
}
