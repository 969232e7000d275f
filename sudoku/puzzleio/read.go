// Reading puzzles: the Reader, its errors, and the loop that tells the
// layouts apart (read_lines.go splits the input into lines, read_grid.go
// reads cells, read_csv.go and read_xml.go the two formats with fields).

package puzzleio

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// MaxLineLen is the length in bytes of the longest line a Reader accepts,
// not counting the line end.
const MaxLineLen = 1 << 20

// The sentinel errors that a *sudoku.ParseError of a Reader wraps; test
// for them with errors.Is. ErrLength, ErrChar, ErrRange and ErrTooMany are
// those of package sudoku.
var (
	ErrLength      = sudoku.ErrLength
	ErrChar        = sudoku.ErrChar
	ErrRange       = sudoku.ErrRange
	ErrTooMany     = sudoku.ErrTooMany
	ErrUnfinished  = errors.New("unfinished grid")
	ErrLineTooLong = errors.New("line too long")
	ErrNoPuzzle    = errors.New("no puzzle")
	// ErrAmbiguous is a 16×16 puzzle that reads '0' as 16 (see Reader)
	// but also holds 16 written another way.
	ErrAmbiguous = errors.New("ambiguous symbol")
	// ErrColumn is a CSV line without the column that SetColumn names.
	ErrColumn = errors.New("no such column")
	// ErrFormat is an XML file that is not an OpenSudoku export.
	ErrFormat = errors.New("unsupported format")
	// ErrSyntax is malformed XML, or a CSV record whose quoted field does
	// not end.
	ErrSyntax = errors.New("syntax error")
)

// Puzzle, Position and ParseError are sudoku's: every reader speaks them.
type (
	Puzzle     = sudoku.Puzzle
	Position   = sudoku.Position
	ParseError = sudoku.ParseError
)

// maxN is the largest board side, and so the most cells in a grid row.
const maxN = sudoku.MaxBox * sudoku.MaxBox

// runLine is a line of 16 symbols read ahead, before it is known whether it
// is a 4×4 puzzle or a row of a 16×16 grid.
type runLine struct {
	cells [16]uint8
	line  int
	col   int         // column of the first symbol
	dot   bool        // a '.' marks an empty cell
	err   *ParseError // a bad character in the line
}

