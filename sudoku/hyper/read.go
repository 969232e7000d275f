package hyper

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Errors wrapped by sudoku.ParseError.
var (
	ErrSymbol     = errors.New("not a symbol")
	ErrLength     = errors.New("no board of this shape has that many cells")
	ErrIncomplete = errors.New("the board ends early")
)

// A Puzzle is a board read from a file, with where it starts.
type Puzzle struct {
	Board *Board
	File  string
	Line  int
}

// A Reader reads boards, one after another, in the one-line form (L^D
// symbols on a line) or the boxed form (see Board.WriteBoxed). Symbols are
// '.' or '0' for an empty cell and 1-9, then A-Z (either case); in a line
// spaces, '|', '-', '+' and '=' are skipped, and a line starting with '#'
// is a comment, as is the text after a blank, ':' or ',' that ends a whole
// board in the one-line form.
//
// The shape comes from the hint given to NewReader; where the hint's Dims
// or Box is 0, from the number of symbols: a line of a length ShapeOfLength
// knows is a board of that shape; with Dims given, the box is the one
// whose boards, or boxed rows, have that many cells; with neither, rows
// of 64 or 729 symbols start boxed 3D boards of b=2 or b=3. Once a
// shape is found, the reader keeps it.
//
// A line streams in: its symbols are kept, not its text, and a whole board
// read from one line becomes the board without a copy, so that reading a
// 5D board holds about the board alone. The longest line read is the
// largest board the hint allows (5D b=2, 33,554,432 symbols, only with
// Dims 5 given); without a hint, the largest ShapeOfLength knows.
type Reader struct {
	br   *bufio.Reader
	name string
	hint Shape
	geo  *geometry
	line int
	eof  bool
	syms []uint8
	// The start of the line being read, the Text of its errors: a byte
	// more than they keep, to tell that it was cut.
	head  [sudoku.MaxErrorText + 1]byte
	headN int
}

// NewReader returns a reader of r, whose errors name the file name.
func NewReader(r io.Reader, name string, hint Shape) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, 64<<10), name: name, hint: hint}
}

func (rd *Reader) errorf(line, col int, err error, format string, args ...any) *sudoku.ParseError {
	return rd.lineError(line, col, fmt.Errorf("%w: "+format, append([]any{err}, args...)...))
}

// lineError returns the error err at line and col, with the text of the
// line when it is the one being read.
func (rd *Reader) lineError(line, col int, err error) *sudoku.ParseError {
	pe := &sudoku.ParseError{File: rd.name, Line: line, Col: col, Err: err}
	if line == rd.line {
		pe.Text = sudoku.ErrorText(rd.head[:rd.headN])
	}
	return pe
}

// maxLine returns the most symbols a line may hold: a board or a boxed
// row of the shape known, else of the largest shape the hint allows.
func (rd *Reader) maxLine() int {
	if g := rd.geo; g != nil {
		return max(g.cells, g.rowWidth())
	}
	h := rd.hint
	if h.Dims == 0 {
		return 1 << 16 // 4D b=2, the longest length ShapeOfLength knows
	}
	boxes := []int{h.Box}
	if h.Box == 0 {
		boxes = []int{2, 3, 4, 5}
	}
	most := 0
	for _, b := range boxes {
		if s := (Shape{h.Dims, b}); s.Check() == nil {
			most = max(most, s.Cells())
		}
	}
	return max(most, 1<<16)
}

// whole reports whether n symbols are a whole board of the shape known,
// or of the one the hint and n name.
func (rd *Reader) whole(n int) bool {
	if g := rd.geo; g != nil {
		return n == g.cells
	}
	_, whole, ok := rd.guess(n)
	return ok && whole
}

