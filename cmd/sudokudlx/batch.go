package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"strconv"
	"time"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/progress"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/sudokudlx/sudokudlx/internal/par"
	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

// maxJobs bounds -j: each worker holds chunks of puzzles in flight.
const maxJobs = 256

// batchChunk is the number of puzzles handed to a worker at once.
const batchChunk = 64

// batchCommand returns the batch command: solve whole collections on every
// core, with results in input order.
func batchCommand() *cli.Command {
	return &cli.Command{
		Name:      "batch",
		Usage:     "solve many puzzles on every core, one result a line, in input order",
		ArgsUsage: "[FILE|GLOB|-]...",
		Description: `Reads every puzzle of every FILE (or of standard input, when there is none
or FILE is -) as a stream, in any layout the reader knows, solves them on
-j workers and writes one record per puzzle, in input order, the same for
every -j. Patterns (puzzles/*.txt) are expanded here too. Formats: line
(the solution, or "# status: reason (source)"), json (JSON Lines) and
csv. --timeout and --max-nodes give each puzzle a budget: one over it
gets the status timeout, and the run goes on. A progress bar shows on
standard error when it is a terminal; a summary follows the run. Exit
status: 0 when every puzzle has a solution, 1 when one is invalid, has
none, is over its budget or cannot be read, or a FILE fails (the others
still run), 2 for usage errors, 128+N when signal N stops it (130 for
Ctrl-C, 143 for SIGTERM, 129 for SIGHUP: the results done so far are
written in order, a regular -o FILE is not left behind). --dims D reads
boards of D dimensions instead (see "sudokudlx man").`,
		Flags: append(append([]cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "line", Usage: "output `FORMAT`: line, json or csv"},
		}, streamFlags("solve")...), append(solveFlags(), inputFlags()...)...),
		Action: runBatch,
	}
}

// streamFlags returns the flags of the commands that run on runStream
// (batch, rate): the output file, the workers (verb says what they do),
// the progress bar and the summary.
func streamFlags(verb string) []cli.Flag {
	return []cli.Flag{
		outputFlag(),
		&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.GOMAXPROCS(0), Usage: verb + " on `N` goroutines"},
		&cli.BoolFlag{Name: "no-progress", Usage: "show no progress bar", DisableDefaultText: true},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print no summary", DisableDefaultText: true},
	}
}

// outcome is what a worker makes of an item: a record, or an argument
// error passed through in its place.
type outcome[R any] struct {
	rec    R
	argErr error
}

// tally counts the records of each verdict.
type tally [record.NumVerdicts]int64

func (t *tally) total() int64 {
	var n int64
	for _, k := range t {
		n += k
	}
	return n
}

func runBatch(c *cli.Context) error {
	f, err := record.ParseFormat(c.String("format"), record.Line, record.JSON, record.CSV)
	if err != nil {
		return usageErrorf("--format: %v", err)
	}
	cfg, err := parseSolveConfig(c)
	if err != nil {
		return err
	}
	var done tally
	stderr := c.App.ErrWriter
	return runStream(c, stream[record.Record]{
		worker: func() func(context.Context, *item) record.Record { return newPuzzleSolver(cfg).solve },
		start: func(w *bufio.Writer) (func(*record.Record) error, error) {
			rw := record.NewWriter(w, f, cfg.hint.Dims > 0)
			return func(r *record.Record) error {
				done[r.Verdict]++
				if err := shapeError(r); err != nil {
					if ferr := w.Flush(); ferr != nil {
						return ferr
					}
					fmt.Fprintf(stderr, "%s: %v\n", progName, err)
					return withExit(exitUsage, nil)
				}
				return rw.Write(r)
			}, rw.Header()
		},
		summary: func(elapsed time.Duration) string { return summary(&done, elapsed) },
		failed:  func() bool { return done.total() > done[record.Unique]+done[record.Multiple]+done[record.Solved] },
		hint:    cfg.hint,
	})
}

