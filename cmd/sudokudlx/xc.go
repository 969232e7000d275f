package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/ctxio"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/sudokudlx/sudokudlx/internal/xcpar"
	"github.com/urfave/cli/v2"
)

// xcCommand returns the xc command: solve an exact-cover problem given in
// Knuth's text format.
func xcCommand() *cli.Command {
	return &cli.Command{
		Name:      "xc",
		Usage:     "solve an exact-cover problem in Knuth's DLX1/DLX2/DLX3 format",
		ArgsUsage: "[FILE|-]",
		Description: `Reads the problem from FILE, or from standard input when FILE is - or
absent: a first line of items (primary | secondary), then one option a
line; "|" starts a comment; "x:A" gives secondary item x the color A;
"2:3|p" in the first line lets primary item p be covered 2 to 3 times,
"2|p" exactly twice (Knuth's DLX3, whose search and figures it follows).
Prints each solution, one option a line as in the input, a blank line
after it, then "N solutions". Exit status: 0 when a solution was found,
1 when there is none, 2 for usage or input errors, 128+N when signal N
stops it (130 for Ctrl-C): the solutions found are printed, the total is
not, and "interrupted after N solutions" goes to standard error.
--progress N prints a line on standard error every N updates: Knuth's
estimate of the fraction of the search tree done (from the position of
each level's option among its item's options), solutions and nodes so
far, nodes per second, the time left at that rate, and the path (option
K of D at each level); on a terminal it does so every 2 seconds.
-j N searches with N workers: the tree is split at its first levels into
parts (the options of the first items chosen) searched in parallel, the
counts added and the solutions printed in the order of -j 1.
--shard K/N searches only the K-th of N shares of those parts, so that N
jobs on any job runner add up to the whole count:
  for k in 1 2 3 4; do sudokudlx xc --count --shard $k/4 big.dlx & done
With either, --stats sums the parts' figures, which count the nodes of
the first levels once per part, and there is no progress line. A
problem with bounds is not split (one part, one worker) and takes
DLX3's branching rule, whatever --heuristic says.`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "count", Usage: "print only the number of solutions", DisableDefaultText: true},
			&cli.Int64Flag{Name: "limit", Usage: "stop after `N` solutions; the total line then says it stopped", DefaultText: "0, all"},
			&cli.StringFlag{Name: "heuristic", Value: "mrv", Usage: "branching `RULE`: mrv, first, random or mrv-random"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "`SEED` of the random heuristics"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 1, Usage: "search with `N` workers, the tree split at its first levels; the output is that of -j 1"},
			&cli.StringFlag{Name: "shard", Usage: "search only part `K/N` of the tree (1 <= K <= N): the counts of the N parts add up to the whole"},
			&cli.Int64Flag{Name: "progress", Usage: "print a progress line on stderr every `N` updates (on a terminal, without it: every 2 seconds)", DefaultText: "0, none"},
			&cli.BoolFlag{Name: "stats", Usage: "print nodes, updates, mems (memory accesses, as Knuth's DLX2 counts them; after DLX3's code with bounds) and search time on stderr", DisableDefaultText: true},
		},
		Action: runXC,
	}
}

// stdinName names standard input in messages.
const stdinName = stdinSource

