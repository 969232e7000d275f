package sudoku

import (
	"context"
	"math/rand/v2"
)

// Solvers holds a Solver for each box size, made when a grid of that size
// first comes, so that a worker that meets boards of several sizes builds
// each matrix once. The fields set up each Solver as it is made; set them
// before the first call. The zero value is ready to use: the default
// heuristic (MRV), no SAT hand-off, no budget. Like a Solver, Solvers is
// not safe for concurrent use: give each goroutine its own, or keep idle
// ones in a sync.Pool.
type Solvers struct {
	// Heuristic and Rand are passed to SetHeuristic; Rand may be reseeded
	// between searches, for each puzzle its own random choices.
	Heuristic Heuristic
	Rand      *rand.Rand
	// SAT is passed to SetSAT, MaxNodes to SetMaxNodes.
	SAT      bool
	MaxNodes int64

	solvers [MaxBox + 1]*Solver
}

// Get returns the Solver of box size box (2..5), made on the first call
// for that size, or the error of NewSolver.
func (ss *Solvers) Get(box int) (*Solver, error) {
	if box >= MinBox && box <= MaxBox && ss.solvers[box] != nil {
		return ss.solvers[box], nil
	}
	s, err := NewSolver(box)
	if err != nil {
		return nil, err
	}
	s.SetHeuristic(ss.Heuristic, ss.Rand)
	s.SetSAT(ss.SAT)
	s.SetMaxNodes(ss.MaxNodes)
	ss.solvers[box] = s
	return s, nil
}

// Solve solves g with the Solver of its box size, as Solver.Solve does.
// A grid whose size has no Solver (the zero Grid) is Invalid, with the
// error of NewSolver.
func (ss *Solvers) Solve(ctx context.Context, g Grid, limit int) Result {
	s, err := ss.Get(g.Box())
	if err != nil {
		return Result{Status: Invalid, Err: err}
	}
	return s.Solve(ctx, g, limit)
}
