package xcsat_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// Tests of what the solver learns, keeps and passes on, and of its limits.

// TestFixAmongAssumptions asks questions under assumptions while facts
// are fixed between them, as the Sudoku generator does: the clauses
// learned under assumptions rest on them (their guards), and must neither
// be lost nor be used where the assumptions are not made.
func TestFixAmongAssumptions(t *testing.T) {
	p := queens(10)
	all := covers(t, p)
	s := mustNew(t, p)
	rng := rand.New(rand.NewPCG(9, 10))
	sat, fixed := 0, 0
	for i := range 400 {
		if i%40 == 39 && len(all) > 1 {
			// Fix a literal that some cover left agrees with.
			c := all[rng.IntN(len(all))]
			l := xcsat.True(c[rng.IntN(len(c))])
			if rng.IntN(2) == 0 {
				if r := rng.IntN(len(p.options)); !slices.Contains(c, r) {
					l = xcsat.False(r)
				}
			}
			if err := s.Fix(l); err != nil {
				t.Fatalf("Fix(%v): %v", l, err)
			}
			fixed++
			all = slices.DeleteFunc(all, func(c []int) bool { return !agrees(c, []xcsat.Lit{l}) })
		}
		if ask(t, s, p, all, randomLits(rng, p, 2+rng.IntN(4))) {
			sat++
		}
	}
	if sat < 20 || sat > 380 || fixed < 3 {
		t.Fatalf("the questions are too one-sided: %d of 400 satisfiable, %d facts fixed", sat, fixed)
	}
	guarded := 0
	s.Learned(func(lits, guards []xcsat.Lit, lbd int) {
		if len(guards) > 0 {
			guarded++
		}
	})
	if guarded == 0 {
		t.Fatal("no clause learned under assumptions kept its guards")
	}
}

// TestLearnedCarriesOver gives what one solver learned (clauses, guards
// and activities) to a fresh solver of the same problem, which must then
// answer as dlx does.
func TestLearnedCarriesOver(t *testing.T) {
	p := queens(10)
	all := covers(t, p)
	a := mustNew(t, p)
	rng := rand.New(rand.NewPCG(11, 12))
	for range 150 {
		ask(t, a, p, all, randomLits(rng, p, 2+rng.IntN(4)))
	}
	b := mustNew(t, p)
	n, guarded := 0, 0
	a.Learned(func(lits, guards []xcsat.Lit, lbd int) {
		if err := b.AddClause(lits, guards, lbd); err != nil {
			t.Fatal(err)
		}
		n++
		if len(guards) > 0 {
			guarded++
		}
	})
	for r := range p.options {
		b.SetActivity(r, a.Activity(r))
	}
	if got := b.Stats().Learned; got != n || n == 0 || guarded == 0 {
		t.Fatalf("%d clauses carried (%d with guards), the new solver holds %d", n, guarded, got)
	}
	for range 150 {
		ask(t, b, p, all, randomLits(rng, p, 2+rng.IntN(4)))
	}
}

func TestAddClauseErrors(t *testing.T) {
	p := queens(4)
	s := mustNew(t, p)
	if err := s.AddClause([]xcsat.Lit{xcsat.True(16)}, nil, 2); err == nil {
		t.Error("AddClause with option 16 of 16: no error")
	}
	if err := s.AddClause(nil, []xcsat.Lit{xcsat.False(-1)}, 2); err == nil {
		t.Error("AddClause with guard option -1: no error")
	}
	// A queen in a corner of 4×4 is in no solution: say so, guarded.
	if err := s.AddClause(nil, []xcsat.Lit{xcsat.True(0)}, 1); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		as   []xcsat.Lit
		want xcsat.Status
	}{
		{[]xcsat.Lit{xcsat.True(0)}, xcsat.Unsatisfiable},
		{nil, xcsat.Satisfiable},
		{[]xcsat.Lit{xcsat.True(1)}, xcsat.Satisfiable},
	} {
		if st, err := s.Solve(context.Background(), c.as); err != nil || st != c.want {
			t.Errorf("Solve(%v) = %v, %v; want %v", c.as, st, err, c.want)
		}
	}
}

