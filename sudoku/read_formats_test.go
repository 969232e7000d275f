package sudoku_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// oneLine returns the cells of g as values separated by sep on one line,
// '0' for empty and numbers for values above 9.
func oneLine(g sudoku.Grid, sep string) string {
	var parts []string
	for _, v := range g.Cells() {
		parts = append(parts, fmt.Sprint(v))
	}
	return strings.Join(parts, sep)
}

// utf16Text returns s in UTF-16 with a byte-order mark.
func utf16Text(s string, big bool) string {
	var order binary.AppendByteOrder = binary.LittleEndian
	if big {
		order = binary.BigEndian
	}
	var b []byte
	for _, u := range utf16.Encode([]rune("\ufeff" + s)) {
		b = order.AppendUint16(b, u)
	}
	return string(b)
}

// The layouts and encodings people's files come in, beyond read_test.go's.
func TestReadFormats(t *testing.T) {
	p16 := pattern(4, 5)
	p25 := pattern(5, 7)
	full16 := pattern(4, 0)
	seedZeros := strings.ReplaceAll(seedLine, ".", "0")
	hex16 := strings.ReplaceAll(p16.String(), "G", "0") // '0' for 16, '.' empty
	var hexRows []string
	for _, row := range rows(p16) {
		hexRows = append(hexRows, strings.ReplaceAll(row, "G", "0"))
	}
	kaggle := lines("id,puzzle,solution,clues,difficulty",
		"0,"+seedLine+","+seedSol+",32,2.2",
		"1,"+hard+","+seedSol+",17,9.0")
	xmlV1 := `<?xml version="1.0" encoding="UTF-8"?>
<opensudoku>
  <name>Easy</name>
  <game data="` + seedZeros + `"/>
  <game data="` + strings.ReplaceAll(hard, ".", "0") + `" />
</opensudoku>
`
	var v2 strings.Builder
	v2.WriteString("version: 2\n")
	for i, c := range seedZeros {
		switch {
		case c != '0':
			v2.WriteString(string(c) + "|0|0|") // a given
		case i == 0:
			v2.WriteString("4|0|1|") // a value the player entered
		default:
			v2.WriteString("0|0|1|")
		}
	}
	xmlV2 := "<opensudoku version=\"2\">\n<folder name=\"x\" created=\"1\">\n<game created=\"1\" state=\"1\" data=\"" +
		strings.ReplaceAll(v2.String(), "\n", "&#10;") + "\" note=\"\"/>\n</folder>\n</opensudoku>\n"

	tests := []struct {
		name   string
		in     string
		column string
		want   []string
		is     []error
	}{
		// One puzzle a line, values separated.
		{"81 spaced", lines(oneLine(mustParse(t, seedLine), " "), hard), "", []string{"1 " + seedLine, "2 " + hard}, nil},
		{"81 commas", lines(oneLine(mustParse(t, seedLine), ","), hard), "", []string{"1 " + seedLine, "2 " + hard}, nil},
		{"81 groups", lines("..3 .2. 6.. 9.. 3.5 ..1 ..1 8.6 4.. ..8 1.2 9.. 7.. ... ..8 ..6 7.8 2.. ..2 6.9 5.. 8.. 2.3 ..9 ..5 .1. 3.."),
			"", []string{"1 " + seedLine}, nil},
		{"256 numbers", lines(oneLine(full16, " ")), "", []string{"1 " + full16.String()}, nil},
		{"256 with empties", lines(oneLine(p16, ", ")), "", []string{"1 " + p16.String()}, nil},
		{"625 numbers", lines(oneLine(p25, " ")), "", []string{"1 " + p25.String()}, nil},
		{"80 spaced", lines(oneLine(mustParse(t, seedLine), " ")[2:]), "",
			[]string{"E t:1:1: wrong length: a line of 80 cells; a grid row has 4, 9, 16 or 25, a puzzle 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)"},
			[]error{sudoku.ErrLength}},
		{"byte-order marks of joined files", lines("\ufeff"+seedLine, "\ufeff# the second file", "\ufeff"+hard), "", []string{"1 " + seedLine, "3 " + hard}, nil},
		{"one value", lines("7"), "",
			[]string{"E t:1:1: wrong length: a line of 1 cell; a grid row has 4, 9, 16 or 25, a puzzle 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)"},
			[]error{sudoku.ErrLength}},
		{"81 spaced out of range", lines("10 " + oneLine(mustParse(t, seedLine), " ")[2:]), "",
			[]string{"E t:1:1: value out of range: 10 in a 9x9 puzzle"}, []error{sudoku.ErrRange}},

		// CSV.
		{"kaggle 3m", kaggle, "", []string{"2 " + seedLine, "3 " + hard}, nil},
		{"kaggle 3m quoted", lines(`"id","puzzle","solution"`, `"7","`+seedLine+`","`+seedSol+`"`), "", []string{"2 " + seedLine}, nil},
		{"kaggle upper-case header", lines("ID,QUIZ", "7,"+seedLine), "", []string{"2 " + seedLine}, nil},
		{"kaggle puzzle missing", lines("id,puzzle", "7,"+seedLine, "8,xx", "9,no puzzle here", "id,puzzle", "10,"+hard), "", []string{"2 " + seedLine,
			"E t:3:1: wrong length: no field of this CSV record is a 2D puzzle (16, 81, 256 or 625 symbols)",
			"E t:4:1: wrong length: no field of this CSV record is a 2D puzzle (16, 81, 256 or 625 symbols)", "6 " + hard},
			[]error{sudoku.ErrLength, sudoku.ErrLength}},
		{"kaggle bad puzzle", lines("id,puzzle", "7,"+hard[:40]+"x"+hard[41:]), "", []string{"E t:2:43: bad character 'x'"}, []error{sudoku.ErrChar}},
		{"csv quoted newline", lines("id,puzzle,note", `7,`+seedLine+`,"two`, `lines, with a comma"`, `8,"`+hard+`","a ""quote"""`), "", []string{"2 " + seedLine, "4 " + hard}, nil},
		{"csv quoted newline column", lines("id,note,puzzle", `7,"a, b`, `c",`+seedLine, `8,"x,y",`+hard), "puzzle", []string{"2 " + seedLine, "4 " + hard}, nil},
		{"csv quote never ends", lines("id,puzzle,note", "7,"+seedLine+`,"open`, "8,"+hard), "", []string{
			"E t:2:85: syntax error: CSV: the quoted field that starts here does not end by the end of the input (lines 2-3 are skipped)"}, []error{sudoku.ErrSyntax}},
		{"column solution", kaggle, "Solution", []string{"2 " + seedSol, "3 " + seedSol}, nil},
		{"column 1m", lines("quizzes,solutions", seedZeros+","+seedSol), "solutions", []string{"2 " + seedSol}, nil},
		{"column upper-case header", lines("ID,QUIZ", "7,"+seedLine), "quiz", []string{"2 " + seedLine}, nil},
		{"column missing", kaggle, "answer", []string{
			`E t:1:1: no such column "answer" in the header (id, puzzle, solution, clues, difficulty); the rest of the input is skipped`},
			[]error{sudoku.ErrColumn}},
		{"column no header", lines(hard, "1,"+seedLine, hard), "puzzle", []string{"1 " + hard,
			`E t:2:1: no such column "puzzle" in the header (1, ` + seedLine + `); the rest of the input is skipped`},
			[]error{sudoku.ErrColumn}},
		{"column short record", lines("a,b,puzzle", "1,2,"+seedLine, "1,2"), "puzzle", []string{"2 " + seedLine,
			`E t:3:4: no such column: the line has 2 fields; column "puzzle" is field 3`}, []error{sudoku.ErrColumn}},

		// OpenSudoku XML.
		{"opensudoku", xmlV1, "", []string{"4 " + seedLine, "5 " + hard}, nil},
		{"opensudoku v2", xmlV2, "", []string{"3 " + seedLine}, nil},
		{"opensudoku bad game", "<opensudoku>\n<game data=\"123\"/>\n<game/>\n<game data=\"" + seedZeros + "\"/></opensudoku>", "", []string{
			"E t:2:19: wrong length: 3 symbols; a puzzle line has 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)",
			"E t:3:8: unsupported format: <game> without a data attribute",
			"4 " + seedLine}, []error{sudoku.ErrLength, sudoku.ErrFormat}},
		{"other xml", "\n<html><body>" + seedZeros + "</body></html>\n", "", []string{
			"E t:2:1: unsupported format: XML whose root element is <html>, not an OpenSudoku export"}, []error{sudoku.ErrFormat}},
		{"malformed xml", "<opensudoku>\n<game data=\"" + seedZeros + "\"/>\n<game data=x/>\n", "", []string{
			"2 " + seedLine, "E t:3:13: syntax error: XML: unquoted or missing attribute value in element"}, []error{sudoku.ErrSyntax}},
		{"malformed xml mid-line", "<opensudoku><game data=\"" + seedZeros + "\"/><game data=\"" + seedZeros + "\"></opensudoku>", "", []string{
			"1 " + seedLine, "1 " + seedLine, "E t:1:217: syntax error: XML: element <game> closed by </opensudoku>"}, []error{sudoku.ErrSyntax}},
		{"xml latin-1", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<opensudoku/>", "", []string{
			`E t:1:44: unsupported format: XML: xml: opening charset "ISO-8859-1": encoding "ISO-8859-1" is not supported`}, []error{sudoku.ErrFormat}},
		{"xml later is no xml", lines(hard, "<opensudoku>"), "", []string{"1 " + hard, "E t:2:1: bad character '<'"}, []error{sudoku.ErrChar}},

		// Lower case.
		{"16x16 lower line", lines(strings.ToLower(p16.String())), "", []string{"1 " + p16.String()}, nil},
		{"16x16 lower grid", lines(strings.Split(strings.ToLower(strings.Join(rows(p16), "\n")), "\n")...), "", []string{"1 " + p16.String()}, nil},
		{"25x25 lower line", lines(strings.ToLower(p25.String())), "", []string{"1 " + p25.String()}, nil},
		{"lower in 9x9", lines(hard[:3] + "a" + hard[4:]), "", []string{"E t:1:4: value out of range: 10 in a 9x9 puzzle"}, []error{sudoku.ErrRange}},

		// Hexadecimal 16x16.
		{"hex line", lines(hex16), "", []string{"1 " + p16.String()}, nil},
		{"hex grid", lines(hexRows...), "", []string{"1 " + p16.String()}, nil},
		{"hex ambiguous", lines(strings.Replace(p16.String(), "G", "0", 1)), "",
			[]string{fmt.Sprintf("E t:1:%d: ambiguous symbol: '0' is 16 in a 16x16 puzzle with '.' for empty cells, but 16 is also written as 'G' or 16", strings.IndexByte(p16.String(), 'G')+1)},
			[]error{sudoku.ErrAmbiguous}},
		{"zeros only", lines(strings.ReplaceAll(p16.String(), ".", "0")), "", []string{"1 " + p16.String()}, nil},
		{"9x9 dots and zeros", lines(strings.Replace(seedLine, ".", "0", 5)), "", []string{"1 " + seedLine}, nil},

		// Text.
		{"prose", lines("Sudoku Solver", "This is a puzzle from the paper.", hard, "It was hard to solve."), "", []string{"3 " + hard}, nil},
		{"list items", lines("Steps:", "1. Pull all files to a folder", "- see the grid", "  • Find Next Value: O(n), as it checks",
			"a) one more", "\u00a0 \u00a0", "12) and the last one of the list", hard, "- 1 2 3"), "", []string{"8 " + hard, "E t:9:1: bad character '-'"},
			[]error{sudoku.ErrChar}},
		{"prose in grid", lines(append(seedRows[:3:3], "This is not a row at all.")...), "",
			[]string{"E t:4:1: unfinished grid: 9x9 grid from line 1 has 3 of 9 rows, then a line of text"}, []error{sudoku.ErrUnfinished}},

		// Line ends and encodings.
		{"cr only", strings.Repeat(hard+"\r", 5), "", []string{"1 " + hard, "2 " + hard, "3 " + hard, "4 " + hard, "5 " + hard}, nil},
		{"cr only grid", strings.Join(seedRows, "\r") + "\r\r" + hard, "", []string{"1 " + seedLine, "11 " + hard}, nil},
		{"mixed ends", hard + "\r\n" + hard + "\r" + hard + "\n\r\n" + hard, "", []string{"1 " + hard, "2 " + hard, "3 " + hard, "5 " + hard}, nil},
		{"utf-16le", utf16Text(lines("# c", hard, "x"+hard), false), "", []string{"2 " + hard, "E t:3:1: bad character 'x'"}, []error{sudoku.ErrChar}},
		{"utf-16 without bom", utf16Text(lines(hard, hard), false)[2:], "", []string{
			"E t:1:2: bad character: NUL byte: binary data, or UTF-16 without a byte-order mark (save the file as UTF-8); the rest of the input is skipped"},
			[]error{sudoku.ErrChar}},
		{"nul later", lines(hard, "\x00"+hard), "", []string{"1 " + hard, "E t:2:1: bad character '\\x00'"}, []error{sudoku.ErrChar}},
		{"utf-16be grid", utf16Text(strings.Join(seedRows, "\r\n"), true), "", []string{"1 " + seedLine}, nil},
		{"utf-16 xml", utf16Text("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n"+xmlV1[strings.IndexByte(xmlV1, '\n')+1:], false), "", []string{"4 " + seedLine, "5 " + hard}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, oneByte := range []bool{false, true} {
				var src io.Reader = strings.NewReader(tt.in)
				if oneByte {
					src = &oneByteReader{src}
				}
				r := sudoku.NewReader(src, "t")
				if tt.column != "" {
					r.SetColumn(tt.column)
				}
				var got []string
				var errs []error
				for p, err := range r.All() {
					if err != nil {
						got = append(got, "E "+err.Error())
						errs = append(errs, err)
						continue
					}
					got = append(got, fmt.Sprintf("%d %s", p.Source.Line, p.Grid.String()))
				}
				if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
					t.Fatalf("one byte at a time %v: got\n\t%s\nwant\n\t%s", oneByte, strings.Join(got, "\n\t"), strings.Join(tt.want, "\n\t"))
				}
				if len(errs) != len(tt.is) {
					t.Fatalf("%d errors, want %d", len(errs), len(tt.is))
				}
				for i, err := range errs {
					if !errors.Is(err, tt.is[i]) {
						t.Errorf("error %q is not %v", err, tt.is[i])
					}
				}
			}
		})
	}
}

