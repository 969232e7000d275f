package puzzleio_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/sudokudlx/sudokudlx/internal/testenv"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
)

// The seed's CP468 example and its solution.
var (
	seedRows = []string{
		"003020600", "900305001", "001806400",
		"008102900", "700000008", "006708200",
		"002609500", "800203009", "005010300",
	}
	seedLine = strings.ReplaceAll(strings.Join(seedRows, ""), "0", ".")
	seedSol  = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
	// A line puzzle from magictour's top 1465.
	hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
)

// pattern returns a solved board of box size n, with the cells whose index
// is a multiple of hole emptied (hole 0 empties none).
func pattern(box, hole int) sudoku.Grid {
	g, err := sudoku.New(box)
	if err != nil {
		panic(err)
	}
	n := box * box
	for r := range n {
		for c := range n {
			g.Set(r, c, (box*(r%box)+r/box+c)%n+1)
		}
	}
	if hole > 0 {
		for i := 0; i < g.Len(); i += hole {
			g.SetAt(i, 0)
		}
	}
	return g
}

// rows returns the rows of g in compact form, '.' for empty.
func rows(g sudoku.Grid) []string {
	s, n := g.String(), g.Size()
	var out []string
	for r := range n {
		out = append(out, s[r*n:(r+1)*n])
	}
	return out
}