// A Reader reads puzzles from a stream, one at a time, in any mix of the
// layouts below, and decides the layout of each puzzle from its own lines.
// Symbols are '1'..'9' for 1..9 and the letters 'A'..'P' for 10..25 (see
// Symbol), in upper or lower case; '0' and '.' mark an empty cell (but see
// Sixteen by sixteen). No other character stands for a cell.
//
// Text. The input is UTF-8; a UTF-8 byte-order mark at its start, or at
// the start of a line (files joined with cat), is dropped, and UTF-16 with a byte-order mark is decoded to UTF-8 (columns
// then count bytes of the UTF-8 text). Lines end in "\n", "\r\n" or a lone
// "\r"; trailing spaces and tabs are ignored. Line numbers count from 1;
// column numbers count bytes from 1, after the byte-order mark. A line
// longer than 1 MiB is one error (ErrLineTooLong), reported as soon as
// that much of it is read; the Reader then skips to its end, however far,
// and reads on, but stops reading the input when the first 1 MiB holds a
// NUL byte (binary data). XML input has no line limit (see XML).
//
// The first line that is not blank must not hold a NUL byte: such input
// is binary data or UTF-16 without a byte-order mark, and the Reader
// reports it once (ErrChar) and reads no further.
//
// Lines that never hold a cell:
//   - blank lines;
//   - comments: lines whose first non-blank character is '#' (this covers the
//     metadata lines of .sdk files, such as "#AAuthor");
//   - rules: lines of '-', '=', '+', '*', '|' and blanks with at least one
//     '-' or '=', as in the boxed form that Grid.Boxed prints;
//   - text: lines that start with a word (a letter and a lower-case letter,
//     or a one-letter word before one, as in "A puzzle"), perhaps after a
//     list marker and a blank ("- ", "• ", "1. ", "a) "), and are not rows
//     of lower-case symbols (16, 25, 256 or 625 cells). Lines of blanks
//     and no-break spaces (U+00A0) are blank.
//     Text of at most three words is a header, such as "Grid 01" in Project
//     Euler 96 files or "Puzzle 7", skipped in silence; longer text is
//     prose, skipped too but counted (see Prose), so that a caller can warn.
//     The status lines of the boxed output of "sudokudlx solve" are headers
//     whatever their length: text ending in a cost, " in T ms (N nodes)",
//     and text starting "After (", "invalid: ", "timeout: "
//     or "error: ", so that solve's output reads back in silence.
//
// Puzzle lines (one puzzle a line). The first field of the line, up to the
// first blank, ':' or ',', holds all N² cells: 16, 81, 256 or 625 symbols for
// 4×4, 9×9, 16×16 and 25×25. What follows the field is a comment, so
// "puzzle rating", tdoku's "puzzle:count:solution" and the CSV form
// "puzzle,solution" all read as the puzzle alone. A line of 81, 256 or 625
// cells separated by blanks or commas ("0 0 3 0 2 0 6 ...", "0,0,3,..."),
// written as for grid rows below, is a puzzle line too.
//
// CSV. A line with commas whose first field is not a puzzle is read as a
// CSV record: the puzzle is its first field that is one (16, 81, 256 or 625
// symbols), as in the Kaggle "id,puzzle,solution,clues,difficulty" files.
// Fields may be quoted with '"'. A header line ("id,puzzle,...") is text.
// With SetColumn, the first CSV line of the input must be a header that
// names the column, and each CSV record's puzzle is taken from that column.
//
// XML. An input whose first line that is not blank starts with '<' is read
// as an OpenSudoku export (<opensudoku><game data="..."/>...</opensudoku>),
// with encoding/xml as a stream: each game element's data attribute is a
// puzzle, either 81 symbols or the app's "version: N" form, whose givens
// are the cells not marked editable. No line limit applies to XML, so a
// minified export on one line reads whole. Any other XML document is one
// error, ErrFormat, and malformed XML one error, ErrSyntax, at the line and
// column where the syntax breaks; after either the Reader reads no further.
//
// Grids (one row a line). N consecutive rows make one N×N puzzle (N = 4, 9,
// 16 or 25); the first row fixes N. Rule lines and comments between rows are
// skipped. A row is written in one of these ways:
//   - compact: N symbols, as in CP468 and .sdk files ("003020600");
//   - with separators: blanks, ',' or '|' between cells or between groups
//     of cells ("0 0 3 0 2 0 6 0 0", "..3 .2. 6..", "| . . 3 | . 2 . | 6 . . |").
//     When every field is one character, or when there are 16, 25, 81, 256
//     or 625 fields of one or two digits, each field is one cell, so 16×16
//     and 25×25 rows may use numbers 10..25 ("01".."09" too) as well as
//     letters; otherwise the fields are groups of one-symbol cells;
//   - boxed, as Grid.Boxed prints it: a line of exactly 3N+n+1 bytes with '|'
//     at the edges of the n stacks, and each cell a 3-byte slot holding one
//     symbol or a number, or nothing for an empty cell.
//
// A grid ends after its N-th row. A blank line, a text line, the end of the
// file or a puzzle line that comes before that is an unfinished grid
// (ErrUnfinished); the puzzle line is then read as a puzzle of its own.
// Grids may follow each other directly, or be separated by blank lines,
// comments or headers.
//
// Sixteen symbols. A line whose first field has 16 symbols is a 4×4 puzzle
// line when something follows the field. Otherwise it may also be the first
// row of a compact 16×16 grid, and the Reader looks ahead: it takes up to 16
// consecutive such lines; if one of them holds a value above 4 (a digit 5..9
// or a letter), they are rows of one 16×16 grid, else each of them is a 4×4
// puzzle. A line of 4 symbols is always a row of a 4×4 grid, and a line of 9
// symbols a row of a 9×9 grid.
//
// Sixteen by sixteen. Some 16×16 puzzles are written in hexadecimal style,
// '0'..'9' and 'A'..'F' for the 16 values and '.' for an empty cell. So in
// a 16×16 puzzle that holds both '.' and '0', '0' is the value 16; if that
// puzzle also writes 16 as 'G' or "16", it is an error (ErrAmbiguous). In
// every other puzzle '0' is an empty cell.
//
// Errors. Anything else is a *ParseError naming the file, line and column and
// wrapping one of the sentinel errors: ErrLength (a line or row with
// the wrong number of cells), ErrChar (a character that is no symbol),
// ErrUnfinished, ErrRange (a value above N, such as 7 in a 4×4 puzzle, or 10
// in a 9×9 one), ErrLineTooLong, ErrAmbiguous, ErrColumn, ErrFormat, ErrSyntax. A grid
// reports only its first error. After an error the Reader goes on with the
// next line, so one bad puzzle does not stop a batch. A grid cut short by
// the end of the file is reported at its first row. A file without a puzzle
// and without an error reports ErrNoPuzzle once, at its end, as line 1,
// column 1.
//
// Memory. A Reader's memory does not grow with the number of puzzles: it
// holds one line (two while looking ahead), one grid and at most 16 lines of
// 16 symbols. Reading a puzzle line allocates nothing.
type Reader struct {
	src  io.Reader // as given to NewReader
	br   *bufio.Reader
	size int // of br
	name string

	line      int    // lines read from br
	long      []byte // a line longer than br's buffer
	longWhy   error  // why the last long line is an error
	skipping  bool   // the rest of a long line is to be skipped
	unended   bool   // the last line is the start of a long XML line, without its end
	pendingCR bool   // the last line ended in '\r': a '\n' next is its end
	eof       bool   // br is exhausted, or no more is to be read
	srcErr    error  // sticky error from br (io.EOF at the end)
	ioErr     error  // sticky error from the underlying reader
	data      bool   // a line that is not blank was read
	found     bool   // a puzzle or a *ParseError was returned
	done      bool   // io.EOF (or ErrNoPuzzle) was returned

	prose, proseAt int // lines of prose skipped, and the first one

	// The line or CSV record being read and its number: the Text of the
	// errors at that line. It is valid until the next read.
	text     []byte
	textLine int
	gridText []byte // the first row of the open grid, cut (see keepText)

	csv csvState
	rec []byte     // a CSV record joined from lines (see joinRecord)
	xml *xmlReader // the input is XML

	// One line pushed back after a look-ahead.
	back     []byte
	backNum  int
	backLong bool
	hasBack  bool

	// The grid being read: gridN rows are wanted, rows have been read.
	grid    sudoku.Grid
	gridN   int // 0 when no grid is open
	rows    int
	gridAt  int         // line of the first row
	gridDot bool        // a row holds '.'
	gridErr *ParseError // first problem in the grid

	// Lines of 16 symbols read ahead, to be returned as 4×4 puzzles.
	run            [16]runLine
	runLen, runPos int

	// One parsed row: values and their columns.
	cells  [maxN*maxN + 1]uint8
	cols   [maxN*maxN + 1]int32
	rowDot bool // the row holds '.'
}

