package record

import (
	"errors"
	"strconv"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// Board is a board of any shape: a D-dimensional board when Hyper is
// set, else the 2D Grid. The zero Board is no board.
type Board struct {
	Grid  sudoku.Grid
	Hyper *hyper.Board
}

// isZero reports whether b is the zero Board, no board.
func (b *Board) isZero() bool { return b.Hyper == nil && len(b.Grid.Cells()) == 0 }

// AppendCells appends the one-line form of b ('.' for empty cells),
// nothing for the zero Board.
func (b *Board) AppendCells(dst []byte) []byte {
	if b.Hyper != nil {
		for i := range b.Hyper.Len() {
			dst = append(dst, sudoku.Symbol(b.Hyper.At(i)))
		}
		return dst
	}
	return AppendGrid(dst, &b.Grid)
}

// AppendGrid appends the one-line form of g ('.' for empty cells),
// nothing for the zero Grid.
func AppendGrid(dst []byte, g *sudoku.Grid) []byte {
	for _, v := range g.Cells() {
		dst = append(dst, sudoku.Symbol(int(v)))
	}
	return dst
}

// NoNodes in Record.Nodes says the solver counted no search nodes: the
// field is null in json, empty in csv.
const NoNodes = -1

// Record is the result of solving one puzzle, or why there is none.
type Record struct {
	Source    sudoku.Position
	Puzzle    Board // the zero Board when the puzzle could not be read
	Verdict   Verdict
	Solution  Board // the first solution found; the zero Board when none
	Solutions int   // solutions counted, up to Limit
	Limit     int   // the count stops there: Limit means "Limit or more"
	Nodes     int64 // search-tree nodes, or NoNodes
	Elapsed   time.Duration
	Err       error // why invalid, over budget, or unreadable (its message starts with the source)
}

// Fields passes the record's fields, in their fixed order, to e: the
// columns of csv and the keys of json. shaped adds the shape of the
// board, dims and box (0 for a board that could not be read), as the
// records of D-dimensional boards have.
func (r *Record) Fields(e *Encoder, shaped bool) {
	e.Pos("source", r.Source)
	if r.Verdict == Error && r.Puzzle.isZero() {
		e.Str("puzzle", ErrorText(r.Err))
	} else {
		e.Cells("puzzle", &r.Puzzle)
	}
	e.Str("status", r.Verdict.String())
	e.Cells("solution", &r.Solution)
	e.Int("solutions", int64(r.Solutions))
	if r.Nodes == NoNodes {
		e.Null("nodes")
	} else {
		e.Int("nodes", r.Nodes)
	}
	e.Float("micros", float64(r.Elapsed)/1e3, 3)
	e.Err("error", r.Err)
	var note [64]byte
	e.Plain("solution_note", r.appendSolutionNote(note[:0]))
	if shaped {
		var s hyper.Shape
		if r.Puzzle.Hyper != nil {
			s = r.Puzzle.Hyper.Shape()
		}
		e.Int("dims", int64(s.Dims))
		e.Int("box", int64(s.Box))
	}
}

// appendSolutionNote appends what the solution of the record is when it
// is not the one solution: "one of 2 or more solutions" for a puzzle with
// several (the words of the boxed form), "uniqueness not checked (--limit
// 1)" for one solved with --limit 1; nothing for the others.
func (r *Record) appendSolutionNote(dst []byte) []byte {
	switch r.Verdict {
	case Multiple:
		return r.AppendReason(append(dst, "one of "...))
	case Solved:
		return append(dst, "uniqueness not checked (--limit 1)"...)
	}
	return dst
}

// ErrorText returns the text read of a puzzle that could not be read, as
// its *sudoku.ParseError keeps it (cut, see sudoku.ErrorText): what the
// puzzle field of its record holds; "" when err keeps none.
func ErrorText(err error) string {
	var pe *sudoku.ParseError
	if errors.As(err, &pe) {
		return pe.Text
	}
	return ""
}

// AppendReason appends why the record has no single solution: "2 or more
// solutions", "no solution", the conflict or the read error.
func (r *Record) AppendReason(dst []byte) []byte {
	switch r.Verdict {
	case Multiple:
		dst = strconv.AppendInt(dst, int64(r.Solutions), 10)
		if r.Solutions >= r.Limit {
			dst = append(dst, " or more"...)
		}
		return append(dst, " solutions"...)
	case None:
		return append(dst, "no solution"...)
	case Unique:
		return append(dst, "one solution"...)
	case Solved:
		return append(dst, "a solution (--limit 1: no more were sought)"...)
	}
	if r.Err == nil {
		return dst
	}
	return append(dst, r.Err.Error()...)
}

// AppendLine appends the line form: the solution when the verdict has
// one to print, else a comment line "# status: reason (source)", which
// readers skip; an unreadable puzzle's reason starts with its source
// already.
func (r *Record) AppendLine(dst []byte) []byte { return r.appendLine(dst, nil) }

// appendLine is AppendLine, with a large solution let go to sp.
func (r *Record) appendLine(dst []byte, sp *spill) []byte {
	if r.Verdict.Answered() {
		dst = sp.cells(dst, &r.Solution)
		return append(dst, '\n')
	}
	dst = append(dst, "# "...)
	dst = append(dst, r.Verdict.String()...)
	dst = append(dst, ": "...)
	dst = r.AppendReason(dst)
	if r.Verdict != Error {
		dst = append(dst, " ("...)
		dst = AppendPos(dst, r.Source)
		dst = append(dst, ')')
	}
	return append(dst, '\n')
}

// AppendPos appends "file:line", "line" when the file has no name.
func AppendPos(dst []byte, p sudoku.Position) []byte {
	if p.File != "" {
		dst = append(dst, p.File...)
		dst = append(dst, ':')
	}
	return strconv.AppendInt(dst, int64(p.Line), 10)
}
