package dlx_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/dlx"
)

var heuristics = []dlx.Heuristic{dlx.MRV, dlx.First, dlx.Random, dlx.MRVRandom}

// randomProblems returns n random problems of up to maxOpts options, the
// same on every run.
func randomProblems(tb testing.TB, n, maxOpts int) []*dlx.Problem {
	r := rand.New(rand.NewPCG(2024, 11))
	next := func() int { return r.IntN(256) }
	var ps []*dlx.Problem
	for range n {
		ps = append(ps, randomProblem(tb, next, maxOpts))
	}
	return ps
}

// TestRandomBruteForce checks every heuristic on random problems against
// the brute-force enumeration of all sets of options.
func TestRandomBruteForce(t *testing.T) {
	for i, p := range randomProblems(t, 300, 12) {
		want := bruteForce(p)
		for _, h := range heuristics {
			s := dlx.NewSolver(p, dlx.Options{Heuristic: h, Rand: rand.New(rand.NewPCG(uint64(i), 0))})
			if got := allSolutions(t, s); !slices.Equal(got, want) {
				t.Fatalf("problem %d, %v: solutions %v, brute force %v", i, h, got, want)
			}
			if !dlx.SameLinks(s) {
				t.Fatalf("problem %d, %v: links not restored", i, h)
			}
			n, err := s.Count(context.Background(), 0)
			if err != nil || n != int64(len(want)) {
				t.Fatalf("problem %d, %v: Count = %d, %v; want %d", i, h, n, err, len(want))
			}
		}
	}
}

func TestHeuristics(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    *dlx.Problem
		want int64
	}{
		{"queens8", queens(t, 8), 92},
		{"queens9", queens(t, 9), 352},
		{"langford7", langford(t, 7), 52},
		{"colors", readString(t, coloredText).Problem, 1},
	} {
		for _, h := range heuristics {
			t.Run(tc.name+"/"+h.String(), func(t *testing.T) {
				if got, _ := count(t, tc.p, h); got != tc.want {
					t.Errorf("%d solutions, want %d", got, tc.want)
				}
			})
		}
	}
}

func TestParseHeuristic(t *testing.T) {
	for _, h := range heuristics {
		got, err := dlx.ParseHeuristic(h.String())
		if err != nil || got != h {
			t.Errorf("ParseHeuristic(%q) = %v, %v", h.String(), got, err)
		}
	}
	if _, err := dlx.ParseHeuristic("fast"); err == nil {
		t.Errorf("ParseHeuristic(fast) did not fail")
	}
	if got := dlx.Heuristic(42).String(); got != "Heuristic(42)" {
		t.Errorf("String() = %q", got)
	}
}

// firstSolutions returns the first n solutions found with heuristic h and
// the given random source.
func firstSolutions(tb testing.TB, p *dlx.Problem, h dlx.Heuristic, r *rand.Rand, n int) []string {
	s := dlx.NewSolver(p, dlx.Options{Heuristic: h, Rand: r})
	var out []string
	for sol := range s.Solutions(context.Background()) {
		out = append(out, fmt.Sprint(sol))
		if len(out) == n {
			break
		}
	}
	return out
}

func TestSeeds(t *testing.T) {
	p := queens(t, 10)
	for _, h := range []dlx.Heuristic{dlx.Random, dlx.MRVRandom} {
		t.Run(h.String(), func(t *testing.T) {
			a := firstSolutions(t, p, h, rand.New(rand.NewPCG(7, 0)), 50)
			b := firstSolutions(t, p, h, rand.New(rand.NewPCG(7, 0)), 50)
			if !slices.Equal(a, b) {
				t.Errorf("the same seed gives different solutions:\n%v\n%v", a, b)
			}
			c := firstSolutions(t, p, h, nil, 50)
			d := firstSolutions(t, p, h, nil, 50)
			if !slices.Equal(c, d) {
				t.Errorf("the default source gives different solutions:\n%v\n%v", c, d)
			}
			firsts := make(map[string]bool)
			for seed := range uint64(8) {
				firsts[firstSolutions(t, p, h, rand.New(rand.NewPCG(seed, 0)), 1)[0]] = true
			}
			if len(firsts) < 4 {
				t.Errorf("8 seeds give %d different first solutions", len(firsts))
			}
		})
	}
	// MRV is deterministic.
	a := firstSolutions(t, p, dlx.MRV, nil, 20)
	b := firstSolutions(t, p, dlx.MRV, rand.New(rand.NewPCG(9, 9)), 20)
	if !slices.Equal(a, b) {
		t.Errorf("MRV depends on the random source")
	}
}

