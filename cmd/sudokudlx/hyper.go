package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

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

// hyperRecord is the answer for one board.
type hyperRecord struct {
	puzzle  *hyper.Puzzle
	res     hyper.Result
	elapsed time.Duration
	timeout error // the budget it went over, when not nil
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

// runHyperSolve is solve and batch on --dims boards: each board of each
// input is solved in turn (a 4D b=2 solver holds about 200 MB, so there
// is one worker) and its record written at once. batch writes one line a
// board and a summary; solve shows the board before and after, or, with
// --format line, the solution alone. -o, --timeout, the signals and the
// exit statuses are as for 2D boards; --max-nodes is refused, since the
// SAT solver behind these boards counts conflicts, not nodes.
func runHyperSolve(c *cli.Context, batch bool) error {
	hint, err := hyperShape(c)
	if err != nil {
		return err
	}
	name := c.String("format")
	switch {
	case name == "line":
	case name == "boxed" && !batch:
	default:
		return usageErrorf("--format %s: --dims boards have the formats line and boxed (solve) or line (batch)", name)
	}
	limit := c.Int("limit")
	if limit < 2 {
		return usageErrorf("--limit %d: want 2 or more (2 tells unique from multiple)", limit)
	}
	b, err := parseBudget(c)
	if err != nil {
		return err
	}
	if b.maxNodes > 0 {
		return usageErrorf("--max-nodes: not for --dims boards (their solver counts no nodes); use --timeout")
	}
	ctx := c.Context
	out, err := openOutput(c)
	if err != nil {
		return err
	}
	out.startFlushing()
	stderr := c.App.ErrWriter
	solvers := hyperSolvers{}
	var rb bytes.Buffer
	failed := false
	var done tally
	start := time.Now()
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
		rd := hyper.NewReader(r, in.name, hint)
		for ctx.Err() == nil {
			p, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				failed = true
				done[verdictError]++
				if ferr := flushOutput(out); ferr != nil {
					out.abort()
					return withExit(exitFailure, writeError(out.displayName(), ferr))
				}
				fmt.Fprintf(stderr, "%s: %v\n", progName, err)
				if errors.Is(err, hyper.ErrShape) {
					if closer != nil {
						closer()
					}
					out.abort()
					return withExit(exitUsage, nil)
				}
				continue
			}
			pctx, cancel := b.context(ctx)
			rec, err := solvers.solve(pctx, p, limit)
			cancel()
			if ctx.Err() != nil {
				break
			}
			if over := b.overrun(ctx, err); over != nil {
				rec = hyperRecord{puzzle: p, timeout: over}
			} else if err != nil {
				out.abort()
				return withExit(exitFailure, err)
			}
			v := hyperVerdict(&rec)
			done[v]++
			failed = failed || (v != verdictUnique && v != verdictMultiple)
			rb.Reset()
			writeHyperRecord(&rb, &rec, name, batch)
			if err := emitRecord(out, rb.Bytes()); err != nil {
				out.abort()
				return withExit(exitFailure, writeError(out.displayName(), err))
			}
		}
		if closer != nil {
			closer()
		}
	}
	if ctx.Err() != nil {
		out.abort()
		if batch && !c.Bool("quiet") {
			fmt.Fprintf(stderr, "%s: %s\n", progName, summary(&done, time.Since(start)))
		}
		return withExit(exitInterrupted, errors.New("interrupted"))
	}
	if err := out.commit(); err != nil {
		return withExit(exitFailure, err)
	}
	if batch && !c.Bool("quiet") {
		fmt.Fprintf(stderr, "%s: %s\n", progName, summary(&done, time.Since(start)))
	}
	if failed {
		return withExit(exitFailure, nil)
	}
	return nil
}

// hyperVerdict returns what became of a board.
func hyperVerdict(r *hyperRecord) verdict {
	switch {
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

// runHyperGen is gen on --dims boards: puzzle i is made from the seed S+i
// alone, one after another.
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
	format := c.String("format")
	if format != "line" && format != "boxed" {
		return usageErrorf("--format %s: --dims boards have the formats line and boxed", format)
	}
	if c.String("symmetry") != "none" || c.String("difficulty") != "any" {
		return usageErrorf("--symmetry and --difficulty are for 2D boards only")
	}
	seed := c.Uint64("seed")
	if !c.IsSet("seed") {
		seed = randomSeed()
		fmt.Fprintf(c.App.ErrWriter, "%s: seed %d\n", progName, seed)
	}
	timeout := c.Duration("timeout")
	gen, err := hyper.NewGenerator(s)
	if err != nil {
		return withExit(exitFailure, err) // cannot happen: the shape was checked
	}
	out, err := openOutput(c)
	if err != nil {
		return err
	}
	out.startFlushing()
	failed := false
	var rb bytes.Buffer
	for i := range n {
		ctx := c.Context
		cancel := func() {}
		if timeout > 0 {
			ctx, cancel = context.WithTimeout(ctx, timeout)
		}
		si := seed + uint64(i)
		rng := rand.New(rand.NewPCG(splitmix64(si), splitmix64(^si)))
		puzzle, sol, err := gen.Generate(ctx, rng, clues)
		cancel()
		if c.Context.Err() != nil {
			out.abort()
			return withExit(exitInterrupted, errors.New("interrupted"))
		}
		if err != nil {
			failed = true
			if ferr := flushOutput(out); ferr != nil {
				out.abort()
				return withExit(exitFailure, writeError(out.displayName(), ferr))
			}
			fmt.Fprintf(c.App.ErrWriter, "%s: puzzle %d (seed %d): %v\n", progName, i+1, si, err)
			continue
		}
		rb.Reset()
		if format == "line" {
			rb.WriteString(puzzle.String())
			if c.Bool("solution") {
				rb.WriteByte(' ')
				rb.WriteString(sol.String())
			}
			rb.WriteByte('\n')
		} else {
			fmt.Fprintf(&rb, "# %v, %d clues, seed %d\n", s, puzzle.Givens(), si)
			_ = puzzle.WriteBoxed(&rb)
			if c.Bool("solution") {
				rb.WriteByte('\n')
				_ = sol.WriteBoxed(&rb)
			}
			rb.WriteByte('\n')
		}
		if err := emitRecord(out, rb.Bytes()); err != nil {
			out.abort()
			return withExit(exitFailure, writeError(out.displayName(), err))
		}
	}
	if err := out.commit(); err != nil {
		return withExit(exitFailure, err)
	}
	if failed {
		return withExit(exitFailure, nil)
	}
	return nil
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