// stream is what a command that answers every puzzle of its inputs with
// one record R, in input order, on -j workers (batch, rate) hands to
// runStream, which does the rest: the inputs, the output (-o), the
// progress bar, the interruption, the summary (-q) and the exit status.
type stream[R any] struct {
	// worker returns a function that makes the record of a puzzle, or of a
	// puzzle that could not be read (never of an argument error), with
	// state of its own: worker is called once for each goroutine. ctx
	// cancels long work; the record is then dropped.
	worker func() func(ctx context.Context, it *item) R
	// start writes what comes before the records (the header row of csv)
	// to w and returns the function that counts a record and writes it.
	start func(w *bufio.Writer) (write func(*R) error, err error)
	// summary returns the line that sums up the records written.
	summary func(elapsed time.Duration) string
	// failed reports whether the records written call for exit status 1.
	failed func() bool
	// hint is the shape of --dims boards: they are read as such (see
	// readInput) and handed to the workers one at a time.
	hint hyper.Shape
}

// runStream runs s on the command line of c, with the flags of
// streamFlags. Results are written in input order, the same for every -j.
func runStream[R any](c *cli.Context, s stream[R]) error {
	jobs := c.Int("jobs")
	if jobs < 1 || jobs > maxJobs {
		return usageErrorf("-j %d: want 1 to %d workers", jobs, maxJobs)
	}
	stderr := c.App.ErrWriter
	if fit := hyperJobs(s.hint, jobs); fit < jobs {
		fmt.Fprintf(stderr, "sudokudlx: -j %d lowered to %d: the solvers of %d-dimensional boards would not fit in %d GiB\n", jobs, fit, s.hint.Dims, hyper.MaxBytes>>30)
		jobs = fit
	}
	ins := commandInputs(c)

	out, err := openOutput(c)
	if err != nil {
		return err
	}
	write, err := s.start(out.Writer)
	if err != nil {
		out.Abort()
		return withExit(exitFailure, outfile.WriteError(out.Name(), err))
	}
	out.StartFlushing()

	// ctx ends the reading and the work when the run is interrupted or
	// writing fails.
	ctx, cancel := context.WithCancel(c.Context)
	defer cancel()

	showBar := !c.Bool("no-progress") && isTerminal(stderr)
	total := int64(-1)
	if showBar {
		total = countPuzzles(ctx, ins, s.hint)
	}
	bar := progress.New(stderr, showBar, total, "puzzles")

	workers := make([]func(context.Context, *item) R, jobs)
	// The item a worker gets and the record written are passed by pointer
	// to functions the compiler cannot see: they live in these, allocated
	// once, so that nothing is allocated per puzzle.
	items := make([]item, jobs)
	for w := range workers {
		workers[w] = s.worker()
	}
	rec := new(R)
	argFailed := false
	start := time.Now()
	chunk := batchChunk
	if s.hint.Dims > 0 {
		chunk = 1
	}
	// Linger: puzzles from a pipe that pauses (typed, or from a slow
	// producer) are solved and written without waiting for a full chunk.
	cfg := par.Config{Workers: jobs, Chunk: chunk, Window: 2*jobs + 4, Linger: outfile.FlushAfter / 4}
	err = par.Ordered(ctx, cfg,
		puzzleStream(ctx, ins, c.App.Reader, s.hint),
		func(w int, it item) outcome[R] {
			if it.argErr != nil {
				return outcome[R]{argErr: it.argErr}
			}
			items[w] = it
			return outcome[R]{rec: workers[w](ctx, &items[w])}
		},
		func(o outcome[R]) error {
			if o.argErr != nil {
				argFailed = argFailed || !isWarning(o.argErr)
				fmt.Fprintf(stderr, "%s: %v\n", progName, o.argErr)
				return nil
			}
			bar.Add(1)
			*rec = o.rec
			out.Lock()
			err := write(rec)
			if err == nil {
				err = out.EndRecord()
			}
			out.Unlock()
			if _, ok := err.(*exitError); ok {
				cancel()
				return err
			}
			if err != nil {
				cancel()
				return outfile.WriteError(out.Name(), err)
			}
			return nil
		})
	elapsed := time.Since(start)
	bar.Finish()

	return endRun(c, out, err, s.summary(elapsed), argFailed || s.failed())
}

