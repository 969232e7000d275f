package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"
)

// dlxStatus counts the solutions of each problem of solve --format dlx's
// output with xc, up to 2, and returns the status each count means.
func dlxStatus(t *testing.T, stdin string, args ...string) []string {
	t.Helper()
	r := runApp(t, stdin, append([]string{"solve", "--format", "dlx"}, args...)...)
	if r.code != 0 {
		t.Fatalf("solve --format dlx %q: exit %d, stderr %q", args, r.code, r.stderr)
	}
	var status []string
	for _, p := range strings.Split(r.stdout, "| puzzle ")[1:] {
		x := runApp(t, "| puzzle "+p, "xc", "--count", "--limit", "2")
		n, _, _ := strings.Cut(x.stdout, " ")
		switch n {
		case "0":
			status = append(status, "none")
		case "1":
			status = append(status, "unique")
		case "2":
			status = append(status, "multiple")
		default:
			t.Fatalf("xc on %q...: %q, stderr %q", p[:min(len(p), 80)], x.stdout, x.stderr)
		}
	}
	return status
}

// solveStatus returns solve's status of each puzzle, with "invalid" (givens
// that clash) as "none": the problem of such a puzzle has no solution.
func solveStatus(t *testing.T, stdin string, args ...string) []string {
	t.Helper()
	r := runApp(t, stdin, append([]string{"solve", "--format", "json"}, args...)...)
	var status []string
	for line := range strings.SplitSeq(strings.TrimSpace(r.stdout), "\n") {
		var rec jsonRecord
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("solve --format json %q: %v in %q", args, err, line)
		}
		if rec.Status == "invalid" {
			rec.Status = "none"
		}
		status = append(status, rec.Status)
	}
	return status
}

func sameStatus(t *testing.T, name string, got, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d problems, want %d", name, len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("%s, puzzle %d: xc says %s, solve %s", name, i+1, got[i], want[i])
		}
	}
}

// TestSolveFormatDLXTdoku is the goal: every puzzle of tdoku's
// labelled test set, written with --format dlx and counted by xc, has the
// status solve gives it and the one its label (its number of solutions)
// means. Without ../shared it checks a sample of the set in testdata.
func TestSolveFormatDLXTdoku(t *testing.T) {
	file := testenv.Shared("puzzles-bench", "tdoku_test_puzzles")
	if file == "" {
		file = "testdata/xc_tdoku_sample.txt"
	}
	got := dlxStatus(t, "", file)
	sameStatus(t, file, got, solveStatus(t, "", file))
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var labels []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		fields := strings.Split(sc.Text(), ":")
		if len(fields) < 2 {
			continue
		}
		n, err := strconv.Atoi(fields[1])
		if err != nil {
			t.Fatalf("%s: label %q", file, fields[1])
		}
		labels = append(labels, [...]string{"none", "unique", "multiple"}[min(n, 2)])
	}
	sameStatus(t, file+" (labels)", got, labels)
}

// TestSolveFormatDLXDims: boards of --dims are written as their exact-cover
// problems too, which xc counts as solve judges them: a 3D grid with a
// third of its cells emptied, the same with two givens that clash (none),
// the full grid (unique), and 2D boards read through --dims 2 (the empty
// 4x4 board has many solutions). (A generated 3D puzzle, with 64 clues,
// takes dancing links seconds.)
func TestSolveFormatDLXDims(t *testing.T) {
	gen := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "5", "--solution")
	if gen.code != 0 {
		t.Fatalf("gen: exit %d, stderr %q", gen.code, gen.stderr)
	}
	full := strings.Fields(gen.stdout)[1]
	holes := []byte(full)
	for i := 0; i < len(holes); i += 3 {
		holes[i] = '.'
	}
	clash := append([]byte(nil), holes...)
	clash[1], clash[2] = clash[4], clash[4] // along x from cell 4
	cases := []struct {
		name, stdin string
		args        []string
	}{
		{"3D", string(holes) + "\n" + string(clash) + "\n" + full + "\n", []string{"--dims", "3"}},
		{"2D", "................\n1234341221434321\n11..............\n", []string{"--dims", "2", "--box", "2"}},
	}
	for _, tc := range cases {
		got := dlxStatus(t, tc.stdin, tc.args...)
		want := solveStatus(t, tc.stdin, tc.args...)
		sameStatus(t, tc.name, got, want)
		if tc.name == "3D" && (got[1] != "none" || got[2] != "unique") {
			t.Errorf("3D: statuses %q, want none for the clash and unique for the full grid", got)
		}
		if tc.name == "2D" && strings.Join(got, " ") != "multiple unique none" {
			t.Errorf("2D: statuses %q, want multiple unique none", got)
		}
	}
	// The names say what the items are.
	r := runApp(t, "1...............\n", "solve", "--dims", "2", "--box", "2", "--format", "dlx")
	lines := strings.Split(r.stdout, "\n")
	if len(lines) < 3 || !strings.HasPrefix(lines[1], "p2,1 ") || lines[2] != "p2,1 l*,1#2 l2,*#2 b1,1#2" {
		t.Errorf("--dims 2 --format dlx: lines %q", lines[:min(len(lines), 3)])
	}
}
