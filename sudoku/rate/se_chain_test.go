package rate_test

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

var seMismatches = flag.Bool("se-mismatches", false, "TestSERatingByRule: log every puzzle whose ER differs from Sudoku Explainer's")

// seHardest returns the rule of the hardest step of a Sudoku Explainer
// path (rule@rating*count;...), the first of the hardest.
func seHardest(t *testing.T, path string) (string, float64) {
	t.Helper()
	rule, hard := "", -1.0
	for part := range strings.SplitSeq(path, ";") {
		name, rest, ok := strings.Cut(part, "@")
		if !ok {
			t.Fatalf("SE path %q: no @ in %q", path, part)
		}
		r, _, _ := strings.Cut(rest, "*")
		v, err := strconv.ParseFloat(r, 64)
		if err != nil {
			t.Fatalf("SE path %q: %v", path, err)
		}
		if v > hard {
			rule, hard = name, v
		}
	}
	return rule, hard
}

// checkSEPath walks Sudoku Explainer's path of g and fails on a step
// that removes a candidate of the solution or places a wrong value. It
// returns the hardest step's rule.
func checkSEPath(t *testing.T, name string, g, solution *sudoku.Grid) (string, float64) {
	t.Helper()
	steps, err := rate.SEPath(g, solution, false)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	sol := solution.Cells()
	rule, hard := "", -1.0
	for i, s := range steps {
		if s.Cell >= 0 && int(sol[s.Cell]) != s.Value {
			t.Fatalf("%s: step %d (%s %.1f) places %d in cell %d, the solution has %d", name, i+1, s.Rule, s.Rating, s.Value, s.Cell, sol[s.Cell])
		}
		for _, e := range s.Elims {
			if int(sol[e.Cell]) == e.Value {
				t.Fatalf("%s: step %d (%s %.1f) removes %d from cell %d, the solution's", name, i+1, s.Rule, s.Rating, e.Value, e.Cell)
			}
		}
		if s.Rating > hard {
			rule, hard = s.Rule, s.Rating
		}
	}
	return rule, hard
}

// TestSERatingByRule rates the reference sets and, by the rule of
// Sudoku Explainer's hardest step, counts the puzzles whose ER equals
// SE's (±0.05), is lower or higher; every step of the path is checked
// against the solution.
//
//	go test ./sudoku/rate -run TestSERatingByRule -v [-se-mismatches]
func TestSERatingByRule(t *testing.T) {
	sets := references(t)
	names := make([]string, 0, len(sets))
	for name := range sets {
		names = append(names, name)
	}
	slices.Sort(names)
	type tally struct {
		rating              float64
		n, equal, low, high int
		ours                map[string]int // our hardest rule where the ER differs
	}
	byRule := map[string]*tally{}
	var r rate.Rater
	total, equal := 0, 0
	for _, name := range names {
		for _, ref := range sets[name] {
			g := parse(t, ref.line)
			rt, err := r.Rate(context.Background(), g)
			if err != nil {
				t.Fatalf("%s: %v", ref.name, err)
			}
			ours, hard := checkSEPath(t, ref.name, &g, &rt.Solution)
			rule, seHard := seHardest(t, ref.seSteps)
			tl := byRule[rule]
			if tl == nil {
				tl = &tally{rating: seHard, ours: map[string]int{}}
				byRule[rule] = tl
			}
			tl.rating = min(tl.rating, seHard)
			tl.n++
			total++
			switch d := rt.Difficulty - ref.er; {
			case d > -0.05 && d < 0.05:
				tl.equal++
				equal++
			case d < 0:
				tl.low++
				tl.ours[fmt.Sprintf("%s %.1f", ours, hard)]++
			default:
				tl.high++
				tl.ours[fmt.Sprintf("%s %.1f", ours, hard)]++
			}
			if *seMismatches && (rt.Difficulty-ref.er <= -0.05 || rt.Difficulty-ref.er >= 0.05) {
				t.Logf("%s %s: ER %.1f (%s), SE %.1f (%s) %s", ref.name, ref.line, rt.Difficulty, ours, ref.er, rule, ref.seSteps)
			}
		}
	}
	rules := make([]string, 0, len(byRule))
	for rule := range byRule {
		rules = append(rules, rule)
	}
	slices.SortFunc(rules, func(a, b string) int {
		return cmp.Or(cmp.Compare(byRule[a].rating, byRule[b].rating), cmp.Compare(a, b))
	})
	var b strings.Builder
	fmt.Fprintf(&b, "%-38s %6s %6s %6s %6s  %s\n", "SE's hardest rule", "n", "equal", "lower", "higher", "ours where it differs")
	for _, rule := range rules {
		tl := byRule[rule]
		type kv struct {
			k string
			v int
		}
		var kvs []kv
		for k, v := range tl.ours {
			kvs = append(kvs, kv{k, v})
		}
		slices.SortFunc(kvs, func(a, b kv) int { return cmp.Or(b.v-a.v, cmp.Compare(a.k, b.k)) })
		var top []string
		for i, e := range kvs {
			if i == 3 {
				break
			}
			top = append(top, fmt.Sprintf("%s ×%d", e.k, e.v))
		}
		fmt.Fprintf(&b, "%-38s %6d %6d %6d %6d  %s\n", rule, tl.n, tl.equal, tl.low, tl.high, strings.Join(top, ", "))
	}
	t.Logf("ER equal to Sudoku Explainer's on %d of %d (%.1f%%), by SE's hardest rule:\n%s",
		equal, total, 100*float64(equal)/float64(max(total, 1)), b.String())
}

var sePathOf = flag.String("se-path", "", "TestSEPathOf: the puzzle whose Sudoku Explainer path to log")

// TestSEPathOf logs the steps of Sudoku Explainer's path of the puzzle
// given by -se-path.
func TestSEPathOf(t *testing.T) {
	if *sePathOf == "" {
		t.Skip("no -se-path")
	}
	g := parse(t, *sePathOf)
	var r rate.Rater
	rt, err := r.Rate(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := rate.SEPath(&g, &rt.Solution, false)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range steps {
		if s.Rating >= 2.6 {
			t.Logf("%d: %s %.1f place %d@%d elims %v", i+1, s.Rule, s.Rating, s.Value, s.Cell, s.Elims)
		}
	}
}
