package main

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/par"
	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
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
(unique, not minimal); a puzzle whose removal ends above K fails.
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
--difficulty also level and score). A progress bar shows on standard
error when it is a terminal, and a summary follows the run. A puzzle
that fails (--timeout, --clues, --difficulty) is reported on standard
error and left out. Exit status: 0 when every puzzle was
made, 1 when one failed, 2 for usage errors (a level that no puzzle of
the size has: 4x4 puzzles are all simple), 128+N when signal N stops it
(130 for Ctrl-C; the puzzles done so far are written). Puzzles are
flushed as they come (within 0.1 s when not on a terminal).

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
			&cli.StringFlag{Name: "difficulty", Value: "any", Usage: "make puzzles of `LEVEL` only: simple, easy, intermediate, expert, master, extreme or any"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "line", Usage: "output `FORMAT`: line, boxed or json"},
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
	genRun
	n        int
	opt      sudoku.GenOptions
	level    rate.Level // 0 for any level
	solution bool
}

// genRun holds the flags of a gen run that 2D and --dims puzzles share.
type genRun struct {
	seed      uint64
	printSeed bool // the seed was chosen at random: print it
	format    record.Format
	jobs      int
	timeout   time.Duration
}

// parseGenRun reads and checks the flags of genRun.
func parseGenRun(c *cli.Context) (genRun, error) {
	r := genRun{jobs: c.Int("jobs"), timeout: c.Duration("timeout")}
	var err error
	if r.format, err = record.ParseFormat(c.String("format"), record.Line, record.Boxed, record.JSON); err != nil {
		return r, usageErrorf("--format: %v", err)
	}
	if r.jobs < 1 || r.jobs > maxJobs {
		return r, usageErrorf("-j %d: want 1 to %d workers", r.jobs, maxJobs)
	}
	if r.timeout < 0 {
		return r, usageErrorf("--timeout %v: want 0 (none) or more", r.timeout)
	}
	if c.IsSet("seed") {
		r.seed = c.Uint64("seed")
	} else {
		r.seed, r.printSeed = randomSeed(), true
	}
	return r, nil
}

// parseGenConfig reads and checks the flags of gen.
func parseGenConfig(c *cli.Context) (genConfig, error) {
	cfg := genConfig{n: c.Int("n"), solution: c.Bool("solution")}
	if c.Args().Present() {
		return cfg, noArguments(c)
	}
	if cfg.n < 1 {
		return cfg, usageErrorf("-n %d: want 1 or more puzzles", cfg.n)
	}
	size := c.Int("size")
	box := sudoku.BoxForSize(size)
	if box == 0 {
		return cfg, usageErrorf("--size %d: want 4, 9, 16 or 25", size)
	}
	sym, err := sudoku.ParseSymmetry(c.String("symmetry"))
	if err != nil {
		return cfg, usageErrorf("--symmetry: %v", err)
	}
	clues := c.Int("clues")
	if clues < 0 || clues > size*size {
		return cfg, usageErrorf("--clues %d: want 0 (minimal) to %d for %dx%d", clues, size*size, size, size)
	}
	cfg.opt = sudoku.GenOptions{Box: box, Symmetry: sym, Clues: clues, KeepOrder: c.Bool("keep-order")}
	if cfg.level, err = parseDifficulty(c.String("difficulty"), box); err != nil {
		return cfg, err
	}
	cfg.genRun, err = parseGenRun(c)
	return cfg, err
}

// parseDifficulty returns the level of --difficulty, 0 for any, or a usage
// error for a level that no puzzle of box size box has.
func parseDifficulty(s string, box int) (rate.Level, error) {
	if s == "any" {
		return 0, nil
	}
	level, err := rate.ParseLevel(s)
	if err != nil {
		return 0, usageErrorf("--difficulty %q: want simple, easy, intermediate, expert, master, extreme or any", s)
	}
	if !rate.Reachable(box, level) {
		var can []string
		for l := rate.Simple; l <= rate.Extreme; l++ {
			if rate.Reachable(box, l) {
				can = append(can, l.String())
			}
		}
		n := box * box
		return 0, usageErrorf("--difficulty %s: no %dx%d puzzle is %s (want %s or any for %dx%d)", level, n, n, level, strings.Join(can, ", "), n, n)
	}
	return level, nil
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

// splitmix64 scrambles a seed (the finalizer of Steele, Lea and Flood's
// SplitMix64), so that the random sources of consecutive seeds share no
// visible structure.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// genWorker makes the puzzles of one goroutine: it holds a Generator (of
// the level asked, if any) and a random source that it seeds again for
// each puzzle.
type genWorker struct {
	gen   *sudoku.Generator // for any level
	rated *rate.Generator   // for a level
	pcg   *rand.PCG
	rng   *rand.Rand
}

func newGenWorker(cfg *genConfig) (*genWorker, error) {
	pcg := rand.NewPCG(0, 0)
	w := &genWorker{pcg: pcg, rng: rand.New(pcg)}
	var err error
	if cfg.level != 0 {
		w.rated, err = rate.NewGenerator(cfg.opt, cfg.level)
	} else {
		w.gen, err = sudoku.NewGenerator(cfg.opt)
	}
	return w, err
}

// genResult is one puzzle made, or why it failed.
type genResult struct {
	index int
	seed  uint64
	gen   sudoku.Generated
	level rate.Level // with --difficulty
	score int
	err   error
}

// make generates the puzzle of the given seed.
func (w *genWorker) make(ctx context.Context, cfg *genConfig, index int) genResult {
	seed := cfg.seed + uint64(index) // wraps around
	w.pcg.Seed(splitmix64(seed), splitmix64(^seed))
	if cfg.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, cfg.timeout)
		defer cancel()
	}
	if w.rated != nil {
		rg, err := w.rated.Generate(ctx, w.rng)
		return genResult{index: index, seed: seed, gen: rg.Generated, level: rg.Rating.Level, score: rg.Rating.Score, err: err}
	}
	gen, err := w.gen.Generate(ctx, w.rng)
	return genResult{index: index, seed: seed, gen: gen, err: err}
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

