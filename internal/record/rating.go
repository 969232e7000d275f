package record

import (
	"errors"
	"io"
	"strconv"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// A Rating is the record of rating one puzzle, as the rate command writes
// it: the Rating of package rate, or why there is none.
type Rating struct {
	Source  sudoku.Position
	Puzzle  sudoku.Grid // the zero Grid when the puzzle could not be read
	Verdict Verdict     // Unique when the puzzle was rated
	Rating  rate.Rating // of a rated puzzle
	Err     error       // why it was not rated
}

// RatingVerdict returns the verdict for an error of rate.Rater: the
// puzzle's status, or Error for any other error.
func RatingVerdict(err error) Verdict {
	var ce *sudoku.ConflictError
	switch {
	case err == nil:
		return Unique
	case errors.Is(err, rate.ErrMultipleSolutions):
		return Multiple
	case errors.Is(err, rate.ErrNoSolution):
		return None
	case errors.As(err, &ce), errors.Is(err, rate.ErrNoBoard):
		return Invalid
	}
	return Error
}

// levelName returns the level of a rated record, "" for the others.
func (r *Rating) levelName() string {
	if r.Verdict != Unique {
		return ""
	}
	return r.Rating.Level.String()
}

// fields passes the record's fields, in their fixed order, to f: the
// columns of csv and the keys of json. steps adds the steps.
func (r *Rating) Fields(e *Encoder, steps bool) {
	e.Pos("source", r.Source)
	if r.Verdict == Error && len(r.Puzzle.Cells()) == 0 {
		e.Str("puzzle", ErrorText(r.Err))
	} else {
		e.Grid("puzzle", &r.Puzzle)
	}
	e.Str("status", r.Verdict.String())
	e.Str("level", r.levelName())
	e.Int("score", int64(r.Rating.Score))
	e.Float("rating", r.Rating.Difficulty, 1)
	e.Float("rating_p", r.Rating.Pearl, 1)
	e.Float("rating_d", r.Rating.Diamond, 1)
	e.Int("guesses", int64(r.Rating.Counts[rate.Guess]))
	e.Bool("over_budget", r.Rating.OverBudget)
	e.Counts("techniques", techniques(&r.Rating))
	if steps {
		e.Strings("steps", stepTexts(r.Rating.Steps), "; ")
	}
	e.Err("error", r.Err)
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
// technique ×count, ...", "  (over budget)" after the techniques of a
// rating past its budget, then with steps each step on a line of its own after a tab;
// "source  status: reason" for a puzzle that was not rated. The × keeps a
// count apart from a name that ends in a number ("unique rectangle 2 ×1").
func (r *Rating) AppendLine(dst []byte, steps bool) []byte {
	dst = AppendPos(dst, r.Source)
	dst = append(dst, "  "...)
	if r.Verdict != Unique {
		dst = append(dst, r.Verdict.String()...)
		dst = append(dst, ": "...)
		dst = append(dst, r.Err.Error()...)
		return append(dst, '\n')
	}
	dst = append(dst, r.Rating.Level.String()...)
	dst = append(dst, "  score "...)
	dst = strconv.AppendInt(dst, int64(r.Rating.Score), 10)
	dst = append(dst, "  rating "...)
	dst = strconv.AppendFloat(dst, r.Rating.Difficulty, 'f', 1, 64)
	sep := "  "
	for t, n := range r.Rating.Used() {
		dst = append(dst, sep...)
		dst = append(dst, t.String()...)
		dst = append(dst, " ×"...)
		dst = strconv.AppendInt(dst, int64(n), 10)
		sep = ", "
	}
	if r.Rating.OverBudget {
		dst = append(dst, "  (over budget)"...)
	}
	dst = append(dst, '\n')
	if steps {
		for _, st := range r.Rating.Steps {
			dst = append(dst, '\t')
			dst = append(dst, st.String()...)
			dst = append(dst, '\n')
		}
	}
	return dst
}

// RatingWriter writes Ratings in one format, each built in a reused
// buffer.
type RatingWriter struct {
	w      io.Writer
	format Format
	steps  bool // the steps of each rating too (rate.Rater.Explain)
	e      *Encoder
	line   []byte
}

// NewRatingWriter returns a writer of Ratings in format f (Line, JSON or
// CSV) to w; steps writes the steps of each rating.
func NewRatingWriter(w io.Writer, f Format, steps bool) *RatingWriter {
	return &RatingWriter{w: w, format: f, steps: steps, e: NewEncoder(f)}
}

// header writes the header row of csv, nothing in other formats.
func (rw *RatingWriter) Header() error {
	if rw.format != CSV {
		return nil
	}
	_, err := rw.w.Write(rw.e.Row(true, func(e *Encoder) { (&Rating{}).Fields(e, rw.steps) }))
	return err
}

// write writes one
func (rw *RatingWriter) Write(r *Rating) error {
	var b []byte
	if rw.format == Line {
		rw.line = r.AppendLine(rw.line[:0], rw.steps)
		b = rw.line
	} else {
		b = rw.e.Row(false, func(e *Encoder) { r.Fields(e, rw.steps) })
	}
	_, err := rw.w.Write(b)
	return err
}
