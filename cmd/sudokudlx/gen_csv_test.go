package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// readGenCSV reads the csv output of gen with encoding/csv, checking that
// every row has the fields of the header, and returns the rows as maps.
func readGenCSV(t *testing.T, out string) (header []string, rows []map[string]string) {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatalf("encoding/csv: %v\n%s", err, out)
	}
	if len(recs) == 0 {
		t.Fatal("no header row")
	}
	header = recs[0]
	for _, rec := range recs[1:] {
		row := make(map[string]string, len(rec))
		for i, name := range header {
			row[name] = rec[i]
		}
		rows = append(rows, row)
	}
	return header, rows
}

// ratingOf returns the level, score and rating that package rate gives
// puzzle, as gen writes them.
func ratingOf(t *testing.T, puzzle string) (level, score, rating string) {
	t.Helper()
	rt, err := rate.Rate(mustParse(t, puzzle))
	if err != nil {
		t.Fatalf("rate %s: %v", puzzle, err)
	}
	return rt.Level.String(), strconv.Itoa(rt.Score), strconv.FormatFloat(rt.Difficulty, 'f', 1, 64)
}

// gen -f csv has the columns of its header, and the puzzles, seeds,
// clues and symmetries of gen -f json; level, score and rating are those
// of package rate when the puzzles were rated, empty otherwise.
func TestGenCSV(t *testing.T) {
	plane := []string{"puzzle", "seed", "clues", "symmetry", "level", "score", "rating"}
	withSolution := []string{"puzzle", "solution", "seed", "clues", "symmetry", "level", "score", "rating"}
	for _, tc := range []struct {
		name   string
		args   []string
		header []string
		rated  bool
	}{
		{"plain", []string{"-n", "6", "--seed", "30"}, plane, false},
		{"solution rate", []string{"-n", "6", "--seed", "30", "--solution", "--rate"}, withSolution, true},
		{"difficulty", []string{"-n", "3", "--seed", "5", "--difficulty", "easy"}, plane, true},
		{"4x4 symmetry", []string{"-n", "8", "--seed", "2", "--size", "4", "--symmetry", "random", "--rate"}, plane, true},
		{"16x16", []string{"-n", "1", "--seed", "2", "--size", "16", "--solution"}, withSolution, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, "", append([]string{"gen", "-f", "csv", "-q"}, tc.args...)...)
			js := runApp(t, "", append([]string{"gen", "-f", "json", "-q"}, tc.args...)...)
			if r.code != 0 || js.code != 0 {
				t.Fatalf("exit %d and %d: %s%s", r.code, js.code, r.stderr, js.stderr)
			}
			header, rows := readGenCSV(t, r.stdout)
			if !slices.Equal(header, tc.header) {
				t.Fatalf("header %q, want %q", header, tc.header)
			}
			lines := genLines(t, js.stdout)
			if len(rows) != len(lines) {
				t.Fatalf("%d rows, %d json records", len(rows), len(lines))
			}
			for i, row := range rows {
				var rec genJSON
				if err := json.Unmarshal([]byte(lines[i]), &rec); err != nil {
					t.Fatal(err)
				}
				want := map[string]string{
					"puzzle": rec.Puzzle, "seed": strconv.FormatUint(rec.Seed, 10),
					"clues": strconv.Itoa(rec.Clues), "symmetry": rec.Symmetry,
					"level": "", "score": "", "rating": "",
				}
				if slices.Contains(header, "solution") {
					want["solution"] = rec.Solution
				}
				if tc.rated {
					want["level"], want["score"], want["rating"] = ratingOf(t, rec.Puzzle)
				}
				for k, v := range want {
					if row[k] != v {
						t.Errorf("row %d: %s %q, want %q", i+1, k, row[k], v)
					}
				}
			}
		})
	}
}

func TestGenCSVDims(t *testing.T) {
	args := []string{"gen", "--dims", "3", "--box", "2", "-n", "2", "--seed", "27", "-q"}
	r := runApp(t, "", append(args, "-f", "csv", "--solution")...)
	line := runApp(t, "", append(args, "--solution")...)
	if r.code != 0 || line.code != 0 {
		t.Fatalf("exit %d and %d: %s%s", r.code, line.code, r.stderr, line.stderr)
	}
	header, rows := readGenCSV(t, r.stdout)
	if want := []string{"puzzle", "solution", "seed", "clues", "dims", "box"}; !slices.Equal(header, want) {
		t.Fatalf("header %q, want %q", header, want)
	}
	for i, l := range genLines(t, line.stdout) {
		puzzle, sol, _ := strings.Cut(l, " ")
		row := rows[i]
		clues := len(puzzle) - strings.Count(puzzle, ".")
		if row["puzzle"] != puzzle || row["solution"] != sol || row["seed"] != strconv.Itoa(27+i) ||
			row["clues"] != strconv.Itoa(clues) || row["dims"] != "3" || row["box"] != "2" {
			t.Errorf("row %d: %v, want the line %q", i+1, row, l)
		}
	}
}

