package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Op is what a Command asks for.
type Op int

// The operations.
const (
	OpNone   Op = iota // a blank line or a comment (# ...): nothing to do
	OpPlace            // put Value at (Row, Col)
	OpClear            // empty (Row, Col)
	OpHint             // fill one cell, with the reason
	OpCheck            // list the wrong entries
	OpUndo             // take back the last move
	OpShow             // print the board
	OpSolve            // give up and see the solution
	OpHelp             // list the commands
	OpQuit             // stop playing
	OpRedo             // make again the last move taken back
	OpMark             // toggle the pencil mark Value at (Row, Col)
	OpUnmark           // take off the pencil mark Value (0: every mark) at (Row, Col)
)

// words are the one-word commands, by name; the first name of each Op is
// the one String prints.
var words = []struct {
	name string
	op   Op
}{
	{"hint", OpHint}, {"check", OpCheck}, {"undo", OpUndo}, {"redo", OpRedo}, {"show", OpShow},
	{"solve", OpSolve}, {"help", OpHelp}, {"?", OpHelp}, {"quit", OpQuit},
	{"exit", OpQuit}, {"q", OpQuit},
}

// Command is one line of the player's input, parsed. Row and Col count from
// 1, as typed; they are not checked against the board's size (Game.Place
// does that).
type Command struct {
	Op       Op
	Row, Col int // OpPlace, OpClear, OpMark and OpUnmark
	Value    int // OpPlace and OpMark: 1 and up; OpUnmark: 0 and up
}

// String returns the command in its canonical form, which ParseCommand
// reads back: "r3c5=7", "clear r3c5", "hint", ...; "" for OpNone.
func (c Command) String() string {
	switch c.Op {
	case OpNone:
		return ""
	case OpPlace:
		return fmt.Sprintf("r%dc%d=%d", c.Row, c.Col, c.Value)
	case OpClear:
		return fmt.Sprintf("clear r%dc%d", c.Row, c.Col)
	case OpMark:
		return fmt.Sprintf("mark r%dc%d %d", c.Row, c.Col, c.Value)
	case OpUnmark:
		if c.Value == 0 {
			return fmt.Sprintf("unmark r%dc%d", c.Row, c.Col)
		}
		return fmt.Sprintf("unmark r%dc%d %d", c.Row, c.Col, c.Value)
	}
	for _, w := range words {
		if w.op == c.Op {
			return w.name
		}
	}
	return fmt.Sprintf("Op(%d)", int(c.Op))
}

// ErrSyntax matches the errors of ParseCommand (a *SyntaxError) with
// errors.Is.
var ErrSyntax = errors.New("syntax error")

// maxDigits bounds the numbers ParseCommand reads, so that none overflows.
const maxDigits = 6

// ParseCommand parses one line typed by the player. Case does not matter,
// and blanks, commas, '=' and ':' separate words. It understands
//
//	3 5 7   r3c5=7   r3c5 7   r3 c5 7    put 7 in row 3, column 5
//	3 5 0   r3c5=.   clear 3 5   clear r3c5    empty that cell
//	mark 3 5 7   mark r3c5 7    toggle the pencil mark 7 in r3c5
//	unmark 3 5 7   unmark r3c5   take off the mark 7, or every mark
//	hint  check  undo  redo  show  solve  help (or ?)  quit (or exit, q)
//
// Values above 9 may be written as numbers or as letters (A for 10, B for
// 11, ... P for 25, as sudoku.Symbol prints them). A blank line or one that starts
// with '#' is OpNone. Any other line is a *SyntaxError that says what was
// expected. ParseCommand never panics; it costs O(len(line)).
func ParseCommand(line string) (Command, error) {
	s := strings.TrimSpace(line)
	if s == "" || s[0] == '#' {
		return Command{}, nil
	}
	toks := strings.FieldsFunc(asciiLower(s), func(r rune) bool {
		return unicode.IsSpace(r) || r == ',' || r == '=' || r == ':'
	})
	if len(toks) == 0 {
		return Command{}, syntaxf("want a command: type help for the list")
	}
	for _, w := range words {
		if toks[0] == w.name {
			if len(toks) > 1 {
				return Command{}, syntaxf("%s takes no arguments", w.name)
			}
			return Command{Op: w.op}, nil
		}
	}
	if toks[0] == "clear" {
		r, c, rest, err := parseCell(toks[1:])
		if err != nil && !errors.Is(err, errNotCell) && !errors.Is(err, errShortCell) {
			return Command{}, err
		}
		if err != nil || len(rest) != 0 {
			return Command{}, syntaxf(`want one cell after clear, as "clear 3 5" or "clear r3c5"`)
		}
		return Command{Op: OpClear, Row: r, Col: c}, nil
	}
	if toks[0] == "mark" || toks[0] == "unmark" {
		return parseMark(toks)
	}
	r, c, rest, err := parseCell(toks)
	if errors.Is(err, errNotCell) {
		return Command{}, syntaxf("unknown command %s: type help for the list", quote(toks[0]))
	}
	if err != nil && !errors.Is(err, errShortCell) {
		return Command{}, err
	}
	if err != nil || len(rest) != 1 {
		return Command{}, syntaxf(`want a row, a column and a value, as "3 5 7" or "r3c5=7"`)
	}
	v, err := parseValue(rest[0])
	if err != nil {
		return Command{}, err
	}
	if v == 0 {
		return Command{Op: OpClear, Row: r, Col: c}, nil
	}
	return Command{Op: OpPlace, Row: r, Col: c, Value: v}, nil
}

