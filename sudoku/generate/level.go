package generate

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// DefaultMaxTries is the number of puzzles a Generator makes, at most, to
// find one of Options.Level when Options.MaxTries is 0; on 25×25 boards
// it makes maxTries25.
const DefaultMaxTries = 1000

// maxTries25 bounds the puzzles of a 25×25 Generator. A 25×25 puzzle
// takes seconds, and the levels between easy and extreme are rare there:
// every empty cell costs a step of weight 4 or more, so a puzzle beyond
// singles with more than about 240 empty cells scores over 1000 (expert
// at least), and the removal, free while singles solve the puzzle, goes
// well past that (a minimal 25×25 puzzle has about 357). A run asking
// for such a level fails within a minute or two, not an hour.
const maxTries25 = 20

// reshuffles is the number of times a Generator of 9×9 puzzles of a level
// makes a puzzle that misses the level again from the same full grid,
// each time from the removal as it stood part way. More of them make the
// puzzles of one grid alike, and the level comes no sooner. On 16×16
// boards the level is mostly decided before the removal gets there, and
// they cost more than they save (docs/generation.md).
const reshuffles = 2

// ErrUnreachable is wrapped by the error of New for a level that no
// puzzle of the board size has (see rate.Reachable).
var ErrUnreachable = errors.New("generate: no puzzle of that size has that level")

// TriesError is the error of Generator.Generate when none of the puzzles
// it made within Options.MaxTries had Options.Level.
type TriesError struct {
	Level rate.Level
	Tries int
}

func (e *TriesError) Error() string {
	return fmt.Sprintf("generate: no %v puzzle in %d tries", e.Level, e.Tries)
}

// levelSteer is what Options.Level and Options.Rate make of a Generator:
//
//   - simple, easy, intermediate, expert and master: a clue is removed
//     only when the rate.Ceiling of the level admits the puzzle after the
//     removal, so the removal stops while the puzzle is at most of the
//     level. The puzzle it ends with is kept when its rating has the
//     level asked.
//   - extreme: clues are removed as far as they can (a minimal puzzle),
//     which is kept when its rating is extreme.
//
// Puzzles of the level asked are thus not minimal in general (extreme
// ones are).
type levelSteer struct {
	level   rate.Level // 0: any
	rate    bool       // rate every puzzle (a level, or Options.Rate)
	ceiling *rate.Ceiling
	// keepsSingles says that the ceiling admits every puzzle that naked
	// and hidden singles solve (from easy up): the removal knows which
	// those are from its own checks and asks the ceiling only about the
	// others.
	keepsSingles bool
	reshuffles   int // see reshuffles
	maxTries     int
	rater        rate.Rater
}

// newLevelSteer returns the levelSteer of opt, whose box size is checked.
func newLevelSteer(opt Options) (levelSteer, error) {
	s := levelSteer{level: opt.Level, rate: opt.Rate || opt.Level != 0}
	if opt.Level == 0 {
		return s, nil
	}
	if opt.Level < rate.Simple || opt.Level > rate.Extreme {
		return s, fmt.Errorf("generate: unknown level %v", opt.Level)
	}
	if !rate.Reachable(opt.Box, opt.Level) {
		n := opt.Box * opt.Box
		return s, fmt.Errorf("%w (%v on %dx%d)", ErrUnreachable, opt.Level, n, n)
	}
	if opt.MaxTries < 0 {
		return s, fmt.Errorf("generate: %d tries (want 0 or more)", opt.MaxTries)
	}
	s.maxTries = opt.MaxTries
	if s.maxTries == 0 {
		s.maxTries = DefaultMaxTries
		if opt.Box == sudoku.MaxBox {
			s.maxTries = maxTries25
		}
	}
	if opt.Level < rate.Extreme {
		c, err := rate.NewCeiling(opt.Level)
		if err != nil {
			return s, err
		}
		s.ceiling = c
		s.keepsSingles = opt.Level >= rate.Easy
	}
	if opt.Box == 3 { // 9×9
		s.reshuffles = reshuffles
	}
	return s, nil
}

// keeps reports whether the removal keeps p, which has one solution;
// singles says that naked and hidden singles solve it.
func (s *levelSteer) keeps(p *sudoku.Grid, singles bool) bool {
	return s.ceiling == nil || singles && s.keepsSingles || s.ceiling.Admits(p)
}

// accept rates the finished puzzle p when asked to, and reports whether it
// is done: p has the level asked (or any level is asked). Once p.Tries
// reaches the limit, it returns a *TriesError.
func (s *levelSteer) accept(ctx context.Context, p *Puzzle) (bool, error) {
	if !s.rate {
		return true, nil
	}
	rt, err := s.rater.Rate(ctx, p.Grid)
	if err != nil {
		return true, err
	}
	p.Rating = rt
	switch {
	case s.level == 0 || rt.Level == s.level:
		return true, nil
	case p.Tries >= s.maxTries:
		return true, &TriesError{Level: s.level, Tries: p.Tries}
	}
	return false, nil
}