// bufSize is the size of a Reader's buffer.
const bufSize = 32 << 10

// NewReader returns a Reader that reads puzzles from r. The name is used in
// Source positions and error messages (use "-" for standard input, or "" to
// leave positions without a file).
func NewReader(r io.Reader, name string) *Reader {
	return &Reader{src: r, name: name, size: bufSize}
}

// SetColumn makes the Reader take the puzzle of each CSV record from the
// column named name (compared without regard to case) in the header, the
// first CSV line of the input, rather than from the first field that is a
// puzzle. A header without that column is an error (ErrColumn) after which
// the Reader reads no further. Call it before the first Read.
func (r *Reader) SetColumn(name string) { r.csv.want = name }

// Prose returns the number of lines of prose skipped so far (see Reader)
// and the line number of the first one, 0 when there is none.
func (r *Reader) Prose() (lines, first int) { return r.prose, r.proseAt }

// Read returns the next puzzle, or an error: a *ParseError for a malformed
// puzzle, after which Read may be called again to go on with the next one;
// io.EOF at the end; or the error of the underlying reader, which Read then
// returns again on every call.
func (r *Reader) Read() (Puzzle, error) {
	for {
		if r.runPos < r.runLen {
			e := &r.run[r.runPos]
			r.runPos++
			if e.err != nil {
				return Puzzle{}, e.err
			}
			var p Puzzle
			p.Grid, _ = sudoku.New(2)
			cells := p.Grid.Cells()
			copy(cells, e.cells[:])
			clearZeros(cells, 0)
			p.Source = Position{File: r.name, Line: e.line}
			r.found = true
			return p, nil
		}
		if r.xml != nil {
			if p, ok, err := r.readXML(); ok {
				return p, err
			}
			continue
		}
		s, num, long, ok := r.nextLine()
		if !ok {
			if r.ioErr != nil {
				return Puzzle{}, r.ioErr
			}
			if r.gridN != 0 {
				return Puzzle{}, r.unfinished(r.gridAt, "the end of the file")
			}
			if !r.found && !r.done {
				r.done = true
				return Puzzle{}, r.errorf(1, 1, fmt.Errorf("%w in the file", ErrNoPuzzle))
			}
			r.done = true
			return Puzzle{}, io.EOF
		}
		kind := lineData
		if !long {
			kind = r.classify(s)
		}
		if kind != lineBlank && !r.data {
			r.data = true
			if k := bytes.IndexByte(s, 0); k >= 0 {
				r.stop()
				return Puzzle{}, r.errorf(num, k+1, errNUL)
			}
			if !long && kind == lineData && s[firstNonBlank(s)] == '<' {
				r.startXML(s, num)
				continue
			}
		}
		if r.gridN != 0 {
			switch kind {
			case lineBlank:
				return Puzzle{}, r.unfinished(num, "a blank line")
			case lineHeader:
				return Puzzle{}, r.unfinished(num, "a header line")
			case lineProse:
				return Puzzle{}, r.unfinished(num, "a line of text")
			case lineComment, lineRule:
				continue
			}
			if long {
				r.gridErrorf(num, MaxLineLen+1, r.longWhy)
			} else if i, j := firstField(s); j-i > maxN && (j == len(s) || s[j] != '|') {
				r.pushBack(s, num, false)
				return Puzzle{}, r.unfinished(num, "a puzzle line")
			} else {
				r.addRow(s, num)
			}
			if r.rows == r.gridN {
				return r.endGrid()
			}
			continue
		}
		switch kind {
		case lineProse:
			if r.prose == 0 {
				r.proseAt = num
			}
			r.prose++
			fallthrough
		case lineHeader:
			if r.csv.want != "" && hasComma(s) {
				if err := r.csvHeader(s, num); err != nil {
					return Puzzle{}, err
				}
			}
			continue
		case lineData:
		default:
			continue
		}
		if long {
			return Puzzle{}, r.errorf(num, MaxLineLen+1, r.longWhy)
		}
		if hasComma(s) {
			if q := openQuote(s); q >= 0 {
				var err error
				if s, err = r.joinRecord(s, num, q); err != nil {
					return Puzzle{}, err
				}
				r.text, r.textLine = s, num
			}
		}
		i, j := firstField(s)
		if hasComma(s) && (r.csv.want != "" || s[i] == '"' || (j-i <= maxN && j-i != 16)) {
			switch p, how, err := r.csvRecord(s, num); how {
			case csvPuzzle:
				return p, err
			case csvHeader:
				continue
			}
		}
		if j == len(s) || s[j] != '|' {
			if j-i > maxN || (j-i == 16 && j < len(s)) {
				return r.puzzleLine(s, i, j, num)
			}
			if j-i == 16 && j == len(s) {
				r.startRun(s, num)
				if r.gridN != 0 && r.rows == r.gridN {
					return r.endGrid()
				}
				continue
			}
		}
		k, err := r.parseRow(s, num)
		if sudoku.BoxForSize(k) == 0 {
			if err != nil {
				return Puzzle{}, err
			}
			if k == 81 || k == 256 || k == 625 {
				return r.cellsLine(k, num)
			}
			cells := "cells"
			if k == 1 {
				cells = "cell"
			}
			return Puzzle{}, r.errorf(num, 1, fmt.Errorf("%w: a line of %d %s; a grid row has 4, 9, 16 or 25, a puzzle %s", ErrLength, k, cells, puzzleLengths))
		}
		r.openGrid(k, num)
		r.gridText = keepText(r.gridText, s)
		if err != nil {
			r.gridErr = err
		}
		r.storeRow(num, k)
	}
}

