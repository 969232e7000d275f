package baseline_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// FuzzAgree reads a 4x4 board from the input (one byte a cell, value mod
// 5) and checks that every method agrees with dancing links on whether
// it has a solution, and that each solution keeps the givens.
func FuzzAgree(f *testing.F) {
	f.Add([]byte("1..3..........24"))
	f.Add([]byte("11"))
	f.Add([]byte("1234............................"))
	f.Add([]byte("\x01\x00\x00\x00\x00\x02\x00\x00\x00\x00\x03\x00\x00\x00\x00\x01"))
	s, err := baseline.NewSolver(2)
	if err != nil {
		f.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	f.Fuzz(func(t *testing.T, in []byte) {
		g, _ := sudoku.New(2)
		for i := range min(len(in), 16) {
			g.SetAt(i, int(in[i])%5)
		}
		want := sudoku.Solve(g).Status
		for _, m := range baseline.Methods() {
			r := s.Solve(context.Background(), g, m, rng)
			solvable := want == sudoku.Unique || want == sudoku.Multiple
			if (r.Status == baseline.Solved) != solvable || r.Status == baseline.Stopped {
				t.Fatalf("%v %v: %v, dlx says %v", g, m, r.Status, want)
			}
			if r.Status == baseline.Solved && !extends(r.Solution, g) {
				t.Fatalf("%v %v: bad solution %v", g, m, r.Solution)
			}
		}
	})
}