// next reads the symbols of the next line into rd.syms and reports
// whether there was one. In a line spaces, '|', '-', '+', '=' and '\r' are
// skipped; a line starting with '#' is a comment, as is the text after
// the first blank, ':' or ',' when the symbols before it are a whole
// board (see whole). A line with a bad symbol, or longer than maxLine, is
// read to its end and its error returned.
func (rd *Reader) next() (bool, error) {
	rd.syms = rd.syms[:0]
	if rd.eof {
		return false, nil
	}
	rd.line++
	rd.headN = 0
	limit := rd.maxLine()
	col, skip, delim := 0, false, false
	var bad error
	for {
		chunk, err := rd.br.ReadSlice('\n')
		if rd.headN < len(rd.head) {
			rd.headN += copy(rd.head[rd.headN:], chunk)
		}
		for _, c := range chunk {
			col++
			if skip || bad != nil || c == '\n' {
				continue
			}
			switch c {
			case ' ', '\t', ':', ',':
				if !delim {
					delim = true
					if len(rd.syms) > 0 && rd.whole(len(rd.syms)) {
						skip = true
						continue
					}
				}
				if c == ':' || c == ',' {
					bad = rd.errorf(rd.line, col, ErrSymbol, "%q", c)
				}
				continue
			case '\r', '|', '-', '+', '=':
				continue
			case '#':
				if col == 1 {
					skip = true
					continue
				}
			}
			v := value(c, MaxSide)
			switch {
			case v < 0:
				bad = rd.errorf(rd.line, col, ErrSymbol, "%q", c)
			case len(rd.syms) == limit:
				bad = rd.errorf(rd.line, 0, ErrLength, "more than %d symbols, the largest board or row this input may have", limit)
			default:
				rd.push(uint8(v), limit)
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF:
			rd.eof = true
			if col == 0 {
				rd.line--
				return false, nil
			}
		case err != nil:
			rd.eof = true
			return false, &sudoku.ParseError{File: rd.name, Line: rd.line, Err: err}
		}
		return true, bad
	}
}

// push appends v to rd.syms, growing it by doubling up to limit: a line of
// a 5D board grows to the board's size exactly.
func (rd *Reader) push(v uint8, limit int) {
	if len(rd.syms) == cap(rd.syms) {
		grown := make([]uint8, len(rd.syms), min(limit, max(4096, 2*cap(rd.syms))))
		copy(grown, rd.syms)
		rd.syms = grown
	}
	rd.syms = append(rd.syms, v)
}

// shapeFor returns the geometry for a line of n symbols and whether the
// line is a whole board (else a boxed row), or an error.
func (rd *Reader) shapeFor(n int) (*geometry, bool, error) {
	if g := rd.geo; g != nil {
		switch n {
		case g.cells:
			return g, true, nil
		case g.rowWidth():
			return g, false, nil
		}
		return nil, false, rd.errorf(rd.line, 0, ErrLength, "%d symbols: a %v board has %d, a row of its boxed form %d", n, g.shape, g.cells, g.rowWidth())
	}
	s, whole, ok := rd.guess(n)
	if !ok {
		return nil, false, rd.errorf(rd.line, 0, ErrLength, "%d symbols (give the dimensions where a length is not one of 16, 81, 256, 625, 512, 19683, 65536)", n)
	}
	if err := s.Check(); err != nil {
		return nil, false, rd.lineError(rd.line, 0, err)
	}
	rd.geo = newGeometry(s)
	return rd.geo, whole, nil
}

// guess returns the shape of a line of n symbols under the hint.
func (rd *Reader) guess(n int) (Shape, bool, bool) {
	h := rd.hint
	switch {
	case h.Dims == 0 && h.Box == 0:
		if s, ok := ShapeOfLength(n); ok {
			return s, true, true
		}
		switch n {
		case 64:
			return Shape{3, 2}, false, true
		case 729:
			return Shape{3, 3}, false, true
		}
		return Shape{}, false, false
	case h.Dims == 0:
		return Shape{}, false, false
	}
	boxes := []int{h.Box}
	if h.Box == 0 {
		boxes = []int{2, 3, 4, 5}
	}
	for _, b := range boxes {
		s := Shape{h.Dims, b}
		side := pow(float64(b), h.Dims)
		cells := pow(side, h.Dims)
		width := side * side
		if h.Dims == 2 || h.Dims > 4 {
			width = side
		}
		switch float64(n) {
		case cells:
			return s, true, true
		case width:
			return s, false, true
		}
	}
	return Shape{}, false, false
}

// All returns an iterator over the boards of the input, with the error
// of each bad line in its place (Read's), up to the end of the input or
// a read that fails (its error is the last).
func (rd *Reader) All() iter.Seq2[*Puzzle, error] {
	return func(yield func(*Puzzle, error) bool) {
		for {
			p, err := rd.Read()
			if err == io.EOF || !yield(p, err) {
				return
			}
			if err != nil && !badLine(err) {
				return
			}
		}
	}
}

// badLine reports whether err is about the input's text, which Read
// skips to read on, rather than a read that failed.
func badLine(err error) bool {
	return errors.Is(err, ErrSymbol) || errors.Is(err, ErrLength) ||
		errors.Is(err, ErrIncomplete) || errors.Is(err, ErrShape)
}

// Read returns the next board, or io.EOF at the end. A *sudoku.ParseError
// names the line of bad input, which is skipped: the next call reads on.
func (rd *Reader) Read() (*Puzzle, error) {
	var (
		board *Board
		start int
		fill  int
	)
	for {
		ok, err := rd.next()
		if !ok && err == nil {
			break
		}
		if err != nil {
			return nil, err
		}
		n := len(rd.syms)
		if n == 0 {
			continue // a blank line, a comment or a rule
		}
		if board != nil {
			if n != board.geo.rowWidth() {
				return nil, rd.errorf(rd.line, 0, ErrIncomplete, "row of %d symbols in the boxed board of line %d, which has rows of %d", n, start, board.geo.rowWidth())
			}
			if err := rd.place(board, fill/n, rd.syms); err != nil {
				return nil, err
			}
			fill += n
			if fill == board.Len() {
				return &Puzzle{Board: board, File: rd.name, Line: start}, nil
			}
			continue
		}
		g, whole, err := rd.shapeFor(n)
		if err != nil {
			return nil, err
		}
		start = rd.line
		if whole {
			for i, v := range rd.syms {
				if int(v) > g.side {
					b := &Board{geo: g}
					return nil, rd.errorf(rd.line, 0, ErrSymbol, "%c at cell %s: the values of %v go up to %c", sudoku.Symbol(int(v)), b.CellName(i), g.shape, sudoku.Symbol(g.side))
				}
			}
			return &Puzzle{Board: rd.take(g), File: rd.name, Line: start}, nil
		}
		board = &Board{geo: g, cells: make([]uint8, g.cells)}
		if err := rd.place(board, 0, rd.syms); err != nil {
			return nil, err
		}
		fill = n
		if fill == board.Len() {
			return &Puzzle{Board: board, File: rd.name, Line: start}, nil
		}
	}
	if board != nil {
		return nil, rd.errorf(start, 0, ErrIncomplete, "boxed board with %d of its %d cells at the end of the input", fill, board.Len())
	}
	return nil, io.EOF
}

// take returns the board of geometry g whose cells are the symbols of the
// line just read: a large one takes rd.syms itself, rather than a copy.
func (rd *Reader) take(g *geometry) *Board {
	if len(rd.syms) > 1<<16 {
		b := &Board{geo: g, cells: rd.syms[:g.cells:g.cells]}
		rd.syms = nil
		return b
	}
	return &Board{geo: g, cells: append([]uint8(nil), rd.syms...)}
}

// place puts the symbols of text row r of the boxed form into board.
func (rd *Reader) place(board *Board, r int, syms []uint8) error {
	g := board.geo
	for c, v := range syms {
		if int(v) > g.side {
			return rd.errorf(rd.line, 0, ErrSymbol, "%c: the values of %v go up to %c", sudoku.Symbol(int(v)), g.shape, sudoku.Symbol(g.side))
		}
		board.cells[g.boxedCell(r, c)] = v
	}
	return nil
}
