// Reading puzzles: the Reader and the layouts it knows (see its doc).

package sudoku

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxLineLen is the length in bytes of the longest line a Reader accepts,
// not counting the line end.
const MaxLineLen = 1 << 20

// The sentinel errors that a *ParseError wraps; test for them with errors.Is.
var (
	ErrLength      = errors.New("wrong length")
	ErrChar        = errors.New("bad character")
	ErrUnfinished  = errors.New("unfinished grid")
	ErrRange       = errors.New("value out of range")
	ErrLineTooLong = errors.New("line too long")
	ErrNoPuzzle    = errors.New("no puzzle")
	// ErrTooMany is returned by ParseString for text with more than one
	// puzzle in it.
	ErrTooMany = errors.New("more than one puzzle")
)

// Position is where a puzzle starts: a file name and a line number from 1.
type Position struct {
	File string
	Line int
}

// String returns "file:line", or "line" when File is empty.
func (p Position) String() string {
	if p.File == "" {
		return strconv.Itoa(p.Line)
	}
	return p.File + ":" + strconv.Itoa(p.Line)
}

// Puzzle is a puzzle read from a file: the grid (0 for empty cells) and
// where it starts (the line of its first row).
type Puzzle struct {
	Grid   Grid
	Source Position
}

// ParseError is a malformed puzzle: the file, the line and column (both from
// 1, columns in bytes) of the first problem, and why. Err wraps one of the
// sentinel errors ErrLength, ErrChar, ErrUnfinished, ErrRange,
// ErrLineTooLong, ErrNoPuzzle, ErrTooMany.
type ParseError struct {
	File      string
	Line, Col int
	Err       error
}

// Error returns "file:line:col: reason", or "line:col: reason" when File is
// empty.
func (e *ParseError) Error() string {
	pos := strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col)
	if e.File != "" {
		pos = e.File + ":" + pos
	}
	return pos + ": " + e.Err.Error()
}

// Unwrap returns the reason, which wraps a sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }

// maxN is the largest board side, and so the most cells in a grid row.
const maxN = MaxBox * MaxBox

// runLine is a line of 16 symbols read ahead, before it is known whether it
// is a 4×4 puzzle or a row of a 16×16 grid.
type runLine struct {
	cells [16]uint8
	line  int
	col   int         // column of the first symbol
	err   *ParseError // a bad character in the line
}

