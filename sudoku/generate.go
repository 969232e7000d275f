package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// GenOptions say what kind of puzzle to generate.
type GenOptions struct {
	// Box is the box size, 2..5 (3 for 9×9).
	Box int
	// Symmetry is kept by the pattern of clues; RandomSymmetry draws one
	// per puzzle.
	Symmetry Symmetry
	// Clues, when above 0, stops removing clues as soon as the puzzle has
	// that many: the puzzle is unique but not, in general, minimal. With a
	// symmetry, orbits whose removal would leave a count that whole orbits
	// can no longer meet are kept. When the removal ends above Clues,
	// Generate returns a *CluesError. 0 asks for a minimal puzzle.
	Clues int

	// Keep, when not nil, is asked before each removal is made final, with
	// the puzzle as it is after the removal (it is known to have exactly one
	// solution). When Keep returns false the clues are put back. Use it to
	// hold a puzzle within a difficulty while removing; the result is then
	// minimal among the puzzles Keep accepts (when Keep accepts every
	// puzzle with more clues than one it accepts).
	Keep func(puzzle Grid) bool
	// Accept, when not nil, is asked about each finished puzzle; when it
	// returns false, Generate draws a new full grid and starts again, until
	// Accept returns true or the context is done (rejection sampling).
	Accept func(Generated) bool
}

// Generated is a generated puzzle.
type Generated struct {
	Puzzle   Grid     // the clues; 0 in empty cells
	Solution Grid     // its one solution
	Symmetry Symmetry // the symmetry kept (the one drawn for RandomSymmetry)
	// Tries is the number of full grids drawn: 1 plus the puzzles that
	// GenOptions.Accept rejected.
	Tries int
}

// CluesError is the error of Generate when GenOptions.Clues asks for fewer
// clues than the removal could reach: the puzzle returned with it is the
// one reached, unique, with Got clues.
type CluesError struct {
	Want, Got int
}

func (e *CluesError) Error() string {
	return fmt.Sprintf("sudoku: %d clues asked for, but the removal stopped at %d", e.Want, e.Got)
}

// fillBudget is the number of search nodes after which the random fill of
// the empty board gives up and starts again with the next random draw.
// The randomized search fills a 9×9 board with almost no backtracking, but
// on 16×16 and 25×25 boards it sometimes wanders into a dead region for
// millions of nodes (a heavy tail). Restarting after a fixed number of
// nodes, rather than after a time, keeps the result a function of the seed
// alone. Measured on 400 draws per size: with this budget a 16×16 fill
// costs about 1,100 nodes on average and a 25×25 fill about 13,000 (85%
// of 25×25 draws restart), against 1,800 and more than 60,000 without it.
const fillBudget = 2000

// Generator generates puzzles of one kind, reusing its solvers: a worker
// that makes many puzzles makes one Generator. A Generator is not safe for
// concurrent use; give each goroutine its own.
type Generator struct {
	opt   GenOptions
	box   int
	n     int
	fill  *dlx.Solver // the randomized search that fills the empty board
	check *Solver     // the counting engine that checks uniqueness
	orb   [numSymmetries]orbits
	order []int32 // the orbits in random order
	// seen holds, for each row, then column, then box, the values of the
	// clues in it as a bit mask (value v is bit v-1).
	seen [3 * MaxBox * MaxBox]uint32

	full      Grid // the fill's solution
	fillFound bool
	visitFill func(sol []int) bool
}

// NewGenerator returns a Generator for opt. It costs the building of two
// exact-cover matrices of the box size (N³ options each), about a
// millisecond for 25×25.
func NewGenerator(opt GenOptions) (*Generator, error) {
	if opt.Box < MinBox || opt.Box > MaxBox {
		return nil, fmt.Errorf("sudoku: box size %d out of range %d..%d", opt.Box, MinBox, MaxBox)
	}
	if opt.Symmetry < 0 || int(opt.Symmetry) >= numSymmetries {
		return nil, fmt.Errorf("sudoku: unknown symmetry %d", int(opt.Symmetry))
	}
	n := opt.Box * opt.Box
	if opt.Clues < 0 || opt.Clues > n*n {
		return nil, fmt.Errorf("sudoku: %d clues asked for a %dx%d puzzle (want 0..%d)", opt.Clues, n, n, n*n)
	}
	check, err := NewSolver(opt.Box)
	if err != nil {
		return nil, err
	}
	g := &Generator{
		opt:   opt,
		box:   opt.Box,
		n:     n,
		fill:  dlx.NewSolver(matrix(opt.Box), dlx.Options{}),
		check: check,
		order: make([]int32, n*n),
	}
	for s := NoSymmetry; s < RandomSymmetry; s++ {
		if s == opt.Symmetry || opt.Symmetry == RandomSymmetry || s == NoSymmetry {
			g.orb[s] = newOrbits(n, s)
		}
	}
	g.visitFill = g.recordFill
	return g, nil
}

