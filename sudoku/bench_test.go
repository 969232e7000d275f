package sudoku

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkSolve measures the single-goroutine rate of Solve (solution and
// uniqueness count to two) on the shared benchmark sets. Run it with
//
//	go test ./sudoku -run '^$' -bench Solve
//
// It skips when ../shared is absent.
func BenchmarkSolve(b *testing.B) {
	for _, tc := range []struct {
		file string
		step int // every step-th puzzle, as the reference figures use
	}{
		{"puzzles2_17_clue", 1},
		{"puzzles3_magictour_top1465", 1},
		{"puzzles5_forum_hardest_1905_11+", 10},
		{"puzzles6_forum_hardest_1106", 1},
	} {
		b.Run(tc.file, func(b *testing.B) {
			puzzles := loadPuzzles(b, sharedDir(b, "puzzles-bench/"+tc.file), tc.step, 0)
			s, _ := NewSolver(3)
			ctx := context.Background()
			b.ReportAllocs()
			var nodes int64
			i := 0
			for b.Loop() {
				res := s.Solve(ctx, puzzles[i%len(puzzles)], 2)
				if res.Status != Unique {
					b.Fatalf("%s: %v", puzzles[i%len(puzzles)], res.Status)
				}
				nodes += res.Nodes
				i++
			}
			b.ReportMetric(float64(i)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(nodes)/float64(i), "nodes/puzzle")
		})
	}
}

// BenchmarkSolveSizes measures one puzzle of each size, made by keeping
// every third cell of the first solution of the empty board.
func BenchmarkSolveSizes(b *testing.B) {
	for box := MinBox; box <= MaxBox; box++ {
		s, _ := NewSolver(box)
		p := s.Solve(context.Background(), mustEmpty(box), 1).Solution
		for i := 0; i < p.Len(); i++ {
			if i%3 != 0 {
				p.SetAt(i, 0)
			}
		}
		b.Run(fmt.Sprintf("%dx%d", p.Size(), p.Size()), func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				s.Solve(context.Background(), p, 2)
				n++
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
