package xcsat_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// A problem is an exact-cover problem given to both solvers.
type problem struct {
	items, primary int
	options        [][]int
}

// randomProblem draws a problem of up to 9 items and 14 options, small
// enough to enumerate every cover with dlx. Each option has a primary
// item, as dlx requires (an option of secondary items only is in no cover
// found by dlx, and may or may not be in one found by xcsat).
func randomProblem(rng *rand.Rand) problem {
	items := 1 + rng.IntN(9)
	p := problem{items: items, primary: 1 + rng.IntN(items)}
	for range rng.IntN(15) {
		o := rng.Perm(items)[:1+rng.IntN(min(items, 4))]
		if !slices.ContainsFunc(o, func(c int) bool { return c < p.primary }) {
			o[0] = rng.IntN(p.primary)
			if slices.Contains(o[1:], o[0]) {
				o = o[:1]
			}
		}
		p.options = append(p.options, o)
	}
	return p
}

// covers returns every exact cover of p, each as a sorted list of options.
func covers(t testing.TB, p problem) [][]int {
	x := dlx.NewProblem(p.primary, p.items-p.primary)
	for _, o := range p.options {
		if _, err := x.AddOption(o...); err != nil {
			t.Fatal(err)
		}
	}
	var all [][]int
	for sol := range dlx.NewSolver(x, dlx.Options{}).Solutions(context.Background()) {
		c := slices.Clone(sol)
		slices.Sort(c)
		all = append(all, c)
	}
	return all
}

// agrees reports whether the cover (sorted options) satisfies every
// assumption.
func agrees(cover []int, as []xcsat.Lit) bool {
	for _, a := range as {
		_, in := slices.BinarySearch(cover, a.Option())
		if in != a.IsTrue() {
			return false
		}
	}
	return true
}

// checkModel fails unless model covers every primary item of p exactly
// once and every other item at most once, and satisfies the assumptions.
func checkModel(t testing.TB, p problem, model []int32, as []xcsat.Lit) {
	t.Helper()
	count := make([]int, p.items)
	cover := make([]int, 0, len(model))
	for _, r := range model {
		cover = append(cover, int(r))
		for _, c := range p.options[r] {
			count[c]++
		}
	}
	for c, k := range count {
		if k > 1 || k == 0 && c < p.primary {
			t.Fatalf("%+v: model %v covers item %d %d times", p, model, c, k)
		}
	}
	if !agrees(cover, as) {
		t.Fatalf("%+v: model %v breaks the assumptions %v", p, model, as)
	}
}

// compare solves p under random assumptions with s and checks the answer
// against the covers enumerated by dlx.
func compare(t testing.TB, rng *rand.Rand, s *xcsat.Solver, p problem, all [][]int) {
	t.Helper()
	for range 4 {
		var as []xcsat.Lit
		if len(p.options) > 0 {
			as = randomLits(rng, p, rng.IntN(3))
		}
		ask(t, s, p, all, as)
	}
}

// mustNew returns a solver for p.
func mustNew(t testing.TB, p problem) *xcsat.Solver {
	t.Helper()
	s, err := xcsat.New(p.items, p.primary, p.options)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// randomLits returns k literals drawn at random over the options of p.
func randomLits(rng *rand.Rand, p problem, k int) []xcsat.Lit {
	var as []xcsat.Lit
	for range k {
		r := rng.IntN(len(p.options))
		if rng.IntN(2) == 0 {
			as = append(as, xcsat.True(r))
		} else {
			as = append(as, xcsat.False(r))
		}
	}
	return as
}

// ask solves p under the assumptions as, fails unless the answer is
// whether a cover of all (dlx's) agrees with them and a model is such a
// cover, and reports whether it was satisfiable.
func ask(t testing.TB, s *xcsat.Solver, p problem, all [][]int, as []xcsat.Lit) bool {
	t.Helper()
	want := slices.ContainsFunc(all, func(c []int) bool { return agrees(c, as) })
	st, err := s.Solve(context.Background(), as)
	if err != nil {
		t.Fatal(err)
	}
	if (st == xcsat.Satisfiable) != want {
		t.Fatalf("%+v under %v: %v, but dlx finds %d covers, agreeing: %v", p, as, st, len(all), want)
	}
	if st == xcsat.Satisfiable {
		checkModel(t, p, s.Model(), as)
	}
	return st == xcsat.Satisfiable
}

func TestAgainstDLX(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	sat, unsat := 0, 0
	for range 3000 {
		p := randomProblem(rng)
		s := mustNew(t, p)
		all := covers(t, p)
		if len(all) > 0 {
			sat++
		} else {
			unsat++
		}
		compare(t, rng, s, p, all)
	}
	if sat < 100 || unsat < 100 {
		t.Fatalf("the random problems are too one-sided: %d with covers, %d without", sat, unsat)
	}
}

// Items of more than 64 options keep their open options in several words:
// random problems with a secondary item added to 65..100 extra options
// are checked against dlx as in TestAgainstDLX.
func TestAgainstDLXLongItems(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		p := withLongItem(rng, randomProblem(rng))
		s := mustNew(t, p)
		compare(t, rng, s, p, covers(t, p))
	}
}