// oneByteReader hands out one byte a read, as a slow pipe may.
type oneByteReader struct{ r io.Reader }

func (o *oneByteReader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	return o.r.Read(p[:1])
}

func TestReadProse(t *testing.T) {
	in := lines("Grid 01", "A few words here", hard, "", "Before", "The solver was able to solve it.", "Puzzle 7 (hard)")
	r := sudoku.NewReader(strings.NewReader(in), "t")
	for _, err := range r.All() {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n, first := r.Prose(); n != 2 || first != 2 {
		t.Errorf("Prose() = %d, %d; want 2 lines from line 2", n, first)
	}
}

// TestReadStatusLines checks that the status lines of solve's boxed
// output are headers, and that text of their length but another shape is
// still prose.
func TestReadStatusLines(t *testing.T) {
	for _, tc := range []struct {
		line  string
		prose int
	}{
		{"unique solution in 0.017 ms (46 nodes)", 0},
		{"no solution in 12.500 ms (1 node)", 0},
		{"multiple solutions (2 or more) in 0.100 ms (9 nodes)", 0},
		{"solved, uniqueness not checked (--limit 1) in 0.020 ms (81 nodes)", 0},
		{"After (one of 2 or more solutions)", 0},
		{"invalid: r1c1 and r1c7 both hold 6", 0},
		{"timeout: not settled within 10s (--timeout)", 0},
		{"error: t:3:1: bad character 'x'", 0},
		{"It was solved in 3 ms (many nodes)", 1},
		{"It was solved in a few ms (46 nodes)", 1},
		{"It took us ages (46 nodes)", 1},
		{"Invalid: the puzzle has a typo", 1},
	} {
		t.Run(tc.line, func(t *testing.T) {
			r := sudoku.NewReader(strings.NewReader(lines(tc.line, hard)), "t")
			var got []int
			for p, err := range r.All() {
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, p.Source.Line)
			}
			if n, _ := r.Prose(); n != tc.prose || len(got) != 1 || got[0] != 2 {
				t.Errorf("Prose() = %d, puzzles at lines %v; want %d and [2]", n, got, tc.prose)
			}
		})
	}
}

