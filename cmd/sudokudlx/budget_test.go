package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// TestBudget runs solve, batch and rate with a per-puzzle budget on the
// hard puzzles: those over it get the status timeout (their own line,
// json and csv value, counted in the summary, exit status 1), the others
// are answered as without a budget, and the run goes on.
func TestBudget(t *testing.T) {
	hard := repoFile("puzzles", "hard.txt")
	// The run to compare with has twice the budget: a puzzle that
	// settles within it must settle the same way within the budget when
	// it takes no more nodes, else time out.
	plain := parseJSONLines(t, runApp(t, "", "batch", "-q", "-f", "json", "--heuristic", "first", "--max-nodes", "10000", hard).stdout)
	const maxNodes = 5000
	r := runApp(t, "", "batch", "-f", "json", "--heuristic", "first", "--max-nodes", "5000", hard)
	recs := parseJSONLines(t, r.stdout)
	if len(recs) != len(plain) {
		t.Fatalf("%d records with a budget, %d without", len(recs), len(plain))
	}
	over := 0
	for i, rec := range recs {
		switch {
		case plain[i].Status != "timeout" && plain[i].Nodes <= maxNodes:
			if rec.Status != plain[i].Status || rec.Solution != plain[i].Solution {
				t.Errorf("%s: %s %s within the budget, %s %s without", rec.Source, rec.Status, rec.Solution, plain[i].Status, plain[i].Solution)
			}
		case rec.Status != "timeout" || rec.Solution != "" || rec.Error != "not settled within 5,000 nodes (--max-nodes)" || rec.Nodes > maxNodes+1:
			t.Errorf("%s over the budget (%d nodes without): %+v", rec.Source, plain[i].Nodes, rec)
		default:
			over++
		}
	}
	if over == 0 {
		t.Fatal("no puzzle of hard.txt takes more than 5,000 nodes with --heuristic first")
	}
	if r.code != 1 || !strings.Contains(r.stderr, ", "+countStr(over)+" timeout\n") || !summaryRE.MatchString(r.stderr) {
		t.Errorf("exit %d, stderr %q; want 1 and %d timeout", r.code, r.stderr, over)
	}

	// The line format gives the source, csv the status.
	line := runApp(t, "", "batch", "-q", "--heuristic", "first", "--max-nodes", "5000", hard).stdout
	if !strings.Contains(line, "# timeout: not settled within 5,000 nodes (--max-nodes) ("+recs[0].Source+")\n") && recs[0].Status == "timeout" {
		t.Errorf("line format:\n%s", line)
	}
	if c := runApp(t, "", "batch", "-q", "-f", "csv", "--heuristic", "first", "--max-nodes", "5000", hard).stdout; strings.Count(c, ",timeout,") != over {
		t.Errorf("csv has %d timeout rows, want %d:\n%s", strings.Count(c, ",timeout,"), over, c)
	}
	s := runApp(t, "", "solve", "-f", "line", "--heuristic", "first", "--max-nodes", "5000", hard)
	if s.code != 1 || s.stdout != line {
		t.Errorf("solve: exit %d, stdout\n%s\nwant batch's\n%s", s.code, s.stdout, line)
	}
}

