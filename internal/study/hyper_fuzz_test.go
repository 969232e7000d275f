package study

import (
	"context"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// FuzzHyperBT checks, on the random boards of any seed, trial and K, that
// the D-dimensional baselines and the hyper solver agree on whether a
// board has a solution (4x4 and 9x9 boards through the hyper path,
// wherever neither timed out), and that the maker's boards clash with nothing.
func FuzzHyperBT(f *testing.F) {
	f.Add(uint64(1), uint16(0), uint8(5), false)
	f.Add(uint64(7), uint16(3), uint8(25), true)
	shapes := []hyper.Shape{{Dims: 2, Box: 2}, {Dims: 2, Box: 3}}
	makers := []*maker{newMaker(2, 2), newMaker(2, 3)}
	f.Fuzz(func(t *testing.T, seed uint64, trial uint16, k uint8, nine bool) {
		si := 0
		if nine {
			si = 1
		}
		m := makers[si]
		ctx := context.Background()
		if err := m.start(ctx, Random, seed, int(trial), int(k)%(m.cells+1), nil); err != nil {
			t.Fatal(err)
		}
		b := m.board(m.cells)
		if err := b.Validate(); err != nil {
			t.Fatalf("the maker's board clashes: %v", err)
		}
		s, err := hyper.NewSolver(shapes[si])
		if err != nil {
			t.Fatal(err)
		}
		tctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		want := s.Solve(tctx, b, 1)
		if want.Err != nil && want.Status != sudoku.Invalid {
			return // timed out: nothing to compare
		}
		bt := newHyperBT(m)
		for _, meth := range []baseline.Method{baseline.FirstEmpty, baseline.MinCandidates} {
			bctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
			o := bt.solve(bctx, b, meth)
			cancel()
			if o.found == sudoku.Invalid {
				continue // timed out: bt-first has heavy tails on 9x9
			}
			if (o.found == sudoku.Unique) != (want.Status != sudoku.None) {
				t.Errorf("%v: %v says %v, hyper %v", shapes[si], meth, o.found, want.Status)
			}
		}
	})
}
