package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// summaryRE matches the summary line of batch.
var summaryRE = regexp.MustCompile(`^sudokudlx: [0-9,]+ puzzles? in [0-9]+\.[0-9]+ s \([0-9,]+(\.[0-9]+)?/s\): [0-9,]+ unique, [0-9,]+ multiple, [0-9,]+ none, [0-9,]+ invalid(, [0-9,]+ solved)?(, [0-9,]+ timeout)?(, [0-9,]+ errors?)?\n$`)

func TestBatchGolden(t *testing.T) {
	bad := repoFile("puzzles", "bad.txt")
	for _, f := range []string{"line", "json", "csv"} {
		t.Run(f, func(t *testing.T) {
			r := runApp(t, "", "batch", "-q", "--format", f, bad)
			if r.code != 1 || r.stderr != "" {
				t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
			}
			checkGolden(t, "batch_bad."+f+".golden", maskTimes(r.stdout))
		})
	}
}

// TestBatchMixed checks that the mixed file gives every good answer, each
// failure in its place in each format, a summary and exit status 1.
func TestBatchMixed(t *testing.T) {
	path := repoFile("puzzles", "bad.txt")
	js := runApp(t, "", "batch", "-f", "json", path)
	if js.code != 1 {
		t.Errorf("exit %d", js.code)
	}
	if js.stderr != "" && !summaryRE.MatchString(js.stderr) {
		t.Errorf("stderr %q is not a summary", js.stderr)
	}
	if want := " 2 unique, 1 multiple, 1 none, 1 invalid, 4 errors\n"; !strings.HasPrefix(js.stderr, "sudokudlx: 9 puzzles in ") || !strings.HasSuffix(js.stderr, want) {
		t.Errorf("summary %q, want 9 puzzles and %q", js.stderr, want)
	}
	recs := parseJSONLines(t, js.stdout)
	checkRecords(t, recs)
	if len(recs) != len(badWant) {
		t.Fatalf("%d records, want %d", len(recs), len(badWant))
	}
	for i, w := range badWant {
		if recs[i].Status != w.status || recs[i].Source != fmt.Sprintf("%s:%d", path, w.line) || !strings.Contains(recs[i].Error, w.msg) {
			t.Errorf("json record %d = %+v, want %s at line %d", i+1, recs[i], w.status, w.line)
		}
	}

	line := runApp(t, "", "batch", "-q", path)
	lines := strings.Split(strings.TrimSuffix(line.stdout, "\n"), "\n")
	if line.code != 1 || len(lines) != len(badWant) {
		t.Fatalf("line: exit %d, %d lines", line.code, len(lines))
	}
	for i, w := range badWant {
		got := lines[i]
		switch w.status {
		case "unique":
			if err := checkSolution(mustParse(t, recs[i].Puzzle), mustParse(t, got)); err != nil {
				t.Errorf("line %d: %v", i+1, err)
			}
		case "multiple":
			if got != "# multiple: 2 or more solutions ("+recs[i].Source+")" {
				t.Errorf("line %d = %q", i+1, got)
			}
		case "none":
			if got != "# none: no solution ("+recs[i].Source+")" {
				t.Errorf("line %d = %q", i+1, got)
			}
		default:
			want := "# " + w.status + ": " + recs[i].Error
			if w.status != "error" {
				want += " (" + recs[i].Source + ")"
			}
			if got != want || !strings.Contains(got, w.msg) {
				t.Errorf("line %d = %q, want %q", i+1, got, want)
			}
		}
	}

	// csv has the fields of json under a header row.
	c := runApp(t, "", "batch", "-q", "-f", "csv", path)
	rows, err := csv.NewReader(strings.NewReader(c.stdout)).ReadAll()
	if err != nil {
		t.Fatalf("csv does not parse: %v", err)
	}
	if len(rows) != len(recs)+1 || strings.Join(rows[0], ",") != "source,puzzle,status,solution,solutions,nodes,micros,error,solution_note" {
		t.Fatalf("csv rows %d, header %q", len(rows), rows[0])
	}
	for i, rec := range recs {
		row := rows[i+1]
		want := []string{rec.Source, rec.Puzzle, rec.Status, rec.Solution, strconv.Itoa(rec.Solutions), strconv.FormatInt(rec.Nodes, 10), row[6], rec.Error, rec.Note}
		if _, err := strconv.ParseFloat(row[6], 64); err != nil || strings.Join(row, "\x00") != strings.Join(want, "\x00") {
			t.Errorf("csv row %d = %q, want %q", i+1, row, want)
		}
	}
}

