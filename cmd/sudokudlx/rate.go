package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
	"github.com/urfave/cli/v2"
)

// rateCommand returns the rate command: the difficulty of puzzles, the way
// a person solves them, on every core, in input order.
func rateCommand() *cli.Command {
	return &cli.Command{
		Name:      "rate",
		Usage:     "rate puzzles by the techniques a person needs to solve them",
		ArgsUsage: "[FILE|GLOB|-]...",
		Description: `Reads puzzles as batch does (every layout the reader knows, from each FILE
or pattern, or from standard input when there is none or FILE is -) and
solves each with human techniques, the easiest that makes progress first:
singles, locked candidates, subsets, fish, wings, uniqueness (unique,
hidden and avoidable rectangles, BUG+1; --no-uniqueness turns them off),
short single-value chains, coloring, finned fish, Sue de Coq, X-, XY- and
alternating inference chains, ALS-XZ, ALS-XY-Wing, grouped AICs, ALS
chains, Death Blossom, forcing chains and nets, Sudoku Explainer's dynamic
and nested forcing chains (9x9 and smaller), and a guess when none
applies. Each puzzle gets a level (simple: naked singles only; easy:
hidden singles; intermediate: locked candidates, pairs and triples;
expert: quads, fish, wings, short chains, coloring, uniqueness; master:
finned fish, chains, ALS; extreme: forcing chains, nets, dynamic forcing
chains, or a guess; a score over 1000, 1600, 1800 raises it to expert,
master, extreme as in HoDoKu, over 3111, 4978, 5600 on 16x16 and 7001,
11202, 12602 on 25x25), a score, the sum of the weights of its steps, and
a rating on Sudoku Explainer's scale (from 1.0, the hardest step's). It
prints one record per puzzle, in input order, the same for every -j: the
source, the level, the score, the rating, the guesses and how many times
each technique was used; --explain adds every step in words. Formats:
line, json (JSON Lines) and csv. Puzzles that are invalid, have no
solution or several are reported as such and not rated. A progress bar
shows on standard error when it is a terminal; a summary with the levels
follows the run. --budget D bounds a puzzle's hard steps: past D it is
finished with singles and guesses (from the solution), rated all the
same, and its record says so (over_budget; the summary counts them).
--timeout gives up a puzzle not rated in time (status timeout). Exit
status: 0 when every puzzle was rated, 1 when one was not
(invalid, none, multiple, timeout, or cannot be read) or a FILE fails (the
others still run), 2 for usage errors, 128+N when signal N stops it (130
for Ctrl-C; the results done so far are written, a regular -o FILE is not
left behind).`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "line", Usage: "output `FORMAT`: line, json or csv"},
			&cli.BoolFlag{Name: "explain", Usage: "print every step in words", DisableDefaultText: true},
			&cli.BoolFlag{Name: "no-uniqueness", Usage: "do not use the techniques that assume one solution", DisableDefaultText: true},
			&cli.DurationFlag{Name: "budget", Usage: "past `D` (such as 1s), finish a puzzle with singles and guesses: over_budget", DefaultText: "0, never"},
		}, append(append(streamFlags("rate"), budgetFlags(false)...), inputFlags()...)...),
		Action: runRate,
	}
}

// puzzleRater rates the puzzles of one goroutine.
type puzzleRater struct {
	r       rate.Rater
	explain bool
	budget  budget
}

// rate returns the record of a puzzle, or of a puzzle that could not be
// read. ctx cancels the search of a puzzle that needs one; the record is
// then cut short and is to be dropped.
func (pr *puzzleRater) rate(ctx context.Context, it *item) record.Rating {
	if pe := it.parseErr; pe != nil {
		return record.Rating{Source: sudoku.Position{File: pe.File, Line: pe.Line}, Verdict: record.Error, Err: pe}
	}
	if it.board != nil || it.boardErr != nil {
		return boardNotRated(it)
	}
	rec := record.Rating{Source: it.puzzle.Source, Puzzle: it.puzzle.Grid}
	var err error
	start := time.Now()
	pctx, cancel := pr.budget.context(ctx)
	if pr.explain {
		rec.Rating, err = pr.r.Explain(pctx, rec.Puzzle)
	} else {
		rec.Rating, err = pr.r.Rate(pctx, rec.Puzzle)
	}
	cancel()
	if over := pr.budget.overrun(ctx, err, time.Since(start)); over != nil {
		rec.Rating, rec.Verdict, rec.Err = rate.Rating{}, record.Timeout, over
		return rec
	}
	rec.Verdict, rec.Err = record.RatingVerdict(err), err
	return rec
}

