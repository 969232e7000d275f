package main

import (
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/internal/testenv"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// rateSummaryRE matches the summary line of rate.
var rateSummaryRE = regexp.MustCompile(`^(sudokudlx: )?[0-9,]+ puzzles? rated in [0-9]+\.[0-9]+ s( \([0-9,]+(\.[0-9]+)?/s\))?: [0-9,]+ simple, [0-9,]+ easy, [0-9,]+ intermediate, [0-9,]+ expert, [0-9,]+ master, [0-9,]+ extreme( \([0-9,]+ over budget\))?(, [0-9,]+ multiple)?(, [0-9,]+ none)?(, [0-9,]+ invalid)?(, [0-9,]+ timeout)?(, [0-9,]+ errors?)?\n$`)

// ratePuzzles is the rate package's set of puzzles of every level.
var ratePuzzles = repoFile("sudoku", "rate", "testdata", "puzzles.txt")

// rateJSON is a record of rate's json format.
type rateJSON struct {
	Source     string         `json:"source"`
	Puzzle     string         `json:"puzzle"`
	Status     string         `json:"status"`
	Level      string         `json:"level"`
	Score      int            `json:"score"`
	Rating     float64        `json:"rating"`
	RatingP    float64        `json:"rating_p"`
	RatingD    float64        `json:"rating_d"`
	Guesses    int            `json:"guesses"`
	OverBudget bool           `json:"over_budget"`
	Techniques map[string]int `json:"techniques"`
	Steps      []string       `json:"steps"`
	Error      string         `json:"error"`
}

// parseRateJSON decodes rate's JSON Lines, each line with exactly the keys
// of rateJSON (steps only with explain).
func parseRateJSON(t *testing.T, out string, explain bool) []rateJSON {
	t.Helper()
	keys := 12
	if explain {
		keys = 13
	}
	var recs []rateJSON
	for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if out == "" {
			break
		}
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		var r rateJSON
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, line)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil || len(m) != keys {
			t.Fatalf("line %d: %d keys, want %d (%v): %s", i+1, len(m), keys, err, line)
		}
		recs = append(recs, r)
	}
	return recs
}

// checkRateRecords checks each record against a rating made here, with a
// Rater of its own: a rated puzzle has the level, score, technique counts
// (and steps) of rate.Rater, and the score is the sum of the weights; a
// puzzle that is not rated has the status of the rater's error and no
// rating.
func checkRateRecords(t *testing.T, recs []rateJSON, explain bool) {
	t.Helper()
	var r rate.Rater
	for _, rec := range recs {
		if rec.Status == "error" {
			if len(rec.Puzzle) > sudoku.MaxErrorText+len("…") || rec.Level != "" || rec.Score != 0 || len(rec.Techniques) != 0 || !strings.HasPrefix(rec.Error, rec.Source+":") {
				t.Errorf("%s: %+v", rec.Source, rec)
			}
			continue
		}
		g := mustParse(t, rec.Puzzle)
		rt, err := r.Explain(context.Background(), g)
		if got := record.RatingVerdict(err).String(); got != rec.Status {
			t.Errorf("%s: status %s, the rater says %s (%v)", rec.Source, rec.Status, got, err)
			continue
		}
		if err != nil {
			if rec.Level != "" || rec.Score != 0 || rec.Rating != 0 || rec.Guesses != 0 || len(rec.Techniques) != 0 || len(rec.Steps) != 0 || rec.Error != err.Error() {
				t.Errorf("%s: %+v, want no rating and error %q", rec.Source, rec, err)
			}
			continue
		}
		want := map[string]int{}
		score := 0
		for tech, n := range rt.Used() {
			want[tech.String()] = n
		}
		for name, n := range rec.Techniques {
			tech, err := rate.ParseTechnique(name)
			if err != nil {
				t.Fatalf("%s: %v", rec.Source, err)
			}
			score += n * tech.Weight()
		}
		if rec.Level != rt.Level.String() || rec.Score != rt.Score || rec.Score != score || !maps.Equal(rec.Techniques, want) || rec.Error != "" ||
			rec.Rating != rt.Difficulty || rec.Guesses != rt.Counts[rate.Guess] {
			t.Errorf("%s: %+v, want level %v, score %d (weights: %d), techniques %v", rec.Source, rec, rt.Level, rt.Score, score, want)
		}
		if !explain {
			continue
		}
		var steps []string
		for _, st := range rt.Steps {
			steps = append(steps, st.String())
		}
		if !slices.Equal(rec.Steps, steps) {
			t.Errorf("%s: steps differ from the rater's", rec.Source)
		}
	}
}

