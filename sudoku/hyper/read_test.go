package hyper

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

func readAll(t *testing.T, in string, hint Shape) ([]*Puzzle, []error) {
	t.Helper()
	rd := NewReader(strings.NewReader(in), "in", hint)
	var ps []*Puzzle
	var errs []error
	for {
		p, err := rd.Read()
		if err == io.EOF {
			return ps, errs
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		ps = append(ps, p)
	}
}

func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		s    Shape
		hint Shape
	}{
		{Shape{2, 3}, Shape{}},
		{Shape{3, 2}, Shape{}},
		{Shape{3, 3}, Shape{}},
		{Shape{4, 2}, Shape{Dims: 4}},
		{Shape{2, 5}, Shape{Dims: 2, Box: 5}},
	} {
		t.Run(tc.s.String(), func(t *testing.T) {
			g := newGeometry(tc.s)
			b := formulaGrid(g, rand.New(rand.NewPCG(7, 7)))
			for i := range b.cells {
				if i%3 == 0 {
					b.cells[i] = 0
				}
			}
			in := "# a comment\n" + b.String() + "\n\n" + b.Boxed() + "\n" + b.Boxed()
			ps, errs := readAll(t, in, tc.hint)
			if len(errs) > 0 {
				t.Fatalf("errors: %v", errs)
			}
			if len(ps) != 3 {
				t.Fatalf("read %d boards, want 3", len(ps))
			}
			wantLines := []int{2, 4, 4 + strings.Count(b.Boxed(), "\n") + 1}
			for k, p := range ps {
				if !p.Board.Equal(b) {
					t.Errorf("board %d differs:\n%s\nwant\n%s", k, p.Board.Boxed(), b.Boxed())
				}
				if p.Line != wantLines[k] {
					t.Errorf("board %d at line %d, want %d", k, p.Line, wantLines[k])
				}
			}
		})
	}
}

// patterned returns a board of shape s whose cell i holds i mod (L+1),
// empty at every multiple of L+1: not a valid board, but every symbol of
// the shape shows in its place.
func patterned(t *testing.T, s Shape) *Board {
	t.Helper()
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	for i := range b.Len() {
		b.cells[i] = uint8(i % (b.Side() + 1))
	}
	return b
}

// TestBoxedGolden checks the boxed form against testdata/boxed/*.golden
// (go test -run TestBoxedGolden -update rewrites them), and that the golden
// text reads back as the board and writes again as the same bytes.
func TestBoxedGolden(t *testing.T) {
	for _, s := range []Shape{{2, 2}, {2, 3}, {3, 2}} {
		t.Run(s.String(), func(t *testing.T) {
			b := patterned(t, s)
			path := filepath.Join("testdata", "boxed", fmt.Sprintf("%dd-b%d.golden", s.Dims, s.Box))
			got := b.Boxed()
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("boxed form differs from %s:\n%s", path, got)
			}
			ps, errs := readAll(t, string(want), Shape{Dims: s.Dims, Box: s.Box})
			if len(errs) > 0 || len(ps) != 1 || !ps[0].Board.Equal(b) {
				t.Fatalf("%s reads back as %d boards, errors %v", path, len(ps), errs)
			}
			if again := ps[0].Board.Boxed(); again != string(want) {
				t.Errorf("%s read and written again differs:\n%s", path, again)
			}
		})
	}
}

// TestBoxedCellsApart checks that from 3D on no two cells of a boxed row
// touch, so that none reads as a two-digit number, and that the rules sit
// under the rows' bars.
func TestBoxedCellsApart(t *testing.T) {
	for _, s := range []Shape{{3, 2}, {3, 3}, {4, 2}} {
		t.Run(s.String(), func(t *testing.T) {
			b := patterned(t, s)
			var row string
			for n, line := range strings.Split(strings.TrimSuffix(b.Boxed(), "\n"), "\n") {
				switch {
				case line == "":
					continue
				case strings.Trim(line, "-+") == "":
					if len(line) != len(row) {
						t.Fatalf("line %d: rule of %d bytes under a row of %d", n+1, len(line), len(row))
					}
					for i := range line {
						if (line[i] == '+') != (row[i] == '|') {
							t.Fatalf("line %d: rule has %q under %q at byte %d", n+1, line[i], row[i], i)
						}
					}
					continue
				}
				row = line
				for i := 1; i < len(line); i++ {
					if value(line[i-1], MaxSide) >= 0 && value(line[i], MaxSide) >= 0 {
						t.Fatalf("line %d: cells touch at byte %d: %q", n+1, i, line[max(0, i-10):min(len(line), i+10)])
					}
				}
				if got, want := strings.Count(line, " || "), b.Side()/s.Box-1; got != want {
					t.Fatalf("line %d: %d groups of layers parted, want %d", n+1, got, want)
				}
			}
		})
	}
}

