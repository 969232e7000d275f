// CSV records: the puzzle in a line of comma-separated fields, found as
// the first field that is a puzzle or taken from a named column.

package puzzleio

import (
	"bytes"
	"fmt"
	"strings"
)

// csvState is what the Reader knows of the CSV lines it reads.
type csvState struct {
	want   string // the column SetColumn names; "" for none
	col    int    // its index in the header
	header bool   // a header that names it was read
	record bool   // a record with a puzzle field was read (without want)
}

// What csvRecord made of a line.
const (
	csvNone   = iota // no CSV record: read the line as usual
	csvPuzzle        // a puzzle or an error
	csvHeader        // a header, skipped
)

func hasComma(s []byte) bool { return bytes.IndexByte(s, ',') >= 0 }

// csvField returns the bounds of the comma-separated field of s that
// starts at from, without surrounding blanks and double quotes, and where
// the next field starts (len(s)+1 after the last one).
func csvField(s []byte, from int) (i, j, next int) {
	end, q := len(s), from
	for q < len(s) && isBlank(s[q]) {
		q++
	}
	if q < len(s) && s[q] == '"' {
		// A quoted field may hold commas: its end is the first comma
		// after the closing quote ("" is a quote inside).
		for q++; q < len(s); q++ {
			if s[q] == '"' {
				if q+1 < len(s) && s[q+1] == '"' {
					q++
					continue
				}
				break
			}
		}
	}
	if c := bytes.IndexByte(s[min(q, len(s)):], ','); c >= 0 {
		end = min(q, len(s)) + c
	}
	i, j = from, end
	for i < j && isBlank(s[i]) {
		i++
	}
	for j > i && isBlank(s[j-1]) {
		j--
	}
	if j-i >= 2 && s[i] == '"' && s[j-1] == '"' {
		i, j = i+1, j-1
	}
	return i, j, end + 1
}

// allSymbols reports whether every byte of b is a symbol.
func allSymbols(b []byte) bool {
	for _, c := range b {
		if symbolValue(c) < 0 {
			return false
		}
	}
	return true
}

// csvRecord reads the line s, which has a comma, as a CSV record or header
// (see Reader).
func (r *Reader) csvRecord(s []byte, line int) (p Puzzle, how int, err error) {
	if r.csv.want != "" {
		if !r.csv.header {
			if err := r.csvHeader(s, line); err != nil {
				return Puzzle{}, csvPuzzle, err
			}
			return Puzzle{}, csvHeader, nil
		}
		from := 0
		for k := 0; k < r.csv.col && from <= len(s); k++ {
			_, _, from = csvField(s, from)
		}
		if from > len(s) {
			return Puzzle{}, csvPuzzle, r.errorf(line, len(s)+1, fmt.Errorf("%w: the line has %d fields; column %q is field %d", ErrColumn, bytes.Count(s, []byte{','})+1, r.csv.want, r.csv.col+1))
		}
		i, j, _ := csvField(s, from)
		if i == j {
			return Puzzle{}, csvPuzzle, r.errorf(line, i+1, fmt.Errorf("%w: column %q is empty", ErrLength, r.csv.want))
		}
		p, err := r.puzzleLine(s, i, j, line)
		return p, csvPuzzle, err
	}
	badI, badJ := -1, -1 // the first field longer than a row that is no puzzle
	for from := 0; from <= len(s); {
		var i, j int
		i, j, from = csvField(s, from)
		if isPuzzleLen(j-i) && allSymbols(s[i:j]) {
			r.csv.record = true
			p, err := r.puzzleLine(s, i, j, line)
			return p, csvPuzzle, err
		}
		if badI < 0 && j-i > maxN {
			badI, badJ = i, j
		}
	}
	if badI >= 0 {
		p, err := r.puzzleLine(s, badI, badJ, line)
		return p, csvPuzzle, err
	}
	if r.csv.record && hasNumberField(s) {
		// A record among records ("7,xx"), not a header: its puzzle is
		// missing or damaged, and saying nothing would lose it.
		return Puzzle{}, csvPuzzle, r.errorf(line, 1, fmt.Errorf("%w: no field of this CSV record is a 2D puzzle (16, 81, 256 or 625 symbols)", ErrLength))
	}
	if isCSVHeader(s) {
		return Puzzle{}, csvHeader, nil
	}
	return Puzzle{}, csvNone, nil
}

// isCSVHeader reports whether s, a line with commas and no puzzle, is a
// header: it holds a letter that is no symbol, such as those of "puzzle"
// or "ID,QUIZ".
func isCSVHeader(s []byte) bool {
	for _, c := range s {
		if isLetter(c) && symbolValue(c) < 0 || c == '_' {
			return true
		}
	}
	return false
}

// hasNumberField reports whether a comma-separated field of s is a number,
// as record ids are and header names are not.
func hasNumberField(s []byte) bool {
	for from := 0; from <= len(s); {
		var i, j int
		i, j, from = csvField(s, from)
		if i < j && bytes.IndexFunc(s[i:j], func(c rune) bool { return c < '0' || c > '9' }) < 0 {
			return true
		}
	}
	return false
}

// csvHeader reads the header s for the column SetColumn names. A header
// without it is an error, after which the Reader stops.
func (r *Reader) csvHeader(s []byte, line int) error {
	var names []string
	for k, from := 0, 0; from <= len(s); k++ {
		var i, j int
		i, j, from = csvField(s, from)
		if strings.EqualFold(string(s[i:j]), r.csv.want) {
			r.csv.col, r.csv.header = k, true
			return nil
		}
		if k < 10 {
			names = append(names, string(s[i:j]))
		} else if k == 10 {
			names = append(names, "...")
		}
	}
	r.stop()
	return r.errorf(line, 1, fmt.Errorf("%w %q in the header (%s); the rest of the input is skipped", ErrColumn, r.csv.want, strings.Join(names, ", ")))
}

// openQuote returns the index of the quote that opens a field of s and is
// not closed on the line, or -1 when every quoted field ends.
func openQuote(s []byte) int {
	open := -1
	for k, c := range s {
		if c == '"' {
			if open < 0 {
				open = k
			} else {
				open = -1
			}
		}
	}
	return open
}

// joinRecord returns the CSV record that starts with the line s (number
// num) and whose quoted field, opened at s[open], runs on over the next
// lines (RFC 4180): the lines joined with "\n". A field that has not ended
// by the end of the input, or within MaxLineLen bytes, is one error for
// the record and the lines it took.
func (r *Reader) joinRecord(s []byte, num, open int) ([]byte, error) {
	rec := append(r.rec[:0], s...)
	for odd := true; odd; {
		line, long, ok := r.readLine()
		var why string
		switch {
		case !ok:
			why = "by the end of the input"
		case long || len(rec)+1+len(line) > MaxLineLen:
			why = fmt.Sprintf("within %d bytes", MaxLineLen)
		}
		if why != "" {
			r.rec = rec
			r.text, r.textLine = rec, num
			skipped := ""
			if r.line > num {
				skipped = fmt.Sprintf(" (lines %d-%d are skipped)", num, r.line)
			}
			return nil, r.errorf(num, open+1, fmt.Errorf("%w: CSV: the quoted field that starts here does not end %s%s", ErrSyntax, why, skipped))
		}
		rec = append(rec, '\n')
		rec = append(rec, line...)
		if bytes.Count(line, []byte{'"'})%2 == 1 {
			odd = !odd
		}
	}
	for len(rec) > 0 && isBlank(rec[len(rec)-1]) {
		rec = rec[:len(rec)-1]
	}
	r.rec = rec
	return rec, nil
}
