package hyper

import (
	"context"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// TestSparseBoards counts two solutions of boards with a few givens, on
// which the singles decide nothing and a search for the first solution
// would not end: each answer must come within the test's bound, and the
// solution must hold the givens and keep every rule.
func TestSparseBoards(t *testing.T) {
	tests := []struct {
		shape  Shape
		givens map[int]uint8 // cell -> value
	}{
		{Shape{3, 2}, map[int]uint8{0: 1}},
		{Shape{3, 2}, map[int]uint8{0: 1, 1: 2}},
		{Shape{3, 2}, map[int]uint8{0: 5, 18: 5, 100: 3}},
		{Shape{3, 2}, map[int]uint8{7: 8, 56: 8, 448: 8, 511: 1}},
		{Shape{3, 3}, map[int]uint8{0: 27, 19682: 1}},
		{Shape{4, 2}, map[int]uint8{12345: 16}},
	}
	for _, tt := range tests {
		s, err := NewSolver(tt.shape)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := NewBoard(tt.shape)
		for i, v := range tt.givens {
			b.cells[i] = v
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		res := s.Solve(ctx, b, 2)
		err = stopErr(res)
		cancel()
		if err != nil || res.Status != sudoku.Multiple {
			t.Fatalf("%v %v: %v %v, want multiple", tt.shape, tt.givens, res.Status, err)
		}
		checkBoard(t, res.Solution, true)
		for i, v := range tt.givens {
			if res.Solution.cells[i] != v {
				t.Fatalf("%v: cell %d holds %d, the given %d", tt.shape, i, res.Solution.cells[i], v)
			}
		}
	}
}
