package dlx_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// TestProgress: the reports of a count come about every ProgressEvery
// updates, fewer or more than the updates between two looks at the
// context, with a path of options K of D and an estimate that grows within
// (0, 1); the count is unchanged. The same with bounds (DLX3's search).
func TestProgress(t *testing.T) {
	for _, tc := range []struct {
		name  string
		p     func(testing.TB) *dlx.Problem
		want  int64 // solutions
		every int64
	}{
		{"queens8", func(tb testing.TB) *dlx.Problem { return queens(tb, 8) }, 92, 500},
		{"queens10", func(tb testing.TB) *dlx.Problem { return queens(tb, 10) }, 724, 60_000},
		{"sums2_6", func(tb testing.TB) *dlx.Problem { return sums2(tb, 6) }, 67950, 100_000},
	} {
		t.Run(fmt.Sprintf("%s/%d", tc.name, tc.every), func(t *testing.T) {
			var reports []dlx.Progress
			s := dlx.NewSolver(tc.p(t), dlx.Options{ProgressEvery: tc.every, Progress: func(p dlx.Progress) {
				p.Path = append([]dlx.Step(nil), p.Path...)
				reports = append(reports, p)
			}})
			n, err := s.Count(context.Background(), 0)
			if n != tc.want || err != nil {
				t.Fatalf("%d solutions, %v", n, err)
			}
			if want := s.Stats().Updates / tc.every; int64(len(reports)) < want*9/10 || len(reports) < 3 {
				t.Fatalf("%d reports for %d updates", len(reports), s.Stats().Updates)
			}
			prev, prevUpd := 0.0, int64(0)
			for i, p := range reports {
				if p.Fraction <= prev || p.Fraction >= 1 {
					t.Fatalf("report %d: fraction %v after %v", i, p.Fraction, prev)
				}
				if p.Stats.Updates < prevUpd+tc.every {
					t.Fatalf("report %d at %d updates, the one before at %d", i, p.Stats.Updates, prevUpd)
				}
				for _, st := range p.Path {
					if st.K < 1 || st.K > st.D {
						t.Fatalf("report %d: step %+v", i, st)
					}
				}
				prev, prevUpd = p.Fraction, p.Stats.Updates
			}
		})
	}
}