// TestForceRelease forces each option of random problems, then a second
// one, and compares with brute force.
func TestForceRelease(t *testing.T) {
	ctx := context.Background()
	for i, p := range randomProblems(t, 60, 9) {
		s := dlx.NewSolver(p, dlx.Options{})
		all := allSolutions(t, s)
		for k := range p.NumOptions() {
			if err := s.Force(k); err != nil {
				t.Fatalf("problem %d: Force(%d) on a free solver: %v", i, k, err)
			}
			want := bruteForce(p, k)
			if got := allSolutions(t, s); !slices.Equal(got, want) {
				t.Fatalf("problem %d, forced %d: solutions %v, brute force %v", i, k, got, want)
			}
			for sol := range s.Solutions(ctx) {
				if sol[0] != k {
					t.Fatalf("problem %d, forced %d: solution %v does not start with it", i, k, sol)
				}
			}
			for j := range p.NumOptions() {
				err := s.Force(j)
				_, why := conflict(p, []int{k, j})
				if why != "" {
					if !errors.Is(err, dlx.ErrConflict) {
						t.Fatalf("problem %d: Force(%d) after %d (%s): error %v, want ErrConflict", i, j, k, why, err)
					}
					if s.Forced() != 1 {
						t.Fatalf("failed Force changed Forced() to %d", s.Forced())
					}
					if got := allSolutions(t, s); !slices.Equal(got, want) {
						t.Fatalf("problem %d: failed Force(%d) changed the solutions", i, j)
					}
					continue
				}
				if err != nil {
					t.Fatalf("problem %d: Force(%d) after %d: %v", i, j, k, err)
				}
				if got, want2 := allSolutions(t, s), bruteForce(p, k, j); !slices.Equal(got, want2) {
					t.Fatalf("problem %d, forced %d %d: solutions %v, brute force %v", i, k, j, got, want2)
				}
				s.Release()
				if err := s.Force(k); err != nil {
					t.Fatal(err)
				}
			}
			s.Release()
			if s.Forced() != 0 || !dlx.SameLinks(s) {
				t.Fatalf("problem %d: Release did not restore the links", i)
			}
			if got := allSolutions(t, s); !slices.Equal(got, all) {
				t.Fatalf("problem %d: after Release solutions %v, want %v", i, got, all)
			}
		}
	}
	s := dlx.NewSolver(queens(t, 4), dlx.Options{})
	for _, k := range []int{-1, 16} {
		if err := s.Force(k); err == nil || s.Forced() != 0 {
			t.Errorf("Force(%d) did not fail", k)
		}
	}
}

// TestForceSolution forces a whole solution of 8-queens, one row at a
// time, counting what is left.
func TestForceSolution(t *testing.T) {
	ctx := context.Background()
	p := queens(t, 8)
	s := dlx.NewSolver(p, dlx.Options{})
	sol, err := s.First(ctx)
	if err != nil || len(sol) != 8 {
		t.Fatalf("First: %v, %v", sol, err)
	}
	prev := int64(92)
	for i, k := range sol {
		if err := s.Force(k); err != nil {
			t.Fatalf("Force(%d): %v", k, err)
		}
		n, err := s.Count(ctx, 0)
		if err != nil || n < 1 || n > prev {
			t.Fatalf("after forcing %d options: %d solutions (%v), before %d", i+1, n, err, prev)
		}
		prev = n
	}
	got, err := s.First(ctx)
	if err != nil || !slices.Equal(got, sol) {
		t.Errorf("First with the whole solution forced = %v, %v; want %v", got, err, sol)
	}
	if n, _ := s.Count(ctx, 0); n != 1 {
		t.Errorf("Count with the whole solution forced = %d", n)
	}
	s.Release()
	if n, _ := s.Count(ctx, 0); n != 92 || !dlx.SameLinks(s) {
		t.Errorf("after Release: %d solutions", n)
	}
}

