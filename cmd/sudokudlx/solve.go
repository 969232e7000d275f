package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
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
answered as they come. --timeout and --max-nodes give each puzzle a
budget: one over it gets the status timeout, and the next is solved.
--limit 1 takes the first solution found (status solved). Exit status:
0 when every puzzle has a solution, 1 when one is invalid, has none, is
over its budget or cannot be read, or a FILE cannot be read (the others
are still solved), 2 for usage errors, 128+N when signal N stops it (130
for Ctrl-C, 143 for SIGTERM; the answers finished are written).`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "boxed", Usage: "output `FORMAT`: boxed, line, json, or dlx (the puzzle as its exact-cover problem, for xc)"},
			outputFlag(),
		}, append(solveFlags(), inputFlags()...)...),
		Action: runSolve,
	}
}

// solveFlags returns the flags that choose how puzzles are solved, shared
// by solve and batch.
func solveFlags() []cli.Flag {
	return append([]cli.Flag{
		&cli.IntFlag{Name: "limit", Value: 2, Usage: "count solutions up to `N`: 2 tells unique from multiple, 1 finds one solution (status solved)"},
		&cli.StringFlag{Name: "heuristic", Value: "mrv", Usage: "branching `RULE`: mrv, first, random or mrv-random"},
		&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "`SEED` of the random heuristics"},
	}, append(budgetFlags(true), hyperFlags()...)...)
}

// solveConfig is how puzzles are solved: the flags of solveFlags.
type solveConfig struct {
	hint      hyper.Shape // the shape --dims and --box insist on; Dims 0: each input's own
	limit     int
	heuristic sudoku.Heuristic
	seed      uint64
	budget    budget
}

// parseSolveConfig reads the flags of solveFlags and of hyperFlags.
func parseSolveConfig(c *cli.Context) (solveConfig, error) {
	hint, err := boardHint(c)
	if err != nil {
		return solveConfig{}, err
	}
	if hint.Dims > 0 {
		limit, b, err := hyperBudget(c)
		return solveConfig{hint: hint, limit: limit, budget: b}, err
	}
	cfg := solveConfig{limit: c.Int("limit"), seed: c.Uint64("seed")}
	if cfg.limit < 1 {
		return cfg, usageErrorf("--limit %d: want 1 or more (2 tells unique from multiple)", cfg.limit)
	}
	h, err := sudoku.ParseHeuristic(c.String("heuristic"))
	if err != nil {
		return cfg, usageErrorf("--heuristic: %v", err)
	}
	cfg.heuristic = h
	cfg.budget, err = parseBudget(c)
	return cfg, err
}

// puzzleSolver solves the puzzles and boards of one goroutine: it holds
// the sudoku.Solvers of the box sizes and a hyper.Solver for each shape, made
// when a puzzle of that size first comes (a 4D b=2 solver holds about 200
// MB, so the memory grows with -j, not with the input), and the random
// source of the random heuristics.
type puzzleSolver struct {
	cfg     solveConfig
	solvers sudoku.Solvers
	boards  map[hyper.Shape]*hyper.Solver
	pcg     *rand.PCG // the source of solvers.Rand, reseeded for each puzzle
}

func newPuzzleSolver(cfg solveConfig) *puzzleSolver {
	pcg := rand.NewPCG(cfg.seed, 0)
	return &puzzleSolver{
		cfg:     cfg,
		solvers: sudoku.Solvers{Heuristic: cfg.heuristic, Rand: rand.New(pcg), SAT: true, MaxNodes: cfg.budget.maxNodes},
		boards:  map[hyper.Shape]*hyper.Solver{},
		pcg:     pcg,
	}
}

// solve returns the record of a puzzle or of a puzzle that could not be
// read (it must not be an argument error). With a random heuristic, the
// random source is seeded from the seed and the puzzle's index, so that
// the result does not depend on which goroutine solves the puzzle. ctx
// cancels a long search; the record is then cut short and is to be
// dropped.
func (ps *puzzleSolver) solve(ctx context.Context, it *item) record.Record {
	if it.board != nil || it.boardErr != nil {
		return ps.solveBoard(ctx, it)
	}
	if it.parseErr != nil {
		pe := it.parseErr
		return record.Record{Source: sudoku.Position{File: pe.File, Line: pe.Line}, Verdict: record.Error, Err: pe}
	}
	g := &it.puzzle.Grid
	rec := record.Record{Source: it.puzzle.Source, Puzzle: record.Board{Grid: *g}, Limit: ps.cfg.limit}
	s, err := ps.solvers.Get(g.Box())
	if err != nil {
		// The reader makes only boards of box sizes 2..5.
		rec.Verdict, rec.Err = record.Invalid, err
		return rec
	}
	if ps.cfg.heuristic == sudoku.Random || ps.cfg.heuristic == sudoku.MRVRandom {
		ps.pcg.Seed(ps.cfg.seed, uint64(it.index))
	}
	start := time.Now()
	sctx, cancel := ps.cfg.budget.context(ctx)
	res := s.Solve(sctx, *g, ps.cfg.limit)
	cancel()
	rec.Elapsed = time.Since(start)
	if err := ps.cfg.budget.overrun(ctx, res.Err, rec.Elapsed); err != nil {
		rec.Verdict, rec.Err, rec.Nodes = record.Timeout, err, res.Nodes
		return rec
	}
	rec.Verdict = record.VerdictOf(res.Status)
	if ps.cfg.limit == 1 && res.Solutions == 1 {
		rec.Verdict = record.Solved // whether it is unique is not known
	}
	rec.Solution.Grid = res.Solution
	rec.Solutions = res.Solutions
	rec.Nodes = res.Nodes
	if res.Status == sudoku.Invalid {
		rec.Err = res.Err
	}
	return rec
}

func runSolve(c *cli.Context) error {
	if c.String("format") == "dlx" {
		return runSolveDLX(c) // xc_format.go
	}
	f, err := record.ParseFormat(c.String("format"), record.Boxed, record.Line, record.JSON)
	if err != nil {
		return usageErrorf("--format: %v", err)
	}
	cfg, err := parseSolveConfig(c)
	if err != nil {
		return err
	}
	ctx := c.Context
	out, err := openOutput(c)
	if err != nil {
		return err
	}
	rw := record.NewWriter(out.Writer, f, cfg.hint.Dims > 0)
	ps := newPuzzleSolver(cfg)
	failed := false
	for it := range puzzleStream(ctx, commandInputs(c), c.App.Reader, cfg.hint) {
		if ctx.Err() != nil {
			break
		}
		if it.argErr != nil {
			failed = failed || !isWarning(it.argErr)
			if err := out.Flush(); err != nil {
				out.Abort()
				return withExit(exitFailure, outfile.WriteError(out.Name(), err))
			}
			fmt.Fprintf(c.App.ErrWriter, "%s: %v\n", progName, it.argErr)
			continue
		}
		rec := ps.solve(ctx, &it)
		if ctx.Err() != nil {
			break
		}
		if err := shapeError(&rec); err != nil {
			if ferr := out.Flush(); ferr != nil {
				out.Abort()
				return withExit(exitFailure, outfile.WriteError(out.Name(), ferr))
			}
			fmt.Fprintf(c.App.ErrWriter, "%s: %v\n", progName, err)
			out.Abort()
			return withExit(exitUsage, nil)
		}
		failed = failed || rec.Verdict.Failed()
		// Each answer is written at once: puzzles typed in are answered as
		// they come.
		err := rw.Write(&rec)
		if err == nil {
			err = out.Flush()
		}
		if err != nil {
			out.Abort()
			return withExit(exitFailure, outfile.WriteError(out.Name(), err))
		}
	}
	if ctx.Err() != nil {
		// Standard output and special files have every answer; a regular
		// -o file is not left partial.
		if err := out.Abort(); err != nil && !out.Whole() {
			fmt.Fprintf(c.App.ErrWriter, "%s: %v\n", progName, err)
		}
		return withExit(exitInterrupted, errors.New("interrupted"))
	}
	if err := out.Commit(); err != nil {
		return withExit(exitFailure, err)
	}
	switch {
	case failed:
		return withExit(exitFailure, nil)
	}
	return nil
}