// Options returns the options the Generator was made with.
func (g *Generator) Options() GenOptions { return g.opt }

// Generate makes a puzzle, drawing every random choice from rng (the full
// grid, the symmetry for RandomSymmetry, the order in which clues are
// tried), so that the same rng state gives the same puzzle:
//
//  1. a full grid: the dancing-links search in its randomized mode
//     (dlx.MRVRandom) fills the empty board, starting again with the next
//     random draw when it has not finished within a fixed node budget;
//  2. every orbit of cells under the symmetry (a single cell for
//     NoSymmetry) is tried once, in random order, and its clues are
//     removed when the puzzle keeps exactly one solution, checked by
//     counting solutions up to two.
//
// A clue once kept is never tried again, and removing clues never makes
// a puzzle with several solutions unique, so the result is minimal:
// removing the clues of any one orbit would admit a second solution. (With
// a symmetry, removing a single clue of an orbit may keep the puzzle unique;
// it is minimal among the puzzles with that symmetry.)
//
// Generate costs one fill and about N²/|orbit| uniqueness checks. It
// allocates nothing beyond what the hooks of GenOptions allocate. It
// returns the context's error when ctx is done, a *CluesError when
// GenOptions.Clues cannot be reached.
func (g *Generator) Generate(ctx context.Context, rng *rand.Rand) (Generated, error) {
	if rng == nil {
		return Generated{}, errors.New("sudoku: Generate needs a random source")
	}
	for tries := 1; ; tries++ {
		if err := ctx.Err(); err != nil {
			return Generated{}, err
		}
		sym := g.opt.Symmetry
		if sym == RandomSymmetry {
			sym = Rotate90 + Symmetry(rng.IntN(int(RandomSymmetry-Rotate90)))
		}
		full, err := g.fillGrid(ctx, rng)
		if err != nil {
			return Generated{}, err
		}
		gen := Generated{Solution: full, Symmetry: sym, Tries: tries}
		gen.Puzzle, err = g.remove(ctx, rng, full, sym)
		if err != nil {
			if _, ok := err.(*CluesError); !ok {
				return Generated{}, err
			}
			return gen, err
		}
		if g.opt.Accept == nil || g.opt.Accept(gen) {
			return gen, nil
		}
	}
}

// fillGrid draws a full grid.
func (g *Generator) fillGrid(ctx context.Context, rng *rand.Rand) (Grid, error) {
	g.fill.SetOptions(dlx.Options{Heuristic: dlx.MRVRandom, Rand: rng, MaxNodes: fillBudget})
	for {
		// A search cut at the node budget may end before it looks at the
		// context.
		if err := ctx.Err(); err != nil {
			return Grid{}, err
		}
		g.fillFound = false
		err := g.fill.Search(ctx, g.visitFill)
		switch {
		case g.fillFound:
			return g.full, nil
		case errors.Is(err, dlx.ErrNodeLimit):
			continue
		case err != nil:
			return Grid{}, err
		}
		// Cannot happen: the empty board has solutions.
		return Grid{}, errors.New("sudoku: the empty board has no solution")
	}
}

// recordFill stores the first solution of the fill and stops the search.
func (g *Generator) recordFill(sol []int) bool {
	g.full = Grid{box: uint8(g.box)}
	for _, k := range sol {
		g.full.cells[k/g.n] = uint8(k%g.n + 1)
	}
	g.fillFound = true
	return false
}