// TestRateGolden rates the rate package's puzzles of every level, in each
// format, and the mixed file, against golden files.
func TestRateGolden(t *testing.T) {
	for _, tc := range []struct {
		name, file string
		code       int
	}{
		{"builtin", ratePuzzles, 0},
		{"bad", repoFile("puzzles", "bad.txt"), 1},
	} {
		for _, f := range []string{"line", "json", "csv"} {
			t.Run(tc.name+"."+f, func(t *testing.T) {
				r := runApp(t, "", "rate", "-q", "-f", f, tc.file)
				if r.code != tc.code || r.stderr != "" {
					t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
				}
				checkGolden(t, "rate_"+tc.name+"."+f+".golden", r.stdout)
			})
		}
	}
}

// rateJSONRun runs rate in json on the files and checks the exit status,
// the summary (its start and its end) and every record, which it returns.
func rateJSONRun(t *testing.T, code int, sumStart, sumEnd string, files ...string) []rateJSON {
	t.Helper()
	r := runApp(t, "", append([]string{"rate", "-f", "json"}, files...)...)
	if r.code != code || !rateSummaryRE.MatchString(r.stderr) {
		t.Errorf("exit %d, want %d; stderr %q", r.code, code, r.stderr)
	}
	if !strings.HasPrefix(r.stderr, "sudokudlx: "+sumStart) || !strings.HasSuffix(r.stderr, sumEnd) {
		t.Errorf("summary %q, want %q...%q", r.stderr, sumStart, sumEnd)
	}
	recs := parseRateJSON(t, r.stdout, false)
	checkRateRecords(t, recs, false)
	return recs
}

// TestRateLevels checks that the built-in set has its levels, as its
// comments say, and that the summary counts them.
func TestRateLevels(t *testing.T) {
	recs := rateJSONRun(t, 0, "16 puzzles rated in ", ": 4 simple, 4 easy, 0 intermediate, 5 expert, 0 master, 3 extreme\n", ratePuzzles)
	wantLevels := []string{"simple", "simple", "simple", "simple", "easy", "easy", "easy", "easy",
		"expert", "expert", "expert", "expert", "expert", "extreme", "extreme", "extreme"}
	var got []string
	for _, rec := range recs {
		got = append(got, rec.Level)
	}
	if !slices.Equal(got, wantLevels) {
		t.Errorf("levels %v, want %v", got, wantLevels)
	}
}

