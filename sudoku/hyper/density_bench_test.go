package hyper

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// BenchmarkCountDensity counts to 2 on 3D b=3 boards made as
// BenchmarkCount30 makes its board, with more of the grid's cells kept:
// the count at 30% is out of reach, and this says where the reach ends
// (docs/hyper.md). Denser boards may have one solution; either answer
// passes, with its solution checked. A count that runs past 30 s is
// skipped with its reason.
func BenchmarkCountDensity(b *testing.B) {
	s := Shape{3, 3}
	for _, pct := range []int{32, 33, 34} {
		b.Run(fmt.Sprintf("%d%%", pct), func(b *testing.B) {
			if testing.Short() {
				b.Skip("large shape")
			}
			p := keptBoard(b, s, float64(pct)/100)
			sv, err := NewSolver(s)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			c0 := sv.Conflicts()
			var sol *Board
			for b.Loop() {
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				res := sv.Solve(ctx, p, 2)
				err := stopErr(res)
				cancel()
				if errors.Is(err, context.DeadlineExceeded) {
					b.Skip("no answer in 30 s")
				}
				if err != nil || res.Status != sudoku.Multiple && res.Status != sudoku.Unique {
					b.Fatalf("%v %v", res.Status, err)
				}
				sol = res.Solution
			}
			checkSolution(b, p, sol)
			b.ReportMetric(float64(sv.Conflicts()-c0)/float64(b.N), "conflicts/op")
			b.ReportMetric(float64(p.Givens()), "givens")
		})
	}
}

// checkSolution fails b unless sol is a full grid, by the independent
// check of check_test.go, that keeps every given of p.
func checkSolution(b *testing.B, p, sol *Board) {
	b.Helper()
	if err := verify(sol, true); err != nil {
		b.Fatal(err)
	}
	for i, v := range p.cells {
		if v != 0 && sol.cells[i] != v {
			b.Fatalf("cell %s: given %d, solution %d", p.CellName(i), v, sol.cells[i])
		}
	}
}

// keptBoard returns the grid Grid draws for shape s from the source
// PCG(1, 1), with each cell kept with probability share (drawn from the
// same source): the board of BenchmarkCount30 at share 0.3.
func keptBoard(tb testing.TB, s Shape, share float64) *Board {
	tb.Helper()
	gen, err := NewGenerator(s)
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	p := mustGrid(tb, gen, rng)
	for i := range p.cells {
		if rng.Float64() >= share {
			p.cells[i] = 0
		}
	}
	return p
}