// withLongItem returns p with a secondary item added to 65..100 new
// options, each with a primary item of p.
func withLongItem(rng *rand.Rand, p problem) problem {
	z := p.items
	p.items++
	for range 65 + rng.IntN(36) {
		p.options = append(p.options, []int{rng.IntN(p.primary), z})
	}
	return p
}

// Many assumptions at once, on a problem that needs search: the learned
// clauses name the assumptions they rest on (not what those imply), and
// are kept from one question to the next. Each answer agrees with dlx's
// 724 solutions of 10 queens.
func TestManyAssumptions(t *testing.T) {
	p := queens(10)
	all := covers(t, p)
	if len(all) != 724 {
		t.Fatalf("dlx finds %d solutions of 10 queens, want 724", len(all))
	}
	s := mustNew(t, p)
	rng := rand.New(rand.NewPCG(7, 8))
	sat := 0
	for range 300 {
		if ask(t, s, p, all, randomLits(rng, p, 2+rng.IntN(4))) {
			sat++
		}
	}
	if sat < 30 || sat > 270 {
		t.Fatalf("the questions are too one-sided: %d of 300 satisfiable", sat)
	}
	if s.Stats().Conflicts < 50 {
		t.Fatalf("only %d conflicts: the search was not exercised", s.Stats().Conflicts)
	}
}

// queens returns the n-queens problem: rows and columns primary, the
// diagonals secondary; option 8*r+c puts a queen at row r, column c.
func queens(n int) problem {
	p := problem{items: 6*n - 2, primary: 2 * n}
	for r := range n {
		for c := range n {
			p.options = append(p.options, []int{r, n + c, 2*n + r + c, 5*n - 2 + r - c})
		}
	}
	return p
}

// matching returns the perfect matchings of the complete graph on n
// vertices: none when n is odd, and a proof of that is long for CDCL.
func matching(n int) problem {
	p := problem{items: n, primary: n}
	for a := range n {
		for b := a + 1; b < n; b++ {
			p.options = append(p.options, []int{a, b})
		}
	}
	return p
}

// known lists problems whose answer is known; hard ones take enough
// conflicts to exercise learning, restarts and cuts.
var known = []struct {
	name string
	p    problem
	want xcsat.Status
	hard bool
}{
	{"queens 1", queens(1), xcsat.Satisfiable, false},
	{"queens 2", queens(2), xcsat.Unsatisfiable, false},
	{"queens 3", queens(3), xcsat.Unsatisfiable, false},
	{"queens 4", queens(4), xcsat.Satisfiable, false},
	{"queens 8", queens(8), xcsat.Satisfiable, false},
	{"queens 20", queens(20), xcsat.Satisfiable, false},
	{"queens 30", queens(30), xcsat.Satisfiable, false},
	{"queens 70", queens(70), xcsat.Satisfiable, false}, // items of 70 options: bit sets of two words
	{"matching 8", matching(8), xcsat.Satisfiable, false},
	{"matching 9", matching(9), xcsat.Unsatisfiable, true},
	{"matching 11", matching(11), xcsat.Unsatisfiable, true},
	{"no options", problem{items: 2, primary: 1}, xcsat.Unsatisfiable, false},
	{"secondary only", problem{items: 2, primary: 0, options: [][]int{{0, 1}}}, xcsat.Satisfiable, false},
	// Items with one option: it is in every cover, even with nothing to
	// propagate before the first decision.
	{"one option", problem{items: 3, primary: 3, options: [][]int{{0, 1}, {2}, {1, 2}}}, xcsat.Satisfiable, false},
	{"two lone options clash", problem{items: 3, primary: 3, options: [][]int{{0, 2}, {1, 2}}}, xcsat.Unsatisfiable, false},
}