// TestBudgetExact: --max-nodes N stops a search at exactly its N-th node,
// on every engine, and the record gives the nodes that ran (json, and the
// boxed form of solve); a search that ends within N nodes is answered. A
// --timeout shorter than a puzzle's search is a timeout, even for the
// puzzles that the singles settle before the search looks at the clock,
// as in rate.
func TestBudgetExact(t *testing.T) {
	hard, hardest := repoFile("puzzles", "hard.txt"), repoFile("puzzles", "hardest.txt")
	for _, tc := range []struct {
		heuristic string
		maxNodes  int64
	}{
		{"mrv", 1}, {"mrv", 10}, {"mrv", 100}, {"mrv", 300},
		{"first", 1}, {"first", 10}, {"first", 1000},
	} {
		n := strconv.FormatInt(tc.maxNodes, 10)
		r := runApp(t, "", "batch", "-q", "-f", "json", "--heuristic", tc.heuristic, "--max-nodes", n, hard, hardest)
		over := 0
		for _, rec := range parseJSONLines(t, r.stdout) {
			switch {
			case rec.Status == "timeout":
				over++
				if rec.Nodes != tc.maxNodes || rec.Error != "not settled within "+commas(tc.maxNodes)+" node"+plural(tc.maxNodes)+" (--max-nodes)" {
					t.Errorf("%s --max-nodes %s: %s: timeout after %d nodes, %q", tc.heuristic, n, rec.Source, rec.Nodes, rec.Error)
				}
			case rec.Nodes > tc.maxNodes:
				t.Errorf("%s --max-nodes %s: %s: %s after %d nodes", tc.heuristic, n, rec.Source, rec.Status, rec.Nodes)
			}
		}
		if over == 0 {
			t.Errorf("%s --max-nodes %s: no puzzle of hard.txt and hardest.txt over the budget", tc.heuristic, n)
		}
	}

	// A 25x25 puzzle that the short search hands to the SAT solver: its
	// decisions count as nodes, up to the budget too.
	sat := parseJSONLines(t, runApp(t, "", "batch", "-q", "-f", "json", "--max-nodes", "100100", repoFile("sudoku", "testdata", "minimal_25.txt")).stdout)
	if len(sat) != 1 || sat[0].Status != "timeout" || sat[0].Nodes != 100100 {
		t.Errorf("25x25 --max-nodes 100100: %+v; want a timeout at 100,100 nodes", sat)
	}

	s := runApp(t, "", "solve", "--max-nodes", "10", hard)
	if want := "\ntimeout: not settled within 10 nodes (--max-nodes) in "; !strings.Contains(s.stdout, want) || !strings.Contains(s.stdout, " ms (10 nodes)\n") {
		t.Errorf("solve --max-nodes 10: want %q and the 10 nodes that ran:\n%s", want, s.stdout)
	}

	// The easy puzzles take one node: the singles settle them.
	easy := repoFile("puzzles", "easy.txt")
	for _, cmd := range []string{"batch", "solve"} {
		r := runApp(t, "", cmd, "-f", "json", "--timeout", "1ns", easy)
		recs := parseJSONLines(t, r.stdout)
		for _, rec := range recs {
			if rec.Status != "timeout" || rec.Error != "not settled within 1ns (--timeout)" || rec.Nodes < 1 {
				t.Errorf("%s --timeout 1ns: %+v; want a timeout after the nodes that ran", cmd, rec)
			}
		}
		if len(recs) != 20 || r.code != 1 {
			t.Errorf("%s --timeout 1ns: %d records, exit %d; want 20 and 1", cmd, len(recs), r.code)
		}
	}
	if r := runApp(t, "", "rate", "--timeout", "1ns", easy); strings.Count(r.stdout, "timeout: not settled within 1ns (--timeout)\n") != 20 {
		t.Errorf("rate --timeout 1ns:\n%s", r.stdout)
	}
}

// TestTimeout gives puzzles that take --heuristic first far longer a
// short --timeout: each ends as timeout within the budget and a little.
func TestTimeout(t *testing.T) {
	const timeout = 50 * time.Millisecond
	r := runApp(t, "", "batch", "-q", "-j", "1", "-f", "json", "--heuristic", "first", "--timeout", timeout.String(), repoFile("puzzles", "hard.txt"))
	over := 0
	for _, rec := range parseJSONLines(t, r.stdout) {
		if rec.Status != "timeout" {
			continue
		}
		over++
		if d := time.Duration(rec.Micros * 1e3); d < timeout || d > timeout+2*time.Second {
			t.Errorf("%s: timeout after %v, want %v and a little", rec.Source, d, timeout)
		}
		if rec.Error != "not settled within 50ms (--timeout)" {
			t.Errorf("%s: error %q", rec.Source, rec.Error)
		}
	}
	if over == 0 || r.code != 1 {
		t.Errorf("%d timeout, exit %d; want some and 1", over, r.code)
	}
}