func TestRestore(t *testing.T) {
	ctx := context.Background()
	s := dlx.NewSolver(queens(t, 8), dlx.Options{})
	n1, err1 := s.Count(ctx, 0)
	st1 := s.Stats()
	n2, err2 := s.Count(ctx, 0)
	if n1 != 92 || n2 != 92 || err1 != nil || err2 != nil || s.Stats() != st1 {
		t.Fatalf("Count twice: %d %v %+v, then %d %v %+v", n1, err1, st1, n2, err2, s.Stats())
	}
	if !dlx.SameLinks(s) {
		t.Fatal("links not restored after Count")
	}
	for _, stop := range []int{1, 2, 5, 91, 92} {
		n := 0
		for range s.Solutions(ctx) {
			n++
			if n == stop {
				break
			}
		}
		if !dlx.SameLinks(s) || s.Err() != nil {
			t.Fatalf("links not restored after a break at solution %d (Err %v)", stop, s.Err())
		}
	}
	for _, limit := range []int64{1, 2, 50, 92, 93, 1000} {
		n, err := s.Count(ctx, limit)
		if want := min(limit, 92); n != want || err != nil {
			t.Errorf("Count(limit %d) = %d, %v; want %d", limit, n, err, want)
		}
		if !dlx.SameLinks(s) {
			t.Fatalf("links not restored after Count(limit %d)", limit)
		}
	}
	if n, _ := s.Count(ctx, 0); n != 92 || s.Stats() != st1 {
		t.Errorf("in the end: %d solutions, %+v", n, s.Stats())
	}
}

