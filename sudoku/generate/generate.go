package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/cover"
	"github.com/sudokudlx/sudokudlx/internal/units"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// Options say what puzzles a Generator makes.
type Options struct {
	// Box is the box size, 2..5 (3 for 9×9).
	Box int
	// Symmetry is kept by the pattern of clues; RandomSymmetry draws one
	// per puzzle.
	Symmetry Symmetry
	// Clues, when above 0, stops removing clues as soon as the puzzle has
	// that many: the puzzle is unique but not, in general, minimal. With a
	// symmetry, orbits whose removal would leave a count that whole orbits
	// can no longer meet are kept. When the removal ends above Clues,
	// Generate returns a *sudoku.CluesError. 0 asks for a minimal puzzle.
	// New refuses a count that no puzzle can have (see CheckClues).
	Clues int

	// Level, when not 0, asks for puzzles of exactly that level, as
	// package rate rates them (see Generate); the puzzle's Rating is then
	// set.
	Level rate.Level
	// MaxTries, with a Level, is the number of puzzles made, at most, to
	// find one of the level (0: 1000, and 20 on 25×25 boards).
	MaxTries int
	// Rate, without a Level, rates each puzzle made (Puzzle.Rating).
	Rate bool

	// KeepOrder makes the removal of a 25×25 puzzle keep the first random
	// order it draws, however hard its checks turn (see Generate): the
	// plain single pass, with its long tail of slow puzzles.
	KeepOrder bool

	// Workers is the number of goroutines that check removals at once on
	// 16×16 and larger boards (0 and 1: one). Each worker takes the first
	// orbit in the order that no one has settled or is checking, and
	// checks its removal on the puzzle as it stands. A removal that fails
	// fails on every later puzzle too, as those have fewer clues, and one
	// that succeeds stands as long as no removal came between (otherwise
	// it is checked again); so the puzzle is the same for any Workers,
	// only sooner. It applies when Clues and Level are 0; more than
	// 16 count as 16.
	Workers int
}

// Puzzle is a generated puzzle.
type Puzzle struct {
	Grid     sudoku.Grid // the clues; 0 in empty cells
	Solution sudoku.Grid // its one solution
	Symmetry Symmetry    // the symmetry kept (the one drawn for RandomSymmetry)
	// Seed is the seed the puzzle was made from (see Generator.Seeded);
	// 0 for one made by Generate.
	Seed uint64
	// Rating is the puzzle's rating, without its steps, when
	// Options.Level or Options.Rate asked for one; zero otherwise.
	Rating rate.Rating
	// Tries is the number of puzzles made: 1 plus those that missed
	// Options.Level.
	Tries int
	// Reorders is the number of removal orders of the last grid that were
	// dropped for a new one, as leading to hard checks (see Generate).
	Reorders int
}

// fillBudget is the number of search nodes after which the random fill of
// the empty board gives up and starts again with the next random draw. On
// 16×16 and 25×25 boards the randomized search sometimes wanders into a
// dead region for millions of nodes (a heavy tail); a budget in nodes,
// not time, keeps the grid a function of the seed alone.
const fillBudget = 2000

// Generator generates puzzles of one kind, reusing its solvers: a worker
// that makes many puzzles makes one Generator. A Generator is not safe for
// concurrent use; give each goroutine its own.
type Generator struct {
	opt   Options
	level levelSteer // what Options.Level and Rate ask for (level.go)
	box   int
	n     int
	fill  *dlx.Solver    // the randomized search that fills the empty board
	check *sudoku.Solver // the counting engine that checks uniqueness
	orb   [numSymmetries]orbits
	order []int32 // the orbits in random order
	// serial counts the removals started, to tell the SAT check's windows
	// of one puzzle from another's (helpers have their own counts).
	serial uint64

	checks // the state of the cheap checks (checks.go)

	sat       *satCheck // the last word on 16×16 and larger boards
	probe     *satCheck // ahead's
	kept      []bool    // the trial's answers (see ahead)
	probeSpec probeSpec

	pool // the helpers of shared checks (shared.go)

	again snapshot // where removeAgain starts (levelSteer.reshuffles)

	empty     sudoku.Grid // the empty board
	full      sudoku.Grid // the fill's solution
	fillFound bool
	visitFill func(sol []int) bool

	pcg *rand.PCG // Seeded's source, and rng on it
	rng *rand.Rand
}

