package main

import (
	"errors"
	"fmt"

	"github.com/sudokudlx/sudokudlx/internal/cover"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/urfave/cli/v2"
)

// runSolveDLX is solve --format dlx: each puzzle is written as its
// exact-cover problem in Knuth's format, givens applied, for xc, DLX1 or
// any exact-cover solver. Several puzzles give several problems one after
// another, each after a comment line "| puzzle SOURCE" (xc reads one
// problem: split them, e.g. with csplit).
func runSolveDLX(c *cli.Context) error {
	cfg, err := parseSolveConfig(c)
	if err != nil {
		return err
	}
	out, err := openOutput(c)
	if err != nil {
		return err
	}
	failed := false
	for it := range puzzleStream(c.Context, commandInputs(c), c.App.Reader, cfg.hint) {
		var err error
		switch {
		case it.argErr != nil:
			err = it.argErr
		case it.parseErr != nil:
			err = it.parseErr
		case it.boardErr != nil:
			err = it.boardErr
		case it.board != nil && !it.board.Board.Shape().Matrix():
			err = fmt.Errorf("%s: --format dlx: the exact-cover problem of a %v board is too large for a solver's memory",
				sudoku.Position{File: it.board.File, Line: it.board.Line}, it.board.Board.Shape())
		}
		if err != nil {
			failed = failed || !isWarning(err)
			fmt.Fprintf(c.App.ErrWriter, "%s: %v\n", progName, err)
			continue
		}
		var werr error
		if p := it.board; p != nil {
			fmt.Fprintf(out.Writer, "| puzzle %s\n", sudoku.Position{File: p.File, Line: p.Line})
			s := p.Board.Shape()
			werr = cover.WriteBoard(out.Writer, s.Dims, s.Box, p.Board)
		} else {
			fmt.Fprintf(out.Writer, "| puzzle %s\n", it.puzzle.Source)
			werr = cover.WriteGrid(out.Writer, it.puzzle.Grid.Box(), it.puzzle.Grid)
		}
		if err := werr; err != nil {
			out.Abort()
			return withExit(exitFailure, outfile.WriteError(out.Name(), err))
		}
	}
	if c.Context.Err() != nil {
		out.Abort()
		return withExit(exitInterrupted, errors.New("interrupted"))
	}
	if err := out.Commit(); err != nil {
		return withExit(exitFailure, err)
	}
	if failed {
		return withExit(exitFailure, nil)
	}
	return nil
}