// endless is an input of one line that never ends.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

// A line that never ends is reported at once; for binary data (NUL
// bytes, as /dev/zero gives) the input then ends.
func TestReadEndlessLine(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   io.Reader
		want []string
	}{
		{"zeros", endless(0), []string{
			"t:1:1048577: line too long: more than 1048576 bytes, with NUL bytes (binary data); the rest of the input is skipped"}},
		{"dots", io.MultiReader(strings.NewReader(hard+"\n"), endless('.')), []string{
			"1 " + hard,
			"t:2:1048577: line too long: more than 1048576 bytes"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := sudoku.NewReader(tc.in, "t")
			var got []string
			start := time.Now()
			for p, err := range r.All() {
				if err != nil {
					if !errors.Is(err, sudoku.ErrLineTooLong) {
						t.Errorf("%v is not ErrLineTooLong", err)
					}
					got = append(got, err.Error())
				} else {
					got = append(got, fmt.Sprintf("%d %s", p.Source.Line, p.Grid))
				}
				if len(got) == len(tc.want) {
					break // the rest of the line is skipped for ever
				}
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n\t%s\nwant\n\t%s (after %v)", strings.Join(got, "\n\t"), strings.Join(tc.want, "\n\t"), time.Since(start))
			}
		})
	}
}

