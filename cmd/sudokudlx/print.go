package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sudokudlx/sudokudlx/internal/outfile"
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
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "output `FORMAT`: pdf, svg or png", DefaultText: "-o's extension, else pdf"},
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
	case "svg", "png":
	default:
		return cfg, usageErrorf("--format %q: want pdf, svg or png", cfg.format)
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
	if cfg.dir != "" {
		return runPrintDir(c, &cfg)
	}
	out, err := openOutput(c) // fails before any work when it cannot be written
	if err != nil {
		return err
	}
	ps, failed, err := readPrinted(c, &cfg)
	if err == nil && cfg.format != "pdf" && (len(ps) > 1 || cfg.opt.Solutions) {
		err = usageErrorf("-o %s: an %s holds one puzzle; write several to a directory (-o DIR/)", out.Name(), strings.ToUpper(cfg.format))
	}
	if err == nil {
		switch cfg.format {
		case "pdf":
			err = render.WritePDF(c.Context, out, ps, cfg.opt)
		case "svg":
			err = render.WriteSVG(out, &ps[0], render.Sheet{Notes: cfg.opt.Notes})
		case "png":
			err = render.WritePNG(out, &ps[0], render.Sheet{Notes: cfg.opt.Notes})
		}
	}
	if err != nil {
		out.Abort()
		if _, ok := err.(*exitError); ok {
			return err
		}
		return withExit(exitFailure, err)
	}
	if err := out.Commit(); err != nil {
		return withExit(exitFailure, err)
	}
	if !c.Bool("quiet") {
		what := "1 page"
		if cfg.format == "pdf" {
			what = counted(render.PageCount(ps, cfg.opt), "page")
		}
		fmt.Fprintf(c.App.ErrWriter, "%s: %s printed to %s, %s\n", progName, counted(len(ps), "puzzle"), out.Name(), what)
	}
	if failed {
		return withExit(exitFailure, nil)
	}
	return nil
}

// readPrinted reads the puzzles of print's inputs, numbered from 1, and
// solves them with --solutions; failed says that some could not be read
// or solved. The error is an interruption, or no puzzle at all.
func readPrinted(c *cli.Context, cfg *printConfig) ([]render.Puzzle, bool, error) {
	pr := &printReader{stderr: c.App.ErrWriter}
	pr.readAll(c.Context, commandInputs(c), c.App.Reader)
	if cfg.opt.Solutions {
		pr.solveAll(c.Context)
	}
	if c.Context.Err() != nil {
		return nil, true, withExit(exitInterrupted, errors.New("interrupted"))
	}
	if len(pr.entries) == 0 {
		return nil, true, withExit(exitFailure, errors.New("no puzzle to print"))
	}
	ps := make([]render.Puzzle, len(pr.entries))
	for i := range pr.entries {
		ps[i] = pr.entries[i].puzzle
		ps[i].Number = i + 1
	}
	return ps, pr.failed > 0, nil
}

// runPrintDir writes one SVG or PNG per puzzle (and per solution) into
// the directory of -o, each file through a temporary file.
func runPrintDir(c *cli.Context, cfg *printConfig) error {
	if err := os.MkdirAll(cfg.dir, 0o755); err != nil {
		return withExit(exitFailure, pathError(cfg.dir, err))
	}
	probe, err := os.CreateTemp(cfg.dir, ".print.tmp*") // fails before any work when it cannot be written
	if err != nil {
		return withExit(exitFailure, fmt.Errorf("%s: cannot write in the directory: %w", cfg.dir, errors.Unwrap(err)))
	}
	probe.Close()
	os.Remove(probe.Name())
	ps, failed, err := readPrinted(c, cfg)
	if err != nil {
		return err
	}
	digits := max(4, len(strconv.Itoa(len(ps))))
	files := 0
	for i := range ps {
		for _, sol := range []bool{false, true} {
			if sol && !cfg.opt.Solutions {
				continue
			}
			if c.Context.Err() != nil {
				return withExit(exitInterrupted, errors.New("interrupted"))
			}
			kind := "puzzle"
			if sol {
				kind = "solution"
			}
			name := filepath.Join(cfg.dir, fmt.Sprintf("%s-%0*d.%s", kind, digits, i+1, cfg.format))
			if err := writeSheet(c.Context, name, &ps[i], render.Sheet{Solution: sol, Notes: cfg.opt.Notes}, cfg.format); err != nil {
				return withExit(exitFailure, err)
			}
			files++
		}
	}
	if !c.Bool("quiet") {
		fmt.Fprintf(c.App.ErrWriter, "%s: %s printed to %s, %s\n", progName, counted(len(ps), "puzzle"), cfg.dir, counted(files, "file"))
	}
	if failed {
		return withExit(exitFailure, nil)
	}
	return nil
}

// writeSheet writes one puzzle's file, whole or not at all.
func writeSheet(ctx context.Context, name string, p *render.Puzzle, s render.Sheet, format string) error {
	out, err := outfile.Create(ctx, name, nil)
	if err != nil {
		return err
	}
	if format == "png" {
		err = render.WritePNG(out, p, s)
	} else {
		err = render.WriteSVG(out, p, s)
	}
	if err != nil {
		out.Abort()
		return fmt.Errorf("%s: %w", name, err)
	}
	return out.Commit()
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
		s.SetSAT(true) // minimal 25x25 puzzles are beyond dancing links
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
