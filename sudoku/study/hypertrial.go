package study

import (
	"context"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// Hyper returns the solver of package sudoku/hyper (the singles, a short
// depth-first search on them, then CDCL on the exact cover): the one
// algorithm of D-dimensional boards, and a comparison on 2D ones. Its
// node counts are the SAT solver's conflicts.
func Hyper() Algorithm { return Algorithm{isHyper: true} }

// hyperState is a worker's state for one shape: a solver and a maker.
type hyperState struct {
	solver *hyper.Solver
	maker  *hyperMaker // nil on 2D boards, which the 2D maker makes
	bt     *hyperBT    // bt-first and bt-mincand, made with the maker
}

// hyperFor returns the worker's state for shape s, made on first need.
func (w *worker) hyperFor(s hyper.Shape, maker bool) *hyperState {
	if w.hyper == nil {
		w.hyper = map[hyper.Shape]*hyperState{}
	}
	st := w.hyper[s]
	if st == nil {
		solver, err := hyper.NewSolver(s)
		if err != nil {
			panic(err) // cannot happen: check validated the shape
		}
		st = &hyperState{solver: solver}
		w.hyper[s] = st
	}
	if maker && st.maker == nil {
		st.maker = newHyperMaker(s)
		st.bt = newHyperBT(st.maker)
	}
	return st
}

// hyperTrial is trial on the D-dimensional boards of side
// Config.Sizes[size]: the algorithms are Hyper and the baselines of
// hyperBaseline (check sees to it).
func (w *worker) hyperTrial(ctx context.Context, size, trial int, clues []int) trialResult {
	s, _ := hyperShape(w.cfg.Dims, w.cfg.Sizes[size])
	st := w.hyperFor(s, true)
	res := trialResult{size: size, outcomes: make([]outcome, len(w.cfg.Algorithms)*len(clues))}
	if err := st.maker.start(ctx, w.cfg.Mode, w.cfg.Seed, trial, clues[len(clues)-1]); err != nil {
		return res // ctx is done: par drops the result
	}
	for ki, k := range clues {
		b := st.maker.board(k)
		status := w.solveHyper(ctx, st.solver, b, 2).found
		for ai, a := range w.cfg.Algorithms {
			var o outcome
			if m, ok := a.Method(); ok {
				o = w.solveHyperBT(ctx, st.bt, b, m)
			} else {
				o = w.solveHyper(ctx, st.solver, b, 1)
			}
			o.status = status
			res.outcomes[ai*len(clues)+ki] = o
		}
	}
	return res
}

// solveHyper2D solves the 2D board g with Hyper.
func (w *worker) solveHyper2D(ctx context.Context, box int, g *sudoku.Grid) outcome {
	st := w.hyperFor(hyper.Shape{Dims: 2, Box: box}, false)
	b, _ := hyper.NewBoard(hyper.Shape{Dims: 2, Box: box})
	for i := range b.Len() {
		b.Set(i, g.At(i))
	}
	return w.solveHyper(ctx, st.solver, b, 1)
}

// solveHyperBT solves b with the baseline m within the timeout.
func (w *worker) solveHyperBT(ctx context.Context, bt *hyperBT, b *hyper.Board, m baseline.Method) outcome {
	if w.cfg.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, w.cfg.Timeout)
		defer cancel()
	}
	return bt.solve(ctx, b, m)
}

// solveHyper counts the solutions of b up to limit within the timeout.
// found is Unique for a solution found (limit 1), the status of b (limit
// 2: Unique, Multiple or None), or Invalid for a timeout; nodes are the
// SAT solver's conflicts.
func (w *worker) solveHyper(ctx context.Context, s *hyper.Solver, b *hyper.Board, limit int) outcome {
	if w.cfg.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, w.cfg.Timeout)
		defer cancel()
	}
	conflicts := s.Conflicts()
	start := time.Now()
	r := s.Solve(ctx, b, limit)
	o := outcome{elapsed: time.Since(start), nodes: s.Conflicts() - conflicts, found: r.Status}
	switch {
	case r.Err != nil:
		o.found = sudoku.Invalid
	case limit == 1 && r.Status == sudoku.Multiple:
		o.found = sudoku.Unique
	}
	return o
}
