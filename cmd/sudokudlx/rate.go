package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"strconv"
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
chains, Death Blossom, forcing chains and nets, and a
guess when none applies. Each puzzle gets a level (simple: naked
singles only; easy: hidden singles; intermediate: locked candidates,
pairs and triples; expert: quads, fish, wings, short chains, coloring,
uniqueness; master: finned fish, chains, ALS; extreme: forcing chains
or nets, or a guess; a score over 1000, 1600, 1800 raises it to expert,
master, extreme as in HoDoKu), a score, the sum of the weights of its
steps, and a rating on Sudoku Explainer's scale (1.0-11, the hardest
step's). It prints one record per puzzle, in input order, the same for
every -j: the source, the level, the score, the rating, the guesses and
how many times each technique was used; --explain adds every step in
words. Formats: line, json (JSON Lines) and csv. Puzzles that are
invalid, have no solution or several are reported as such and not rated. A progress bar shows on standard error when it is a
terminal; a summary with the levels follows the run. --timeout gives up
a puzzle not rated in time (status timeout). Exit status: 0 when every
puzzle was rated, 1 when one was not (invalid, none, multiple, timeout,
or cannot be read) or a FILE fails (the others still run), 2 for usage
errors, 128+N when signal N stops it (130 for Ctrl-C; the results done
so far are written, a regular -o FILE is not left behind).`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "line", Usage: "output `FORMAT`: line, json or csv"},
			&cli.BoolFlag{Name: "explain", Usage: "print every step in words", DisableDefaultText: true},
			&cli.BoolFlag{Name: "no-uniqueness", Usage: "do not use the techniques that assume one solution", DisableDefaultText: true},
		}, append(append(streamFlags("rate"), budgetFlags(false)...), inputFlags()...)...),
		Action: runRate,
	}
}

// rateRecord is the result of rating one puzzle.
type rateRecord struct {
	source  sudoku.Position
	puzzle  sudoku.Grid    // the zero Grid when the puzzle could not be read
	verdict record.Verdict // record.Unique when the puzzle was rated
	rating  rate.Rating    // of a rated puzzle
	err     error          // why it was not rated
}

// rateVerdict returns the verdict for an error of rate.Rater: the
// puzzle's status, or record.Error for any other error.
func rateVerdict(err error) record.Verdict {
	var ce *sudoku.ConflictError
	switch {
	case err == nil:
		return record.Unique
	case errors.Is(err, rate.ErrMultipleSolutions):
		return record.Multiple
	case errors.Is(err, rate.ErrNoSolution):
		return record.None
	case errors.As(err, &ce), errors.Is(err, rate.ErrNoBoard):
		return record.Invalid
	}
	return record.Error
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
func (pr *puzzleRater) rate(ctx context.Context, it *item) rateRecord {
	if pe := it.parseErr; pe != nil {
		return rateRecord{source: sudoku.Position{File: pe.File, Line: pe.Line}, verdict: record.Error, err: pe}
	}
	if it.board != nil || it.boardErr != nil {
		return boardNotRated(it)
	}
	rec := rateRecord{source: it.puzzle.Source, puzzle: it.puzzle.Grid}
	var err error
	pctx, cancel := pr.budget.context(ctx)
	if pr.explain {
		rec.rating, err = pr.r.Explain(pctx, rec.puzzle)
	} else {
		rec.rating, err = pr.r.Rate(pctx, rec.puzzle)
	}
	cancel()
	if over := pr.budget.overrun(ctx, err); over != nil {
		rec.rating, rec.verdict, rec.err = rate.Rating{}, record.Timeout, over
		return rec
	}
	rec.verdict, rec.err = rateVerdict(err), err
	return rec
}

// boardNotRated returns the record of a D-dimensional board, which rate
// does not rate, or of one that could not be read.
func boardNotRated(it *item) rateRecord {
	if it.boardErr != nil {
		rec := rateRecord{verdict: record.Error, err: it.boardErr}
		var pe *sudoku.ParseError
		if errors.As(it.boardErr, &pe) {
			rec.source = sudoku.Position{File: pe.File, Line: pe.Line}
		}
		return rec
	}
	p := it.board
	return rateRecord{source: sudoku.Position{File: p.File, Line: p.Line}, verdict: record.Error,
		err: fmt.Errorf("a %v board: rate rates 2D puzzles only", p.Board.Shape())}
}

// levelName returns the level of a rated record, "" for the others.
func (r *rateRecord) levelName() string {
	if r.verdict != record.Unique {
		return ""
	}
	return r.rating.Level.String()
}

// fields passes the record's fields, in their fixed order, to f: the
// columns of csv and the keys of json. steps adds the steps.
func (r *rateRecord) fields(e *record.Encoder, steps bool) {
	e.Pos("source", r.source)
	e.Grid("puzzle", &r.puzzle)
	e.Str("status", r.verdict.String())
	e.Str("level", r.levelName())
	e.Int("score", int64(r.rating.Score))
	e.Float("rating", r.rating.Difficulty, 1)
	e.Float("rating_p", r.rating.Pearl, 1)
	e.Float("rating_d", r.rating.Diamond, 1)
	e.Int("guesses", int64(r.rating.Counts[rate.Guess]))
	e.Counts("techniques", techniques(&r.rating))
	if steps {
		e.Strings("steps", stepTexts(r.rating.Steps), "; ")
	}
	e.Err("error", r.err)
}

// techniques returns the techniques of rt with the times each was used,
// in order of difficulty, as named counts.
func techniques(rt *rate.Rating) func(yield func(string, int) bool) {
	return func(yield func(string, int) bool) {
		for t, n := range rt.Used() {
			if !yield(t.String(), n) {
				return
			}
		}
	}
}

// stepTexts returns the steps in words.
func stepTexts(steps []rate.Step) []string {
	s := make([]string, len(steps))
	for i, st := range steps {
		s[i] = st.String()
	}
	return s
}

// appendLine appends the line form: "source  level  score N  rating R
// technique ×count, ...", then with steps each step on a line of its own after a tab;
// "source  status: reason" for a puzzle that was not rated. The × keeps a
// count apart from a name that ends in a number ("unique rectangle 2 ×1").
func (r *rateRecord) appendLine(dst []byte, steps bool) []byte {
	dst = record.AppendPos(dst, r.source)
	dst = append(dst, "  "...)
	if r.verdict != record.Unique {
		dst = append(dst, r.verdict.String()...)
		dst = append(dst, ": "...)
		dst = append(dst, r.err.Error()...)
		return append(dst, '\n')
	}
	dst = append(dst, r.rating.Level.String()...)
	dst = append(dst, "  score "...)
	dst = strconv.AppendInt(dst, int64(r.rating.Score), 10)
	dst = append(dst, "  rating "...)
	dst = strconv.AppendFloat(dst, r.rating.Difficulty, 'f', 1, 64)
	sep := "  "
	for t, n := range r.rating.Used() {
		dst = append(dst, sep...)
		dst = append(dst, t.String()...)
		dst = append(dst, " ×"...)
		dst = strconv.AppendInt(dst, int64(n), 10)
		sep = ", "
	}
	dst = append(dst, '\n')
	if steps {
		for _, st := range r.rating.Steps {
			dst = append(dst, '\t')
			dst = append(dst, st.String()...)
			dst = append(dst, '\n')
		}
	}
	return dst
}

// rateTally counts the rated puzzles by level and the others by verdict.
type rateTally struct {
	levels   [rate.NumLevels]int64
	verdicts tally
}

func (t *rateTally) add(r *rateRecord) {
	t.verdicts[r.verdict]++
	if r.verdict == record.Unique {
		t.levels[r.rating.Level]++
	}
}

// failed reports whether a puzzle was not rated.
func (t *rateTally) failed() bool { return t.verdicts.total() > t.verdicts[record.Unique] }

// summary returns the line that sums up a run: "N puzzles rated in T s
// (R/s): " and the count of each level, then the puzzles not rated, by
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

// rateWriter writes rate records in one format, each built in a reused
// buffer.
type rateWriter struct {
	w      *bufio.Writer
	format record.Format
	steps  bool
	e      *record.Encoder
	line   []byte
}

// header writes the header row of csv, nothing in other formats.
func (rw *rateWriter) header() error {
	if rw.format != record.CSV {
		return nil
	}
	_, err := rw.w.Write(rw.e.Row(true, func(e *record.Encoder) { (&rateRecord{}).fields(e, rw.steps) }))
	return err
}

// write writes one record.
func (rw *rateWriter) write(r *rateRecord) error {
	var b []byte
	if rw.format == record.Line {
		rw.line = r.appendLine(rw.line[:0], rw.steps)
		b = rw.line
	} else {
		b = rw.e.Row(false, func(e *record.Encoder) { r.fields(e, rw.steps) })
	}
	_, err := rw.w.Write(b)
	return err
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
	var done rateTally
	return runStream(c, stream[rateRecord]{
		worker: func() func(context.Context, *item) rateRecord {
			pr := &puzzleRater{explain: explain, budget: b}
			pr.r.NoUniqueness = noUnique
			return pr.rate
		},
		start: func(w *bufio.Writer) (func(*rateRecord) error, error) {
			rw := &rateWriter{w: w, format: f, steps: explain, e: record.NewEncoder(f)}
			return func(r *rateRecord) error {
				done.add(r)
				return rw.write(r)
			}, rw.header()
		},
		summary: done.summary,
		failed:  done.failed,
	})
}
