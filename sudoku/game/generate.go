package game

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// Spec says what puzzle a new game gets.
type Spec struct {
	// Box is the box size, 2..5 (3 for 9×9).
	Box int
	// Clues, when above 0, asks for exactly that many clues; 0 asks for a
	// minimal puzzle (no clue can be removed).
	Clues int
	// Level, when not 0, asks for a puzzle of exactly that difficulty
	// (see package rate).
	Level rate.Level
	// MaxTries bounds the full grids drawn before NewPuzzle gives up with
	// ErrNotFound (0 means 1000): some requests cannot be met within
	// reason, such as 17 clues on most 9×9 grids.
	MaxTries int
}

// ErrNotFound is wrapped by the error of NewPuzzle when no puzzle met the
// Spec within Spec.MaxTries full grids.
var ErrNotFound = errors.New("no such puzzle found")

// NewPuzzle makes a puzzle with exactly one solution that meets spec, and
// rates it, drawing every random choice from rng, so that the same rng
// state and spec give the same puzzle (package generate makes it; see
// generate.Reseed for the source of a seed). A puzzle that ends above
// spec.Clues is dropped and a new grid drawn. It returns ctx's error when
// ctx is done first, and an error wrapping ErrNotFound when no puzzle of
// the level exists on the board size, or none came within MaxTries grids.
func NewPuzzle(ctx context.Context, rng *rand.Rand, spec Spec) (generate.Puzzle, error) {
	tries := spec.MaxTries
	if tries <= 0 {
		tries = 1000
	}
	n := spec.Box * spec.Box
	what := fmt.Sprintf("%dx%d puzzle", n, n)
	if spec.Level != 0 {
		what = spec.Level.String() + " " + what
	}
	if spec.Clues > 0 {
		what += fmt.Sprintf(" with %d clues", spec.Clues)
	}
	gen, err := generate.New(generate.Options{Box: spec.Box, Clues: spec.Clues, Level: spec.Level, MaxTries: tries, Rate: true})
	if errors.Is(err, generate.ErrUnreachable) {
		return generate.Puzzle{}, fmt.Errorf("%w: no %s exists", ErrNotFound, what)
	}
	if err != nil {
		return generate.Puzzle{}, err
	}
	for range tries {
		p, err := gen.Generate(ctx, rng)
		var ce *sudoku.CluesError
		var te *generate.TriesError
		switch {
		case errors.As(err, &ce):
			continue
		case errors.As(err, &te):
			return generate.Puzzle{}, fmt.Errorf("%w: no %s in %d tries", ErrNotFound, what, te.Tries)
		case err != nil && ctx.Err() != nil:
			return generate.Puzzle{}, ctx.Err()
		case err != nil:
			return generate.Puzzle{}, err
		}
		return p, nil
	}
	return generate.Puzzle{}, fmt.Errorf("%w: no %s in %d tries", ErrNotFound, what, tries)
}