// New returns a Generator for opt. It costs the building of the
// exact-cover matrix of the box size (N³ options) for two solvers, and for
// 16×16 and larger a third, the SAT solver: O(N³) time and memory. It
// returns CheckClues's *CluesRequestError for an opt.Clues that no puzzle
// can have.
func New(opt Options) (*Generator, error) {
	if opt.Box < sudoku.MinBox || opt.Box > sudoku.MaxBox {
		return nil, fmt.Errorf("generate: box size %d out of range %d..%d", opt.Box, sudoku.MinBox, sudoku.MaxBox)
	}
	if opt.Symmetry < 0 || int(opt.Symmetry) >= numSymmetries {
		return nil, fmt.Errorf("generate: unknown symmetry %d", int(opt.Symmetry))
	}
	n := opt.Box * opt.Box
	if err := CheckClues(opt.Box, opt.Clues, opt.Symmetry); err != nil {
		return nil, err
	}
	if opt.Workers < 0 {
		return nil, fmt.Errorf("generate: %d workers (want 0 or more)", opt.Workers)
	}
	steer, err := newLevelSteer(opt)
	if err != nil {
		return nil, err
	}
	check, err := sudoku.NewSolver(opt.Box)
	if err != nil {
		return nil, err
	}
	empty, err := sudoku.New(opt.Box)
	if err != nil {
		return nil, err
	}
	g := &Generator{
		opt:   opt,
		level: steer,
		empty: empty,
		box:   opt.Box,
		n:     n,
		fill:  dlx.NewSolver(cover.Matrix(opt.Box), dlx.Options{}),
		check: check,
		order: make([]int32, n*n),

		probeSpec: defaultProbe,
	}
	for s := NoSymmetry; s < RandomSymmetry; s++ {
		if s == opt.Symmetry || opt.Symmetry == RandomSymmetry || s == NoSymmetry {
			g.orb[s] = newOrbits(n, s)
		}
	}
	g.units = units.For(opt.Box)
	g.singles = units.NewSingles(g.units)
	g.width = g.singles.Width()
	g.st = make([]uint32, 3*g.width)
	g.mark = make([]uint32, n*n)
	if n >= 16 {
		g.sat = newSATCheck()
	}
	g.stack = make([]int16, 0, n*n)
	g.visitFill = g.recordFill
	return g, nil
}

// Options returns the options the Generator was made with.
func (g *Generator) Options() Options { return g.opt }

