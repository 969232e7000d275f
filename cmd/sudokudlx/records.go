// Result records of the puzzle commands and their output formats: boxed,
// line, JSON Lines and CSV, and the output file that only appears whole.
//
// The conventions, shared by every command that prints one record per
// puzzle: a record is one line in the line format (the answer, or a line
// "# status: reason" where there is none), one JSON object a line in json,
// one row under a header row in csv. Records are built in a reused buffer
// with the append functions below, so writing one allocates nothing.

package main

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// format is an output format.
type format int

const (
	formatBoxed format = iota // boards drawn with rules, for people
	formatLine                // one line a record
	formatJSON                // JSON Lines
	formatCSV                 // CSV with a header row
)

var formatNames = [...]string{formatBoxed: "boxed", formatLine: "line", formatJSON: "json", formatCSV: "csv"}

func (f format) String() string { return formatNames[f] }

// parseFormat returns the format named s among those allowed.
func parseFormat(s string, allowed ...format) (format, error) {
	names := make([]string, len(allowed))
	for i, f := range allowed {
		if s == f.String() {
			return f, nil
		}
		names[i] = f.String()
	}
	return 0, fmt.Errorf("unknown format %q (want %s)", s, strings.Join(names, ", "))
}

// verdict is what became of a puzzle: the four statuses of sudoku.Status,
// verdictTimeout for a puzzle over its budget (--timeout, --max-nodes),
// verdictError for a puzzle that could not be read, or verdictSolved for a
// solution found where --limit 1 asked for no more (unique or not).
type verdict uint8

const (
	verdictUnique verdict = iota
	verdictMultiple
	verdictNone
	verdictInvalid
	verdictTimeout
	verdictError
	verdictSolved
	numVerdicts
)

var verdictNames = [numVerdicts]string{"unique", "multiple", "none", "invalid", "timeout", "error", "solved"}

func (v verdict) String() string { return verdictNames[v] }

// verdictOf returns the verdict for a solver status.
func verdictOf(s sudoku.Status) verdict {
	switch s {
	case sudoku.Unique:
		return verdictUnique
	case sudoku.Multiple:
		return verdictMultiple
	case sudoku.None:
		return verdictNone
	}
	return verdictInvalid
}

// failed reports whether the verdict makes the exit status 1: a puzzle with
// no solution, over its budget, or that could not be read. Multiple
// solutions are no failure.
func (v verdict) failed() bool {
	return v == verdictNone || v == verdictInvalid || v == verdictTimeout || v == verdictError
}

// answered reports whether the record has a solution to print in the line
// format: the unique one, or the first found under --limit 1.
func (v verdict) answered() bool { return v == verdictUnique || v == verdictSolved }

// record is the result of one puzzle, as the solve and batch commands print
// it.
type record struct {
	source    sudoku.Position
	puzzle    sudoku.Grid // the zero Grid when the puzzle could not be read
	verdict   verdict
	solution  sudoku.Grid // the first solution found; the zero Grid when none
	solutions int         // solutions counted, up to limit
	limit     int         // the count stops there: limit means "limit or more"
	nodes     int64       // search-tree nodes
	elapsed   time.Duration
	err       error // why invalid (*sudoku.ConflictError) or timeout (*budgetError), or a *sudoku.ParseError
}

// fields passes the record's fields, in their fixed order, to f: the
// columns of csv and the keys of json.
func (r *record) fields(f *fields) {
	f.pos("source", r.source)
	f.grid("puzzle", &r.puzzle)
	f.str("status", r.verdict.String())
	f.grid("solution", &r.solution)
	f.int("solutions", int64(r.solutions))
	f.int("nodes", r.nodes)
	f.float("micros", float64(r.elapsed)/1e3, 3)
	f.err("error", r.err)
}

// appendReason appends why the record has no single solution: "2 or more
// solutions", "no solution", the conflict or the read error.
func (r *record) appendReason(dst []byte) []byte {
	return appendVerdictReason(dst, r.verdict, r.solutions, r.limit, r.err)
}

// appendVerdictReason appends the reason of a record of verdict v, 2D or
// not: the count of solutions found with a limit, or the text of err.
func appendVerdictReason(dst []byte, v verdict, solutions, limit int, err error) []byte {
	switch v {
	case verdictMultiple:
		dst = strconv.AppendInt(dst, int64(solutions), 10)
		if solutions >= limit {
			dst = append(dst, " or more"...)
		}
		return append(dst, " solutions"...)
	case verdictNone:
		return append(dst, "no solution"...)
	case verdictUnique:
		return append(dst, "one solution"...)
	case verdictSolved:
		return append(dst, "a solution (--limit 1: no more were sought)"...)
	}
	if err == nil {
		return dst
	}
	return append(dst, err.Error()...)
}

