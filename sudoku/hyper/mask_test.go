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

// TestMaskGenerate makes puzzles with half the cells as clues on the mask
// path of shapes the matrix path serves too: the solution is a grid by the
// independent checker, the puzzle keeps its cells, and the matrix path
// finds it unique with that solution.
func TestMaskGenerate(t *testing.T) {
	ctx := context.Background()
	for _, s := range []Shape{{2, 3}, {3, 2}, {3, 3}, {4, 2}} {
		t.Run(s.String(), func(t *testing.T) {
			g := newGeometry(s)
			gen := newMaskGenerator(g)
			matrix, err := newSolver(g)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(11, uint64(s.Box)))
			for range 2 {
				p, sol, err := gen.Generate(ctx, rng, g.cells/2)
				if err != nil {
					t.Fatal(err)
				}
				checkBoard(t, sol, true)
				if p.Givens() != g.cells/2 {
					t.Errorf("%d givens, want %d", p.Givens(), g.cells/2)
				}
				for i, v := range p.cells {
					if v != 0 && v != sol.cells[i] {
						t.Fatalf("given of %s is not the solution's", p.CellName(i))
					}
				}
				if s.Cells() > 20000 {
					continue // the matrix path of 3D b=3 is slow on sparse boards
				}
				res := matrix.Solve(ctx, p, 2)
				if res.Status != sudoku.Unique || !res.Solution.Equal(sol) {
					t.Errorf("matrix path: %v, want the solution unique", res.Status)
				}
			}
		})
	}
}

// FuzzMaskAgrees holds the mask path against the matrix path on 3D b=2
// boards: a formula grid drawn from seed, the cells whose bit in keep is
// set kept (boards with fewer than 40% are skipped: counting on them is
// slow on both paths), and a wrong given added when wrong is set.
func FuzzMaskAgrees(f *testing.F) {
	f.Add(uint64(1), []byte{0xff, 0x0f, 0xf0, 0x55, 0xaa}, false)
	f.Add(uint64(2), []byte{0xfe, 0xef, 0x7f}, true)
	g := newGeometry(Shape{3, 2})
	matrix, err := newSolver(g)
	if err != nil {
		f.Fatal(err)
	}
	mask := newMaskSolver(g)
	f.Fuzz(func(t *testing.T, seed uint64, keep []byte, wrong bool) {
		if len(keep) == 0 {
			return
		}
		full := formulaGrid(g, rand.New(rand.NewPCG(seed, 0)))
		b := full.Clone()
		kept := 0
		for i := range b.cells {
			if keep[i/8%len(keep)]>>(i%8)&1 == 0 {
				b.cells[i] = 0
			} else {
				kept++
			}
		}
		if kept*10 < 4*g.cells {
			return
		}
		if wrong {
			addWrong(b, full)
		}
		ctx := context.Background()
		want, got := matrix.Solve(ctx, b, 2), mask.Solve(ctx, b, 2)
		if stopErr(want) != nil || stopErr(got) != nil {
			t.Fatalf("errors: matrix %v, mask %v", want.Err, got.Err)
		}
		if got.Status != want.Status {
			t.Fatalf("mask says %v, matrix %v", got.Status, want.Status)
		}
		if got.Status == sudoku.Unique && !got.Solution.Equal(want.Solution) {
			t.Fatal("solutions differ")
		}
	})
}
