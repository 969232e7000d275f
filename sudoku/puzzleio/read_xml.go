// OpenSudoku XML exports, read as a stream with encoding/xml.

package puzzleio

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// xmlReader is the state of a Reader whose input is XML.
type xmlReader struct {
	dec  *xml.Decoder
	base int  // the line of the input where the XML starts, less one
	root bool // the root element was read
}

// startXML switches r to XML, starting at line s (number num), which has
// been read already.
func (r *Reader) startXML(s []byte, num int) {
	head := append([]byte(nil), s...)
	if !r.eof && !r.unended {
		head = append(head, '\n') // the line end that nextLine took off
	}
	r.unended = false
	dec := xml.NewDecoder(io.MultiReader(bytes.NewReader(head), lineReader{r}))
	dec.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
		// The text is UTF-8 already: the Reader decoded UTF-16.
		switch strings.ToLower(label) {
		case "utf-8", "utf8", "utf-16", "utf16", "us-ascii", "ascii":
			return in, nil
		}
		return nil, fmt.Errorf("encoding %q is not supported", label)
	}
	r.xml = &xmlReader{dec: dec, base: num - 1}
	r.text = nil // the XML's errors have the game's data as their text, or none
}

// lineReader hands the rest of a Reader's input, from its buffer on, to
// the XML decoder.
type lineReader struct{ r *Reader }

func (l lineReader) Read(p []byte) (int, error) {
	r := l.r
	if r.pendingCR {
		r.pendingCR = false
		if b := r.buffered(); len(b) > 0 && b[0] == '\n' {
			r.br.Discard(1)
		}
	}
	b := r.buffered()
	if b == nil {
		return 0, r.srcErr
	}
	n := copy(p, b)
	r.br.Discard(n)
	return n, nil
}

// readXML returns the next puzzle or error of an XML input, and false when
// the XML has ended (the Reader is then at the end of its input).
func (r *Reader) readXML() (p Puzzle, ok bool, err error) {
	x := r.xml
	r.text = nil
	for {
		tok, err := x.dec.Token()
		line, col := x.dec.InputPos()
		line += x.base
		// The decoder gives column 0 where it has put back a line end
		// ("<\n"): the error is at the line's first column or later.
		col = max(col, 1)
		if err != nil {
			r.xml = nil
			r.stop()
			var se *xml.SyntaxError
			switch {
			case err == io.EOF:
				return Puzzle{}, false, nil
			case r.ioErr != nil:
				return Puzzle{}, false, nil
			case errors.As(err, &se):
				// The decoder stops where the syntax breaks: its position
				// is the error's line and column.
				return Puzzle{}, true, r.errorf(line, col, fmt.Errorf("%w: XML: %s", ErrSyntax, se.Msg))
			default:
				return Puzzle{}, true, r.errorf(line, col, fmt.Errorf("%w: XML: %v", ErrFormat, err))
			}
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if !x.root {
			x.root = true
			if el.Name.Local != "opensudoku" {
				r.xml = nil
				r.stop()
				return Puzzle{}, true, r.errorf(line, 1, fmt.Errorf("%w: XML whose root element is <%s>, not an OpenSudoku export", ErrFormat, el.Name.Local))
			}
			continue
		}
		if el.Name.Local != "game" {
			continue
		}
		for _, a := range el.Attr {
			if a.Name.Local == "data" {
				p, err := r.openSudoku(a.Value, line, col)
				return p, true, err
			}
		}
		return Puzzle{}, true, r.errorf(line, col, fmt.Errorf("%w: <game> without a data attribute", ErrFormat))
	}
}

// openSudoku reads the data attribute of an OpenSudoku game, whose element
// ends at line, col: 81 symbols, or "version: N" and then, for each cell,
// fields ending in '|', the value first and the editable flag (0 for a
// given) last.
func (r *Reader) openSudoku(data string, line, col int) (Puzzle, error) {
	s := []byte(strings.TrimSpace(data))
	r.text, r.textLine = s, line
	if rest, ok := bytes.CutPrefix(s, []byte("version:")); ok {
		_, cells, _ := bytes.Cut(rest, []byte{'\n'})
		fields := bytes.Split(bytes.TrimSuffix(bytes.TrimSpace(cells), []byte{'|'}), []byte{'|'})
		k := len(fields) / 81
		if len(fields)%81 != 0 || k < 3 {
			return Puzzle{}, r.errorf(line, col, fmt.Errorf("%w: OpenSudoku game data of %d fields, not 81 cells", ErrFormat, len(fields)))
		}
		b := make([]byte, 81)
		for c := range 81 {
			v, editable := fields[c*k], fields[c*k+k-1]
			b[c] = '.'
			if len(v) == 1 && string(editable) == "0" {
				b[c] = v[0]
			}
		}
		s = b
	}
	p, err := r.puzzleLine(s, 0, len(s), line)
	var pe *ParseError
	if errors.As(err, &pe) {
		pe.Col = col // the column within the attribute would be no help
	}
	return p, err
}