// spaced returns the rows of g as numbers separated by blanks, with
// two-digit numbers for values above 9 (zero-padded when pad is set).
func spaced(g sudoku.Grid, pad bool) string {
	var b strings.Builder
	n := g.Size()
	for r := range n {
		for c := range n {
			if c > 0 {
				b.WriteByte(' ')
			}
			switch v := g.Get(r, c); {
			case pad:
				fmt.Fprintf(&b, "%02d", v)
			case v == 0:
				b.WriteByte('.')
			default:
				fmt.Fprintf(&b, "%d", v)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func lines(ss ...string) string { return strings.Join(ss, "\n") + "\n" }

// readAll reads every puzzle and error from in, as "line grid" and
// "E message", checking that every error is a *ParseError for file "t" with
// a valid position.
func readAll(t testing.TB, in string) (got []string, errs []error) {
	t.Helper()
	r := puzzleio.NewReader(strings.NewReader(in), "t")
	for p, err := range r.All() {
		if err != nil {
			var pe *puzzleio.ParseError
			if !errors.As(err, &pe) || pe.File != "t" || pe.Line < 1 || pe.Col < 1 {
				t.Errorf("error %v (%T) is not a *ParseError in t with a position", err, err)
			}
			got = append(got, "E "+err.Error())
			errs = append(errs, err)
			continue
		}
		if p.Source.File != "t" {
			t.Errorf("puzzle from %q, want t", p.Source.File)
		}
		got = append(got, fmt.Sprintf("%d %s", p.Source.Line, p.Grid.String()))
	}
	return got, errs
}

func TestRead(t *testing.T) {
	p4 := pattern(2, 3)
	p16 := pattern(4, 5)
	p25 := pattern(5, 7)
	full16 := pattern(4, 0)
	full25 := pattern(5, 0)
	seedSpaced := spaced(mustParse(t, seedLine), false)
	boxedSeed := mustParse(t, seedLine).Boxed()
	boxedSol := mustParse(t, seedSol).Boxed()
	line4 := p4.String()
	// 4×4 puzzles whose values are all at most 4, and a 16×16 grid whose
	// first rows hold only values up to 4.
	small16 := pattern(4, 0)
	for i := range 3 * 16 {
		if small16.At(i) > 4 {
			small16.SetAt(i, 0)
		}
	}
	last16 := pattern(4, 0) // only the last row holds values above 4
	for i := range 15 * 16 {
		if last16.At(i) > 4 {
			last16.SetAt(i, 0)
		}
	}
	var crlf strings.Builder
	for _, r := range seedRows {
		crlf.WriteString(r + "\r\n")
	}

	tests := []struct {
		name string
		in   string
		want []string
		is   []error // the sentinels of the errors in want, in order
	}{
		// Puzzle lines.
		{"line", hard + "\n", []string{"1 " + hard}, nil},
		{"line zeros", strings.ReplaceAll(hard, ".", "0"), []string{"1 " + hard}, nil},
		{"line comments", lines("# top", "", hard+"  rating 9.3", "#", hard+"\tx y z", "  "+hard),
			[]string{"3 " + hard, "5 " + hard, "6 " + hard}, nil},
		{"tdoku", lines(seedLine+":1:"+seedSol, hard+":0"), []string{"1 " + seedLine, "2 " + hard}, nil},
		{"csv", lines("quizzes,solutions", strings.ReplaceAll(seedLine, ".", "0")+","+seedSol),
			[]string{"2 " + seedLine}, nil},
		{"crlf", "# c\r\n" + hard + "\r\n\r\n" + crlf.String(), []string{"2 " + hard, "4 " + seedLine}, nil},
		{"bom", "\ufeff" + hard + "\n", []string{"1 " + hard}, nil},
		{"bom comment", "\ufeff# c\n" + hard, []string{"2 " + hard}, nil},
		{"trailing blanks", hard + "  \t \n \n\t\n", []string{"1 " + hard}, nil},
		{"4x4 line", lines(line4), []string{"1 " + line4}, nil},
		{"4x4 lines", lines(line4, "1...............", "................:1", "...4............ easy"),
			[]string{"1 " + line4, "2 1...............", "3 ................", "4 ...4............"}, nil},
		{"16x16 line", p16.String() + "\n", []string{"1 " + p16.String()}, nil},
		{"25x25 line", p25.String() + " # big\n", []string{"1 " + p25.String()}, nil},

		// Grids.
		{"cp468", lines(seedRows...), []string{"1 " + seedLine}, nil},
		{"cp468 crlf", crlf.String(), []string{"1 " + seedLine}, nil},
		{"spaced", seedSpaced, []string{"1 " + seedLine}, nil},
		{"spaced zeros", strings.ReplaceAll(seedSpaced, ".", "0"), []string{"1 " + seedLine}, nil},
		{"groups", lines("..3 .2. 6..", "9.. 3.5 ..1", "..1 8.6 4..", "..8 1.2 9..", "7.. ... ..8",
			"..6 7.8 2..", "..2 6.9 5..", "8.. 2.3 ..9", "..5 .1. 3.."), []string{"1 " + seedLine}, nil},
		{"commas", strings.ReplaceAll(strings.ReplaceAll(seedSpaced, " ", ","), ".", "0"), []string{"1 " + seedLine}, nil},
		{"simple sudoku", lines("*-----------*", "|..3|.2.|6..|", "|9..|3.5|..1|", "|..1|8.6|4..|",
			"|---+---+---|", "|..8|1.2|9..|", "|7..|...|..8|", "|..6|7.8|2..|", "|---+---+---|",
			"|..2|6.9|5..|", "|8..|2.3|..9|", "|..5|.1.|3..|", "*-----------*"), []string{"2 " + seedLine}, nil},
		{"plus rules", lines("+-------+-------+-------+", "| . . 3 | . 2 . | 6 . . |", "| 9 . . | 3 . 5 | . . 1 |",
			"| . . 1 | 8 . 6 | 4 . . |", "+-------+-------+-------+", "| . . 8 | 1 . 2 | 9 . . |",
			"| 7 . . | . . . | . . 8 |", "| . . 6 | 7 . 8 | 2 . . |", "+-------+-------+-------+",
			"| . . 2 | 6 . 9 | 5 . . |", "| 8 . . | 2 . 3 | . . 9 |", "| . . 5 | . 1 . | 3 . . |",
			"+-------+-------+-------+"), []string{"2 " + seedLine}, nil},
		{"sdk", lines("#ASomeone", "#DA sample", "#B2024-01-01", "#LEasy",
			strings.Join(rows(mustParse(t, hard)), "\n")), []string{"5 " + hard}, nil},
		{"euler", lines(append(append([]string{"Grid 01"}, seedRows...), append([]string{"Grid 02"}, seedRows...)...)...),
			[]string{"2 " + seedLine, "12 " + seedLine}, nil},
		{"back to back", lines(append(seedRows, seedRows...)...), []string{"1 " + seedLine, "10 " + seedLine}, nil},
		{"blank lines between", "\n\n" + lines(seedRows...) + "\n\n" + lines(seedRows...),
			[]string{"3 " + seedLine, "14 " + seedLine}, nil},
		{"comment in grid", lines(append(append(seedRows[:4:4], "# middle"), seedRows[4:]...)...), []string{"1 " + seedLine}, nil},
		{"leading blanks", "  " + strings.Join(seedRows, "\n\t") + "\n", []string{"1 " + seedLine}, nil},
		{"boxed seed", "Before\n\n" + boxedSeed + "\nAfter\n\n" + boxedSol + "\nThe AC-3 algorithm was able to solve it\n",
			[]string{"4 " + seedLine, "20 " + seedSol}, nil},
		{"4x4 grid", lines(rows(p4)...), []string{"1 " + line4}, nil},
		{"4x4 spaced", spaced(p4, false), []string{"1 " + line4}, nil},
		{"16x16 compact", lines(rows(p16)...), []string{"1 " + p16.String()}, nil},
		{"16x16 small first rows", lines(rows(small16)...), []string{"1 " + small16.String()}, nil},
		{"16x16 big in last row", lines(rows(last16)...) + line4, []string{"1 " + last16.String(), "17 " + line4}, nil},
		{"16x16 numbers", spaced(full16, false), []string{"1 " + full16.String()}, nil},
		{"16x16 padded", spaced(p16, true), []string{"1 " + p16.String()}, nil},
		{"25x25 compact", lines(rows(p25)...), []string{"1 " + p25.String()}, nil},
		{"25x25 numbers", spaced(full25, false), []string{"1 " + full25.String()}, nil},
		{"17 4x4 lines", strings.Repeat(line4+"\n", 17), func() []string {
			var w []string
			for i := 1; i <= 17; i++ {
				w = append(w, fmt.Sprintf("%d %s", i, line4))
			}
			return w
		}(), nil},

		// Errors, and reading on after them.
		{"bad char", lines(hard[:4]+"x"+hard[5:], hard),
			[]string{"E t:1:5: bad character 'x'", "2 " + hard}, []error{puzzleio.ErrChar}},
		{"bad rune", "  " + hard[:80] + "é",
			[]string{"E t:1:83: bad character 'é'"}, []error{puzzleio.ErrChar}},
		{"bad byte", hard[:80] + "\xff",
			[]string{"E t:1:81: bad character: byte 0xff"}, []error{puzzleio.ErrChar}},
		{"short line", lines(hard[:80], hard),
			[]string{"E t:1:1: wrong length: 80 symbols; a puzzle line has 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)", "2 " + hard},
			[]error{puzzleio.ErrLength}},
		{"long line", lines(hard + "1"),
			[]string{"E t:1:1: wrong length: 82 symbols; a puzzle line has 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)"},
			[]error{puzzleio.ErrLength}},
		{"letter in 9x9", hard[:10] + "A" + hard[11:],
			[]string{"E t:1:11: value out of range: 10 in a 9x9 puzzle"}, []error{puzzleio.ErrRange}},
		{"5 in 4x4 line", "5............... x",
			[]string{"E t:1:1: value out of range: 5 in a 4x4 puzzle"}, []error{puzzleio.ErrRange}},
		{"7 in 4x4 grid", lines("1.3.", "..7.", "....", "...."),
			[]string{"E t:2:3: value out of range: 7 in a 4x4 puzzle"}, []error{puzzleio.ErrRange}},
		{"26 in 25x25", strings.Replace(spaced(full25, false), "25", "26", 1),
			[]string{"E t:1:64: value out of range: 26 in a 25x25 puzzle"}, []error{puzzleio.ErrRange}},
		{"Q in 25x25", strings.Replace(lines(rows(p25)...), "P", "Q", 1),
			[]string{"E t:1:25: bad character 'Q'"}, []error{puzzleio.ErrChar}},
		{"row short", lines(append(append(seedRows[:2:2], "00180640"), seedRows[3:]...)...) + lines(seedRows...),
			[]string{"E t:3:9: wrong length: row of 8 cells in a 9x9 grid", "10 " + seedLine}, []error{puzzleio.ErrLength}},
		{"row long", lines(append(append(seedRows[:2:2], "0 0 1 8 0 6 4 0 0 1"), seedRows[3:]...)...),
			[]string{"E t:3:19: wrong length: row of 10 cells in a 9x9 grid"}, []error{puzzleio.ErrLength}},
		{"bad char in grid", lines(append(append(seedRows[:1:1], "90030500?"), seedRows[2:]...)...),
			[]string{"E t:2:9: bad character '?'"}, []error{puzzleio.ErrChar}},
		{"first error only", lines(append(append(seedRows[:1:1], "9003050x1", "x"), seedRows[3:]...)...) + hard,
			[]string{"E t:2:8: bad character 'x'", "10 " + hard}, []error{puzzleio.ErrChar}},
		{"unfinished eof", lines(seedRows[:5]...),
			[]string{"E t:1:1: unfinished grid: 9x9 grid from line 1 has 5 of 9 rows, then the end of the file"},
			[]error{puzzleio.ErrUnfinished}},
		{"unfinished blank", lines(seedRows[:5]...) + "\n" + lines(seedRows...),
			[]string{"E t:6:1: unfinished grid: 9x9 grid from line 1 has 5 of 9 rows, then a blank line", "7 " + seedLine},
			[]error{puzzleio.ErrUnfinished}},
		{"unfinished header", lines(append(append([]string{"Grid 01"}, seedRows[:8]...), append([]string{"Grid 02"}, seedRows...)...)...),
			[]string{"E t:10:1: unfinished grid: 9x9 grid from line 2 has 8 of 9 rows, then a header line", "11 " + seedLine},
			[]error{puzzleio.ErrUnfinished}},
		{"unfinished puzzle line", lines(seedRows[0], seedRows[1], seedRows[2], hard),
			[]string{"E t:4:1: unfinished grid: 9x9 grid from line 1 has 3 of 9 rows, then a puzzle line", "4 " + hard},
			[]error{puzzleio.ErrUnfinished}},
		{"unfinished 16x16", lines(rows(p16)[:3]...),
			[]string{"E t:1:1: unfinished grid: 16x16 grid from line 1 has 3 of 16 rows, then the end of the file"},
			[]error{puzzleio.ErrUnfinished}},
		{"row alone", lines("00302060", hard),
			[]string{"E t:1:1: wrong length: a line of 8 cells; a grid row has 4, 9, 16 or 25, a puzzle 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)", "2 " + hard},
			[]error{puzzleio.ErrLength}},
		{"bad 16", lines("1.3.x...........", line4),
			[]string{"E t:1:5: bad character 'x'", "2 " + line4}, []error{puzzleio.ErrChar}},
		{"bad char in 16x16", lines(append([]string{"x" + rows(p16)[0][1:]}, rows(p16)[1:]...)...) + line4,
			[]string{"E t:1:1: bad character 'x'", "17 " + line4}, []error{puzzleio.ErrChar}},
		{"bad char in 4x4 run", lines(line4, "1.3.?...........", line4),
			[]string{"1 " + line4, "E t:2:5: bad character '?'", "3 " + line4}, []error{puzzleio.ErrChar}},
		{"boxed bad slot", strings.Replace(boxedSeed, "| 9  ", "| 9 x", 1),
			[]string{"E t:3:5: bad character 'x'"}, []error{puzzleio.ErrChar}},
		{"boxed big number", strings.Replace(boxedSeed, "| 9  ", "|12  ", 1),
			[]string{"E t:3:2: value out of range: 12 in a 9x9 puzzle"}, []error{puzzleio.ErrRange}},
		{"mixed batch", lines("# batch", hard[:70], hard, "12345678x", "", seedLine+"9", seedLine),
			[]string{
				"E t:2:1: wrong length: 70 symbols; a puzzle line has 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)",
				"3 " + hard,
				"E t:4:9: bad character 'x'",
				"E t:6:1: wrong length: 82 symbols; a puzzle line has 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)",
				"7 " + seedLine,
			}, []error{puzzleio.ErrLength, puzzleio.ErrChar, puzzleio.ErrLength}},
		{"empty", "", []string{"E t:1:1: no puzzle in the file"}, []error{puzzleio.ErrNoPuzzle}},
		{"only comments", "\ufeff# nothing\n\n  \n----\nGrid 01\n", []string{"E t:1:1: no puzzle in the file"}, []error{puzzleio.ErrNoPuzzle}},
		{"only errors", "12\n", []string{"E t:1:1: wrong length: a line of 2 cells; a grid row has 4, 9, 16 or 25, a puzzle 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)"},
			[]error{puzzleio.ErrLength}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, errs := readAll(t, tt.in)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(tt.want, "\n\t"))
			}
			if len(errs) != len(tt.is) {
				t.Fatalf("%d errors, want %d", len(errs), len(tt.is))
			}
			for i, err := range errs {
				if !errors.Is(err, tt.is[i]) {
					t.Errorf("error %q is not %v", err, tt.is[i])
				}
			}
		})
	}
}

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := puzzleio.ParseString(s)
	if err != nil {
		t.Fatalf("ParseString(%q): %v", s, err)
	}
	return g
}

