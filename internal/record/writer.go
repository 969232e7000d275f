package record

import "io"

// A Writer writes records in one format, each built in a reused buffer:
// writing a record allocates nothing (except the message of an invalid
// or unreadable puzzle). A D-dimensional board of a million cells or more
// is not copied into the buffer: the record goes out in pieces, the board
// as it is written from its cells, so that a 5D record holds no more than
// its boards.
type Writer struct {
	w      io.Writer
	format Format
	shaped bool
	e      Encoder
	spill  spill
}

// NewWriter returns a writer of records in format f to w. shaped writes
// the records of D-dimensional boards: with their shape (see
// [Record.Fields] and [Record.AppendBoxed]). Without it, a record of a
// D-dimensional board is written shaped all the same, except in csv,
// whose columns are those of the header.
func NewWriter(w io.Writer, f Format, shaped bool) *Writer {
	rw := &Writer{w: w, format: f, shaped: shaped, e: *NewEncoder(f), spill: spill{w: w, at: spillCells}}
	rw.e.spill = &rw.spill
	return rw
}

// Header writes the header row of csv, nothing in other formats.
func (w *Writer) Header() error {
	if w.format != CSV {
		return nil
	}
	var zero Record
	_, err := w.w.Write(w.e.Row(true, w.fields(&zero)))
	return err
}

// Write writes one record.
func (w *Writer) Write(r *Record) error {
	switch w.format {
	case Line:
		w.e.b = r.appendLine(w.e.b[:0], &w.spill)
	case Boxed:
		w.e.b = r.appendBoxed(w.e.b[:0], w.shaped || r.Puzzle.Hyper != nil, &w.spill)
	default:
		w.e.Row(false, w.fields(r))
	}
	if err := w.spill.err; err != nil {
		return err
	}
	_, err := w.w.Write(w.e.b)
	return err
}

// fields returns the function passing the fields of r to an encoder.
func (w *Writer) fields(r *Record) func(*Encoder) {
	if w.shaped || w.format == JSON && r.Puzzle.Hyper != nil {
		return r.shapedFields
	}
	return r.flatFields
}

func (r *Record) flatFields(e *Encoder)   { r.Fields(e, false) }
func (r *Record) shapedFields(e *Encoder) { r.Fields(e, true) }
