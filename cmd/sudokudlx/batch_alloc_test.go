package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"testing"
)

// repeatReader returns the lines of a file over and over, n lines in all.
func repeatReader(tb testing.TB, path string, n int) io.Reader {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	lines := bytes.Count(data, []byte("\n"))
	var rs []io.Reader
	for ; n >= lines; n -= lines {
		rs = append(rs, bytes.NewReader(data))
	}
	if n > 0 {
		i := 0
		for range n {
			i += bytes.IndexByte(data[i:], '\n') + 1
		}
		rs = append(rs, bytes.NewReader(data[:i]))
	}
	return io.MultiReader(rs...)
}

// BenchmarkBatch streams a million puzzles (the 17-clue set, repeated)
// through the batch command, in-process, to io.Discard, with the default
// number of workers, and reports the rate and the memory the process got
// from the system. Run it with
//
//	go test ./cmd/sudokudlx -run '^$' -bench Batch -benchtime 1x
//
// It skips when ../shared is absent.
func BenchmarkBatch(b *testing.B) {
	const n = 1_000_000
	path := sharedPath(b, "puzzles-bench", "puzzles2_17_clue")
	for _, jobs := range []int{1, runtime.GOMAXPROCS(0)} {
		b.Run(fmt.Sprintf("j=%d", jobs), func(b *testing.B) {
			b.ReportAllocs()
			var puzzles int
			for b.Loop() {
				in := repeatReader(b, path, n)
				code := run(b.Context(), []string{"sudokudlx", "batch", "-q", "-j", strconv.Itoa(jobs)}, in, io.Discard, io.Discard)
				if code != 0 {
					b.Fatalf("exit %d", code)
				}
				puzzles += n
			}
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			b.ReportMetric(float64(puzzles)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(m.Sys)/1e6, "MB-sys")
			b.ReportMetric(float64(m.HeapSys)/1e6, "MB-heap")
		})
	}
}

// TestBatchAllocs checks that the pipeline allocates nothing per puzzle:
// a run on five times as many puzzles makes hardly more allocations.
func TestBatchAllocs(t *testing.T) {
	const n = 300
	allocs := func(jobs string, lines int) uint64 {
		in, err := io.ReadAll(repeatReader(t, repoFile("puzzles", "easy.txt"), lines))
		if err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		code := run(t.Context(), []string{"sudokudlx", "batch", "-q", "-j", jobs}, bytes.NewReader(in), io.Discard, io.Discard)
		runtime.ReadMemStats(&after)
		if code != 0 {
			t.Fatalf("exit %d", code)
		}
		return after.Mallocs - before.Mallocs
	}
	for _, jobs := range []string{"1", "2"} {
		// The counts are the whole process's: goroutines other tests left
		// behind can add to one run. A leak per puzzle adds to every try,
		// so the test fails only when all three tries show it.
		var small, big uint64
		for try := 0; try < 3; try++ {
			small, big = allocs(jobs, n), allocs(jobs, 5*n)
			if big <= small+n/3 { // 1,200 more lines, about 1,000 more puzzles
				break
			}
		}
		if big > small+n/3 {
			t.Errorf("-j %s: %d allocations for %d lines, %d for %d", jobs, small, n, big, 5*n)
		}
	}
}
