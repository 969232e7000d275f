package main

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"iter"
	"runtime"
	"strconv"
	"time"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/progress"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/sudokudlx/sudokudlx/internal/par"
	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/urfave/cli/v2"
)

// genCommand returns the gen command: make unique, minimal puzzles,
// reproducibly, on every core.
func genCommand() *cli.Command {
	return &cli.Command{
		Name:  "gen",
		Usage: "generate unique, minimal puzzles, one a line",
		Description: `Makes -n puzzles with exactly one solution each. Each starts from a full
grid drawn at random by the dancing-links search; every cell (or, with
--symmetry, every set of cells the symmetry maps onto each other) is then
tried once, in random order, and emptied when the puzzle keeps exactly
one solution. The puzzle is minimal: emptying any further cell (set of
cells) would admit a second solution. --clues K stops at K clues instead
(unique, not minimal); a puzzle whose removal ends above K fails. A K
that no puzzle has is refused at once (exit 2): fewer than 17 on 9x9, 4
on 4x4 and N-1 on NxN, or with a symmetry a count its sets of cells
cannot add up to (play and serve refuse it in the same words).
--difficulty LEVEL makes puzzles of that level only, as "sudokudlx rate"
rates them: up to master, a clue is removed only while the techniques of
the level still solve the puzzle, and the puzzle is kept when its level
is the one asked (it is not minimal, in general); extreme puzzles are
minimal ones that rate calls extreme (forcing chains, a guess, or a score
over 1800). A 9x9 puzzle of another level is made again from the same
grid, from part way through its removal, twice at most, before a new
grid is drawn. A puzzle fails after 1,000 tries without its level (20
on 25x25 boards, where a try takes seconds and only simple, easy and,
rarely, extreme puzzles come).

Puzzle i (from 0) is made from the seed S+i alone, so the output is the
same for every -j and "gen --seed S+i -n 1" makes puzzle i again. Without
--seed a random seed is chosen and printed on standard error. Formats:
line (one puzzle a line, '.' for empty cells; --solution adds the
solution after a space), boxed (grids with rules; --solution adds the
solution's grid), json (JSON Lines: puzzle, solution, clues, seed,
symmetry, size; reorders when some were made, see below; with
--difficulty also level and score), csv (a header row, then puzzle,
solution with --solution, seed, clues, symmetry, level, score, rating;
the last three empty unless --difficulty or --rate rated the puzzle).
--rate rates every puzzle as "sudokudlx rate" does and adds its level,
score and rating (Sudoku Explainer's scale) to each record: after the
line, in a comment line over the boxed grid, as fields of json and csv.

A progress bar shows on standard error when it is a terminal, and a
summary follows the run. A puzzle that fails (--timeout, --clues,
--difficulty) is reported on standard error and left out. Exit status:
0 when every puzzle was made, 1 when one failed, 2 for usage errors (a
level that no puzzle of the size has: 4x4 puzzles are all simple), 128+N
when signal N stops it (130 for Ctrl-C; the puzzles done so far are
written). Puzzles are flushed as they come (within 0.1 s when not on a
terminal).

A minimal 25x25 puzzle takes seconds. How long depends mostly on the
random order of the removal; when an early look at the checks finds them
hard (counted in SAT conflicts, not seconds, so the output still does not
depend on -j), the removal starts again on the same grid with a new
order, a few times at most. The puzzles then lean towards those whose
checks are easy for the SAT solver; --keep-order keeps the first order of
each grid instead. docs/generation.md tells the details.`,
		Flags: append([]cli.Flag{
			&cli.IntFlag{Name: "n", Value: 1, Usage: "make `N` puzzles"},
			&cli.Uint64Flag{Name: "seed", Usage: "`SEED` of the first puzzle; puzzle i uses SEED+i", DefaultText: "random, printed"},
			&cli.IntFlag{Name: "size", Value: 9, Usage: "board `SIZE`: 4, 9, 16 or 25"},
			&cli.StringFlag{Name: "symmetry", Value: "none", Usage: "clue `SYMMETRY`: none, rotate90, rotate180, mirror, flip, diagonal or random"},
			&cli.IntFlag{Name: "clues", Usage: "stop at `K` clues instead of a minimal puzzle", DefaultText: "0, minimal"},
			&cli.StringFlag{Name: "difficulty", Value: "any", Usage: "make puzzles of `LEVEL` only: simple, easy, intermediate, expert, master, extreme or any (HoDoKu's medium, hard, unfair too)"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "line", Usage: "output `FORMAT`: line, boxed, json or csv"},
			&cli.BoolFlag{Name: "rate", Usage: "add the level, score and rating of each puzzle to its record", DisableDefaultText: true},
			outputFlag(),
			&cli.BoolFlag{Name: "solution", Usage: "print each puzzle's solution too", DisableDefaultText: true},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.GOMAXPROCS(0), Usage: "generate on `N` goroutines"},
			&cli.BoolFlag{Name: "keep-order", Usage: "25x25: keep each grid's first removal order, however slow (see above)", DisableDefaultText: true},
			&cli.DurationFlag{Name: "timeout", Usage: "give up a puzzle after `D` (such as 10s)", DefaultText: "0, never"},
			&cli.BoolFlag{Name: "no-progress", Usage: "show no progress bar", DisableDefaultText: true},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print no summary", DisableDefaultText: true},
		}, hyperFlags()...),
		Action: runGen,
	}
}