// Generate makes a puzzle, drawing every random choice from rng (the full
// grid, the symmetry for RandomSymmetry, the order in which clues are
// tried), so that the same rng state gives the same puzzle:
//
//  1. a full grid: the dancing-links search in its randomized mode
//     (dlx.MRVRandom) fills the empty board, starting again with the next
//     random draw when it has not finished within a fixed node budget;
//  2. every orbit of cells under the symmetry (a single cell for
//     NoSymmetry) is tried once, in random order, and its clues are
//     removed when the puzzle keeps exactly one solution.
//
// Whether the puzzle keeps one solution is decided exactly, by the first
// of these that settles it: singles that place the orbit's values again
// (most removals), a swap of two values along a cycle of empty cells (a
// second solution), a search for a second solution near the full grid
// within a node budget (which also proves uniqueness when it ends without
// one), and last the solver counting solutions up to two (9×9 and
// smaller) or a SAT solver with clause learning (16×16 and 25×25), which
// proves in milliseconds what costs the solver millions of nodes. Which
// of them answers changes the time taken, never the puzzle.
//
// On 25×25 boards the time depends far more on the order than on the
// grid, and an order that makes the checks hard keeps them hard. So the
// removal of a minimal 25×25 puzzle is watched twice on a fresh SAT
// solver, by a trial and a probe (see probe.go); when either finds the
// checks too hard for its budget of conflicts, the removal starts again on
// the same grid with a new random order, a bounded number of times.
// Both count conflicts, not time, so the puzzle is the same for any
// Workers; when they pass, the puzzle is the one the plain removal makes.
// Puzzle.Reorders says how many orders were dropped; the puzzles made
// lean towards those whose checks are easy for the SAT solver, and each
// is still minimal, tried in one random order. Options.KeepOrder turns
// this off. docs/generation.md tells the design at length.
//
// A clue once kept is never tried again, and removing clues never makes
// a puzzle with several solutions unique, so the result is minimal:
// removing the clues of any one orbit would admit a second solution. (With
// a symmetry, removing a single clue of an orbit may keep the puzzle unique;
// it is minimal among the puzzles with that symmetry.)
//
// With Options.Level, the removal is held within the level and the
// puzzle made is rated (see level.go): one that misses the level is made
// again, on 9×9 boards first from the same full grid, from where its
// removal stood at a fixed share of its order (reshuffleAt), with the
// orbits from there on in a new random order, then from a new grid. Each
// puzzle is thus still the removal of one random order, and the work
// before that point, a good part of the whole, is not done again.
//
// The cost is one fill and N²/|orbit| checks, most of them cheap: well
// under a millisecond for a 9×9 puzzle, seconds for a minimal 25×25 one,
// where most checks need the SAT solver (docs/performance.md has figures).
// Options.Clues and a context deadline bound it. Generate reuses its
// buffers from one puzzle to the next; once they have grown it allocates
// little (the fill and the SAT solvers still grow theirs, the SAT check
// rebuilds its solver now and then, the trial and the probe build one
// each, and workers sharing a puzzle's checks start goroutines).
// It returns the context's error when ctx is done, a *sudoku.CluesError
// when Options.Clues cannot be reached, and a *TriesError when no puzzle
// of Options.Level came within Options.MaxTries.
func (g *Generator) Generate(ctx context.Context, rng *rand.Rand) (Puzzle, error) {
	if rng == nil {
		return Puzzle{}, errors.New("generate: Generate needs a random source")
	}
	tries := 0
	for {
		if err := ctx.Err(); err != nil {
			return Puzzle{}, err
		}
		sym := g.opt.Symmetry
		if sym == RandomSymmetry {
			sym = Rotate90 + Symmetry(rng.IntN(int(RandomSymmetry-Rotate90)))
		}
		full, err := g.fillGrid(ctx, rng)
		if err != nil {
			return Puzzle{}, err
		}
		gen := Puzzle{Solution: full, Symmetry: sym}
		for {
			probe := !g.opt.KeepOrder && gen.Reorders < g.probeSpec.reorders
			gen.Grid, err = g.remove(ctx, rng, full, sym, probe)
			if !errors.Is(err, errHardOrder) {
				break
			}
			gen.Reorders++
		}
		for reshuffles := 0; ; reshuffles++ {
			tries++
			gen.Tries = tries
			if err != nil {
				if _, ok := err.(*sudoku.CluesError); !ok {
					return Puzzle{}, err
				}
				return gen, err
			}
			done, aerr := g.level.accept(ctx, &gen)
			if aerr != nil || done {
				return gen, aerr
			}
			if reshuffles == g.level.reshuffles || !g.again.ok {
				break
			}
			if err := ctx.Err(); err != nil {
				return Puzzle{}, err
			}
			gen.Grid, err = g.removeAgain(ctx, rng)
		}
	}
}

// fillGrid draws a full grid.
func (g *Generator) fillGrid(ctx context.Context, rng *rand.Rand) (sudoku.Grid, error) {
	g.fill.SetOptions(dlx.Options{Heuristic: dlx.MRVRandom, Rand: rng, MaxNodes: fillBudget})
	for {
		// A search cut at the node budget may end before it looks at the
		// context.
		if err := ctx.Err(); err != nil {
			return sudoku.Grid{}, err
		}
		g.fillFound = false
		err := g.fill.Search(ctx, g.visitFill)
		switch {
		case g.fillFound:
			return g.full, nil
		case errors.Is(err, dlx.ErrNodeLimit):
			continue
		case err != nil:
			return sudoku.Grid{}, err
		}
		// Cannot happen: the empty board has solutions.
		return sudoku.Grid{}, errors.New("generate: the empty board has no solution")
	}
}

