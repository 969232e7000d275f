// gen on --dims boards: the puzzles of package sudoku/hyper, made and
// written as 2D gen makes and writes its own (gen.go), with the same
// progress bar, summary, signals, -o and exit statuses.

package main

import (
	"bytes"
	"context"
	"fmt"
	"iter"
	"math/rand/v2"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/par"
	"github.com/sudokudlx/sudokudlx/internal/record"
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

// hyperGenConfig is what the flags of gen ask for on --dims boards.
type hyperGenConfig struct {
	genRun
	shape    hyper.Shape
	n, clues int
}

// parseHyperGenConfig reads and checks the flags of gen with --dims; the
// flags of 2D puzzles alone are refused rather than ignored.
func parseHyperGenConfig(c *cli.Context) (hyperGenConfig, error) {
	cfg := hyperGenConfig{n: c.Int("n"), clues: c.Int("clues")}
	s, err := hyperShape(c)
	if err != nil {
		return cfg, err
	}
	cfg.shape = s
	if s.Box == 0 {
		return cfg, usageErrorf("--dims %d: gen needs --box too", s.Dims)
	}
	if c.Args().Present() {
		return cfg, noArguments(c)
	}
	for _, f := range []struct {
		name string
		used bool
	}{
		{"size", c.IsSet("size")},
		{"symmetry", c.String("symmetry") != "none"},
		{"difficulty", c.String("difficulty") != "any"},
		{"keep-order", c.Bool("keep-order")},
	} {
		if f.used {
			return cfg, usageErrorf("--%s: for 2D boards only, not with --dims", f.name)
		}
	}
	if cfg.n < 1 {
		return cfg, usageErrorf("-n %d: want 1 or more puzzles", cfg.n)
	}
	if cells := s.Cells(); cfg.clues < 0 || cfg.clues > cells {
		return cfg, usageErrorf("--clues %d: want 0 (minimal) to %d for %v", cfg.clues, cells, s)
	}
	if cfg.clues == 0 && s.Side()*s.Cells() > hyper.MaxMinimalOptions {
		return cfg, usageErrorf("%v: minimal puzzles are out of reach; give --clues K (such as %d, half the cells)", s, s.Cells()/2)
	}
	cfg.genRun, err = parseGenRun(c)
	return cfg, err
}

// runHyperGen is gen on --dims boards: puzzle i is made from the seed S+i
// alone, on -j workers (each holds a generator, and so a solver), and the
// puzzles are written in order: the same bytes for every -j.
func runHyperGen(c *cli.Context) error {
	cfg, err := parseHyperGenConfig(c)
	if err != nil {
		return err
	}
	stderr := c.App.ErrWriter
	jobs := min(cfg.jobs, cfg.n)
	gens := make([]*hyper.Generator, jobs)
	for w := range gens {
		if gens[w], err = hyper.NewGenerator(cfg.shape); err != nil {
			return withExit(exitFailure, err) // cannot happen: the shape was checked
		}
	}
	ctx, cancel := context.WithCancel(c.Context)
	defer cancel()
	out, err := openOutput(c)
	if err != nil {
		return err
	}
	if cfg.printSeed {
		fmt.Fprintf(stderr, "%s: seed %d\n", progName, cfg.seed) // once the output is open
	}
	out.startFlushing()
	bar := newProgress(stderr, !c.Bool("no-progress"), int64(cfg.n), "puzzles")
	indices := func(yield func(int) bool) {
		for i := range cfg.n {
			if !yield(i) {
				return
			}
		}
	}
	make1 := func(w, i int) hyperGenResult {
		pctx, cancel := ctx, context.CancelFunc(func() {})
		if cfg.timeout > 0 {
			pctx, cancel = context.WithTimeout(ctx, cfg.timeout)
		}
		defer cancel()
		si := cfg.seed + uint64(i)
		rng := rand.New(rand.NewPCG(splitmix64(si), splitmix64(^si)))
		puzzle, sol, err := gens[w].Generate(pctx, rng, cfg.clues)
		return hyperGenResult{index: i, seed: si, puzzle: puzzle, solution: sol, err: err}
	}
	var (
		stats genStats
		rb    bytes.Buffer
	)
	start := time.Now()
	err = par.Ordered(ctx, par.Config{Workers: jobs, Chunk: 1, Window: 2*jobs + 2}, iter.Seq[int](indices), make1,
		func(r hyperGenResult) error {
			bar.Add(1)
			if r.err != nil {
				if ctx.Err() != nil {
					return nil // interrupted, not failed
				}
				stats.failed++
				if ferr := flushOutput(out); ferr != nil {
					cancel()
					return writeError(out.displayName(), ferr)
				}
				fmt.Fprintf(stderr, "%s: puzzle %d (seed %d): %v\n", progName, r.index+1, r.seed, describeGenError(r.err, cfg.timeout))
				return nil
			}
			stats.add(r.puzzle.Givens())
			rb.Reset()
			writeHyperGen(&rb, &r, cfg.format, c.Bool("solution"))
			if err := emitRecord(out, rb.Bytes()); err != nil {
				cancel()
				return writeError(out.displayName(), err)
			}
			return nil
		})
	elapsed := time.Since(start)
	bar.Finish()
	return endRun(c, out, err, stats.summary(elapsed), stats.failed > 0)
}

// writeHyperGen writes one puzzle made by gen --dims: its line (and the
// solution's, after a space), its boxed form under a comment line, or a
// JSON object with the fields of 2D gen's where they apply: puzzle,
// solution, clues, seed, size (the side L), dims and box.
func writeHyperGen(w *bytes.Buffer, r *hyperGenResult, f record.Format, solution bool) {
	s := r.puzzle.Shape()
	switch f {
	case record.JSON:
		fmt.Fprintf(w, `{"puzzle":"%s","solution":"%s","clues":%d,"seed":%d,"size":%d,"dims":%d,"box":%d}`+"\n",
			r.puzzle, r.solution, r.puzzle.Givens(), r.seed, s.Side(), s.Dims, s.Box)
	case record.Boxed:
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
