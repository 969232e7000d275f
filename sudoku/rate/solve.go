package rate

import (
	"context"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// solver holds the dancing-links solvers of a Rater, one per box size,
// made when first needed. On 16×16 and 25×25 boards they hand a search
// that dancing links has not settled soon to the SAT solver
// (sudoku.Solver.SetSAT): a sparse board is beyond dancing links in
// reasonable time.
type solver struct{ solvers sudoku.Solvers }

// solve counts the solutions of g up to two with the dancing-links solver
// (or the SAT solver, see solver) and returns the status and, when it is
// Unique, the solution. The error is that of a search stopped early (ctx
// cancelled).
func (sv *solver) solve(ctx context.Context, g *sudoku.Grid) (sudoku.Status, sudoku.Grid, error) {
	sv.solvers.SAT = true // before the first solver is made: the zero Rater is ready to use
	s, err := sv.solvers.Get(g.Box())
	if err != nil {
		return sudoku.Invalid, sudoku.Grid{}, err
	}
	res := s.Solve(ctx, *g, 2)
	if res.Err != nil && res.Status != sudoku.Invalid {
		return 0, sudoku.Grid{}, res.Err
	}
	return res.Status, res.Solution, nil
}
