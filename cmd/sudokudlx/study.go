package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/chart"
	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/progress"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/sudokudlx/sudokudlx/internal/study"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/urfave/cli/v2"
)

// Defaults of study, chosen so that a bare run takes well under a minute
// on two cores (see docs/study.md).
const (
	studyDefaultAlgorithms = "mrv,bt-first,bt-mincand,ac3"
	studyDefaultTrials     = 100
	studyDefaultTimeout    = time.Second
	studyDimsTrials        = 10 // with --dims 3 or more, whose searches take longer
)

// studyCommand returns the study command: the experiments of the seed
// studies on how the search behaves as the number of givens grows.
func studyCommand() *cli.Command {
	return &cli.Command{
		Name:      "study",
		Usage:     "measure success rate, timeouts and solve time against the number of givens",
		ArgsUsage: " ",
		Description: `For each board size, algorithm and number of givens K, makes --trials
boards (--mode random: K random values that do not clash, which may leave
no solution, as in the studies this project grew from; --mode solution: K
cells of a random full grid) and solves each with every algorithm, up to
the first solution or --timeout. The algorithms are the dancing-links
engine's heuristics (mrv, first, random, mrv-random) and those studies'
hand-written baselines (bt-first, bt-mincand, bt-random, bt-maxcons,
bt-degree, ac3); "all" names all ten. Prints per row the rates of
success, of proved no-solution and of timeouts, the mean and median time
and mean nodes of the successful searches, and how many boards have one
solution or several; --format seed prints the studies' Table 1 and Table
2 instead. --chart DIR writes a PNG and an SVG chart per size. The same
boards serve every algorithm; the table is the same for every -j, the
times aside. --dims D --box B runs it on D-dimensional boards (8x8x8 for
3 and 2) with the algorithm hyper (bt-first and bt-mincand on request),
10 trials by default. Exit status: 0, 1 when an output cannot be
written, 2 for usage errors, 128+N when signal N stops it (130 for
Ctrl-C, 143 for SIGTERM: nothing is written, as the table needs every trial).`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "size", Value: "9", Usage: "board `SIZES`: 4, 9, 16 or 25, or a comma list"},
			&cli.StringFlag{Name: "heuristic", Aliases: []string{"algorithm"}, Value: studyDefaultAlgorithms, Usage: "`ALGORITHMS` to compare, a comma list: mrv, first, random, mrv-random, bt-first, bt-mincand, bt-random, bt-maxcons, bt-degree, ac3, hyper, or all (with --dims 3 or more: hyper, bt-first, bt-mincand)"},
			&cli.StringFlag{Name: "clues", Usage: "numbers of givens `K`: a list (0,5,10) or ranges (0:35:5)", DefaultText: "0:35:5 for 9x9, 0:7 for 4x4, 0:105:15 for 16x16, 0:280:40 for 25x25; with --dims, 0 to 10.5% of the cells by 1.5%"},
			&cli.IntFlag{Name: "trials", Value: studyDefaultTrials, Usage: "`N` boards for each size and K"},
			&cli.DurationFlag{Name: "timeout", Value: studyDefaultTimeout, Usage: "give up each search after `D` (0 for never)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "`SEED` of the boards and of the random algorithms"},
			&cli.StringFlag{Name: "mode", Value: "random", Usage: "how boards are made, `MODE`: random or solution"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "output `FORMAT`: text, seed, csv or json"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the table to `FILE`, which appears only when the run is complete"},
			&cli.StringFlag{Name: "svg", Usage: "also write a chart of every size to `FILE` (SVG)"},
			&cli.StringFlag{Name: "chart", Usage: "also write study-NxN.png and study-NxN.svg for each size into `DIR` (made if missing)"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.GOMAXPROCS(0), Usage: "solve on `N` goroutines"},
			&cli.IntFlag{Name: "dims", Usage: "boards of `D` dimensions (3 or more: sizes from --box, algorithm hyper unless --heuristic)", DefaultText: "2"},
			&cli.IntFlag{Name: "box", Value: 2, Usage: "with --dims: block length `B` (side B^D), as in solve, batch and gen"},
			&cli.BoolFlag{Name: "no-progress", Usage: "show no progress bar", DisableDefaultText: true},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "show no progress bar and print no summary", DisableDefaultText: true},
		},
		Action: runStudy,
	}
}

// studyOutput is a file study writes once the run is done, opened (as a
// temporary file beside it) before the run starts, so that a bad path
// fails at once.
type studyOutput struct {
	*outfile.File
	write func(t *study.Table, o *outfile.File) error
}

