package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/sudokudlx/sudokudlx/render"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/urfave/cli/v2"
)

// printCommand returns the print command: puzzle books as PDF, and
// puzzles one a file as SVG or PNG.
func printCommand() *cli.Command {
	return &cli.Command{
		Name:      "print",
		Usage:     "lay out puzzles for paper (PDF) or the web (SVG, PNG)",
		ArgsUsage: "[FILE|GLOB|-]...",
		Description: `Reads puzzles as batch does (every layout the reader knows, from each FILE
or pattern, or from standard input when there is none or FILE is -), and
the JSON Lines of gen, rate and batch, whose level, rating, seed and
solution travel with each puzzle, and lays them out as a puzzle book: a
PDF of --per-page puzzles to a page on --paper, each under a heading
(its number; its level, rating and seed when known), with page numbers
and --title as the running head. --solutions appends the solutions,
smaller and several to a page, numbered like the puzzles (solved on the
fly when the input has none); --notes draws larger cells with room for
pencil marks. Every size from 4x4 to 25x25 prints (a 25x25 puzzle on a
page of its own), and 3D boards as their layers side by side.

The format is that of -o's extension (.pdf, .svg, .png) unless --format
says; -o DIR/ (a directory, or a name ending in /) writes one SVG or PNG
per puzzle, puzzle-0001.svg and so on (and solution-0001.svg with
--solutions), for the web. The output appears only when complete; an -o
that cannot be written fails before anything is read. Puzzles that
cannot be read, and with --solutions those without one solution, are
named on standard error and left out. Exit status: 0 when every puzzle
printed, 1 when one could not be (the others are printed), 2 for usage
errors, 128+N when signal N stops it (130 for Ctrl-C; nothing is
written).`,
		Flags: append([]cli.Flag{
			outputFlag(),
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "output `FORMAT`: pdf", DefaultText: "-o's extension, else pdf"},
			&cli.IntFlag{Name: "per-page", Value: 4, Usage: "`N` puzzles to a page: 1, 2, 4 or 6"},
			&cli.StringFlag{Name: "paper", Value: "a4", Usage: "`PAPER` size: a4 or letter"},
			&cli.StringFlag{Name: "title", Usage: "the running head of every page, and the PDF's title", DefaultText: "none"},
			&cli.BoolFlag{Name: "solutions", Usage: "append the solutions", DisableDefaultText: true},
			&cli.BoolFlag{Name: "notes", Usage: "larger cells, with room for pencil marks", DisableDefaultText: true},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print no summary", DisableDefaultText: true},
		}, inputFlags()...),
		Action: runPrint,
	}
}

// printConfig is what the flags of print ask for.
type printConfig struct {
	format string // pdf, svg or png
	dir    string // the directory of one file per puzzle; "" for one file
	opt    render.Options
}

// parsePrintConfig reads and checks the flags of print.
func parsePrintConfig(c *cli.Context) (printConfig, error) {
	var cfg printConfig
	out := c.String("output")
	if isDirOutput(out) {
		cfg.dir = out
	}
	cfg.format = strings.ToLower(c.String("format"))
	if cfg.format == "" {
		switch ext := strings.ToLower(filepath.Ext(out)); {
		case cfg.dir != "":
			cfg.format = "svg"
		case ext == ".svg" || ext == ".png" || ext == ".pdf":
			cfg.format = ext[1:]
		default:
			cfg.format = "pdf"
		}
	}
	switch cfg.format {
	case "pdf":
		if cfg.dir != "" {
			return cfg, usageErrorf("-o %s: a PDF is one file; a directory takes --format svg or png", out)
		}
	default:
		return cfg, usageErrorf("--format %q: want pdf", cfg.format)
	}
	switch n := c.Int("per-page"); n {
	case 1, 2, 4, 6:
		cfg.opt.PerPage = n
	default:
		return cfg, usageErrorf("--per-page %d: want 1, 2, 4 or 6", n)
	}
	paper, err := render.ParsePaper(c.String("paper"))
	if err != nil {
		return cfg, usageErrorf("--paper: %v", err)
	}
	cfg.opt.Paper = paper
	cfg.opt.Title = c.String("title")
	cfg.opt.Solutions = c.Bool("solutions")
	cfg.opt.Notes = c.Bool("notes")
	return cfg, nil
}

// isDirOutput reports whether -o names a directory: one that exists, or a
// name ending in a slash.
func isDirOutput(name string) bool {
	if name == "" || name == "-" {
		return false
	}
	if strings.HasSuffix(name, "/") || strings.HasSuffix(name, string(filepath.Separator)) {
		return true
	}
	fi, err := os.Stat(name)
	return err == nil && fi.IsDir()
}

