package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/record"
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
	if s.Dims == 0 {
		return s, usageErrorf("--box: only with --dims")
	}
	if s.Dims < 2 {
		return s, usageErrorf("--dims %d: want 2 or more", s.Dims)
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
	return hyperRecord{puzzle: p, res: res, limit: limit, elapsed: time.Since(start)}, err
}

// runHyperSolve is solve on --dims boards: each board of each input is
// solved in turn and its record written at once, in the forms of the 2D
// records (hyper_records.go): boxed, line or json. -o, --limit,
// --timeout, the signals and the exit statuses are as for 2D boards;
// --max-nodes is refused, since the SAT solver behind these boards counts
// conflicts, not nodes. A shape too big to build stops the run with exit
// status 2.
func runHyperSolve(c *cli.Context) error {
	hint, err := hyperShape(c)
	if err != nil {
		return err
	}
	f, err := record.ParseFormat(c.String("format"), record.Boxed, record.Line, record.JSON)
	if err != nil {
		return usageErrorf("--format: %v", err)
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
	var rb bytes.Buffer
	rw := record.NewWriter(&rb, f, true)
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
			rec := hyperRecord{limit: limit}
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
					rec = hyperRecord{puzzle: p, limit: limit, elapsed: rec.elapsed, timeout: over}
				} else if err != nil {
					fatal = err
					return false
				}
			}
			failed = failed || hyperVerdict(&rec).Failed()
			if errors.Is(rec.err, hyper.ErrShape) {
				if ferr := flushOutput(out); ferr != nil {
					fatal = writeError(out.displayName(), ferr)
					return false
				}
				fmt.Fprintf(stderr, "%s: %v\n", progName, rec.err)
				usage = true
				return false
			}
			rb.Reset()
			rr := rec.record()
			_ = rw.Write(&rr) // a bytes.Buffer takes every write
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
