package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/urfave/cli/v2"
)

// runSolveDLX is solve --format dlx: each puzzle is written as its
// exact-cover problem in Knuth's format, givens applied, for xc, DLX1 or
// any exact-cover solver. Several puzzles give several problems one after
// another, each after a comment line "| puzzle SOURCE" (xc reads one
// problem: split them, e.g. with csplit). Boards of --dims are written
// by writeBoardDLX.
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
			werr = writeBoardDLX(out.Writer, p.Board)
		} else {
			fmt.Fprintf(out.Writer, "| puzzle %s\n", it.puzzle.Source)
			werr = writeSudokuDLX(out.Writer, it.puzzle.Grid)
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

// writeSudokuDLX writes the exact-cover problem of g with its givens
// applied: the items the givens cover and the options that meet them are
// left out, so that the solutions of the problem are the fillings of the
// empty cells. Items: pR,C (cell R,C filled), rR#V, cC#V, bB#V (value V
// in row R, column C, box B), counted from 1; the option "pR,C rR#V cC#V
// bB#V" puts V in cell R,C. Givens that clash (two in one unit) give a
// problem with an item "clash" and no option for it: no solution. A full
// grid gives the problem of one item "full" and one option, "full": one
// solution.
func writeSudokuDLX(w io.Writer, g sudoku.Grid) error {
	box, n := g.Box(), g.Size()
	nn := n * n
	// Items, as in internal/cover: cell, row#value, column#value, box#value.
	itemOf := func(kind, a, v int) int { return kind*nn + a*n + v }
	names := func(id int) string {
		kind, a, v := id/nn, id%nn/n, id%n
		switch kind {
		case 0:
			return fmt.Sprintf("p%d,%d", a+1, v+1)
		case 1:
			return fmt.Sprintf("r%d#%d", a+1, v+1)
		case 2:
			return fmt.Sprintf("c%d#%d", a+1, v+1)
		}
		return fmt.Sprintf("b%d#%d", a+1, v+1)
	}
	boxOf := func(r, c int) int { return r/box*box + c/box }
	optItems := func(r, c, v int) [4]int {
		return [4]int{itemOf(0, r, c), itemOf(1, r, v), itemOf(2, c, v), itemOf(3, boxOf(r, c), v)}
	}
	covered := make([]bool, 4*nn)
	clash := false
	for r := range n {
		for c := range n {
			if v := g.Get(r, c); v > 0 {
				for _, it := range optItems(r, c, v-1) {
					clash = clash || covered[it]
					covered[it] = true
				}
			}
		}
	}
	var items []string
	index := make([]int, 4*nn)
	if clash {
		items = append(items, "clash")
	}
	for id := range 4 * nn {
		if !covered[id] {
			index[id] = len(items)
			items = append(items, names(id))
		}
	}
	if len(items) == 0 {
		// A full grid: a problem needs an item, and this one has one
		// option, the empty filling.
		p := dlx.NewProblem(1, 0)
		if _, err := p.AddOption(0); err != nil {
			return err // cannot happen: one item
		}
		return dlx.WriteText(w, p, []string{"full"}, nil)
	}
	p := dlx.NewProblem(len(items), 0)
	for r := range n {
		for c := range n {
		values:
			for v := range n {
				var opt []int
				for _, it := range optItems(r, c, v) {
					if covered[it] {
						continue values
					}
					opt = append(opt, index[it])
				}
				if _, err := p.AddOption(opt...); err != nil {
					return err // cannot happen: four distinct items
				}
			}
		}
	}
	return dlx.WriteText(w, p, items, nil)
}
