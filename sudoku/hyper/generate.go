package hyper

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// MaxMinimalOptions is the largest number of options, L^(D+1), of a shape
// whose puzzles Generate makes minimal; larger shapes need a clue target.
const MaxMinimalOptions = 1 << 16

// ErrNeedClues is returned by Generate when a minimal puzzle is asked of a
// shape beyond MaxMinimalOptions.
var ErrNeedClues = errors.New("minimal puzzles of this shape are out of reach: give a number of clues")

// A CluesError says that the removal ended above the clues asked for.
type CluesError struct {
	Want, Got int
}

func (e *CluesError) Error() string {
	return fmt.Sprintf("the removal stopped at %d clues, above the %d asked for", e.Got, e.Want)
}

// A Generator makes puzzles of one shape with exactly one solution.
type Generator struct {
	geo  *geometry
	prop *propagator
	sat  *Solver // made on the first minimal puzzle
}

// NewGenerator returns a generator for shape s, or the error of s.Check.
func NewGenerator(s Shape) (*Generator, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	g := newGeometry(s)
	return &Generator{geo: g, prop: newPropagator(g)}, nil
}

// Grid returns a full grid drawn from rng: a grid of the formula family
// shuffled by random symmetries of the board (see docs/hyper.md for why
// it is not drawn by search). It costs O(D²·L^D).
func (gen *Generator) Grid(rng *rand.Rand) *Board { return formulaGrid(gen.geo, rng) }

// Generate returns a puzzle with exactly one solution, and the solution,
// both drawn from rng alone. Cells are emptied in a random order, in runs
// that grow while the singles (naked and hidden) still fill the board
// from the clues left and shrink when they do not. With clues = 0 the
// puzzle is minimal: a cell whose removal the singles cannot settle is
// decided by the SAT solver (is there another solution without it?), so
// no clue can be removed without a second solution; shapes beyond
// MaxMinimalOptions give ErrNeedClues. With clues > 0 the removal stops at
// that many clues, keeping the cells the singles cannot settle; a
// *CluesError says it could not get that low. ctx cancels it.
func (gen *Generator) Generate(ctx context.Context, rng *rand.Rand, clues int) (puzzle, solution *Board, err error) {
	g := gen.geo
	if clues == 0 && g.numOptions() > MaxMinimalOptions {
		return nil, nil, ErrNeedClues
	}
	solution = formulaGrid(g, rng)
	puzzle = solution.Clone()
	order := rng.Perm(g.cells)
	givens := g.cells
	run := max(1, g.cells/16)
	for p := 0; p < len(order) && givens > clues; {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		c := min(run, len(order)-p)
		if clues > 0 {
			c = min(c, givens-clues)
		}
		for _, i := range order[p : p+c] {
			puzzle.cells[i] = 0
		}
		if gen.prop.run(puzzle) {
			p += c
			givens -= c
			run *= 2
			continue
		}
		for _, i := range order[p : p+c] {
			puzzle.cells[i] = solution.cells[i]
		}
		if c > 1 {
			run = max(1, c/2)
			continue
		}
		i := order[p]
		p++
		if clues > 0 {
			continue
		}
		ok, err := gen.removable(ctx, puzzle, solution, i)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			puzzle.cells[i] = 0
			givens--
		}
	}
	if givens > clues && clues > 0 {
		return nil, nil, &CluesError{Want: clues, Got: givens}
	}
	return puzzle, solution, nil
}

// removable reports whether puzzle keeps exactly one solution without the
// clue of cell i: whether no solution has another value there.
func (gen *Generator) removable(ctx context.Context, puzzle, solution *Board, i int) (bool, error) {
	if gen.sat == nil {
		s, err := newSolver(gen.geo)
		if err != nil {
			return false, err
		}
		gen.sat = s
	}
	s := gen.sat
	s.clean()
	s.asm = s.asm[:0]
	for j, v := range puzzle.cells {
		if v != 0 && j != i {
			s.asm = append(s.asm, xcsat.True(gen.geo.option(j, int(v))))
		}
	}
	s.asm = append(s.asm, xcsat.False(gen.geo.option(i, int(solution.cells[i]))))
	st, err := s.sat.Solve(ctx, s.asm)
	if err != nil {
		return false, err
	}
	return st == xcsat.Unsatisfiable, nil
}
