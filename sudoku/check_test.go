package sudoku

import (
	"bufio"
	"fmt"
	"io"
	"iter"
	"os"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"
)

// checkSolution is the independent validity check of every test: sol is
// full, every row, column and box holds each value once, and every given of
// puzzle is kept. It does not use the solver.
func checkSolution(puzzle, sol Grid) error {
	if sol.Box() != puzzle.Box() {
		return fmt.Errorf("solution has box %d, puzzle %d", sol.Box(), puzzle.Box())
	}
	n, box := puzzle.Size(), puzzle.Box()
	for i := 0; i < n*n; i++ {
		v := sol.At(i)
		if v < 1 || v > n {
			return fmt.Errorf("%s holds %d", CellName(n, i), v)
		}
		if g := puzzle.At(i); g != 0 && g != v {
			return fmt.Errorf("%s: given %d changed to %d", CellName(n, i), g, v)
		}
	}
	for u := 0; u < n; u++ {
		var row, col, bx [MaxBox*MaxBox + 1]bool
		for k := 0; k < n; k++ {
			r, c := (u/box)*box+k/box, (u%box)*box+k%box
			for _, seen := range []struct {
				set  *[MaxBox*MaxBox + 1]bool
				v    int
				unit string
			}{{&row, sol.Get(u, k), "row"}, {&col, sol.Get(k, u), "column"}, {&bx, sol.Get(r, c), "box"}} {
				if seen.set[seen.v] {
					return fmt.Errorf("%s %d holds %d twice", seen.unit, u+1, seen.v)
				}
				seen.set[seen.v] = true
			}
		}
	}
	return nil
}

// sharedDir returns ../shared/sub beside the repository, or skips the test.
func sharedDir(tb testing.TB, sub string) string { tb.Helper(); return testenv.SharedOrSkip(tb, sub) }

// loadPuzzles reads up to max puzzles of a file (every step-th one), with
// the package's reader; max <= 0 means all.
func loadPuzzles(tb testing.TB, path string, step, max int) []Grid {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []Grid
	i := 0
	for g := range lineGrids(tb, f, path) {
		if i%step == 0 {
			out = append(out, g)
			if max > 0 && len(out) == max {
				break
			}
		}
		i++
	}
	return out
}

func TestCheckSolutionCatchesErrors(t *testing.T) {
	sol := mustParse(t, "483921657967345821251876493548132976729564138136798245372689514814253769695417382")
	puzzle := mustParse(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	if err := checkSolution(puzzle, sol); err != nil {
		t.Fatalf("good solution rejected: %v", err)
	}
	bad := sol
	bad.SetAt(0, 8) // row 1 now holds 8 twice
	if checkSolution(puzzle, bad) == nil {
		t.Error("a repeated value passed the check")
	}
	other := puzzle
	other.SetAt(1, 1) // a given the solution does not keep
	if checkSolution(other, sol) == nil {
		t.Error("a changed given passed the check")
	}
}

func mustParse(tb testing.TB, s string) Grid {
	tb.Helper()
	g, err := ParseString(s)
	if err != nil {
		tb.Fatalf("parse %q: %v", s, err)
	}
	return g
}

// lineGrids returns an iterator over the puzzles of a file in the line
// form, one a line; blank lines and '#' comments are skipped. (Other
// layouts are sudoku/puzzleio's, which this package cannot import.)
func lineGrids(tb testing.TB, r io.Reader, path string) iter.Seq[Grid] {
	return func(yield func(Grid) bool) {
		sc := bufio.NewScanner(r)
		sc.Buffer(nil, 1<<20)
		for n := 1; sc.Scan(); n++ {
			line := strings.TrimSpace(sc.Text())
			if line == "" || line[0] == '#' {
				continue
			}
			g, err := ParseString(line)
			if err != nil {
				tb.Fatalf("%s:%d: %v", path, n, err)
			}
			if !yield(g) {
				return
			}
		}
		if err := sc.Err(); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
	}
}