// A 16x16 puzzle line in hexadecimal style reads with '0' as 16, so that
// its solution keeps every given.
func ExampleReader_hex() {
	p, err := sudoku.ParseString(strings.Repeat(".", 255) + "0")
	fmt.Println(p.At(255), err)
	// Output:
	// 16 <nil>
}

// A Kaggle-style CSV file: the puzzle is the first field that is one, or
// the column that SetColumn names.
func ExampleReader_SetColumn() {
	const in = `id,puzzle,solution,clues,difficulty
1,..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..,483921657967345821251876493548132976729564138136798245372689514814253769695417382,32,1.2
`
	for p, err := range sudoku.NewReader(strings.NewReader(in), "kaggle.csv").All() {
		fmt.Println(p.Source, p.Grid, err)
	}
	r := sudoku.NewReader(strings.NewReader(in), "kaggle.csv")
	r.SetColumn("solution")
	for p, err := range r.All() {
		fmt.Println(p.Source, p.Grid, err)
	}
	r = sudoku.NewReader(strings.NewReader(in), "kaggle.csv")
	r.SetColumn("answer")
	for _, err := range r.All() {
		fmt.Println(err)
	}
	// Output:
	// kaggle.csv:2 ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. <nil>
	// kaggle.csv:2 483921657967345821251876493548132976729564138136798245372689514814253769695417382 <nil>
	// kaggle.csv:1:1: no such column "answer" in the header (id, puzzle, solution, clues, difficulty); the rest of the input is skipped
}

