// Boards of every shape in one stream: each input is read as 2D puzzles
// or as D-dimensional boards, as --dims says or as the length of its
// first board tells, and each worker solves both kinds.

package main

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// readInput passes the puzzles of one input, read from r, to emit: as
// D-dimensional boards when hint has Dims or the input's first board is
// one by its length, else as 2D puzzles with puzzleio.Reader. It reports
// whether the stream goes on.
func readInput(ctx context.Context, r io.Reader, in input, hint hyper.Shape, emit func(item) bool) bool {
	if hint.Dims == 0 {
		var dims bool
		r, dims = hyper.Detect(r)
		if !dims {
			pr := newPuzzleReader(r, in)
			ok := readAll(ctx, pr, in.name, emit)
			if n, first := pr.Prose(); ok && n > 0 {
				ok = emit(item{argErr: &readWarning{file: in.name, line: first, lines: n}})
			}
			return ok
		}
	}
	return readHyper(ctx, hyper.NewReader(r, in.name, hint), func(p *hyper.Puzzle, err error) bool {
		return emit(item{board: p, boardErr: err})
	})
}

// solveBoard returns the record of a D-dimensional board or of one that
// could not be read: the fields of a 2D record without search nodes,
// which the solver of these boards does not count.
func (ps *puzzleSolver) solveBoard(ctx context.Context, it *item) record.Record {
	rec := record.Record{Limit: ps.cfg.limit, Nodes: record.NoNodes}
	if it.boardErr != nil {
		rec.Verdict, rec.Err = record.Error, it.boardErr
		var pe *sudoku.ParseError
		if errors.As(it.boardErr, &pe) {
			rec.Source = sudoku.Position{File: pe.File, Line: pe.Line}
		}
		return rec
	}
	p := it.board
	rec.Source = sudoku.Position{File: p.File, Line: p.Line}
	rec.Puzzle.Hyper = p.Board
	s := ps.boards[p.Board.Shape()]
	if s == nil {
		var err error
		if s, err = hyper.NewSolver(p.Board.Shape()); err != nil {
			rec.Verdict, rec.Err = record.Error, err
			return rec
		}
		ps.boards[p.Board.Shape()] = s
	}
	start := time.Now()
	sctx, cancel := ps.cfg.budget.context(ctx)
	res := s.Solve(sctx, p.Board, ps.cfg.limit)
	cancel()
	rec.Elapsed = time.Since(start)
	if over := ps.cfg.budget.overrun(ctx, res.Err, rec.Elapsed); over != nil {
		rec.Verdict, rec.Err = record.Timeout, over
		return rec
	}
	if res.Err != nil && res.Status != sudoku.Invalid {
		rec.Verdict, rec.Err = record.Error, res.Err
		return rec
	}
	rec.Verdict = record.VerdictOf(res.Status)
	if res.Status == sudoku.Unique && ps.cfg.limit == 1 {
		rec.Verdict = record.Solved // whether it is unique is not known
	}
	rec.Solution.Hyper, rec.Solutions, rec.Err = res.Solution, res.Solutions, res.Err
	return rec
}

// shapeError returns the error of a record whose board has a shape too
// big to build, which stops solve and batch with a usage error; nil for
// any other record.
func shapeError(r *record.Record) error {
	if r.Verdict == record.Error && errors.Is(r.Err, hyper.ErrShape) {
		return r.Err
	}
	return nil
}