// The first line after a line longer than MaxLineLen is read, the long one
// is an error, and memory stays bounded (the line is not kept whole).
func TestReadLongLine(t *testing.T) {
	for _, size := range []int{puzzleio.MaxLineLen + 1, 3 * puzzleio.MaxLineLen} {
		long := bytes.Repeat([]byte{'.'}, size)
		in := hard + "\n" + string(long) + "\r\n" + hard + "\n" + string(long)
		got, errs := readAll(t, in)
		want := []string{
			"1 " + hard,
			fmt.Sprintf("E t:2:%d: line too long: more than 1048576 bytes", puzzleio.MaxLineLen+1),
			"3 " + hard,
			fmt.Sprintf("E t:4:%d: line too long: more than 1048576 bytes", puzzleio.MaxLineLen+1),
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("size %d: got %q, want %q", size, got, want)
		}
		for _, err := range errs {
			if !errors.Is(err, puzzleio.ErrLineTooLong) {
				t.Errorf("%v is not ErrLineTooLong", err)
			}
		}
	}
	// Exactly MaxLineLen bytes (and a CR) is not too long: it is a wrong length.
	in := strings.Repeat(".", puzzleio.MaxLineLen) + "\r\n"
	if _, errs := readAll(t, in); len(errs) != 1 || !errors.Is(errs[0], puzzleio.ErrLength) {
		t.Errorf("line of MaxLineLen bytes: %v, want one ErrLength", errs)
	}
	// A too long line ends a run of 16-symbol lines.
	line4 := pattern(2, 3).String()
	got, _ := readAll(t, line4+"\n"+strings.Repeat("1", puzzleio.MaxLineLen+1)+"\n"+line4)
	want := []string{"1 " + line4, fmt.Sprintf("E t:2:%d: line too long: more than 1048576 bytes", puzzleio.MaxLineLen+1), "3 " + line4}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("long line after a 4x4 line: got %q, want %q", got, want)
	}
	// A too long line in a grid spoils the grid, which still ends on time.
	in = lines(seedRows[0], strings.Repeat("0", puzzleio.MaxLineLen+5)) + lines(seedRows[2:]...) + hard
	got, _ = readAll(t, in)
	want = []string{fmt.Sprintf("E t:2:%d: line too long: more than 1048576 bytes", puzzleio.MaxLineLen+1), "10 " + hard}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("long row: got %q, want %q", got, want)
	}
}

