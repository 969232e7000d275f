package hyper

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// Minimal puzzles. The last removals of a minimal puzzle each ask whether
// the puzzle without one more clue still has one solution. Most of the
// answers "no" come from a chain swap through the cell (see swap.go) that
// meets no other clue: the swapped grid is the second solution. The rest
// go to the SAT solver, with the clues as assumptions, on a solver made
// for the grid, so that what it learns from one check serves the next.
//
// How hard these checks get depends mostly on the grid, far less on the
// order of removal: on some grids the minimal puzzles are sparse and
// proving them unique costs the SAT solver tens of thousands of
// conflicts, where on others they cost a few thousand at most. So the
// checks of a grid share a budget of conflicts; a grid that exceeds it is
// dropped and the next grid drawn from the same random source. The budget
// is the same for the first minimalRedraws grids, then doubles with each
// grid, so that every grid Grid can draw can still be kept. The budget
// counts conflicts, not time, on a solver made afresh for each grid: the
// puzzle of a random source is the same on every run and for any number
// of workers. docs/hyper.md has the figures behind the budget.

// minimalBudget is the number of conflicts the checks of each of the
// first minimalRedraws grids may cost before the grid is dropped; then the
// budget doubles with each grid.
const (
	minimalBudget  = 5000
	minimalRedraws = 24
)

// budget returns the conflict budget of the checks of grid try (0 the
// first) of a minimal puzzle.
func budget(try int) int64 {
	return minimalBudget << min(max(0, try-minimalRedraws+1), 30)
}

// errHardGrid is the error of carve when the checks of a minimal puzzle
// exceed their budget.
var errHardGrid = errors.New("hyper: the checks of the grid exceed their budget")

// A checker decides the removals of one minimal puzzle that the singles
// leave open.
type checker struct {
	sat     *xcsat.Solver
	asm     []xcsat.Lit
	limit   int64 // the solver's conflict count at which the checks give up
	redraws int   // the grids dropped for the current puzzle
}

// minimal returns a minimal puzzle and its solution, a grid drawn as Grid
// draws them, both from rng alone.
func (gen *Generator) minimal(ctx context.Context, rng *rand.Rand) (puzzle, solution *Board, err error) {
	for try := 0; ; try++ {
		if solution, err = gen.Grid(ctx, rng); err != nil {
			return nil, nil, err
		}
		sat, err := xcsat.New(gen.geo.numItems(), gen.geo.numItems(), gen.geo.optionItems())
		if err != nil {
			return nil, nil, fmt.Errorf("hyper: %w", err)
		}
		gen.check = &checker{sat: sat, limit: budget(try), redraws: try}
		puzzle, solution, err = gen.carve(ctx, rng, solution, 0)
		if !errors.Is(err, errHardGrid) {
			return puzzle, solution, err
		}
	}
}

// removable reports whether puzzle keeps exactly one solution without the
// clue of cell i: whether no solution has another value there. It returns
// errHardGrid when the checks of the grid run past their budget.
func (gen *Generator) removable(ctx context.Context, puzzle, solution *Board, i int) (bool, error) {
	if gen.chainWitness(puzzle, solution, i) {
		return false, nil
	}
	ck := gen.check
	ck.asm = ck.asm[:0]
	for j, v := range puzzle.cells {
		if v != 0 && j != i {
			ck.asm = append(ck.asm, xcsat.True(gen.geo.option(j, int(v))))
		}
	}
	ck.asm = append(ck.asm, xcsat.False(gen.geo.option(i, int(solution.cells[i]))))
	ck.sat.Limit(ck.limit)
	st, err := ck.sat.Solve(ctx, ck.asm)
	switch {
	case errors.Is(err, xcsat.ErrLimit):
		return false, errHardGrid
	case err != nil:
		return false, err
	}
	return st == xcsat.Unsatisfiable, nil
}

// chainWitness reports whether puzzle, a puzzle of the full grid solution,
// has a second solution once the clue of cell i is removed that a chain
// swap of solution through cell i gives: a chain of its value and another
// that holds no other clue.
func (gen *Generator) chainWitness(puzzle, solution *Board, i int) bool {
	sw := gen.swap
	a := solution.cells[i]
	for c := uint8(1); int(c) <= gen.geo.side; c++ {
		if c == a {
			continue
		}
		sw.stamp++
		free := true
		for _, j := range sw.chain[:sw.chainOf(solution, i, a, c)] {
			if int(j) != i && puzzle.cells[j] != 0 {
				free = false
				break
			}
		}
		if free {
			return true
		}
	}
	return false
}
