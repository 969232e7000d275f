package rate

import (
	"context"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// solver holds one dancing-links solver per box size, made when first
// needed. On 16×16 and 25×25 boards it hands a search that dancing links
// has not settled soon to the SAT solver (sudoku.Solver.SetSAT): a sparse
// board is beyond dancing links in reasonable time.
type solver struct {
	s [sudoku.MaxBox + 1]*sudoku.Solver
}

// solve counts the solutions of g up to two with the dancing-links solver
// (or the SAT solver, see solver) and returns the status and, when it is Unique, the solution. The error
// is that of a search stopped early (ctx cancelled).
func (sv *solver) solve(ctx context.Context, g *sudoku.Grid) (sudoku.Status, sudoku.Grid, error) {
	box := g.Box()
	if sv.s[box] == nil {
		s, err := sudoku.NewSolver(box)
		if err != nil {
			return sudoku.Invalid, sudoku.Grid{}, err
		}
		s.SetSAT(true)
		sv.s[box] = s
	}
	res := sv.s[box].Solve(ctx, *g, 2)
	if res.Err != nil && res.Status != sudoku.Invalid {
		return 0, sudoku.Grid{}, res.Err
	}
	return res.Status, res.Solution, nil
}
