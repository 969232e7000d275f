package rate_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s:%d differs:\n got %s\nwant %s", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s: %d lines, want %d", path, len(gl), len(wl))
	}
}

// TestGoldenRatings rates the built-in puzzles: one line each with the
// level, the score, the techniques used and the puzzle.
func TestGoldenRatings(t *testing.T) {
	var r rate.Rater
	var b bytes.Buffer
	for _, g := range builtin(t) {
		rt, err := r.Rate(context.Background(), g)
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		fmt.Fprintf(&b, "%s %-12v %4d", g, rt.Level, rt.Score)
		for tech, n := range rt.Used() {
			fmt.Fprintf(&b, " %s=%d", strings.ReplaceAll(tech.String(), " ", "-"), n)
		}
		b.WriteByte('\n')
	}
	golden(t, "ratings.golden", b.Bytes())
}

// TestGoldenExplain writes out every step of a few puzzles, one of each
// level above easy and a 4×4 one, for a person to check.
func TestGoldenExplain(t *testing.T) {
	puzzles := []string{
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
		".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....",
		"3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....",
		"9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....",
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
		"....3..22..34...",
	}
	var r rate.Rater
	var b bytes.Buffer
	for _, s := range puzzles {
		g := parse(t, s)
		rt, err := r.Explain(context.Background(), g)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		replay(t, g, rt)
		fmt.Fprintf(&b, "%s: %v, score %d, %d steps\n", s, rt.Level, rt.Score, len(rt.Steps))
		for _, st := range rt.Steps {
			fmt.Fprintf(&b, "\t%s\n", st)
		}
	}
	golden(t, "explain.golden", b.Bytes())
}
