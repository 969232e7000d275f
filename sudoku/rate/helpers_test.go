package rate_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
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

// manySolutionsLast is the last technique the checks of boards with many
// solutions try: all of them, or under the race detector those up to
// forcing nets. On such a board the dynamic forcing chains run every
// level to the end, which the detector stretches to minutes.
func manySolutionsLast() rate.Technique {
	if testenv.Race {
		return rate.ForcingNet
	}
	return rate.DynamicForcingChain
}

// sharedDir returns ../shared relative to the module root, or skips.
func sharedDir(t testing.TB) string { t.Helper(); return testenv.SharedOrSkip(t) }

// optionalBenchLines is benchLines without the skip: nil when ../shared
// is absent.
func optionalBenchLines(t testing.TB, name string, max int) []string {
	t.Helper()
	if testenv.Shared("puzzles-bench", name) == "" {
		return nil
	}
	return benchLines(t, name, max)
}

// solvedSamples returns the puzzles of testdata/solved.txt with their
// solutions.
func solvedSamples(t testing.TB) []sample {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "solved.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []sample
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, s, ok := strings.Cut(line, " ")
		if !ok {
			t.Fatalf("testdata/solved.txt:%d: no solution", ln)
		}
		out = append(out, sample{name: fmt.Sprintf("solved.txt:%d", ln), puzzle: parse(t, p), want: parse(t, s)})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

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