// recordFill stores the first solution of the fill and stops the search.
func (g *Generator) recordFill(sol []int) bool {
	g.full = g.empty
	fc := g.full.Cells()
	for _, k := range sol {
		fc[k/g.n] = uint8(k%g.n + 1)
	}
	g.fillFound = true
	return false
}

// A removal is one pass of remove over a full grid: the orbits in the
// random order they are tried, and where the order is watched. It does not
// change during the pass; remove, removeShared, the SAT check and the
// probe all read it.
type removal struct {
	id    uint64       // the Generator's serial of the pass (see satUniqueAt)
	full  *sudoku.Grid // the solution of every puzzle of the pass
	o     *orbits
	order []int32 // the orbits, in the order tried
	// The positions in order of the trial and the probe (see probeAt; -1
	// for none), and their settings.
	trialAt, probeAt int
	spec             probeSpec
}

// orbit returns the cells of the orbit at position pos of the order.
func (r *removal) orbit(pos int) []int16 { return r.o.orbit(int(r.order[pos])) }

// takeTrial empties in p the orbits of the trial from position pos that
// the trial found removable (kept[u-pos] false for the orbit at u), calls
// emptied, when not nil, with each cell it empties, and returns the number
// of orbits emptied. Both removal loops take the trial's answers so.
func (r *removal) takeTrial(p *sudoku.Grid, pos int, kept []bool, emptied func(c int16)) int {
	k := 0
	for u, stays := range kept {
		if stays {
			continue
		}
		for _, c := range r.orbit(pos + u) {
			p.Cells()[c] = 0
			if emptied != nil {
				emptied(c)
			}
		}
		k++
	}
	return k
}

// remove takes clues away from the full grid, orbit by orbit, in random
// order; probe says whether to watch the order (see probe.go). With
// levelSteer.reshuffles it keeps the removal as it stands at position
// reshuffleAt of the order, for removeAgain.
func (g *Generator) remove(ctx context.Context, rng *rand.Rand, full sudoku.Grid, sym Symmetry, probe bool) (sudoku.Grid, error) {
	o := &g.orb[sym]
	order := g.order[:o.len()]
	for i := range order {
		order[i] = int32(i)
	}
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	want := g.opt.Clues
	g.serial++
	r := &removal{id: g.serial, full: &full, o: o, order: order, trialAt: -1, probeAt: -1, spec: g.probeSpec}
	if probe && want == 0 {
		r.trialAt, r.probeAt = g.probeAt(len(order))
		if g.level.ceiling != nil {
			r.trialAt = -1 // its removals would not ask the ceiling
		}
	}
	g.again.ok = false
	if g.sat != nil && g.opt.Workers > 1 && want == 0 && g.level.ceiling == nil {
		return g.removeShared(ctx, r)
	}
	allValues := uint32(1)<<g.n - 1
	for u := range g.seen[:3*g.n] {
		g.seen[u] = allValues
	}
	snapAt := -1
	if g.level.reshuffles > 0 && want == 0 {
		snapAt = len(order) * reshuffleAt / 100
		g.again.full, g.again.sym = full, sym
	}
	return g.removeFrom(ctx, r, full, true, 0, snapAt)
}

// reshuffleAt is the position, in percent of the order, from which
// removeAgain draws the order again. Before it, nearly every removal
// succeeds and the puzzle is still far from its end; after it come the
// checks that cost most, and the removals that decide the puzzle's
// difficulty. docs/generation.md has the measurements.
const reshuffleAt = 60