// boardNotRated returns the record of a D-dimensional board, which rate
// does not rate, or of one that could not be read.
func boardNotRated(it *item) record.Rating {
	if it.boardErr != nil {
		rec := record.Rating{Verdict: record.Error, Err: it.boardErr}
		var pe *sudoku.ParseError
		if errors.As(it.boardErr, &pe) {
			rec.Source = sudoku.Position{File: pe.File, Line: pe.Line}
		}
		return rec
	}
	p := it.board
	return record.Rating{Source: sudoku.Position{File: p.File, Line: p.Line}, Verdict: record.Error,
		Err: fmt.Errorf("a %v board: rate rates 2D puzzles only", p.Board.Shape())}
}

// rateTally counts the rated puzzles by level and the others by verdict.
type rateTally struct {
	levels   [rate.NumLevels]int64
	over     int64 // rated past --budget
	verdicts tally
}

func (t *rateTally) add(r *record.Rating) {
	t.verdicts[r.Verdict]++
	if r.Verdict == record.Unique {
		t.levels[r.Rating.Level]++
		if r.Rating.OverBudget {
			t.over++
		}
	}
}

// failed reports whether a puzzle was not rated.
func (t *rateTally) failed() bool { return t.verdicts.total() > t.verdicts[record.Unique] }

// summary returns the line that sums up a run: "N puzzles rated in T s
// (R/s): " and the count of each level, " (B over budget)" when some
// were rated past --budget, then the puzzles not rated, by
// verdict, when there are some (", M multiple, X none, E errors").
func (t *rateTally) summary(elapsed time.Duration) string {
	b := appendRun(make([]byte, 0, 160), t.verdicts.total(), "rated", elapsed)
	for l := rate.Simple; l <= rate.Extreme; l++ {
		if l == rate.Simple {
			b = append(b, ": "...)
		} else {
			b = append(b, ", "...)
		}
		b = append(b, commas(t.levels[l])...)
		b = append(b, ' ')
		b = append(b, l.String()...)
	}
	if t.over > 0 {
		b = append(b, " ("...)
		b = append(b, commas(t.over)...)
		b = append(b, " over budget)"...)
	}
	for v := record.Multiple; v < record.NumVerdicts; v++ {
		if k := t.verdicts[v]; k > 0 {
			b = append(b, ", "...)
			b = append(b, commas(k)...)
			b = append(b, ' ')
			b = append(b, v.String()...)
			if v == record.Error {
				b = append(b, plural(k)...)
			}
		}
	}
	return string(b)
}

func runRate(c *cli.Context) error {
	f, err := record.ParseFormat(c.String("format"), record.Line, record.JSON, record.CSV)
	if err != nil {
		return usageErrorf("--format: %v", err)
	}
	explain, noUnique := c.Bool("explain"), c.Bool("no-uniqueness")
	b, err := parseBudget(c)
	if err != nil {
		return err
	}
	soft := c.Duration("budget")
	if soft < 0 {
		return usageErrorf("--budget %v: want 0 (none) or more", soft)
	}
	var done rateTally
	return runStream(c, stream[record.Rating]{
		worker: func() func(context.Context, *item) record.Rating {
			pr := &puzzleRater{explain: explain, budget: b}
			pr.r.NoUniqueness, pr.r.Budget = noUnique, soft
			return pr.rate
		},
		start: func(w *bufio.Writer) (func(*record.Rating) error, error) {
			rw := record.NewRatingWriter(w, f, explain)
			return func(r *record.Rating) error {
				done.add(r)
				return rw.Write(r)
			}, rw.Header()
		},
		summary: done.summary,
		failed:  done.failed,
	})
}
