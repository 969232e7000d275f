package dlx

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sudokudlx/sudokudlx/internal/textenc"
)

// Errors of the text format, wrapped in a *TextError. ReadText also wraps
// ErrItemRepeated, ErrColorPrimary and (in warnings) ErrNoPrimary.
var (
	// ErrUnknownItem: an option names an item the first line does not.
	ErrUnknownItem = errors.New("unknown item")
	// ErrDuplicateItem: the first line names an item twice.
	ErrDuplicateItem = errors.New("duplicate item name")
	// ErrNoItems: the input has no line of items.
	ErrNoItems = errors.New("no items")
	// ErrBadName: a name or color is empty or holds ':', '|', a control
	// character, a byte-order mark or invalid UTF-8, or the first line
	// has a second '|'.
	ErrBadName = errors.New("bad name")
	// ErrLineTooLong: a line is longer than MaxLineLength, or the line
	// of items longer than MaxItemLineLength.
	ErrLineTooLong = errors.New("line too long")
)

// errDropped is the reason of the warning for an option with no primary
// item.
var errDropped = fmt.Errorf("%w; option dropped", ErrNoPrimary)

// MaxLineLength is the length in bytes of the longest option (or comment)
// line ReadText accepts, and MaxItemLineLength that of the line of items
// (and of the lines before it), which names every item of the problem
// and so may be much longer. A longer line is an error, found without
// reading the rest of it into memory: ReadText holds at most about twice
// the limit of the line it is reading.
const (
	MaxLineLength     = 1 << 20
	MaxItemLineLength = 1 << 28
)

// TextError is an error (or a warning) in a problem in Knuth's text format,
// at a position of its input. Line and Col count from 1; Col counts bytes.
type TextError struct {
	File      string // the name given to ReadText
	Line, Col int
	Err       error // the reason, which wraps one of the Err variables
}

// Error returns "file:line:col: reason", or "line:col: reason" when File
// is empty.
func (e *TextError) Error() string {
	pos := strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col)
	if e.File != "" {
		pos = e.File + ":" + pos
	}
	return pos + ": " + e.Err.Error()
}

// Unwrap returns the reason, so that errors.Is(err, ErrUnknownItem) and the
// like work.
func (e *TextError) Unwrap() error { return e.Err }

// Text is a problem read from Knuth's text format, with the names its
// Problem does not keep.
type Text struct {
	// Problem is the problem read. Its items are numbered in the order of
	// the first line; its options in the order of the lines that were not
	// dropped.
	Problem *Problem
	// Items are the items' names, primary items first.
	Items []string
	// Colors are the colors' names in the order of their first use;
	// Colors[0] is "", no color. Problem's color c is named Colors[c].
	Colors []string
	// Lines holds the input line of each option.
	Lines []int
	// Warnings are the options dropped because they have no primary item,
	// each a *TextError that wraps ErrNoPrimary.
	Warnings []error

	text string // the options as FormatOption returns them, end to end
	end  []int  // end of option k in text
}

// FormatOption returns option k as its item names in input order, with
// ":color" after a colored item, separated by single spaces: "p q x:A".
// For the options read it costs no allocation.
func (t *Text) FormatOption(k int) string {
	if k < len(t.end) {
		start := 0
		if k > 0 {
			start = t.end[k-1]
		}
		return t.text[start:t.end[k]]
	}
	// An option added to Problem after reading.
	items, colors := t.Problem.Option(k)
	var b strings.Builder
	for i, it := range items {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Items[it])
		if colors[i] != 0 {
			b.WriteByte(':')
			b.WriteString(t.Colors[colors[i]])
		}
	}
	return b.String()
}

// ReadText reads a problem in the text format of Knuth's DLX1 and DLX2.
// name is the file name used in errors.
//
// The first line names the items, separated by spaces: the primary items,
// then "|", then the secondary items (with no "|", every item is primary).
// A primary item's name may follow bounds, as in Knuth's DLX3: "2:3|x"
// lets x be covered 2 to 3 times, "2|x" exactly twice (see
// Problem.SetBounds); digits and a "|" followed by a blank or the end of
// the line are an item named by the digits and the separator.
// Each further line is an option: the names of its items. In an option, a
// secondary item may carry a color, "name:color"; options that give it the
// same color may share it. Lines whose first non-blank character is
// "|" are comments, and blank lines are skipped. Names may not contain ":"
// or "|", control characters, U+FEFF or invalid UTF-8.
//
// The input is UTF-8, with or without a byte-order mark, or UTF-16 with a
// byte-order mark, which is decoded (columns then count bytes of the UTF-8
// text). Lines end in "\n", "\r\n" or a lone "\r".
//
// An error is a *TextError naming the line and column and why: an unknown
// item, an item repeated in an option, a duplicate item name, no line of
// items, a color on a primary item, a bad name, bad bounds (ErrBounds: a
// lower bound above the upper one, an upper bound of 0, bounds on a
// secondary item, no name after them), a line longer than
// MaxLineLength (MaxItemLineLength for the line of items), an error of r. An option with no primary item is dropped,
// with a warning in Text.Warnings, as Knuth's programs do.
//
// ReadText costs time linear in the input and holds the input's text once,
// besides the problem, for FormatOption.
func ReadText(r io.Reader, name string) (*Text, error) {
	return readText(r, name, MaxItemLineLength)
}