// All returns an iterator over the puzzles and errors that Read returns, up
// to the end of the stream. It stops after an error that is not a
// *ParseError (a failing underlying reader).
func (r *Reader) All() iter.Seq2[Puzzle, error] {
	return func(yield func(Puzzle, error) bool) {
		for {
			p, err := r.Read()
			if err == io.EOF {
				return
			}
			if !yield(p, err) {
				return
			}
			if _, ok := err.(*ParseError); err != nil && !ok {
				return
			}
		}
	}
}

// ParseString reads exactly one puzzle, in any layout that a Reader reads,
// from s. Text with no puzzle is an error wrapping ErrNoPuzzle; text with a
// second puzzle, ErrTooMany.
func ParseString(s string) (sudoku.Grid, error) {
	r := NewReader(strings.NewReader(s), "")
	r.size = min(len(s)+16, bufSize)
	p, err := r.Read()
	if err != nil {
		return sudoku.Grid{}, err
	}
	switch p2, err := r.Read(); {
	case err == io.EOF:
		return p.Grid, nil
	case err != nil:
		return sudoku.Grid{}, err
	default:
		return sudoku.Grid{}, r.errorf(p2.Source.Line, 1, fmt.Errorf("%w: another one starts here, after line %d", ErrTooMany, p.Source.Line))
	}
}

func (r *Reader) errorf(line, col int, err error) *ParseError {
	r.found = true
	pe := &ParseError{File: r.name, Line: line, Col: col, Err: err}
	if line == r.textLine && r.text != nil {
		pe.Text = sudoku.ErrorText(r.text)
	}
	return pe
}

// keepText copies into dst as much of s as a ParseError's Text keeps, and
// a byte more to tell that it was cut.
func keepText(dst, s []byte) []byte {
	return append(dst[:0], s[:min(len(s), sudoku.MaxErrorText+1)]...)
}