// TestRateExplain checks the steps in each format: line and json against
// golden files and the rater's own steps, csv against json.
func TestRateExplain(t *testing.T) {
	in := filepath.Join("testdata", "rate_explain.txt")
	line := runApp(t, "", "rate", "-q", "--explain", in)
	if line.code != 0 || line.stderr != "" {
		t.Fatalf("exit %d, stderr %q", line.code, line.stderr)
	}
	checkGolden(t, "rate_explain.line.golden", line.stdout)

	js := runApp(t, "", "rate", "-q", "--explain", "-f", "json", in)
	if js.code != 0 {
		t.Fatalf("json: exit %d", js.code)
	}
	checkGolden(t, "rate_explain.json.golden", js.stdout)
	recs := parseRateJSON(t, js.stdout, true)
	checkRateRecords(t, recs, true)
	if len(recs) != 4 {
		t.Fatalf("%d records, want 4", len(recs))
	}

	// The line form: each record, then its steps after a tab.
	var want strings.Builder
	plain := strings.SplitAfter(runApp(t, "", "rate", "-q", in).stdout, "\n")
	for i, rec := range recs {
		want.WriteString(plain[i])
		for _, s := range rec.Steps {
			want.WriteString("\t" + s + "\n")
		}
	}
	if line.stdout != want.String() {
		t.Errorf("line --explain is not the records with the json steps")
	}

	c := runApp(t, "", "rate", "-q", "--explain", "-f", "csv", in)
	rows, err := csv.NewReader(strings.NewReader(c.stdout)).ReadAll()
	if err != nil || c.code != 0 {
		t.Fatalf("csv: exit %d, %v", c.code, err)
	}
	if strings.Join(rows[0], ",") != "source,puzzle,status,level,score,rating,rating_p,rating_d,guesses,over_budget,techniques,steps,error" || len(rows) != len(recs)+1 {
		t.Fatalf("csv header %q, %d rows", rows[0], len(rows))
	}
	for i, rec := range recs {
		if got := rows[i+1][11]; got != strings.Join(rec.Steps, "; ") {
			t.Errorf("csv row %d: steps %q", i+1, got)
		}
	}
}

// TestRateMixed checks that every kind of failure of the mixed file is in
// its place, in each format, with exit status 1 and a summary that counts
// it.
func TestRateMixed(t *testing.T) {
	path := repoFile("puzzles", "bad.txt")
	recs := rateJSONRun(t, 1, "9 puzzles rated in ", ": 1 simple, 0 easy, 0 intermediate, 0 expert, 0 master, 1 extreme, 1 multiple, 1 none, 1 invalid, 4 errors\n", path)
	if len(recs) != len(badWant) {
		t.Fatalf("%d records, want %d", len(recs), len(badWant))
	}
	for i, w := range badWant {
		if got := fmt.Sprintf("%s at %s: %s", recs[i].Status, recs[i].Source, recs[i].Error); !strings.HasPrefix(got, fmt.Sprintf("%s at %s:%d: ", w.status, path, w.line)) || !strings.Contains(got, w.msg) {
			t.Errorf("json record %d is %s, want %s at line %d", i+1, got, w.status, w.line)
		}
	}

	line := runApp(t, "", "rate", "-q", path)
	lines := strings.Split(strings.TrimSuffix(line.stdout, "\n"), "\n")
	if line.code != 1 || len(lines) != len(badWant) {
		t.Fatalf("line: exit %d, %d lines", line.code, len(lines))
	}
	for i, rec := range recs {
		want := rec.Source + "  " + rec.Status + ": " + rec.Error
		if rec.Status == "unique" {
			want = rec.Source + "  " + rec.Level + "  score " + strconv.Itoa(rec.Score) + "  "
		}
		if !strings.HasPrefix(lines[i], want) || (rec.Status != "unique") != (lines[i] == want) {
			t.Errorf("line %d = %q, want %q", i+1, lines[i], want)
		}
	}

	c := runApp(t, "", "rate", "-q", "-f", "csv", path)
	rows, err := csv.NewReader(strings.NewReader(c.stdout)).ReadAll()
	if err != nil {
		t.Fatalf("csv does not parse: %v", err)
	}
	if len(rows) != len(recs)+1 || strings.Join(rows[0], ",") != "source,puzzle,status,level,score,rating,rating_p,rating_d,guesses,over_budget,techniques,error" {
		t.Fatalf("csv rows %d, header %q", len(rows), rows[0])
	}
	for i, rec := range recs {
		var techs []string
		for _, tech := range slices.Sorted(maps.Keys(rec.Techniques)) {
			techs = append(techs, tech+"="+strconv.Itoa(rec.Techniques[tech]))
		}
		row := rows[i+1]
		got := slices.Clone(row)
		if got[10] != "" {
			parts := strings.Split(got[10], ";")
			slices.Sort(parts)
			got[10] = strings.Join(parts, ";")
		}
		want := []string{rec.Source, rec.Puzzle, rec.Status, rec.Level, strconv.Itoa(rec.Score),
			strconv.FormatFloat(rec.Rating, 'f', 1, 64), strconv.FormatFloat(rec.RatingP, 'f', 1, 64),
			strconv.FormatFloat(rec.RatingD, 'f', 1, 64), strconv.Itoa(rec.Guesses), strconv.FormatBool(rec.OverBudget), strings.Join(techs, ";"), rec.Error}
		if !slices.Equal(got, want) {
			t.Errorf("csv row %d = %q, want %q", i+1, row, want)
		}
	}
}