// Each known problem is solved twice by one solver (the second time with
// what it learned the first), with the usual cuts of the learned clauses
// and with a cut every few conflicts (the arena compacted, the watches and
// reasons rebuilt each time): no answer changes.
func TestKnownAnswers(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range known {
		for _, cuts := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/cuts=%v", tc.name, cuts), func(t *testing.T) {
				s, err := xcsat.New(tc.p.items, tc.p.primary, tc.p.options)
				if err != nil {
					t.Fatal(err)
				}
				if cuts {
					xcsat.SetMaxLearnts(s, 3)
					if len(tc.p.options) > 0 && len(tc.p.options) <= 64 && tc.p.primary > 0 {
						compare(t, rng, s, tc.p, covers(t, tc.p))
					}
				}
				for range 2 {
					st, err := s.Solve(context.Background(), nil)
					if err != nil || st != tc.want {
						t.Fatalf("Solve = %v, %v; want %v", st, err, tc.want)
					}
					if st == xcsat.Satisfiable {
						checkModel(t, tc.p, s.Model(), nil)
					}
				}
				if c := s.Stats().Conflicts; tc.hard && c < 50 {
					t.Fatalf("only %d conflicts, too few to exercise the learning", c)
				}
			})
		}
	}
}

// Each square of the 8-queens board, assumed to hold a queen and assumed
// empty: the answer is whether one of the 92 solutions agrees, the same
// solver answering all 128 questions in turn.
func TestAssumptionsSquareBySquare(t *testing.T) {
	p := queens(8)
	all := covers(t, p)
	if len(all) != 92 {
		t.Fatalf("dlx finds %d 8-queens solutions, want 92", len(all))
	}
	s := mustNew(t, p)
	for r := range p.options {
		for _, a := range []xcsat.Lit{xcsat.True(r), xcsat.False(r)} {
			as := []xcsat.Lit{a}
			want := slices.ContainsFunc(all, func(c []int) bool { return agrees(c, as) })
			st, err := s.Solve(context.Background(), as)
			if err != nil || (st == xcsat.Satisfiable) != want {
				t.Fatalf("queen %d assumed %v: %v, %v; dlx says %v", r, a.IsTrue(), st, err, want)
			}
			if st == xcsat.Satisfiable {
				checkModel(t, p, s.Model(), as)
			}
		}
	}
}

func TestFixAndReset(t *testing.T) {
	p := queens(6) // 4 solutions
	all := covers(t, p)
	s := mustNew(t, p)
	// Fix the queen of row 0 of the first solution: one solution is left.
	first := all[0]
	if err := s.Fix(xcsat.True(first[0])); err != nil {
		t.Fatalf("Fix of a queen of a solution: %v", err)
	}
	st, _ := s.Solve(context.Background(), nil)
	if st != xcsat.Satisfiable || !slices.Equal(toInts(s.Model()), first) {
		t.Fatalf("after Fix: %v %v, want the solution %v", st, s.Model(), first)
	}
	// Ruling that solution out leaves none.
	if st, _ := s.Solve(context.Background(), []xcsat.Lit{xcsat.False(first[1])}); st != xcsat.Unsatisfiable {
		t.Fatalf("the fixed queen has one solution; another was found: %v", s.Model())
	}
	// A second queen in row 0 contradicts the first.
	if err := s.Fix(xcsat.True(first[0] + 1)); !errors.Is(err, xcsat.ErrContradiction) {
		t.Fatalf("Fix of a second queen in row 0 = %v, want ErrContradiction", err)
	}
	if err := s.Fix(xcsat.True(len(p.options))); err == nil || errors.Is(err, xcsat.ErrContradiction) {
		t.Fatalf("Fix of an option out of range = %v, want a range error", err)
	}
	if st, _ := s.Solve(context.Background(), nil); st != xcsat.Unsatisfiable {
		t.Fatal("Solve after a contradictory Fix found a cover")
	}
	s.Reset()
	for _, c := range all {
		var as []xcsat.Lit
		for _, r := range c {
			as = append(as, xcsat.True(r))
		}
		if st, _ := s.Solve(context.Background(), as); st != xcsat.Satisfiable {
			t.Fatalf("after Reset, solution %v is not found", c)
		}
	}
	if st := s.Stats(); st.Solves != 7 {
		t.Fatalf("Stats().Solves = %d, want 7", st.Solves)
	}
}

