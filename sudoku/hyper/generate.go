package hyper

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
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
	geo     *geometry
	prop    *propagator // nil beyond Shape.Matrix
	singles interface{ run(*Board) bool }
	swap    *swapper
	sat     *Solver // made on the first grid

	// The checks of the minimal puzzle being made (see minimal.go).
	check *checker
}

// NewGenerator returns a generator for shape s, or the error of s.Check.
func NewGenerator(s Shape) (*Generator, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	g := newGeometry(s)
	if !s.Matrix() {
		return newMaskGenerator(g), nil
	}
	gen := &Generator{geo: g, swap: newSwapper(g), prop: newPropagator(g)}
	gen.singles = gen.prop
	return gen, nil
}

// newMaskGenerator returns a generator on the mask path alone, which every
// shape has; the tests hold it against the matrix path.
func newMaskGenerator(g *geometry) *Generator {
	return &Generator{geo: g, swap: newSwapper(g), singles: newMasks(g)}
}

// Grid returns a full grid drawn from rng: a grid of the formula family
// shuffled by random symmetries of the board, walked by resampling (two
// layers emptied and refilled by a randomized search, see resample.go)
// and random chain swaps (see swap.go), then handed to the SAT solver as
// preferred values with random flips (see phases.go), whose model is the
// grid. Every grid of the shape has a positive probability; docs/hyper.md
// says how far from uniform the draw is, and why the search does not start
// from the empty board. ctx cancels it.
//
// Beyond Shape.Matrix, where neither the search of resampling nor the SAT
// solver is affordable, the grid is a shuffled formula grid walked by
// D+1 chain swaps alone.
func (gen *Generator) Grid(ctx context.Context, rng *rand.Rand) (*Board, error) {
	b := formulaGrid(gen.geo, rng)
	if gen.prop == nil {
		gen.swap.walk(b, rng, gen.geo.shape.Dims+1)
		return b, ctx.Err()
	}
	gen.resample(b, rng, gen.resampleRounds())
	gen.swap.walk(b, rng, gen.swapWalk())
	out, _, err := gen.searchGrid(ctx, b, rng, phaseFlips)
	return out, err
}

// swapWalk returns the number of chain swaps of a grid: 8·L.
func (gen *Generator) swapWalk() int { return 8 * gen.geo.side }

// Generate returns a puzzle with exactly one solution, and the solution,
// both drawn from rng alone; the solution is a grid as Grid makes them.
// Cells are emptied in a random order, in runs that grow while the
// singles (naked and hidden) still fill the board from the clues left and
// shrink when they do not. With clues = 0 the puzzle is minimal: a cell
// whose removal the singles cannot settle is decided by a chain swap or
// the SAT solver (is there another solution without it?), so no clue can
// be removed without a second solution; a grid whose checks turn hard is
// dropped for another (see minimal.go); shapes beyond MaxMinimalOptions
// give ErrNeedClues. With clues > 0 the removal stops at that many clues,
// keeping the cells the singles cannot settle; a *CluesError says it
// could not get that low. ctx cancels it.
func (gen *Generator) Generate(ctx context.Context, rng *rand.Rand, clues int) (puzzle, solution *Board, err error) {
	if clues == 0 {
		if gen.geo.numOptions() > MaxMinimalOptions {
			return nil, nil, ErrNeedClues
		}
		return gen.minimal(ctx, rng)
	}
	if solution, err = gen.Grid(ctx, rng); err != nil {
		return nil, nil, err
	}
	return gen.carve(ctx, rng, solution, clues)
}

// carve empties the cells of solution as Generate says.
func (gen *Generator) carve(ctx context.Context, rng *rand.Rand, solution *Board, clues int) (puzzle, _ *Board, err error) {
	g := gen.geo
	puzzle = solution.Clone()
	order := gen.order(rng)
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
		if gen.singles.run(puzzle) {
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
		i := int(order[p])
		p++
		if clues > 0 {
			continue
		}
		ok, err := gen.removable(ctx, puzzle, solution, i)
		if errors.Is(err, errDeferred) {
			order = append(order, int32(i)) // decided later, on a sparser puzzle
			continue
		}
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

// order returns the cells in a random order: rng.Perm's, for the shapes
// of the matrix path; beyond, a shuffle of its own in half the memory.
func (gen *Generator) order(rng *rand.Rand) []int32 {
	n := gen.geo.cells
	out := make([]int32, n)
	if gen.prop != nil {
		for k, i := range rng.Perm(n) {
			out[k] = int32(i)
		}
		return out
	}
	for k := range out {
		out[k] = int32(k)
	}
	rng.Shuffle(n, func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
