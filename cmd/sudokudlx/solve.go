package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/urfave/cli/v2"
)

// solveCommand returns the solve command: solve the puzzles of files or of
// standard input, one after the other, and show each one before and after.
func solveCommand() *cli.Command {
	return &cli.Command{
		Name:      "solve",
		Usage:     "solve Sudoku puzzles and show them before and after",
		ArgsUsage: "[FILE|GLOB|-]...",
		Description: `Reads puzzles, in any layout the reader knows (one a line, grids, .sdk,
Project Euler, the boxed boards solve prints), from each FILE, or from
standard input when there is none or FILE is -. For each puzzle it prints
its source (file:line), the board before, the board after, and the
status, the time and the search nodes; "--format line" prints the
solution alone, "--format json" one JSON object a line. Puzzles are
answered as they come. Exit status: 0 when every puzzle has a solution,
1 when one is invalid, has none or cannot be read, or a FILE cannot be
read (the others are still solved), 2 for usage errors, 130 when
interrupted.`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "boxed", Usage: "output `FORMAT`: boxed, line or json"},
		}, solveFlags()...),
		Action: runSolve,
	}
}

// solveFlags returns the flags that choose how puzzles are solved, shared
// by solve and batch.
func solveFlags() []cli.Flag {
	return append([]cli.Flag{
		&cli.IntFlag{Name: "limit", Value: 2, Usage: "count solutions up to `N` (at least 2, which tells unique from multiple)"},
		&cli.StringFlag{Name: "heuristic", Value: "mrv", Usage: "branching `RULE`: mrv, first, random or mrv-random"},
		&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "`SEED` of the random heuristics"},
	}, hyperFlags()...)
}

// solveConfig is how puzzles are solved: the flags of solveFlags.
type solveConfig struct {
	limit     int
	heuristic dlx.Heuristic
	seed      uint64
}

// parseSolveConfig reads the flags of solveFlags.
func parseSolveConfig(c *cli.Context) (solveConfig, error) {
	cfg := solveConfig{limit: c.Int("limit"), seed: c.Uint64("seed")}
	if cfg.limit < 2 {
		return cfg, usageErrorf("--limit %d: want 2 or more (2 tells unique from multiple)", cfg.limit)
	}
	h, err := dlx.ParseHeuristic(c.String("heuristic"))
	if err != nil {
		return cfg, usageErrorf("--heuristic: %v", err)
	}
	cfg.heuristic = h
	return cfg, nil
}

// checkArgs returns a usage error for a flag written after the first FILE
// (urfave/cli stops reading flags there, so it would be taken for a file).
func checkArgs(c *cli.Context) error {
	args := c.Args().Slice()
	for i, a := range args {
		if i > 0 && strings.HasPrefix(a, "-") && a != "-" {
			return usageErrorf("flag %s after FILE: flags go before the files (see '%s --help')", a, c.Command.HelpName)
		}
	}
	return nil
}

// puzzleSolver solves the puzzles of one goroutine: it holds a
// sudoku.Solver for each box size, made when a puzzle of that size first
// comes, and the random source of the random heuristics.
type puzzleSolver struct {
	cfg     solveConfig
	solvers [sudoku.MaxBox + 1]*sudoku.Solver
	pcg     *rand.PCG
	rng     *rand.Rand
}

func newPuzzleSolver(cfg solveConfig) *puzzleSolver {
	pcg := rand.NewPCG(cfg.seed, 0)
	return &puzzleSolver{cfg: cfg, pcg: pcg, rng: rand.New(pcg)}
}

// solve returns the record of a puzzle or of a puzzle that could not be
// read (it must not be an argument error). With a random heuristic, the
// random source is seeded from the seed and the puzzle's index, so that
// the result does not depend on which goroutine solves the puzzle. ctx
// cancels a long search; the record is then cut short and is to be
// dropped.
func (ps *puzzleSolver) solve(ctx context.Context, it *item) record {
	if it.parseErr != nil {
		pe := it.parseErr
		return record{source: sudoku.Position{File: pe.File, Line: pe.Line}, verdict: verdictError, err: pe}
	}
	g := &it.puzzle.Grid
	rec := record{source: it.puzzle.Source, puzzle: *g, limit: ps.cfg.limit}
	box := g.Box()
	s := ps.solvers[box]
	if s == nil {
		var err error
		if s, err = sudoku.NewSolver(box); err != nil {
			// The reader makes only boards of box sizes 2..5.
			rec.verdict, rec.err = verdictInvalid, err
			return rec
		}
		s.SetHeuristic(ps.cfg.heuristic, ps.rng)
		s.SetSAT(true)
		ps.solvers[box] = s
	}
	if ps.cfg.heuristic == dlx.Random || ps.cfg.heuristic == dlx.MRVRandom {
		ps.pcg.Seed(ps.cfg.seed, uint64(it.index))
	}
	start := time.Now()
	res := s.Solve(ctx, *g, ps.cfg.limit)
	rec.elapsed = time.Since(start)
	rec.verdict = verdictOf(res.Status)
	rec.solution = res.Solution
	rec.solutions = res.Solutions
	rec.nodes = res.Nodes
	if res.Status == sudoku.Invalid {
		rec.err = res.Err
	}
	return rec
}

func runSolve(c *cli.Context) error {
	if err := checkArgs(c); err != nil {
		return err
	}
	if hyperSet(c) {
		return runHyperSolve(c, false)
	}
	f, err := parseFormat(c.String("format"), formatBoxed, formatLine, formatJSON)
	if err != nil {
		return usageErrorf("--format: %v", err)
	}
	cfg, err := parseSolveConfig(c)
	if err != nil {
		return err
	}
	ctx := c.Context
	out, err := createOutput("", c.App.Writer)
	if err != nil {
		return withExit(exitFailure, err)
	}
	rw := newRecordWriter(out.Writer, f)
	ps := newPuzzleSolver(cfg)
	failed := false
	for it := range puzzleStream(ctx, expandArgs(c.Args().Slice()), c.App.Reader) {
		if it.argErr != nil {
			failed = true
			if err := out.Flush(); err != nil {
				return withExit(exitFailure, fmt.Errorf("write: %w", err))
			}
			fmt.Fprintf(c.App.ErrWriter, "%s: %v\n", progName, it.argErr)
			continue
		}
		rec := ps.solve(ctx, &it)
		if ctx.Err() != nil {
			break
		}
		failed = failed || rec.verdict.failed()
		// Each answer is written at once: puzzles typed in are answered as
		// they come.
		err := rw.write(&rec)
		if err == nil {
			err = out.Flush()
		}
		if err != nil {
			return withExit(exitFailure, fmt.Errorf("write: %w", err))
		}
	}
	if err := out.commit(); err != nil {
		return withExit(exitFailure, fmt.Errorf("write: %w", err))
	}
	switch {
	case ctx.Err() != nil:
		return withExit(exitInterrupted, fmt.Errorf("interrupted"))
	case failed:
		return withExit(exitFailure, nil)
	}
	return nil
}