// limited is n bytes of c.
func limited(c byte, n int64) io.Reader { return io.LimitReader(endless(c), n) }

// The limits of the Reader lose no puzzle: a minified XML export on one
// line longer than the line limit reads whole, and a line longer than the
// limits is one error, after which the next puzzle is read.
func TestReadLimits(t *testing.T) {
	const games = 11000
	var xmlGames strings.Builder
	xmlGames.WriteString(`<?xml version="1.0" encoding="UTF-8"?><opensudoku>`)
	for range games {
		xmlGames.WriteString(`<game data="` + strings.ReplaceAll(seedLine, ".", "0") + `"/>`)
	}
	xmlGames.WriteString("</opensudoku>")
	if xmlGames.Len() <= sudoku.MaxLineLen {
		t.Fatalf("the XML line has %d bytes, not more than the line limit", xmlGames.Len())
	}
	for _, tc := range []struct {
		name       string
		in         io.Reader
		puzzles    int
		wantErrors []string
	}{
		{"minified xml", strings.NewReader(xmlGames.String()), games, nil},
		{"minified xml after a BOM and blank line", strings.NewReader("\ufeff\n  " + xmlGames.String() + "\n"), games, nil},
		{"line over 64 MiB", io.MultiReader(limited('1', 65<<20), strings.NewReader("\n"+hard+"\n")), 1,
			[]string{"t:1:1048577: line too long: more than 1048576 bytes"}},
		{"long line then grid", io.MultiReader(strings.NewReader(hard+"\n"), limited('.', 3<<20), strings.NewReader("\r\n"+strings.Join(seedRows, "\n"))), 2,
			[]string{"t:2:1048577: line too long: more than 1048576 bytes"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			var errs []string
			for _, err := range sudoku.NewReader(tc.in, "t").All() {
				if err != nil {
					errs = append(errs, err.Error())
				} else {
					n++
				}
			}
			if n != tc.puzzles || strings.Join(errs, "\n") != strings.Join(tc.wantErrors, "\n") {
				t.Errorf("%d puzzles, errors %q; want %d, %q", n, errs, tc.puzzles, tc.wantErrors)
			}
		})
	}
}

