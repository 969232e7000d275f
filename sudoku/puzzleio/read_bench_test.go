package puzzleio_test

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"

	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
)

// benchDir returns ../shared/puzzles-bench beside the repository, or skips.
func benchDir(t testing.TB) string { t.Helper(); return testenv.SharedOrSkip(t, "puzzles-bench") }

// Every file of the shared benchmark sets reads without an error, with the
// known number of puzzles (of the sample, on a fresh clone), and every
// puzzle prints as the first 81 bytes of its own line.
func TestReadBenchFiles(t *testing.T) {
	dir := benchDir(t)
	for _, tt := range []struct {
		file string
		n    int
	}{
		{"puzzles2_17_clue", 49158},
		{"puzzles3_magictour_top1465", 1465},
		{"puzzles5_forum_hardest_1905_11+", 48765},
		{"puzzles6_forum_hardest_1106", 375},
		{"puzzles7_serg_benchmark", 10000},
		{"tdoku_test_puzzles", 43},
	} {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, tt.file))
			if err != nil {
				t.Skip(err)
			}
			var text []string // the lines of the file
			sc := bufio.NewScanner(bytes.NewReader(data))
			for sc.Scan() {
				text = append(text, sc.Text())
			}
			n := 0
			for p, err := range puzzleio.NewReader(bytes.NewReader(data), tt.file).All() {
				if err != nil {
					t.Fatal(err)
				}
				n++
				if got, line := p.Grid.String(), text[p.Source.Line-1]; !strings.HasPrefix(line, got) || p.Grid.Size() != 9 {
					t.Fatalf("%v: read %s from %q", p.Source, got, line)
				}
			}
			want := tt.n
			if !testenv.Full() {
				want = min(want, testenv.SamplePuzzles)
			}
			if n != want {
				t.Errorf("%d puzzles, want %d", n, want)
			}
		})
	}
}

// benchLines returns a file of n puzzle lines, all different.
func benchLines(n int) []byte {
	var b bytes.Buffer
	g := mustParse(&testing.T{}, hard)
	for i := range n {
		g.SetAt(80, i%10)
		g.SetAt(79, (i/10)%10)
		b.WriteString(g.String())
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// BenchmarkRead reads files of 10,000 puzzles in three layouts. Allocations
// are per file (the Reader and its buffer), none per puzzle.
func BenchmarkRead(b *testing.B) {
	const n = 10000
	line := benchLines(n)
	var grid, boxed bytes.Buffer
	for range n / 10 {
		grid.WriteString(lines(seedRows...) + "\n")
		boxed.WriteString(mustParse(b, seedLine).Boxed())
	}
	for _, bb := range []struct {
		name    string
		data    []byte
		puzzles int
	}{{"line", line, n}, {"grid", grid.Bytes(), n / 10}, {"boxed", boxed.Bytes(), n / 10}} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bb.data)))
			for b.Loop() {
				k := 0
				r := puzzleio.NewReader(bytes.NewReader(bb.data), "bench")
				for {
					_, err := r.Read()
					if err == io.EOF {
						break
					}
					if err != nil {
						b.Fatal(err)
					}
					k++
				}
				if k != bb.puzzles {
					b.Fatalf("%d puzzles, want %d", k, bb.puzzles)
				}
			}
			b.ReportMetric(float64(bb.puzzles)*float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
