// The two kinds of board gen makes puzzles of (see genBoard): 2D boards,
// made by package sudoku/generate, and --dims boards, made by package
// sudoku/hyper.

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
	"github.com/urfave/cli/v2"
)

// planeBoard is gen on 2D boards.
type planeBoard struct{ opt generate.Options }

// parsePlaneBoard reads and checks the flags of gen on 2D boards.
func parsePlaneBoard(c *cli.Context) (*planeBoard, error) {
	size := c.Int("size")
	box := sudoku.BoxForSize(size)
	if box == 0 {
		return nil, usageErrorf("--size %d: want 4, 9, 16 or 25", size)
	}
	sym, err := generate.ParseSymmetry(c.String("symmetry"))
	if err != nil {
		return nil, usageErrorf("--symmetry: %v", err)
	}
	clues := c.Int("clues")
	if err := generate.CheckClues(box, clues, sym); err != nil {
		return nil, cluesUsage(err)
	}
	b := &planeBoard{opt: generate.Options{Box: box, Symmetry: sym, Clues: clues, Rate: c.Bool("rate"), KeepOrder: c.Bool("keep-order")}}
	if b.opt.Level, err = parseDifficulty(c.String("difficulty"), box); err != nil {
		return nil, err
	}
	return b, nil
}

// cluesUsage returns the usage error of --clues for the error of
// generate.CheckClues, in the words that play and serve use too.
func cluesUsage(err error) error {
	var ce *generate.CluesRequestError
	if errors.As(err, &ce) {
		return usageErrorf("--clues %d: %s", ce.Clues, ce.Reason)
	}
	return usageErrorf("--clues: %v", err)
}

func (b *planeBoard) newMaker(helpers int) (genMaker, error) {
	opt := b.opt
	opt.Workers = helpers
	g, err := generate.New(opt)
	return planeMaker{g}, err
}

// chunk: a few small puzzles at once, large ones one by one (their times
// vary widely).
func (b *planeBoard) chunk() int {
	switch b.opt.Box {
	case 2:
		return 64
	case 3:
		return 8
	}
	return 1
}

func (b *planeBoard) slow() bool { return b.opt.Box >= 4 }

// fit: 2D generators are small.
func (b *planeBoard) fit(jobs int) int { return jobs }

// window: many small chunks in flight keep the workers busy while one
// slow puzzle holds up the output.
func (b *planeBoard) window(jobs int) int { return 64*jobs + 4 }

func (b *planeBoard) header(e *record.Encoder, cfg *genConfig) []byte {
	return e.Row(true, func(e *record.Encoder) { (&planeMade{}).csvFields(e, cfg, 0) })
}

// planeMaker makes 2D puzzles with a Generator of its own.
type planeMaker struct{ g *generate.Generator }

func (m planeMaker) make(ctx context.Context, seed uint64) (genMade, error) {
	p, err := m.g.Seeded(ctx, seed)
	return (*planeMade)(&p), err
}

// planeMade is a 2D puzzle made.
type planeMade generate.Puzzle

func (p *planeMade) clues() int { return p.Grid.Clues() }

// appendRecord writes the puzzle's line (and the solution's, after a
// space), its boxed form (and the solution's), a JSON object (puzzle,
// solution, clues, seed, symmetry, size, reorders when some were made,
// with --difficulty level and score, with --rate level, score and
// rating), or a csv row (see csvFields). --rate adds "  LEVEL  score N
// rating R" to the line, and the same after "# " as a line of its own
// over the boxed grid: the readers of puzzles skip both.
func (p *planeMade) appendRecord(dst []byte, e *record.Encoder, cfg *genConfig, index int, seed uint64) []byte {
	g, sol := &p.Grid, &p.Solution
	switch cfg.format {
	case record.CSV:
		return e.Row(false, func(e *record.Encoder) { p.csvFields(e, cfg, seed) })
	case record.Boxed:
		if index > 0 {
			dst = append(dst, '\n')
		}
		if cfg.rate {
			dst = append(dst, "# "...)
			dst = p.appendRating(dst)
			dst = append(dst, '\n')
		}
		dst = g.AppendBoxed(dst)
		if cfg.solution {
			dst = append(dst, '\n')
			dst = sol.AppendBoxed(dst)
		}
	case record.JSON:
		return e.Row(false, func(e *record.Encoder) {
			e.Grid("puzzle", g)
			e.Grid("solution", sol)
			e.Int("clues", int64(g.Clues()))
			e.Uint("seed", seed)
			e.Str("symmetry", p.Symmetry.String())
			e.Int("size", int64(g.Size()))
			if p.Reorders > 0 {
				e.Int("reorders", int64(p.Reorders))
			}
			if p.Rating.Level != 0 { // rated: --difficulty or --rate
				e.Str("level", p.Rating.Level.String())
				e.Int("score", int64(p.Rating.Score))
			}
			if cfg.rate {
				e.Float("rating", p.Rating.Difficulty, 1)
			}
		})
	default:
		dst = record.AppendGrid(dst, g)
		if cfg.solution {
			dst = append(dst, ' ')
			dst = record.AppendGrid(dst, sol)
		}
		if cfg.rate {
			dst = append(dst, "  "...)
			dst = p.appendRating(dst)
		}
		dst = append(dst, '\n')
	}
	return dst
}

