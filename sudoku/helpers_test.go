package sudoku_test

import (
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// CP468's example and its solution.
var (
	seedLine = strings.ReplaceAll("003020600900305001001806400008102900700000008006708200002609500800203009005010300", "0", ".")
	seedSol  = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
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

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseString(s)
	if err != nil {
		t.Fatalf("ParseString(%q): %v", s, err)
	}
	return g
}

// The line form reads what Grid.String writes, with a comment after it,
// and refuses what is no line form with a positioned error.
func TestParseStringLineForm(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{seedLine, seedLine},
		{"  " + strings.ReplaceAll(seedLine, ".", "0") + " rating 2.3\n", seedLine},
		{seedLine + ":1:" + seedSol, seedLine},
		{strings.ToLower(pattern(4, 3).String()), pattern(4, 3).String()},
		{pattern(5, 0).String(), pattern(5, 0).String()},
		{seedLine[:80], "1:1: wrong length: 80 symbols; a puzzle line has 16, 81, 256 or 625"},
		{seedLine[:80] + "x", "1:81: bad character 'x'"},
		{seedLine[:80] + "A", "1:81: value out of range: 10 in a 9x9 puzzle"},
		{seedLine + "\n" + seedLine, "2:1: more than one puzzle: the line form holds one puzzle on one line"},
	} {
		g, err := sudoku.ParseString(tc.in)
		got := g.String()
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("ParseString(%.30q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}
