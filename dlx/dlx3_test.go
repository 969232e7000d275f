package dlx_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// sums2 is the problem of the n×n 0-1 matrices whose rows and columns
// each sum to 2: items r0..r(n-1) and c0..c(n-1), each covered exactly
// twice, and an option "ri cj" for each cell.
func sums2(tb testing.TB, n int) *dlx.Problem {
	tb.Helper()
	p := dlx.NewProblem(2*n, 0)
	for i := range 2 * n {
		if err := p.SetBounds(i, 2, 2); err != nil {
			tb.Fatal(err)
		}
	}
	for i := range n {
		for j := range n {
			mustAdd(tb, p, []int{i, n + j}, nil)
		}
	}
	return p
}

// TestSums2 counts the matrices of OEIS A001499 (n = 7 only without
// -short).
func TestSums2(t *testing.T) {
	for n, want := range map[int]int64{1: 0, 2: 1, 3: 6, 4: 90, 5: 2040, 6: 67950, 7: 3110940} {
		if n == 7 && testing.Short() {
			continue
		}
		p := sums2(t, n)
		s := dlx.NewSolver(p, dlx.Options{})
		got, err := s.Count(context.Background(), 0)
		if err != nil || got != want {
			t.Errorf("n = %d: %d solutions, %v; want %d", n, got, err, want)
		}
		if !dlx.SameLinks(s) {
			t.Errorf("n = %d: links not restored", n)
		}
		if n <= 4 {
			if sols := allSolutions(t, s); len(sols) != int(want) || !slices.Equal(sols, bruteForce(p)) {
				t.Errorf("n = %d: %d solutions, brute force %d", n, len(sols), len(bruteForce(p)))
			}
		}
	}
}

// knuth3 is the example of the introduction of Knuth's dlx3.w.
const knuth3 = `| A simple example of color controls
A B 2:3|C | X Y
A B X:0 Y:0
A C X:1 Y:1
C X:0
B X:1
C Y:1
`

// TestKnuthDLX3Example: its one solution, and the figures of the search
// (nodes and updates as DLX3 counts them, traced by hand).
func TestKnuthDLX3Example(t *testing.T) {
	x := readString(t, knuth3)
	if lo, hi := x.Problem.Bounds(2); lo != 2 || hi != 3 || !x.Problem.HasBounds() {
		t.Fatalf("bounds of C: %d, %d", lo, hi)
	}
	s := dlx.NewSolver(x.Problem, dlx.Options{})
	var got []string
	for sol := range s.Solutions(context.Background()) {
		var opts []string
		for _, k := range sol {
			opts = append(opts, x.FormatOption(k))
		}
		got = append(got, strings.Join(opts, "; "))
	}
	if want := []string{"A C X:1 Y:1; B X:1; C Y:1"}; !slices.Equal(got, want) {
		t.Errorf("solutions %q, want %q", got, want)
	}
	if st := s.Stats(); st.Nodes != 6 || st.Updates != 14 {
		t.Errorf("%d nodes, %d updates; want 6 and 14", st.Nodes, st.Updates)
	}
}

// randomBounded returns a random problem with random bounds on its
// primary items.
func randomBounded(tb testing.TB, r *rand.Rand, maxOpts int) *dlx.Problem {
	next := func() int { return r.IntN(256) }
	p := randomProblem(tb, next, maxOpts)
	for i := range p.NumPrimary() {
		hi := 1 + r.IntN(3)
		lo := r.IntN(hi + 1)
		if err := p.SetBounds(i, lo, hi); err != nil {
			tb.Fatal(err)
		}
	}
	return p
}

// TestBoundsBruteForce checks the search of random problems with bounds
// (and colors) against the brute-force enumeration of all sets of
// options, with and without an option forced, and that the search leaves
// the links as it found them.
func TestBoundsBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 28))
	for i := range 400 {
		p := randomBounded(t, r, 12)
		want := bruteForce(p)
		s := dlx.NewSolver(p, dlx.Options{})
		if got := allSolutions(t, s); !slices.Equal(got, want) {
			t.Fatalf("problem %d: solutions %v, brute force %v\n%s", i, got, want, problemText(t, p))
		}
		if !dlx.SameLinks(s) {
			t.Fatalf("problem %d: links not restored", i)
		}
		if n, err := s.Count(context.Background(), 0); err != nil || n != int64(len(want)) {
			t.Fatalf("problem %d: Count = %d, %v; want %d", i, n, err, len(want))
		}
		if p.NumOptions() == 0 {
			continue
		}
		k := r.IntN(p.NumOptions())
		if err := s.Force(k); err != nil {
			t.Fatalf("problem %d: Force(%d): %v", i, k, err)
		}
		got := allSolutions(t, s)
		s.Release()
		if wantK := bruteForce(p, k); !slices.Equal(got, wantK) {
			t.Fatalf("problem %d, option %d forced: solutions %v, brute force %v\n%s", i, k, got, wantK, problemText(t, p))
		}
		if !dlx.SameLinks(s) {
			t.Fatalf("problem %d: links not restored after Release", i)
		}
	}
}

