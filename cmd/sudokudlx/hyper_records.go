// The records of solve and batch on --dims boards, as record.Records of
// a shaped record.Writer: without search nodes, which their solver does
// not count, and with the shape.

package main

import (
	"errors"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// hyperRecord is the answer for one board, or why there is none.
type hyperRecord struct {
	puzzle  *hyper.Puzzle // nil when the board could not be read
	res     hyper.Result
	limit   int // the count stopped there: limit means "limit or more"
	elapsed time.Duration
	timeout error // the budget it went over, when not nil
	err     error // why the board could not be read (a *hyper.ParseError)
	fatal   error // the solver failed: the run stops
}

// hyperVerdict returns what became of a board: under --limit 1 a solution
// found is solved, as on 2D boards, since no second one was sought.
func hyperVerdict(r *hyperRecord) record.Verdict {
	switch {
	case r.err != nil:
		return record.Error
	case r.timeout != nil:
		return record.Timeout
	case r.res.Status == sudoku.Unique && r.limit == 1:
		return record.Solved
	}
	return record.VerdictOf(r.res.Status)
}

// record returns the record of the board.
func (r *hyperRecord) record() record.Record {
	rec := record.Record{Verdict: hyperVerdict(r), Solutions: r.res.Solutions, Limit: r.limit,
		Nodes: record.NoNodes, Elapsed: r.elapsed, Err: r.reason()}
	var pe *hyper.ParseError
	switch {
	case r.puzzle != nil:
		rec.Source = sudoku.Position{File: r.puzzle.File, Line: r.puzzle.Line}
		rec.Puzzle.Hyper = r.puzzle.Board
	case errors.As(r.err, &pe):
		rec.Source = sudoku.Position{File: pe.File, Line: pe.Line}
	}
	rec.Solution.Hyper = r.res.Solution
	return rec
}

// reason returns the error of a board without a solution to show: over
// its budget, unreadable, or invalid (the clash); nil otherwise.
func (r *hyperRecord) reason() error {
	switch {
	case r.timeout != nil:
		return r.timeout
	case r.err != nil:
		return r.err
	}
	return r.res.Err
}
