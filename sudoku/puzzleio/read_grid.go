// Reading cells: puzzle lines, rows of grids (compact, separated, boxed),
// the look-ahead that tells 4×4 lines from 16×16 rows, and the '0' of
// hexadecimal 16×16 puzzles.

package puzzleio

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// zeroCell is the value of a '0' while a puzzle is read: it becomes 0 (an
// empty cell) or 16 (see resolveZeros) when the puzzle is complete. It is
// above every value and is never checked against the board size.
const zeroCell = 0x80

// symbolValue returns the value of a symbol, 0 for '.', zeroCell for '0',
// or -1 when c is not a symbol.
func symbolValue(c byte) int {
	switch {
	case c >= '1' && c <= '9':
		return int(c - '0')
	case c == '.':
		return 0
	case c == '0':
		return zeroCell
	case c >= 'A' && c <= 'P':
		return int(c-'A') + 10
	case c >= 'a' && c <= 'p':
		return int(c-'a') + 10
	}
	return -1
}

// tooBig reports whether v, a value read, is out of range for an N×N board.
func tooBig(v, n int) bool { return v > n && v != zeroCell }

// clearZeros makes every zeroCell in cells empty, or the value to (16).
func clearZeros(cells []uint8, to uint8) {
	for i, v := range cells {
		if v == zeroCell {
			cells[i] = to
		}
	}
}

// resolveZeros settles the '0's of a complete puzzle of side n, whose
// cells hold zeroCell for them: in a 16×16 puzzle with a '.' too (dot),
// '0' is 16, else it is an empty cell. It reports false when '0' is 16 but
// the puzzle also holds 16 written otherwise.
func resolveZeros(cells []uint8, n int, dot bool) bool {
	if n != 16 || !dot || bytes.IndexByte(cells, zeroCell) < 0 {
		clearZeros(cells, 0)
		return true
	}
	if bytes.IndexByte(cells, 16) >= 0 {
		return false
	}
	clearZeros(cells, 16)
	return true
}

// ambiguous is the error for a 16×16 puzzle that resolveZeros rejects.
func (r *Reader) ambiguous(line, col int) *ParseError {
	return r.errorf(line, col, fmt.Errorf("%w: '0' is 16 in a 16x16 puzzle with '.' for empty cells, but 16 is also written as 'G' or 16", ErrAmbiguous))
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

// isPuzzleLen reports whether a field of n symbols is a whole puzzle.
func isPuzzleLen(n int) bool { return n == 16 || n == 81 || n == 256 || n == 625 }

// puzzleLengths lists the lengths of every board shape that sudokudlx
// reads, those of sudoku/hyper (see hyper.ShapeOfLength) as well, so that
// a wrong length names them all.
const puzzleLengths = "16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)"

// lengthError is the error of a puzzle line whose first field has n
// symbols, at line, col.
func (r *Reader) lengthError(n, line, col int) *ParseError {
	switch n {
	case 512, 19683, 65536:
		dims := 3
		if n == 65536 {
			dims = 4
		}
		return r.errorf(line, col, fmt.Errorf("%w: %d symbols, a %dD board, in a file of 2D puzzles; put D-dimensional boards in a file of their own (its first board sets the shape), or pass --dims %d", ErrLength, n, dims, dims))
	}
	return r.errorf(line, col, fmt.Errorf("%w: %d symbols; a puzzle line has %s", ErrLength, n, puzzleLengths))
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
	if box == 0 && (j-i > maxN*maxN || j-i == 512) {
		// A D-dimensional board: its symbols go past those of 2D.
		return Puzzle{}, r.lengthError(j-i, line, i+1)
	}
	var p Puzzle
	var cells []uint8
	if box != 0 {
		p.Grid, _ = sudoku.New(box)
		cells = p.Grid.Cells()
	}
	n := box * box
	dot := false
	for k, c := range s[i:j] {
		v := symbolValue(c)
		if v < 0 {
			return Puzzle{}, r.charError(s, i+k, line)
		}
		dot = dot || c == '.'
		if box != 0 {
			if tooBig(v, n) {
				return Puzzle{}, r.rangeError(line, i+k+1, v, n)
			}
			cells[k] = uint8(v)
		}
	}
	if box == 0 {
		return Puzzle{}, r.lengthError(j-i, line, i+1)
	}
	if !resolveZeros(cells, n, dot) {
		return Puzzle{}, r.ambiguous(line, i+bytes.IndexByte(s[i:j], '0')+1)
	}
	p.Source = Position{File: r.name, Line: line}
	r.found = true
	return p, nil
}

// cellsLine returns the puzzle of the k cells (81, 256 or 625) in r.cells,
// read from one line of separated values.
func (r *Reader) cellsLine(k, line int) (Puzzle, error) {
	box := 3
	if k == 256 {
		box = 4
	} else if k == 625 {
		box = 5
	}
	n := box * box
	var p Puzzle
	p.Grid, _ = sudoku.New(box)
	cells := p.Grid.Cells()
	for c, v := range r.cells[:k] {
		if tooBig(int(v), n) {
			return Puzzle{}, r.rangeError(line, int(r.cols[c]), int(v), n)
		}
	}
	copy(cells, r.cells[:k])
	if !resolveZeros(cells, n, r.rowDot) {
		return Puzzle{}, r.ambiguous(line, int(r.cols[0]))
	}
	p.Source = Position{File: r.name, Line: line}
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
	e.line, e.col, e.err, e.dot = line, i+1, nil, false
	for k, c := range s[i:j] {
		v := symbolValue(c)
		if v < 0 {
			if e.err == nil {
				e.err = r.charError(s, i+k, line)
			}
			v = 0
		}
		e.dot = e.dot || c == '.'
		big = big || tooBig(v, 4)
		e.cells[k] = uint8(v)
	}
	return true, big
}

// startRun reads s, a line of 16 bytes and nothing else, and the lines of
// 16 bytes after it, to decide between 4×4 puzzles (left in r.run for Read
// to return) and a 16×16 grid (opened with the lines as its first rows).
func (r *Reader) startRun(s []byte, line int) {
	r.runLen, r.runPos = 1, 0
	r.gridText = keepText(r.gridText, s) // in case the lines are a grid's rows
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
		r.gridDot = r.gridDot || e.dot
		r.storeRow(e.line, 16)
	}
	r.runLen = 0
}