// A Solve starts from the preferred values, whatever the last Solve
// found: with a cover preferred, a Solve without assumptions finds that
// cover without a conflict, before and after a Solve that had to leave it.
func TestPreferEachSolve(t *testing.T) {
	p := queens(10)
	all := covers(t, p)
	s := mustNew(t, p)
	want := all[len(all)/2]
	for r := range p.options {
		if _, in := slices.BinarySearch(want, r); in {
			s.Prefer(xcsat.True(r))
		} else {
			s.Prefer(xcsat.False(r))
		}
	}
	// An option in some cover but not in the preferred one.
	away := xcsat.Lit(-1)
	for _, c := range all {
		for _, r := range c {
			if _, in := slices.BinarySearch(want, r); !in && away < 0 {
				away = xcsat.True(r)
			}
		}
	}
	for i, as := range [][]xcsat.Lit{nil, {away}, nil} {
		before := s.Stats().Conflicts
		if !ask(t, s, p, all, as) {
			t.Fatalf("solve %d under %v: unsatisfiable", i, as)
		}
		got := make([]int, 0, len(s.Model()))
		for _, r := range s.Model() {
			got = append(got, int(r))
		}
		if as == nil && (!slices.Equal(got, want) || s.Stats().Conflicts != before) {
			t.Fatalf("solve %d: cover %v after %d conflicts, want the preferred %v without one", i, got, s.Stats().Conflicts-before, want)
		}
	}
}

// TestOnLearn has two solvers of one problem answer questions in turn,
// each taking the short clauses the other learned since its last turn,
// as the Sudoku generator's workers do: every clause reported holds in
// each cover that agrees with its guards and has an LBD within the bound,
// and the answers stay dlx's.
func TestOnLearn(t *testing.T) {
	const maxLBD = 6
	p := queens(10)
	all := covers(t, p)
	type clause struct {
		lits, guards []xcsat.Lit
		lbd          int
	}
	reported, guarded := 0, 0
	report := func(to *[]clause) func(lits, guards []xcsat.Lit, lbd int) {
		return func(lits, guards []xcsat.Lit, lbd int) {
			reported++
			if len(guards) > 0 {
				guarded++
			}
			if lbd > maxLBD {
				t.Fatalf("clause %v reported with LBD %d, above %d", lits, lbd, maxLBD)
			}
			for _, c := range all {
				if agrees(c, guards) && !slices.ContainsFunc(lits, func(l xcsat.Lit) bool { return agrees(c, []xcsat.Lit{l}) }) {
					t.Fatalf("clause %v under guards %v: cover %v agrees with the guards and satisfies no literal", lits, guards, c)
				}
			}
			*to = append(*to, clause{slices.Clone(lits), slices.Clone(guards), lbd})
		}
	}
	s := [2]*xcsat.Solver{mustNew(t, p), mustNew(t, p)}
	var inbox [2][]clause
	s[0].OnLearn(maxLBD, report(&inbox[1]))
	s[1].OnLearn(maxLBD, report(&inbox[0]))
	rng := rand.New(rand.NewPCG(13, 14))
	taken := 0
	for i := range 300 {
		w := i % 2
		for _, c := range inbox[w] {
			if err := s[w].AddClause(c.lits, c.guards, c.lbd); err != nil {
				t.Fatal(err)
			}
		}
		taken += len(inbox[w])
		inbox[w] = inbox[w][:0]
		ask(t, s[w], p, all, randomLits(rng, p, 2+rng.IntN(4)))
	}
	if reported == 0 || guarded == 0 || taken == 0 {
		t.Fatalf("%d clauses reported, %d with guards, %d taken", reported, guarded, taken)
	}
	t.Logf("%d clauses reported (%d with guards), %d taken", reported, guarded, taken)
	s[0].OnLearn(maxLBD, nil)
	before := reported
	for range 20 {
		ask(t, s[0], p, all, randomLits(rng, p, 2+rng.IntN(4)))
	}
	if reported != before {
		t.Fatalf("%d clauses reported after OnLearn(nil)", reported-before)
	}
}

// TestLearnedClausesHold checks every clause the solver learns, as it is
// learned, against every cover dlx finds: each cover that agrees with the
// clause's guards satisfies one of its literals. The questions, with and
// without assumptions, make the solver learn clauses over many levels,
// which shrink cuts down to one literal per level where it can; the test
// fails if that ever drops a literal the clause needs.
func TestLearnedClausesHold(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    problem
		asks int
	}{
		{"queens 9", queens(9), 150},
		{"queens 10", queens(10), 150},
		{"queens 11", queens(11), 60},
	} {
		t.Run(tc.name, func(t *testing.T) {
			all := covers(t, tc.p)
			s := mustNew(t, tc.p)
			learned := 0
			s.OnLearn(math.MaxInt, func(lits, guards []xcsat.Lit, lbd int) {
				learned++
				for _, c := range all {
					if agrees(c, guards) && !slices.ContainsFunc(lits, func(l xcsat.Lit) bool { return agrees(c, []xcsat.Lit{l}) }) {
						t.Fatalf("clause %v under guards %v: cover %v agrees with the guards and satisfies no literal", lits, guards, c)
					}
				}
			})
			rng := rand.New(rand.NewPCG(21, uint64(len(tc.p.options))))
			for i := range tc.asks {
				var as []xcsat.Lit
				if i%3 != 0 {
					as = randomLits(rng, tc.p, 1+rng.IntN(4))
				}
				ask(t, s, tc.p, all, as)
			}
			if learned == 0 || xcsat.Shrunk(s) == 0 {
				t.Fatalf("%d clauses learned, %d literals shrunk: the test checked nothing", learned, xcsat.Shrunk(s))
			}
			t.Logf("%d clauses learned, %d literals shrunk", learned, xcsat.Shrunk(s))
		})
	}
}