// TestBoundsStop: a search stopped by its caller, by the node limit or
// by its context restores the links.
func TestBoundsStop(t *testing.T) {
	p := sums2(t, 5)
	s := dlx.NewSolver(p, dlx.Options{})
	n := 0
	for range s.Solutions(context.Background()) {
		if n++; n == 100 {
			break
		}
	}
	if n, err := s.Count(context.Background(), 7); n != 7 || err != nil {
		t.Errorf("Count with limit 7: %d, %v", n, err)
	}
	s.SetOptions(dlx.Options{MaxNodes: 500})
	if _, err := s.Count(context.Background(), 0); !errors.Is(err, dlx.ErrNodeLimit) {
		t.Errorf("node limit: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s.SetOptions(dlx.Options{})
	if _, err := s.Count(ctx, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if !dlx.SameLinks(s) {
		t.Errorf("links not restored")
	}
	if n, _ := s.Count(context.Background(), 0); n != 2040 {
		t.Errorf("after the stops: %d solutions, want 2040", n)
	}
}

// problemText returns p in the text format, for failure messages.
func problemText(tb testing.TB, p *dlx.Problem) string {
	tb.Helper()
	names := make([]string, p.NumItems())
	for i := range names {
		names[i] = fmt.Sprint("i", i)
	}
	var b strings.Builder
	if err := dlx.WriteText(&b, p, names, []string{"", "A", "B", "C"}); err != nil {
		tb.Fatal(err)
	}
	return b.String()
}

func TestSetBounds(t *testing.T) {
	p := dlx.NewProblem(2, 1)
	for _, tc := range []struct{ i, lo, hi int }{
		{0, 2, 1}, {0, 0, 0}, {0, -1, 2}, {2, 1, 1}, {-1, 1, 1}, {0, 1, dlx.MaxBound + 1},
	} {
		if err := p.SetBounds(tc.i, tc.lo, tc.hi); !errors.Is(err, dlx.ErrBounds) {
			t.Errorf("SetBounds(%d, %d, %d) = %v, want ErrBounds", tc.i, tc.lo, tc.hi, err)
		}
	}
	if p.HasBounds() {
		t.Errorf("HasBounds after failed SetBounds")
	}
	if err := p.SetBounds(1, 0, 3); err != nil || !p.HasBounds() {
		t.Errorf("SetBounds(1, 0, 3) = %v, HasBounds %v", err, p.HasBounds())
	}
}

// TestReadBounds: the bounds of the line of items, and the errors of bad
// ones, with their columns.
func TestReadBounds(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     [][2]int // bounds of the primary items
		col      int      // of the error, 0 for none
	}{
		{"knuth", knuth3, [][2]int{{1, 1}, {1, 1}, {2, 3}}, 0},
		{"exact", "2|a 0:1|b c\na b c\n", [][2]int{{2, 2}, {0, 1}, {1, 1}}, 0},
		{"digit names", "12 3 | 4\n12 3 4\n", [][2]int{{1, 1}, {1, 1}}, 0},
		{"separator after digits", "a 3| x\na 3 x\n", [][2]int{{1, 1}, {1, 1}}, 0},
		{"lower above upper", "a 3:2|b\n", nil, 3},
		{"upper 0", "a 0|b\n", nil, 3},
		{"zero bounds", "0:0|b\n", nil, 1},
		{"no upper", "a 2:b\n", nil, 3},
		{"no name", "a 2:3| b\n", nil, 3},
		{"secondary", "a | 2|x\n", nil, 5},
		{"too large", "99999999999|a\n", nil, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, err := dlx.ReadText(strings.NewReader(tc.in), "b.dlx")
			if tc.col != 0 {
				var te *dlx.TextError
				if !errors.As(err, &te) || !errors.Is(err, dlx.ErrBounds) || te.Line != 1 || te.Col != tc.col {
					t.Fatalf("error %v, want ErrBounds at 1:%d", err, tc.col)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got [][2]int
			for i := range x.Problem.NumPrimary() {
				lo, hi := x.Problem.Bounds(i)
				got = append(got, [2]int{lo, hi})
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("bounds %v, want %v", got, tc.want)
			}
			checkRoundTrip(t, x)
		})
	}
}

// FuzzBounds checks the reading of bounds: a line of items whose first
// item has the prefix given is read with those bounds or refused with
// an error with a position (ErrBounds on the line of items), never a panic, and what is read is written back
// and read again the same.
func FuzzBounds(f *testing.F) {
	for _, s := range []string{"2:3|", "2|", "0:1|", "3:2|", "0|", "1:", "12", "9999999999|", "2:3", ":|", "1|2|", "|"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, prefix string) {
		in := prefix + "x y\nx y\ny\n"
		x, err := dlx.ReadText(strings.NewReader(in), "fuzz")
		if err != nil {
			var te *dlx.TextError
			if !errors.As(err, &te) || te.Line < 1 || te.Col < 1 || (errors.Is(err, dlx.ErrBounds) && te.Line > strings.Count(prefix, "\n")+strings.Count(prefix, "\r")+1) {
				t.Fatalf("%q: error %v without a position, or not on the line of items", in, err)
			}
			return
		}
		for i := range x.Problem.NumPrimary() {
			if lo, hi := x.Problem.Bounds(i); lo < 0 || lo > hi || hi < 1 {
				t.Fatalf("%q: item %d has bounds %d, %d", in, i, lo, hi)
			}
		}
		checkRoundTrip(t, x)
		s := dlx.NewSolver(x.Problem, dlx.Options{})
		if got, want := allSolutions(t, s), bruteForce(x.Problem); !slices.Equal(got, want) {
			t.Fatalf("%q: solutions %v, brute force %v", in, got, want)
		}
	})
}