// TestBatchMixedDims is TestBatchMixed on 3D boards: each status in its
// place, the clashes in a line and in a block named by both cells, the
// summary and exit status 1.
func TestBatchMixedDims(t *testing.T) {
	boards, sol := hyperStatusBoards(t)
	empty := strings.Repeat(".", 512)
	blockClash := "1" + empty[1:9] + "1" + empty[10:] // (1,1,1) and (2,2,1) share a block
	in := strings.Join([]string{boards["invalid"], blockClash, "bad?line", boards["multiple"], boards["none"], boards["unique"]}, "\n") + "\n"
	res := runApp(t, in, "batch")
	if res.code != 1 {
		t.Errorf("exit %d, want 1", res.code)
	}
	want := []string{
		"# invalid: (1,1,1) and (2,1,1) both hold 1 in one line along x (stdin:1)",
		"# invalid: (1,1,1) and (2,2,1) both hold 1 in one block (stdin:2)",
		"# error: stdin:3:4: not a symbol: '?'",
		"# multiple: 2 or more solutions (stdin:4)",
		"# none: no solution (stdin:5)",
		sol,
	}
	if got := strings.Split(strings.TrimSpace(res.stdout), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("stdout:\n%s\nwant\n%s", res.stdout, strings.Join(want, "\n"))
	}
	if !strings.Contains(res.stderr, "6 puzzles in ") || !strings.Contains(res.stderr, ": 1 unique, 1 multiple, 1 none, 2 invalid, 1 error\n") {
		t.Errorf("stderr %q: want the summary", res.stderr)
	}
}

// TestBatchDims2 solves 2D puzzles through --dims 2: the same solutions as
// the 2D path.
func TestBatchDims2(t *testing.T) {
	for _, file := range []string{repoFile("puzzles", "easy.txt"), repoFile("puzzles", "16x16.txt")} {
		want := runApp(t, "", "batch", "-q", "--no-progress", file)
		got := runApp(t, "", "batch", "--dims", "2", file)
		if got.code != want.code || got.stdout != want.stdout {
			t.Errorf("%s: --dims 2 exit %d\n%s\nwant exit %d\n%s", file, got.code, got.stdout, want.code, want.stdout)
		}
	}
}

func TestBatchGlobs(t *testing.T) {
	empty := filepath.Join(t.TempDir(), "*.none")
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		n      int      // lines of output
		stderr []string // messages, in order
	}{
		{"pattern", []string{repoFile("puzzles", "sudoku*.txt")}, 0, 8, nil},
		{"pattern and names", []string{repoFile("puzzles", "sudoku[1-3].txt"), repoFile("puzzles", "easy.txt")}, 0, 23, nil},
		{"no match", []string{empty, repoFile("puzzles", "sudoku1.txt")}, 1, 1, []string{empty + ": no file matches the pattern"}},
		{"bad pattern", []string{"[", repoFile("puzzles", "sudoku1.txt")}, 1, 1, []string{"[: syntax error in pattern"}},
		{"directory", []string{repoFile("puzzles"), repoFile("puzzles", "sudoku1.txt")}, 1, 1, []string{repoFile("puzzles") + ": is a directory"}},
		{"directory by pattern", []string{repoFile("puzzle[s]"), "testdata/solve_*.txt"}, 1, 5, []string{repoFile("puzzles") + ": is a directory"}},
		{"several", []string{"nosuch.txt", repoFile("puzzles", "sudoku1.txt"), "testdata"}, 1, 1, []string{"nosuch.txt: no such file or directory", "testdata: is a directory"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, "", append([]string{"batch", "-q"}, tc.args...)...)
			if r.code != tc.code {
				t.Errorf("exit %d, want %d", r.code, tc.code)
			}
			if n := strings.Count(r.stdout, "\n"); n != tc.n {
				t.Errorf("%d lines of output, want %d:\n%s", n, tc.n, r.stdout)
			}
			var want string
			for _, m := range tc.stderr {
				want += "sudokudlx: " + m + "\n"
			}
			if r.stderr != want {
				t.Errorf("stderr %q, want %q", r.stderr, want)
			}
		})
	}
}