// A Reader reads puzzles from a stream, one at a time, in any mix of the
// layouts below, and decides the layout of each puzzle from its own lines. Symbols are '1'..'9'
// for 1..9 and the upper-case letters 'A'..'P' for 10..25 (see Symbol); '0'
// and '.' mark an empty cell. No other character stands for a cell.
//
// Lines. Lines end in "\n" or "\r\n". A UTF-8 byte-order mark at the start of
// the first line is dropped, and trailing spaces, tabs and carriage returns
// are ignored. Line numbers count from 1; column numbers count bytes from 1,
// after the byte-order mark is removed. A line longer than 1 MiB is an error
// (ErrLineTooLong); it is skipped without being held in memory whole.
//
// Lines that never hold a cell:
//   - blank lines;
//   - comments: lines whose first non-blank character is '#' (this covers the
//     metadata lines of .sdk files, such as "#AAuthor");
//   - rules: lines of '-', '=', '+', '*', '|' and blanks with at least one
//     '-' or '=', as in the boxed form that Grid.Boxed prints;
//   - headers: lines that start with a letter followed by a lower-case letter,
//     such as "Grid 01" in Project Euler 96 files or "Puzzle 7".
//
// Puzzle lines (one puzzle a line). The first field of the line, up to the
// first blank, ':' or ',', holds all N² cells: 16, 81, 256 or 625 symbols for
// 4×4, 9×9, 16×16 and 25×25. What follows the field is a comment, so
// "puzzle rating", tdoku's "puzzle:count:solution" and the CSV form
// "puzzle,solution" all read as the puzzle alone.
//
// Grids (one row a line). N consecutive rows make one N×N puzzle (N = 4, 9,
// 16 or 25); the first row fixes N. Rule lines and comments between rows are
// skipped. A row is written in one of these ways:
//   - compact: N symbols, as in CP468 and .sdk files ("003020600");
//   - with separators: blanks, ',' or '|' between cells or between groups
//     of cells ("0 0 3 0 2 0 6 0 0", "..3 .2. 6..", "| . . 3 | . 2 . | 6 . . |").
//     When every field is one character, or when there are 16 or 25 fields
//     of one or two digits, each field is one cell, so 16×16 and 25×25 rows
//     may use numbers 10..25 ("01".."09" too) as well as letters; otherwise
//     the fields are groups of one-symbol cells;
//   - boxed, as Grid.Boxed prints it: a line of exactly 3N+n+1 bytes with '|'
//     at the edges of the n stacks, and each cell a 3-byte slot holding one
//     symbol or a number, or nothing for an empty cell.
//
// A grid ends after its N-th row. A blank line, a header, the end of the file
// or a puzzle line that comes before that is an unfinished grid
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
// Errors. Anything else is a *ParseError naming the file, line and column and
// wrapping one of the sentinel errors: ErrLength (a line or row with
// the wrong number of cells), ErrChar (a character that is no symbol),
// ErrUnfinished, ErrRange (a value above N, such as 7 in a 4×4 puzzle, or 10
// in a 9×9 one), ErrLineTooLong. A grid reports only its first error. After an
// error the Reader goes on with the next line, so one bad puzzle does not stop
// a batch. A grid cut short by the end of the file is reported at its first
// row. A file without a puzzle and without an error reports ErrNoPuzzle once,
// at its end, as line 1, column 1.
//
// Memory. A Reader's memory does not grow with the number of puzzles: it
// holds one line (two while looking ahead), one grid and at most 16 lines of
// 16 symbols. Reading a puzzle line allocates nothing.
type Reader struct {
	br   *bufio.Reader
	name string

	line  int    // lines read from br
	long  []byte // a line longer than br's buffer
	eof   bool   // br is exhausted
	ioErr error  // sticky error from the underlying reader
	found bool   // a puzzle or a *ParseError was returned
	done  bool   // io.EOF (or ErrNoPuzzle) was returned

	// One line pushed back after a look-ahead.
	back     []byte
	backNum  int
	backLong bool
	hasBack  bool

	// The grid being read: gridN rows are wanted, rows have been read.
	grid    Grid
	gridN   int // 0 when no grid is open
	rows    int
	gridAt  int         // line of the first row
	gridErr *ParseError // first problem in the grid

	// Lines of 16 symbols read ahead, to be returned as 4×4 puzzles.
	run            [16]runLine
	runLen, runPos int

	// One parsed row: values and their columns.
	cells [maxN + 1]uint8
	cols  [maxN + 1]int32
}

