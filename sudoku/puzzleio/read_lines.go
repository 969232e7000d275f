// The Reader's lines: the encoding, the line ends, long lines, and the
// kinds of line that hold no cell.

package puzzleio

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/sudokudlx/sudokudlx/internal/textenc"
)

var (
	errTooLong = fmt.Errorf("%w: more than %d bytes", ErrLineTooLong, MaxLineLen)
	errBinary  = fmt.Errorf("%w: more than %d bytes, with NUL bytes (binary data); the rest of the input is skipped", ErrLineTooLong, MaxLineLen)
	errNUL     = fmt.Errorf("%w: NUL byte: binary data, or UTF-16 without a byte-order mark (save the file as UTF-8); the rest of the input is skipped", ErrChar)
)

// start sets up br on the first read, decoding UTF-16 when the input
// starts with its byte-order mark.
func (r *Reader) start() {
	br := bufio.NewReaderSize(r.src, r.size)
	if src, enc := textenc.UTF8(br); enc != textenc.UTF8Text {
		br = bufio.NewReaderSize(src, r.size)
	}
	r.br = br
}

// buffered returns the bytes buffered in br, reading more when there are
// none, or nil at the end of the input (r.srcErr then says why). It never
// asks the underlying reader again after an error, so that a terminal's
// end of input is taken once.
func (r *Reader) buffered() []byte {
	if r.br == nil {
		r.start()
	}
	if r.br.Buffered() == 0 {
		if r.srcErr != nil {
			return nil
		}
		if _, err := r.br.Peek(1); err != nil {
			r.srcErr = err
			if err != io.EOF {
				r.ioErr = err
			}
			return nil
		}
	}
	b, _ := r.br.Peek(r.br.Buffered())
	return b
}

// indexEOL returns the index of the first '\n' or '\r' in b, or -1.
func indexEOL(b []byte) int {
	n := bytes.IndexByte(b, '\n')
	m := n
	if m < 0 {
		m = len(b)
	}
	if k := bytes.IndexByte(b[:m], '\r'); k >= 0 {
		return k
	}
	return n
}

// endLine consumes the line end at b[k] (b is buffered) and returns the
// bytes consumed after the line's text: 1, or 2 for "\r\n". A '\r' at the
// end of the buffer leaves r.pendingCR set, so that a '\n' coming next is
// taken as part of the same line end without waiting for it.
func (r *Reader) endLine(b []byte, k int) int {
	n := 1
	if b[k] == '\r' {
		if k+1 < len(b) {
			if b[k+1] == '\n' {
				n = 2
			}
		} else {
			r.pendingCR = true
		}
	}
	return n
}

// readLine returns the next line without its line end; it is valid until
// the next call. A line longer than MaxLineLen is reported as long, without
// its text, as soon as MaxLineLen+1 of its bytes have been read, with the
// reason in r.longWhy; its rest is skipped by the next call.
func (r *Reader) readLine() (b []byte, long, ok bool) {
	if r.pendingCR {
		r.pendingCR = false
		if b := r.buffered(); len(b) > 0 && b[0] == '\n' {
			r.br.Discard(1)
		}
	}
	if r.skipping {
		r.skipping = false
		r.skipRest()
	}
	if r.eof {
		return nil, false, false
	}
	r.long = r.long[:0]
	for {
		buf := r.buffered()
		if buf == nil {
			r.eof = true
			if len(r.long) == 0 {
				return nil, false, false
			}
			r.line++
			return r.long, false, true
		}
		k := indexEOL(buf)
		if k < 0 {
			if len(r.long)+len(buf) > MaxLineLen && !r.data && startsXML(r.long, buf) {
				// The first line of an XML input, such as a minified
				// OpenSudoku export: the XML decoder reads the rest as a
				// stream, so no line limit applies.
				r.long = append(r.long, buf...)
				r.br.Discard(len(buf))
				r.line++
				r.unended = true
				return r.long, false, true
			}
			if len(r.long)+len(buf) > MaxLineLen {
				r.line++
				r.longWhy = errTooLong
				if bytes.IndexByte(buf, 0) >= 0 || bytes.IndexByte(r.long, 0) >= 0 {
					r.longWhy = errBinary
					r.eof = true
				} else {
					r.skipping = true
				}
				r.br.Discard(len(buf))
				return nil, true, true
			}
			r.long = append(r.long, buf...)
			r.br.Discard(len(buf))
			continue
		}
		line := buf[:k]
		if len(r.long) > 0 {
			r.long = append(r.long, line...)
			line = r.long
		}
		// Discard moves past the bytes without overwriting them: line
		// stays valid until the next read.
		r.br.Discard(k + r.endLine(buf, k))
		r.line++
		if len(line) > MaxLineLen && (r.data || !startsXML(line, nil)) {
			r.longWhy = errTooLong
			return nil, true, true
		}
		return line, false, true
	}
}