func TestBatchStdin(t *testing.T) {
	in := "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n" +
		"# then a grid\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n"
	for _, args := range [][]string{{"batch", "-f", "json", "-q"}, {"batch", "-f", "json", "-q", "-"}, {"batch", "-f", "json", "-q", "-", "-"}} {
		r := runApp(t, in, args...)
		recs := parseJSONLines(t, r.stdout)
		checkRecords(t, recs)
		if r.code != 0 || len(recs) != 2 || recs[0].Source != "stdin:1" || recs[1].Source != "stdin:3" {
			t.Errorf("%v: exit %d, records %+v, stderr %q", args, r.code, recs, r.stderr)
		}
	}
}

func TestBatchUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
		in   string // standard input
	}{
		{[]string{"batch", "-j", "0"}, "-j 0: want 1 to 256 workers", ""},
		{[]string{"batch", "-j", "1000"}, "-j 1000: want 1 to 256 workers", ""},
		{[]string{"batch", "--format", "boxed"}, `--format: unknown format "boxed" (want line, json, csv)`, ""},
		{[]string{"batch", "--limit", "0"}, "--limit 0: want 1 or more", ""},
		{[]string{"batch", "--heuristic", "x"}, `unknown heuristic "x"`, ""},
		{[]string{"batch", "a.txt", "-j", "0"}, "-j 0: want 1 to 256 workers", ""},
		{[]string{"batch", "a.txt", "--frmat", "json"}, "unknown flag --frmat; did you mean --format?", ""},
		{[]string{"batch", "a.txt", "-zz"}, "unknown flag -zz (see", ""},
		{[]string{"batch", "--zz=1", "a.txt"}, "unknown flag --zz (see", ""},
		{[]string{"batch", "-", "-zz=1"}, "unknown flag -zz (see", ""},
		// --dims boards: the flags they cannot honour, in the words of the
		// 2D errors, and shapes too big to build, named by a flag or met in
		// the input (which stops the run).
		{[]string{"batch", "--dims", "1"}, "sudokudlx: --dims 1: want 2 or more\n", ""},
		{[]string{"batch", "--dims", "3", "-f", "boxed"}, "sudokudlx: --format: unknown format \"boxed\" (want line, json, csv)\n", ""},
		{[]string{"batch", "--dims", "3", "--heuristic", "first"}, "sudokudlx: --heuristic: for 2D boards only, not with --dims\n", ""},
		{[]string{"batch", "--dims", "3", "--column", "quizzes"}, "sudokudlx: --column: for 2D boards only, not with --dims\n", ""},
		{[]string{"batch", "--dims", "3", "--limit", "0"}, "sudokudlx: --limit 0: want 1 or more (2 tells unique from multiple)\n", ""},
		{[]string{"batch", "--dims", "3", "--max-nodes", "10"}, "--max-nodes", ""},
		{[]string{"batch", "--dims", "4", "--box", "3"}, "would need about", ""},
		{[]string{"batch", "--dims", "3", "-f", "json"}, "stdin:1: 3D b=4 (64^3): side 64 has no symbols beyond 35", strings.Repeat(".", 4096) + "\n" + strings.Repeat(".", 512) + "\n"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			r := runApp(t, tc.in, tc.args...)
			if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, "sudokudlx: ") || !strings.Contains(r.stderr, tc.msg) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and %q", r.code, r.stdout, r.stderr, tc.msg)
			}
		})
	}
}