func runStudy(c *cli.Context) error {
	if c.Args().Present() {
		return noArguments(c)
	}
	cfg, err := studyConfig(c)
	if err != nil {
		return err
	}
	format := c.String("format")
	switch format {
	case "text", "seed", "csv", "json":
	default:
		return usageErrorf("--format %q: want text, seed, csv or json", format)
	}
	if c.String("svg") == "-" || c.String("chart") == "-" {
		return usageErrorf("--svg and --chart want a file or directory name, not -")
	}
	outs, err := openStudyOutputs(c, cfg, format)
	if err != nil {
		return withExit(exitFailure, err)
	}
	discard := func() {
		for _, o := range outs {
			o.Abort()
		}
	}

	quiet := c.Bool("quiet")
	bar := progress.New(c.App.ErrWriter, !quiet && !c.Bool("no-progress"), int64(len(cfg.Sizes)*cfg.Trials), "trials")
	cfg.Progress = bar.Set
	t, err := study.Run(c.Context, cfg)
	bar.Finish()
	var bad *study.ConfigError
	switch {
	case errors.As(err, &bad):
		discard()
		return usageErrorf("%s: %s", studyFlag(c, bad.Field), bad.Msg)
	case err != nil && c.Context.Err() != nil:
		discard()
		return withExit(exitInterrupted, errors.New("interrupted"))
	case err != nil:
		discard()
		return withExit(exitFailure, err)
	}

	for i, o := range outs {
		err := o.write(t, o.File)
		if err == nil {
			err = o.Commit()
		}
		if err != nil {
			for _, rest := range outs[i+1:] {
				rest.Abort()
			}
			return withExit(exitFailure, err)
		}
	}
	if !quiet {
		boards := 0
		for _, r := range t.Rows {
			boards += r.Trials
		}
		fmt.Fprintf(c.App.ErrWriter, "%s: %s searches in %.2f s\n", progName, commas(int64(boards)), t.Elapsed.Seconds())
	}
	return nil
}

// openStudyOutputs opens every output of the run: the table (-o or
// stdout), the --svg file and the --chart files.
func openStudyOutputs(c *cli.Context, cfg study.Config, format string) ([]studyOutput, error) {
	var outs []studyOutput
	fail := func(err error) ([]studyOutput, error) {
		for _, o := range outs {
			o.Abort()
		}
		return nil, err
	}
	table, err := outfile.Create(c.Context, c.String("output"), c.App.Writer)
	if err != nil {
		return nil, err
	}
	outs = append(outs, studyOutput{table, func(t *study.Table, o *outfile.File) error {
		switch format {
		case "csv":
			return t.WriteCSV(o)
		case "json":
			return t.WriteJSON(o)
		case "seed":
			fmt.Fprintf(o, "# %s\n", t.Config.String())
			return t.WriteTables(o)
		}
		fmt.Fprintf(o, "# %s\n", t.Config.String())
		return t.WriteText(o)
	}})
	if name := c.String("svg"); name != "" {
		o, err := outfile.Create(c.Context, name, nil)
		if err != nil {
			return fail(err)
		}
		outs = append(outs, studyOutput{o, func(t *study.Table, o *outfile.File) error {
			return chart.Write(o, t, nil, chart.SVG)
		}})
	}
	if dir := c.String("chart"); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fail(pathError(dir, err))
		}
		for _, n := range cfg.Sizes {
			for _, f := range []chart.Format{chart.PNG, chart.SVG} {
				name := filepath.Join(dir, fmt.Sprintf("study-%s.%v", cfg.SizeName(n), f))
				o, err := outfile.Create(c.Context, name, nil)
				if err != nil {
					return fail(err)
				}
				outs = append(outs, studyOutput{o, func(t *study.Table, o *outfile.File) error {
					return chart.Write(o, t, []int{n}, f)
				}})
			}
		}
	}
	return outs, nil
}

