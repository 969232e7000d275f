package hyper

import (
	"context"
	"fmt"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// A Solver answers questions about the boards of one shape: by the
// singles, a short depth-first search on them and chain swaps, and, for
// what these leave open, the exact-cover reduction in a CDCL solver
// (package internal/xcsat), built on first need and kept. It is not safe
// for concurrent use.
type Solver struct {
	geo  *geometry
	mask *masks // the mask path, for shapes beyond Shape.Matrix; prop is nil then
	prop *propagator
	swap *swapper      // made on the first use
	sat  *xcsat.Solver // made on the first use
}

// NewSolver returns a solver for shape s, or the error of s.Check. It
// costs O(D·L^D); the SAT solver, when a board needs it, costs time and
// memory linear in L^(D+1)·(D+2): about 200 MB for 4D b=2.
func NewSolver(s Shape) (*Solver, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	return newSolver(newGeometry(s))
}

func newSolver(g *geometry) (*Solver, error) {
	if !g.shape.Matrix() {
		return newMaskSolver(g), nil
	}
	return &Solver{geo: g, prop: newPropagator(g)}, nil
}

// newMaskSolver returns a solver on the mask path alone (mask.go), which
// every shape has; the tests hold it against the matrix path.
func newMaskSolver(g *geometry) *Solver {
	return &Solver{geo: g, mask: newMasks(g)}
}

// ensureSAT builds the SAT solver on first need.
func (s *Solver) ensureSAT() error {
	if s.sat != nil {
		return nil
	}
	sat, err := xcsat.New(s.geo.numItems(), s.geo.numItems(), s.geo.optionItems())
	if err != nil {
		return fmt.Errorf("hyper: %w", err)
	}
	s.sat = sat
	return nil
}

// Shape returns the shape of the solver's boards.
func (s *Solver) Shape() Shape { return s.geo.shape }

// Conflicts returns the number of conflicts the solver has met since it
// was made: its measure of work.
func (s *Solver) Conflicts() int64 {
	if s.sat == nil {
		return 0
	}
	return s.sat.Stats().Conflicts
}

// Result is the answer of Solve.
type Result struct {
	Status    sudoku.Status
	Solution  *Board // the first solution found; nil unless Unique or Multiple
	Solutions int    // solutions found, up to the limit
	// Err says why the board is Invalid (a *sudoku.ConflictError for
	// givens that clash, another error for a board of another shape than
	// the solver's), or why the search stopped early: the context's error
	// or a failure of the SAT solver. After a search that stopped early,
	// Status and Solutions tell only what was found before the stop.
	Err error
}

// Solve counts the solutions of b up to limit (at least 1; 2 tells Unique
// from Multiple). Givens that clash make an Invalid result without search.
// Result.Err is ctx.Err() when ctx is done first. The singles come first;
// then a short depth-first search on them looks for a solution, or a
// formula grid relabeled to agree with the givens (relabel.go), and a
// chain swap free of givens turns one solution into two; what these leave
// open goes to the SAT solver, built on first need, with the givens fixed
// and each solution found ruled out by a clause. The time taken depends on
// the puzzle.
func (s *Solver) Solve(ctx context.Context, b *Board, limit int) Result {
	if b.Shape() != s.Shape() {
		return Result{Status: sudoku.Invalid, Err: fmt.Errorf("hyper: board %v given to a solver of %v", b.Shape(), s.Shape())}
	}
	if err := b.Validate(); err != nil {
		return Result{Status: sudoku.Invalid, Err: err}
	}
	limit = max(limit, 1)
	if s.mask != nil {
		return s.solveMasks(ctx, b, limit)
	}
	// The singles settle most puzzles with many givens at a cost linear in
	// the board; a contradiction they meet is one.
	switch s.prop.outcome(b) {
	case solved:
		sol := b.empty()
		copy(sol.cells, s.prop.val)
		return Result{Status: sudoku.Unique, Solution: sol, Solutions: 1}
	case contradicted:
		return Result{Status: sudoku.None}
	}
	var found []*Board
	sol := s.dfs(ctx, b)
	if sol == nil {
		sol = s.relabeled(ctx, b)
	}
	if sol != nil {
		found = append(found, sol)
		if limit == 2 {
			if alt := s.otherSolution(b, sol); alt != nil {
				found = append(found, alt)
			}
		}
	}
	var err error
	if len(found) < limit {
		found, err = s.satCount(ctx, b, limit, found)
	}
	res := Result{Solutions: len(found), Err: err}
	switch len(found) {
	case 0:
		res.Status = sudoku.None
	case 1:
		res.Status = sudoku.Unique
	default:
		res.Status = sudoku.Multiple
	}
	if len(found) > 0 {
		res.Solution = found[0]
	}
	return res
}

// satCount adds to found, the solutions of b known so far, those the SAT
// solver finds, up to limit in all.
func (s *Solver) satCount(ctx context.Context, b *Board, limit int, found []*Board) ([]*Board, error) {
	if err := s.ensureSAT(); err != nil {
		return found, err
	}
	// The givens are fixed rather than assumed: the solver's assumptions
	// keep a bit set per option of every assumption, which on large boards
	// with thousands of givens costs gigabytes.
	s.sat.Reset()
	for i, v := range b.cells {
		if v != 0 {
			if err := s.sat.Fix(xcsat.True(s.geo.option(i, int(v)))); err != nil {
				return found, nil
			}
		}
	}
	var block []xcsat.Lit
	exclude := func(sol *Board) error {
		// Rule out sol: some empty cell of b differs.
		block = block[:0]
		for i, v := range b.cells {
			if v == 0 {
				block = append(block, xcsat.False(s.geo.option(i, sol.At(i))))
			}
		}
		if err := s.sat.Require(block); err != nil {
			return fmt.Errorf("hyper: %w", err)
		}
		return nil
	}
	for _, sol := range found {
		if err := exclude(sol); err != nil {
			return found, err
		}
	}
	for len(found) < limit {
		st, err := s.sat.Solve(ctx, nil)
		if err != nil {
			return found, err
		}
		if st == xcsat.Unsatisfiable {
			break
		}
		sol := s.model(b)
		found = append(found, sol)
		if len(found) == 1 && limit == 2 {
			if alt := s.otherSolution(b, sol); alt != nil {
				return append(found, alt), nil
			}
		}
		if len(found) < limit {
			if err := exclude(sol); err != nil {
				return found, err
			}
		}
	}
	return found, nil
}

// model returns the board of the last model, a board shaped like b.
func (s *Solver) model(b *Board) *Board {
	out := b.empty()
	for _, r := range s.sat.Model() {
		out.cells[int(r)/s.geo.side] = uint8(int(r)%s.geo.side + 1)
	}
	return out
}

// solveMasks is Solve on the mask path: the singles, then a depth-first
// search on them that counts to limit. Both are proofs: the status is
// Unique or None only when the search covered every branch, and a search
// that ctx stops says so in Err, with what it found before.
func (s *Solver) solveMasks(ctx context.Context, b *Board, limit int) Result {
	m := s.mask
	m.load(b) // Validate found no clash
	var found []*Board
	var err error
	switch m.propagate(ctx) {
	case solved:
		found = append(found, m.board(b))
	case stuck:
		if err = ctx.Err(); err == nil {
			err = m.count(ctx, b, limit, &found)
		}
	}
	res := Result{Solutions: len(found), Err: err, Status: sudoku.None}
	switch {
	case len(found) == 1:
		res.Status = sudoku.Unique
	case len(found) > 1:
		res.Status = sudoku.Multiple
	}
	if len(found) > 0 {
		res.Solution = found[0]
	}
	return res
}
