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

// TestSERatingTable rates one puzzle of the reference sets for each of
// Sudoku Explainer's chaining rules, the rule of SE's hardest step there,
// and wants SE's ER from a hardest step of that rule; every step of SE's
// path is checked against the solution.
func TestSERatingTable(t *testing.T) {
	tests := []struct {
		rule   string
		puzzle string
		er     float64
		tie    string // a rule whose step of the same rating we take instead
	}{
		{"Bidirectional Y-Cycle", ".21.......95.73.....6..5..1..4...6.....4.1.87.......9.....378.27...89..........5.", 6.8, ""},
		{"Turbot Fish", "3...8..7........1..28.......61..24..5...4.8....3....65....6..8.7....9....4.7..9..", 6.6, ""},
		{"Forcing X-Chain", "96......88.561..9.43.....5....9..1.6....58.....8....43..2..9.......8..6.....62..5", 6.7, ""},
		{"Bidirectional Cycle", "...4...51....6...267..9....8.........21...9.59...7.....8..45.2.........3...71..6.", 7.1, ""},
		{"Forcing Chain", ".5...9...1..5.2...8...6.92.....8.....2.....3.9..61.........6.73.43...18.6........", 7.1, ""},
		{"Nishio Forcing Chains", ".7....2..5......9.6...7..3.9..3.......2.8...7...6..5.......5..3....4....35.7...26", 7.8, ""},
		{"Cell Forcing Chains", "....5234...8.7..1...1...2.76.3.......594.6......91....8......34..5.839.....7.....", 8.3, ""},
		{"Region Forcing Chains", "..8..64...5.7...6.....4...263.1..8..8....3.9...7.9...458........7.4..5.82.3......", 8.3, ""},
		{"Dynamic Cell Forcing Chains", "6.2..419.....9....4..2.7.........254..1....6......5.8.3..129..8..65.....1..7....3", 9.0, "Dynamic Region Forcing Chains"},
		{"Dynamic Contradiction Forcing Chains", "2.71....8...7..3.......6.1....3......43..82...51.74...9..8.......69...84.....1..9", 9.0, ""},
	}
	var r rate.Rater
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			g := parse(t, tt.puzzle)
			rt, err := r.Rate(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			rule, hard := checkSEPath(t, tt.rule, &g, &rt.Solution)
			if d := rt.Difficulty - tt.er; d <= -0.05 || d >= 0.05 {
				t.Errorf("ER %.1f (hardest: %s %.1f), want %.1f", rt.Difficulty, rule, hard, tt.er)
			}
			if rule != tt.rule && rule != tt.tie {
				t.Errorf("hardest step %s %.1f, want %s", rule, hard, tt.rule)
			}
		})
	}
}
