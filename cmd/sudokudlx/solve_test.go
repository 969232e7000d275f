package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
)

// checkSolution is the independent validity check of every solution the
// tests see: sol is full, each row, column and box holds every value once,
// and every given of puzzle is kept. It does not use the solver.
func checkSolution(puzzle, sol sudoku.Grid) error {
	if sol.Box() != puzzle.Box() || sol.Box() == 0 {
		return fmt.Errorf("solution of box size %d for a puzzle of box size %d", sol.Box(), puzzle.Box())
	}
	n, box := puzzle.Size(), puzzle.Box()
	for i := range n * n {
		v := sol.At(i)
		if v < 1 || v > n {
			return fmt.Errorf("cell %d holds %d", i, v)
		}
		if g := puzzle.At(i); g != 0 && g != v {
			return fmt.Errorf("cell %d: given %d changed to %d", i, g, v)
		}
	}
	for u := range n {
		rows := make([]bool, n+1)
		cols := make([]bool, n+1)
		boxes := make([]bool, n+1)
		for k := range n {
			br, bc := (u/box)*box+k/box, (u%box)*box+k%box
			for _, c := range []struct {
				seen []bool
				v    int
				what string
			}{{rows, sol.Get(u, k), "row"}, {cols, sol.Get(k, u), "column"}, {boxes, sol.Get(br, bc), "box"}} {
				if c.seen[c.v] {
					return fmt.Errorf("%s %d holds %d twice", c.what, u+1, c.v)
				}
				c.seen[c.v] = true
			}
		}
	}
	return nil
}

