package sudoku_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

var sentinels = []error{
	sudoku.ErrLength, sudoku.ErrChar, sudoku.ErrUnfinished, sudoku.ErrRange,
	sudoku.ErrLineTooLong, sudoku.ErrNoPuzzle, sudoku.ErrAmbiguous, sudoku.ErrColumn,
	sudoku.ErrFormat, sudoku.ErrSyntax,
}

// results reads everything from r as strings, stopping after a bounded
// number of results so that a Reader that never ends fails the test.
func results(t *testing.T, r *sudoku.Reader, limit int) (out []string, puzzles []sudoku.Puzzle, errs []error) {
	for len(out) <= limit {
		p, err := r.Read()
		if err == io.EOF {
			return out, puzzles, errs
		}
		if err != nil {
			out = append(out, "E "+err.Error())
			errs = append(errs, err)
			continue
		}
		out = append(out, fmt.Sprintf("%v %v", p.Source, p.Grid))
		puzzles = append(puzzles, p)
	}
	t.Fatalf("more than %d results: the Reader does not end", limit)
	return
}

// FuzzRead reads arbitrary bytes, as they come and as CSV with a column.
// The Reader never panics and ends; every error is a *ParseError with a
// position in the file and a sentinel; every puzzle has a valid size and
// prints, as a line and boxed, to text that reads back to the same grid; a
// reader handing out one byte at a time gives the same results.
func FuzzRead(f *testing.F) {
	for _, pattern := range []string{"testdata/read_*", "testdata/boxed_*", "../puzzles/*"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(data)
			}
		}
	}
	for _, s := range []string{
		"", "\ufeff" + hard + "\r\n", seedLine + ":1:" + seedSol, lines(seedRows...),
		"1.3.\n..2.\n4...\n...1\n", "1...............\n5...............\n",
		"| 1  2 | 3  4 |\n", "Grid 01\n" + lines(seedRows[:4]...) + hard,
		strings.Repeat(hard+"\r", 3), "id,puzzle,solution\n0," + seedLine + "," + seedSol + "\n",
		"0 0 3 0 2 0 6 0 0 9 0 0 3 0 5 0 0 1 0 0 1 8 0 6 4 0 0 0 0 8 1 0 2 9 0 0 7 0 0 0 0 0 0 0 8 0 0 6 7 0 8 2 0 0 0 0 2 6 0 9 5 0 0 8 0 0 2 0 3 0 0 9 0 0 5 0 1 0 3 0 0\n",
		"<opensudoku>\n<game data=\"" + strings.ReplaceAll(seedLine, ".", "0") + "\"/>\n<game/></opensudoku>",
		"<?xml version=\"1.0\"?><opensudoku version=\"2\"><game data=\"version: 2&#10;1|0|0|\"/></opensudoku>",
		"\xff\xfe1\x00.\x00\r\x00", strings.Repeat(".", 255) + "0\n" + strings.ToLower(pattern(4, 3).String()),
		"Sudoku Solver\nThis line is prose for sure.\n" + hard,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// Lines end in '\n', '\r' or both: count every one as a line
		// end for a bound. XML puts any number of puzzles on a line.
		nlines := bytes.Count(data, []byte("\n")) + bytes.Count(data, []byte("\r")) + 1
		limit := 2*nlines + 2 + bytes.Count(data, []byte("<"))
		checkErrs := func(errs []error) {
			for _, err := range errs {
				var pe *sudoku.ParseError
				if !errors.As(err, &pe) {
					t.Fatalf("error %v is a %T, not a *ParseError", err, err)
				}
				if pe.File != "f" || pe.Line < 1 || pe.Line > nlines || pe.Col < 1 {
					t.Errorf("error %v: bad position (%d lines)", err, nlines)
				}
				found := false
				for _, s := range sentinels {
					found = found || errors.Is(err, s)
				}
				if !found {
					t.Errorf("error %v wraps no sentinel", err)
				}
			}
		}
		out, puzzles, errs := results(t, sudoku.NewReader(bytes.NewReader(data), "f"), limit)
		checkErrs(errs)
		// With a CSV column, the same holds.
		cr := sudoku.NewReader(bytes.NewReader(data), "f")
		cr.SetColumn("puzzle")
		_, colPuzzles, colErrs := results(t, cr, limit)
		checkErrs(colErrs)
		puzzles = append(puzzles, colPuzzles...)
		for _, p := range puzzles {
			g := p.Grid
			if sudoku.BoxForSize(g.Size()) == 0 || p.Source.Line < 1 || p.Source.Line > nlines {
				t.Fatalf("puzzle %v at %v: bad size or line", g, p.Source)
			}
			for _, text := range []string{g.String(), g.Boxed()} {
				back, err := sudoku.ParseString(text)
				if err != nil {
					t.Fatalf("%q does not read back: %v", text, err)
				}
				if back != g {
					t.Fatalf("%q reads back as %v, want %v", text, back, g)
				}
			}
		}
		slow, _, _ := results(t, sudoku.NewReader(iotest.OneByteReader(bytes.NewReader(data)), "f"), limit)
		if strings.Join(slow, "\n") != strings.Join(out, "\n") {
			t.Errorf("one byte at a time:\n%s\nat once:\n%s", strings.Join(slow, "\n"), strings.Join(out, "\n"))
		}
	})
}
