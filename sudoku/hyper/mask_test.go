package hyper

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// TestMaskAgrees holds the mask path against the matrix path (singles,
// search, chain swaps and CDCL) on boards of the shapes where both run:
// formula grids emptied to several densities, and the same with a given
// added that the grid does not hold, which often leaves no solution. Statuses agree, and so do the
// solutions of unique boards, which the independent checker accepts.
func TestMaskAgrees(t *testing.T) {
	tests := []struct {
		s     Shape
		keeps []float64 // shares of the cells kept as givens
		n     int       // boards per share
	}{
		{Shape{2, 3}, []float64{0.3, 0.45, 0.6}, 6},
		{Shape{3, 2}, []float64{0.25, 0.4, 0.55, 0.7}, 6},
		{Shape{4, 2}, []float64{0.6, 0.75}, 2},
	}
	ctx := context.Background()
	for _, tc := range tests {
		t.Run(tc.s.String(), func(t *testing.T) {
			g := newGeometry(tc.s)
			matrix, err := newSolver(g)
			if err != nil {
				t.Fatal(err)
			}
			mask := newMaskSolver(g)
			rng := rand.New(rand.NewPCG(7, uint64(tc.s.Dims)))
			statuses := map[sudoku.Status]int{}
			for _, keep := range tc.keeps {
				for k := range tc.n {
					f := formulaGrid(g, rng)
					b := f.Clone()
					for i := range b.cells {
						if rng.Float64() >= keep {
							b.cells[i] = 0
						}
					}
					if k%2 == 1 {
						addWrong(b, f)
					}
					want := matrix.Solve(ctx, b, 2)
					got := mask.Solve(ctx, b, 2)
					if stopErr(want) != nil || stopErr(got) != nil {
						t.Fatalf("errors: matrix %v, mask %v", want.Err, got.Err)
					}
					if got.Status != want.Status {
						t.Fatalf("keep %v board %d: mask says %v, matrix %v\n%v", keep, k, got.Status, want.Status, b)
					}
					statuses[got.Status]++
					if got.Status == sudoku.Unique {
						checkBoard(t, got.Solution, true)
						if !got.Solution.Equal(want.Solution) {
							t.Fatalf("keep %v board %d: solutions differ", keep, k)
						}
					}
					if got.Solution != nil {
						checkBoard(t, got.Solution, true)
						for i, v := range b.cells {
							if v != 0 && got.Solution.cells[i] != v {
								t.Fatalf("keep %v board %d: solution drops the given of %s", keep, k, b.CellName(i))
							}
						}
					}
				}
			}
			t.Logf("statuses: %v", statuses)
		})
	}
}

// TestMaskCanceled: a search stopped by its context says so, and never
// claims a proof it did not finish.
func TestMaskCanceled(t *testing.T) {
	g := newGeometry(Shape{4, 2})
	b := (&Board{geo: g, cells: make([]uint8, g.cells)})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res := newMaskSolver(g).Solve(ctx, b, 2)
	if res.Err == nil {
		t.Fatalf("status %v without error on a canceled search", res.Status)
	}
}

// addWrong puts into an empty cell of b a value other than the full grid
// f's that clashes with no given.
func addWrong(b, f *Board) {
	for i, v := range b.cells {
		if v != 0 {
			continue
		}
		for w := 1; w <= b.Side(); w++ {
			if w == int(f.cells[i]) {
				continue
			}
			b.cells[i] = uint8(w)
			if b.Validate() == nil {
				return
			}
		}
		b.cells[i] = 0
	}
}
