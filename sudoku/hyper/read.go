package hyper

import (
	"bufio"
	"bytes"
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
type Reader struct {
	sc   *bufio.Scanner
	name string
	hint Shape
	geo  *geometry
	line int
	syms []uint8
}

// NewReader returns a reader of r, whose errors name the file name.
func NewReader(r io.Reader, name string, hint Shape) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<24)
	return &Reader{sc: sc, name: name, hint: hint}
}

func (rd *Reader) errorf(line, col int, err error, format string, args ...any) *sudoku.ParseError {
	return &sudoku.ParseError{File: rd.name, Line: line, Col: col, Err: fmt.Errorf("%w: "+format, append([]any{err}, args...)...)}
}

// symbols reads the symbols of line b into rd.syms.
func (rd *Reader) symbols(b []byte) error {
	rd.syms = rd.syms[:0]
	for i, c := range b {
		switch c {
		case ' ', '\t', '\r', '|', '-', '+', '=':
			continue
		}
		v := value(c, MaxSide)
		if v < 0 {
			return rd.errorf(rd.line, i+1, ErrSymbol, "%q", c)
		}
		rd.syms = append(rd.syms, uint8(v))
	}
	return nil
}

// board returns the board of a line in the one-line form: the text up to
// the first blank, ':' or ',' when it is a whole board of the shape known
// or one its length names, the rest being a comment (as for 2D puzzles);
// else the whole line, which is a row of a boxed board.
func (rd *Reader) board(text []byte) []byte {
	end := bytes.IndexAny(text, " \t:,")
	if end <= 0 {
		return text
	}
	n := 0
	for _, c := range text[:end] {
		switch c {
		case '|', '-', '+', '=', '\r':
			continue
		}
		if value(c, MaxSide) < 0 {
			return text
		}
		n++
	}
	if g := rd.geo; g != nil {
		if n == g.cells {
			return text[:end]
		}
		return text
	}
	if _, whole, ok := rd.guess(n); ok && whole {
		return text[:end]
	}
	return text
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
		return nil, false, &sudoku.ParseError{File: rd.name, Line: rd.line, Err: err}
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
	for rd.sc.Scan() {
		rd.line++
		text := rd.sc.Bytes()
		if len(text) > 0 && text[0] == '#' {
			continue
		}
		if err := rd.symbols(rd.board(text)); err != nil {
			return nil, err
		}
		n := len(rd.syms)
		if n == 0 {
			continue // a blank line or a rule
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
		board = &Board{geo: g, cells: make([]uint8, g.cells)}
		start = rd.line
		if whole {
			for i, v := range rd.syms {
				if int(v) > g.side {
					return nil, rd.errorf(rd.line, 0, ErrSymbol, "%c at cell %s: the values of %v go up to %c", sudoku.Symbol(int(v)), board.CellName(i), g.shape, sudoku.Symbol(g.side))
				}
			}
			copy(board.cells, rd.syms)
			return &Puzzle{Board: board, File: rd.name, Line: start}, nil
		}
		if err := rd.place(board, 0, rd.syms); err != nil {
			return nil, err
		}
		fill = n
		if fill == board.Len() {
			return &Puzzle{Board: board, File: rd.name, Line: start}, nil
		}
	}
	if err := rd.sc.Err(); err != nil {
		return nil, &sudoku.ParseError{File: rd.name, Line: rd.line + 1, Err: err}
	}
	if board != nil {
		return nil, rd.errorf(start, 0, ErrIncomplete, "boxed board with %d of its %d cells at the end of the input", fill, board.Len())
	}
	return nil, io.EOF
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
