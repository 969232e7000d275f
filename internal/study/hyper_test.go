package study

import (
	"context"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// TestHyperMaker checks the boards of D-dimensional trials: they clash
// with nothing, are nested, depend only on the seed and the trial, and a
// random board with as many givens as cells stops only where no value fits
// anywhere.
func TestHyperMaker(t *testing.T) {
	for _, s := range []hyper.Shape{{Dims: 3, Box: 2}, {Dims: 2, Box: 3}, {Dims: 4, Box: 2}} {
		for _, mode := range []Mode{Random, Solution} {
			m, again := newMaker(s.Dims, s.Box), newMaker(s.Dims, s.Box)
			maxK := s.Cells() / 10
			if err := m.start(context.Background(), mode, 7, 3, maxK, fillerOf(m)); err != nil {
				t.Fatal(err)
			}
			if err := again.start(context.Background(), mode, 7, 3, maxK, fillerOf(again)); err != nil {
				t.Fatal(err)
			}
			small, big := m.board(maxK/2), m.board(maxK)
			if err := big.Validate(); err != nil || big.Givens() != maxK {
				t.Errorf("%v %v: %d givens, %v; want %d and no clash", s, mode, big.Givens(), err, maxK)
			}
			if !big.Equal(again.board(maxK)) {
				t.Errorf("%v %v: the same seed and trial gave other boards", s, mode)
			}
			for i := range small.Len() {
				if small.At(i) != 0 && small.At(i) != big.At(i) {
					t.Fatalf("%v %v: the board of %d givens is not in the board of %d", s, mode, maxK/2, maxK)
				}
			}
		}
		if s.Dims == 4 {
			continue // counting every free pair at every step is slow there
		}
		m := newMaker(s.Dims, s.Box)
		m.placeRandom(s.Cells())
		for i := range m.cells {
			if !m.full[i] && m.free(i) != 0 {
				t.Fatalf("%v: cell %d left empty with free values %b", s, i, m.free(i))
			}
		}
	}
}

// TestHyperRun runs the study on 8x8x8 boards and checks what the Config
// refuses there.
func TestHyperRun(t *testing.T) {
	cfg := Config{Dims: 3, Sizes: []int{8}, Algorithms: []Algorithm{Hyper()}, Clues: []int{0, 60}, Trials: 3, Workers: 2, Seed: 1}
	tab, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(tab.Rows) != 2 || tab.Rows[0].Solved != 3 || tab.Rows[1].NoSolution != 3 {
		t.Errorf("rows %+v: want the empty boards solved and those of 60 random givens without solution", tab.Rows)
	}
	if got := cfg.String(); got != "8x8x8, mode random, 3 trials, algorithms hyper, seed 1" {
		t.Errorf("String: %q", got)
	}
	for _, bad := range []Config{
		{Dims: 3, Sizes: []int{9}, Algorithms: []Algorithm{Hyper()}, Trials: 1},
		{Dims: 3, Sizes: []int{8}, Algorithms: []Algorithm{Engine(0)}, Trials: 1},
		{Dims: 3, Sizes: []int{8}, Algorithms: []Algorithm{Baseline(baseline.AC3)}, Trials: 1},
		{Dims: 3, Sizes: []int{8}, Algorithms: []Algorithm{Hyper()}, Clues: []int{513}, Trials: 1},
		{Dims: 4, Sizes: []int{81}, Algorithms: []Algorithm{Hyper()}, Trials: 1},
	} {
		if _, err := Run(context.Background(), bad); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
	// On 2D boards hyper agrees with the engine on which boards have a
	// solution.
	two := Config{Sizes: []int{9}, Algorithms: []Algorithm{Engine(0), Hyper()}, Clues: []int{0, 20, 25}, Trials: 20, Workers: 2, Seed: 3}
	if tab, err = Run(context.Background(), two); err != nil {
		t.Fatal(err)
	}
	for k := range 3 {
		m, h := tab.Rows[k], tab.Rows[3+k]
		if m.Timeouts+h.Timeouts == 0 && (m.Solved != h.Solved || m.NoSolution != h.NoSolution) {
			t.Errorf("K=%d: mrv %+v, hyper %+v", m.Clues, m, h)
		}
	}
	if a, err := ParseAlgorithm("hyper"); err != nil || a != Hyper() || a.String() != "hyper" {
		t.Errorf("ParseAlgorithm(hyper) = %v, %v", a, err)
	}
	if _, ok := Hyper().Heuristic(); ok {
		t.Error("Hyper().Heuristic() reports an engine heuristic")
	}
}

// TestHyperBT checks the D-dimensional baselines against the hyper
// solver on random boards: they agree on which boards have a solution
// wherever neither timed out, and a solution found is a full grid that
// keeps the givens.
func TestHyperBT(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		shape hyper.Shape
		ks    []int
	}{
		{hyper.Shape{Dims: 2, Box: 2}, []int{0, 3, 5, 7}},
		{hyper.Shape{Dims: 2, Box: 3}, []int{0, 20, 25, 30}},
		{hyper.Shape{Dims: 3, Box: 2}, []int{0, 1, 60}},
	} {
		m := newMaker(tc.shape.Dims, tc.shape.Box)
		bt := newHyperBT(m)
		s, err := hyper.NewSolver(tc.shape)
		if err != nil {
			t.Fatal(err)
		}
		agreed := 0
		for trial := range 6 {
			if err := m.start(ctx, Random, 5, trial, tc.ks[len(tc.ks)-1], nil); err != nil {
				t.Fatal(err)
			}
			for _, k := range tc.ks {
				b := m.board(k)
				hctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
				want := s.Solve(hctx, b, 1)
				cancel()
				if want.Err != nil && want.Status != sudoku.Invalid {
					continue // hyper timed out: nothing to agree with
				}
				for _, meth := range []baseline.Method{baseline.FirstEmpty, baseline.MinCandidates} {
					tctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
					o := bt.solve(tctx, b, meth)
					cancel()
					if o.found == sudoku.Invalid {
						continue // timed out
					}
					agreed++
					if (o.found == sudoku.Unique) != (want.Status != sudoku.None) {
						t.Errorf("%v K=%d trial %d: %v says %v, hyper %v", tc.shape, k, trial, meth, o.found, want.Status)
					}
					if o.found != sudoku.Unique {
						continue
					}
					sol, _ := hyper.NewBoard(tc.shape)
					for i, v := range bt.cells {
						if b.At(i) != 0 && b.At(i) != int(v) {
							t.Fatalf("%v: the solution changes a given", tc.shape)
						}
						sol.Set(i, int(v))
					}
					if !sol.Full() || sol.Validate() != nil {
						t.Errorf("%v K=%d: %v's solution is not a full grid: %v", tc.shape, k, meth, sol.Validate())
					}
				}
			}
		}
		if agreed == 0 {
			t.Errorf("%v: every baseline search timed out", tc.shape)
		}
	}
}