func TestReadErrors(t *testing.T) {
	line512 := strings.Repeat(".", 512)
	tests := []struct {
		name string
		in   string
		hint Shape
		want error
		msg  string
	}{
		{"bad symbol", "..?" + line512[3:], Shape{}, ErrSymbol, "in:1:3: not a symbol: '?'"},
		{"value too big", "9" + line512[1:], Shape{}, ErrSymbol, "in:1: not a symbol: 9 at cell (1,1,1): the values of 3D b=2 (8^3) go up to 8"},
		{"length", strings.Repeat(".", 100), Shape{}, ErrLength, "in:1: no board of this shape has that many cells: 100 symbols"},
		{"length with dims", strings.Repeat(".", 100), Shape{Dims: 3}, ErrLength, "in:1: no board"},
		{"short boxed", strings.Repeat(".", 64) + "\n" + strings.Repeat(".", 64) + "\n", Shape{}, ErrIncomplete, "in:1: the board ends early: boxed board with 128 of its 512 cells"},
		{"bad boxed row", strings.Repeat(".", 64) + "\n" + strings.Repeat(".", 60) + "\n", Shape{}, ErrIncomplete, "in:2: the board ends early: row of 60 symbols"},
		{"5D row", strings.Repeat(".", 33), Shape{Dims: 5, Box: 2}, ErrLength, "in:1"},
		{"5D boxed", strings.Repeat(".", 1024), Shape{Dims: 5, Box: 2}, ErrLength, "in:1: no board of this shape has that many cells: 1024 symbols"},
		{"4D b=3 refused", strings.Repeat(".", 6561), Shape{Dims: 4, Box: 3}, ErrShape, "in:1: 4D b=3 (81^4): side 81 has no symbols beyond 35"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := readAll(t, tc.in, tc.hint)
			if len(errs) == 0 {
				t.Fatal("no error")
			}
			var pe *sudoku.ParseError
			if !errors.As(errs[0], &pe) || !errors.Is(errs[0], tc.want) {
				t.Fatalf("error %v: want a *sudoku.ParseError wrapping %v", errs[0], tc.want)
			}
			if !strings.HasPrefix(errs[0].Error(), tc.msg) {
				t.Errorf("error %q\nwant prefix %q", errs[0], tc.msg)
			}
		})
	}
}

func FuzzReader(f *testing.F) {
	b := formulaGrid(newGeometry(Shape{3, 2}), rand.New(rand.NewPCG(1, 1)))
	f.Add(b.String(), 0, 0)
	f.Add(b.Boxed(), 3, 2)
	f.Add("1234341221434321", 2, 0)
	f.Add(strings.Repeat("x", 16), 0, 0)
	f.Fuzz(func(t *testing.T, in string, dims, box int) {
		if dims < 0 || dims > 6 || box < 0 || box > 6 {
			return
		}
		hint := Shape{dims, box}
		rd := NewReader(strings.NewReader(in), "f", hint)
		for range 20 {
			p, err := rd.Read()
			if err == io.EOF {
				return
			}
			if err != nil {
				var pe *sudoku.ParseError
				if !errors.As(err, &pe) {
					t.Fatalf("error %v is no *sudoku.ParseError", err)
				}
				continue
			}
			// What was read writes back and reads again the same.
			b := p.Board
			for _, text := range []string{b.String(), b.Boxed()} {
				again, err := NewReader(strings.NewReader(text), "again", b.Shape()).Read()
				if err != nil || !again.Board.Equal(b) {
					t.Fatalf("round trip of %q: %v", text, err)
				}
			}
		}
	})
}

// TestReadComments checks that text after a blank, ':' or ',' that ends
// a whole board is a comment, as for 2D puzzles: gen --solution output
// ("puzzle solution") reads back as its puzzles, while boxed rows, whose
// blanks part boxes, read as before.
func TestReadComments(t *testing.T) {
	s := Shape{Dims: 3, Box: 2}
	empty, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	line := empty.String()
	full := strings.Repeat("1", 512)
	tests := []struct {
		name string
		in   string
		want int // boards read, all of them empty
	}{
		{"solution after blank", line + " " + full + "\n" + line + "\t" + full + "\n", 2},
		{"colon and comma", line + ":rated 3\n" + line + ",x,y\n", 2},
		{"boxed", empty.Boxed() + "\n" + empty.Boxed(), 2},
		{"boxed with comment lines", "# Puzzle a:1\n" + empty.Boxed(), 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			boards, errs := readAll(t, tc.in, Shape{})
			if len(errs) > 0 {
				t.Fatalf("errors %v", errs)
			}
			if len(boards) != tc.want {
				t.Fatalf("%d boards, want %d", len(boards), tc.want)
			}
			for i, p := range boards {
				b := p.Board
				if b.Givens() != 0 || b.Shape() != s {
					t.Errorf("board %d: %v with %d givens", i, b.Shape(), b.Givens())
				}
			}
		})
	}
}
