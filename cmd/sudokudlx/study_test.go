package main

import (
	"encoding/csv"
	"encoding/json"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// studyCSV runs study with args and --format csv and returns the records
// after the header, keyed by column name.
func studyCSV(t *testing.T, args ...string) []map[string]string {
	t.Helper()
	r := runApp(t, "", append([]string{"study", "--format", "csv"}, args...)...)
	if r.code != 0 {
		t.Fatalf("study %q: exit %d, stderr %q", args, r.code, r.stderr)
	}
	if !strings.HasPrefix(r.stderr, "sudokudlx: ") || !strings.Contains(r.stderr, " searches in ") {
		t.Errorf("summary on stderr: %q", r.stderr)
	}
	recs, err := csv.NewReader(strings.NewReader(r.stdout)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]string
	for _, rec := range recs[1:] {
		m := map[string]string{}
		for i, name := range recs[0] {
			m[name] = rec[i]
		}
		rows = append(rows, m)
	}
	return rows
}

func num(t *testing.T, s string) float64 {
	t.Helper()
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestStudySolutionMode(t *testing.T) {
	rows := studyCSV(t, "--size", "4", "--mode", "solution", "--trials", "20", "--clues", "0:16:4", "-j", "2")
	if len(rows) != 4*5 {
		t.Fatalf("%d rows, want 20 (4 algorithms, 5 K)", len(rows))
	}
	for _, r := range rows {
		if num(t, r["success_pct"]) != 100 || r["timeouts"] != "0" || r["mean_time_us"] == "" {
			t.Errorf("mode solution: %v", r)
		}
	}
}

func TestStudyRandomMode(t *testing.T) {
	rows := studyCSV(t, "--size", "4", "--trials", "30", "--clues", "0,4,8,12")
	falls := false
	for _, r := range rows {
		sum := num(t, r["success_pct"]) + num(t, r["no_solution_pct"]) + num(t, r["timeout_pct"])
		if sum < 99.99 || sum > 100.01 {
			t.Errorf("rates sum to %v: %v", sum, r)
		}
		if r["clues"] == "0" && num(t, r["success_pct"]) != 100 {
			t.Errorf("empty boards not all solved: %v", r)
		}
		if r["clues"] == "12" && num(t, r["success_pct"]) < 50 {
			falls = true
		}
	}
	if !falls {
		t.Errorf("the success rate does not fall with 12 random givens on 4x4 boards")
	}
}

// TestStudySameForAnyJobs checks that -j changes nothing but the times.
func TestStudySameForAnyJobs(t *testing.T) {
	args := []string{"--size", "4,9", "--heuristic", "mrv,mrv-random", "--trials", "16", "--clues", "0,6,12,16", "--seed", "9"}
	one := studyCSV(t, append(args, "-j", "1")...)
	four := studyCSV(t, append(args, "-j", "4")...)
	strip := func(rows []map[string]string) []string {
		var out []string
		for _, r := range rows {
			delete(r, "mean_time_us")
			delete(r, "median_time_us")
			keys := make([]string, 0, len(r))
			for k := range r {
				keys = append(keys, k+"="+r[k])
			}
			slices.Sort(keys)
			out = append(out, strings.Join(keys, " "))
		}
		return out
	}
	if a, b := strip(one), strip(four); !slices.Equal(a, b) {
		t.Errorf("-j 1 and -j 4 differ:\n%q\n%q", a, b)
	}
}

func TestStudyText(t *testing.T) {
	r := runApp(t, "", "study", "--size", "4", "--trials", "5", "--clues", "0,8", "--heuristic", "mrv")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if r.code != 0 || len(lines) != 4 || !strings.HasPrefix(lines[0], "# 4x4, mode random, 5 trials, algorithms mrv, timeout 1s, seed 1") ||
		!strings.Contains(lines[1], "success") || !strings.Contains(lines[2], "100.0%") {
		t.Errorf("exit %d\n%s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
}

func TestStudyJSON(t *testing.T) {
	r := runApp(t, "", "study", "--size", "4", "--trials", "5", "--clues", "0,8", "-f", "json", "--seed", "3")
	var got struct {
		Seed uint64
		Rows []struct {
			Algorithm string
			Clues     int
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil || r.code != 0 {
		t.Fatalf("exit %d, %v\n%s", r.code, err, r.stdout)
	}
	if got.Seed != 3 || len(got.Rows) != 8 || got.Rows[0].Algorithm != "mrv" || got.Rows[2].Algorithm != "bt-first" || got.Rows[1].Clues != 8 {
		t.Errorf("%+v", got)
	}
}

func TestStudyUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--size", "5"}, `--size "5"`},
		{[]string{"--size", "4,x"}, `--size "x"`},
		{[]string{"--heuristic", "mrv,best"}, `unknown algorithm "best"`},
		{[]string{"--heuristic", "mrv,ac3,mrv"}, "sudokudlx: --heuristic mrv,ac3,mrv: mrv twice"},
		{[]string{"--heuristic", "all,ac3"}, "sudokudlx: --heuristic all,ac3: ac3 twice"},
		{[]string{"--size", "4,4"}, "sudokudlx: --size 4,4: size 4 twice"},
		{[]string{"--dims", "3", "--box", "2,3"}, `sudokudlx: --box "2,3": want a whole number`},
		{[]string{"--dims", "3", "--box", "1"}, "sudokudlx: --box 1: want a block length of 2 or more"},
		{[]string{"--svg", "-"}, "not -"},
		{[]string{"--clues", "5:1"}, "--clues: "},
		{[]string{"--size", "4", "--clues", "17"}, "sudokudlx: --clues 17: 17 givens on 4x4 boards (want 0..16)\n"},
		{[]string{"--size", "4,9", "--clues", "0:20"}, "sudokudlx: --clues 0:20: 20 givens on 4x4 boards (want 0..16)\n"},
		{[]string{"--dims", "3", "--clues", "600"}, "sudokudlx: --clues 600: 600 givens on 8x8x8 boards (want 0..512)\n"},
		{[]string{"--dims", "3", "--heuristic", "bt-first,mrv"}, "sudokudlx: --heuristic bt-first,mrv: mrv on 3-dimensional boards (want hyper, bt-first or bt-mincand)\n"},
		{[]string{"--trials", "0"}, "--trials 0"},
		{[]string{"--timeout", "-1s"}, "--timeout -1s"},
		{[]string{"--mode", "grid"}, `unknown mode "grid"`},
		{[]string{"--format", "xml"}, `--format "xml"`},
		{[]string{"-j", "0"}, "--jobs 0"},
		{[]string{"extra"}, `sudokudlx: study takes no arguments, got "extra" (see 'sudokudlx study --help')`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			r := runApp(t, "", append([]string{"study"}, tc.args...)...)
			if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, "sudokudlx: ") || !strings.Contains(r.stderr, tc.msg) {
				t.Errorf("exit %d\nstdout: %q\nstderr: %q (want %q)", r.code, r.stdout, r.stderr, tc.msg)
			}
		})
	}
}

// TestStudyDims2 checks that --dims 2 --box B is the 2D study of side
// B² (the 2D engines, mrv allowed), and that mean nodes are "none" for
// hyper, which counts none.
func TestStudyDims2(t *testing.T) {
	args := []string{"--trials", "3", "--clues", "0,8", "--heuristic", "mrv,hyper", "-q", "--format", "csv"}
	dims := runApp(t, "", append([]string{"study", "--dims", "2", "--box", "2"}, args...)...)
	flat := runApp(t, "", append([]string{"study", "--size", "4"}, args...)...)
	if dims.code != 0 || flat.code != 0 {
		t.Fatalf("exit %d and %d: %s%s", dims.code, flat.code, dims.stderr, flat.stderr)
	}
	strip := func(out string) []string {
		var rows []string
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			f := strings.Split(l, ",")
			rows = append(rows, strings.Join(append(f[:10:10], f[12:]...), ","))
		}
		return rows
	}
	d, f := strip(dims.stdout), strip(flat.stdout)
	if strings.Join(d, "\n") != strings.Join(f, "\n") || len(d) != 5 {
		t.Fatalf("--dims 2 --box 2:\n%s\n--size 4:\n%s", dims.stdout, flat.stdout)
	}
	for _, l := range strings.Split(strings.TrimSpace(dims.stdout), "\n")[1:] {
		f := strings.Split(l, ",")
		if got, hyper := f[12], f[1] == "hyper"; hyper == (got != "") {
			t.Errorf("%s: mean_nodes %q", l, got)
		}
	}
	text := runApp(t, "", "study", "--size", "4", "--trials", "2", "--clues", "0", "--heuristic", "hyper", "-q")
	if !strings.Contains(text.stdout, " none ") {
		t.Errorf("text: no mean nodes \"none\" for hyper:\n%s", text.stdout)
	}
}

// TestStudyDims runs study on 8x8x8 boards: the empty board is solved,
// 60 random givens leave none, the table is the same for any -j (times
// aside), the charts are written under the size's name, and the options
// that make no sense there are refused.
func TestStudyDims(t *testing.T) {
	args := []string{"--dims", "3", "--box", "2", "--trials", "4", "--clues", "0,60", "--timeout", "10s"}
	one := studyCSV(t, append(args, "-j", "1")...)
	two := studyCSV(t, append(args, "-j", "2")...)
	if len(one) != 2 || len(two) != 2 {
		t.Fatalf("%d and %d rows, want 2", len(one), len(two))
	}
	for i, r := range one {
		for _, col := range []string{"size", "algorithm", "clues", "solved", "no_solution", "timeouts", "mean_nodes", "unique", "multiple", "dims"} {
			if r[col] != two[i][col] {
				t.Errorf("row %d %s: %q with -j 1, %q with -j 2", i, col, r[col], two[i][col])
			}
		}
	}
	if r := one[0]; r["size"] != "8" || r["dims"] != "3" || r["algorithm"] != "hyper" || r["solved"] != "4" || r["multiple"] != "4" {
		t.Errorf("K=0: %v, want every empty 8x8x8 board solved", r)
	}
	if r := one[1]; r["no_solution"] != "4" {
		t.Errorf("K=60: %v, want no solution on every board", r)
	}

	dir := filepath.Join(t.TempDir(), "charts")
	r := runApp(t, "", append([]string{"study", "--chart", dir, "-q"}, args...)...)
	if r.code != 0 || !strings.HasPrefix(r.stdout, "# 8x8x8, mode random, 4 trials, algorithms hyper") || !strings.Contains(r.stdout, "\n  8x8x8      hyper      0 ") {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	checkDir(t, dir, "study-8x8x8.png", "study-8x8x8.svg")

	for _, bad := range [][]string{
		{"--dims", "3", "--heuristic", "mrv"},
		{"--dims", "3", "--size", "9"},
		{"--box", "3"},
		{"--dims", "5", "--box", "3"},
		{"--dims", "3", "--box", "2", "--clues", "513"},
	} {
		if r := runApp(t, "", append([]string{"study"}, bad...)...); r.code != exitUsage {
			t.Errorf("study %q: exit %d, stderr %q; want %d", bad, r.code, r.stderr, exitUsage)
		}
	}
}