// readText is ReadText with itemLimit for MaxItemLineLength.
func readText(r io.Reader, name string, itemLimit int) (*Text, error) {
	src, _ := textenc.UTF8(bufio.NewReaderSize(r, 64<<10))
	rd := &textReader{name: name, sc: bufio.NewScanner(src), itemLimit: itemLimit}
	rd.sc.Buffer(make([]byte, 0, 64<<10), itemLimit+2)
	rd.sc.Split(rd.split)
	return rd.read()
}

// limit returns the length of the longest line accepted now.
func (rd *textReader) limit() int {
	if rd.t == nil {
		return rd.itemLimit
	}
	return MaxLineLength
}

// split is scanLines with the line limit: at a line longer than the
// limit it stops, without reading the rest, and returns an empty token
// with rd.tooLong set (reading ends at that error).
func (rd *textReader) split(data []byte, atEOF bool) (int, []byte, error) {
	adv, tok, err := scanLines(data, atEOF)
	if adv == 0 && err == nil && len(data) > rd.limit()+1 {
		// No line end within the limit ('\r' and '\n' of a "\r\n"
		// may both be past it).
		rd.tooLong = true
		return len(data), data[:0], nil
	}
	return adv, tok, err
}

// scanLines is a bufio.SplitFunc for lines that end in "\n", "\r\n" or
// a lone "\r", returned without the line end.
func scanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	n := bytes.IndexByte(data, '\n')
	m := n
	if m < 0 {
		m = len(data)
	}
	if k := bytes.IndexByte(data[:m], '\r'); k >= 0 {
		switch {
		case k+1 < len(data):
			if data[k+1] == '\n' {
				return k + 2, data[:k], nil
			}
			return k + 1, data[:k], nil
		case !atEOF:
			return 0, nil, nil // a '\n' may follow
		}
		return k + 1, data[:k], nil
	}
	if n >= 0 {
		return n + 1, data[:n], nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// utf8BOM is the byte-order mark that a UTF-8 file may start with.
var utf8BOM = []byte("\ufeff")

// textReader holds the state of ReadText.
type textReader struct {
	name      string
	sc        *bufio.Scanner
	line      int
	itemLimit int  // MaxItemLineLength
	tooLong   bool // the line returned was too long

	t      *Text
	ids    map[string]int32 // item name -> index
	colors map[string]int32 // color name -> index
	nPrim  int
	seen   []int32 // per item: the stamp of the last option it was seen in
	stamp  int32   // the current option's stamp
	text   []byte  // the options' text, end to end
	items  []int
	cols   []int
	bounds []itemBounds // the bounds of the line of items
}

// itemBounds are the bounds read before an item's name.
type itemBounds struct{ item, lo, hi int32 }

// errorf returns a *TextError at column col of the current line.
func (rd *textReader) errorf(col int, err error, format string, args ...any) error {
	if format != "" {
		err = fmt.Errorf("%w"+format, append([]any{err}, args...)...)
	}
	return &TextError{File: rd.name, Line: rd.line, Col: col, Err: err}
}

// next returns the next line that is neither blank nor a comment, or nil at
// the end of the input.
func (rd *textReader) next() ([]byte, error) {
	for rd.sc.Scan() {
		rd.line++
		b := rd.sc.Bytes()
		if rd.line == 1 {
			b = bytes.TrimPrefix(b, utf8BOM)
		}
		if limit := rd.limit(); rd.tooLong || len(b) > limit {
			return nil, rd.errorf(limit+1, ErrLineTooLong, " (more than %d bytes)", limit)
		}
		i := skipSpace(b, 0)
		if i == len(b) || b[i] == '|' {
			continue
		}
		return b, nil
	}
	if err := rd.sc.Err(); err != nil {
		rd.line++
		if errors.Is(err, bufio.ErrTooLong) {
			limit := rd.limit()
			return nil, rd.errorf(limit+1, ErrLineTooLong, " (more than %d bytes)", limit)
		}
		return nil, rd.errorf(1, err, "")
	}
	return nil, nil
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// skipSpace returns the index of the first non-blank byte of b from i on.
func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

// checkName returns why s is not a valid name or color, or "".
func checkName(s []byte) string {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == ':' || c == '|':
				return fmt.Sprintf("%s contains %q", quote(s), c)
			case c < ' ' || c == 0x7f:
				return fmt.Sprintf("%s contains control character %U", quote(s), rune(c))
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(s[i:])
		if r == utf8.RuneError && n == 1 {
			return fmt.Sprintf("%s is not valid UTF-8", quote(s))
		}
		if r >= 0x80 && r < 0xa0 {
			return fmt.Sprintf("%s contains control character %U", quote(s), r)
		}
		if r == 0xFEFF {
			// Invisible, and dropped at the start of the input.
			return fmt.Sprintf("%s contains byte-order mark %U", quote(s), r)
		}
		i += n
	}
	return ""
}

// maxQuote is the length of the longest name quoted whole in an error.
const maxQuote = 40

// quote returns s quoted for an error message, shortened if it is long.
func quote(s []byte) string {
	if len(s) <= maxQuote {
		return strconv.Quote(string(s))
	}
	n := maxQuote
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strconv.Quote(string(s[:n])) + fmt.Sprintf("... (%d bytes)", len(s))
}

func (rd *textReader) read() (*Text, error) {
	b, err := rd.next()
	if err != nil {
		return nil, err
	}
	if b == nil {
		rd.line = max(rd.line, 1)
		return nil, rd.errorf(1, ErrNoItems, " (the first line must name the items)")
	}
	if err := rd.readItems(b); err != nil {
		return nil, err
	}
	for {
		b, err := rd.next()
		if err != nil {
			return nil, err
		}
		if b == nil {
			break
		}
		if err := rd.readOption(b); err != nil {
			return nil, err
		}
	}
	rd.t.text = string(rd.text)
	return rd.t, nil
}

// readItems reads the line of items and makes the problem.
func (rd *textReader) readItems(b []byte) error {
	t := &Text{Colors: []string{""}}
	rd.t = t
	rd.ids = make(map[string]int32)
	rd.colors = make(map[string]int32)
	bar := 0 // column of the "|", 0 if none yet
	for i := 0; ; {
		i = skipSpace(b, i)
		if i == len(b) {
			break
		}
		if b[i] == '|' {
			if bar != 0 {
				return rd.errorf(i+1, ErrBadName, ": second %q in the line of items (the first is at column %d)", '|', bar)
			}
			bar = i + 1
			rd.nPrim = len(t.Items)
			i++
			continue
		}
		lo, hi, j, err := rd.readBounds(b, i, bar != 0)
		if err != nil {
			return err
		}
		if hi != 0 {
			rd.bounds = append(rd.bounds, itemBounds{int32(len(t.Items)), lo, hi})
			i = j
		}
		for j < len(b) && !isSpace(b[j]) && b[j] != '|' {
			j++
		}
		tok := b[i:j]
		if why := checkName(tok); why != "" {
			return rd.errorf(i+1, ErrBadName, ": item name %s", why)
		}
		if _, dup := rd.ids[string(tok)]; dup {
			return rd.errorf(i+1, ErrDuplicateItem, " %s", quote(tok))
		}
		if len(t.Items) >= math.MaxInt32/2 {
			return rd.errorf(i+1, ErrTooLarge, ": too many items")
		}
		rd.ids[string(tok)] = int32(len(t.Items))
		t.Items = append(t.Items, string(tok))
		i = j
	}
	if bar == 0 {
		rd.nPrim = len(t.Items)
	}
	// rd.nPrim > 0: a line whose first non-blank character is "|" is a
	// comment, so the line of items starts with an item.
	t.Problem = NewProblem(rd.nPrim, len(t.Items)-rd.nPrim)
	for _, bd := range rd.bounds {
		if err := t.Problem.SetBounds(int(bd.item), int(bd.lo), int(bd.hi)); err != nil {
			return rd.errorf(1, err, "") // cannot happen: readBounds checked them
		}
	}
	rd.seen = make([]int32, len(t.Items))
	return nil
}

// readOption reads the option on line b.
func (rd *textReader) readOption(b []byte) error {
	t := rd.t
	items, cols := rd.items[:0], rd.cols[:0]
	colored, primary := false, false
	if rd.stamp == math.MaxInt32 {
		clear(rd.seen)
		rd.stamp = 0
	}
	rd.stamp++
	stamp := rd.stamp
	start, nColors := len(rd.text), len(t.Colors)
	for i := 0; ; {
		i = skipSpace(b, i)
		if i == len(b) {
			break
		}
		j, colon := i, -1
		for j < len(b) && !isSpace(b[j]) {
			if b[j] == ':' && colon < 0 {
				colon = j
			}
			j++
		}
		tok := b[i:j]
		nameTok, colorTok := tok, []byte(nil)
		if colon >= 0 {
			nameTok, colorTok = b[i:colon], b[colon+1:j]
		}
		id, ok := rd.ids[string(nameTok)]
		if !ok {
			if why := checkName(nameTok); why != "" || len(nameTok) == 0 {
				if len(nameTok) == 0 {
					why = "empty item name"
				}
				return rd.errorf(i+1, ErrBadName, ": %s", why)
			}
			return rd.errorf(i+1, ErrUnknownItem, " %s", quote(nameTok))
		}
		if rd.seen[id] == stamp {
			return rd.errorf(i+1, ErrItemRepeated, " %s", quote(nameTok))
		}
		rd.seen[id] = stamp
		c := int32(0)
		if colon >= 0 {
			if int(id) < rd.nPrim {
				return rd.errorf(colon+1, ErrColorPrimary, " %s", quote(nameTok))
			}
			if c, ok = rd.colors[string(colorTok)]; !ok {
				if len(colorTok) == 0 {
					return rd.errorf(colon+2, ErrBadName, ": empty color after %s", quote(nameTok))
				}
				if why := checkName(colorTok); why != "" {
					return rd.errorf(colon+2, ErrBadName, ": color %s", why)
				}
				c = int32(len(t.Colors))
				rd.colors[string(colorTok)] = c
				t.Colors = append(t.Colors, string(colorTok))
			}
			colored = true
		}
		if int(id) < rd.nPrim {
			primary = true
		}
		items = append(items, int(id))
		cols = append(cols, int(c))
		if len(rd.text) > start {
			rd.text = append(rd.text, ' ')
		}
		rd.text = append(rd.text, tok...)
		i = j
	}
	rd.items, rd.cols = items, cols
	if !primary {
		t.Warnings = append(t.Warnings, rd.errorf(skipSpace(b, 0)+1, errDropped, ""))
		rd.text = rd.text[:start]
		for _, c := range t.Colors[nColors:] {
			delete(rd.colors, c)
		}
		t.Colors = t.Colors[:nColors]
		return nil
	}
	if !colored {
		cols = nil
	}
	if _, err := t.Problem.AddColoredOption(items, cols); err != nil {
		// Only ErrTooLarge: the rest was checked above.
		return rd.errorf(1, err, "")
	}
	t.Lines = append(t.Lines, rd.line)
	t.end = append(t.end, len(rd.text))
	return nil
}

// readBounds reads the bounds that may start the item name at b[i:],
// "lo:hi|" or "hi|", and returns them and the index after them, or hi 0
// and i when there are none. secondary tells that the name is that of a
// secondary item, which may have no bounds.
func (rd *textReader) readBounds(b []byte, i int, secondary bool) (lo, hi int32, j int, err error) {
	digits := func(k int) int {
		for k < len(b) && b[k] >= '0' && b[k] <= '9' {
			k++
		}
		return k
	}
	k := digits(i)
	if k == i || k == len(b) || (b[k] != ':' && b[k] != '|') {
		return 0, 0, i, nil // a name
	}
	loTok, hiTok, end := b[i:k], b[i:k], k
	if b[k] == ':' {
		m := digits(k + 1)
		if m == k+1 || m == len(b) || b[m] != '|' {
			return 0, 0, 0, rd.errorf(i+1, ErrBounds, ": %s: a lower bound and ':' want an upper bound and '|' after them", quote(b[i:m]))
		}
		hiTok, end = b[k+1:m], m
	} else if k+1 == len(b) || isSpace(b[k+1]) || b[k+1] == '|' {
		return 0, 0, i, nil // the name "123", then the separator
	}
	if end+1 == len(b) || isSpace(b[end+1]) || b[end+1] == '|' {
		return 0, 0, 0, rd.errorf(i+1, ErrBounds, ": %s is not followed by an item name", quote(b[i:end+1]))
	}
	if secondary {
		return 0, 0, 0, rd.errorf(i+1, ErrBounds, ": %s: a secondary item has no bounds", quote(b[i:end+1]))
	}
	parse := func(tok []byte) (int32, bool) {
		n, err := strconv.Atoi(string(tok))
		return int32(n), err == nil && n <= MaxBound
	}
	l, okL := parse(loTok)
	h, okH := parse(hiTok)
	switch {
	case !okL || !okH:
		return 0, 0, 0, rd.errorf(i+1, ErrBounds, ": %s: a bound above %d", quote(b[i:end+1]), MaxBound)
	case h == 0:
		return 0, 0, 0, rd.errorf(i+1, ErrBounds, ": %s: upper bound 0 (the item could never be covered)", quote(b[i:end+1]))
	case l > h:
		return 0, 0, 0, rd.errorf(i+1, ErrBounds, ": %s: lower bound %d above upper bound %d", quote(b[i:end+1]), l, h)
	}
	return l, h, end + 1, nil
}
