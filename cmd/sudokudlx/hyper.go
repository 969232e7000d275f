package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/par"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/urfave/cli/v2"
)

// hyperFlags returns the flags that choose D-dimensional boards, shared by
// solve, batch and gen.
func hyperFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "dims", Usage: "boards of `D` dimensions (2 and more) with package sudoku/hyper; 0: the 2D boards"},
		&cli.IntFlag{Name: "box", Usage: "block length `B` of --dims boards (side B^D); 0: from the length of each board"},
	}
}

// hyperSet reports whether --dims or --box asks for the D-dimensional path.
func hyperSet(c *cli.Context) bool { return c.Int("dims") != 0 || c.Int("box") != 0 }

// hyperShape reads --dims and --box: the hint of the reader (Box 0 when
// the length of each board tells it), refused with a usage error before
// anything is allocated when the shape cannot be built.
func hyperShape(c *cli.Context) (hyper.Shape, error) {
	s := hyper.Shape{Dims: c.Int("dims"), Box: c.Int("box")}
	if s.Dims < 2 {
		return s, usageErrorf("--dims %d: want 2 or more (with --box B, or --box alone is not enough)", s.Dims)
	}
	if s.Box < 0 || s.Box == 1 {
		return s, usageErrorf("--box %d: want 2 or more", s.Box)
	}
	if s.Box != 0 {
		if err := s.Check(); err != nil {
			return s, usageErrorf("--dims %d --box %d: %v", s.Dims, s.Box, err)
		}
	}
	return s, nil
}

// hyperRecord is the answer for one board, or why there is none.
type hyperRecord struct {
	puzzle  *hyper.Puzzle // nil when the board could not be read
	res     hyper.Result
	elapsed time.Duration
	timeout error // the budget it went over, when not nil
	err     error // why the board could not be read (a *hyper.ParseError)
	fatal   error // the solver failed: the run stops
}

// hyperSolvers holds one solver for each shape met.
type hyperSolvers map[hyper.Shape]*hyper.Solver

func (hs hyperSolvers) solve(ctx context.Context, p *hyper.Puzzle, limit int) (hyperRecord, error) {
	s := hs[p.Board.Shape()]
	if s == nil {
		var err error
		if s, err = hyper.NewSolver(p.Board.Shape()); err != nil {
			return hyperRecord{}, err
		}
		hs[p.Board.Shape()] = s
	}
	start := time.Now()
	res, err := s.Solve(ctx, p.Board, limit)
	return hyperRecord{puzzle: p, res: res, elapsed: time.Since(start)}, err
}

// runHyperSolve is solve on --dims boards: each board of each input is
// solved in turn and its record written at once: the board before and
// after (boxed), the solution alone (line) or a JSON object (json, with
// the fields of batch's). -o, --timeout, the signals and the exit
// statuses are as for 2D boards; --max-nodes is refused, since the SAT
// solver behind these boards counts conflicts, not nodes.
func runHyperSolve(c *cli.Context) error {
	hint, err := hyperShape(c)
	if err != nil {
		return err
	}
	name := c.String("format")
	if name != "line" && name != "boxed" && name != "json" {
		return usageErrorf("--format %s: --dims boards have the formats boxed, line and json", name)
	}
	limit, b, err := hyperBudget(c)
	if err != nil {
		return err
	}
	ctx := c.Context
	out, err := openOutput(c)
	if err != nil {
		return err
	}
	out.startFlushing()
	stderr := c.App.ErrWriter
	solvers := hyperSolvers{}
	fs := fields{json: true}
	var rb bytes.Buffer
	failed, usage := false, false
	var fatal error
	for _, in := range expandArgs(c.Args().Slice()) {
		if in.err != nil {
			failed = true
			fmt.Fprintf(stderr, "%s: %v\n", progName, in.err)
			continue
		}
		r, closer, err := openInput(ctx, in, c.App.Reader)
		if err != nil {
			failed = true
			fmt.Fprintf(stderr, "%s: %v\n", progName, err)
			continue
		}
		ok := readHyper(ctx, hyper.NewReader(r, in.name, hint), func(p *hyper.Puzzle, err error) bool {
			var rec hyperRecord
			if err != nil {
				rec.err = err
			} else {
				pctx, cancel := b.context(ctx)
				rec, err = solvers.solve(pctx, p, limit)
				cancel()
				if ctx.Err() != nil {
					return false
				}
				if over := b.overrun(ctx, err); over != nil {
					rec = hyperRecord{puzzle: p, timeout: over}
				} else if err != nil {
					fatal = err
					return false
				}
			}
			v := hyperVerdict(&rec)
			failed = failed || (v != verdictUnique && v != verdictMultiple)
			if rec.err != nil && (name != "json" || errors.Is(rec.err, hyper.ErrShape)) {
				if ferr := flushOutput(out); ferr != nil {
					fatal = writeError(out.displayName(), ferr)
					return false
				}
				fmt.Fprintf(stderr, "%s: %v\n", progName, rec.err)
				usage = errors.Is(rec.err, hyper.ErrShape)
				return !usage
			}
			rb.Reset()
			if name == "json" {
				rb.Write(fs.row(false, rec.fields))
			} else {
				writeHyperRecord(&rb, &rec, name, false)
			}
			if err := emitRecord(out, rb.Bytes()); err != nil {
				fatal = writeError(out.displayName(), err)
				return false
			}
			return true
		})
		if closer != nil {
			closer()
		}
		if !ok {
			break
		}
	}
	switch {
	case ctx.Err() != nil:
		out.abort()
		return withExit(exitInterrupted, errors.New("interrupted"))
	case usage:
		out.abort()
		return withExit(exitUsage, nil)
	case fatal != nil:
		out.abort()
		return withExit(exitFailure, fatal)
	}
	if err := out.commit(); err != nil {
		return withExit(exitFailure, err)
	}
	if failed {
		return withExit(exitFailure, nil)
	}
	return nil
}