func TestCheckSolution(t *testing.T) {
	p := mustParse(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	good := mustParse(t, "483921657967345821251876493548132976729564138136798245372689514814253769695417382")
	if err := checkSolution(p, good); err != nil {
		t.Fatalf("good solution rejected: %v", err)
	}
	for name, s := range map[string]string{
		"given changed": "583921657967345821251876493548132976729564138136798245372689514814253769695417382",
		"swapped cells": "843921657967345821251876493548132976729564138136798245372689514814253769695417382",
		"not full":      "48392165796734582125187649354813297672956413813679824537268951481425376969541738.",
	} {
		if err := checkSolution(p, mustParse(t, s)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseString(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return g
}

// repoFile returns the path of a file of the repository, from the test's
// directory.
func repoFile(parts ...string) string {
	return filepath.Join(append([]string{"..", ".."}, parts...)...)
}

// sharedPath returns the path of a file under ../shared beside the
// repository, or skips the test.
func sharedPath(tb testing.TB, parts ...string) string {
	tb.Helper()
	return testenv.SharedOrSkip(tb, parts...)
}

// jsonRecord is a record of the json format.
type jsonRecord struct {
	Source    string  `json:"source"`
	Puzzle    string  `json:"puzzle"`
	Status    string  `json:"status"`
	Solution  string  `json:"solution"`
	Solutions int     `json:"solutions"`
	Nodes     int64   `json:"nodes"`
	Micros    float64 `json:"micros"`
	Error     string  `json:"error"`
	Note      string  `json:"solution_note"`
}

// parseJSONLines decodes JSON Lines output, each line with exactly the
// keys of jsonRecord.
func parseJSONLines(t *testing.T, out string) []jsonRecord {
	t.Helper()
	var recs []jsonRecord
	for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if line == "" && out == "" {
			break
		}
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		var r jsonRecord
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, line)
		}
		var keys map[string]any
		if err := json.Unmarshal([]byte(line), &keys); err != nil || len(keys) != 9 {
			t.Fatalf("line %d: %d keys, want 8 (%v): %s", i+1, len(keys), err, line)
		}
		recs = append(recs, r)
	}
	return recs
}

// checkRecords checks every record that has a solution with checkSolution,
// and the fields that go with each status.
func checkRecords(t *testing.T, recs []jsonRecord) {
	t.Helper()
	for _, r := range recs {
		switch r.Status {
		case "unique", "multiple":
			p, s := mustParse(t, r.Puzzle), mustParse(t, r.Solution)
			if err := checkSolution(p, s); err != nil {
				t.Errorf("%s: %s: %v", r.Source, r.Status, err)
			}
			if (r.Status == "unique") != (r.Solutions == 1) || r.Error != "" {
				t.Errorf("%s: %+v", r.Source, r)
			}
		case "none", "invalid":
			mustParse(t, r.Puzzle)
			if r.Solution != "" || r.Solutions != 0 || (r.Status == "invalid") != (r.Error != "") {
				t.Errorf("%s: %+v", r.Source, r)
			}
		case "error":
			// The puzzle field is the text read, cut.
			if len(r.Puzzle) > sudoku.MaxErrorText+len("…") || r.Solution != "" || !strings.HasPrefix(r.Error, r.Source+":") {
				t.Errorf("%s: %+v", r.Source, r)
			}
		default:
			t.Errorf("%s: status %q", r.Source, r.Status)
		}
		// A solution that is one of several says so.
		if multiple := r.Status == "multiple"; multiple != strings.HasPrefix(r.Note, "one of ") || (!multiple && r.Note != "") {
			t.Errorf("%s: %s with solution_note %q", r.Source, r.Status, r.Note)
		}
	}
}

// Masks of what varies between runs: times.
var (
	msRE     = regexp.MustCompile(` in [0-9]+\.[0-9]{3} ms `)
	microsRE = regexp.MustCompile(`"micros":[0-9]+\.[0-9]{3}`)
	csvUsRE  = regexp.MustCompile(`(?m)^([^,\n]*,[^,\n]*,[^,\n]*,[^,\n]*,[^,\n]*,[^,\n]*,)[0-9]+\.[0-9]{3},`)
)

// maskTimes replaces the times of boxed, json and csv output with T.
func maskTimes(s string) string {
	s = msRE.ReplaceAllString(s, " in T ms ")
	s = microsRE.ReplaceAllString(s, `"micros":T`)
	return csvUsRE.ReplaceAllString(s, "${1}T,")
}

// checkGolden compares got with testdata/name, or rewrites it with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to make it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (go test -update rewrites it)\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

// badWant is what each record of puzzles/bad.txt is, in order: its status,
// its line and a part of its message.
var badWant = []struct {
	status string
	line   int
	msg    string
}{
	{"unique", 4, ""},
	{"error", 6, "bad.txt:6:5: bad character 'x'"},
	{"error", 8, "bad.txt:8:1: wrong length"},
	{"error", 10, "bad.txt:10:10: value out of range"},
	{"invalid", 12, "r1c1 and r1c7 both hold 6"},
	{"none", 14, ""},
	{"multiple", 16, ""},
	{"error", 22, "bad.txt:22:1: unfinished grid"},
	{"unique", 24, ""},
}

// TestSolveSeed solves the CP468 document's example and finds the board
// the document shows after solving.
func TestSolveSeed(t *testing.T) {
	seeds, err := filepath.Glob(filepath.Join(sharedPath(t, "seeds"), "004_*.txt"))
	if err != nil || len(seeds) == 0 {
		t.Skip("seed 004 absent")
	}
	doc, err := os.ReadFile(seeds[0])
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(doc), "\nAfter\n\n")
	if !ok {
		t.Fatal("no After board in the seed")
	}
	after, _, _ = strings.Cut(after, "\n\n")
	after += "\n"
	r := runApp(t, "", "solve", repoFile("puzzles", "sudoku8.txt"))
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, "After\n"+after+"unique solution in ") {
		t.Errorf("the seed's After board is not in the output:\n%s\nwant:\n%s", r.stdout, after)
	}
}

