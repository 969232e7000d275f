package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"
)

// sampleFile writes a file of a few hundred puzzles of every kind: the
// samples of puzzles/ and, when ../shared is present, the first lines of
// its sets (17 clues, hardest, several solutions with CRLF line ends,
// tdoku's labelled puzzles).
func sampleFile(t *testing.T) string {
	t.Helper()
	return writeSample(t, true)
}

// writeSample writes the sample of sampleFile, without the lines of the
// shared sets unless withShared.
func writeSample(t *testing.T, withShared bool) string {
	t.Helper()
	var buf bytes.Buffer
	files, _ := filepath.Glob(repoFile("puzzles", "[^h]*.txt")) // not hard.txt and hardest.txt: slow with -race
	for _, f := range append(files, repoFile("puzzles", "sample.sdk")) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(b)
		buf.WriteString("\n")
	}
	shared := []struct {
		name  string
		lines int
	}{
		{"puzzles2_17_clue", 150},
		{"puzzles6_forum_hardest_1106", 5},
		{"puzzles7_serg_benchmark", 50},
		{"tdoku_test_puzzles", 20},
	}
	for _, s := range shared {
		dir := sharedDirOrEmpty()
		if dir == "" || !withShared {
			break
		}
		f, err := os.Open(filepath.Join(dir, "puzzles-bench", s.name))
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		for n := 0; n < s.lines && sc.Scan(); n++ {
			buf.Write(sc.Bytes())
			buf.WriteString("\r\n")
		}
		f.Close()
	}
	path := filepath.Join(t.TempDir(), "sample.txt")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// sharedDirOrEmpty returns ../shared beside the repository, or "".
func sharedDirOrEmpty() string { return testenv.Shared() }

// TestBatchJobs checks that the output is the same for every number of
// workers, in every format, and for solve, on 2D puzzles of every kind
// and on 3D boards mixed with lines that fail.
func TestBatchJobs(t *testing.T) {
	puzzles, sols := hyperPuzzles(t, 5)
	clash := "11" + strings.Repeat(".", 510)
	cube := append(append(append([]string{}, puzzles[:2]...), "bad?line", clash), puzzles[2:]...)
	for _, tc := range []struct {
		name, file, in string
		flags          []string
		jobs           []string
		check          func(t *testing.T, f string, r result)
	}{
		{name: "2D", file: sampleFile(t), flags: []string{"-q"}, jobs: []string{"1", "8"}, check: check2DJobs},
		// --dims: the csv header has dims and box.
		{name: "3D", in: strings.Join(cube, "\n") + "\n", flags: []string{"--dims", "3"}, jobs: []string{"1", "3"}, check: func(t *testing.T, f string, r result) {
			check3DJobs(t, f, r, sols)
		}},
	} {
		for _, f := range []string{"json", "line", "csv"} {
			t.Run(tc.name+"/"+f, func(t *testing.T) {
				jobs := tc.jobs
				if f == "json" {
					jobs = append(jobs[:1:1], "2", jobs[1])
				}
				var first result
				for _, j := range jobs {
					args := append([]string{"batch", "-f", f, "-j", j}, tc.flags...)
					if tc.file != "" {
						args = append(args, tc.file)
					}
					r := runApp(t, tc.in, args...)
					if r.code != 1 { // each input has lines that fail
						t.Errorf("-j %s: exit %d, stderr %q", j, r.code, r.stderr)
					}
					if j != "1" {
						if maskTimes(r.stdout) != maskTimes(first.stdout) {
							t.Errorf("-j %s output differs from -j 1:\n%s\nwant\n%s", j, r.stdout, first.stdout)
						}
						continue
					}
					first = r
					tc.check(t, f, r)
				}
				if f == "csv" {
					return // solve has no csv
				}
				args := []string{"solve", "-f", f}
				for _, fl := range tc.flags {
					if fl != "-q" { // solve prints no summary
						args = append(args, fl)
					}
				}
				if tc.file != "" {
					args = append(args, tc.file)
				}
				if s := runApp(t, tc.in, args...); maskTimes(s.stdout) != maskTimes(first.stdout) {
					t.Errorf("solve output differs from batch's:\n%s\nwant\n%s", s.stdout, first.stdout)
				}
			})
		}
	}
}