func toInts(m []int32) []int {
	out := make([]int, len(m))
	for i, r := range m {
		out[i] = int(r)
	}
	return out
}

func TestCancel(t *testing.T) {
	p := matching(21) // far more than 256 conflicts
	s := mustNew(t, p)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.Solve(ctx, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("Solve with a cancelled context = %v, want context.Canceled", err)
	}
	// The solver is still usable.
	if st, err := s.Solve(context.Background(), []xcsat.Lit{xcsat.True(0), xcsat.True(1)}); err != nil || st != xcsat.Unsatisfiable {
		t.Fatalf("two edges at vertex 0: %v, %v", st, err)
	}
}

func TestNewErrors(t *testing.T) {
	for _, tc := range []struct {
		name           string
		items, primary int
		options        [][]int
		want           error
	}{
		{"item out of range", 2, 2, [][]int{{0, 2}}, xcsat.ErrItem},
		{"negative item", 2, 2, [][]int{{-1}}, xcsat.ErrItem},
		{"primary beyond items", 2, 3, nil, xcsat.ErrItem},
		{"item twice", 2, 2, [][]int{{1, 1}}, xcsat.ErrOption},
		{"empty option", 2, 2, [][]int{{}}, xcsat.ErrOption},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := xcsat.New(tc.items, tc.primary, tc.options); !errors.Is(err, tc.want) {
				t.Fatalf("New = %v, want %v", err, tc.want)
			}
		})
	}
	s, _ := xcsat.New(1, 1, [][]int{{0}})
	if _, err := s.Solve(context.Background(), []xcsat.Lit{xcsat.True(1)}); err == nil {
		t.Fatal("Solve with an assumption out of range did not fail")
	}
}

// FuzzSolve checks the answers on problems drawn from the fuzzer's bytes
// against the covers enumerated by dlx.
func FuzzSolve(f *testing.F) {
	for i := range uint64(8) {
		f.Add(i, i*7+1)
	}
	f.Fuzz(func(t *testing.T, a, b uint64) {
		rng := rand.New(rand.NewPCG(a, b))
		p := randomProblem(rng)
		if a%4 == 3 {
			p = withLongItem(rng, p) // open options in several words
		}
		s := mustNew(t, p)
		all := covers(t, p)
		compare(t, rng, s, p, all)
		// What s learned, with its guards, handed to a fresh solver, and
		// a fact fixed that some cover agrees with: the answers stay
		// dlx's.
		c := mustNew(t, p)
		s.Learned(func(lits, guards []xcsat.Lit, lbd int) {
			if err := c.AddClause(lits, guards, lbd); err != nil {
				t.Fatal(err)
			}
		})
		if len(all) > 0 && len(p.options) > 0 {
			cover := all[rng.IntN(len(all))]
			l := xcsat.False(rng.IntN(len(p.options)))
			if !agrees(cover, []xcsat.Lit{l}) {
				l = l.Not()
			}
			if err := c.Fix(l); err != nil {
				t.Fatalf("Fix(%v), which cover %v agrees with: %v", l, cover, err)
			}
			all = slices.DeleteFunc(slices.Clone(all), func(c []int) bool { return !agrees(c, []xcsat.Lit{l}) })
		}
		compare(t, rng, c, p, all)
	})
}

func BenchmarkMatching(b *testing.B) {
	for _, n := range []int{11, 13} {
		b.Run(fmt.Sprint("K", n), func(b *testing.B) {
			p := matching(n)
			var conflicts int64
			for b.Loop() {
				s, err := xcsat.New(p.items, p.primary, p.options)
				if err != nil {
					b.Fatal(err)
				}
				if st, _ := s.Solve(context.Background(), nil); st != xcsat.Unsatisfiable {
					b.Fatal("an odd complete graph has a perfect matching")
				}
				conflicts += s.Stats().Conflicts
			}
			b.ReportMetric(float64(conflicts)/b.Elapsed().Seconds(), "conflicts/s")
		})
	}
}