// A wrong length names the lengths of every shape that is read, those of
// sudoku/hyper too, and a D-dimensional board among 2D puzzles says how
// to read it.
func TestReadLengthsNamed(t *testing.T) {
	r := sudoku.NewReader(strings.NewReader(strings.Repeat(".", 100)+"\n"), "t")
	_, err := r.Read()
	msg := fmt.Sprint(err)
	for _, s := range []hyper.Shape{{Dims: 2, Box: 2}, {Dims: 2, Box: 3}, {Dims: 2, Box: 4}, {Dims: 2, Box: 5}, {Dims: 3, Box: 2}, {Dims: 3, Box: 3}, {Dims: 4, Box: 2}} {
		n := s.Cells()
		if got, ok := hyper.ShapeOfLength(n); !ok || got != s {
			t.Fatalf("hyper.ShapeOfLength(%d) = %v, %v; want %v", n, got, ok, s)
		}
		if want := humanCount(n); !strings.Contains(msg, want) {
			t.Errorf("%q does not name %s, the length of %v", msg, want, s)
		}
	}
	for _, tc := range []struct {
		n    int
		want string
	}{
		{512, "t:2:1: wrong length: 512 symbols, a 3D board, in a file of 2D puzzles; put D-dimensional boards in a file of their own (its first board sets the shape), or pass --dims 3"},
		{19683, "t:2:1: wrong length: 19683 symbols, a 3D board, in a file of 2D puzzles; put D-dimensional boards in a file of their own (its first board sets the shape), or pass --dims 3"},
		{65536, "t:2:1: wrong length: 65536 symbols, a 4D board, in a file of 2D puzzles; put D-dimensional boards in a file of their own (its first board sets the shape), or pass --dims 4"},
	} {
		in := hard + "\n" + strings.Repeat("R", tc.n) + " a comment\n" + hard + "\n"
		var got []string
		for p, err := range sudoku.NewReader(strings.NewReader(in), "t").All() {
			if err != nil {
				got = append(got, err.Error())
			} else {
				got = append(got, fmt.Sprint(p.Source.Line))
			}
		}
		if want := "1\n" + tc.want + "\n3"; strings.Join(got, "\n") != want {
			t.Errorf("%d symbols: got\n\t%s\nwant\n\t%s", tc.n, strings.Join(got, "\n\t"), strings.ReplaceAll(want, "\n", "\n\t"))
		}
	}
}

// humanCount writes n with commas between thousands, as messages do.
func humanCount(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