// genConfig is what the flags of gen ask for.
type genConfig struct {
	seed      uint64
	printSeed bool // the seed was chosen at random: print it
	format    record.Format
	jobs      int
	timeout   time.Duration
	n         int
	solution  bool
	rate      bool     // --rate: every record carries its rating
	board     genBoard // 2D or --dims
}

// A genBoard is the kind of board gen makes puzzles of: 2D (package
// generate) or --dims (package hyper). Everything else in gen is the same
// for both.
type genBoard interface {
	// newMaker returns the maker of one worker; helpers is the number of
	// goroutines each worker may use within one puzzle.
	newMaker(helpers int) (genMaker, error)
	// chunk is the number of puzzles handed to a worker at once.
	chunk() int
	// slow says whether one puzzle takes long enough to want a
	// progress bar.
	slow() bool
	// header returns the header row of csv from e (valid until e's next
	// row).
	header(e *record.Encoder, cfg *genConfig) []byte
	// fit returns the workers, at most jobs, whose generators and
	// puzzles in flight fit in memory.
	fit(jobs int) int
	// window is the number of chunks in flight for jobs workers: made
	// and waiting to be written, or being made.
	window(jobs int) int
}

// A genMaker makes the puzzles of one worker.
type genMaker interface {
	// make makes the puzzle of seed.
	make(ctx context.Context, seed uint64) (genMade, error)
}

// genMade is a puzzle made, as gen writes it.
type genMade interface {
	clues() int
	// writeRecord writes the output of the puzzle, number index (from 0)
	// of the run, in the format of cfg to w, with the buffers of sc.
	writeRecord(w io.Writer, sc *genScratch, cfg *genConfig, index int, seed uint64) error
}

// genScratch holds the buffers that records are built in, reused from
// one record to the next.
type genScratch struct {
	buf []byte
	enc *record.Encoder
}

// parseGenConfig reads and checks the flags of gen.
func parseGenConfig(c *cli.Context) (genConfig, error) {
	cfg := genConfig{n: c.Int("n"), solution: c.Bool("solution"), rate: c.Bool("rate"), jobs: c.Int("jobs"), timeout: c.Duration("timeout")}
	if c.Args().Present() {
		return cfg, noArguments(c)
	}
	if cfg.n < 1 {
		return cfg, usageErrorf("-n %d: want 1 or more puzzles", cfg.n)
	}
	var err error
	if hyperSet(c) {
		cfg.board, err = parseDimsBoard(c)
	} else {
		cfg.board, err = parsePlaneBoard(c)
	}
	if err != nil {
		return cfg, err
	}
	if cfg.format, err = record.ParseFormat(c.String("format"), record.Line, record.Boxed, record.JSON, record.CSV); err != nil {
		return cfg, usageErrorf("--format: %v", err)
	}
	if cfg.jobs < 1 || cfg.jobs > maxJobs {
		return cfg, usageErrorf("-j %d: want 1 to %d workers", cfg.jobs, maxJobs)
	}
	if cfg.timeout < 0 {
		return cfg, usageErrorf("--timeout %v: want 0 (none) or more", cfg.timeout)
	}
	if c.IsSet("seed") {
		cfg.seed = c.Uint64("seed")
	} else {
		cfg.seed, cfg.printSeed = randomSeed(), true
	}
	return cfg, nil
}

// randomSeed returns a seed below 2^53, so that it survives a round trip
// through a JSON number in any language.
func randomSeed() uint64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		return uint64(time.Now().UnixNano()) >> 11
	}
	return binary.LittleEndian.Uint64(b[:]) >> 11
}

// genResult is one puzzle made, or why it failed.
type genResult struct {
	index int
	seed  uint64
	made  genMade
	err   error
}

// makeOne makes puzzle index of the run with m.
func (cfg *genConfig) makeOne(ctx context.Context, m genMaker, index int) genResult {
	seed := cfg.seed + uint64(index) // wraps around
	if cfg.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, cfg.timeout)
		defer cancel()
	}
	made, err := m.make(ctx, seed)
	return genResult{index: index, seed: seed, made: made, err: err}
}

// genStats sums up the puzzles made.
type genStats struct {
	made, failed       int64
	minClues, maxClues int
	sumClues           int64
}

func (s *genStats) add(clues int) {
	if s.made == 0 || clues < s.minClues {
		s.minClues = clues
	}
	if s.made == 0 || clues > s.maxClues {
		s.maxClues = clues
	}
	s.made++
	s.sumClues += int64(clues)
}

