package main

import (
	"fmt"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// genSummaryLine matches the summary of gen, 2D or --dims.
var genSummaryLine = regexp.MustCompile(`^sudokudlx: ([0-9,]+) puzzles? generated in [0-9.]+ s \([0-9.,]+/s\)(, ([0-9]+)(-([0-9]+))? clues \(mean [0-9.]+\))?(, ([0-9,]+) failed)?$`)

// TestHyperGenSummary checks that gen --dims ends as 2D gen does: the
// summary on standard error (none with -q), the failed puzzles named in
// the words of the flags and counted, and exit status 1 when one failed.
func TestHyperGenSummary(t *testing.T) {
	for _, tc := range []struct {
		name        string
		args        []string
		code        int
		made, fail  int
		diagnostics []string
	}{
		{"made", []string{"-n", "3", "--seed", "1"}, 0, 3, 0, nil},
		{"timeout", []string{"-n", "2", "--seed", "1", "--timeout", "1ns"}, 1, 0, 2, []string{
			"sudokudlx: puzzle 1 (seed 1): timed out after 1ns (--timeout)",
			"sudokudlx: puzzle 2 (seed 2): timed out after 1ns (--timeout)",
		}},
		{"clues", []string{"--seed", "1", "--clues", "20"}, 1, 0, 1, []string{
			"sudokudlx: puzzle 1 (seed 1): --clues 20 not reached: the removal stopped at ",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"gen", "--dims", "3", "--box", "2"}, tc.args...)
			r := runApp(t, "", args...)
			lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
			if r.code != tc.code || len(lines) != len(tc.diagnostics)+1 {
				t.Fatalf("exit %d (want %d), stderr %q", r.code, tc.code, r.stderr)
			}
			for i, d := range tc.diagnostics {
				if !strings.HasPrefix(lines[i], d) {
					t.Errorf("line %d %q, want %q", i+1, lines[i], d)
				}
			}
			m := genSummaryLine.FindStringSubmatch(lines[len(lines)-1])
			if m == nil || m[1] != fmt.Sprint(tc.made) || m[7] != map[bool]string{true: fmt.Sprint(tc.fail), false: ""}[tc.fail > 0] {
				t.Fatalf("summary %q: want %d made, %d failed", lines[len(lines)-1], tc.made, tc.fail)
			}
			if tc.made > 0 {
				lo, hi := 1<<30, 0
				for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
					n := hyperBoard(t, l, hyper.Shape{}).Givens()
					lo, hi = min(lo, n), max(hi, n)
				}
				want := fmt.Sprintf("%d-%d", lo, hi)
				if lo == hi {
					want = fmt.Sprint(lo)
				}
				if m[3]+m[4] != want {
					t.Errorf("summary %q: want clues %s", m[0], want)
				}
			}
			q := runApp(t, "", append(args, "-q")...)
			if want := strings.TrimSuffix(r.stderr, lines[len(lines)-1]+"\n"); q.code != r.code || q.stdout != r.stdout || q.stderr != want {
				t.Errorf("-q: exit %d, stderr %q; want %d, %q", q.code, q.stderr, r.code, want)
			}
		})
	}
}

// TestHyperGenRefused checks that the flags of 2D puzzles alone are refused
// with --dims rather than ignored, as are bad values, with exit status 2.
func TestHyperGenRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--size", "16"}, "--size: for 2D boards only"},
		{[]string{"--symmetry", "rotate180"}, "--symmetry: for 2D boards only"},
		{[]string{"--difficulty", "easy"}, "--difficulty: for 2D boards only"},
		{[]string{"--keep-order"}, "--keep-order: for 2D boards only"},
		{[]string{"--timeout", "-1s"}, "--timeout -1s: want 0 (none) or more"},
		{[]string{"x"}, `gen takes no arguments, got "x" (see 'sudokudlx gen --help')`},
	} {
		r := runApp(t, "", append([]string{"gen", "--dims", "3", "--box", "2"}, tc.args...)...)
		if r.code != exitUsage || r.stdout != "" || !strings.Contains(r.stderr, tc.msg) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, r.code, r.stderr, exitUsage, tc.msg)
		}
	}
}

// TestHyperGenSignal stops gen --dims in the middle of a run, as
// TestSignalsOtherCommands does 2D gen: the puzzles made are written, the
// summary counts them, and the exit status is 143.
func TestHyperGenSignal(t *testing.T) {
	p := start(t, nil, "gen", "--dims", "3", "--box", "2", "-n", "1000000", "--seed", "1", "-j", "2")
	time.Sleep(time.Second)
	p.signal(t, syscall.SIGTERM)
	if code := p.wait(t, 20*time.Second); code != 143 {
		t.Errorf("exit %d; stderr %q", code, p.stderr.String())
	}
	lines := strings.Split(strings.TrimSuffix(p.stdout.String(), "\n"), "\n")
	for i, l := range lines {
		if len(l) != 512 {
			t.Fatalf("line %d %.40q...: not a 3D b=2 board", i+1, l)
		}
	}
	stderr := strings.Split(strings.TrimSuffix(p.stderr.String(), "\n"), "\n")
	if len(stderr) != 2 || stderr[1] != "sudokudlx: interrupted by SIGTERM" || p.stdout.Len() == 0 {
		t.Fatalf("%d lines; stderr %q", len(lines), p.stderr.String())
	}
	if m := genSummaryLine.FindStringSubmatch(stderr[0]); m == nil || m[1] != commas(int64(len(lines))) || m[7] != "" {
		t.Errorf("summary %q, want %d puzzles and none failed", stderr[0], len(lines))
	}
}