// summary returns the line that sums up a run:
// "N puzzles in T s (R/s): U unique, M multiple, X none, I invalid",
// then ", N solved" for solutions found under --limit
// 1, ", N timeout" for puzzles over their budget and ", N errors" for
// those that could not be read, when there are some.
func summary(t *tally, elapsed time.Duration) string {
	b := appendRun(make([]byte, 0, 128), t.total(), "", elapsed)
	b = append(b, ": "...)
	for v := record.Unique; v <= record.Invalid; v++ {
		if v > record.Unique {
			b = append(b, ", "...)
		}
		b = append(b, commas(t[v])...)
		b = append(b, ' ')
		b = append(b, v.String()...)
	}
	if k := t[record.Solved]; k > 0 {
		b = append(b, ", "...)
		b = append(b, commas(k)...)
		b = append(b, " solved"...)
	}
	if k := t[record.Timeout]; k > 0 {
		b = append(b, ", "...)
		b = append(b, commas(k)...)
		b = append(b, " timeout"...)
	}
	if k := t[record.Error]; k > 0 {
		b = append(b, ", "...)
		b = append(b, commas(k)...)
		b = append(b, " error"...)
		b = append(b, plural(k)...)
	}
	return string(b)
}

// appendRun appends the start of a summary: "N puzzles in T s (R/s)",
// with verb after "puzzles" when it is not "" ("puzzles rated in"). T has
// three significant digits or more (0.060, 1.50, 12.0); R is a whole number
// from 10 on and has two decimals below (0.50/s), so that a slow run does
// not read as no progress at all.
func appendRun(b []byte, n int64, verb string, elapsed time.Duration) []byte {
	secs := elapsed.Seconds()
	b = append(b, commas(n)...)
	b = append(b, " puzzle"...)
	b = append(b, plural(n)...)
	if verb != "" {
		b = append(b, ' ')
		b = append(b, verb...)
	}
	b = append(b, " in "...)
	prec := 1
	switch {
	case secs < 0.1:
		prec = 3
	case secs < 10:
		prec = 2
	}
	b = strconv.AppendFloat(b, secs, 'f', prec, 64)
	b = append(b, " s"...)
	if secs > 0 {
		b = append(b, " ("...)
		rate := float64(n) / secs
		if rate >= 10 || n == 0 {
			b = append(b, commas(int64(math.Round(rate)))...)
		} else {
			b = strconv.AppendFloat(b, rate, 'f', 2, 64)
		}
		b = append(b, "/s)"...)
	}
	return b
}

// isTerminal reports whether w is a terminal (the progress bar shows only
// there).
func isTerminal(w io.Writer) bool {
	f, ok := osFile(w)
	return ok && term.IsTerminal(int(f.Fd()))
}

// countPuzzles returns the number of records the inputs will give, for the
// progress bar, by reading them once; -1 when that cannot be known ahead
// (standard input or another stream that cannot be read twice).
func countPuzzles(ctx context.Context, ins []input, hint hyper.Shape) int64 {
	return countInputs(ins, func(f *os.File, in input) (n int64) {
		readInput(ctx, f, in, hint, func(it item) bool {
			if it.argErr == nil || !errors.Is(it.argErr, puzzleio.ErrNoPuzzle) && !isWarning(it.argErr) {
				n++
			}
			return ctx.Err() == nil
		})
		return n
	})
}

// countInputs sums count over the regular files of ins, each opened in
// turn; it returns -1 when an input is standard input or a special file
// (a stream that cannot be read twice).
func countInputs(ins []input, count func(f *os.File, in input) int64) int64 {
	var n int64
	for _, in := range ins {
		if in.err != nil {
			continue
		}
		if in.stdin {
			return -1
		}
		// Stat before opening: opening a FIFO waits for a writer.
		if fi, err := os.Stat(in.path); err == nil && !fi.Mode().IsRegular() {
			return -1
		}
		f, err := os.Open(in.path)
		if err != nil {
			continue
		}
		n += count(f, in)
		f.Close()
	}
	return n
}
