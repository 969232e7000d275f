package hyper

import (
	"github.com/sudokudlx/sudokudlx/sudoku"

	"errors"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
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

func TestBoxedLayout(t *testing.T) {
	b, _ := NewBoard(Shape{3, 2})
	b.Set(b.Index(0, 0, 0), 1)
	b.Set(b.Index(7, 0, 1), 2) // layer 2, row 1, last column
	b.Set(b.Index(0, 7, 7), 8) // layer 8, last row
	lines := strings.Split(b.Boxed(), "\n")
	if want := "1. .. .. ..  .. .. .. .2 | .. .. .. ..  .. .. .. .. | .. .. .. ..  .. .. .. .. | .. .. .. ..  .. .. .. .."; lines[0] != want {
		t.Errorf("row 1 = %q\nwant    %q", lines[0], want)
	}
	if want := "--+--+--+--  --+--+--+---+---+--+--+--  --+--+--+---+---+--+--+--  --+--+--+---+---+--+--+--  --+--+--+--"; lines[2] != want {
		t.Errorf("rule = %q\nwant   %q", lines[2], want)
	}
	if !strings.HasSuffix(lines[len(lines)-2], "8. .. .. ..") {
		t.Errorf("last row = %q", lines[len(lines)-2])
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