// appendLine appends the line form: the solution when there is exactly
// one, else a comment line "# status: reason (source)", which readers
// skip; an unreadable puzzle's reason starts with its source already.
func (r *record) appendLine(dst []byte) []byte {
	if r.verdict.answered() {
		dst = appendGrid(dst, &r.solution)
		return append(dst, '\n')
	}
	dst = append(dst, "# "...)
	dst = append(dst, r.verdict.String()...)
	dst = append(dst, ": "...)
	dst = r.appendReason(dst)
	if r.verdict != verdictError {
		dst = append(dst, " ("...)
		dst = appendPos(dst, r.source)
		dst = append(dst, ')')
	}
	return append(dst, '\n')
}

// appendBoxed appends the form for people: the source, the board before,
// the board after (or nothing when there is none), and a line with the
// status, the time and the search nodes, then a blank line. Every line
// that is not a board starts with a word, so that a sudoku.Reader reads
// the output back as the boards before and after.
func (r *record) appendBoxed(dst []byte) []byte {
	dst = append(dst, "Puzzle "...)
	dst = appendPos(dst, r.source)
	dst = append(dst, '\n')
	if r.verdict != verdictError {
		dst = append(dst, "Before\n"...)
		dst = r.puzzle.AppendBoxed(dst)
	}
	switch r.verdict {
	case verdictUnique:
		dst = append(dst, "After\n"...)
		dst = r.solution.AppendBoxed(dst)
		dst = append(dst, "unique solution"...)
		dst = r.appendCost(dst)
	case verdictSolved:
		dst = append(dst, "After\n"...)
		dst = r.solution.AppendBoxed(dst)
		dst = append(dst, "solved, uniqueness not checked (--limit 1)"...)
		dst = r.appendCost(dst)
	case verdictMultiple:
		dst = append(dst, "After (one of "...)
		dst = r.appendReason(dst)
		dst = append(dst, ")\n"...)
		dst = r.solution.AppendBoxed(dst)
		dst = append(dst, "multiple solutions ("...)
		dst = strconv.AppendInt(dst, int64(r.solutions), 10)
		if r.solutions >= r.limit {
			dst = append(dst, " or more"...)
		}
		dst = append(dst, ')')
		dst = r.appendCost(dst)
	case verdictNone:
		dst = append(dst, "no solution"...)
		dst = r.appendCost(dst)
	default:
		dst = append(dst, r.verdict.String()...)
		dst = append(dst, ": "...)
		dst = r.appendReason(dst)
	}
	return append(dst, "\n\n"...)
}

// appendCost appends " in T ms (N nodes)": the solving time and the
// search nodes.
func (r *record) appendCost(dst []byte) []byte {
	dst = append(dst, " in "...)
	dst = strconv.AppendFloat(dst, float64(r.elapsed)/1e6, 'f', 3, 64)
	dst = append(dst, " ms ("...)
	dst = strconv.AppendInt(dst, r.nodes, 10)
	if r.nodes == 1 {
		return append(dst, " node)"...)
	}
	return append(dst, " nodes)"...)
}

// appendGrid appends the one-line form of g ('.' for empty cells), nothing
// for the zero Grid.
func appendGrid(dst []byte, g *sudoku.Grid) []byte {
	for _, v := range g.Cells() {
		dst = append(dst, sudoku.Symbol(int(v)))
	}
	return dst
}

// appendPos appends "file:line".
func appendPos(dst []byte, p sudoku.Position) []byte {
	if p.File != "" {
		dst = append(dst, p.File...)
		dst = append(dst, ':')
	}
	return strconv.AppendInt(dst, int64(p.Line), 10)
}

// fields builds one record of a json or csv output, field by field, in a
// reused buffer: in json an object {"name":value,...}, in csv a row of
// values. With names set it writes the names instead of the values: the
// header row of csv.
type fields struct {
	b     []byte
	json  bool
	names bool
	n     int // fields written in this record
}

// begin starts a record in f.b.
func (f *fields) begin() {
	f.b, f.n = f.b[:0], 0
	if f.json {
		f.b = append(f.b, '{')
	}
}

// end ends the record and its line.
func (f *fields) end() {
	if f.json {
		f.b = append(f.b, '}')
	}
	f.b = append(f.b, '\n')
}

// row builds in f.b, and returns, the record of the fields that put
// passes to f, with its line end; with names, the header row of csv.
func (f *fields) row(names bool, put func(*fields)) []byte {
	f.names = names
	f.begin()
	put(f)
	f.end()
	f.names = false
	return f.b
}