// Reading through a reader that returns one byte at a time gives the same
// results as reading from a string.
func TestReadOneByte(t *testing.T) {
	in := lines(hard, "", seedRows[0]) + lines(seedRows[1:]...) + lines(rows(pattern(4, 3))...) + "1...............\n"
	want, _ := readAll(t, in)
	r := puzzleio.NewReader(iotest.OneByteReader(strings.NewReader(in)), "t")
	var got []string
	for p, err := range r.All() {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("%d %s", p.Source.Line, p.Grid.String()))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || len(want) != 4 {
		t.Errorf("got %q, want %q", got, want)
	}
}

// An error of the underlying reader is returned, and again on the next call.
func TestReadIOError(t *testing.T) {
	boom := errors.New("boom")
	r := puzzleio.NewReader(io.MultiReader(strings.NewReader(hard+"\n"+seedRows[0]+"\n"), iotest.ErrReader(boom)), "t")
	if p, err := r.Read(); err != nil || p.Grid.String() != hard {
		t.Fatalf("Read = %v, %v", p.Grid, err)
	}
	for range 2 {
		if _, err := r.Read(); err != boom {
			t.Fatalf("Read error = %v, want boom", err)
		}
	}
	n := 0
	for _, err := range puzzleio.NewReader(iotest.ErrReader(boom), "t").All() {
		n++
		if err != boom {
			t.Errorf("All yields %v, want boom", err)
		}
	}
	if n != 1 {
		t.Errorf("All yields %d times after a read error, want 1", n)
	}
}

