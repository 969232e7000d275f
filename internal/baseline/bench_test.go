package baseline_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
)

// BenchmarkSolve solves the repository's hard puzzles with the methods
// that finish on them.
func BenchmarkSolve(b *testing.B) {
	gs := readPuzzles(b, "hard.txt", 20)
	s := solver(b, 3)
	rng := rand.New(rand.NewPCG(1, 1))
	ctx := context.Background()
	for _, m := range []baseline.Method{baseline.MinCandidates, baseline.AC3} {
		b.Run(m.String(), func(b *testing.B) {
			b.ReportAllocs()
			var nodes int64
			i := 0
			for b.Loop() {
				nodes += s.Solve(ctx, gs[i%len(gs)], m, rng).Nodes
				i++
			}
			b.ReportMetric(float64(nodes)/float64(i), "nodes/op")
		})
	}
}
