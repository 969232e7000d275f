package rate_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// parse reads a puzzle with sudoku.ParseString.
func parse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseString(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return g
}

// sharedDir returns ../shared relative to the module root, or skips.
func sharedDir(t testing.TB) string { t.Helper(); return testenv.SharedOrSkip(t) }

// benchLines returns up to max lines (max <= 0: all) of a file of
// ../shared/puzzles-bench, without comments and blank lines; it skips the
// test when the file is absent.
func benchLines(t testing.TB, name string, max int) []string {
	t.Helper()
	path := filepath.Join(sharedDir(t), "puzzles-bench", name)
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("%v", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
		if max > 0 && len(out) == max {
			break
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
