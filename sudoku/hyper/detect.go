package hyper

import (
	"bytes"
	"io"
)

// sniffSize bounds what Detect reads ahead.
const sniffSize = 1 << 17

// Detect reads the start of r up to the end of its first line that is
// neither blank nor a comment, and reports whether that line starts a
// board of 3 or more dimensions, which a Reader without a hint reads (the
// 2D boards are package sudoku/puzzleio's): its first field (up to a
// blank, ':' or ',') has the length of one (ShapeOfLength), or the
// line is a row of the boxed form of a 3D board (64 or 729 symbols). It
// returns a reader of all of r, the bytes read ahead first; a read error
// comes after them. It reads ahead at most 128 KiB: a line of the
// largest board known by its length, 65,536 cells, with room for a
// comment; a longer first line is not a D-dimensional board.
func Detect(r io.Reader) (io.Reader, bool) {
	buf := make([]byte, 0, 4<<10)
	for len(buf) < sniffSize {
		if line, ok := firstLine(buf); ok {
			return io.MultiReader(bytes.NewReader(buf), r), isDimsLine(line)
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err != nil {
			line, _ := firstLine(append(buf, '\n'))
			return io.MultiReader(bytes.NewReader(buf), errReader{err}), isDimsLine(line)
		}
	}
	return io.MultiReader(bytes.NewReader(buf), r), false
}

// errReader returns err, after the bytes read ahead: io.EOF, or the read
// error for the reader of the input to report.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// firstLine returns the first complete line of b that is neither blank
// nor a comment ('#'), and whether there is one.
func firstLine(b []byte) ([]byte, bool) {
	for {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			return nil, false
		}
		line := bytes.TrimRight(b[:i], "\r")
		b = b[i+1:]
		if len(bytes.TrimSpace(line)) > 0 && line[0] != '#' {
			return line, true
		}
	}
}

// isDimsLine reports whether line starts a D-dimensional board.
func isDimsLine(line []byte) bool {
	field := line
	if i := bytes.IndexAny(line, " \t:,"); i >= 0 {
		field = line[:i]
	}
	if s, ok := ShapeOfLength(len(field)); ok && s.Dims > 2 {
		return true
	}
	n := 0
	for _, c := range line {
		switch {
		case c == ' ' || c == '\t' || c == '|' || c == '-' || c == '+' || c == '=':
		case c == '.' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			n++
		default:
			return false
		}
	}
	return n == 64 || n == 729
}