// studyConfig reads the flags into a study.Config.
func studyConfig(c *cli.Context) (study.Config, error) {
	cfg := study.Config{
		Trials:  c.Int("trials"),
		Timeout: c.Duration("timeout"),
		Seed:    c.Uint64("seed"),
		Workers: c.Int("jobs"),
	}
	if err := studyDims(c, &cfg); err != nil {
		return cfg, err
	}
	if cfg.Dims > 2 && !c.IsSet("trials") {
		cfg.Trials = studyDimsTrials
	}
	for _, s := range strings.Split(c.String("size"), ",") {
		if cfg.Dims != 0 {
			break // the sizes come from --box
		}
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || (n != 4 && n != 9 && n != 16 && n != 25) {
			return cfg, usageErrorf("--size %q: want 4, 9, 16 or 25, or a comma list of them", s)
		}
		if slices.Contains(cfg.Sizes, n) {
			return cfg, usageErrorf("--size %s: size %d twice", c.String("size"), n)
		}
		cfg.Sizes = append(cfg.Sizes, n)
	}
	algorithms := c.String("heuristic")
	if cfg.Dims > 2 && !c.IsSet("heuristic") {
		algorithms = "hyper"
	}
	for _, s := range strings.Split(algorithms, ",") {
		s = strings.TrimSpace(s)
		if s == "all" && cfg.Dims > 2 {
			for _, name := range []string{"hyper", "bt-first", "bt-mincand"} {
				a, _ := study.ParseAlgorithm(name)
				cfg.Algorithms = append(cfg.Algorithms, a)
			}
			continue
		}
		if s == "all" {
			for _, name := range strings.Split("mrv,first,random,mrv-random,bt-first,bt-mincand,bt-random,bt-maxcons,bt-degree,ac3", ",") {
				a, _ := study.ParseAlgorithm(name)
				cfg.Algorithms = append(cfg.Algorithms, a)
			}
			continue
		}
		a, err := study.ParseAlgorithm(s)
		if err != nil {
			return cfg, usageErrorf("--heuristic: %v", err)
		}
		cfg.Algorithms = append(cfg.Algorithms, a)
	}
	for i, a := range cfg.Algorithms {
		if slices.Contains(cfg.Algorithms[:i], a) {
			return cfg, usageErrorf("--heuristic %s: %v twice", algorithms, a)
		}
	}
	if c.IsSet("clues") {
		ks, err := study.ParseClues(c.String("clues"))
		if err != nil {
			return cfg, usageErrorf("--clues: %v", err)
		}
		cfg.Clues = ks
	}
	m, err := study.ParseMode(c.String("mode"))
	if err != nil {
		return cfg, usageErrorf("--mode: %v", err)
	}
	cfg.Mode = m
	switch {
	case cfg.Trials < 1:
		return cfg, usageErrorf("--trials %d: want 1 or more", cfg.Trials)
	case cfg.Timeout < 0:
		return cfg, usageErrorf("--timeout %v: want 0 (none) or more", cfg.Timeout)
	case cfg.Workers < 1 || cfg.Workers > 256:
		return cfg, usageErrorf("--jobs %d: want 1..256", cfg.Workers)
	}
	return cfg, nil
}

// studyFlags maps the fields of study.Config that a study.ConfigError
// names to the flags that set them.
var studyFlags = map[string]string{
	"Sizes":      "size",
	"Algorithms": "heuristic",
	"Clues":      "clues",
	"Trials":     "trials",
	"Timeout":    "timeout",
	"Mode":       "mode",
	"Dims":       "dims",
}

// studyFlag names the flag behind field, with the value the user gave it
// ("--clues 0:20"), or alone when it kept its default.
func studyFlag(c *cli.Context, field string) string {
	name, ok := studyFlags[field]
	if !ok {
		return "study"
	}
	if name == "size" && c.IsSet("dims") {
		name = "box" // with --dims the sizes come from --box
	}
	if !c.IsSet(name) {
		return "--" + name
	}
	return fmt.Sprintf("--%s %v", name, c.Value(name))
}

// studyDims reads --dims and --box: with --dims D the one size is the
// side B^D of the block length B of --box, and --size is refused. --box
// is one number, as in solve, batch and gen: a study of several shapes
// is one run per shape, since their searches differ by orders of
// magnitude in time and want different --clues and --timeout.
func studyDims(c *cli.Context, cfg *study.Config) error {
	if !c.IsSet("dims") {
		if c.IsSet("box") {
			return usageErrorf("--box: only with --dims")
		}
		return nil
	}
	cfg.Dims = c.Int("dims")
	if cfg.Dims < 2 {
		return usageErrorf("--dims %d: want 2 or more", cfg.Dims)
	}
	if c.IsSet("size") {
		return usageErrorf("--size: not with --dims (give --box)")
	}
	b := c.Int("box")
	if b < 2 {
		return usageErrorf("--box %d: want a block length of 2 or more", b)
	}
	shape := hyper.Shape{Dims: cfg.Dims, Box: b}
	if err := shape.Check(); err != nil {
		return usageErrorf("--dims %d --box %d: %v", cfg.Dims, b, err)
	}
	cfg.Sizes = []int{shape.Side()}
	return nil
}