// runPrint reads every puzzle, solves those whose solutions are wanted
// and unknown, and writes the book.
func runPrint(c *cli.Context) error {
	cfg, err := parsePrintConfig(c)
	if err != nil {
		return err
	}
	out, err := openOutput(c) // fails before any work when it cannot be written
	if err != nil {
		return err
	}
	pr := &printReader{stderr: c.App.ErrWriter}
	pr.readAll(c.Context, commandInputs(c), c.App.Reader)
	if cfg.opt.Solutions {
		pr.solveAll(c.Context)
	}
	if c.Context.Err() != nil {
		out.Abort()
		return withExit(exitInterrupted, fmt.Errorf("interrupted"))
	}
	if len(pr.entries) == 0 {
		out.Abort()
		return withExit(exitFailure, fmt.Errorf("no puzzle to print"))
	}
	ps := make([]render.Puzzle, len(pr.entries))
	for i := range pr.entries {
		ps[i] = pr.entries[i].puzzle
		ps[i].Number = i + 1
	}
	if err := render.WritePDF(c.Context, out, ps, cfg.opt); err != nil {
		out.Abort()
		return withExit(exitFailure, err)
	}
	if err := out.Commit(); err != nil {
		return withExit(exitFailure, err)
	}
	if !c.Bool("quiet") {
		fmt.Fprintf(c.App.ErrWriter, "%s: %s printed to %s, %s\n", progName, counted(len(ps), "puzzle"), out.Name(), counted(render.PageCount(ps, cfg.opt), "page"))
	}
	if pr.failed > 0 {
		return withExit(exitFailure, nil)
	}
	return nil
}

// counted returns "1 puzzle", "2 puzzles".
func counted(n int, noun string) string {
	return commas(int64(n)) + " " + noun + plural(int64(n))
}

// solveAll finds the solution of every puzzle that has none; a puzzle
// without exactly one is reported and left out.
func (pr *printReader) solveAll(ctx context.Context) {
	solvers := map[int]*sudoku.Solver{}
	kept := pr.entries[:0]
	for _, e := range pr.entries {
		if e.puzzle.Solution == nil {
			sol, err := solvePrinted(ctx, &e.puzzle, solvers)
			if ctx.Err() != nil {
				return
			}
			if err != nil {
				pr.fail(fmt.Errorf("%v: %w", e.source, err))
				continue
			}
			e.puzzle.Solution = sol
		}
		kept = append(kept, e)
	}
	pr.entries = kept
}

// solvePrinted returns the one solution of p, with the solvers of the
// sizes seen so far (a 3D board gets a solver of its own).
func solvePrinted(ctx context.Context, p *render.Puzzle, solvers map[int]*sudoku.Solver) ([]int, error) {
	if p.Layers > 1 {
		return solveLayers(ctx, p)
	}
	box := sudoku.BoxForSize(p.Size)
	s := solvers[box]
	if s == nil {
		var err error
		if s, err = sudoku.NewSolver(box); err != nil {
			return nil, err
		}
		solvers[box] = s
	}
	g, _ := sudoku.New(box)
	for i, v := range p.Givens {
		g.SetAt(i, v)
	}
	res := s.Solve(ctx, g, 2)
	if err := noSolutionError(res.Status, res.Err); err != nil {
		return nil, err
	}
	sol := make([]int, len(p.Givens))
	for i := range sol {
		sol[i] = res.Solution.At(i)
	}
	return sol, nil
}

// solveLayers returns the one solution of a 3D board.
func solveLayers(ctx context.Context, p *render.Puzzle) ([]int, error) {
	shape := hyper.Shape{Dims: 3, Box: p.Box}
	s, err := hyper.NewSolver(shape)
	if err != nil {
		return nil, err
	}
	b, err := hyper.NewBoard(shape)
	if err != nil {
		return nil, err
	}
	for i, v := range p.Givens {
		b.Set(i, v)
	}
	res := s.Solve(ctx, b, 2)
	if err := noSolutionError(res.Status, res.Err); err != nil {
		return nil, err
	}
	sol := make([]int, len(p.Givens))
	for i := range sol {
		sol[i] = res.Solution.At(i)
	}
	return sol, nil
}

// noSolutionError says why a puzzle of that status has no solution to
// print, nil for a unique one.
func noSolutionError(st sudoku.Status, err error) error {
	switch st {
	case sudoku.Unique:
		return nil
	case sudoku.Multiple:
		return fmt.Errorf("2 or more solutions: no solution to print")
	case sudoku.None:
		return fmt.Errorf("no solution")
	}
	if err != nil {
		return fmt.Errorf("invalid: %w", err)
	}
	return fmt.Errorf("invalid")
}
