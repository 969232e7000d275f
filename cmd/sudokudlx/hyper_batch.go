// batch on --dims boards: the boards of package sudoku/hyper through
// runStream, on -j workers, with the records in input order.

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/urfave/cli/v2"
)

// hyperStream returns the source of runStream for --dims boards: every
// board of the inputs, read one at a time with hyper.Reader under the
// hint of --dims and --box. A board that cannot be read gives an item
// with boardErr; a read that fails (not a bad line) ends that input.
func hyperStream(hint hyper.Shape) func(context.Context, []input, io.Reader) iter.Seq[item] {
	return func(ctx context.Context, ins []input, stdin io.Reader) iter.Seq[item] {
		return func(yield func(item) bool) {
			var index int64
			for _, in := range ins {
				if ctx.Err() != nil {
					return
				}
				if in.err != nil {
					if !yield(item{argErr: in.err}) {
						return
					}
					continue
				}
				r, closer, err := openInput(ctx, in, stdin)
				if err != nil {
					if !yield(item{argErr: err}) {
						return
					}
					continue
				}
				ok := readHyper(ctx, hyper.NewReader(r, in.name, hint), func(p *hyper.Puzzle, err error) bool {
					index++
					return yield(item{index: index - 1, board: p, boardErr: err})
				})
				if closer != nil {
					closer()
				}
				if !ok {
					return
				}
			}
		}
	}
}

// readHyper passes each board of rd, or its error, to emit until the end
// of the input, a read that fails, or emit returning false (then it
// returns false too).
func readHyper(ctx context.Context, rd *hyper.Reader, emit func(*hyper.Puzzle, error) bool) bool {
	for ctx.Err() == nil {
		p, err := rd.Next()
		if err == io.EOF {
			return true
		}
		if !emit(p, err) {
			return false
		}
		if err != nil && !badLine(err) {
			return true // the reader cannot go on: its error repeats
		}
	}
	return true
}

// badLine reports whether err is about the input's text, which the reader
// skips to read on, rather than a read that failed.
func badLine(err error) bool {
	var ce *hyper.ClashError
	return errors.Is(err, hyper.ErrSymbol) || errors.Is(err, hyper.ErrLength) ||
		errors.Is(err, hyper.ErrIncomplete) || errors.Is(err, hyper.ErrShape) || errors.As(err, &ce)
}

// countHyper returns the number of boards and bad boards of the inputs,
// for the progress bar; -1 when that cannot be known ahead (see
// countPuzzles).
func countHyper(hint hyper.Shape) func(context.Context, []input) int64 {
	return func(ctx context.Context, ins []input) int64 {
		return countInputs(ins, func(f *os.File, in input) (n int64) {
			readHyper(ctx, hyper.NewReader(f, in.name, hint), func(*hyper.Puzzle, error) bool { n++; return true })
			return n
		})
	}
}

// hyperWorker solves the boards of one goroutine of batch --dims: it
// keeps one solver for each shape met (a 4D b=2 solver holds about 200
// MB, so the memory grows with -j, not with the input).
func hyperWorker(limit int, b budget) func() func(context.Context, *item) hyperRecord {
	return func() func(context.Context, *item) hyperRecord {
		solvers := hyperSolvers{}
		return func(ctx context.Context, it *item) hyperRecord {
			if it.boardErr != nil {
				return hyperRecord{limit: limit, err: it.boardErr}
			}
			pctx, cancel := b.context(ctx)
			rec, err := solvers.solve(pctx, it.board, limit)
			cancel()
			if over := b.overrun(ctx, err); over != nil {
				return hyperRecord{puzzle: it.board, limit: limit, elapsed: rec.elapsed, timeout: over}
			}
			rec.fatal = err // or nil; a cancelled ctx drops the record
			return rec
		}
	}
}

// runHyperBatch is batch on --dims boards: runStream with the boards of
// hyperStream, one to a chunk, and the records of hyperRecord in the
// forms of the 2D records (line, json, csv). A shape too big to build
// stops the run with exit status 2.
func runHyperBatch(c *cli.Context) error {
	hint, err := hyperShape(c)
	if err != nil {
		return err
	}
	f, err := record.ParseFormat(c.String("format"), record.Line, record.JSON, record.CSV)
	if err != nil {
		return usageErrorf("--format: %v", err)
	}
	limit, b, err := hyperBudget(c)
	if err != nil {
		return err
	}
	stderr := c.App.ErrWriter
	var done tally
	return runStream(c, stream[hyperRecord]{
		worker: hyperWorker(limit, b),
		start: func(w *bufio.Writer) (func(*hyperRecord) error, error) {
			rw := record.NewWriter(w, f, true)
			write := func(r *hyperRecord) error {
				if r.fatal != nil {
					return r.fatal
				}
				done[hyperVerdict(r)]++
				if errors.Is(r.err, hyper.ErrShape) {
					if err := w.Flush(); err != nil {
						return err
					}
					fmt.Fprintf(stderr, "%s: %v\n", progName, r.err)
					return withExit(exitUsage, nil)
				}
				rr := r.record()
				return rw.Write(&rr)
			}
			return write, rw.Header()
		},
		summary: func(elapsed time.Duration) string { return summary(&done, elapsed) },
		failed:  func() bool { return done.total() > done[record.Unique]+done[record.Multiple]+done[record.Solved] },
		source:  hyperStream(hint),
		count:   countHyper(hint),
		chunk:   1,
	})
}

// hyperBudget reads the flags of solveFlags for solve and batch on --dims
// boards: --limit, --timeout, and --max-nodes, which they refuse (their
// solver counts conflicts, not nodes), as they refuse the flags of the
// 2D search and of CSV inputs rather than ignore them.
func hyperBudget(c *cli.Context) (int, budget, error) {
	for _, name := range []string{"heuristic", "seed", "column"} {
		if c.IsSet(name) {
			return 0, budget{}, usageErrorf("--%s: for 2D boards only, not with --dims", name)
		}
	}
	limit := c.Int("limit")
	if limit < 1 {
		return 0, budget{}, usageErrorf("--limit %d: want 1 or more (2 tells unique from multiple)", limit)
	}
	b, err := parseBudget(c)
	if err != nil {
		return 0, b, err
	}
	if b.maxNodes > 0 {
		return 0, b, usageErrorf("--max-nodes: not for --dims boards (their solver counts no nodes); use --timeout")
	}
	return limit, b, nil
}