// check2DJobs checks the records of the sample in json.
func check2DJobs(t *testing.T, f string, r result) {
	if f != "json" {
		return
	}
	recs := parseJSONLines(t, r.stdout)
	checkRecords(t, recs)
	if len(recs) < 40 {
		t.Errorf("only %d records", len(recs))
	}
}

// check3DJobs checks the records of the 3D boards of TestBatchJobs, whose
// solutions are sols, in the format f: in input order, the bad lines in
// their places, with the 2D records' field names and then dims and box,
// and the summary.
func check3DJobs(t *testing.T, f string, r result, sols []string) {
	if !strings.Contains(r.stderr, "7 puzzles in") || !strings.Contains(r.stderr, "5 unique, 0 multiple, 0 none, 1 invalid, 1 error") {
		t.Errorf("summary %q", r.stderr)
	}
	switch f {
	case "line":
		want := strings.Join(append(append(sols[:2:2], "# error: stdin:3:4: not a symbol: '?'", "# invalid: (1,1,1) and (2,1,1) both hold 1 in one line along x (stdin:4)"), sols[2:]...), "\n") + "\n"
		if r.stdout != want {
			t.Errorf("line:\n%s\nwant\n%s", r.stdout, want)
		}
	case "csv":
		if !strings.HasPrefix(r.stdout, "source,puzzle,status,solution,solutions,nodes,micros,error,solution_note,dims,box\nstdin:1,") || strings.Count(r.stdout, "\n") != 8 {
			t.Errorf("csv:\n%.300s", r.stdout)
		}
	case "json":
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
			var rec struct {
				Source, Puzzle, Status, Solution, Error string
				Solutions, Dims, Box                    int
				Nodes                                   *int64
			}
			if err := json.Unmarshal([]byte(l), &rec); err != nil {
				t.Fatalf("%q: %v", l, err)
			}
			got = append(got, fmt.Sprintf("%s %s %d %d/%d %q", rec.Source, rec.Status, rec.Solutions, rec.Dims, rec.Box, rec.Error))
			if rec.Status == "unique" && !slices.Contains(sols, rec.Solution) {
				t.Errorf("%s: solution %q is none of the boards'", rec.Source, rec.Solution)
			}
			if rec.Nodes != nil {
				t.Errorf("%s: nodes %d, want null: the solver of these boards does not count them", rec.Source, *rec.Nodes)
			}
		}
		want := []string{
			`stdin:1 unique 1 3/2 ""`,
			`stdin:2 unique 1 3/2 ""`,
			`stdin:3 error 0 0/0 "stdin:3:4: not a symbol: '?'"`,
			`stdin:4 invalid 0 3/2 "(1,1,1) and (2,1,1) both hold 1 in one line along x"`,
			`stdin:5 unique 1 3/2 ""`,
			`stdin:6 unique 1 3/2 ""`,
			`stdin:7 unique 1 3/2 ""`,
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("json records:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestBatchRandomJobs checks that a random heuristic gives the same output
// for every -j: each puzzle's random source is seeded from its index.
func TestBatchRandomJobs(t *testing.T) {
	easy := repoFile("puzzles", "easy.txt")
	a := runApp(t, "", "batch", "-q", "-f", "json", "-j", "1", "--heuristic", "mrv-random", "--seed", "3", easy)
	b := runApp(t, "", "batch", "-q", "-f", "json", "-j", "4", "--heuristic", "mrv-random", "--seed", "3", easy)
	if a.code != 0 || maskTimes(a.stdout) != maskTimes(b.stdout) {
		t.Errorf("exit %d; outputs differ:\n%s\n%s", a.code, a.stdout, b.stdout)
	}
	checkRecords(t, parseJSONLines(t, a.stdout))
}
