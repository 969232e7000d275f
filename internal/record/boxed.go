package record

import "strconv"

// AppendBoxed appends the form for people: the source, the board before,
// the board after (or nothing when there is none), and a line with the
// status, the time and the search nodes, then a blank line. Every line
// that is not a board starts with a word, so that a sudoku/puzzleio Reader reads
// the output back as the boards before and after. shaped writes those
// lines as comments, with the shape, as for D-dimensional boards.
func (r *Record) AppendBoxed(dst []byte, shaped bool) []byte {
	return r.appendBoxed(dst, shaped, nil)
}

// appendBoxed is AppendBoxed, with the large boards of a D-dimensional
// record let go to sp.
func (r *Record) appendBoxed(dst []byte, shaped bool, sp *spill) []byte {
	if shaped {
		return r.appendShapedBoxed(dst, sp)
	}
	dst = append(dst, "Puzzle "...)
	dst = AppendPos(dst, r.Source)
	dst = append(dst, '\n')
	if r.Verdict != Error {
		dst = append(dst, "Before\n"...)
		dst = r.Puzzle.Grid.AppendBoxed(dst)
	}
	switch r.Verdict {
	case Unique:
		dst = append(dst, "After\n"...)
		dst = r.Solution.Grid.AppendBoxed(dst)
		dst = append(dst, "unique solution"...)
		dst = r.appendCost(dst)
	case Solved:
		dst = append(dst, "After\n"...)
		dst = r.Solution.Grid.AppendBoxed(dst)
		dst = append(dst, "solved, uniqueness not checked (--limit 1)"...)
		dst = r.appendCost(dst)
	case Multiple:
		dst = append(dst, "After (one of "...)
		dst = r.AppendReason(dst)
		dst = append(dst, ")\n"...)
		dst = r.Solution.Grid.AppendBoxed(dst)
		dst = r.appendMultiple(dst, "multiple solutions (")
		dst = r.appendCost(dst)
	case None:
		dst = append(dst, "no solution"...)
		dst = r.appendCost(dst)
	case Timeout:
		dst = append(dst, "timeout: "...)
		dst = r.AppendReason(dst)
		if r.Nodes != NoNodes {
			// What the search did before it gave up.
			dst = r.appendCost(dst)
		}
	default:
		dst = append(dst, r.Verdict.String()...)
		dst = append(dst, ": "...)
		dst = r.AppendReason(dst)
	}
	return append(dst, "\n\n"...)
}

// appendMultiple appends prefix and "N)" or "N or more)".
func (r *Record) appendMultiple(dst []byte, prefix string) []byte {
	dst = append(dst, prefix...)
	dst = strconv.AppendInt(dst, int64(r.Solutions), 10)
	if r.Solutions >= r.Limit {
		dst = append(dst, " or more"...)
	}
	return append(dst, ')')
}

// appendCost appends " in T ms (N nodes)": the solving time and the
// search nodes.
func (r *Record) appendCost(dst []byte) []byte {
	dst = appendMillis(dst, r)
	dst = append(dst, " ("...)
	dst = strconv.AppendInt(dst, r.Nodes, 10)
	if r.Nodes == 1 {
		return append(dst, " node)"...)
	}
	return append(dst, " nodes)"...)
}

// appendMillis appends " in T ms".
func appendMillis(dst []byte, r *Record) []byte {
	dst = append(dst, " in "...)
	dst = strconv.AppendFloat(dst, float64(r.Elapsed)/1e6, 'f', 3, 64)
	return append(dst, " ms"...)
}

// appendShapedBoxed appends the boxed form of a D-dimensional board:
// the lines around the boards are comments, which the readers skip, so
// the output reads back in as the boards before and after.
func (r *Record) appendShapedBoxed(dst []byte, sp *spill) []byte {
	dst = append(dst, "# Puzzle "...)
	dst = AppendPos(dst, r.Source)
	if r.Verdict == Error || r.Puzzle.Hyper == nil {
		dst = append(dst, "\n# error: "...)
		dst = r.AppendReason(dst)
		return append(dst, "\n\n"...)
	}
	b := r.Puzzle.Hyper
	dst = append(dst, " ("...)
	dst = append(dst, b.Shape().String()...)
	dst = append(dst, ", "...)
	dst = strconv.AppendInt(dst, int64(b.Givens()), 10)
	dst = append(dst, " givens)\n# Before\n"...)
	dst = appendHyperBoxed(dst, &r.Puzzle, sp)
	switch r.Verdict {
	case Unique, Solved:
		dst = append(dst, "# After\n"...)
		dst = appendHyperBoxed(dst, &r.Solution, sp)
		if r.Verdict == Unique {
			dst = append(dst, "# unique solution"...)
		} else {
			dst = append(dst, "# solved, uniqueness not checked (--limit 1)"...)
		}
	case Multiple:
		dst = append(dst, "# After (one of "...)
		dst = r.AppendReason(dst)
		dst = append(dst, ")\n"...)
		dst = appendHyperBoxed(dst, &r.Solution, sp)
		dst = r.appendMultiple(dst, "# multiple solutions (")
	case None:
		dst = append(dst, "# no solution"...)
	default:
		dst = append(dst, "# "...)
		dst = append(dst, r.Verdict.String()...)
		dst = append(dst, ": "...)
		dst = r.AppendReason(dst)
		return append(dst, "\n\n"...)
	}
	dst = appendMillis(dst, r)
	return append(dst, "\n\n"...)
}

// appendHyperBoxed appends the boxed form of a D-dimensional board, or
// lets a large one go to sp.
func appendHyperBoxed(dst []byte, b *Board, sp *spill) []byte {
	if b.Hyper == nil {
		return dst
	}
	return sp.board(dst, b, func(dst []byte) []byte {
		w := appendWriter{dst}
		_ = b.Hyper.WriteBoxed(&w)
		return w.b
	}, b.Hyper.WriteBoxed)
}

// appendWriter is an io.Writer appending to a slice.
type appendWriter struct{ b []byte }

func (w *appendWriter) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	return len(p), nil
}