// Breaking out of All leaves the Reader at the next puzzle.
func TestReadAllBreak(t *testing.T) {
	r := puzzleio.NewReader(strings.NewReader(lines(hard, seedLine, hard)), "t")
	for range r.All() {
		break
	}
	if p, err := r.Read(); err != nil || p.Source.Line != 2 {
		t.Errorf("Read after break = %v, %v; want the puzzle of line 2", p.Source, err)
	}
}

func TestReadAfterEOF(t *testing.T) {
	r := puzzleio.NewReader(strings.NewReader(""), "t")
	if _, err := r.Read(); !errors.Is(err, puzzleio.ErrNoPuzzle) {
		t.Fatalf("first Read: %v, want ErrNoPuzzle", err)
	}
	for range 2 {
		if _, err := r.Read(); err != io.EOF {
			t.Fatalf("Read after the end: %v, want io.EOF", err)
		}
	}
}

func TestParseString(t *testing.T) {
	g := mustParse(t, lines(seedRows...))
	if g.String() != seedLine || g.Size() != 9 || g.Clues() != 32 {
		t.Errorf("ParseString = %s (size %d, %d clues)", g, g.Size(), g.Clues())
	}
	for _, tt := range []struct {
		in      string
		want    string
		wantErr error
	}{
		{"", "1:1: no puzzle in the file", puzzleio.ErrNoPuzzle},
		{hard + "\n\n" + hard, "3:1: more than one puzzle: another one starts here, after line 1", puzzleio.ErrTooMany},
		{hard + "\n" + hard[1:], "2:1: wrong length: 80 symbols; a puzzle line has 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)", puzzleio.ErrLength},
		{"x", "1:1: bad character 'x'", puzzleio.ErrChar},
	} {
		_, err := puzzleio.ParseString(tt.in)
		if err == nil || err.Error() != tt.want || !errors.Is(err, tt.wantErr) {
			t.Errorf("ParseString(%.20q) = %v, want %q (%v)", tt.in, err, tt.want, tt.wantErr)
		}
	}
}