// hyperVerdict returns what became of a board.
func hyperVerdict(r *hyperRecord) verdict {
	switch {
	case r.err != nil:
		return verdictError
	case r.timeout != nil:
		return verdictTimeout
	case r.res.Status == sudoku.Unique:
		return verdictUnique
	case r.res.Status == sudoku.Multiple:
		return verdictMultiple
	case r.res.Status == sudoku.None:
		return verdictNone
	}
	return verdictInvalid
}

// hyperStatus returns the status, with the reason of an invalid board.
func hyperStatus(r *hyperRecord) string {
	if r.timeout != nil {
		return fmt.Sprintf("timeout: %v", r.timeout)
	}
	if r.res.Status == sudoku.Invalid {
		return fmt.Sprintf("invalid: %v", r.res.Err)
	}
	return r.res.Status.String()
}

func writeHyperRecord(w *bytes.Buffer, r *hyperRecord, format string, batch bool) {
	p := r.puzzle
	src := fmt.Sprintf("%s:%d", p.File, p.Line)
	if format == "line" {
		if r.res.Status == sudoku.Unique {
			fmt.Fprintln(w, r.res.Solution)
			return
		}
		if r.res.Status == sudoku.Multiple && !batch {
			fmt.Fprintln(w, r.res.Solution)
			return
		}
		fmt.Fprintf(w, "# %s: %s\n", src, hyperStatus(r))
		return
	}
	// The lines around the boards are comments, so that the output reads
	// back in.
	b := p.Board
	fmt.Fprintf(w, "# %s: %v, %d givens\n", src, b.Shape(), b.Givens())
	_ = b.WriteBoxed(w)
	if r.res.Solution != nil {
		w.WriteByte('\n')
		_ = r.res.Solution.WriteBoxed(w)
	}
	status := hyperStatus(r)
	if r.res.Status == sudoku.Multiple {
		status = fmt.Sprintf("multiple (%d or more solutions; the first shown)", r.res.Solutions)
	}
	fmt.Fprintf(w, "# %s, %v\n\n", status, r.elapsed.Round(time.Microsecond))
}

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

// emitRecord writes one record to out and lets it be flushed as records
// are (see outputFile.startFlushing).
func emitRecord(out *outputFile, b []byte) error {
	out.mu.Lock()
	defer out.mu.Unlock()
	if _, err := out.Write(b); err != nil {
		return err
	}
	return out.endRecord()
}

// flushOutput writes out what out holds, so that a diagnostic on standard
// error follows the records before it.
func flushOutput(out *outputFile) error {
	out.mu.Lock()
	defer out.mu.Unlock()
	return out.Flush()
}