// TestRateJobs checks that the output is the same for every number of
// workers, in every format: json on a sample of every kind of puzzle (and
// of the shared sets when present), line (with --explain) and csv, whose
// encoders are all that differs, on a few puzzles of every size and
// status.
func TestRateJobs(t *testing.T) {
	// Under -race, the puzzles of puzzles/ only: rating the hardest lines
	// of the shared sets twice takes the race detector a minute and more.
	sample := writeSample(t, !testenv.Race)
	few := []string{repoFile("puzzles", "bad.txt"), repoFile("puzzles", "4x4.txt"), repoFile("puzzles", "16x16.txt"), repoFile("puzzles", "sudoku1.txt")}
	for _, f := range []string{"json", "line", "csv"} {
		t.Run(f, func(t *testing.T) {
			run := func(j string) result {
				args := []string{"rate", "-q", "-f", f, "-j", j}
				if f == "line" {
					args = append(args, "--explain")
				}
				if f == "json" {
					return runApp(t, "", append(args, sample)...)
				}
				return runApp(t, "", append(args, few...)...)
			}
			first := run("1")
			if first.code != 1 { // the inputs hold bad.txt
				t.Errorf("exit %d, stderr %q", first.code, first.stderr)
			}
			if f == "json" {
				recs := parseRateJSON(t, first.stdout, false)
				checkRateRecords(t, recs, false)
				if len(recs) < 40 {
					t.Errorf("only %d records", len(recs))
				}
			}
			r := run("4")
			if r.stdout != first.stdout || r.code != first.code {
				t.Errorf("-j 4 output differs from -j 1")
			}
		})
	}
}

func TestRateStdin(t *testing.T) {
	in := "9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....\n" +
		"# then a grid\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n"
	want := "stdin:1  expert  score 1412  rating 4.2  full house ×19, naked single ×25, hidden single ×19, pointing ×12, hidden pair ×3, xy-wing ×1\n" +
		"stdin:3  simple  score 196  rating 1.2  full house ×21, naked single ×28\n"
	for _, args := range [][]string{{"rate", "-q"}, {"rate", "-q", "-"}} {
		r := runApp(t, in, args...)
		if r.code != 0 || r.stdout != want || r.stderr != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
	}
}

// TestRateSizes rates a puzzle of each size.
func TestRateSizes(t *testing.T) {
	r := runApp(t, "", "rate", "-q", "-f", "json", filepath.Join("testdata", "solve_sizes.txt"))
	recs := parseRateJSON(t, r.stdout, false)
	if r.code != 0 || len(recs) != 5 {
		t.Fatalf("exit %d, %d records, stderr %q", r.code, len(recs), r.stderr)
	}
	checkRateRecords(t, recs, false)
}

func TestRateOutputFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "levels.txt")
	r := runApp(t, "", "rate", "-q", "-o", out, ratePuzzles)
	got, err := os.ReadFile(out)
	if r.code != 0 || r.stdout != "" || err != nil {
		t.Fatalf("exit %d, stdout %q, %v", r.code, r.stdout, err)
	}
	if want := runApp(t, "", "rate", "-q", ratePuzzles).stdout; string(got) != want {
		t.Errorf("-o wrote\n%s\nwant\n%s", got, want)
	}
	checkDir(t, dir, "levels.txt")
}

func TestRateUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"rate", "-j", "0"}, "-j 0: want 1 to 256 workers"},
		{[]string{"rate", "--format", "boxed"}, `--format: unknown format "boxed" (want line, json, csv)`},
		{[]string{"rate", "a.txt", "--explian"}, "unknown flag --explian; did you mean --explain?"},
		{[]string{"rate", "--explain=maybe"}, "invalid boolean value"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			r := runApp(t, "", tc.args...)
			if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, "sudokudlx: ") || !strings.Contains(r.stderr, tc.msg) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and %q", r.code, r.stdout, r.stderr, tc.msg)
			}
		})
	}
}

// TestRateMissingFile: a FILE that fails is reported, the others are
// rated, and the exit status is 1.
func TestRateMissingFile(t *testing.T) {
	r := runApp(t, "", "rate", "-q", "nosuch.txt", repoFile("puzzles", "sudoku1.txt"))
	if r.code != 1 || strings.Count(r.stdout, "\n") != 1 || r.stderr != "sudokudlx: nosuch.txt: no such file or directory\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// TestRateCancel cancels a run on an endless input: it stops, writes every
// rating finished, in order, then the summary, and exits with 130.
func TestRateCancel(t *testing.T) {
	pr, pw := io.Pipe()
	defer pr.Close()
	grids, _ := endlessPuzzles(t, pw)
	r, d := runAppCancelled(t, pr, "rate", "-j", "2", "-f", "json")
	if d > 10*time.Second {
		t.Errorf("took %v to stop after the first record", d)
	}
	sum, msg, _ := strings.Cut(r.stderr, "\n")
	if r.code != 130 || !rateSummaryRE.MatchString(sum+"\n") || msg != "sudokudlx: interrupted\n" {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	recs := parseRateJSON(t, r.stdout, false)
	if n, _ := strconv.Atoi(strings.ReplaceAll(strings.Fields(sum)[1], ",", "")); n != len(recs) || n == 0 {
		t.Errorf("summary counts %d puzzles, output has %d", n, len(recs))
	}
	for i, rec := range recs {
		if rec.Puzzle != grids[i%len(grids)].String() || rec.Source != "stdin:"+strconv.Itoa(i+1) {
			t.Fatalf("record %d is %s %s, not puzzle %d", i+1, rec.Source, rec.Puzzle, i+1)
		}
	}
	checkRateRecords(t, recs[:min(len(recs), 50)], false)
}

func TestRateSummary(t *testing.T) {
	for _, tc := range []struct {
		t    rateTally
		d    time.Duration
		want string
	}{
		{rateTally{levels: [rate.NumLevels]int64{0, 0, 0, 308, 15, 100, 1042}, verdicts: tally{1465}}, 250 * time.Millisecond,
			"1,465 puzzles rated in 0.25 s (5,860/s): 0 simple, 0 easy, 308 intermediate, 15 expert, 100 master, 1,042 extreme"},
		{rateTally{levels: [rate.NumLevels]int64{0, 1, 0, 0, 0, 0, 1}, verdicts: tally{2, 1, 1, 1, 0, 4}}, 2 * time.Second,
			"9 puzzles rated in 2.00 s (4.50/s): 1 simple, 0 easy, 0 intermediate, 0 expert, 0 master, 1 extreme, 1 multiple, 1 none, 1 invalid, 4 errors"},
		{rateTally{verdicts: tally{0, 0, 0, 0, 0, 1}}, time.Second,
			"1 puzzle rated in 1.00 s (1.00/s): 0 simple, 0 easy, 0 intermediate, 0 expert, 0 master, 0 extreme, 1 error"},
		{rateTally{}, 0, "0 puzzles rated in 0.000 s: 0 simple, 0 easy, 0 intermediate, 0 expert, 0 master, 0 extreme"},
	} {
		if got := tc.t.summary(tc.d); got != tc.want || !rateSummaryRE.MatchString(got+"\n") {
			t.Errorf("summary = %q, want %q", got, tc.want)
		}
	}
}

// TestRateShared rates the first puzzles of the shared sets and checks
// every record against the rater, with -j 2.
func TestRateShared(t *testing.T) {
	for _, name := range []string{"puzzles3_magictour_top1465", "puzzles2_17_clue"} {
		t.Run(name, func(t *testing.T) {
			path := sharedPath(t, "puzzles-bench", name)
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			var in strings.Builder
			sc := bufio.NewScanner(f)
			for n := 0; n < 150 && sc.Scan(); {
				if line := sc.Text(); !strings.HasPrefix(line, "#") {
					in.WriteString(line + "\n")
					n++
				}
			}
			r := runApp(t, in.String(), "rate", "-q", "-j", "2", "-f", "json")
			recs := parseRateJSON(t, r.stdout, false)
			if r.code != 0 || len(recs) != 150 {
				t.Fatalf("exit %d, %d records, stderr %q", r.code, len(recs), r.stderr)
			}
			checkRateRecords(t, recs, false)
		})
	}
}

// FuzzRate feeds any input to rate: it never panics, exits with 0 or 1,
// writes one JSON record per puzzle the reader finds, each consistent with
// the rater, and a summary that counts them. (The seeds hold no 16x16 or
// 25x25 board: a mutation of one may have no solution, which the search
// can take very long to prove.)
func FuzzRate(f *testing.F) {
	for _, name := range []string{filepath.Join("testdata", "rate_explain.txt"), repoFile("puzzles", "bad.txt")} {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add("")
	f.Add("1234\n")
	f.Fuzz(func(t *testing.T, in string) {
		r := runApp(t, in, "rate", "-f", "json", "-j", "1")
		if r.code != 0 && r.code != 1 {
			t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
		}
		recs := parseRateJSON(t, r.stdout, false)
		checkRateRecords(t, recs, false)
		sum := r.stderr[strings.LastIndexByte(strings.TrimSuffix(r.stderr, "\n"), '\n')+1:]
		if !rateSummaryRE.MatchString(sum) || !strings.HasPrefix(sum, "sudokudlx: "+commas(int64(len(recs)))+" puzzle") {
			t.Fatalf("%d records, stderr %q", len(recs), r.stderr)
		}
	})
}

// TestRateNoUniqueness rates a puzzle whose path uses a unique rectangle
// and a hidden rectangle, with and without --no-uniqueness: with it no
// uniqueness technique is used, and the puzzle is still solved by logic.
func TestRateNoUniqueness(t *testing.T) {
	in := "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
	uniq := []string{"unique rectangle 1", "unique rectangle 2", "unique rectangle 4", "hidden rectangle", "bug+1"}
	for _, tc := range []struct {
		args []string
		want bool // some uniqueness technique is used
	}{
		{[]string{"rate", "-q", "-f", "json"}, true},
		{[]string{"rate", "-q", "-f", "json", "--no-uniqueness"}, false},
	} {
		r := runApp(t, in, tc.args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d, stderr %q", tc.args, r.code, r.stderr)
		}
		recs := parseRateJSON(t, r.stdout, false)
		if len(recs) != 1 || recs[0].Level != "extreme" || recs[0].Guesses != 0 {
			t.Fatalf("%v: %+v", tc.args, recs)
		}
		used := false
		for _, name := range uniq {
			used = used || recs[0].Techniques[name] > 0
		}
		if used != tc.want {
			t.Errorf("%v: techniques %v", tc.args, recs[0].Techniques)
		}
	}
}

// TestRateHelpLimits: the score limits rate's help gives for each board
// size are the rater's.
func TestRateHelpLimits(t *testing.T) {
	r := runApp(t, "", "rate", "--help")
	help := strings.Join(strings.Fields(r.stdout), " ")
	for box := 3; box <= 5; box++ {
		e, m, x := rate.ScoreLimits(box)
		if want := fmt.Sprintf("%d, %d, %d", e, m, x); !strings.Contains(help, want) {
			t.Errorf("rate --help does not give the limits of box size %d, %s:\n%s", box, want, r.stdout)
		}
	}
}