func (p *planeMade) writeRecord(w io.Writer, sc *genScratch, cfg *genConfig, index int, seed uint64) error {
	rec := p.appendRecord(sc.buf[:0], sc.enc, cfg, index, seed)
	if cfg.format != record.JSON && cfg.format != record.CSV {
		sc.buf = rec
	}
	_, err := w.Write(rec)
	return err
}

// appendRating appends "LEVEL  score N  rating R", as the line form of
// "sudokudlx rate" has them.
func (p *planeMade) appendRating(dst []byte) []byte {
	dst = append(dst, p.Rating.Level.String()...)
	dst = append(dst, "  score "...)
	dst = strconv.AppendInt(dst, int64(p.Rating.Score), 10)
	dst = append(dst, "  rating "...)
	return strconv.AppendFloat(dst, p.Rating.Difficulty, 'f', 1, 64)
}

// csvFields passes the columns of gen's csv to e: puzzle, solution (with
// --solution), seed, clues, symmetry, and level, score and rating, empty
// for a puzzle that was not rated (neither --difficulty nor --rate).
func (p *planeMade) csvFields(e *record.Encoder, cfg *genConfig, seed uint64) {
	e.Grid("puzzle", &p.Grid)
	if cfg.solution {
		e.Grid("solution", &p.Solution)
	}
	e.Uint("seed", seed)
	e.Int("clues", int64(p.Grid.Clues()))
	e.Str("symmetry", p.Symmetry.String())
	if p.Rating.Level == 0 {
		e.Null("level")
		e.Null("score")
		e.Null("rating")
		return
	}
	e.Str("level", p.Rating.Level.String())
	e.Int("score", int64(p.Rating.Score))
	e.Float("rating", p.Rating.Difficulty, 1)
}