// skipRest skips the rest of a long line, up to and with its line end,
// however far that is: the line was reported once, and the puzzles after
// it are still read. Memory stays one buffer.
func (r *Reader) skipRest() {
	for {
		buf := r.buffered()
		if buf == nil {
			return
		}
		if k := indexEOL(buf); k >= 0 {
			r.br.Discard(k + r.endLine(buf, k))
			return
		}
		r.br.Discard(len(buf))
	}
}

// startsXML reports whether the text of a line, long and then buf, starts
// with '<' after a byte-order mark and blanks.
func startsXML(long, buf []byte) bool {
	h := long
	if len(h) < 4 {
		h = append(h[:len(h):len(h)], buf[:min(len(buf), 64)]...)
	}
	h = bytes.TrimPrefix(h, []byte("\xEF\xBB\xBF"))
	i := firstNonBlank(h)
	return i < len(h) && h[i] == '<'
}

// stop makes the Reader read no further: the input ends here.
func (r *Reader) stop() {
	r.eof, r.skipping, r.hasBack = true, false, false
}

// nextLine returns the next line, BOM and trailing blanks removed, and its
// number.
func (r *Reader) nextLine() (s []byte, num int, long, ok bool) {
	r.text, r.textLine = nil, 0
	if r.hasBack {
		r.hasBack = false
		r.text, r.textLine = r.back, r.backNum
		if r.backLong {
			r.text = r.long
		}
		return r.back, r.backNum, r.backLong, true
	}
	s, long, ok = r.readLine()
	if !ok {
		return nil, r.line, false, false
	}
	// A byte-order mark starts the file, or a line of files joined with
	// cat (each saved with one): it is no character of the text.
	if len(s) >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF {
		s = s[3:]
	}
	for len(s) > 0 && isBlank(s[len(s)-1]) && !r.unended {
		s = s[:len(s)-1]
	}
	r.text, r.textLine = s, r.line
	if long {
		r.text = r.long // the start of the line, which readLine kept
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
	lineHeader // text of at most three words
	lineProse  // longer text
)

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

func firstNonBlank(s []byte) int {
	i := 0
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	return i
}

// classify tells what kind of line s is (s has no trailing blanks).
func (r *Reader) classify(s []byte) int {
	i := skipSpace(s)
	if i == len(s) {
		return lineBlank
	}
	switch c := s[i]; {
	case c == '#':
		return lineComment
	case c == '-' || c == '=' || c == '+' || c == '*' || c == '|':
		if isRule(s[i:]) {
			return lineRule
		}
	}
	t := s[i+listMarker(s[i:]):]
	if !isWordStart(t) || lowerRow(t) {
		return lineData
	}
	if words(t) <= 3 || isStatusLine(t) {
		return lineHeader
	}
	return lineProse
}

// statusPrefixes start the lines of the boxed output of "sudokudlx solve"
// that are neither boards nor short headers.
var statusPrefixes = []string{"After (", "invalid: ", "timeout: ", "error: "}

// isStatusLine reports whether the text s has the shape of a status line
// of "sudokudlx solve": one of statusPrefixes, or a line ending in a cost
// (" in T ms (N nodes)", see the CLI's record.appendCost). Such lines are
// headers, so that
// solve's output reads back without a prose warning.
func isStatusLine(s []byte) bool {
	for _, p := range statusPrefixes {
		if bytes.HasPrefix(s, []byte(p)) {
			return true
		}
	}
	rest, ok := bytes.CutSuffix(s, []byte(" nodes)"))
	if !ok {
		rest, ok = bytes.CutSuffix(s, []byte(" node)"))
	}
	if !ok {
		return false
	}
	i := bytes.LastIndex(rest, []byte(" in "))
	if i < 0 {
		return false
	}
	ms, nodes, ok := bytes.Cut(rest[i+len(" in "):], []byte(" ms ("))
	return ok && allDigits(bytes.Replace(ms, []byte("."), nil, 1)) && allDigits(nodes)
}

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s []byte) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(s) > 0
}