// openGrid starts an n×n grid whose first row is on the given line.
func (r *Reader) openGrid(n, line int) {
	r.grid, _ = sudoku.New(sudoku.BoxForSize(n))
	r.gridN, r.rows, r.gridAt, r.gridErr, r.gridDot = n, 0, line, nil, false
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
		r.gridDot = r.gridDot || r.rowDot
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
			if tooBig(int(v), n) {
				r.gridErr = r.rangeError(line, int(r.cols[c]), int(v), n)
				break
			}
		}
		copy(r.grid.Cells()[r.rows*n:], r.cells[:n])
	}
	r.rows++
}

// endGrid returns the grid just completed, or its first error.
func (r *Reader) endGrid() (Puzzle, error) {
	r.gridN = 0
	if r.gridErr != nil {
		return Puzzle{}, r.gridErr
	}
	n := r.grid.Size()
	if !resolveZeros(r.grid.Cells(), n, r.gridDot) {
		return Puzzle{}, r.ambiguous(r.gridAt, 1)
	}
	r.found = true
	return Puzzle{Grid: r.grid, Source: Position{File: r.name, Line: r.gridAt}}, nil
}

// unfinished closes the open grid, cut short at line by what.
func (r *Reader) unfinished(line int, what string) error {
	r.gridN = 0
	if r.gridErr != nil {
		return r.gridErr
	}
	n := r.grid.Size()
	pe := r.errorf(line, 1, fmt.Errorf("%w: %dx%d grid from line %d has %d of %d rows, then %s", ErrUnfinished, n, n, r.gridAt, r.rows, n, what))
	pe.Text = sudoku.ErrorText(r.gridText) // the grid's first row
	return pe
}

// parseRow parses the grid row s into r.cells and r.cols and returns the
// number of cells, and the first bad character; r.rowDot tells whether a
// '.' is among them. Values are not checked against the board size.
func (r *Reader) parseRow(s []byte, line int) (k int, err *ParseError) {
	i := firstNonBlank(s)
	r.rowDot = false
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
	single = single && (!two || fields == 16 || fields == 25 || fields == 81 || fields == 256 || fields == 625)
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
		} else if s[j] == '.' {
			r.rowDot = true
		}
		if k < len(r.cells) {
			r.cells[k], r.cols[k] = uint8(v), int32(j+1)
		}
		k++
		j += w
	}
	return k, err
}

// parseBoxed parses s[i:] as a boxed row if it has the boxed shape, and
// reports whether it has.
func (r *Reader) parseBoxed(s []byte, i, line int) (k int, ok bool, err *ParseError) {
	t := s[i:]
	box := 0
	for n := sudoku.MinBox; n <= sudoku.MaxBox; n++ {
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
				r.rowDot = r.rowDot || slot[lo] == '.'
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