// TestSolveGolden checks each format against golden files, with the times
// masked.
func TestSolveGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
	}{
		{"solve_bad.boxed", []string{"solve", repoFile("puzzles", "bad.txt")}, 1},
		{"solve_bad.line", []string{"solve", "--format", "line", repoFile("puzzles", "bad.txt")}, 1},
		{"solve_bad.json", []string{"solve", "-f", "json", repoFile("puzzles", "bad.txt")}, 1},
		{"solve_sizes.boxed", []string{"solve", filepath.Join("testdata", "solve_sizes.txt")}, 0},
		{"solve_sizes.line", []string{"solve", "-f", "line", filepath.Join("testdata", "solve_sizes.txt")}, 0},
		{"solve_limit.line", []string{"solve", "-f", "line", "--limit", "5", repoFile("puzzles", "bad.txt")}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, "", tc.args...)
			if r.code != tc.code || r.stderr != "" {
				t.Fatalf("exit %d, want %d; stderr %q", r.code, tc.code, r.stderr)
			}
			checkGolden(t, tc.name+".golden", maskTimes(r.stdout))
		})
	}
}

// TestSolveBad solves the mixed file: each good puzzle is answered
// correctly, each bad one names its file, line and reason, and the exit
// status is 1.
func TestSolveBad(t *testing.T) {
	path := repoFile("puzzles", "bad.txt")
	r := runApp(t, "", "solve", "--format", "json", path)
	if r.code != 1 || r.stderr != "" {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	recs := parseJSONLines(t, r.stdout)
	checkRecords(t, recs)
	if len(recs) != len(badWant) {
		t.Fatalf("%d records, want %d:\n%s", len(recs), len(badWant), r.stdout)
	}
	for i, w := range badWant {
		got := recs[i]
		if got.Status != w.status || got.Source != fmt.Sprintf("%s:%d", path, w.line) || !strings.Contains(got.Error, w.msg) {
			t.Errorf("record %d = %+v, want %s at line %d with %q", i+1, got, w.status, w.line, w.msg)
		}
	}

	// The boxed form says the same, for people.
	r = runApp(t, "", "solve", path)
	for _, want := range []string{
		"error: " + path + ":6:5: bad character 'x'\n",
		"invalid: r1c1 and r1c7 both hold 6\n",
		"\nno solution in ",
		"\nAfter (one of 2 or more solutions)\n",
		"\nmultiple solutions (2 or more) in ",
		"\nunique solution in ",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("boxed output lacks %q", want)
		}
	}
}

// TestSolveReadBack feeds the boxed output to the reader: it reads the
// boards before and after of each puzzle, and nothing else.
func TestSolveReadBack(t *testing.T) {
	for _, file := range []string{repoFile("puzzles", "bad.txt"), filepath.Join("testdata", "solve_sizes.txt")} {
		t.Run(filepath.Base(file), func(t *testing.T) {
			js := runApp(t, "", "solve", "-f", "json", file)
			boxed := runApp(t, "", "solve", file)
			var want []sudoku.Grid
			for _, r := range parseJSONLines(t, js.stdout) {
				if r.Status != "error" {
					want = append(want, mustParse(t, r.Puzzle))
				}
				if r.Solution != "" {
					want = append(want, mustParse(t, r.Solution))
				}
			}
			rd := puzzleio.NewReader(strings.NewReader(boxed.stdout), "out")
			var got []sudoku.Grid
			for p, err := range rd.All() {
				if err != nil {
					t.Fatalf("reading the output back: %v", err)
				}
				got = append(got, p.Grid)
			}
			if n, at := rd.Prose(); n != 0 {
				t.Errorf("%d lines of prose read back, the first at line %d", n, at)
			}
			if len(got) != len(want) {
				t.Fatalf("read %d boards back, want %d", len(got), len(want))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("board %d read back as %v, want %v", i+1, got[i], want[i])
				}
			}
		})
	}
}