// isRule reports whether s is a rule: '-', '=', '+', '*', '|' and blanks,
// with at least one '-' or '='.
func isRule(s []byte) bool {
	dash := false
	for _, c := range s {
		switch c {
		case '-', '=':
			dash = true
		case '+', '*', '|', ' ', '\t', '\r':
		default:
			return false
		}
	}
	return dash
}

// nbsp is U+00A0, the no-break space of text copied from web pages.
const nbsp = "\u00a0"

// skipSpace returns the index of the first byte of s that is neither a
// blank nor part of a no-break space.
func skipSpace(s []byte) int {
	i := 0
	for i < len(s) {
		switch {
		case isBlank(s[i]):
			i++
		case bytes.HasPrefix(s[i:], []byte(nbsp)):
			i += len(nbsp)
		default:
			return i
		}
	}
	return i
}

// bullets are the list markers of text besides "-", "*", "1." and "a)".
var bullets = []string{"•", "◦", "▪", "‣", "·", "–", "—"}

// listMarker returns the length of the list marker that s starts with,
// and the blanks after it ("• ", "- ", "12. ", "a) "), or 0 when there is
// none. A marker must be followed by a blank, so that no row of cells is
// taken for one.
func listMarker(s []byte) int {
	n := 0
	switch {
	case len(s) > 0 && (s[0] == '-' || s[0] == '*'):
		n = 1
	case len(s) > 1 && isLetter(s[0]) && (s[1] == '.' || s[1] == ')'):
		n = 2
	case len(s) > 0 && isDigit(s[0]):
		for n < len(s) && n < 3 && isDigit(s[n]) {
			n++
		}
		if n == len(s) || (s[n] != '.' && s[n] != ')') {
			return 0
		}
		n++
	default:
		for _, b := range bullets {
			if bytes.HasPrefix(s, []byte(b)) {
				n = len(b)
				break
			}
		}
	}
	if n == 0 || n == len(s) || !isBlank(s[n]) && !bytes.HasPrefix(s[n:], []byte(nbsp)) {
		return 0
	}
	return n + skipSpace(s[n:])
}

// isWordStart reports whether s starts with a word: a letter and a
// lower-case letter ("Grid"), or a one-letter word before one ("A few").
func isWordStart(s []byte) bool {
	switch {
	case len(s) < 2 || !isLetter(s[0]):
		return false
	case isLower(s[1]):
		return true
	}
	return s[1] == ' ' && len(s) >= 4 && isLetter(s[2]) && isLower(s[3])
}

// lowerRow reports whether s, which starts with a word, is a row or puzzle line of symbols in lower case: nothing but
// symbols and separators, and 16, 25, 256 or 625 of them.
func lowerRow(s []byte) bool {
	n := 0
	for _, c := range s {
		switch {
		case isSep(c):
		case symbolValue(c) >= 0:
			n++
		default:
			return false
		}
	}
	return n == 16 || n == 25 || n == 256 || n == 625
}

// words returns the number of blank-separated words of s.
func words(s []byte) int {
	n, in := 0, false
	for _, c := range s {
		if isBlank(c) {
			in = false
		} else if !in {
			in = true
			n++
		}
	}
	return n
}

// firstField returns the bounds of the first field of a data line: from its
// first non-blank byte up to a blank, ':', ',', '|' or the end.
func firstField(s []byte) (i, j int) {
	i = firstNonBlank(s)
	for j = i; j < len(s); j++ {
		if c := s[j]; isBlank(c) || c == ':' || c == ',' || c == '|' {
			break
		}
	}
	return i, j
}

func isSep(c byte) bool { return isBlank(c) || c == '|' || c == ',' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
