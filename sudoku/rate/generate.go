package rate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// DefaultMaxTries is the number of puzzles a Generator makes, at most, to
// find one of its level; on 25×25 boards it makes maxTries25.
const DefaultMaxTries = 1000

// maxTries25 bounds the puzzles of a 25×25 Generator. A 25×25 puzzle
// takes seconds, and the levels between easy and extreme are rare there:
// every empty cell costs a step of weight 4 or more, so a puzzle beyond
// singles with more than about 240 empty cells scores over 1000 (expert
// at least), and the removal, free while singles solve the puzzle, goes
// well past that (a minimal 25×25 puzzle has about 357). A run asking
// for such a level fails within a minute or two, not an hour.
const maxTries25 = 20

// reshuffles is the GenOptions.Reshuffles a Generator of 9×9 puzzles
// sets when opt has none: how many more puzzles it makes from one full
// grid, each from the removal as it stood part way, while they miss the
// level. More of them make the puzzles of one grid alike, and the level
// comes no sooner. On 16×16 boards the level is mostly decided before the
// removal gets there, and they cost more than they save (docs/generation.md).
const reshuffles = 2

// ErrUnreachable is the error of NewGenerator for a level that no puzzle of
// the board size has.
var ErrUnreachable = errors.New("rate: no puzzle of that size has that level")

// TriesError is the error of Generator.Generate when none of the puzzles
// it made within its limit had the level asked.
type TriesError struct {
	Level Level
	Tries int
}

func (e *TriesError) Error() string {
	return fmt.Sprintf("rate: no %v puzzle in %d tries", e.Level, e.Tries)
}

// Reachable reports whether some puzzle with one solution on a board of box
// size box has the level. Every 4×4 puzzle with one solution is simple
// (checked on all of them, 13,579,680 puzzles); larger boards have puzzles
// of every level.
func Reachable(box int, level Level) bool {
	if level < Simple || level > Extreme || box < sudoku.MinBox || box > sudoku.MaxBox {
		return false
	}
	return box > 2 || level == Simple
}

// Generated is a puzzle made by Generator.Generate, with its rating.
type Generated struct {
	sudoku.Generated
	Rating Rating // without the steps
}

// Generator makes puzzles of one level with a sudoku.Generator, steering
// its clue removal with GenOptions.Keep and choosing among its puzzles with
// GenOptions.Accept:
//
//   - simple, easy, intermediate, expert and master: a clue is removed
//     only when the techniques of the level, or easier ones, still solve
//     the puzzle (which proves it has one solution; the uniqueness
//     techniques are left out there) within the level's score, so the
//     removal stops while the puzzle is at most of the level. The puzzle
//     it ends with is accepted when its rating has the level asked.
//   - extreme: clues are removed as far as they can (a minimal puzzle),
//     which is accepted when its rating is extreme.
//
// Puzzles of the level asked are thus not minimal in general (extreme ones
// are). A puzzle that misses the level is made again from the same full
// grid, from where its removal stood part way, with the rest of the order
// drawn again (GenOptions.Reshuffles, 2 on 9×9 boards unless opt sets
// it), before a new grid is drawn. A Generator is not safe for concurrent
// use; give each goroutine its own.
type Generator struct {
	level    Level
	last     Technique // the hardest technique of the level
	gen      *sudoku.Generator
	r        Rater
	maxTries int

	// State of the Generate call under way, for the hooks.
	prev   sudoku.Grid // the last puzzle keep took
	ctx    context.Context
	rating Rating
	err    error
	gaveUp bool
}

// NewGenerator returns a Generator of puzzles of the level, with the
// options opt (whose Keep and Accept must be nil: the Generator sets
// them, and KeepsSingles, and Reshuffles on 9×9 boards when it is 0). It
// returns ErrUnreachable when no puzzle of the box size has the level
// (see Reachable).
func NewGenerator(opt sudoku.GenOptions, level Level) (*Generator, error) {
	if level < Simple || level > Extreme {
		return nil, fmt.Errorf("rate: unknown level %v", level)
	}
	if opt.Keep != nil || opt.Accept != nil {
		return nil, errors.New("rate: NewGenerator sets GenOptions.Keep and Accept itself")
	}
	if opt.Box >= sudoku.MinBox && opt.Box <= sudoku.MaxBox && !Reachable(opt.Box, level) {
		return nil, fmt.Errorf("%w (%v on %dx%d)", ErrUnreachable, level, opt.Box*opt.Box, opt.Box*opt.Box)
	}
	g := &Generator{level: level, last: lastTechnique(level), maxTries: DefaultMaxTries}
	if opt.Box == sudoku.MaxBox {
		g.maxTries = maxTries25
	}
	if level < Extreme {
		opt.Keep = g.keep
		opt.KeepsSingles = level >= Easy
	}
	opt.Accept = g.accept
	if opt.Reshuffles == 0 && opt.Box == 3 { // 9×9
		opt.Reshuffles = reshuffles
	}
	gen, err := sudoku.NewGenerator(opt)
	if err != nil {
		return nil, err
	}
	g.gen = gen
	return g, nil
}

