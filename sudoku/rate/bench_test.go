package rate_test

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// readPuzzles reads a file of one puzzle a line ('#' lines are comments).
func readPuzzles(t testing.TB, path string) []sudoku.Grid {
	t.Helper()
	var out []sudoku.Grid
	for _, line := range readPuzzleLines(t, path) {
		out = append(out, parse(t, line))
	}
	return out
}

// readPuzzleLines returns the lines of a file that are neither blank nor
// comments ('#').
func readPuzzleLines(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
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
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// generated makes n puzzles of box size box with at most maxBlank empty
// cells and a unique solution, from a fixed seed.
func generated(t testing.TB, box, n, maxBlank int) []sudoku.Grid {
	rng := rand.New(rand.NewPCG(5, 6))
	out := make([]sudoku.Grid, n)
	for i := range out {
		out[i] = minimal(t, rng, solvedGrid(rng, box), maxBlank)
	}
	return out
}

func builtin(t testing.TB) []sudoku.Grid {
	return readPuzzles(t, filepath.Join("testdata", "puzzles.txt"))
}

// BenchmarkRate rates sets of puzzles with one Rater, one puzzle per
// iteration, and reports puzzles/s:
//
//	go test ./sudoku/rate -run '^$' -bench Rate
func BenchmarkRate(b *testing.B) {
	sets := []struct {
		name string
		load func(testing.TB) []sudoku.Grid
	}{
		{"builtin", builtin},
		{"top1465", func(t testing.TB) []sudoku.Grid {
			return readPuzzles(t, filepath.Join(sharedDir(t), "puzzles-bench", "puzzles3_magictour_top1465"))
		}},
		{"random-minimal-1000", func(t testing.TB) []sudoku.Grid {
			var out []sudoku.Grid
			for _, l := range readPuzzleLines(t, filepath.Join(sharedDir(t), "ratings-reference", "random-minimal-1000.tsv")) {
				p, _, _ := strings.Cut(l, "\t")
				out = append(out, parse(t, p))
			}
			return out
		}},
		{"16x16", func(t testing.TB) []sudoku.Grid { return generated(t, 4, 20, 140) }},
		{"25x25", func(t testing.TB) []sudoku.Grid { return generated(t, 5, 4, 300) }},
		{"17clue-1000", func(t testing.TB) []sudoku.Grid {
			var out []sudoku.Grid
			for _, l := range benchLines(t, "puzzles2_17_clue", 1000) {
				out = append(out, parse(t, l))
			}
			return out
		}},
	}
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			puzzles := set.load(b)
			var r rate.Rater
			ctx := context.Background()
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				if _, err := r.Rate(ctx, puzzles[i]); err != nil {
					b.Fatal(err)
				}
				i++
				if i == len(puzzles) {
					i = 0
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
