package dlx_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// mustAdd adds an option to p, failing the test on error.
func mustAdd(tb testing.TB, p *dlx.Problem, items []int, colors []int) int {
	tb.Helper()
	k, err := p.AddColoredOption(items, colors)
	if err != nil {
		tb.Fatalf("AddColoredOption(%v, %v): %v", items, colors, err)
	}
	return k
}

// queens returns the n-queens problem as in ../shared/xc/queensN.dlx: items
// r0..r(n-1), c0..c(n-1) primary, a0..a(2n-2) (i+j) and b0..b(2n-2)
// (i-j+n-1) secondary; option "ri cj a(i+j) b(i-j+n-1)" for each square,
// row by row.
func queens(tb testing.TB, n int) *dlx.Problem {
	d := 2*n - 1
	p := dlx.NewProblem(2*n, 2*d)
	for i := range n {
		for j := range n {
			mustAdd(tb, p, []int{i, n + j, 2*n + i + j, 2*n + d + i - j + n - 1}, nil)
		}
	}
	return p
}

// langford returns Langford's problem of n pairs as in
// ../shared/xc/langfordN.dlx: items v1..vn, s1..s2n, all primary; option
// "vi sj sk" with k = j+i+1.
func langford(tb testing.TB, n int) *dlx.Problem {
	p := dlx.NewProblem(3*n, 0)
	for i := 1; i <= n; i++ {
		for j := 1; j+i+1 <= 2*n; j++ {
			mustAdd(tb, p, []int{i - 1, n + j - 1, n + j + i}, nil)
		}
	}
	return p
}

// pentominoShapes are the twelve pentominoes, each as five cells
// (row, column) of one of its orientations.
var pentominoShapes = []struct {
	name  string
	cells [5][2]int
}{
	{"F", [5][2]int{{0, 1}, {0, 2}, {1, 0}, {1, 1}, {2, 1}}},
	{"I", [5][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}}},
	{"L", [5][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}},
	{"N", [5][2]int{{0, 1}, {1, 1}, {2, 0}, {2, 1}, {3, 0}}},
	{"P", [5][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}}},
	{"T", [5][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 1}}},
	{"U", [5][2]int{{0, 0}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}},
	{"V", [5][2]int{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}},
	{"W", [5][2]int{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}}},
	{"X", [5][2]int{{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}}},
	{"Y", [5][2]int{{0, 1}, {1, 0}, {1, 1}, {2, 1}, {3, 1}}},
	{"Z", [5][2]int{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 2}}},
}

