package hyper

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestReadLong: a board on one long line becomes the board read without a
// copy, its comment is skipped, and a line longer than any board the
// input may hold is refused with its line, and the reader reads on.
func TestReadLong(t *testing.T) {
	g := newGeometry(Shape{4, 2})
	b := formulaGrid(g, rand.New(rand.NewPCG(3, 3)))
	var buf bytes.Buffer
	if _, err := b.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.String() != b.String() {
		t.Fatal("WriteTo differs from String")
	}
	in := buf.String() + " a comment: here\n" + strings.Repeat(".", 1<<16+1) + "\n" + b.String() + "\n"
	rd := NewReader(strings.NewReader(in), "in", Shape{})
	p, err := rd.Read()
	if err != nil || !p.Board.Equal(b) || p.Line != 1 {
		t.Fatalf("first board: %v, %v", p, err)
	}
	if cap(p.Board.cells) != len(p.Board.cells) {
		t.Errorf("board of %d cells holds %d", len(p.Board.cells), cap(p.Board.cells))
	}
	_, err = rd.Read()
	if !errors.Is(err, ErrLength) || !strings.HasPrefix(err.Error(), "in:2: ") || !strings.Contains(err.Error(), "more than 65536 symbols") {
		t.Errorf("long line: %v", err)
	}
	if p, err = rd.Read(); err != nil || !p.Board.Equal(b) || p.Line != 3 {
		t.Fatalf("board after the long line: %v, %v", p, err)
	}
}

// TestMaxLine: the longest line follows the hint, so that 5D boards are
// read only when the dimensions say so.
func TestMaxLine(t *testing.T) {
	tests := []struct {
		hint Shape
		want int
	}{
		{Shape{}, 1 << 16},
		{Shape{Dims: 3, Box: 2}, 1 << 16},
		{Shape{Dims: 5}, 1 << 25},
		{Shape{Dims: 5, Box: 2}, 1 << 25},
		{Shape{Dims: 4, Box: 3}, 1 << 16}, // refused when its first line is read
	}
	for _, tc := range tests {
		if got := NewReader(strings.NewReader(""), "in", tc.hint).maxLine(); got != tc.want {
			t.Errorf("hint %+v: %d, want %d", tc.hint, got, tc.want)
		}
	}
}

// TestSlices: the slices form names each slice by its coordinates, and
// its rows are the one-line form's, L at a time.
func TestSlices(t *testing.T) {
	g := newGeometry(Shape{3, 2})
	b := formulaGrid(g, rand.New(rand.NewPCG(5, 5)))
	var buf bytes.Buffer
	if err := b.WriteSlices(&buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(buf.String(), "\n")
	if lines[0] != "# slice (x,y,1)" || lines[13] != "# slice (x,y,2)" {
		t.Errorf("headers %q, %q", lines[0], lines[13])
	}
	if lines[3] != strings.Repeat("-", 11) {
		t.Errorf("rule %q", lines[3])
	}
	var rows strings.Builder
	for _, line := range lines {
		if line != "" && line[0] != '#' && line[0] != '-' {
			rows.WriteString(strings.ReplaceAll(line, " ", ""))
		}
	}
	if rows.String() != b.String() {
		t.Errorf("rows of the slices are not the one-line form")
	}
}
