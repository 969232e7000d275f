package render

import (
	"bytes"
	"context"
	"testing"
)

// BenchmarkWritePDF writes books as print writes them: the figures are
// the time and the size of the whole book (run with -bench; go test runs
// no benchmark by default).
func BenchmarkWritePDF(b *testing.B) {
	for _, bc := range []struct {
		name string
		n    int // puzzles
		side int
		opt  Options
	}{
		{"9x9/1000/6pp/solutions", 1000, 9, Options{PerPage: 6, Solutions: true}},
		{"9x9/1000/1pp", 1000, 9, Options{PerPage: 1}},
		{"16x16/100/4pp/solutions", 100, 16, Options{PerPage: 4, Solutions: true}},
		{"25x25/20/solutions", 20, 25, Options{Solutions: true}},
	} {
		ps := make([]Puzzle, bc.n)
		for i := range ps {
			ps[i] = testPuzzle(i+1, bc.side, 0)
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			var buf bytes.Buffer
			for b.Loop() {
				buf.Reset()
				if err := WritePDF(context.Background(), &buf, ps, bc.opt); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(buf.Len())/1e6, "MB")
			b.ReportMetric(float64(PageCount(ps, bc.opt)), "pages")
		})
	}
}

// BenchmarkWriteSVG writes one 9x9 sheet, as print does for each file of
// -o DIR/.
func BenchmarkWriteSVG(b *testing.B) {
	p := testPuzzle(1, 9, 0)
	b.ReportAllocs()
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := WriteSVG(&buf, &p, Sheet{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}