// orientations returns the distinct orientations of a pentomino (rotations
// and reflections), each normalized to its smallest row and column 0 and
// sorted.
func orientations(cells [5][2]int) [][5][2]int {
	var out [][5][2]int
	for t := range 8 {
		var o [5][2]int
		for i, c := range cells {
			r, q := c[0], c[1]
			if t&4 != 0 {
				r, q = q, r
			}
			if t&2 != 0 {
				r = -r
			}
			if t&1 != 0 {
				q = -q
			}
			o[i] = [2]int{r, q}
		}
		minR, minC := o[0][0], o[0][1]
		for _, c := range o {
			minR, minC = min(minR, c[0]), min(minC, c[1])
		}
		for i := range o {
			o[i][0] -= minR
			o[i][1] -= minC
		}
		slices.SortFunc(o[:], func(a, b [2]int) int {
			if a[0] != b[0] {
				return a[0] - b[0]
			}
			return a[1] - b[1]
		})
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// pentominoes returns the problem of packing the twelve pentominoes into a
// rows x cols box: 12 piece items then the cells row by row, all primary;
// one option per placement of each orientation of each piece.
func pentominoes(tb testing.TB, rows, cols int) *dlx.Problem {
	p := dlx.NewProblem(12+rows*cols, 0)
	for k, sh := range pentominoShapes {
		for _, o := range orientations(sh.cells) {
			for dr := range rows {
				for dc := range cols {
					items := []int{k}
					for _, c := range o {
						r, q := c[0]+dr, c[1]+dc
						if r >= rows || q >= cols {
							items = nil
							break
						}
						items = append(items, 12+r*cols+q)
					}
					if items != nil {
						mustAdd(tb, p, items, nil)
					}
				}
			}
		}
	}
	return p
}

// knuthText is the example of Knuth's "Dancing Links" paper: seven items,
// six options, one solution.
const knuthText = `| Knuth's example from "Dancing Links"
a b c d e f g
c e f
a d g
b c f
a d
b g
d e g
`

// coloredText is a small DLX2 problem (after TAOCP 7.2.2.1 (49)) with one
// solution, {q x:A} and {p r x:A y}, which has no solution without its
// colors.
const coloredText = `p q r | x y
p q x y:A
p r x:A y
p x:B
q x:A
r y:B
`

// readString reads a problem in text format from s.
func readString(tb testing.TB, s string) *dlx.Text {
	tb.Helper()
	t, err := dlx.ReadText(strings.NewReader(s), "test")
	if err != nil {
		tb.Fatalf("ReadText: %v", err)
	}
	return t
}

// sharedDir returns ../shared beside the repository root, or skips the test
// when it is absent.
func sharedDir(tb testing.TB) string { tb.Helper(); return testenv.SharedOrSkip(tb) }

// readShared reads ../shared/xc/name, skipping the test when it is absent.
func readShared(tb testing.TB, name string) *dlx.Text {
	tb.Helper()
	path := filepath.Join(sharedDir(tb), "xc", name)
	f, err := os.Open(path)
	if err != nil {
		tb.Skipf("no %s: %v", name, err)
	}
	defer f.Close()
	t, err := dlx.ReadText(f, path)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}

// checkSolution returns why sol is not a solution of p, or "": every
// primary item covered within its bounds (exactly once unless set), every
// secondary item at most once or by options that all give it the same
// color, no option twice.
func checkSolution(p *dlx.Problem, sol []int) string {
	use, why := conflict(p, sol)
	if why != "" {
		return why
	}
	for i := range p.NumPrimary() {
		if lo, _ := p.Bounds(i); use[i] < lo {
			return fmt.Sprintf("primary item %d covered %d times, fewer than %d", i, use[i], lo)
		}
	}
	return ""
}

// conflict returns why the options opts cannot be in one solution, or "",
// and the use of each item: for a primary item the number of options
// with it (at most its upper bound), for a secondary one 0 unused, -1
// covered without color, c > 0 given color c.
func conflict(p *dlx.Problem, opts []int) (use []int, why string) {
	use = make([]int, p.NumItems())
	chosen := make(map[int]bool)
	for _, k := range opts {
		if k < 0 || k >= p.NumOptions() {
			return nil, fmt.Sprintf("option %d out of range", k)
		}
		if chosen[k] {
			return nil, fmt.Sprintf("option %d chosen twice", k)
		}
		chosen[k] = true
		items, colors := p.Option(k)
		for i, it := range items {
			c := colors[i]
			if it < p.NumPrimary() {
				use[it]++
				if _, hi := p.Bounds(it); use[it] > hi {
					return nil, fmt.Sprintf("item %d covered more than %d times (option %d)", it, hi, k)
				}
				continue
			}
			switch {
			case use[it] == 0:
				use[it] = -1
				if c != 0 {
					use[it] = c
				}
			case c == 0 || use[it] != c:
				return nil, fmt.Sprintf("item %d covered twice (option %d)", it, k)
			}
		}
	}
	return use, ""
}

// solutionKey returns the options of a solution as a sorted, printable set.
func solutionKey(sol []int) string {
	s := slices.Clone(sol)
	slices.Sort(s)
	return fmt.Sprint(s)
}

// bruteForce returns the solutions of p (with the given options forced) by
// trying every subset of its options, as sorted keys.
func bruteForce(p *dlx.Problem, forced ...int) []string {
	n := p.NumOptions()
	var out []string
	var sol []int
next:
	for mask := 0; mask < 1<<n; mask++ {
		for _, k := range forced {
			if mask&(1<<k) == 0 {
				continue next
			}
		}
		sol = sol[:0]
		for k := range n {
			if mask&(1<<k) != 0 {
				sol = append(sol, k)
			}
		}
		if checkSolution(p, sol) == "" {
			out = append(out, solutionKey(sol))
		}
	}
	slices.Sort(out)
	return out
}

// allSolutions returns the solutions s finds, checked and as sorted keys.
func allSolutions(tb testing.TB, s *dlx.Solver) []string {
	tb.Helper()
	var out []string
	for sol := range s.Solutions(context.Background()) {
		if why := checkSolution(s.Problem(), sol); why != "" {
			tb.Fatalf("bad solution %v: %s", sol, why)
		}
		out = append(out, solutionKey(sol))
	}
	if err := s.Err(); err != nil {
		tb.Fatalf("search: %v", err)
	}
	slices.Sort(out)
	return out
}

// randomProblem builds a random problem from the bytes of next: up to 6
// primary and 3 secondary items, up to maxOpts options, some colored.
func randomProblem(tb testing.TB, next func() int, maxOpts int) *dlx.Problem {
	nPrim := 1 + next()%6
	nSec := next() % 4
	nColors := next() % 3 // 0: no colors
	p := dlx.NewProblem(nPrim, nSec)
	nOpts := next() % (maxOpts + 1)
	for range nOpts {
		var items, colors []int
		for it := range nPrim + nSec {
			if next()%3 != 0 {
				continue
			}
			items = append(items, it)
			c := 0
			if it >= nPrim && nColors > 0 {
				c = next() % (nColors + 1)
			}
			colors = append(colors, c)
		}
		if !slices.ContainsFunc(items, func(it int) bool { return it < nPrim }) {
			k := next() % nPrim
			items = append([]int{k}, items...)
			colors = append([]int{0}, colors...)
		}
		mustAdd(tb, p, items, colors)
	}
	return p
}

// withoutMems returns st with Mems 0, to compare with figures that have
// none.
func withoutMems(st dlx.Stats) dlx.Stats {
	st.Mems = 0
	return st
}
