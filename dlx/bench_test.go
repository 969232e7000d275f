package dlx_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// BenchmarkCount counts all the solutions of 13-queens, Langford 12 and
// the 6x10 pentomino box, and checks the figures: Knuth's DLX1 ones for
// the first two. Run it with -benchtime=1x for one search each:
//
//	go test -run '^$' -bench Count -benchtime 1x ./dlx
func BenchmarkCount(b *testing.B) {
	for _, bc := range []struct {
		name  string
		build func(testing.TB) *dlx.Problem
		want  dlx.Stats
	}{
		{"queens13", knuthFigures[0].build, knuthFigures[0].want},
		{"langford12", knuthFigures[1].build, knuthFigures[1].want},
		{"pentominoes6x10", func(tb testing.TB) *dlx.Problem { return pentominoes(tb, 6, 10) },
			dlx.Stats{Solutions: 9356, Nodes: 3637261, Updates: 1242377480}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s := dlx.NewSolver(bc.build(b), dlx.Options{})
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := s.Count(ctx, 0); err != nil {
					b.Fatal(err)
				}
			}
			st := s.Stats()
			if withoutMems(st) != bc.want {
				b.Fatalf("stats %+v, want %+v", st, bc.want)
			}
			reportStats(b, st)
		})
	}
}

// BenchmarkSharedFiles counts the problems of ../shared/xc as read from
// the files, reading included: what `sudokudlx xc --count` does.
func BenchmarkSharedFiles(b *testing.B) {
	for _, bc := range []struct {
		file string
		want dlx.Stats
	}{
		{"queens13.dlx", knuthFigures[0].want},
		{"langford12.dlx", knuthFigures[1].want},
	} {
		b.Run(bc.file, func(b *testing.B) {
			data, err := os.ReadFile(filepath.Join(sharedDir(b), "xc", bc.file))
			if err != nil {
				b.Skip(err)
			}
			ctx := context.Background()
			var st dlx.Stats
			b.ReportAllocs()
			for b.Loop() {
				x, err := dlx.ReadText(bytes.NewReader(data), bc.file)
				if err != nil {
					b.Fatal(err)
				}
				s := dlx.NewSolver(x.Problem, dlx.Options{})
				if _, err := s.Count(ctx, 0); err != nil {
					b.Fatal(err)
				}
				st = s.Stats()
			}
			if withoutMems(st) != bc.want {
				b.Fatalf("stats %+v, want Knuth's %+v", st, bc.want)
			}
			reportStats(b, st)
		})
	}
}

// reportStats reports the figures of one search per iteration as rates.
func reportStats(b *testing.B, st dlx.Stats) {
	sec := b.Elapsed().Seconds()
	if sec == 0 {
		return
	}
	n := float64(b.N)
	b.ReportMetric(float64(st.Nodes)*n/sec, "nodes/s")
	b.ReportMetric(float64(st.Updates)*n/sec, "updates/s")
	b.ReportMetric(float64(st.Solutions)*n/sec, "solutions/s")
}

// BenchmarkReadText reads 13-queens in Knuth's format.
func BenchmarkReadText(b *testing.B) {
	// Write the problem as ../shared/xc/queens13.dlx has it.
	const n = 13
	var buf bytes.Buffer
	for i := range n {
		fmt.Fprintf(&buf, "r%d ", i)
	}
	for i := range n {
		fmt.Fprintf(&buf, "c%d ", i)
	}
	buf.WriteString("|")
	for _, d := range "ab" {
		for i := range 2*n - 1 {
			fmt.Fprintf(&buf, " %c%d", d, i)
		}
	}
	buf.WriteByte('\n')
	for i := range n {
		for j := range n {
			fmt.Fprintf(&buf, "r%d c%d a%d b%d\n", i, j, i+j, i-j+n-1)
		}
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		x, err := dlx.ReadText(bytes.NewReader(data), "queens13")
		if err != nil || x.Problem.NumOptions() != n*n {
			b.Fatal(err)
		}
	}
}

// BenchmarkOneItemOptions searches n items of one option each, the one
// solution of a trivial problem: MRV's scan stops at the first item, so
// the search is linear in n.
func BenchmarkOneItemOptions(b *testing.B) {
	const n = 100_000
	p := dlx.NewProblem(n, 0)
	for i := range n {
		if _, err := p.AddOption(i); err != nil {
			b.Fatal(err)
		}
	}
	s := dlx.NewSolver(p, dlx.Options{})
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if k, err := s.Count(ctx, 0); err != nil || k != 1 {
			b.Fatalf("%d solutions, %v", k, err)
		}
	}
	reportStats(b, s.Stats())
}

// BenchmarkParts splits each tree as xc -j 2 does (Parts, 16 parts a
// worker), counts the parts one after the other and reports the schedule
// of two workers that each take the next part when free, in mems (Knuth's
// measure of time, which a loaded machine does not disturb): speedup-j2 is
// the whole search's mems over those of the busier worker, and parts/whole
// the parts' mems over the whole search's. Run it once each:
//
//	go test -run '^$' -bench Parts -benchtime 1x ./dlx
func BenchmarkParts(b *testing.B) {
	const jobs = 2
	for _, bc := range []struct {
		name  string
		build func(testing.TB) *dlx.Problem
	}{
		{"queens13", knuthFigures[0].build},
		{"langford12", knuthFigures[1].build},
		{"queens14", func(tb testing.TB) *dlx.Problem { return queens(tb, 14) }},
		{"pentominoes6x10", func(tb testing.TB) *dlx.Problem { return pentominoes(tb, 6, 10) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			p := bc.build(b)
			s := dlx.NewSolver(p, dlx.Options{})
			ctx := context.Background()
			var whole, sum, busiest int64
			var parts int
			for b.Loop() {
				n, err := s.Count(ctx, 0)
				if err != nil {
					b.Fatal(err)
				}
				whole = s.Stats().Mems
				split := dlx.Parts(p, dlx.MRV, 16*jobs)
				var worker [jobs]int64
				var sols int64
				sum = 0
				for _, part := range split {
					for _, k := range part {
						if err := s.Force(k); err != nil {
							b.Fatal(err)
						}
					}
					k, err := s.Count(ctx, 0)
					m := s.Stats().Mems
					s.Release()
					if err != nil {
						b.Fatal(err)
					}
					sols += k
					sum += m
					w := 0 // the worker free first takes the part
					for i := range worker {
						if worker[i] < worker[w] {
							w = i
						}
					}
					worker[w] += m
				}
				if sols != n {
					b.Fatalf("the parts have %d solutions, the whole %d", sols, n)
				}
				busiest, parts = slices.Max(worker[:]), len(split)
			}
			b.ReportMetric(float64(parts), "parts")
			b.ReportMetric(float64(sum)/float64(whole), "parts/whole")
			b.ReportMetric(float64(whole)/float64(busiest), "speedup-j2")
		})
	}
}