func runXC(c *cli.Context) error {
	args := c.Args().Slice()
	if len(args) > 1 {
		return usageErrorf("too many arguments: %q (want one FILE)", args)
	}
	limit := c.Int64("limit")
	if limit < 0 {
		return usageErrorf("--limit %d: want 0 (all) or more", limit)
	}
	h, err := dlx.ParseHeuristic(c.String("heuristic"))
	if err != nil {
		return usageErrorf("--heuristic: %v", err)
	}

	name := ""
	if len(args) == 1 {
		name = args[0]
	}
	x, err := readProblem(c.Context, c.App.Reader, name)
	switch {
	case err != nil && c.Context.Err() != nil:
		return withExit(exitInterrupted, errors.New("interrupted"))
	case err != nil:
		return withExit(exitUsage, err)
	}
	for _, w := range x.Warnings {
		fmt.Fprintf(c.App.ErrWriter, "%s: warning: %v\n", progName, w)
	}

	every := c.Int64("progress")
	if every < 0 {
		return usageErrorf("--progress %d: want 0 (none) or more", every)
	}
	opt := dlx.Options{
		Heuristic: h,
		Rand:      rand.New(rand.NewPCG(c.Uint64("seed"), 0)),
	}
	jobs := c.Int("jobs")
	var shardK, shardN int
	if c.IsSet("shard") {
		if shardK, shardN, err = parseShard(c.String("shard")); err != nil {
			return err
		}
	}
	switch {
	case jobs < 1:
		return usageErrorf("-j %d: want 1 or more", jobs)
	case (jobs > 1 || shardN > 0) && (h == dlx.Random || h == dlx.MRVRandom):
		return usageErrorf("-j and --shard split the tree the same way every time: not with --heuristic %s", h)
	case (jobs > 1 || shardN > 0) && limit > 0:
		return usageErrorf("--limit: not with -j or --shard")
	}
	parts := xcpar.Split(x.Problem, h, shardK, shardN, jobs)
	if parts == nil {
		setProgress(&opt, c.App.ErrWriter, every)
	}
	// Solutions are flushed as they come (each one on a terminal), so that
	// a long search shows those it found.
	out, err := outfile.Create(c.Context, "", c.App.Writer)
	if err != nil {
		return withExit(exitFailure, err)
	}
	out.StartFlushing()
	start := time.Now()
	var (
		n  int64
		st dlx.Stats
	)
	switch {
	case parts == nil:
		s := dlx.NewSolver(x.Problem, opt)
		n, err = solveXC(c.Context, s, x, out, c.Bool("count"), limit)
		st = s.Stats()
	case c.Bool("count"):
		st, err = xcpar.Count(c.Context, x.Problem, opt, parts, jobs)
		n = st.Solutions
	default:
		st, err = xcpar.Print(c.Context, x.Problem, opt, parts, jobs, func(dst []byte, sol []int) []byte {
			for _, k := range sol {
				dst = append(append(dst, x.FormatOption(k)...), '\n')
			}
			return append(dst, '\n')
		}, func(b []byte) error {
			out.Lock()
			defer out.Unlock()
			_, werr := out.Write(b)
			if werr == nil {
				werr = out.EndRecord()
			}
			if werr != nil {
				return outfile.WriteError("stdout", werr)
			}
			return nil
		})
		n = st.Solutions
	}
	elapsed := time.Since(start)

	interrupted := errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
	if !interrupted {
		// An interrupted search has no total: the count so far goes to
		// standard error with the interruption, never to standard output.
		// A search stopped by --limit may have left solutions unvisited:
		// the line says so, after the count, so that "N solutions" still
		// starts it.
		stopped := ""
		if limit > 0 && n == limit && err == nil {
			stopped = fmt.Sprintf(" (stopped at --limit %d; there may be more)", limit)
		}
		out.Lock()
		fmt.Fprintf(out, "%d solution%s%s\n", n, plural(n), stopped)
		out.Unlock()
	}
	if ferr := out.Commit(); ferr != nil && err == nil {
		err = ferr
	}
	if c.Bool("stats") {
		fmt.Fprintf(c.App.ErrWriter, "%s: %s nodes, %s updates, %s mems, %.2f s\n",
			progName, commas(st.Nodes), commas(st.Updates), commas(st.Mems), elapsed.Seconds())
	}
	switch {
	case interrupted:
		return withExit(exitInterrupted, fmt.Errorf("interrupted after %s solution%s", commas(n), plural(n)))
	case err != nil:
		return withExit(exitFailure, err)
	case n == 0:
		return withExit(exitFailure, nil)
	}
	return nil
}