func TestPosition(t *testing.T) {
	if s := (puzzleio.Position{File: "a.txt", Line: 3}).String(); s != "a.txt:3" {
		t.Errorf("Position.String = %q", s)
	}
	if s := (puzzleio.Position{Line: 3}).String(); s != "3" {
		t.Errorf("Position.String without file = %q", s)
	}
	err := &puzzleio.ParseError{File: "a.txt", Line: 3, Col: 7, Err: fmt.Errorf("%w: x", puzzleio.ErrRange)}
	if err.Error() != "a.txt:3:7: value out of range: x" || !errors.Is(err, puzzleio.ErrRange) {
		t.Errorf("ParseError = %q", err)
	}
}

// moduleRoot returns the directory holding go.mod, above the package dir.
func moduleRoot(t testing.TB) string {
	root, err := testenv.Root()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func ExampleNewReader() {
	const in = `# Two puzzles: one a line, one a grid.
4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........ rated 9.9
003020600
900305001
001806400
008102900
700000008
006708200
002609500
800203009
005010300
4...3.......6..8..
`
	r := puzzleio.NewReader(strings.NewReader(in), "in.txt")
	for p, err := range r.All() {
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%v: %v\n", p.Source, p.Grid)
	}
	// Output:
	// in.txt:2: 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
	// in.txt:3: ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
	// error: in.txt:12:1: wrong length: a line of 18 cells; a grid row has 4, 9, 16 or 25, a puzzle 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)
}

func ExampleParseString() {
	g, err := puzzleio.ParseString("1.3.\n..2.\n4...\n...1\n")
	fmt.Println(g, err)
	_, err = puzzleio.ParseString("1.3.\n..7.\n....\n....\n")
	fmt.Println(err, errors.Is(err, puzzleio.ErrRange))
	// Output:
	// 1.3...2.4......1 <nil>
	// 2:3: value out of range: 7 in a 4x4 puzzle true
}

// Each testdata/read_*.txt file reads to the puzzles and errors listed in
// the matching .golden file, one a line.
func TestReadGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "read_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/read_*.txt files: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			var b strings.Builder
			for p, err := range puzzleio.NewReader(f, filepath.Base(file)).All() {
				if err != nil {
					fmt.Fprintf(&b, "error %v\n", err)
				} else {
					fmt.Fprintf(&b, "%v %dx%d %v\n", p.Source, p.Grid.Size(), p.Grid.Size(), p.Grid)
				}
			}
			golden := strings.TrimSuffix(file, ".txt") + ".golden"
			if updating() {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != string(want) {
				t.Errorf("read\n%s\nwant (%s)\n%s", b.String(), golden, want)
			}
		})
	}
}

