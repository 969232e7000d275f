package hyper

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// A Solver answers questions about the boards of one shape: it holds the
// exact-cover reduction in a CDCL solver (package internal/xcsat), built
// once, and asks each question under assumptions (the givens), so that
// what it learns on one puzzle carries over to the next. It is not safe
// for concurrent use.
type Solver struct {
	geo   *geometry
	prop  *propagator
	sat   *xcsat.Solver
	asm   []xcsat.Lit
	dirty bool // clauses were required: Reset before the next question
}

// NewSolver returns a solver for shape s, or the error of s.Check. It
// costs time and memory linear in L^(D+1)·(D+2): about 170 MB for 4D b=2.
func NewSolver(s Shape) (*Solver, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	return newSolver(newGeometry(s))
}

func newSolver(g *geometry) (*Solver, error) {
	sat, err := xcsat.New(g.numItems(), g.numItems(), g.optionItems())
	if err != nil {
		return nil, fmt.Errorf("hyper: %w", err)
	}
	return &Solver{geo: g, sat: sat, prop: newPropagator(g)}, nil
}

// Shape returns the shape of the solver's boards.
func (s *Solver) Shape() Shape { return s.geo.shape }

// Conflicts returns the number of conflicts the solver has met since it
// was made: its measure of work.
func (s *Solver) Conflicts() int64 { return s.sat.Stats().Conflicts }

// Result is the answer of Solve.
type Result struct {
	Status    sudoku.Status
	Solution  *Board // the first solution found; nil unless Unique or Multiple
	Solutions int    // solutions found, up to the limit
	Err       error  // the *ClashError of an Invalid board
}

// clean readies the solver for a new question.
func (s *Solver) clean() {
	if s.dirty {
		s.sat.Reset()
		s.dirty = false
	}
}

// Solve counts the solutions of b up to limit (at least 1; 2 tells Unique
// from Multiple). Givens that clash make an Invalid result without search.
// It returns ctx.Err() when ctx is done first. The time taken depends on
// the puzzle; each solution after the first adds a clause that rules it
// out, which the next question clears (Reset) at a cost linear in the
// problem.
func (s *Solver) Solve(ctx context.Context, b *Board, limit int) (Result, error) {
	if b.Shape() != s.Shape() {
		return Result{}, fmt.Errorf("hyper: board %v given to a solver of %v", b.Shape(), s.Shape())
	}
	if err := b.Validate(); err != nil {
		return Result{Status: sudoku.Invalid, Err: err}, nil
	}
	limit = max(limit, 1)
	// The singles settle most puzzles with many givens at a cost linear in
	// the board; a contradiction they meet is one.
	switch s.prop.outcome(b) {
	case solved:
		sol := b.empty()
		copy(sol.cells, s.prop.val)
		return Result{Status: sudoku.Unique, Solution: sol, Solutions: 1}, nil
	case contradicted:
		return Result{Status: sudoku.None}, nil
	}
	// The givens are fixed rather than assumed: the solver's assumptions
	// keep a bit set per option of every assumption, which on large boards
	// with thousands of givens costs gigabytes.
	s.sat.Reset()
	s.dirty = false
	var res Result
	for i, v := range b.cells {
		if v != 0 {
			if err := s.sat.Fix(xcsat.True(s.geo.option(i, int(v)))); err != nil {
				res.Status = sudoku.None
				return res, nil
			}
		}
	}
	for res.Solutions < limit {
		st, err := s.sat.Solve(ctx, nil)
		if err != nil {
			return Result{}, err
		}
		if st == xcsat.Unsatisfiable {
			break
		}
		res.Solutions++
		sol := s.model(b)
		if res.Solution == nil {
			res.Solution = sol
		}
		if res.Solutions == limit {
			break
		}
		// Rule out this solution: some empty cell of b differs.
		var block []xcsat.Lit
		for i, v := range b.cells {
			if v == 0 {
				block = append(block, xcsat.False(s.geo.option(i, sol.At(i))))
			}
		}
		if len(block) == 0 {
			break // a full board has one solution, itself
		}
		s.dirty = true
		if err := s.sat.Require(block); err != nil {
			return Result{}, fmt.Errorf("hyper: %w", err)
		}
	}
	switch res.Solutions {
	case 0:
		res.Status = sudoku.None
	case 1:
		res.Status = sudoku.Unique
	default:
		res.Status = sudoku.Multiple
	}
	return res, nil
}

// model returns the board of the last model, a board shaped like b.
func (s *Solver) model(b *Board) *Board {
	out := b.empty()
	for _, r := range s.sat.Model() {
		out.cells[int(r)/s.geo.side] = uint8(int(r)%s.geo.side + 1)
	}
	return out
}

// errNoGrid is returned when the solver finds no full grid, which would be
// a bug: every shape has one.
var errNoGrid = errors.New("hyper: no full grid found")

// FullGrid returns a full grid drawn by a randomized search: the solver's
// decisions follow activities drawn from rng, so the first options it
// tries, and with them the grid, are random; any grid can come out (the
// decisions may follow its options in any order without a conflict). It
// forgets what it learned before, so that the grid depends on rng alone.
func (s *Solver) FullGrid(ctx context.Context, rng *rand.Rand) (*Board, error) {
	s.sat.Reset()
	s.dirty = false
	for r := range s.geo.numOptions() {
		s.sat.SetActivity(r, rng.Float64())
	}
	st, err := s.sat.Solve(ctx, nil)
	if err != nil {
		return nil, err
	}
	if st != xcsat.Satisfiable {
		return nil, errNoGrid
	}
	return s.model(&Board{geo: s.geo, cells: make([]uint8, s.geo.cells)}), nil
}