// SetMaxTries sets the number of puzzles Generate makes, at most, to find
// one of the level (until then DefaultMaxTries, or 20 on 25×25 boards;
// at least 1).
func (g *Generator) SetMaxTries(n int) { g.maxTries = max(n, 1) }

// Level returns the level of the puzzles the Generator makes.
func (g *Generator) Level() Level { return g.level }

// Generate makes a puzzle of the Generator's level, drawing every random
// choice from rng, so that the same rng state gives the same puzzle. Each
// try costs what sudoku.Generator.Generate costs, plus a rating of the
// puzzle after each removal (below extreme), which is a small part of it.
// It returns a *TriesError when no puzzle of the level came within the
// limit of tries, a *sudoku.CluesError when GenOptions.Clues cannot be
// reached, and the context's error when ctx is done.
func (g *Generator) Generate(ctx context.Context, rng *rand.Rand) (Generated, error) {
	g.ctx, g.err, g.gaveUp = ctx, nil, false
	gen, err := g.gen.Generate(ctx, rng)
	g.ctx = nil
	switch {
	case err != nil:
		return Generated{}, err
	case g.err != nil:
		return Generated{}, g.err
	case g.gaveUp:
		return Generated{}, &TriesError{Level: g.level, Tries: gen.Tries}
	}
	return Generated{Generated: gen, Rating: g.rating}, nil
}

// keep is the Keep hook: the puzzle after a removal stays when the
// techniques of the level, or easier ones, solve it. When the clues just
// removed are naked singles, the puzzle is the last one kept but for
// naked singles, and is solved as that one was.
//
// From easy up, a puzzle that naked and hidden singles solve is kept: the
// rater tries singles first, and those that apply stay applicable as
// others are placed, so it solves such a puzzle with singles only, at a
// level of easy or below whatever its score. The removal knows which
// puzzles those are (GenOptions.KeepsSingles) and asks keep only about
// the others.
func (g *Generator) keep(p sudoku.Grid) bool {
	ok := g.r.singlesAway(&g.prev, &p)
	if !ok {
		var lvl Level
		lvl, ok = g.r.solvesUpTo(&p, g.last)
		ok = ok && lvl <= g.level
	}
	if ok {
		g.prev = p
	}
	return ok
}

// accept is the Accept hook: it takes a puzzle of the level, or any puzzle
// once the tries are used up (Generate then reports the failure).
func (g *Generator) accept(gen sudoku.Generated) bool {
	g.rating, g.err = g.r.Rate(g.ctx, gen.Puzzle)
	if g.err != nil {
		return true
	}
	if g.rating.Level != g.level {
		if gen.Tries >= g.maxTries {
			g.gaveUp = true
			return true
		}
		return false
	}
	return true
}

// singlesAway reports whether p is prev with clues taken away, each a
// naked single among the clues of p: naked singles then fill p back to
// prev. It costs O(N²) and allocates nothing.
func (r *Rater) singlesAway(prev, p *sudoku.Grid) bool {
	if prev.Box() != p.Box() {
		return false
	}
	b := r.board(p.Box())
	was, now := prev.Cells(), p.Cells()
	removed := false
	for c, v := range now {
		switch {
		case v == was[c]:
			continue
		case v != 0:
			return false // not a clue of prev
		}
		var seen uint32
		for _, d := range b.peersOf(c) {
			seen |= 1 << now[d]
		}
		if !single(b.all &^ seen) {
			return false
		}
		removed = true
	}
	return removed
}

// lastTechnique returns the hardest technique of the level (the techniques
// are in order of their levels).
func lastTechnique(level Level) Technique {
	last := FullHouse
	for t := range Technique(NumTechniques) {
		if t.Level() <= level {
			last = t
		}
	}
	return last
}

// solvesUpTo reports whether the techniques up to last, without the
// uniqueness ones, solve g, which must have valid givens, and returns the
// puzzle's level (see levelOf). It stops at the first step that last does
// not allow; the puzzle then needs a harder technique or a guess, or has
// no single solution. When the techniques solve g, g has exactly one
// solution. It allocates nothing.
func (r *Rater) solvesUpTo(g *sudoku.Grid, last Technique) (Level, bool) {
	b := r.board(g.Box())
	b.load(g)
	b.noUnique = true
	hardest, score := Simple, 0
	for b.empty > 0 {
		if b.broken || !b.logicStepUpTo(last) {
			return hardest, false
		}
		b.apply()
		hardest = max(hardest, b.st.tech.Level())
		score += b.st.tech.Weight()
	}
	return levelOf(hardest, score), !b.broken
}
