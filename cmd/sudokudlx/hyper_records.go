// The records of solve and batch on --dims boards: the contract of the 2D
// records (records.go), status for status and field for field, with the
// shape added and without search nodes, which their solver does not count.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// hyperRecord is the answer for one board, or why there is none.
type hyperRecord struct {
	puzzle  *hyper.Puzzle // nil when the board could not be read
	res     hyper.Result
	limit   int // the count stopped there: limit means "limit or more"
	elapsed time.Duration
	timeout error // the budget it went over, when not nil
	err     error // why the board could not be read (a *hyper.ParseError)
	fatal   error // the solver failed: the run stops
}

// hyperVerdict returns what became of a board: under --limit 1 a solution
// found is solved, as on 2D boards, since no second one was sought.
func hyperVerdict(r *hyperRecord) verdict {
	switch {
	case r.err != nil:
		return verdictError
	case r.timeout != nil:
		return verdictTimeout
	case r.res.Status == sudoku.Unique && r.limit == 1:
		return verdictSolved
	}
	return verdictOf(r.res.Status)
}

// source returns "file:line" of the board, or of the line that could not
// be read; "" when neither is known.
func (r *hyperRecord) source() string {
	var pe *hyper.ParseError
	switch {
	case r.puzzle != nil:
		return r.puzzle.File + ":" + strconv.Itoa(r.puzzle.Line)
	case errors.As(r.err, &pe):
		return pe.File + ":" + strconv.Itoa(pe.Line)
	}
	return ""
}

// reason returns the error of a board without a solution to show: over
// its budget, unreadable, or invalid (the clash); nil otherwise.
func (r *hyperRecord) reason() error {
	switch {
	case r.timeout != nil:
		return r.timeout
	case r.err != nil:
		return r.err
	}
	return r.res.Err
}

// appendReason appends what record.appendReason does for a 2D puzzle of
// the same verdict.
func (r *hyperRecord) appendReason(dst []byte, v verdict) []byte {
	return appendVerdictReason(dst, v, r.res.Solutions, r.limit, r.reason())
}

// appendLine appends the line form, as record.appendLine: the solution
// when the verdict has one to print, else "# status: reason (source)";
// an unreadable board's reason starts with its source already.
func (r *hyperRecord) appendLine(dst []byte) []byte {
	v := hyperVerdict(r)
	if v.answered() {
		dst = append(dst, r.res.Solution.String()...)
		return append(dst, '\n')
	}
	dst = append(dst, "# "...)
	dst = append(dst, v.String()...)
	dst = append(dst, ": "...)
	dst = r.appendReason(dst, v)
	if v != verdictError {
		dst = append(dst, " ("...)
		dst = append(dst, r.source()...)
		dst = append(dst, ')')
	}
	return append(dst, '\n')
}

// writeBoxed writes the form for people, with the lines and words of
// record.appendBoxed: the source (and the shape), the board before, the
// board after, the status with the time. The lines around the boards are
// comments, which hyper.Reader skips: the output reads back in as the
// boards before and after.
func (r *hyperRecord) writeBoxed(w *bytes.Buffer) {
	v := hyperVerdict(r)
	fmt.Fprintf(w, "# Puzzle %s", r.source())
	if v == verdictError {
		fmt.Fprintf(w, "\n# error: %v\n\n", r.err)
		return
	}
	b := r.puzzle.Board
	fmt.Fprintf(w, " (%v, %d givens)\n# Before\n", b.Shape(), b.Givens())
	_ = b.WriteBoxed(w)
	switch v {
	case verdictUnique, verdictSolved:
		w.WriteString("# After\n")
		_ = r.res.Solution.WriteBoxed(w)
		if v == verdictUnique {
			w.WriteString("# unique solution")
		} else {
			w.WriteString("# solved, uniqueness not checked (--limit 1)")
		}
	case verdictMultiple:
		w.WriteString("# After (one of ")
		w.Write(r.appendReason(nil, v))
		w.WriteString(")\n")
		_ = r.res.Solution.WriteBoxed(w)
		fmt.Fprintf(w, "# multiple solutions (%d", r.res.Solutions)
		if r.res.Solutions >= r.limit {
			w.WriteString(" or more")
		}
		w.WriteByte(')')
	case verdictNone:
		w.WriteString("# no solution")
	default:
		fmt.Fprintf(w, "# %v: %v\n\n", v, r.reason())
		return
	}
	fmt.Fprintf(w, " in %.3f ms\n\n", float64(r.elapsed)/1e6)
}

// fields passes the record's fields to f: those of record.fields, in
// their order (nodes is null in json and empty in csv: the solver of
// these boards counts none), then the shape: dims and box, 0 for a board
// that could not be read.
func (r *hyperRecord) fields(f *fields) {
	var puzzle, solution string
	var shape hyper.Shape
	if r.puzzle != nil {
		puzzle, shape = r.puzzle.Board.String(), r.puzzle.Board.Shape()
	}
	if r.res.Solution != nil {
		solution = r.res.Solution.String()
	}
	f.str("source", r.source())
	f.str("puzzle", puzzle)
	f.str("status", hyperVerdict(r).String())
	f.str("solution", solution)
	f.int("solutions", int64(r.res.Solutions))
	f.null("nodes")
	f.float("micros", float64(r.elapsed)/1e3, 3)
	f.err("error", r.reason())
	f.int("dims", int64(shape.Dims))
	f.int("box", int64(shape.Box))
}

// null writes a field with no value: null in json, an empty field in csv.
func (f *fields) null(name string) {
	if f.key(name) && f.json {
		f.b = append(f.b, "null"...)
	}
}