func TestCancel(t *testing.T) {
	s := dlx.NewSolver(queens(t, 16), dlx.Options{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := time.Now()
	time.AfterFunc(20*time.Millisecond, cancel)
	n, err := s.Count(ctx, 0)
	elapsed := time.Since(start)
	t.Logf("cancelled after 20 ms: returned after %v, %d solutions, %+v", elapsed, n, s.Stats())
	if !errors.Is(err, context.Canceled) || !errors.Is(s.Err(), context.Canceled) {
		t.Fatalf("Count = %d, %v; Err() = %v; want context.Canceled", n, err, s.Err())
	}
	if elapsed > 2*time.Second { // 14,772,512 solutions take much longer
		t.Errorf("cancelled search returned after %v", elapsed)
	}
	if !dlx.SameLinks(s) {
		t.Fatal("links not restored after cancellation")
	}
	sol, err := s.First(context.Background())
	if err != nil || checkSolution(s.Problem(), sol) != "" {
		t.Errorf("after cancellation, First = %v, %v", sol, err)
	}
	// Solutions reports the cancellation through Err.
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	n = 0
	for range s.Solutions(ctx2) {
		n++
		cancel2()
	}
	if !errors.Is(s.Err(), context.Canceled) || !dlx.SameLinks(s) {
		t.Errorf("Solutions: Err() = %v after %d solutions", s.Err(), n)
	}
}

func TestCancelledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s := dlx.NewSolver(queens(t, 10), dlx.Options{})
	n, err := s.Count(ctx, 0)
	if !errors.Is(err, context.Canceled) || n >= 724 {
		t.Fatalf("Count with a cancelled context = %d, %v", n, err)
	}
	if n, err := s.Count(context.Background(), 0); n != 724 || err != nil {
		t.Errorf("then Count = %d, %v; want 724", n, err)
	}
}

// TestMaxNodes: a node budget stops the search with ErrNodeLimit at
// exactly that many nodes, whether the node past it is a choice or a leaf
// (a solution); a budget of the whole tree or more changes nothing, and
// the links are restored either way.
func TestMaxNodes(t *testing.T) {
	for _, h := range heuristics {
		s := dlx.NewSolver(queens(t, 6), dlx.Options{Heuristic: h})
		want, err := s.Count(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		whole := s.Stats().Nodes
		for budget := int64(1); budget <= whole+1; budget++ {
			s.SetOptions(dlx.Options{Heuristic: h, MaxNodes: budget})
			n, err := s.Count(context.Background(), 0)
			nodes := s.Stats().Nodes
			switch {
			case budget < whole && (!errors.Is(err, dlx.ErrNodeLimit) || !errors.Is(s.Err(), dlx.ErrNodeLimit) || nodes != budget || n > want):
				t.Errorf("%v, budget %d of %d: %d solutions, %d nodes, %v; want ErrNodeLimit at %d nodes", h, budget, whole, n, nodes, err, budget)
			case budget >= whole && (err != nil || n != want || nodes != whole):
				t.Errorf("%v, budget %d of %d: %d solutions, %d nodes, %v; want %d in %d nodes", h, budget, whole, n, nodes, err, want, whole)
			}
			if !dlx.SameLinks(s) {
				t.Fatalf("%v, budget %d: links not restored", h, budget)
			}
		}
	}
}

// TestDeep solves problems of 10,000 levels with First (fewer with the
// other heuristics, whose choice costs a walk over all the active items at
// each level: quadratic time here).
func TestDeep(t *testing.T) {
	for _, h := range heuristics {
		n := 10000
		if h != dlx.First {
			n = 2000
		}
		// n items, each with one option of its own.
		p := dlx.NewProblem(n, 0)
		for i := range n {
			mustAdd(t, p, []int{i}, nil)
		}
		// A chain of colored options: option j covers items 2j and 2j+1
		// and gives the secondary items j and j+1 the same color.
		q := dlx.NewProblem(n, n/2+1)
		for j := range n / 2 {
			mustAdd(t, q, []int{2 * j, 2*j + 1, n + j, n + j + 1}, []int{0, 0, 1, 1})
		}
		for _, tc := range []struct {
			p       *dlx.Problem
			wantLen int
		}{{p, n}, {q, n / 2}} {
			s := dlx.NewSolver(tc.p, dlx.Options{Heuristic: h})
			sol, err := s.First(context.Background())
			if err != nil || len(sol) != tc.wantLen || checkSolution(tc.p, sol) != "" {
				t.Fatalf("%v: First = %d options, %v", h, len(sol), err)
			}
			if st := s.Stats(); st.Nodes != int64(tc.wantLen)+1 {
				t.Errorf("%v: %d nodes, want %d", h, st.Nodes, tc.wantLen+1)
			}
			if !dlx.SameLinks(s) {
				t.Errorf("%v: links not restored", h)
			}
		}
	}
}

func TestEmptyProblem(t *testing.T) {
	s := dlx.NewSolver(dlx.NewProblem(0, 2), dlx.Options{})
	sol, err := s.First(context.Background())
	if err != nil || sol == nil || len(sol) != 0 {
		t.Errorf("First = %#v, %v; want an empty solution", sol, err)
	}
	if n, _ := s.Count(context.Background(), 0); n != 1 {
		t.Errorf("Count = %d, want 1", n)
	}
	// An item with no option: no solution.
	s = dlx.NewSolver(dlx.NewProblem(1, 0), dlx.Options{})
	if sol, err := s.First(context.Background()); sol != nil || err != nil {
		t.Errorf("First = %v, %v; want nil", sol, err)
	}
}

// TestZeroAllocs checks that a search allocates nothing once the solver
// has been used.
func TestZeroAllocs(t *testing.T) {
	ctx := context.Background()
	for _, h := range heuristics {
		s := dlx.NewSolver(queens(t, 8), dlx.Options{Heuristic: h})
		s.Count(ctx, 0) // warm up: the stack grows to its size
		if allocs := testing.AllocsPerRun(5, func() { s.Count(ctx, 0) }); allocs != 0 {
			t.Errorf("%v: Count allocates %v times per search", h, allocs)
		}
		n := 0
		visit := func([]int) bool { n++; return true }
		if allocs := testing.AllocsPerRun(5, func() { s.Search(ctx, visit) }); allocs != 0 {
			t.Errorf("%v: Search allocates %v times per search", h, allocs)
		}
	}
}
