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
// How hard these checks get depends on the grid far more than on the
// order of removal. A grid with few chains of the fewest cells (2^D, the
// smallest sets of cells whose values can change together) has sparse
// minimal puzzles, whose proofs of uniqueness cost the SAT solver tens of
// thousands of conflicts; a grid with many has denser ones, settled in a
// few thousand at most. So minimal draws grids as Grid does and:
//
//   - screens them: on boards of 3 dimensions and more, a grid with fewer
//     than two such chains per pair of values is dropped at once, for
//     the first minimalScreened grids drawn;
//   - budgets the checks: those of a grid share minimalBudget conflicts
//     (doubling with each grid after minimalRedraws grids checked); a grid
//     past it is dropped for the next one;
//   - defers a hard check: a check past its own budget (checkBudget,
//     doubling each time the same cell comes back) puts its cell at the
//     end of the order, to be decided once the other cells are.
//
// Every grid Grid can draw can still be kept, since the screen ends and
// the budget grows without bound; docs/hyper.md says how far the draw
// leans towards grids with many small chains. The budgets count
// conflicts, not time, on a solver made afresh for each grid: the puzzle
// of a random source is the same on every run and for any number of
// workers.

const (
	// minimalScreened is the number of grids drawn under the screen.
	minimalScreened = 64
	// minimalBudget is the number of conflicts the checks of each of the
	// first minimalRedraws grids checked may cost; then the budget
	// doubles with each grid.
	minimalBudget  = 5000
	minimalRedraws = 24
	// checkBudget is the number of conflicts a check may cost the first
	// time it is asked; it doubles each time the check comes back.
	checkBudget = 400
)

// budget returns the conflict budget of the checks of grid try (0 the
// first grid checked) of a minimal puzzle.
func budget(try int) int64 {
	return minimalBudget << min(max(0, try-minimalRedraws+1), 30)
}

// Errors of removable, which carve and minimal handle.
var (
	errHardGrid = errors.New("hyper: the checks of the grid exceed their budget")
	errDeferred = errors.New("hyper: the check exceeds its budget")
)

// A checker decides the removals of one minimal puzzle that the singles
// leave open.
type checker struct {
	sat     *xcsat.Solver
	asm     []xcsat.Lit
	limit   int64   // the solver's conflict count at which the grid is dropped
	asked   []uint8 // the times each cell's check was asked
	redraws int     // the grids dropped before this one
}

// minimal returns a minimal puzzle and its solution, a grid drawn as Grid
// draws them, both from rng alone.
func (gen *Generator) minimal(ctx context.Context, rng *rand.Rand) (puzzle, solution *Board, err error) {
	g := gen.geo
	checked := 0
	for draw := 0; ; draw++ {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		if solution, err = gen.Grid(ctx, rng); err != nil {
			return nil, nil, err
		}
		if draw < minimalScreened && g.shape.Dims >= 3 && gen.smallChains(solution) < g.side*(g.side-1) {
			continue
		}
		sat, err := xcsat.New(g.numItems(), g.numItems(), g.optionItems())
		if err != nil {
			return nil, nil, fmt.Errorf("hyper: %w", err)
		}
		gen.check = &checker{sat: sat, limit: budget(checked), asked: make([]uint8, g.cells), redraws: draw}
		checked++
		puzzle, solution, err = gen.carve(ctx, rng, solution, 0)
		if !errors.Is(err, errHardGrid) {
			return puzzle, solution, err
		}
	}
}

// smallChains returns the number of chains of the full grid b (see
// swap.go) of the fewest cells a chain can have, 2^D: two values in two
// lines along every axis.
func (gen *Generator) smallChains(b *Board) int {
	sw := gen.swap
	small := 1 << gen.geo.shape.Dims
	n := 0
	l := uint8(gen.geo.side)
	for a := uint8(1); a <= l; a++ {
		for c := a + 1; c <= l; c++ {
			sw.stamp++
			first := sw.stamp
			for i, v := range b.cells {
				if (v != a && v != c) || sw.mark[i] >= first {
					continue
				}
				if sw.chainOf(b, i, a, c) == small {
					n++
				}
			}
		}
	}
	return n
}

// removable reports whether puzzle keeps exactly one solution without the
// clue of cell i: whether no solution has another value there. It returns
// errDeferred when the check runs past its own budget, errHardGrid when
// the checks of the grid run past theirs.
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
	limit := min(ck.limit, ck.sat.Stats().Conflicts+checkBudget<<min(ck.asked[i], 40))
	ck.asked[i]++
	ck.sat.Limit(limit)
	st, err := ck.sat.Solve(ctx, ck.asm)
	switch {
	case errors.Is(err, xcsat.ErrLimit) && limit < ck.limit:
		return false, errDeferred
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
