package hyper

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// FuzzSolve checks the solver's invariants on puzzles cut from a grid
// (a mask of givens drawn from the seed, one cell perhaps changed): a
// solution keeps the givens and passes the independent check, and on 2D
// boards the count agrees with dancing links.
func FuzzSolve(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(50), uint16(0), uint8(0))
	f.Add(uint64(2), uint8(1), uint8(30), uint16(7), uint8(3))
	f.Add(uint64(3), uint8(2), uint8(60), uint16(100), uint8(5))
	solvers := map[Shape]*Solver{}
	f.Fuzz(func(t *testing.T, seed uint64, shape, keep uint8, cell uint16, val uint8) {
		s := []Shape{{2, 2}, {2, 3}, {3, 2}}[int(shape)%3]
		if s.Dims == 3 {
			keep = 50 + keep%50 // sparse 3D boards may need a long search
		}
		sv := solvers[s]
		if sv == nil {
			var err error
			if sv, err = NewSolver(s); err != nil {
				t.Fatal(err)
			}
			solvers[s] = sv
		}
		rng := rand.New(rand.NewPCG(seed, 5))
		b := formulaGrid(sv.geo, rng)
		for i := range b.cells {
			if rng.IntN(100) >= int(keep%100) {
				b.cells[i] = 0
			}
		}
		b.cells[int(cell)%len(b.cells)] = val % uint8(sv.geo.side+1)
		res := sv.Solve(context.Background(), b, 3)
		err := stopErr(res)
		if err != nil {
			t.Fatal(err)
		}
		if res.Status == sudoku.Invalid {
			if b.Validate() == nil {
				t.Fatal("invalid, but Validate finds no clash")
			}
			return
		}
		if res.Solution != nil {
			checkBoard(t, res.Solution, true)
			for i, v := range b.cells {
				if v != 0 && res.Solution.cells[i] != v {
					t.Fatalf("the solution changes the given at %s", b.CellName(i))
				}
			}
		}
		if s.Dims == 2 {
			if want := dlxCount(t, b, 3); int64(res.Solutions) != want {
				t.Fatalf("%d solutions, dlx %d", res.Solutions, want)
			}
		}
	})
}