// TestBatchOutputFile checks that -o writes the whole output under its
// name and leaves no temporary file.
func TestBatchOutputFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.json")
	in := repoFile("puzzles", "bad.txt")
	r := runApp(t, "", "batch", "-f", "json", "-o", out, in)
	if r.code != 1 || r.stdout != "" || !summaryRE.MatchString(r.stderr) {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want := runApp(t, "", "batch", "-q", "-f", "json", in)
	if maskTimes(string(got)) != maskTimes(want.stdout) {
		t.Errorf("file holds\n%s\nwant\n%s", got, want.stdout)
	}
	checkDir(t, dir, "out.json")
	if fi, err := os.Stat(out); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, %v; want 0644", fi.Mode(), err)
	}

	// A second run replaces the file, keeping its mode.
	if err := os.Chmod(out, 0o600); err != nil {
		t.Fatal(err)
	}
	r = runApp(t, "", "batch", "-q", "-o", out, repoFile("puzzles", "sudoku8.txt"))
	got, _ = os.ReadFile(out)
	if r.code != 0 || string(got) != "483921657967345821251876493548132976729564138136798245372689514814253769695417382\n" {
		t.Errorf("exit %d, file %q", r.code, got)
	}
	if fi, err := os.Stat(out); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, %v; want 0600 kept", fi.Mode(), err)
	}
	checkDir(t, dir, "out.json")

	// A directory or a missing directory is an error, and leaves nothing.
	for _, bad := range []string{dir, filepath.Join(dir, "nosuch", "out.txt")} {
		r = runApp(t, "", "batch", "-q", "-o", bad, repoFile("puzzles", "sudoku8.txt"))
		if r.code != 1 || !strings.HasPrefix(r.stderr, "sudokudlx: "+bad+": ") {
			t.Errorf("-o %s: exit %d, stderr %q", bad, r.code, r.stderr)
		}
	}
	checkDir(t, dir, "out.json")

	// The same for 3D boards: gen -o writes the bytes of gen to stdout,
	// batch -o the solution, with the summary on standard error, in the
	// singular.
	puzzles := filepath.Join(dir, "cube.txt")
	gen := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "27", "-q", "-o", puzzles)
	want = runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "27", "-q")
	if got, err := os.ReadFile(puzzles); gen.code != 0 || gen.stdout != "" || err != nil || string(got) != want.stdout {
		t.Fatalf("gen -o: exit %d, stdout %q, file %q (%v), want the bytes of gen to stdout", gen.code, gen.stdout, got, err)
	}
	sols := filepath.Join(dir, "cube-solved.txt")
	r = runApp(t, "", "batch", "-o", sols, puzzles)
	if got, err := os.ReadFile(sols); r.code != 0 || r.stdout != "" || err != nil || strings.Count(string(got), "\n") != 1 {
		t.Fatalf("batch -o: exit %d, stdout %q, file %q (%v)", r.code, r.stdout, got, err)
	}
	if !strings.HasPrefix(r.stderr, "sudokudlx: 1 puzzle in") || !strings.Contains(r.stderr, "1 unique, 0 multiple, 0 none, 0 invalid") {
		t.Errorf("batch summary: %q", r.stderr)
	}
	checkDir(t, dir, "cube-solved.txt", "cube.txt", "out.json")
}

// checkDir checks that dir holds exactly the files named.
func checkDir(t *testing.T, dir string, names ...string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != strings.Join(names, " ") {
		t.Errorf("%s holds %q, want %q", dir, got, names)
	}
}

// TestBatchNoProgress checks that nothing but the summary goes to a
// standard error that is a file, not a terminal.
func TestBatchNoProgress(t *testing.T) {
	errf, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer errf.Close()
	var out bytes.Buffer
	code := run(t.Context(), []string{"sudokudlx", "batch", repoFile("puzzles", "easy.txt")}, strings.NewReader(""), &out, errf)
	got, _ := os.ReadFile(errf.Name())
	if code != 0 || !summaryRE.Match(got) || strings.Count(out.String(), "\n") != 20 {
		t.Errorf("exit %d, stderr %q, stdout %q", code, got, out.String())
	}
	if !strings.HasPrefix(string(got), "sudokudlx: 20 puzzles in ") || !strings.HasSuffix(string(got), ": 20 unique, 0 multiple, 0 none, 0 invalid\n") {
		t.Errorf("summary %q", got)
	}
}