// remove takes clues away from the full grid, orbit by orbit, in random
// order.
func (g *Generator) remove(ctx context.Context, rng *rand.Rand, full Grid, sym Symmetry) (Grid, error) {
	o := &g.orb[sym]
	order := g.order[:o.len()]
	for i := range order {
		order[i] = int32(i)
	}
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	want := g.opt.Clues
	p := full
	clues := p.Len()
	allValues := uint32(1)<<g.n - 1
	for u := range g.seen[:3*g.n] {
		g.seen[u] = allValues
	}
	left := o.sizes // orbits not tried yet, by size
	for _, k := range order {
		if want > 0 && clues == want {
			break
		}
		cells := o.orbit(int(k))
		left[len(cells)]--
		if want > 0 {
			// Try the orbit only if the count can still be met exactly,
			// by orbit sizes alone, after removing it, or could not be
			// met without removing it either.
			d := clues - want
			if len(cells) > d {
				continue // too many at once: a smaller orbit may still fit
			}
			if !reachable(d-len(cells), left) && reachable(d, left) {
				continue
			}
		}
		for _, c := range cells {
			p.cells[c] = 0
			g.toggle(int(c), full.cells[c])
		}
		unique := g.forced(&p, &full, cells)
		if !unique {
			res := g.check.Solve(ctx, p, 2)
			if res.Err != nil {
				return Grid{}, res.Err
			}
			unique = res.Solutions == 1
		}
		if unique && (g.opt.Keep == nil || g.opt.Keep(p)) {
			clues -= len(cells)
			continue
		}
		for _, c := range cells {
			p.cells[c] = full.cells[c]
			g.toggle(int(c), full.cells[c])
		}
	}
	if want > 0 && clues != want {
		return p, &CluesError{Want: want, Got: clues}
	}
	return p, nil
}

// reachable reports whether d clues can be removed by taking whole orbits
// among those counted in left (left[s] orbits of s cells, s = 1, 2, 4).
// Taking the largest orbits first decides it, as each size divides the
// next.
func reachable(d int, left [5]int) bool {
	for _, s := range [...]int{4, 2, 1} {
		d -= s * min(left[s], d/s)
	}
	return d == 0
}

// units returns the row, column and box of cell i, as indices into
// Generator.seen.
func (g *Generator) units(i int) (row, col, box int) {
	r, c := i/g.n, i%g.n
	return r, g.n + c, 2*g.n + (r/g.box)*g.box + c/g.box
}

// toggle flips value v in the masks of the units of cell i.
func (g *Generator) toggle(i int, v uint8) {
	bit := uint32(1) << (v - 1)
	r, c, b := g.units(i)
	g.seen[r] ^= bit
	g.seen[c] ^= bit
	g.seen[b] ^= bit
}

// forced reports whether every cell of the orbit just emptied in p is
// determined by the clues left, each on its own: a naked single (the clues
// it sees hold every other value) or a hidden single (in one of its units,
// every other empty cell sees a clue with its value). Then every solution
// of p keeps those cells' values and is a solution of the puzzle before the
// removal, which was unique: p is unique too, and the costly count is
// skipped. This settles most removals while the puzzle has many clues.
func (g *Generator) forced(p, full *Grid, cells []int16) bool {
	n, box := g.n, g.box
	all := uint32(1)<<n - 1
	for _, x := range cells {
		bit := uint32(1) << (full.cells[x] - 1)
		r, c, b := g.units(int(x))
		if g.seen[r]|g.seen[c]|g.seen[b] == all&^bit {
			continue // naked single
		}
		hidden := false
		for u := 0; u < 3 && !hidden; u++ {
			hidden = true
			for k := 0; k < n; k++ {
				var y int
				switch u {
				case 0:
					y = (r)*n + k
				case 1:
					y = k*n + (c - n)
				default:
					b0 := b - 2*n
					y = ((b0/box)*box+k/box)*n + (b0%box)*box + k%box
				}
				if y == int(x) || p.cells[y] != 0 {
					continue
				}
				yr, yc, yb := g.units(y)
				if (g.seen[yr]|g.seen[yc]|g.seen[yb])&bit == 0 {
					hidden = false // y may hold the value too
					break
				}
			}
		}
		if !hidden {
			return false
		}
	}
	return true
}

// Generate makes one puzzle with a Generator made for the call (see
// Generator.Generate). To make many puzzles, make a Generator once and
// reuse it.
func Generate(ctx context.Context, rng *rand.Rand, opt GenOptions) (Generated, error) {
	g, err := NewGenerator(opt)
	if err != nil {
		return Generated{}, err
	}
	return g.Generate(ctx, rng)
}
