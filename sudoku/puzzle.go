// The vocabulary of puzzles read from text, shared by every reader
// (sudoku/puzzleio, sudoku/hyper), and the parser of the line form that
// Grid.String writes.

package sudoku

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The sentinel errors of the line form, wrapped by a *ParseError; test for
// them with errors.Is. The readers of other layouts (sudoku/puzzleio) wrap
// them too.
var (
	ErrLength = errors.New("wrong length")
	ErrChar   = errors.New("bad character")
	ErrRange  = errors.New("value out of range")
	// ErrTooMany is text with more than one puzzle in it where one is
	// wanted.
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

// ParseError is a malformed puzzle, of any shape: the file, the line and
// column (both from 1, columns in bytes; column 0 when the whole line is at
// fault) of the first problem, and why. Err wraps a sentinel error: ErrLength,
// ErrChar, ErrRange, ErrTooMany, or one of the reader that made it
// (sudoku/puzzleio, sudoku/hyper).
type ParseError struct {
	File      string
	Line, Col int
	Err       error
	// Text is the text read where the problem is, for a record that
	// shows it (the line, or the CSV record of several lines), cut to
	// about MaxErrorText bytes with "…" at the cut; "" when the reader
	// kept none. Error does not print it.
	Text string
}

// MaxErrorText is the most bytes of a line that ParseError.Text keeps
// before its "…".
const MaxErrorText = 100

// Error returns "file:line:col: reason", without the file when File is
// empty and without the column when Col is 0 (the whole line is at
// fault, as in the errors of sudoku/hyper).
func (e *ParseError) Error() string {
	pos := strconv.Itoa(e.Line)
	if e.Col > 0 {
		pos += ":" + strconv.Itoa(e.Col)
	}
	if e.File != "" {
		pos = e.File + ":" + pos
	}
	return pos + ": " + e.Err.Error()
}

// ErrorText returns b as the Text of a ParseError: trailing blanks and
// line ends dropped, invalid UTF-8 as U+FFFD, and text longer than
// MaxErrorText bytes cut there, at the start of a character, with "…".
func ErrorText(b []byte) string {
	b = bytes.TrimRight(b, " \t\r\n")
	cut := len(b) > MaxErrorText
	if cut {
		n := MaxErrorText
		for n > 0 && !utf8.RuneStart(b[n]) {
			n--
		}
		b = b[:n]
	}
	s := strings.ToValidUTF8(string(b), "\uFFFD")
	if cut {
		s += "…"
	}
	return s
}

// Unwrap returns the reason, which wraps a sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }

// ParseString reads one puzzle in the line form that Grid.String writes:
// all N² cells on one line (16, 81, 256 or 625 symbols), '1'..'9' and
// 'A'..'P' (either case) for values, '.' or '0' for an empty cell.
// Surrounding blanks are ignored, and text after the cells that starts
// with a blank, ':' or ',' is a comment. Text whose first line is a rule
// ('-') is read in the boxed form that Grid.Boxed writes. A second line that is not blank
// is an error wrapping ErrTooMany. The other layouts (grids, CSV, XML, and
// the hexadecimal 16×16 style) are read by sudoku/puzzleio.
func ParseString(s string) (Grid, error) {
	line, rest, _ := strings.Cut(strings.TrimLeft(s, " \t\r\n"), "\n")
	if strings.HasPrefix(line, "-") {
		return parseBoxed(s)
	}
	if strings.TrimSpace(rest) != "" {
		return Grid{}, &ParseError{Line: 2, Col: 1, Err: fmt.Errorf("%w: the line form holds one puzzle on one line", ErrTooMany)}
	}
	col := len(s) - len(strings.TrimLeft(s, " \t\r\n"))
	line = strings.TrimRight(line, " \t\r")
	field := line
	if i := strings.IndexAny(line, " \t:,"); i >= 0 {
		field = line[:i]
	}
	var g Grid
	box := BoxForSize(isqrt(len(field)))
	if box != 0 {
		g.box = uint8(box)
	}
	n := box * box
	for k := 0; k < len(field); k++ {
		c := field[k]
		v := -1
		switch {
		case c == '.' || c == '0':
			v = 0
		case c >= '1' && c <= '9':
			v = int(c - '0')
		case c|0x20 >= 'a' && c|0x20 <= 'p':
			v = int(c|0x20-'a') + 10
		}
		if v < 0 {
			return Grid{}, &ParseError{Line: 1, Col: col + k + 1, Err: fmt.Errorf("%w %q", ErrChar, c)}
		}
		if box != 0 {
			if v > n {
				return Grid{}, &ParseError{Line: 1, Col: col + k + 1, Err: fmt.Errorf("%w: %d in a %dx%d puzzle", ErrRange, v, n, n)}
			}
			g.cells[k] = uint8(v)
		}
	}
	if box == 0 || len(field) != n*n {
		return Grid{}, &ParseError{Line: 1, Col: col + 1, Err: fmt.Errorf("%w: %d symbols; a puzzle line has 16, 81, 256 or 625", ErrLength, len(field))}
	}
	return g, nil
}

// isqrt returns the integer square root of n when n is a square, else 0.
func isqrt(n int) int {
	for k := MinBox * MinBox; k <= MaxBox*MaxBox; k++ {
		if k*k == n {
			return k
		}
	}
	return 0
}

// parseBoxed reads the boxed form of Grid.Boxed: rules of '-', and rows
// of n stacks between '|', each of n three-byte slots holding a symbol or
// nothing (an empty cell).
func parseBoxed(s string) (Grid, error) {
	var g Grid
	row := 0
	for num, line := range strings.Split(strings.TrimRight(s, " \t\r\n"), "\n") {
		line = strings.TrimRight(line, " \t\r")
		if strings.Trim(line, "-") == "" {
			continue
		}
		stacks := strings.Split(line, "|")
		box := len(stacks) - 2
		bad := func(col int, err error) (Grid, error) {
			return Grid{}, &ParseError{Line: num + 1, Col: col, Err: err}
		}
		if box < MinBox || box > MaxBox || stacks[0] != "" || stacks[len(stacks)-1] != "" || g.box != 0 && box != int(g.box) {
			return bad(1, fmt.Errorf("%w: not a row of the boxed form", ErrLength))
		}
		g.box = uint8(box)
		n := box * box
		if row == n {
			return bad(1, fmt.Errorf("%w: a row after the %d rows of the grid", ErrTooMany, n))
		}
		col := 1
		for k, st := range stacks[1 : box+1] {
			if len(st) != 3*box {
				return bad(col+1, fmt.Errorf("%w: a stack of %d bytes, not %d", ErrLength, len(st), 3*box))
			}
			for c := range box {
				v := 0
				switch slot := strings.TrimSpace(st[3*c : 3*c+3]); {
				case slot == "":
				case len(slot) == 1 && slot[0] >= '1' && slot[0] <= '9':
					v = int(slot[0] - '0')
				case len(slot) == 1 && slot[0]|0x20 >= 'a' && slot[0]|0x20 <= 'p':
					v = int(slot[0]|0x20-'a') + 10
				default:
					return bad(col+1+3*c, fmt.Errorf("%w %q", ErrChar, slot))
				}
				if v > n {
					return bad(col+1+3*c, fmt.Errorf("%w: %d in a %dx%d puzzle", ErrRange, v, n, n))
				}
				g.cells[row*n+k*box+c] = uint8(v)
			}
			col += len(st) + 1
		}
		row++
	}
	if g.box == 0 || row != g.Size() {
		return Grid{}, &ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: a boxed grid of %d rows", ErrLength, row)}
	}
	return g, nil
}