// summary returns the line that sums up a run: "N puzzles generated in
// T s (R/s), A-B clues (mean M)", and ", F failed" when some failed.
func (s *genStats) summary(elapsed time.Duration) string {
	b := appendRun(make([]byte, 0, 128), s.made, "generated", elapsed)
	if s.made > 0 {
		b = append(b, ", "...)
		b = strconv.AppendInt(b, int64(s.minClues), 10)
		if s.maxClues != s.minClues {
			b = append(b, '-')
			b = strconv.AppendInt(b, int64(s.maxClues), 10)
		}
		b = append(b, " clues (mean "...)
		b = strconv.AppendFloat(b, float64(s.sumClues)/float64(s.made), 'f', 1, 64)
		b = append(b, ')')
	}
	if s.failed > 0 {
		b = append(b, ", "...)
		b = append(b, commas(s.failed)...)
		b = append(b, " failed"...)
	}
	return string(b)
}

// runGen makes puzzle i from the seed S+i alone, on -j workers (each holds
// a maker, and so its solvers), and writes the puzzles in order: the same
// bytes for every -j.
func runGen(c *cli.Context) error {
	cfg, err := parseGenConfig(c)
	if err != nil {
		return err
	}
	stderr := c.App.ErrWriter
	jobs := min(cfg.jobs, cfg.n)
	if fit := cfg.board.fit(jobs); fit < jobs {
		fmt.Fprintf(stderr, "%s: -j %d lowered to %d: the generators of these boards would not fit in %d GiB\n", progName, jobs, fit, hyper.MaxBytes>>30)
		jobs = fit
	}
	makers := make([]genMaker, jobs)
	for w := range makers {
		// Workers beyond one per puzzle help each puzzle (the bytes stay
		// the same).
		if makers[w], err = cfg.board.newMaker(cfg.jobs / jobs); err != nil {
			return withExit(exitFailure, err) // cannot happen: the options were checked
		}
	}

	ctx, cancel := context.WithCancel(c.Context)
	defer cancel()
	out, err := openOutput(c)
	if err != nil {
		return err
	}
	if cfg.printSeed {
		// Only once the output is open: a run that fails at once has no
		// seed to repeat.
		fmt.Fprintf(stderr, "%s: seed %d\n", progName, cfg.seed)
	}
	enc := record.NewEncoder(cfg.format)
	if cfg.format == record.CSV {
		if _, err := out.Writer.Write(cfg.board.header(enc, &cfg)); err != nil {
			out.Abort()
			return withExit(exitFailure, outfile.WriteError(out.Name(), err))
		}
	}
	// A terminal sees each puzzle as it comes, a pipe within outfile.FlushAfter:
	// "gen | head -5" ends as soon as head does.
	out.StartFlushing()
	showBar := !c.Bool("no-progress") && (cfg.n > 1 || cfg.board.slow())
	bar := progress.New(stderr, showBar, int64(cfg.n), "puzzles")

	indices := func(yield func(int) bool) {
		for i := range cfg.n {
			if !yield(i) {
				return
			}
		}
	}
	var (
		stats genStats
		sc    = genScratch{enc: enc}
	)
	start := time.Now()
	err = par.Ordered(ctx, par.Config{Workers: jobs, Chunk: cfg.board.chunk(), Window: cfg.board.window(jobs)}, iter.Seq[int](indices),
		func(w int, i int) genResult { return cfg.makeOne(ctx, makers[w], i) },
		func(r genResult) error {
			bar.Add(1)
			if r.err != nil {
				if ctx.Err() != nil {
					return nil // interrupted, not failed
				}
				stats.failed++
				if err := out.FlushRecords(); err != nil {
					cancel()
					return outfile.WriteError(out.Name(), err)
				}
				fmt.Fprintf(stderr, "%s: puzzle %d (seed %d): %v\n", progName, r.index+1, r.seed, describeGenError(r.err, cfg.timeout))
				return nil
			}
			stats.add(r.made.clues())
			out.Lock()
			err := r.made.writeRecord(out.Writer, &sc, &cfg, r.index, r.seed)
			if err == nil {
				err = out.EndRecord()
			}
			out.Unlock()
			if err != nil {
				cancel()
				return outfile.WriteError(out.Name(), err)
			}
			return nil
		})
	elapsed := time.Since(start)
	bar.Finish()
	return endRun(c, out, err, stats.summary(elapsed), stats.failed > 0)
}

// describeGenError says why a puzzle failed, 2D or not, in the words of
// the flags.
func describeGenError(err error, timeout time.Duration) error {
	var ce *sudoku.CluesError
	var he *hyper.CluesError
	var te *generate.TriesError
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("timed out after %v (--timeout)", timeout)
	case errors.As(err, &ce):
		return fmt.Errorf("--clues %d not reached: the removal stopped at %d clues", ce.Want, ce.Got)
	case errors.As(err, &he):
		return fmt.Errorf("--clues %d not reached: the removal stopped at %d clues", he.Want, he.Got)
	case errors.As(err, &te):
		return fmt.Errorf("no %v puzzle in %s tries (--difficulty)", te.Level, commas(int64(te.Tries)))
	}
	return err
}
