package hyper

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// The benchmarks of the goals of docs/hyper.md. The large shapes are
// skipped with -short; a count that runs past 30 s is skipped with its
// reason rather than left to run.

var benchShapes = []Shape{{3, 2}, {3, 3}, {4, 2}}

func BenchmarkFullGrid(b *testing.B) {
	for _, s := range benchShapes {
		b.Run(s.String(), func(b *testing.B) {
			if testing.Short() && s.Side() > 8 {
				b.Skip("large shape")
			}
			gen, err := NewGenerator(s)
			if err != nil {
				b.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(1, 1))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := gen.Grid(context.Background(), rng); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkCount30(b *testing.B) {
	for _, s := range benchShapes {
		b.Run(s.String(), func(b *testing.B) {
			if testing.Short() && s.Side() > 8 {
				b.Skip("large shape")
			}
			p := keptBoard(b, s, 0.3)
			sv, err := NewSolver(s)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			c0 := sv.Conflicts()
			for b.Loop() {
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				res := sv.Solve(ctx, p, 2)
				err := stopErr(res)
				cancel()
				if errors.Is(err, context.DeadlineExceeded) {
					b.Skip("no answer in 30 s")
				}
				if err != nil || res.Status != sudoku.Multiple {
					b.Fatalf("%v %v", res.Status, err)
				}
			}
			b.ReportMetric(float64(sv.Conflicts()-c0)/float64(b.N), "conflicts/op")
		})
	}
}

func BenchmarkGenerate(b *testing.B) {
	for _, s := range benchShapes {
		b.Run(s.String(), func(b *testing.B) {
			if testing.Short() && s.Side() > 8 {
				b.Skip("large shape")
			}
			gen, err := NewGenerator(s)
			if err != nil {
				b.Fatal(err)
			}
			clues := 0 // minimal
			if s.Side() > 8 {
				clues = s.Cells() / 2
			}
			seed := uint64(0)
			b.ReportAllocs()
			for b.Loop() {
				seed++
				if _, _, err := gen.Generate(context.Background(), rand.New(rand.NewPCG(seed, 1)), clues); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
