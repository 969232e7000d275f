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
	swap *swapper
	sat  *Solver // made on the first minimal puzzle
}

// NewGenerator returns a generator for shape s, or the error of s.Check.
func NewGenerator(s Shape) (*Generator, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	g := newGeometry(s)
	return &Generator{geo: g, prop: newPropagator(g), swap: newSwapper(g)}, nil
}

// Grid returns a full grid drawn from rng: a grid of the formula family
// shuffled by random symmetries of the board, walked by resampling (two
// layers emptied and refilled by a randomized search, see resample.go)
// and random chain swaps (see swap.go), then handed to the SAT solver as
// preferred values with random flips (see phases.go), whose model is the
// grid. Every grid of the shape has a positive probability; docs/hyper.md
// says how far from uniform the draw is, and why the search does not start
// from the empty board. ctx cancels it.
func (gen *Generator) Grid(ctx context.Context, rng *rand.Rand) (*Board, error) {
	b := formulaGrid(gen.geo, rng)
	gen.resample(b, rng, gen.resampleRounds())
	gen.swap.walk(b, rng, gen.swapWalk())
	out, _, err := gen.searchGrid(ctx, b, rng, phaseFlips)
	return out, err
}

// swapWalk returns the number of chain swaps of a grid: 8·L.
func (gen *Generator) swapWalk() int { return 8 * gen.geo.side }

// Generate returns a puzzle with exactly one solution, and the solution,
// both drawn from rng alone. The solution is a grid as Grid makes them
// when clues > 0; for minimal puzzles, a formula grid shuffled by
// symmetries, without the walk and the SAT search. Cells are emptied in a
// random order, in runs that grow while the singles (naked and hidden)
// still fill the board from the clues left and shrink when they do not. With clues = 0 the
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
	// Minimal puzzles start from a formula grid: on grids away from the
	// family, even by the SAT search's flips, the last removal checks of a
	// minimal puzzle can defeat the SAT solver (docs/hyper.md has the
	// figures).
	if clues > 0 {
		if solution, err = gen.Grid(ctx, rng); err != nil {
			return nil, nil, err
		}
	} else {
		solution = formulaGrid(g, rng)
	}
	return gen.carve(ctx, rng, solution, clues)
}

// carve empties the cells of solution as Generate says.
func (gen *Generator) carve(ctx context.Context, rng *rand.Rand, solution *Board, clues int) (puzzle, _ *Board, err error) {
	g := gen.geo
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
	if err := s.ensureSAT(); err != nil {
		return false, err
	}
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