// updating reports whether -update asks for the golden files to be
// rewritten.
var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func updating() bool { return *update }

// TestErrorText: each error keeps the text read where the problem is (the
// line, the row of a grid, a grid's first row when it is cut short, the
// CSV record of several lines, an OpenSudoku game's data), cut to
// sudoku.MaxErrorText bytes with "…", at the start of a character.
func TestErrorText(t *testing.T) {
	long := strings.Repeat("1", 150) + "x"
	accents := strings.Repeat("é", 60) // 120 bytes: 100 is within the 51st
	badRow := strings.Replace(seedRows[3], "0", "x", 1)
	for _, tc := range []struct {
		name, in string
		want     []string // the Text of each error, in order
	}{
		{"puzzle line", hard[:80] + "x\n", []string{hard[:80] + "x"}},
		{"short line", "1.3  \n", []string{"1.3"}},
		{"cut", long + "\n", []string{long[:100] + "…"}},
		{"cut at a character", "1" + accents + "\n", []string{"1" + strings.Repeat("é", 49) + "…"}},
		{"invalid UTF-8", "12\xff4\n", []string{"12\uFFFD4"}},
		{"grid row", lines(seedRows[:3]...) + lines(badRow) + lines(seedRows[4:]...), []string{badRow}},
		{"unfinished grid", lines(seedRows[:4]...) + "\n" + hard + "\n", []string{seedRows[0]}},
		{"csv record of two lines", "1," + hard + "\n7,\"a\nb\",1x3\n" + hard + "\n", []string{"7,\"a\nb\",1x3"}},
		{"csv quote without end", "1,\"ab\n" + hard + "\n", []string{"1,\"ab\n" + hard}},
		{"opensudoku", `<opensudoku><game data="` + hard[:80] + `"/></opensudoku>`, []string{hard[:80]}},
		{"long line", strings.Repeat("2", puzzleio.MaxLineLen+10) + "\n" + hard + "\n", []string{strings.Repeat("2", 100) + "…"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := readAll(t, tc.in)
			var got []string
			for _, err := range errs {
				var pe *puzzleio.ParseError
				if errors.As(err, &pe) {
					got = append(got, pe.Text)
				}
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("Text %q, want %q (errors %v)", got, tc.want, errs)
			}
		})
	}
}