// appendGenRecord appends the output of one puzzle in format f.
func appendGenRecord(dst []byte, r *genResult, cfg *genConfig) []byte {
	p, sol := &r.gen.Puzzle, &r.gen.Solution
	switch cfg.format {
	case record.Boxed:
		if r.index > 0 {
			dst = append(dst, '\n')
		}
		dst = p.AppendBoxed(dst)
		if cfg.solution {
			dst = append(dst, '\n')
			dst = sol.AppendBoxed(dst)
		}
	case record.JSON:
		dst = append(dst, `{"puzzle":"`...)
		dst = record.AppendGrid(dst, p)
		dst = append(dst, `","solution":"`...)
		dst = record.AppendGrid(dst, sol)
		dst = append(dst, `","clues":`...)
		dst = strconv.AppendInt(dst, int64(p.Clues()), 10)
		dst = append(dst, `,"seed":`...)
		dst = strconv.AppendUint(dst, r.seed, 10)
		dst = append(dst, `,"symmetry":"`...)
		dst = append(dst, r.gen.Symmetry.String()...)
		dst = append(dst, `","size":`...)
		dst = strconv.AppendInt(dst, int64(p.Size()), 10)
		if r.gen.Reorders > 0 {
			dst = append(dst, `,"reorders":`...)
			dst = strconv.AppendInt(dst, int64(r.gen.Reorders), 10)
		}
		if cfg.level != 0 {
			dst = append(dst, `,"level":"`...)
			dst = append(dst, r.level.String()...)
			dst = append(dst, `","score":`...)
			dst = strconv.AppendInt(dst, int64(r.score), 10)
		}
		dst = append(dst, "}\n"...)
	default:
		dst = record.AppendGrid(dst, p)
		if cfg.solution {
			dst = append(dst, ' ')
			dst = record.AppendGrid(dst, sol)
		}
		dst = append(dst, '\n')
	}
	return dst
}

// genChunk returns the number of puzzles handed to a worker at once: a
// few small ones, large ones one by one (their times vary widely).
func genChunk(box int) int {
	switch box {
	case 2:
		return 64
	case 3:
		return 8
	}
	return 1
}

func runGen(c *cli.Context) error {
	if hyperSet(c) {
		return runHyperGen(c)
	}
	cfg, err := parseGenConfig(c)
	if err != nil {
		return err
	}
	stderr := c.App.ErrWriter
	jobs := min(cfg.jobs, cfg.n)
	// Workers beyond one per puzzle help each puzzle check its removals
	// (16x16 and larger; the bytes stay the same).
	cfg.opt.Workers = cfg.jobs / jobs
	workers := make([]*genWorker, jobs)
	for w := range workers {
		if workers[w], err = newGenWorker(&cfg); err != nil {
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
	// A terminal sees each puzzle as it comes, a pipe within flushAfter:
	// "gen | head -5" ends as soon as head does.
	out.startFlushing()
	showBar := !c.Bool("no-progress") && (cfg.n > 1 || cfg.opt.Box >= 4)
	bar := newProgress(stderr, showBar, int64(cfg.n), "puzzles")

	indices := func(yield func(int) bool) {
		for i := range cfg.n {
			if !yield(i) {
				return
			}
		}
	}
	var (
		stats genStats
		buf   []byte
	)
	start := time.Now()
	chunk := genChunk(cfg.opt.Box)
	err = par.Ordered(ctx, par.Config{Workers: jobs, Chunk: chunk, Window: 64*jobs + 4}, iter.Seq[int](indices),
		func(w int, i int) genResult { return workers[w].make(ctx, &cfg, i) },
		func(r genResult) error {
			bar.Add(1)
			if r.err != nil {
				stats.failed++
				fmt.Fprintf(stderr, "%s: puzzle %d (seed %d): %v\n", progName, r.index+1, r.seed, describeGenError(r.err, cfg.timeout))
				return nil
			}
			stats.add(r.gen.Puzzle.Clues())
			buf = appendGenRecord(buf[:0], &r, &cfg)
			out.mu.Lock()
			_, err := out.Write(buf)
			if err == nil {
				err = out.endRecord()
			}
			out.mu.Unlock()
			if err != nil {
				cancel()
				return writeError(out.displayName(), err)
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
	var te *rate.TriesError
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
