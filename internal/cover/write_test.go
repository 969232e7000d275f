package cover

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// cells is a board as a slice of its cells.
type cells []int

func (c cells) Len() int     { return len(c) }
func (c cells) At(i int) int { return c[i] }
func parse(s string) cells {
	c := make(cells, len(s))
	for i, r := range s {
		if r != '.' {
			c[i] = int(r - '0')
		}
	}
	return c
}

// cube returns a full 8×8×8 board of box size 2: v-1 = x ⊕ rot(y) ⊕
// rot²(z) on 3-bit coordinates, with rot a rotation of the bits, is a
// bijection along every line, and on each 2×2×2 block, whose low bits
// x₀, y₀, z₀ map to the independent bits 1, 2, 4.
func cube() cells {
	rot := func(b int) int { return (b<<1 | b>>2) & 7 }
	c := make(cells, 512)
	for i := range c {
		x, y, z := i%8, i/8%8, i/64
		c[i] = x ^ rot(y) ^ rot(rot(z)) + 1
	}
	return c
}

// count reads the problem back and counts its solutions, up to limit.
func count(t *testing.T, text string, limit int64) int64 {
	t.Helper()
	x, err := dlx.ReadText(strings.NewReader(text), "problem")
	if err != nil {
		t.Fatalf("%v in %.200q", err, text)
	}
	n, err := dlx.NewSolver(x.Problem, dlx.Options{}).Count(context.Background(), limit)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestWrite: the problems WriteGrid and WriteBoard write read back, and
// their solutions are the fillings of the puzzle: every filling of the
// empty 4×4 board, one for a full board, none when givens clash.
func TestWrite(t *testing.T) {
	full3 := cube()
	holes3 := append(cells{}, full3...)
	for i := 0; i < len(holes3); i += 3 {
		holes3[i] = 0
	}
	clash3 := append(cells{}, holes3...)
	clash3[1], clash3[2] = clash3[4], clash3[4] // along x from cell 4
	for _, tc := range []struct {
		name      string
		dims, box int
		board     cells
		limit     int64
		want      int64
		firstLine string // the line of items starts with it
		gridLine  string // WriteGrid's, when it differs (rows first)
	}{
		{"empty 4x4", 2, 2, parse("................"), 0, 288, "p1,1 p2,1 ", "p1,1 p1,2 "},
		{"full 4x4", 2, 2, parse("1234341221434321"), 0, 1, "full", ""},
		{"4x4 clash", 2, 2, parse("11.............."), 0, 0, "clash ", ""},
		{"one given", 2, 2, parse("1..............."), 2, 2, "p2,1 ", "p1,2 "},
		{"full 3D", 3, 2, full3, 0, 1, "full", ""},
		{"3D holes", 3, 2, holes3, 1, 1, "p1,1,1 p4,1,1 ", ""},
		{"3D clash", 3, 2, clash3, 0, 0, "clash ", ""},
	} {
		writers := map[string]func(*bytes.Buffer) error{
			"WriteBoard": func(b *bytes.Buffer) error { return WriteBoard(b, tc.dims, tc.box, tc.board) },
		}
		if tc.dims == 2 {
			writers["WriteGrid"] = func(b *bytes.Buffer) error { return WriteGrid(b, tc.box, tc.board) }
		}
		for name, write := range writers {
			var b bytes.Buffer
			if err := write(&b); err != nil {
				t.Fatalf("%s, %s: %v", tc.name, name, err)
			}
			first := tc.firstLine
			if name == "WriteGrid" && tc.gridLine != "" {
				first = tc.gridLine
			}
			if !strings.HasPrefix(b.String(), first) {
				t.Errorf("%s, %s: items %.60q..., want them to start with %q", tc.name, name, b.String(), first)
			}
			if n := count(t, b.String(), tc.limit); n != tc.want {
				t.Errorf("%s, %s: %d solutions, want %d", tc.name, name, n, tc.want)
			}
		}
	}
}

// TestWriteNames: the items say what they are.
func TestWriteNames(t *testing.T) {
	for _, tc := range []struct {
		name, option string
		write        func(*bytes.Buffer) error
	}{
		{"WriteGrid", "p1,2 r1#2 c2#2 b1#2", func(b *bytes.Buffer) error { return WriteGrid(b, 2, parse("1...............")) }},
		{"WriteBoard", "p2,1 l*,1#2 l2,*#2 b1,1#2", func(b *bytes.Buffer) error { return WriteBoard(b, 2, 2, parse("1...............")) }},
		{"WriteBoard 3D", "p1,1,1 l*,1,1#1 l1,*,1#1 l1,1,*#1 b1,1,1#1", func(b *bytes.Buffer) error { return WriteBoard(b, 3, 2, make(cells, 512)) }},
	} {
		var b bytes.Buffer
		if err := tc.write(&b); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")
		if len(lines) < 2 || lines[1] != tc.option {
			t.Errorf("%s: first option %q, want %q", tc.name, lines[min(1, len(lines)-1)], tc.option)
		}
	}
}