// NewReader returns a Reader that reads puzzles from r. The name is used in
// Source positions and error messages (use "-" for standard input, or "" to
// leave positions without a file).
func NewReader(r io.Reader, name string) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, 32<<10), name: name}
}

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
			p.Grid.box = 2
			copy(p.Grid.cells[:16], e.cells[:])
			p.Source = Position{r.name, e.line}
			r.found = true
			return p, nil
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
			kind = classify(s)
		}
		if r.gridN != 0 {
			switch kind {
			case lineBlank:
				return Puzzle{}, r.unfinished(num, "a blank line")
			case lineHeader:
				return Puzzle{}, r.unfinished(num, "a header line")
			case lineComment, lineRule:
				continue
			}
			if long {
				r.gridErrorf(num, MaxLineLen+1, errTooLong)
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
		if kind != lineData {
			continue
		}
		if long {
			return Puzzle{}, r.errorf(num, MaxLineLen+1, errTooLong)
		}
		i, j := firstField(s)
		if j == len(s) || s[j] != '|' {
			if j-i > maxN || (j-i == 16 && j < len(s)) {
				return r.puzzleLine(s, i, j, num)
			}
			if j-i == 16 {
				r.startRun(s, num)
				if r.gridN != 0 && r.rows == r.gridN {
					return r.endGrid()
				}
				continue
			}
		}
		k, err := r.parseRow(s, num)
		if BoxForSize(k) == 0 {
			if err != nil {
				return Puzzle{}, err
			}
			return Puzzle{}, r.errorf(num, 1, fmt.Errorf("%w: row of %d cells; a grid row has 4, 9, 16 or 25, a puzzle line 16, 81, 256 or 625", ErrLength, k))
		}
		r.openGrid(k, num)
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
func ParseString(s string) (Grid, error) {
	size := min(len(s)+1, 32<<10)
	r := &Reader{br: bufio.NewReaderSize(strings.NewReader(s), size)}
	p, err := r.Read()
	if err != nil {
		return Grid{}, err
	}
	switch p2, err := r.Read(); {
	case err == io.EOF:
		return p.Grid, nil
	case err != nil:
		return Grid{}, err
	default:
		return Grid{}, r.errorf(p2.Source.Line, 1, fmt.Errorf("%w: another one starts here, after line %d", ErrTooMany, p.Source.Line))
	}
}

var errTooLong = fmt.Errorf("%w: more than %d bytes", ErrLineTooLong, MaxLineLen)

func (r *Reader) errorf(line, col int, err error) *ParseError {
	r.found = true
	return &ParseError{File: r.name, Line: line, Col: col, Err: err}
}

// readLine returns the next line without its line end; it is valid until
// the next call. A line longer than MaxLineLen is reported as long, without
// its text.
func (r *Reader) readLine() (b []byte, long, ok bool) {
	if r.eof {
		return nil, false, false
	}
	b, err := r.br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		r.long = append(r.long[:0], b...)
		for err == bufio.ErrBufferFull {
			b, err = r.br.ReadSlice('\n')
			if !long && len(r.long)+len(b) > MaxLineLen+2 {
				long = true
			}
			if !long {
				r.long = append(r.long, b...)
			}
		}
		b = r.long
	}
	if err != nil {
		r.eof = true
		if err != io.EOF {
			r.ioErr = err
		}
		if len(b) == 0 && !long {
			return nil, false, false
		}
	}
	r.line++
	if long {
		return nil, true, true
	}
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	if len(b) > MaxLineLen {
		return nil, true, true
	}
	return b, false, true
}

// nextLine returns the next line, BOM and trailing blanks removed, and its
// number.
func (r *Reader) nextLine() (s []byte, num int, long, ok bool) {
	if r.hasBack {
		r.hasBack = false
		return r.back, r.backNum, r.backLong, true
	}
	s, long, ok = r.readLine()
	if !ok {
		return nil, r.line, false, false
	}
	if r.line == 1 && len(s) >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF {
		s = s[3:]
	}
	for len(s) > 0 && isBlank(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s, r.line, long, true
}

func (r *Reader) pushBack(s []byte, num int, long bool) {
	r.back = append(r.back[:0], s...)
	r.backNum, r.backLong, r.hasBack = num, long, true
}

// Kinds of lines.
const (
	lineData = iota
	lineBlank
	lineComment
	lineRule
	lineHeader
)

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// classify tells what kind of line s is (s has no trailing blanks).
func classify(s []byte) int {
	i := 0
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	if i == len(s) {
		return lineBlank
	}
	switch c := s[i]; {
	case c == '#':
		return lineComment
	case c == '-' || c == '=' || c == '+' || c == '*' || c == '|':
		dash := false
		for _, c := range s[i:] {
			switch c {
			case '-', '=':
				dash = true
			case '+', '*', '|', ' ', '\t', '\r':
			default:
				return lineData
			}
		}
		if dash {
			return lineRule
		}
	case isLetter(c) && i+1 < len(s) && s[i+1] >= 'a' && s[i+1] <= 'z':
		return lineHeader
	}
	return lineData
}

// firstField returns the bounds of the first field of a data line: from its
// first non-blank byte up to a blank, ':', ',', '|' or the end.
func firstField(s []byte) (i, j int) {
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	for j = i; j < len(s); j++ {
		if c := s[j]; isBlank(c) || c == ':' || c == ',' || c == '|' {
			break
		}
	}
	return i, j
}

// symbolValue returns the value of a symbol, 0 for '0' and '.', or -1 when
// c is not a symbol.
func symbolValue(c byte) int {
	switch {
	case c >= '1' && c <= '9':
		return int(c - '0')
	case c == '.' || c == '0':
		return 0
	case c >= 'A' && c <= 'P':
		return int(c-'A') + 10
	}
	return -1
}

// charError reports the character at s[i] as no symbol.
func (r *Reader) charError(s []byte, i, line int) *ParseError {
	c, size := utf8.DecodeRune(s[i:])
	if c == utf8.RuneError && size <= 1 {
		return r.errorf(line, i+1, fmt.Errorf("%w: byte %#02x", ErrChar, s[i]))
	}
	return r.errorf(line, i+1, fmt.Errorf("%w %q", ErrChar, c))
}

// rangeError reports value v, at column col, as too big for an N×N board.
func (r *Reader) rangeError(line, col, v, n int) *ParseError {
	return r.errorf(line, col, fmt.Errorf("%w: %d in a %dx%d puzzle", ErrRange, v, n, n))
}

// puzzleLine reads the puzzle line s, whose first field is s[i:j]. A bad
// character is reported before a wrong length.
func (r *Reader) puzzleLine(s []byte, i, j, line int) (Puzzle, error) {
	var box int
	switch j - i {
	case 16:
		box = 2
	case 81:
		box = 3
	case 256:
		box = 4
	case 625:
		box = 5
	}
	var p Puzzle
	p.Grid.box = uint8(box)
	n := box * box
	for k, c := range s[i:j] {
		v := symbolValue(c)
		if v < 0 {
			return Puzzle{}, r.charError(s, i+k, line)
		}
		if box != 0 {
			if v > n {
				return Puzzle{}, r.rangeError(line, i+k+1, v, n)
			}
			p.Grid.cells[k] = uint8(v)
		}
	}
	if box == 0 {
		return Puzzle{}, r.errorf(line, i+1, fmt.Errorf("%w: %d symbols; a puzzle line has 16, 81, 256 or 625", ErrLength, j-i))
	}
	p.Source = Position{r.name, line}
	r.found = true
	return p, nil
}

// runCells reads s into e when s is a line of 16 bytes (after leading
// blanks) and nothing else; it reports whether s is one, and whether a value
// in it exceeds 4. A bad character is kept in e.err.
func (r *Reader) runCells(s []byte, line int, e *runLine) (ok, big bool) {
	i, j := firstField(s)
	if j-i != 16 || j != len(s) {
		return false, false
	}
	e.line, e.col, e.err = line, i+1, nil
	for k, c := range s[i:j] {
		v := symbolValue(c)
		if v < 0 {
			if e.err == nil {
				e.err = r.charError(s, i+k, line)
			}
			v = 0
		}
		big = big || v > 4
		e.cells[k] = uint8(v)
	}
	return true, big
}

// startRun reads s, a line of 16 bytes and nothing else, and the lines of
// 16 bytes after it, to decide between 4×4 puzzles (left in r.run for Read
// to return) and a 16×16 grid (opened with the lines as its first rows).
func (r *Reader) startRun(s []byte, line int) {
	r.runLen, r.runPos = 1, 0
	_, big := r.runCells(s, line, &r.run[0])
	for !big && r.runLen < 16 {
		t, num, long, more := r.nextLine()
		if !more {
			break
		}
		if long {
			r.pushBack(nil, num, true)
			break
		}
		var ok bool
		if ok, big = r.runCells(t, num, &r.run[r.runLen]); !ok {
			r.pushBack(t, num, false)
			break
		}
		r.runLen++
	}
	if !big {
		return
	}
	r.openGrid(16, r.run[0].line)
	for k := range r.runLen {
		e := &r.run[k]
		if e.err != nil && r.gridErr == nil {
			r.gridErr = e.err
		}
		copy(r.cells[:16], e.cells[:])
		for c := range 16 {
			r.cols[c] = int32(e.col + c)
		}
		r.storeRow(e.line, 16)
	}
	r.runLen = 0
}

// openGrid starts an n×n grid whose first row is on the given line.
func (r *Reader) openGrid(n, line int) {
	r.grid = Grid{box: uint8(BoxForSize(n))}
	r.gridN, r.rows, r.gridAt, r.gridErr = n, 0, line, nil
}

// addRow reads s as the next row of the open grid.
func (r *Reader) addRow(s []byte, line int) {
	if r.gridErr != nil {
		r.rows++
		return
	}
	k, err := r.parseRow(s, line)
	switch {
	case err != nil:
		r.gridErr = err
		r.rows++
	case k > r.gridN:
		r.gridErrorf(line, int(r.cols[r.gridN]), fmt.Errorf("%w: row of %d cells in a %dx%d grid", ErrLength, k, r.gridN, r.gridN))
	case k < r.gridN:
		r.gridErrorf(line, len(s)+1, fmt.Errorf("%w: row of %d cells in a %dx%d grid", ErrLength, k, r.gridN, r.gridN))
	default:
		r.storeRow(line, k)
	}
}

// gridErrorf records a problem with the current row of the open grid.
func (r *Reader) gridErrorf(line, col int, err error) {
	if r.gridErr == nil {
		r.gridErr = r.errorf(line, col, err)
	}
	r.rows++
}

// storeRow stores r.cells[:n] as the next row of the open grid.
func (r *Reader) storeRow(line, n int) {
	if r.gridErr == nil {
		for c, v := range r.cells[:n] {
			if int(v) > n {
				r.gridErr = r.rangeError(line, int(r.cols[c]), int(v), n)
				break
			}
		}
		copy(r.grid.cells[r.rows*n:], r.cells[:n])
	}
	r.rows++
}

// endGrid returns the grid just completed, or its first error.
func (r *Reader) endGrid() (Puzzle, error) {
	r.gridN = 0
	if r.gridErr != nil {
		return Puzzle{}, r.gridErr
	}
	r.found = true
	return Puzzle{Grid: r.grid, Source: Position{r.name, r.gridAt}}, nil
}

// unfinished closes the open grid, cut short at line by what.
func (r *Reader) unfinished(line int, what string) error {
	r.gridN = 0
	if r.gridErr != nil {
		return r.gridErr
	}
	n := r.grid.Size()
	return r.errorf(line, 1, fmt.Errorf("%w: %dx%d grid from line %d has %d of %d rows, then %s", ErrUnfinished, n, n, r.gridAt, r.rows, n, what))
}

// parseRow parses the grid row s into r.cells and r.cols and returns the
// number of cells, and the first bad character. Values are not checked
// against the board size.
func (r *Reader) parseRow(s []byte, line int) (k int, err *ParseError) {
	i := 0
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	if k, ok, err := r.parseBoxed(s, i, line); ok {
		return k, err
	}
	// First pass: are all fields single cells?
	fields, two, single := 0, false, true
	for j := i; j < len(s); {
		if isSep(s[j]) {
			j++
			continue
		}
		start := j
		for j < len(s) && !isSep(s[j]) {
			j++
		}
		fields++
		switch j - start {
		case 1:
		case 2:
			two = true
			single = single && isDigit(s[start]) && isDigit(s[start+1])
		default:
			single = false
		}
	}
	single = single && (!two || fields == 16 || fields == 25)
	// Second pass: the cells. A bad character counts as one cell.
	for j := i; j < len(s); {
		if isSep(s[j]) {
			j++
			continue
		}
		v, w := 0, 1
		if single && j+1 < len(s) && !isSep(s[j+1]) {
			v, w = int(s[j]-'0')*10+int(s[j+1]-'0'), 2
		} else if v = symbolValue(s[j]); v < 0 {
			if err == nil {
				err = r.charError(s, j, line)
			}
			v = 0
			if s[j] >= utf8.RuneSelf {
				_, w = utf8.DecodeRune(s[j:])
			}
		}
		if k <= maxN {
			r.cells[k], r.cols[k] = uint8(v), int32(j+1)
		}
		k++
		j += w
	}
	return k, err
}

func isSep(c byte) bool { return isBlank(c) || c == '|' || c == ',' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// parseBoxed parses s[i:] as a boxed row if it has the boxed shape, and
// reports whether it has.
func (r *Reader) parseBoxed(s []byte, i, line int) (k int, ok bool, err *ParseError) {
	t := s[i:]
	box := 0
	for n := MinBox; n <= MaxBox; n++ {
		if len(t) == 3*n*n+n+1 {
			box = n
		}
	}
	if box == 0 {
		return 0, false, nil
	}
	w := 3*box + 1
	for b := 0; b <= box; b++ {
		if t[b*w] != '|' {
			return 0, false, nil
		}
	}
	for b := range box {
		for c := range box {
			at := i + b*w + 1 + 3*c // first byte of the slot, in s
			slot := s[at : at+3]
			lo, hi := 0, 3
			for lo < hi && isBlank(slot[lo]) {
				lo++
			}
			for hi > lo && isBlank(slot[hi-1]) {
				hi--
			}
			v := 0
			switch hi - lo {
			case 0:
			case 1:
				if v = symbolValue(slot[lo]); v < 0 {
					v = 0
					if err == nil {
						err = r.charError(s, at+lo, line)
					}
				}
			default:
				for x := lo; x < hi; x++ {
					if (!isDigit(slot[x]) || x-lo == 2) && err == nil {
						err = r.charError(s, at+x, line)
					}
				}
				if err == nil {
					v = int(slot[lo]-'0')*10 + int(slot[lo+1]-'0')
				}
			}
			r.cells[k], r.cols[k] = uint8(v), int32(at+lo+1)
			k++
		}
	}
	return k, true, err
}
