package record

import (
	"io"
	"strconv"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// An Encoder builds one json or csv record, field by field, in a reused
// buffer: in json an object {"name":value,...}, in csv a row of values;
// for the header row of csv it writes the names instead of the values.
// Every method of a field takes its name, so that one function passing
// a record's fields serves both the header and the rows.
type Encoder struct {
	b     []byte
	json  bool
	names bool
	n     int    // fields written in this record
	spill *spill // where a Writer lets large boards go; nil for others
}

// NewEncoder returns an encoder of json records when f is JSON, else of
// csv rows.
func NewEncoder(f Format) *Encoder {
	return &Encoder{b: make([]byte, 0, 4<<10), json: f == JSON}
}

// Row returns the record of the fields that put passes to e, with its
// line end; with header, the header row of csv. The bytes are valid
// until the next call.
func (e *Encoder) Row(header bool, put func(*Encoder)) []byte {
	e.names = header
	e.b, e.n = e.b[:0], 0
	if e.json {
		e.b = append(e.b, '{')
	}
	put(e)
	if e.json {
		e.b = append(e.b, '}')
	}
	e.b = append(e.b, '\n')
	e.names = false
	return e.b
}

// RowTo writes to w the record of the fields that put passes to e, as
// Row builds it, except that a D-dimensional board of a million cells or
// more goes to w in pieces as it is written from its cells (as a Writer
// writes it), so that e's buffer never holds a copy of it. It returns the
// first error of w.
func (e *Encoder) RowTo(w io.Writer, put func(*Encoder)) error {
	return e.rowTo(w, put, spillCells)
}

// rowTo is RowTo with boards of at cells or more spilled.
func (e *Encoder) rowTo(w io.Writer, put func(*Encoder), at int) error {
	saved := e.spill
	sp := spill{w: w, at: at}
	e.spill = &sp
	rec := e.Row(false, put)
	e.spill = saved
	if sp.err != nil {
		return sp.err
	}
	_, err := w.Write(rec)
	return err
}

// key writes the separator and, in json, the key; it reports whether the
// value is to follow (false for the names of a header).
func (e *Encoder) key(name string) bool {
	if e.n > 0 {
		e.b = append(e.b, ',')
	}
	e.n++
	switch {
	case e.names:
		e.b = AppendCSVField(e.b, name)
		return false
	case e.json:
		e.b = append(e.b, '"')
		e.b = append(e.b, name...)
		e.b = append(e.b, '"', ':')
	}
	return true
}

// Str writes a string field.
func (e *Encoder) Str(name, v string) {
	if !e.key(name) {
		return
	}
	if e.json {
		e.b = AppendJSONString(e.b, v)
	} else {
		e.b = AppendCSVField(e.b, v)
	}
}

// Plain writes a string field of text that needs no escaping or quoting
// in json or csv: printable ASCII without '"', '\\' or ',', not starting
// with a blank.
func (e *Encoder) Plain(name string, v []byte) {
	if !e.key(name) {
		return
	}
	if e.json {
		e.b = append(e.b, '"')
	}
	e.b = append(e.b, v...)
	if e.json {
		e.b = append(e.b, '"')
	}
}

// Err writes the message of err, "" for nil.
func (e *Encoder) Err(name string, err error) {
	msg := ""
	if err != nil {
		msg = err.Error()
	}
	e.Str(name, msg)
}

// Pos writes "file:line".
func (e *Encoder) Pos(name string, p sudoku.Position) {
	if !e.key(name) {
		return
	}
	if e.json {
		e.b = append(e.b, '"')
		e.b = appendJSONBody(e.b, p.File)
		if p.File != "" {
			e.b = append(e.b, ':')
		}
		e.b = strconv.AppendInt(e.b, int64(p.Line), 10)
		e.b = append(e.b, '"')
		return
	}
	if !csvNeedsQuotes(p.File) {
		e.b = AppendPos(e.b, p)
		return
	}
	var tmp [24]byte
	e.b = AppendCSVField(e.b, p.File+":"+string(strconv.AppendInt(tmp[:0], int64(p.Line), 10)))
}

// Cells writes the one-line form of b, "" for the zero Board.
func (e *Encoder) Cells(name string, b *Board) {
	if !e.key(name) {
		return
	}
	if e.json {
		e.b = append(e.b, '"')
	}
	e.b = e.spill.cells(e.b, b) // symbols need no quoting in json or csv
	if e.json {
		e.b = append(e.b, '"')
	}
}

// Grid writes the one-line form of g, "" for the zero Grid.
func (e *Encoder) Grid(name string, g *sudoku.Grid) {
	if !e.key(name) {
		return
	}
	if e.json {
		e.b = append(e.b, '"')
	}
	e.b = AppendGrid(e.b, g)
	if e.json {
		e.b = append(e.b, '"')
	}
}

// Int writes an integer.
func (e *Encoder) Int(name string, v int64) {
	if e.key(name) {
		e.b = strconv.AppendInt(e.b, v, 10)
	}
}

// Bool writes true or false.
func (e *Encoder) Bool(name string, v bool) {
	if e.key(name) {
		e.b = strconv.AppendBool(e.b, v)
	}
}

// Uint writes an unsigned integer.
func (e *Encoder) Uint(name string, v uint64) {
	if e.key(name) {
		e.b = strconv.AppendUint(e.b, v, 10)
	}
}

// Float writes a number with prec decimals.
func (e *Encoder) Float(name string, v float64, prec int) {
	if e.key(name) {
		e.b = strconv.AppendFloat(e.b, v, 'f', prec, 64)
	}
}

// Null writes a field with no value: null in json, an empty field in csv.
func (e *Encoder) Null(name string) {
	if e.key(name) && e.json {
		e.b = append(e.b, "null"...)
	}
}

// Counts writes named counts, in the order the pairs come: a JSON object
// {"a":1,"b":2} in json, "a=1;b=2" in csv (the names must need no
// quoting in csv).
func (e *Encoder) Counts(name string, pairs func(yield func(string, int) bool)) {
	if !e.key(name) {
		return
	}
	if e.json {
		e.b = append(e.b, '{')
	}
	first := true
	for k, n := range pairs {
		switch {
		case first:
		case e.json:
			e.b = append(e.b, ',')
		default:
			e.b = append(e.b, ';')
		}
		first = false
		if e.json {
			e.b = AppendJSONString(e.b, k)
			e.b = append(e.b, ':')
		} else {
			e.b = append(e.b, k...)
			e.b = append(e.b, '=')
		}
		e.b = strconv.AppendInt(e.b, int64(n), 10)
	}
	if e.json {
		e.b = append(e.b, '}')
	}
}

// Strings writes a list of strings: a JSON array in json, one field of
// the strings joined by sep in csv.
func (e *Encoder) Strings(name string, list []string, sep string) {
	if !e.key(name) {
		return
	}
	if !e.json {
		n := 0
		for i, s := range list {
			if i > 0 {
				n += len(sep)
			}
			n += len(s)
		}
		joined := make([]byte, 0, n)
		for i, s := range list {
			if i > 0 {
				joined = append(joined, sep...)
			}
			joined = append(joined, s...)
		}
		e.b = AppendCSVField(e.b, string(joined))
		return
	}
	e.b = append(e.b, '[')
	for i, s := range list {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.b = AppendJSONString(e.b, s)
	}
	e.b = append(e.b, ']')
}