// Python's csv module reads gen's csv as encoding/csv does.
func TestGenCSVPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not installed")
	}
	r := runApp(t, "", "gen", "-f", "csv", "-n", "5", "--seed", "8", "--solution", "--rate", "-q")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	path := filepath.Join(t.TempDir(), "gen.csv")
	if err := os.WriteFile(path, []byte(r.stdout), 0o644); err != nil {
		t.Fatal(err)
	}
	const script = `import csv, json, sys
with open(sys.argv[1], newline="") as f:
    print(json.dumps(list(csv.DictReader(f))))
`
	out, err := exec.Command(py, "-c", script, path).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var got []map[string]string
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("python3 output %q: %v", out, err)
	}
	_, want := readGenCSV(t, r.stdout)
	if len(got) != len(want) || len(want) != 5 {
		t.Fatalf("python reads %d rows, encoding/csv %d, want 5", len(got), len(want))
	}
	for i := range want {
		if len(got[i]) != 8 {
			t.Errorf("row %d: python reads %d fields, want 8: %v", i+1, len(got[i]), got[i])
		}
		for k, v := range want[i] {
			if got[i][k] != v {
				t.Errorf("row %d: python reads %s %q, encoding/csv %q", i+1, k, got[i][k], v)
			}
		}
	}
}

// --rate adds to every format the rating of package rate, and leaves the
// puzzles as they are without it.
func TestGenRate(t *testing.T) {
	base := []string{"gen", "-n", "4", "--seed", "12", "-q", "--solution"}
	plain := runApp(t, "", base...)
	lines := runApp(t, "", append(base, "--rate")...)
	js := runApp(t, "", append(base, "--rate", "-f", "json")...)
	boxed := runApp(t, "", append(base, "--rate", "-f", "boxed")...)
	for _, r := range []result{plain, lines, js, boxed} {
		if r.code != 0 {
			t.Fatalf("exit %d: %s", r.code, r.stderr)
		}
	}
	want := genLines(t, plain.stdout)
	jsLines := genLines(t, js.stdout)
	for i, l := range genLines(t, lines.stdout) {
		puzzle, _, _ := strings.Cut(want[i], " ")
		level, score, rating := ratingOf(t, puzzle)
		suffix := "  " + level + "  score " + score + "  rating " + rating
		if l != want[i]+suffix {
			t.Errorf("line %d: %q, want %q", i+1, l, want[i]+suffix)
		}
		var rec struct {
			Puzzle string   `json:"puzzle"`
			Level  string   `json:"level"`
			Score  *int     `json:"score"`
			Rating *float64 `json:"rating"`
		}
		if err := json.Unmarshal([]byte(jsLines[i]), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.Puzzle != puzzle || rec.Level != level || rec.Score == nil || strconv.Itoa(*rec.Score) != score ||
			rec.Rating == nil || strconv.FormatFloat(*rec.Rating, 'f', 1, 64) != rating {
			t.Errorf("json %d: %s, want %s, score %s, rating %s", i+1, jsLines[i], level, score, rating)
		}
		if !strings.Contains(boxed.stdout, "# "+level+"  score "+score+"  rating "+rating+"\n") {
			t.Errorf("boxed: no comment line for puzzle %d (%s)", i+1, level)
		}
	}
	// The ratings are words around the puzzles that the readers skip: a
	// line is one puzzle, a boxed record two grids, the puzzle's and the
	// solution's.
	for _, tc := range []struct {
		name   string
		out    string
		copies int
	}{{"line", lines.stdout, 1}, {"boxed", boxed.stdout, 2}} {
		solved := runApp(t, tc.out, "batch", "-q")
		var sols []string
		for _, l := range want {
			_, sol, _ := strings.Cut(l, " ")
			for range tc.copies {
				sols = append(sols, sol)
			}
		}
		if solved.code != 0 || solved.stdout != strings.Join(sols, "\n")+"\n" {
			t.Errorf("batch of %s: exit %d, stdout %q, stderr %q", tc.name, solved.code, solved.stdout, solved.stderr)
		}
	}
}
