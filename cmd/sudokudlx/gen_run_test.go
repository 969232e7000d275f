package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// genSummaryLine matches the summary of gen, 2D or --dims.
var genSummaryLine = regexp.MustCompile(`^sudokudlx: ([0-9,]+) puzzles? generated in [0-9.]+ s \([0-9.,]+/s\)(, ([0-9]+)(-([0-9]+))? clues \(mean [0-9.]+\))?(, ([0-9,]+) failed)?$`)

// TestGenEnds checks how a run of gen ends on 2D and --dims boards alike:
// the summary on standard error (none with -q), the failed puzzles named
// in the words of the flags and counted, and exit status 1 when one
// failed.
func TestGenEnds(t *testing.T) {
	dims := []string{"--dims", "3", "--box", "2"}
	for _, tc := range []struct {
		name        string
		args        []string
		code        int
		made, fail  int
		diagnostics []string
	}{
		{"2D made", []string{"-n", "5", "--seed", "1"}, 0, 5, 0, nil},
		{"2D clues", []string{"--seed", "1", "--clues", "17"}, 1, 0, 1, []string{
			"sudokudlx: puzzle 1 (seed 1): --clues 17 not reached",
		}},
		{"made", append(dims, "-n", "2", "--seed", "27"), 0, 2, 0, nil},
		{"timeout", append(dims, "-n", "2", "--seed", "1", "--timeout", "1ns"), 1, 0, 2, []string{
			"sudokudlx: puzzle 1 (seed 1): timed out after 1ns (--timeout)",
			"sudokudlx: puzzle 2 (seed 2): timed out after 1ns (--timeout)",
		}},
		{"clues", append(dims, "--seed", "1", "--clues", "20"), 1, 0, 1, []string{
			"sudokudlx: puzzle 1 (seed 1): --clues 20 not reached: the removal stopped at ",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"gen"}, tc.args...)
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
				for _, l := range genLines(t, r.stdout) {
					n := len(l) - strings.Count(l, ".")
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

// TestGenJSONDims checks the fields of a --dims record against its boards.
func TestGenJSONDims(t *testing.T) {
	js := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "27", "-f", "json")
	var rec struct {
		Puzzle, Solution             string
		Clues, Seed, Size, Dims, Box int
	}
	if err := json.Unmarshal([]byte(js.stdout), &rec); err != nil {
		t.Fatalf("%q: %v", js.stdout, err)
	}
	p := hyperBoard(t, rec.Puzzle, hyper.Shape{})
	s := hyperBoard(t, rec.Solution, hyper.Shape{})
	if p.Givens() != rec.Clues || !s.Full() || s.Validate() != nil || rec.Seed != 27 || rec.Size != 8 || rec.Dims != 3 || rec.Box != 2 {
		t.Errorf("json record %+v: fields do not match the boards", rec)
	}
	for i := range p.Len() {
		if p.At(i) != 0 && p.At(i) != s.At(i) {
			t.Fatalf("cell %s: the puzzle holds %d, its solution %d", p.CellName(i), p.At(i), s.At(i))
		}
	}
}

// TestGenSignalDims stops gen --dims in the middle of a run, once it has
// written a puzzle, as TestSignalsOtherCommands does 2D gen: the puzzles
// made are written, the summary counts them, and the exit status is 143.
func TestGenSignalDims(t *testing.T) {
	cmd := exec.Command(testBinary(t), "gen", "--dims", "3", "--box", "2", "-n", "1000000", "--seed", "1", "-j", "2")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	out := bufio.NewReader(pipe)
	first, err := out.ReadString('\n') // the event: a puzzle is out
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	rest, err := io.ReadAll(out)
	if err != nil {
		t.Fatal(err)
	}
	var ee *exec.ExitError
	if err := cmd.Wait(); !errors.As(err, &ee) || ee.ExitCode() != 143 {
		t.Errorf("exit %v; stderr %q", err, stderr.String())
	}
	lines := strings.Split(strings.TrimSuffix(first+string(rest), "\n"), "\n")
	for i, l := range lines {
		if len(l) != 512 {
			t.Fatalf("line %d %.40q...: not a 3D b=2 board", i+1, l)
		}
	}
	errLines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
	if len(errLines) != 2 || errLines[1] != "sudokudlx: interrupted by SIGTERM" {
		t.Fatalf("%d lines; stderr %q", len(lines), stderr.String())
	}
	if m := genSummaryLine.FindStringSubmatch(errLines[0]); m == nil || m[1] != commas(int64(len(lines))) || m[7] != "" {
		t.Errorf("summary %q, want %d puzzles and none failed", errLines[0], len(lines))
	}
}