// parseMark reads "mark CELL V" and "unmark CELL [V]".
func parseMark(toks []string) (Command, error) {
	op, want := OpMark, `want a cell and a value after mark, as "mark 3 5 7" or "mark r3c5 7"`
	if toks[0] == "unmark" {
		op, want = OpUnmark, `want a cell and maybe a value after unmark, as "unmark 3 5 7" or "unmark r3c5"`
	}
	r, c, rest, err := parseCell(toks[1:])
	if err != nil && !errors.Is(err, errNotCell) && !errors.Is(err, errShortCell) {
		return Command{}, err
	}
	if err != nil || len(rest) > 1 || (op == OpMark && len(rest) == 0) {
		return Command{}, syntaxf("%s", want)
	}
	v := 0
	if len(rest) == 1 {
		if v, err = parseValue(rest[0]); err != nil {
			return Command{}, err
		}
		if v == 0 && op == OpMark {
			return Command{}, syntaxf("%s", want)
		}
	}
	return Command{Op: op, Row: r, Col: c, Value: v}, nil
}

// Errors of parseCell: the words do not start with a cell, or stop
// before its column.
var (
	errNotCell   = errors.New("not a cell")
	errShortCell = errors.New("no column")
)

// parseCell reads a cell at the start of toks: "3 5", "r3c5" or "r3 c5".
// It returns errNotCell when toks do not start like a cell, errShortCell
// when they end before the column, a syntax error when they start like
// one but go wrong, and the words left.
func parseCell(toks []string) (r, c int, rest []string, err error) {
	if len(toks) == 0 {
		return 0, 0, nil, errNotCell
	}
	t := toks[0]
	if len(t) > 1 && t[0] == 'r' && t[1] >= '0' && t[1] <= '9' {
		if k := strings.IndexByte(t, 'c'); k > 0 {
			// r3c5
			if r, err = parseNumber(t[1:k], t); err != nil {
				return 0, 0, nil, err
			}
			if c, err = parseNumber(t[k+1:], t); err != nil {
				return 0, 0, nil, err
			}
			return r, c, toks[1:], nil
		}
		// r3 c5
		if r, err = parseNumber(t[1:], t); err != nil {
			return 0, 0, nil, err
		}
		if len(toks) < 2 || len(toks[1]) < 2 || toks[1][0] != 'c' {
			return 0, 0, nil, syntaxf("want a column after %s, as c5", quote(t))
		}
		if c, err = parseNumber(toks[1][1:], toks[1]); err != nil {
			return 0, 0, nil, err
		}
		return r, c, toks[2:], nil
	}
	if !isDigits(t) {
		return 0, 0, nil, errNotCell
	}
	if r, err = parseNumber(t, t); err != nil {
		return 0, 0, nil, err
	}
	if len(toks) < 2 {
		return 0, 0, nil, errShortCell
	}
	if c, err = parseNumber(toks[1], toks[1]); err != nil {
		return 0, 0, nil, err
	}
	return r, c, toks[2:], nil
}

// parseValue reads a value: a number, a letter (a for 10 to p for 25), or
// "." for 0.
func parseValue(t string) (int, error) {
	switch {
	case t == ".":
		return 0, nil
	case len(t) == 1 && t[0] >= 'a' && t[0] <= 'p':
		return 10 + int(t[0]-'a'), nil
	}
	return parseNumber(t, t)
}

// parseNumber reads the decimal number s, a part of the word tok.
func parseNumber(s, tok string) (int, error) {
	if !isDigits(s) {
		return 0, syntaxf("%s is not a number", quote(tok))
	}
	if len(s) > maxDigits {
		return 0, syntaxf("%s is too long a number", quote(tok))
	}
	n, err := strconv.Atoi(s)
	if err != nil { // cannot happen: at most maxDigits digits
		return 0, syntaxf("%s is not a number", quote(tok))
	}
	return n, nil
}

// asciiLower returns s with ASCII letters in lower case; other bytes,
// valid UTF-8 or not, are kept as they are.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// quote quotes a word for a message, cut to a readable length.
func quote(s string) string {
	const max = 24
	if len(s) > max {
		return strconv.Quote(s[:max] + "...")
	}
	return strconv.Quote(s)
}

// SyntaxError is a line that ParseCommand does not understand; it says
// what was expected, and matches ErrSyntax with errors.Is.
type SyntaxError struct {
	Msg string
}

func (e *SyntaxError) Error() string { return e.Msg }

// Is reports whether target is ErrSyntax.
func (e *SyntaxError) Is(target error) bool { return target == ErrSyntax }

func syntaxf(format string, args ...any) error {
	return &SyntaxError{Msg: fmt.Sprintf(format, args...)}
}