// TestSolveBatchRoundTrip runs batch on solve's boxed output, of 2D
// puzzles and of 3D boards (which batch knows without --dims): it reads
// the boards before and after of each puzzle with no prose warning, and
// both solve to solve's solution.
func TestSolveBatchRoundTrip(t *testing.T) {
	cube := filepath.Join(t.TempDir(), "cube.txt")
	puzzles, _ := genHyperPuzzles(t, 27, 2)
	if err := os.WriteFile(cube, []byte(strings.Join(puzzles, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	easy := repoFile("puzzles", "easy.txt")
	for _, tc := range []struct {
		name, in string
		marks    []string // in the boxed output, in order
	}{
		{"2D", easy, []string{"Puzzle " + easy + ":4\nBefore\n", "\nAfter\n", "\nunique solution in "}},
		{"3D", cube, []string{"# Puzzle " + cube + ":1 (3D b=2 (8^3), ", "\n# After\n", "\n# unique solution in "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			line := runApp(t, "", "solve", "-f", "line", tc.in)
			boxed := filepath.Join(t.TempDir(), "out.txt")
			if r := runApp(t, "", "solve", "-o", boxed, tc.in); r.code != 0 {
				t.Fatalf("solve: exit %d, stderr %q", r.code, r.stderr)
			}
			b, err := os.ReadFile(boxed)
			if err != nil {
				t.Fatal(err)
			}
			rest := string(b)
			for _, m := range tc.marks {
				_, after, ok := strings.Cut(rest, m)
				if !ok {
					t.Errorf("no %q in solve's boxed output:\n%.300s", m, rest)
					break
				}
				rest = after
			}
			r := runApp(t, "", "batch", "-f", "line", boxed)
			if r.code != 0 || strings.Contains(r.stderr, "warning") {
				t.Errorf("batch: exit %d, stderr %q; want 0 and no warning", r.code, r.stderr)
			}
			var want strings.Builder
			for _, s := range strings.SplitAfter(line.stdout, "\n") {
				want.WriteString(s + s) // the board before, then the board after
			}
			if line.stdout == "" || r.stdout != want.String() {
				t.Errorf("batch on solve's output printed\n%s\nwant each of solve's solutions twice:\n%s", r.stdout, want.String())
			}
		})
	}
}

// TestSolveSizes solves a puzzle of each size, in several layouts.
func TestSolveSizes(t *testing.T) {
	r := runApp(t, "", "solve", "-f", "json", filepath.Join("testdata", "solve_sizes.txt"))
	if r.code != 0 {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	recs := parseJSONLines(t, r.stdout)
	checkRecords(t, recs)
	var sizes []int
	for _, rec := range recs {
		if rec.Status != "unique" {
			t.Errorf("%s: %s", rec.Source, rec.Status)
		}
		g := mustParse(t, rec.Puzzle)
		sizes = append(sizes, g.Size())
	}
	if fmt.Sprint(sizes) != "[4 4 9 16 25]" {
		t.Errorf("sizes %v, want [4 4 9 16 25]", sizes)
	}
}

func TestSolveStdin(t *testing.T) {
	in := "# two puzzles\n" +
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n" +
		".......1.14..3..  a 4x4 one\n"
	for _, args := range [][]string{{"solve", "-f", "json"}, {"solve", "-f", "json", "-"}} {
		r := runApp(t, in, args...)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("%v: exit %d, stderr %q", args, r.code, r.stderr)
		}
		recs := parseJSONLines(t, r.stdout)
		checkRecords(t, recs)
		if len(recs) != 2 || recs[0].Source != "stdin:2" || recs[1].Source != "stdin:3" {
			t.Errorf("%v: records %+v", args, recs)
		}
	}
	// An empty input is an error for its argument.
	r := runApp(t, "\n", "solve")
	if r.code != 1 || r.stdout != "" || r.stderr != "sudokudlx: stdin:1:1: no puzzle in the file\n" {
		t.Errorf("empty stdin: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// TestSolveMissingFile checks that a file that cannot be read is an error
// for itself, and the other files are still solved.
func TestSolveMissingFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nosuch.txt")
	r := runApp(t, "", "solve", "-f", "line", missing, repoFile("puzzles", "sudoku8.txt"), "testdata")
	if r.code != 1 {
		t.Errorf("exit %d, want 1", r.code)
	}
	want := "sudokudlx: " + missing + ": no such file or directory\nsudokudlx: testdata: is a directory\n"
	if r.stderr != want {
		t.Errorf("stderr %q, want %q", r.stderr, want)
	}
	if r.stdout != "483921657967345821251876493548132976729564138136798245372689514814253769695417382\n" {
		t.Errorf("stdout %q", r.stdout)
	}
}

func TestSolveUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"solve", "--format", "csv"}, `--format: unknown format "csv" (want boxed, line, json)`},
		{[]string{"solve", "--limit", "-1"}, "--limit -1: want 1 or more"},
		{[]string{"solve", "--limit", "x"}, `--limit "x": want a whole number`},
		{[]string{"solve", "--heuristic", "best"}, `--heuristic: unknown heuristic "best"`},
		{[]string{"solve", "a.txt", "--format", "csv"}, `unknown format "csv"`},
		{[]string{"solve", "--nope"}, "unknown flag --nope ("},
		// --dims boards: the flags they cannot honour, in the words of the
		// 2D errors, and a shape too big to build.
		{[]string{"solve", "--box", "2"}, "sudokudlx: --box: only with --dims\n"},
		{[]string{"solve", "--dims", "3", "-f", "csv"}, "sudokudlx: --format: unknown format \"csv\" (want boxed, line, json)\n"},
		{[]string{"solve", "--dims", "3", "--seed", "2"}, "sudokudlx: --seed: for 2D boards only, not with --dims\n"},
		{[]string{"solve", "--dims", "4", "--box", "3"}, "would need about"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			r := runApp(t, "", tc.args...)
			if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, "sudokudlx: ") || !strings.Contains(r.stderr, tc.msg) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and %q", r.code, r.stdout, r.stderr, tc.msg)
			}
		})
	}
}

