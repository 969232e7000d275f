package dlx_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// solutionsOf returns the solutions of s in the order found, each as its
// option indices.
func solutionsOf(t *testing.T, s *dlx.Solver) []string {
	t.Helper()
	var out []string
	if err := s.Search(context.Background(), func(sol []int) bool {
		out = append(out, fmt.Sprint(sol))
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestParts: the solutions of the parts, one part after the other, are
// those of the whole search in its order, on queens, Langford pairs and
// random problems with colors; their counts add up.
func TestParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	next := func() int { return rng.IntN(256) }
	problems := []*dlx.Problem{queens(t, 6), queens(t, 8), langford(t, 7)}
	for range 100 {
		problems = append(problems, randomProblem(t, next, 12))
	}
	for i, p := range problems {
		whole := solutionsOf(t, dlx.NewSolver(p, dlx.Options{}))
		for _, n := range []int{1, 2, 7, 50} {
			parts := dlx.Parts(p, dlx.MRV, n)
			var got []string
			s := dlx.NewSolver(p, dlx.Options{})
			for _, part := range parts {
				for _, k := range part {
					if err := s.Force(k); err != nil {
						t.Fatalf("problem %d, part %v: %v", i, part, err)
					}
				}
				got = append(got, solutionsOf(t, s)...)
				s.Release()
			}
			if !slices.Equal(got, whole) {
				t.Fatalf("problem %d, %d parts (%d asked): %d solutions %v, want %d %v", i, len(parts), n, len(got), got, len(whole), whole)
			}
			if i < 3 && n <= 7 && len(parts) < n {
				t.Errorf("problem %d: %d parts, %d asked", i, len(parts), n)
			}
		}
	}
}
