package dlx_test

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

var knuth = flag.Bool("knuth", false, "run the long checks: Knuth's DLX1 figures for queens13 and langford12, all 9356 packings of the 6x10 pentomino box (seconds; minutes under -race)")

// count counts all the solutions of p with the given heuristic, checking
// that the search ends normally.
func count(tb testing.TB, p *dlx.Problem, h dlx.Heuristic) (int64, dlx.Stats) {
	tb.Helper()
	s := dlx.NewSolver(p, dlx.Options{Heuristic: h})
	n, err := s.Count(context.Background(), 0)
	if err != nil {
		tb.Fatalf("Count: %v", err)
	}
	if st := s.Stats(); st.Solutions != n {
		tb.Fatalf("Count = %d, Stats().Solutions = %d", n, st.Solutions)
	}
	return n, s.Stats()
}

func TestQueens(t *testing.T) {
	want := []int64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200}
	for i, w := range want {
		n := i + 1
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			p := queens(t, n)
			if got, _ := count(t, p, dlx.MRV); got != w {
				t.Errorf("%d-queens: %d solutions, want %d", n, got, w)
			}
			if n <= 8 {
				s := dlx.NewSolver(p, dlx.Options{})
				if got := len(allSolutions(t, s)); got != int(w) {
					t.Errorf("%d-queens: Solutions yields %d, want %d", n, got, w)
				}
			}
		})
	}
}

func TestLangford(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want int64
	}{{1, 0}, {2, 0}, {3, 2}, {4, 2}, {5, 0}, {6, 0}, {7, 52}, {8, 300}} {
		t.Run(fmt.Sprint(tc.n), func(t *testing.T) {
			if got, _ := count(t, langford(t, tc.n), dlx.MRV); got != tc.want {
				t.Errorf("Langford %d: %d solutions, want %d", tc.n, got, tc.want)
			}
		})
	}
}

func TestPentominoes(t *testing.T) {
	total := 0
	for _, sh := range pentominoShapes {
		total += len(orientations(sh.cells))
	}
	if total != 63 {
		t.Fatalf("%d fixed pentominoes, want 63", total)
	}
	for _, tc := range []struct {
		rows, cols int
		want       int64     // all packings
		limit      int64     // count at most this many, 0 for all
		long       bool      // only with -knuth
		stats      dlx.Stats // recorded from this engine, if not zero
	}{
		{3, 20, 8, 0, false, dlx.Stats{Solutions: 8, Nodes: 32978, Updates: 10986975}},
		{6, 10, 20, 20, false, dlx.Stats{}},
		{6, 10, 9356, 0, true, dlx.Stats{Solutions: 9356, Nodes: 3637261, Updates: 1242377480}},
	} {
		t.Run(fmt.Sprintf("%dx%d/%d", tc.rows, tc.cols, tc.want), func(t *testing.T) {
			if tc.long && !*knuth {
				t.Skip("8 s: run with -knuth")
			}
			p := pentominoes(t, tc.rows, tc.cols)
			if p.NumItems() != 12+tc.rows*tc.cols {
				t.Fatalf("%d items", p.NumItems())
			}
			s := dlx.NewSolver(p, dlx.Options{})
			n := int64(0)
			for sol := range s.Solutions(context.Background()) {
				n++
				if n%97 == 1 || tc.limit > 0 { // check a sample: checkSolution allocates
					if why := checkSolution(p, sol); why != "" {
						t.Fatalf("bad solution %v: %s", sol, why)
					}
				}
				if n == tc.limit {
					break
				}
			}
			if n != tc.want {
				t.Errorf("%d solutions, want %d", n, tc.want)
			}
			if st := withoutMems(s.Stats()); tc.stats != (dlx.Stats{}) && st != tc.stats {
				t.Errorf("stats %+v, want %+v", st, tc.stats)
			}
		})
	}
}

