package dlx_test

import (
	"context"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// TestProgress: the reports of a count come about every ProgressEvery
// updates, with a path of options K of D and an estimate that grows
// within (0, 1); the count is unchanged.
func TestProgress(t *testing.T) {
	var reports []dlx.Progress
	const every = 500
	s := dlx.NewSolver(queens(t, 8), dlx.Options{ProgressEvery: every, Progress: func(p dlx.Progress) {
		p.Path = append([]dlx.Step(nil), p.Path...)
		reports = append(reports, p)
	}})
	n, err := s.Count(context.Background(), 0)
	if n != 92 || err != nil {
		t.Fatalf("%d solutions, %v", n, err)
	}
	if want := s.Stats().Updates / every; int64(len(reports)) < want*9/10 {
		t.Fatalf("%d reports for %d updates", len(reports), s.Stats().Updates)
	}
	prev, prevUpd := 0.0, int64(0)
	for i, p := range reports {
		if p.Fraction <= prev || p.Fraction >= 1 {
			t.Fatalf("report %d: fraction %v after %v", i, p.Fraction, prev)
		}
		if p.Stats.Updates < prevUpd+every {
			t.Fatalf("report %d at %d updates, the one before at %d", i, p.Stats.Updates, prevUpd)
		}
		for _, st := range p.Path {
			if st.K < 1 || st.K > st.D {
				t.Fatalf("report %d: step %+v", i, st)
			}
		}
		prev, prevUpd = p.Fraction, p.Stats.Updates
	}
}