// TestRequireCounts counts the covers of n queens by asking again after
// requiring, each time, that one option of the last cover found be false:
// the counts are dlx's, every cover differs from the others (the
// required clauses survive the cuts of the learned ones), and they are
// not reported as learned.
func TestRequireCounts(t *testing.T) {
	for _, n := range []int{6, 8} {
		p := queens(n)
		all := covers(t, p)
		s := mustNew(t, p)
		xcsat.SetMaxLearnts(s, 4) // cut often: the required clauses must stay
		seen := map[string]bool{}
		for {
			st, err := s.Solve(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if st != xcsat.Satisfiable {
				break
			}
			checkModel(t, p, s.Model(), nil)
			key := fmt.Sprint(s.Model())
			if seen[key] {
				t.Fatalf("queens %d: cover %s found twice", n, key)
			}
			seen[key] = true
			var block []xcsat.Lit
			for _, r := range s.Model() {
				block = append(block, xcsat.False(int(r)))
			}
			if err := s.Require(block); err != nil {
				t.Fatal(err)
			}
		}
		if len(seen) != len(all) {
			t.Fatalf("queens %d: %d covers counted, dlx finds %d", n, len(seen), len(all))
		}
		s.Learned(func(lits, guards []xcsat.Lit, lbd int) {
			if lbd == 0 {
				t.Fatalf("queens %d: a required clause reported as learned: %v", n, lits)
			}
		})
	}
}

// TestLimit: a solver with a conflict limit stops with ErrLimit exactly
// when its conflicts reach it, and answers as before once it is lifted.
func TestLimit(t *testing.T) {
	p := queens(10)
	all := covers(t, p)
	s := mustNew(t, p)
	const limit = 40
	s.Limit(limit)
	rng := rand.New(rand.NewPCG(3, 4))
	var stopped []xcsat.Lit
	for range 1000 {
		as := randomLits(rng, p, 3)
		before := s.Stats().Conflicts
		_, err := s.Solve(context.Background(), as)
		if errors.Is(err, xcsat.ErrLimit) {
			if got := s.Stats().Conflicts; got != limit {
				t.Fatalf("stopped at %d conflicts, limit %d", got, limit)
			}
			stopped = as
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if s.Stats().Conflicts >= limit {
			t.Fatalf("went from %d to %d conflicts past the limit %d", before, s.Stats().Conflicts, limit)
		}
	}
	if stopped == nil {
		t.Fatalf("1,000 questions met only %d conflicts", s.Stats().Conflicts)
	}
	if _, err := s.Solve(context.Background(), stopped); !errors.Is(err, xcsat.ErrLimit) {
		t.Fatalf("past the limit: %v, want ErrLimit", err)
	}
	s.Limit(0)
	ask(t, s, p, all, stopped)
	for range 50 {
		ask(t, s, p, all, randomLits(rng, p, 3))
	}
}

// TestLimitDecisions: a decision limit stops Solve with ErrLimit at
// exactly that many decisions, for every limit below what the question
// takes; from there on the answer is the one without a limit. Lifting the
// limit lets the solver answer again.
func TestLimitDecisions(t *testing.T) {
	p := queens(8)
	all := covers(t, p)
	free := mustNew(t, p)
	if st, err := free.Solve(context.Background(), nil); st != xcsat.Satisfiable || err != nil {
		t.Fatalf("without a limit: %v, %v", st, err)
	}
	need := free.Stats().Decisions
	if need < 2 {
		t.Fatalf("the question takes %d decisions", need)
	}
	for n := int64(1); n <= need; n++ {
		s := mustNew(t, p)
		s.LimitDecisions(n)
		st, err := s.Solve(context.Background(), nil)
		switch {
		case n < need && (!errors.Is(err, xcsat.ErrLimit) || s.Stats().Decisions != n):
			t.Fatalf("limit %d of %d: %v, %v after %d decisions; want ErrLimit at %d", n, need, st, err, s.Stats().Decisions, n)
		case n == need && (err != nil || st != xcsat.Satisfiable || s.Stats().Decisions != need):
			t.Fatalf("limit %d, all it takes: %v, %v after %d decisions", n, st, err, s.Stats().Decisions)
		}
		if n == need/2 {
			s.LimitDecisions(0)
			ask(t, s, p, all, nil)
		}
	}
}
