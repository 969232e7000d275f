// gen on --dims boards: the puzzles of package sudoku/hyper.

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/internal/par"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/urfave/cli/v2"
)

// hyperGenResult is one --dims puzzle made, or why it failed.
type hyperGenResult struct {
	index            int
	seed             uint64
	puzzle, solution *hyper.Board
	err              error
}

// runHyperGen is gen on --dims boards: puzzle i is made from the seed S+i
// alone, on -j workers (each holds a generator, and so a solver), and the
// puzzles are written in order: the same bytes for every -j.
func runHyperGen(c *cli.Context) error {
	s, err := hyperShape(c)
	if err != nil {
		return err
	}
	if s.Box == 0 {
		return usageErrorf("--dims %d: gen needs --box too", s.Dims)
	}
	if c.Args().Present() {
		return usageErrorf("gen takes no arguments, got %q", c.Args().First())
	}
	n := c.Int("n")
	if n < 1 {
		return usageErrorf("-n %d: want 1 or more puzzles", n)
	}
	clues := c.Int("clues")
	if cells := s.Cells(); clues < 0 || clues > cells {
		return usageErrorf("--clues %d: want 0 (minimal) to %d for %v", clues, cells, s)
	}
	if clues == 0 && s.Side()*s.Cells() > hyper.MaxMinimalOptions {
		return usageErrorf("%v: minimal puzzles are out of reach; give --clues K (such as %d, half the cells)", s, s.Cells()/2)
	}
	format, err := parseFormat(c.String("format"), formatLine, formatBoxed, formatJSON)
	if err != nil {
		return usageErrorf("--format: %v (--dims boards)", err)
	}
	if c.String("symmetry") != "none" || c.String("difficulty") != "any" {
		return usageErrorf("--symmetry and --difficulty are for 2D boards only")
	}
	jobs := c.Int("jobs")
	if jobs < 1 || jobs > maxJobs {
		return usageErrorf("-j %d: want 1 to %d workers", jobs, maxJobs)
	}
	jobs = min(jobs, n)
	seed := c.Uint64("seed")
	if !c.IsSet("seed") {
		seed = randomSeed()
	}
	timeout := c.Duration("timeout")
	gens := make([]*hyper.Generator, jobs)
	for w := range gens {
		if gens[w], err = hyper.NewGenerator(s); err != nil {
			return withExit(exitFailure, err) // cannot happen: the shape was checked
		}
	}
	ctx, cancel := context.WithCancel(c.Context)
	defer cancel()
	out, err := openOutput(c)
	if err != nil {
		return err
	}
	if !c.IsSet("seed") {
		fmt.Fprintf(c.App.ErrWriter, "%s: seed %d\n", progName, seed) // once the output is open
	}
	out.startFlushing()
	indices := func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
		}
	}
	make1 := func(w, i int) hyperGenResult {
		pctx, cancel := ctx, context.CancelFunc(func() {})
		if timeout > 0 {
			pctx, cancel = context.WithTimeout(ctx, timeout)
		}
		defer cancel()
		si := seed + uint64(i)
		rng := rand.New(rand.NewPCG(splitmix64(si), splitmix64(^si)))
		puzzle, sol, err := gens[w].Generate(pctx, rng, clues)
		return hyperGenResult{index: i, seed: si, puzzle: puzzle, solution: sol, err: err}
	}
	failed := false
	var rb bytes.Buffer
	err = par.Ordered(ctx, par.Config{Workers: jobs, Chunk: 1, Window: 2*jobs + 2}, iter.Seq[int](indices), make1,
		func(r hyperGenResult) error {
			if r.err != nil {
				failed = true
				if ferr := flushOutput(out); ferr != nil {
					cancel()
					return writeError(out.displayName(), ferr)
				}
				fmt.Fprintf(c.App.ErrWriter, "%s: puzzle %d (seed %d): %v\n", progName, r.index+1, r.seed, r.err)
				return nil
			}
			rb.Reset()
			writeHyperGen(&rb, &r, format, c.Bool("solution"))
			if err := emitRecord(out, rb.Bytes()); err != nil {
				cancel()
				return writeError(out.displayName(), err)
			}
			return nil
		})
	switch {
	case c.Context.Err() != nil:
		out.abort()
		return withExit(exitInterrupted, errors.New("interrupted"))
	case err != nil:
		out.abort()
		return withExit(exitFailure, err)
	}
	if err := out.commit(); err != nil {
		return withExit(exitFailure, err)
	}
	if failed {
		return withExit(exitFailure, nil)
	}
	return nil
}

// writeHyperGen writes one puzzle made by gen --dims: its line (and the
// solution's, after a space), its boxed form under a comment line, or a
// JSON object with the fields of 2D gen's where they apply: puzzle,
// solution, clues, seed, size (the side L), dims and box.
func writeHyperGen(w *bytes.Buffer, r *hyperGenResult, f format, solution bool) {
	s := r.puzzle.Shape()
	switch f {
	case formatJSON:
		fmt.Fprintf(w, `{"puzzle":"%s","solution":"%s","clues":%d,"seed":%d,"size":%d,"dims":%d,"box":%d}`+"\n",
			r.puzzle, r.solution, r.puzzle.Givens(), r.seed, s.Side(), s.Dims, s.Box)
	case formatBoxed:
		fmt.Fprintf(w, "# %v, %d clues, seed %d\n", s, r.puzzle.Givens(), r.seed)
		_ = r.puzzle.WriteBoxed(w)
		if solution {
			w.WriteByte('\n')
			_ = r.solution.WriteBoxed(w)
		}
		w.WriteByte('\n')
	default:
		w.WriteString(r.puzzle.String())
		if solution {
			w.WriteByte(' ')
			w.WriteString(r.solution.String())
		}
		w.WriteByte('\n')
	}
}
