package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/sudoku/study"
	"github.com/urfave/cli/v2"
)

// studyCommand returns the study command: the seed's experiments on how
// the search behaves as the number of givens grows.
func studyCommand() *cli.Command {
	return &cli.Command{
		Name:      "study",
		Usage:     "measure success rate, timeouts and solve time against the number of givens",
		ArgsUsage: " ",
		Description: `For each board size, heuristic and number of givens K, makes --trials
boards (--mode random: K random values that do not clash, which may leave
no solution, as in the seed; --mode solution: K cells of a random full
grid) and solves each with every heuristic, up to the first solution or
--timeout. Prints per row the rates of success, of proved no-solution
and of timeouts, the mean and median time and mean nodes of the
successful searches, and how many boards have one solution or several.
The same boards serve every heuristic; the table is the same for every
-j, the times aside. Exit status: 0, 2 for usage errors, 130 when
interrupted.`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "size", Value: "9", Usage: "board `SIZES`: 4, 9, 16 or 25, or a comma list"},
			&cli.StringFlag{Name: "heuristic", Value: "mrv,first,random", Usage: "branching `RULES` to compare: mrv, first, random, mrv-random"},
			&cli.StringFlag{Name: "clues", Usage: "numbers of givens `K`: a list (0,5,10) or ranges (0:35:5) (default 0:35:5 for 9x9, 0:7 for 4x4, 0:105:15 for 16x16)"},
			&cli.IntFlag{Name: "trials", Value: 100, Usage: "`N` boards for each size and K"},
			&cli.DurationFlag{Name: "timeout", Value: time.Second, Usage: "give up each search after `D` (0 for never)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "`SEED` of the boards and of the random heuristic"},
			&cli.StringFlag{Name: "mode", Value: "random", Usage: "how boards are made, `MODE`: random or solution"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "output `FORMAT`: text, csv or json"},
			&cli.StringFlag{Name: "svg", Usage: "also write a line chart to `FILE`"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.GOMAXPROCS(0), Usage: "solve on `N` goroutines"},
			&cli.BoolFlag{Name: "no-progress", Usage: "show no progress bar", DisableDefaultText: true},
		},
		Action: runStudy,
	}
}

func runStudy(c *cli.Context) error {
	if c.Args().Present() {
		return usageErrorf("unexpected argument %q (study takes only flags)", c.Args().First())
	}
	cfg, err := studyConfig(c)
	if err != nil {
		return err
	}
	format := c.String("format")
	switch format {
	case "text", "csv", "json":
	default:
		return usageErrorf("--format %q: want text, csv or json", format)
	}
	svgName := c.String("svg")

	bar := newProgress(c.App.ErrWriter, !c.Bool("no-progress"), int64(len(cfg.Sizes)*cfg.Trials), "trials")
	last := 0
	cfg.Progress = func(done int) {
		bar.Add(done - last)
		last = done
	}
	t, err := study.Run(c.Context, cfg)
	bar.Finish()
	switch {
	case errors.Is(err, study.ErrConfig):
		return usageErrorf("%v", err)
	case err != nil && c.Context.Err() != nil:
		return withExit(exitInterrupted, errors.New("interrupted"))
	case err != nil:
		return withExit(exitFailure, err)
	}

	out := bufio.NewWriter(c.App.Writer)
	switch format {
	case "csv":
		err = t.WriteCSV(out)
	case "json":
		err = t.WriteJSON(out)
	default:
		fmt.Fprintf(out, "# %s\n", t.Config.String())
		err = t.WriteText(out)
	}
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return withExit(exitFailure, fmt.Errorf("write: %w", err))
	}
	if svgName != "" {
		if err := writeStudySVG(t, svgName); err != nil {
			return withExit(exitFailure, err)
		}
	}
	boards := 0
	for _, r := range t.Rows {
		boards += r.Trials
	}
	fmt.Fprintf(c.App.ErrWriter, "%s: %s searches in %.2f s\n", progName, commas(int64(boards)), t.Elapsed.Seconds())
	return nil
}

// studyConfig reads the flags into a study.Config.
func studyConfig(c *cli.Context) (study.Config, error) {
	cfg := study.Config{
		Trials:  c.Int("trials"),
		Timeout: c.Duration("timeout"),
		Seed:    c.Uint64("seed"),
		Workers: c.Int("jobs"),
	}
	for _, s := range strings.Split(c.String("size"), ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || (n != 4 && n != 9 && n != 16 && n != 25) {
			return cfg, usageErrorf("--size %q: want 4, 9, 16 or 25, or a comma list of them", s)
		}
		cfg.Sizes = append(cfg.Sizes, n)
	}
	for _, s := range strings.Split(c.String("heuristic"), ",") {
		h, err := dlx.ParseHeuristic(strings.TrimSpace(s))
		if err != nil {
			return cfg, usageErrorf("--heuristic: %v", err)
		}
		cfg.Heuristics = append(cfg.Heuristics, h)
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

// writeStudySVG writes the chart of t to the file name.
func writeStudySVG(t *study.Table, name string) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := t.WriteSVG(f); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", name, err)
	}
	return f.Close()
}