// setProgress sets opt to print a progress line on w every `every`
// updates, or when every is 0 and w is a terminal, every 2 seconds.
func setProgress(opt *dlx.Options, w io.Writer, every int64) {
	interval := time.Duration(0)
	if every == 0 {
		if !isTerminal(w) {
			return
		}
		every, interval = 1<<20, 2*time.Second
	}
	start := time.Now()
	last := start
	opt.ProgressEvery = every
	opt.Progress = func(p dlx.Progress) {
		now := time.Now()
		if now.Sub(last) < interval {
			return
		}
		last = now
		fmt.Fprintln(w, progressLine(p, now.Sub(start)))
	}
}

// progressLine formats a progress report: Knuth's estimate of the part of
// the tree done, the counts, the rate, the time left at that rate and the
// first levels of the path (option K of D at each).
func progressLine(p dlx.Progress, elapsed time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %.3f%% done, %s solution%s, %s nodes, %s updates",
		progName, 100*p.Fraction, commas(p.Stats.Solutions), plural(p.Stats.Solutions),
		commas(p.Stats.Nodes), commas(p.Stats.Updates))
	if sec := elapsed.Seconds(); sec > 0 {
		fmt.Fprintf(&b, ", %s nodes/s", commas(int64(float64(p.Stats.Nodes)/sec)))
		if p.Fraction > 0 {
			left := time.Duration(float64(elapsed) * (1 - p.Fraction) / p.Fraction)
			fmt.Fprintf(&b, ", about %s left", left.Round(time.Second))
		}
	}
	b.WriteString("; path")
	const shown = 12
	for i, st := range p.Path {
		if i == shown {
			b.WriteString(" ...")
			break
		}
		fmt.Fprintf(&b, " %d/%d", st.K, st.D)
	}
	return b.String()
}

// readProblem reads the problem in file name, or standard input when name
// is "" or "-". Standard input and files that are not regular files (a
// FIFO, a terminal) are opened and read so that ctx ends a wait for data.
func readProblem(ctx context.Context, stdin io.Reader, name string) (*dlx.Text, error) {
	if name == "" || name == "-" {
		if f, ok := stdin.(*os.File); ok {
			return dlx.ReadText(ctxFile(ctx, f), stdinName)
		}
		return dlx.ReadText(stdin, stdinName)
	}
	f, err := ctxio.Open(ctx, name, os.O_RDONLY)
	if err != nil {
		return nil, pathError(name, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("%s: is a directory", name)
	}
	return dlx.ReadText(ctxFile(ctx, f), name)
}

// ctxFile returns f, or for a file that may keep a read waiting (a pipe,
// a terminal: anything but a regular file) a reader that ctx ends.
func ctxFile(ctx context.Context, f *os.File) io.Reader {
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		return f
	}
	return ctxio.NewReader(ctx, f)
}

// solveXC runs the search, printing the solutions to out unless count is
// set, and returns the number of solutions found. With count, it allocates
// nothing per solution.
func solveXC(ctx context.Context, s *dlx.Solver, x *dlx.Text, out *outfile.File, count bool, limit int64) (int64, error) {
	if count {
		return s.Count(ctx, limit)
	}
	var (
		n    int64
		werr error
	)
	err := s.Search(ctx, func(sol []int) bool {
		out.Lock()
		for _, k := range sol {
			out.WriteString(x.FormatOption(k))
			out.WriteByte('\n')
		}
		werr = out.WriteByte('\n')
		if werr == nil {
			werr = out.EndRecord()
		}
		out.Unlock()
		if werr != nil {
			return false
		}
		n++
		return limit == 0 || n < limit
	})
	if err == nil && werr != nil {
		err = outfile.WriteError("stdout", werr)
	}
	return n, err
}

func plural(n int64) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// commas formats n with commas between groups of three digits: 1,651,935.
func commas(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// parseShard parses --shard K/N (1 <= K <= N).
func parseShard(s string) (k, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	if ok {
		k, err = strconv.Atoi(a)
		if err == nil {
			n, err = strconv.Atoi(b)
		}
	}
	if !ok || err != nil || n < 1 || k < 1 || k > n {
		return 0, 0, usageErrorf("--shard %q: want K/N with 1 <= K <= N, e.g. 2/8", s)
	}
	return k, n, nil
}