// TestRateTimeout: a rater whose deadline has passed reports timeout for
// every puzzle, and the run goes on to the end.
func TestRateTimeout(t *testing.T) {
	r := runApp(t, "", "rate", "--timeout", "1ns", repoFile("puzzles", "hard.txt"), repoFile("puzzles", "sudoku8.txt"))
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	for _, l := range lines {
		if !strings.HasSuffix(l, "  timeout: not settled within 1ns (--timeout)") {
			t.Errorf("line %q", l)
		}
	}
	if r.code != 1 || !strings.Contains(r.stderr, ", "+countStr(len(lines))+" timeout\n") || !rateSummaryRE.MatchString(r.stderr) {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestRateBudget: past --budget the hardest puzzles are finished with
// guesses, rated all the same and marked over budget; the run succeeds.
func TestRateBudget(t *testing.T) {
	hardest := repoFile("puzzles", "hardest.txt")
	r := runApp(t, "", "rate", "-f", "json", "--budget", "1ns", hardest)
	recs := parseRateJSON(t, r.stdout, false)
	for _, rec := range recs {
		if rec.Status != "unique" || !rec.OverBudget || rec.Guesses == 0 || rec.Rating > 10 {
			t.Errorf("%s: %s, over budget %v, %d guesses, rated %.1f; want unique, over budget, guesses, 10.0 at most",
				rec.Source, rec.Status, rec.OverBudget, rec.Guesses, rec.Rating)
		}
	}
	if n := len(recs); n != 23 || r.code != 0 || !strings.Contains(r.stderr, " extreme ("+countStr(n)+" over budget)\n") || !rateSummaryRE.MatchString(r.stderr) {
		t.Errorf("%d records, exit %d, stderr %q", n, r.code, r.stderr)
	}
	line := runApp(t, "", "rate", "--budget", "1ns", hardest)
	if n := strings.Count(line.stdout, ", guess ×"); n != 23 || strings.Count(line.stdout, "  (over budget)\n") != 23 {
		t.Errorf("line: %d with guesses:\n%s", n, line.stdout)
	}
}

func TestBudgetUsage(t *testing.T) {
	for _, args := range [][]string{
		{"batch", "--timeout", "-1s"},
		{"solve", "--max-nodes", "-5"},
		{"rate", "--timeout", "-2s"},
		{"rate", "--budget", "-1ms"},
		{"rate", "--budget", "soon"},
		{"rate", "--max-nodes", "5"},
	} {
		if r := runApp(t, "", args...); r.code != 2 {
			t.Errorf("%v: exit %d, stderr %q", args, r.code, r.stderr)
		}
	}
}

func countStr(n int) string { return commas(int64(n)) }

// TestLimitOne: --limit 1 takes the first solution found, with the status
// solved (uniqueness unknown), printed as unique ones are; a puzzle with
// none is still none.
func TestLimitOne(t *testing.T) {
	bad := repoFile("puzzles", "bad.txt")
	recs := parseJSONLines(t, runApp(t, "", "solve", "-f", "json", "--limit", "1", bad).stdout)
	full := parseJSONLines(t, runApp(t, "", "solve", "-f", "json", bad).stdout)
	for i, rec := range recs {
		want := full[i].Status
		if want == "unique" || want == "multiple" {
			want = "solved"
			if err := checkSolution(mustParse(t, rec.Puzzle), mustParse(t, rec.Solution)); err != nil || rec.Solutions != 1 {
				t.Errorf("%s: %d solutions, %v", rec.Source, rec.Solutions, err)
			}
		}
		if rec.Status != want {
			t.Errorf("%s: status %s, want %s", rec.Source, rec.Status, want)
		}
	}
	r := runApp(t, "", "batch", "--limit", "1", repoFile("puzzles", "easy.txt"))
	if r.code != 0 || strings.Count(r.stdout, "\n") != 20 || strings.Contains(r.stdout, "#") || !strings.HasSuffix(r.stderr, ": 0 unique, 0 multiple, 0 none, 0 invalid, 20 solved\n") {
		t.Errorf("exit %d, stdout\n%s\nstderr %q", r.code, r.stdout, r.stderr)
	}

	// On 3D boards too, in each format.
	boards, _ := hyperStatusBoards(t)
	in := boards["multiple"] + "\n"
	line := runApp(t, in, "batch", "--limit", "1")
	sol := strings.TrimSuffix(line.stdout, "\n")
	if line.code != 0 || len(sol) != 512 || !strings.Contains(line.stderr, "0 unique, 0 multiple, 0 none, 0 invalid, 1 solved\n") {
		t.Fatalf("3D line: exit %d, stdout %.40q, stderr %q", line.code, line.stdout, line.stderr)
	}
	if b := hyperBoard(t, sol, hyper.Shape{Dims: 3, Box: 2}); !b.Full() || b.Validate() != nil {
		t.Errorf("3D: not a full valid board: %v", b.Validate())
	}
	js := runApp(t, in, "solve", "--limit", "1", "-f", "json")
	if js.code != 0 || !strings.Contains(js.stdout, `"status":"solved","solution":"`+sol+`","solutions":1,`) {
		t.Errorf("3D json: exit %d, stdout %q", js.code, js.stdout)
	}
	boxed := runApp(t, in, "solve", "--limit", "1")
	if boxed.code != 0 || !strings.Contains(boxed.stdout, "\n# After\n") || !strings.Contains(boxed.stdout, "\n# solved, uniqueness not checked (--limit 1) in ") {
		t.Errorf("3D boxed: exit %d, stdout %q", boxed.code, boxed.stdout)
	}
}
