// CSV records: the puzzle in a line of comma-separated fields, found as
// the first field that is a puzzle or taken from a named column.

package sudoku

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
	end := len(s)
	if c := bytes.IndexByte(s[from:], ','); c >= 0 {
		end = from + c
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
		return Puzzle{}, csvPuzzle, r.errorf(line, 1, fmt.Errorf("%w: no field of this CSV record is a puzzle (16, 81, 256 or 625 symbols)", ErrLength))
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