// snapshot is the removal as it stood at the position removeAgain starts
// from: the puzzle and the masks of its units' values.
type snapshot struct {
	ok     bool // the removal passed the position
	pos    int
	puzzle sudoku.Grid
	solved bool // singles solve puzzle
	seen   [3 * sudoku.MaxBox * sudoku.MaxBox]uint32
	full   sudoku.Grid
	sym    Symmetry
}

// removeAgain makes the last removal again from where it stood at
// position reshuffleAt of its order (g.again), with the orbits from there
// on in a new random order: the removal, under an order with the same
// first positions, that remove would make. It needs a removal that passed
// the position (g.again.ok).
func (g *Generator) removeAgain(ctx context.Context, rng *rand.Rand) (sudoku.Grid, error) {
	a := &g.again
	o := &g.orb[a.sym]
	order := g.order[:o.len()]
	rest := order[a.pos:]
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	g.serial++
	r := &removal{id: g.serial, full: &a.full, o: o, order: order, trialAt: -1, probeAt: -1, spec: g.probeSpec}
	g.seen = a.seen
	return g.removeFrom(ctx, r, a.puzzle, a.solved, a.pos, -1)
}

// removeFrom goes on with the removal r from position start of its order,
// on p, the puzzle there (whose unit masks are in g.seen); solved says
// whether naked and hidden singles solve p. At position snapAt (-1 for
// none) it keeps the state in g.again.
//
// Singles solve the puzzle after a removal exactly when they solved the
// puzzle before it and forced settles the removal: what singles place
// from a set of clues they also place from any larger set, so when they
// fill the orbit again they reach all they reached before, and when they
// solve the puzzle they fill the orbit. So the ceiling of a level that
// admits every puzzle singles solve (levelSteer.keepsSingles) is not
// asked while the puzzle stays solved by singles.
func (g *Generator) removeFrom(ctx context.Context, r *removal, p sudoku.Grid, solved bool, start, snapAt int) (sudoku.Grid, error) {
	full, order, want := *r.full, r.order, g.opt.Clues
	pc, fc := p.Cells(), full.Cells()
	clues := p.Clues()
	left := r.o.sizes // orbits not tried yet, by size
	at := &place{removal: r}
	for idx := start; idx < len(order); idx++ {
		if want > 0 && clues == want {
			break
		}
		if idx == snapAt {
			g.again.ok, g.again.pos, g.again.puzzle, g.again.seen, g.again.solved = true, idx, p, g.seen, solved
		}
		if idx == r.trialAt || idx == r.probeAt {
			kept, hard, err := g.watch(ctx, r, &p, idx, idx == r.trialAt)
			if err != nil {
				return sudoku.Grid{}, err
			}
			if hard {
				return sudoku.Grid{}, errHardOrder
			}
			if kept != nil { // the trial decided the orbits up to probeAt
				r.takeTrial(&p, idx, kept, func(c int16) {
					g.toggle(int(c), fc[c])
					clues--
				})
				solved = false // not known: the ceiling is asked from here on
				idx = r.probeAt - 1
				continue
			}
		}
		cells := r.orbit(idx)
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
			pc[c] = 0
			g.toggle(int(c), fc[c])
		}
		at.pos, at.front = idx, idx
		unique, err := g.unique(ctx, &p, &full, cells, at)
		if err != nil {
			return sudoku.Grid{}, err
		}
		if unique {
			singles := solved && g.byForced
			if g.level.keeps(&p, singles) {
				clues -= len(cells)
				solved = singles
				continue
			}
		}
		for _, c := range cells {
			pc[c] = fc[c]
			g.toggle(int(c), fc[c])
		}
	}
	if want > 0 && clues != want {
		return p, &sudoku.CluesError{Want: want, Got: clues}
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

// Generate makes one puzzle with a Generator made for the call (see
// Generator.Generate). To make many puzzles, make a Generator once and
// reuse it.
func Generate(ctx context.Context, rng *rand.Rand, opt Options) (Puzzle, error) {
	g, err := New(opt)
	if err != nil {
		return Puzzle{}, err
	}
	return g.Generate(ctx, rng)
}
