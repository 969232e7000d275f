package main

import (
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// TestHyperFlagsRefused checks that solve and batch with --dims refuse
// the flags they cannot honour, in the words of the 2D errors, with exit
// status 2 and nothing on standard output.
func TestHyperFlagsRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"solve", "--box", "2"}, "sudokudlx: --box: only with --dims\n"},
		{[]string{"batch", "--dims", "1"}, "sudokudlx: --dims 1: want 2 or more\n"},
		{[]string{"solve", "--dims", "3", "-f", "csv"}, "sudokudlx: --format: unknown format \"csv\" (want boxed, line, json)\n"},
		{[]string{"batch", "--dims", "3", "-f", "boxed"}, "sudokudlx: --format: unknown format \"boxed\" (want line, json, csv)\n"},
		{[]string{"batch", "--dims", "3", "--heuristic", "first"}, "sudokudlx: --heuristic: for 2D boards only, not with --dims\n"},
		{[]string{"solve", "--dims", "3", "--seed", "2"}, "sudokudlx: --seed: for 2D boards only, not with --dims\n"},
		{[]string{"batch", "--dims", "3", "--column", "quizzes"}, "sudokudlx: --column: for 2D boards only, not with --dims\n"},
		{[]string{"batch", "--dims", "3", "--limit", "0"}, "sudokudlx: --limit 0: want 1 or more (2 tells unique from multiple)\n"},
	} {
		r := runApp(t, "", tc.args...)
		if r.code != exitUsage || r.stdout != "" || r.stderr != tc.msg {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d and %q", tc.args, r.code, r.stdout, r.stderr, exitUsage, tc.msg)
		}
	}
}

// TestHyperLimitOne checks --limit 1 on --dims boards: as on 2D puzzles,
// the first solution found, with the status solved, which is no failure.
func TestHyperLimitOne(t *testing.T) {
	boards, _ := hyperStatusBoards(t)
	in := boards["multiple"] + "\n"
	line := runApp(t, in, "batch", "--dims", "3", "--limit", "1")
	sol := strings.TrimSuffix(line.stdout, "\n")
	if line.code != 0 || len(sol) != 512 || !strings.Contains(line.stderr, "0 unique, 0 multiple, 0 none, 0 invalid, 1 solved\n") {
		t.Fatalf("line: exit %d, stdout %.40q, stderr %q", line.code, line.stdout, line.stderr)
	}
	if b := hyperBoard(t, sol, hyper.Shape{Dims: 3, Box: 2}); !b.Full() || b.Validate() != nil {
		t.Errorf("not a full valid board: %v", b.Validate())
	}
	js := runApp(t, in, "solve", "--dims", "3", "--limit", "1", "-f", "json")
	if js.code != 0 || !strings.Contains(js.stdout, `"status":"solved","solution":"`+sol+`","solutions":1,`) {
		t.Errorf("json: exit %d, stdout %q", js.code, js.stdout)
	}
	boxed := runApp(t, in, "solve", "--dims", "3", "--limit", "1")
	if boxed.code != 0 || !strings.Contains(boxed.stdout, "\n# After\n") || !strings.Contains(boxed.stdout, "\n# solved, uniqueness not checked (--limit 1) in ") {
		t.Errorf("boxed: exit %d, stdout %q", boxed.code, boxed.stdout)
	}
}