// TestSolveHeuristics checks that every heuristic finds the same unique
// solutions, and that the random ones repeat with their seed. (Without MRV
// some puzzles take very long, such as the one of bad.txt with no
// solution, and random takes thousands of nodes on most: these use two
// easy puzzles.)
func TestSolveHeuristics(t *testing.T) {
	path := repoFile("puzzles", "sudoku[12].txt")
	base := runApp(t, "", "solve", "-f", "line", path)
	for _, h := range []string{"mrv", "first", "random", "mrv-random"} {
		r := runApp(t, "", "solve", "-f", "line", "--heuristic", h, path)
		if r.code != 0 || strings.Count(r.stdout, "\n") != 2 {
			t.Errorf("%s: exit %d", h, r.code)
		}
		if r.stdout != base.stdout {
			t.Errorf("%s: output\n%s\nwant\n%s", h, r.stdout, base.stdout)
		}
		js := runApp(t, "", "solve", "-f", "json", "--heuristic", h, "--seed", "7", path)
		again := runApp(t, "", "solve", "-f", "json", "--heuristic", h, "--seed", "7", path)
		checkRecords(t, parseJSONLines(t, js.stdout))
		if maskTimes(js.stdout) != maskTimes(again.stdout) {
			t.Errorf("%s: two runs with one seed differ", h)
		}
	}
}

// TestSolveAnswersAsTheyCome types puzzles into a pipe one at a time and
// reads each answer before typing the next.
func TestSolveAnswersAsTheyCome(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run(t.Context(), []string{"sudokudlx", "solve", "-f", "line"}, inR, outW, io.Discard)
		outW.Close()
	}()
	answers := bufio.NewReader(outR)
	for _, p := range []string{
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
	} {
		if _, err := io.WriteString(inW, p+"\n"); err != nil {
			t.Fatal(err)
		}
		line, err := answers.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if err := checkSolution(mustParse(t, p), mustParse(t, strings.TrimSpace(line))); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	inW.Close()
	if rest, _ := io.ReadAll(answers); len(rest) != 0 {
		t.Errorf("more output: %q", rest)
	}
	if code := <-done; code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestSolveInterrupted cancels solve while it waits for input: it stops
// at once with status 130.
func TestSolveInterrupted(t *testing.T) {
	inR, inW := io.Pipe()
	defer inW.Close()
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	go func() {
		io.WriteString(inW, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n")
		cancel()
	}()
	r := runAppContext(t, ctx, inR, "solve", "-f", "line")
	if r.code != 130 || !strings.Contains(r.stderr, "interrupted") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
	if r.stdout != "" && r.stdout != "483921657967345821251876493548132976729564138136798245372689514814253769695417382\n" {
		t.Errorf("stdout %q", r.stdout)
	}
}