// parseDifficulty returns the level of --difficulty, 0 for any, or a usage
// error for a level that no puzzle of box size box has.
func parseDifficulty(s string, box int) (rate.Level, error) {
	if s == "any" {
		return 0, nil
	}
	level, err := rate.ParseLevel(s)
	if err != nil {
		return 0, usageErrorf("--difficulty %q: want simple, easy, intermediate, expert, master, extreme or any (or HoDoKu's medium, hard, unfair)", s)
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

// dimsBoard is gen on --dims boards.
type dimsBoard struct {
	shape hyper.Shape
	clues int
}

// parseDimsBoard reads and checks the flags of gen with --dims; the flags
// of 2D puzzles alone are refused rather than ignored.
func parseDimsBoard(c *cli.Context) (*dimsBoard, error) {
	s, err := hyperShape(c)
	if err != nil {
		return nil, err
	}
	if s.Box == 0 {
		return nil, usageErrorf("--dims %d: gen needs --box too", s.Dims)
	}
	for _, f := range []struct {
		name string
		used bool
	}{
		{"size", c.IsSet("size")},
		{"symmetry", c.String("symmetry") != "none"},
		{"difficulty", c.String("difficulty") != "any"},
		{"keep-order", c.Bool("keep-order")},
		{"rate", c.Bool("rate")},
	} {
		if f.used {
			return nil, usageErrorf("--%s: for 2D boards only, not with --dims", f.name)
		}
	}
	b := &dimsBoard{shape: s, clues: c.Int("clues")}
	if cells := s.Cells(); b.clues < 0 || b.clues > cells {
		return nil, usageErrorf("--clues %d: want 0 (minimal) to %d for %v", b.clues, cells, s)
	}
	if b.clues == 0 && s.Side()*s.Cells() > hyper.MaxMinimalOptions {
		return nil, usageErrorf("%v: minimal puzzles are out of reach; give --clues K (such as %d, half the cells)", s, s.Cells()/2)
	}
	return b, nil
}

func (b *dimsBoard) newMaker(int) (genMaker, error) {
	g, err := hyper.NewGenerator(b.shape)
	pcg := rand.NewPCG(0, 0)
	return &dimsMaker{g: g, clues: b.clues, pcg: pcg, rng: rand.New(pcg)}, err
}

func (b *dimsBoard) chunk() int { return 1 }
func (b *dimsBoard) slow() bool { return true }

// fit lowers jobs to what hyperJobs lets fit in hyper.MaxBytes: a 5D
// generator and its puzzles take about 650 MB.
func (b *dimsBoard) fit(jobs int) int { return hyperJobs(b.shape, jobs) }

// window: the 2·jobs+4 puzzles that hyperJobs counts, so that an output
// that blocks (a pager) does not let made 5D puzzles pile up, 67 MB each.
func (b *dimsBoard) window(jobs int) int { return 2*jobs + 4 }

func (b *dimsBoard) header(e *record.Encoder, cfg *genConfig) []byte {
	return e.Row(true, func(e *record.Encoder) { (&dimsMade{}).csvFields(e, cfg, 0) })
}

// dimsMaker makes --dims puzzles with a generator of its own, seeded as
// package generate seeds its own (generate.Reseed).
type dimsMaker struct {
	g     *hyper.Generator
	clues int
	pcg   *rand.PCG
	rng   *rand.Rand
}

func (m *dimsMaker) make(ctx context.Context, seed uint64) (genMade, error) {
	generate.Reseed(m.pcg, seed)
	puzzle, sol, err := m.g.Generate(ctx, m.rng, m.clues)
	return &dimsMade{puzzle: puzzle, solution: sol}, err
}

// dimsMade is a --dims puzzle made.
type dimsMade struct{ puzzle, solution *hyper.Board }

func (p *dimsMade) clues() int { return p.puzzle.Givens() }

// writeRecord writes the puzzle's line (and the solution's, after a
// space), its boxed form under a comment line, a JSON object with the
// fields of 2D gen's where they apply: puzzle, solution, clues, seed, size
// (the side L), dims and box, or a csv row (see csvFields). The boards go to w as they are written from
// their cells, in pieces: a 5D record is never copied whole into a buffer.
func (p *dimsMade) writeRecord(w io.Writer, sc *genScratch, cfg *genConfig, _ int, seed uint64) error {
	s := p.puzzle.Shape()
	ew := &errWriter{w: w}
	switch cfg.format {
	case record.CSV:
		return sc.enc.RowTo(w, func(e *record.Encoder) { p.csvFields(e, cfg, seed) })
	case record.JSON:
		return sc.enc.RowTo(w, func(e *record.Encoder) {
			e.Cells("puzzle", &record.Board{Hyper: p.puzzle})
			e.Cells("solution", &record.Board{Hyper: p.solution})
			e.Int("clues", int64(p.puzzle.Givens()))
			e.Uint("seed", seed)
			e.Int("size", int64(s.Side()))
			e.Int("dims", int64(s.Dims))
			e.Int("box", int64(s.Box))
		})
	case record.Boxed:
		fmt.Fprintf(ew, "# %v, %d clues, seed %d\n", s, p.puzzle.Givens(), seed)
		ew.board(p.puzzle.WriteBoxed)
		if cfg.solution {
			ew.str("\n")
			ew.board(p.solution.WriteBoxed)
		}
	default:
		ew.board(writeLine(p.puzzle))
		if cfg.solution {
			ew.str(" ")
			ew.board(writeLine(p.solution))
		}
	}
	ew.str("\n")
	return ew.err
}

// writeLine returns the function that writes the one-line form of b.
func writeLine(b *hyper.Board) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := b.WriteTo(w)
		return err
	}
}

// errWriter writes to w until a write fails, and keeps the first error.
type errWriter struct {
	w   io.Writer
	err error
}

func (ew *errWriter) Write(p []byte) (int, error) {
	if ew.err != nil {
		return 0, ew.err
	}
	n, err := ew.w.Write(p)
	ew.err = err
	return n, err
}

func (ew *errWriter) str(s string) { _, _ = io.WriteString(ew, s) }

func (ew *errWriter) board(write func(io.Writer) error) {
	if ew.err == nil {
		ew.err = write(ew.w)
	}
}

// csvFields passes the columns of gen's csv on --dims boards to e: those
// of 2D boards that apply (puzzle, solution with --solution, seed, clues),
// then the shape, dims and box. The zero dimsMade gives the names alone.
func (p *dimsMade) csvFields(e *record.Encoder, cfg *genConfig, seed uint64) {
	var puzzle, solution record.Board
	var s hyper.Shape
	if p.puzzle != nil {
		puzzle, solution, s = record.Board{Hyper: p.puzzle}, record.Board{Hyper: p.solution}, p.puzzle.Shape()
	}
	e.Cells("puzzle", &puzzle)
	if cfg.solution {
		e.Cells("solution", &solution)
	}
	e.Uint("seed", seed)
	clues := 0
	if p.puzzle != nil {
		clues = p.puzzle.Givens()
	}
	e.Int("clues", int64(clues))
	e.Int("dims", int64(s.Dims))
	e.Int("box", int64(s.Box))
}