func TestSummary(t *testing.T) {
	for _, tc := range []struct {
		t    tally
		d    time.Duration
		want string
	}{
		{tally{999990, 5, 3, 2, 0}, 12300 * time.Millisecond, "1,000,000 puzzles in 12.3 s (81,301/s): 999,990 unique, 5 multiple, 3 none, 2 invalid"},
		{tally{2, 1, 1, 1, 0, 4}, 250 * time.Millisecond, "9 puzzles in 0.25 s (36/s): 2 unique, 1 multiple, 1 none, 1 invalid, 4 errors"},
		{tally{2, 1, 1, 1, 3, 4}, 250 * time.Millisecond, "12 puzzles in 0.25 s (48/s): 2 unique, 1 multiple, 1 none, 1 invalid, 3 timeout, 4 errors"},
		{tally{0, 0, 0, 0, 0, 1}, time.Second, "1 puzzle in 1.00 s (1.00/s): 0 unique, 0 multiple, 0 none, 0 invalid, 1 error"},
		{tally{}, 0, "0 puzzles in 0.000 s: 0 unique, 0 multiple, 0 none, 0 invalid"},
	} {
		if got := summary(&tc.t, tc.d); got != tc.want {
			t.Errorf("summary = %q, want %q", got, tc.want)
		}
	}
}

// TestSparse25 runs batch and solve on a minimal 25x25 puzzle (269
// clues, from gen --size 25 --seed 9), which dancing links alone does not
// settle in minutes: the solvers hand it to the SAT solver, and both
// print its one solution.
func TestSparse25(t *testing.T) {
	path := filepath.Join("testdata", "batch_25.txt")
	for _, args := range [][]string{
		{"batch", "-q", path},
		{"solve", "-f", "line", path},
	} {
		t.Run(args[0], func(t *testing.T) {
			r := runApp(t, "", args...)
			if r.code != 0 || r.stderr != "" {
				t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
			}
			checkGolden(t, "batch_25.line.golden", r.stdout)
		})
	}
}

// TestErrorRowText: in json and csv, the row of a puzzle that could not be
// read gives the text read in its puzzle field, cut to 100 bytes with "…"
// (solve, batch and rate alike), and the row of a puzzle with several
// solutions says that its solution is one of them (solution_note).
func TestErrorRowText(t *testing.T) {
	long := strings.Repeat("1", 120) + "x"
	in := strings.Join([]string{
		"4...3....A..6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
		long,
		"........................................................................1.......2",
		"",
	}, "\n")
	wantText := []string{
		"4...3....A..6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
		long[:100] + "…",
	}
	for _, tc := range []struct {
		args []string
		csv  bool
	}{
		{[]string{"batch", "-f", "json"}, false},
		{[]string{"solve", "-f", "json"}, false},
		{[]string{"batch", "-f", "csv"}, true},
		{[]string{"rate", "-f", "json"}, false},
		{[]string{"rate", "-f", "csv"}, true},
	} {
		r := runApp(t, in, tc.args...)
		var puzzles, statuses, notes []string
		if tc.csv {
			rows, err := csv.NewReader(strings.NewReader(r.stdout)).ReadAll()
			if err != nil || len(rows) != 4 {
				t.Fatalf("%v: %d rows, %v:\n%s", tc.args, len(rows), err, r.stdout)
			}
			note := slices.Index(rows[0], "solution_note")
			for _, row := range rows[1:] {
				puzzles, statuses = append(puzzles, row[1]), append(statuses, row[2])
				if note >= 0 {
					notes = append(notes, row[note])
				}
			}
		} else {
			for _, line := range strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n") {
				var rec map[string]any
				if err := json.Unmarshal([]byte(line), &rec); err != nil {
					t.Fatalf("%v: %v: %s", tc.args, err, line)
				}
				puzzles, statuses = append(puzzles, rec["puzzle"].(string)), append(statuses, rec["status"].(string))
				if n, ok := rec["solution_note"]; ok {
					notes = append(notes, n.(string))
				}
			}
		}
		if len(puzzles) != 3 || statuses[0] != "error" || statuses[1] != "error" || statuses[2] != "multiple" {
			t.Fatalf("%v: statuses %q", tc.args, statuses)
		}
		if !slices.Equal(puzzles[:2], wantText) {
			t.Errorf("%v: error rows give %q, want the text read %q", tc.args, puzzles[:2], wantText)
		}
		if tc.args[0] != "rate" && !slices.Equal(notes, []string{"", "", "one of 2 or more solutions"}) {
			t.Errorf("%v: solution_note %q", tc.args, notes)
		}
	}
}
