package game

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// Spec says what puzzle a new game gets.
type Spec struct {
	// Box is the box size, 2..5 (3 for 9×9).
	Box int
	// Clues, when above 0, asks for exactly that many clues; 0 asks for a
	// minimal puzzle (no clue can be removed), as the seed made.
	Clues int
	// Level, when not 0, asks for a puzzle of exactly that difficulty
	// (see package rate).
	Level rate.Level
	// MaxTries bounds the full grids drawn before NewPuzzle gives up with
	// ErrNotFound (0 means 1000): some requests cannot be met, such as an
	// expert 4×4 puzzle or 17 clues on most 9×9 grids.
	MaxTries int
}

// ErrNotFound is wrapped by the error of NewPuzzle when no puzzle met the
// Spec within Spec.MaxTries full grids.
var ErrNotFound = errors.New("no such puzzle found")

// Puzzle is a puzzle made for a new game, with its solution and rating.
type Puzzle struct {
	sudoku.Generated
	Rating rate.Rating
}

// NewPuzzle makes a puzzle with exactly one solution that meets spec,
// drawing every random choice from rng, so that the same rng state and
// spec give the same puzzle. It uses the generator of package sudoku:
// a random full grid, then clues removed one by one in random order while
// the solution stays unique and, when spec.Level is set, while the rating
// stays at or below that level; a puzzle that ends above spec.Clues or
// below spec.Level is dropped and a new grid drawn. It returns ctx's error
// when ctx is done first, an error wrapping ErrNotFound after MaxTries
// grids.
func NewPuzzle(ctx context.Context, rng *rand.Rand, spec Spec) (Puzzle, error) {
	if spec.Level < 0 || int(spec.Level) >= rate.NumLevels {
		return Puzzle{}, fmt.Errorf("game: unknown level %d", int(spec.Level))
	}
	var rater rate.Rater
	opt := sudoku.GenOptions{Box: spec.Box, Clues: spec.Clues}
	if spec.Level != 0 && spec.Level != rate.Extreme {
		opt.Keep = func(p sudoku.Grid) bool {
			rt, err := rater.Rate(ctx, p)
			return err == nil && rt.Level <= spec.Level
		}
	}
	gen, err := sudoku.NewGenerator(opt)
	if err != nil {
		return Puzzle{}, err
	}
	tries := spec.MaxTries
	if tries <= 0 {
		tries = 1000
	}
	for range tries {
		g, err := gen.Generate(ctx, rng)
		var ce *sudoku.CluesError
		if errors.As(err, &ce) {
			continue
		}
		if err != nil {
			return Puzzle{}, err
		}
		rt, err := rater.Rate(ctx, g.Puzzle)
		if err != nil {
			if ctx.Err() != nil {
				return Puzzle{}, ctx.Err()
			}
			return Puzzle{}, err // cannot happen: the puzzle is unique
		}
		if spec.Level == 0 || rt.Level == spec.Level {
			return Puzzle{Generated: g, Rating: rt}, nil
		}
	}
	n := spec.Box * spec.Box
	what := fmt.Sprintf("%dx%d puzzle", n, n)
	if spec.Level != 0 {
		what = spec.Level.String() + " " + what
	}
	if spec.Clues > 0 {
		what += fmt.Sprintf(" with %d clues", spec.Clues)
	}
	return Puzzle{}, fmt.Errorf("%w: no %s in %d tries", ErrNotFound, what, tries)
}