func TestKnuthExample(t *testing.T) {
	x := readString(t, knuthText)
	s := dlx.NewSolver(x.Problem, dlx.Options{})
	sols := allSolutions(t, s)
	if len(sols) != 1 {
		t.Fatalf("%d solutions, want 1", len(sols))
	}
	sol, err := s.First(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, k := range sol {
		got = append(got, x.FormatOption(k))
	}
	slices.Sort(got)
	want := []string{"a d", "b g", "c e f"}
	if !slices.Equal(got, want) {
		t.Errorf("solution %q, want %q", got, want)
	}
	// Counted by hand: MRV covers a (4 updates) and tries "a d g" (5):
	// it covers b (3), tries "b c f" (4), and e is left with no option
	// (1). Then "a d" (3): e (3), "c e f" (4), b (2), "b g" (1), a
	// solution. Nodes: a, b, e, e, b and the solution's leaf.
	if _, st := count(t, x.Problem, dlx.MRV); st != (dlx.Stats{Solutions: 1, Nodes: 6, Updates: 30, Mems: 480}) {
		t.Errorf("stats %+v", st)
	}
}

func TestColors(t *testing.T) {
	x := readString(t, coloredText)
	s := dlx.NewSolver(x.Problem, dlx.Options{})
	sols := allSolutions(t, s)
	if want := bruteForce(x.Problem); !slices.Equal(sols, want) {
		t.Errorf("solutions %v, brute force %v", sols, want)
	}
	sol, _ := s.First(context.Background())
	var got []string
	for _, k := range sol {
		got = append(got, x.FormatOption(k))
	}
	slices.Sort(got)
	if want := []string{"p r x:A y", "q x:A"}; !slices.Equal(got, want) {
		t.Errorf("solution %q, want %q", got, want)
	}

	// Without colors, no two options sharing x or y may coexist.
	p := dlx.NewProblem(x.Problem.NumPrimary(), x.Problem.NumItems()-x.Problem.NumPrimary())
	for k := range x.Problem.NumOptions() {
		items, _ := x.Problem.Option(k)
		mustAdd(t, p, items, nil)
	}
	if n, _ := count(t, p, dlx.MRV); n != 0 {
		t.Errorf("without colors: %d solutions, want 0", n)
	}

	// A problem where colors let more options coexist: {a x:R} {b x:R}
	// {c} and {a b x} {c} with colors, only the latter without.
	const y = "a b c | x\na x:R\nb x:R\nc\nb x:G\na b x\n"
	for _, tc := range []struct {
		text string
		want int64
	}{{y, 2}, {strings.NewReplacer(":R", "", ":G", "").Replace(y), 1}} {
		x := readString(t, tc.text)
		if n, _ := count(t, x.Problem, dlx.MRV); n != tc.want {
			t.Errorf("%q: %d solutions, want %d", tc.text, n, tc.want)
		}
		if want := bruteForce(x.Problem); len(want) != int(tc.want) {
			t.Errorf("%q: brute force finds %d solutions, want %d", tc.text, len(want), tc.want)
		}
	}
}

// TestSharedFiles counts the problems of ../shared/xc and checks that the
// builders above make exactly the problems of the files.
func TestSharedFiles(t *testing.T) {
	for _, tc := range []struct {
		file  string
		want  int64
		build func(testing.TB, int) *dlx.Problem
		n     int
	}{
		{"queens8.dlx", 92, queens, 8},
		{"queens12.dlx", 14200, queens, 12},
		{"langford7.dlx", 52, langford, 7},
		{"langford8.dlx", 300, langford, 8},
	} {
		t.Run(tc.file, func(t *testing.T) {
			x := readShared(t, tc.file)
			if len(x.Warnings) != 0 {
				t.Errorf("warnings: %v", x.Warnings)
			}
			got, st := count(t, x.Problem, dlx.MRV)
			if got != tc.want {
				t.Errorf("%d solutions, want %d", got, tc.want)
			}
			p := tc.build(t, tc.n)
			if p.NumOptions() != x.Problem.NumOptions() || p.NumPrimary() != x.Problem.NumPrimary() || p.NumItems() != x.Problem.NumItems() {
				t.Fatalf("built problem differs in size from the file")
			}
			for k := range p.NumOptions() {
				a, _ := p.Option(k)
				b, _ := x.Problem.Option(k)
				if !slices.Equal(a, b) {
					t.Fatalf("option %d: built %v, file %v", k, a, b)
				}
			}
			if tc.n > 8 {
				return // the options are the same: so is the tree
			}
			if _, st2 := count(t, p, dlx.MRV); st2 != st {
				t.Errorf("stats of the file %+v, of the built problem %+v", st, st2)
			}
		})
	}
}

// TestGoldenStats checks the figures of small problems against values
// recorded from this engine (whose figures for queens13 and langford12
// equal those of Knuth's DLX1, see TestKnuthFigures): the same algorithm
// must keep making the same tree.
func TestGoldenStats(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    *dlx.Problem
		want dlx.Stats
	}{
		{"queens8", queens(t, 8), dlx.Stats{Solutions: 92, Nodes: 1199, Updates: 21375, Mems: 305205}},
		{"langford8", langford(t, 8), dlx.Stats{Solutions: 300, Nodes: 2789, Updates: 37241, Mems: 583793}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, st := count(t, tc.p, dlx.MRV); st != tc.want {
				t.Errorf("stats %+v, want %+v", st, tc.want)
			}
		})
	}
}

// TestKnuthFigures checks that counting all solutions of queens13 and
// langford12 with MRV makes exactly the tree of Knuth's DLX1. It runs
// with -knuth (go test -run KnuthFigures -knuth ./dlx); the benchmarks
// check the same figures.
func TestKnuthFigures(t *testing.T) {
	if !*knuth {
		t.Skip("run with -knuth")
	}
	for _, tc := range knuthFigures {
		t.Run(tc.name, func(t *testing.T) {
			if _, st := count(t, tc.build(t), dlx.MRV); withoutMems(st) != tc.want {
				t.Errorf("stats %+v, want Knuth's %+v", st, tc.want)
			}
		})
	}
}

// knuthFigures are the figures of Knuth's DLX1 counting all solutions
// (compared without mems, which DLX1 counts differently in its choice).
var knuthFigures = []struct {
	name  string
	build func(testing.TB) *dlx.Problem
	want  dlx.Stats
}{
	{"queens13", func(tb testing.TB) *dlx.Problem { return queens(tb, 13) },
		dlx.Stats{Solutions: 73712, Nodes: 1651935, Updates: 31415080}},
	{"langford12", func(tb testing.TB) *dlx.Problem { return langford(tb, 12) },
		dlx.Stats{Solutions: 216288, Nodes: 2831065, Updates: 38673459}},
}