// key writes the separator and, in json, the key; it reports whether the
// value is to follow (false for the names of a header).
func (f *fields) key(name string) bool {
	if f.n > 0 {
		f.b = append(f.b, ',')
	}
	f.n++
	switch {
	case f.names:
		f.b = appendCSVField(f.b, name)
		return false
	case f.json:
		f.b = append(f.b, '"')
		f.b = append(f.b, name...)
		f.b = append(f.b, '"', ':')
	}
	return true
}

// str writes a string field.
func (f *fields) str(name, v string) {
	if !f.key(name) {
		return
	}
	if f.json {
		f.b = appendJSONString(f.b, v)
	} else {
		f.b = appendCSVField(f.b, v)
	}
}

// err writes the message of err, "" for nil.
func (f *fields) err(name string, err error) {
	msg := ""
	if err != nil {
		msg = err.Error()
	}
	f.str(name, msg)
}

// pos writes "file:line".
func (f *fields) pos(name string, p sudoku.Position) {
	if !f.key(name) {
		return
	}
	if f.json {
		f.b = append(f.b, '"')
		f.b = appendJSONBody(f.b, p.File)
		if p.File != "" {
			f.b = append(f.b, ':')
		}
		f.b = strconv.AppendInt(f.b, int64(p.Line), 10)
		f.b = append(f.b, '"')
		return
	}
	if !csvNeedsQuotes(p.File) {
		f.b = appendPos(f.b, p)
		return
	}
	var tmp [24]byte
	f.b = appendCSVField(f.b, p.File+":"+string(strconv.AppendInt(tmp[:0], int64(p.Line), 10)))
}

// grid writes the one-line form of g, "" for the zero Grid.
func (f *fields) grid(name string, g *sudoku.Grid) {
	if !f.key(name) {
		return
	}
	if f.json {
		f.b = append(f.b, '"')
	}
	f.b = appendGrid(f.b, g) // symbols need no quoting in json or csv
	if f.json {
		f.b = append(f.b, '"')
	}
}

// int writes an integer.
func (f *fields) int(name string, v int64) {
	if f.key(name) {
		f.b = strconv.AppendInt(f.b, v, 10)
	}
}

// float writes a number with prec decimals.
func (f *fields) float(name string, v float64, prec int) {
	if f.key(name) {
		f.b = strconv.AppendFloat(f.b, v, 'f', prec, 64)
	}
}

// appendJSONString appends s as a JSON string, quoted and escaped as
// encoding/json does without HTML escaping: invalid UTF-8 becomes U+FFFD.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	dst = appendJSONBody(dst, s)
	return append(dst, '"')
}

const hexDigits = "0123456789abcdef"

// appendJSONBody appends s escaped for the inside of a JSON string.
func appendJSONBody(dst []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	return append(dst, s[start:]...)
}

// csvNeedsQuotes reports whether encoding/csv would quote the field.
func csvNeedsQuotes(s string) bool {
	if s == "" {
		return false
	}
	if s == `\.` || strings.ContainsAny(s, "\"\r\n,") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsSpace(r)
}

// appendCSVField appends s as one CSV field, quoted as encoding/csv's
// Writer quotes it (with "\n" line ends).
func appendCSVField(dst []byte, s string) []byte {
	if !csvNeedsQuotes(s) {
		return append(dst, s...)
	}
	dst = append(dst, '"')
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			break
		}
		dst = append(dst, s[:i+1]...)
		dst = append(dst, '"')
		s = s[i+1:]
	}
	dst = append(dst, s...)
	return append(dst, '"')
}

// recordWriter writes records in one format to a buffered writer, each
// built in a reused buffer: writing a record allocates nothing (except the
// message of an invalid or unreadable puzzle).
type recordWriter struct {
	w      *bufio.Writer
	format format
	f      fields
}

func newRecordWriter(w *bufio.Writer, f format) *recordWriter {
	return &recordWriter{w: w, format: f, f: fields{b: make([]byte, 0, 4<<10), json: f == formatJSON}}
}

// header writes the header row of csv, nothing in other formats.
func (rw *recordWriter) header() error {
	if rw.format != formatCSV {
		return nil
	}
	var zero record
	_, err := rw.w.Write(rw.f.row(true, zero.fields))
	return err
}

// write writes one record.
func (rw *recordWriter) write(r *record) error {
	switch rw.format {
	case formatLine:
		rw.f.b = r.appendLine(rw.f.b[:0])
	case formatBoxed:
		rw.f.b = r.appendBoxed(rw.f.b[:0])
	default:
		rw.f.row(false, r.fields)
	}
	_, err := rw.w.Write(rw.f.b)
	return err
}
