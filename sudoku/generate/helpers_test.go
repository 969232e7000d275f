package generate

import (
	"fmt"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// checkSolution reports whether sol is the one solution of puzzle (a full
// grid is its own), as the solver of package sudoku finds it.
func checkSolution(puzzle, sol sudoku.Grid) error {
	res := sudoku.Solve(puzzle)
	if res.Status != sudoku.Unique || res.Solution != sol {
		return fmt.Errorf("%s: %v, solution %s, want unique %s", puzzle, res.Status, res.Solution, sol)
	}
	return nil
}

// same reports whether a and b are the same puzzle, made the same way.
func same(a, b Puzzle) bool {
	return a.Grid == b.Grid && a.Solution == b.Solution && a.Symmetry == b.Symmetry && a.Seed == b.Seed &&
		a.Tries == b.Tries && a.Reorders == b.Reorders && a.Rating.Level == b.Rating.Level && a.Rating.Score == b.Rating.Score
}
