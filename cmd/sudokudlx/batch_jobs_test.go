package main

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"
)

// sampleFile writes a file of a few hundred puzzles of every kind: the
// samples of puzzles/ and, when ../shared is present, the first lines of
// its sets (17 clues, hardest, several solutions with CRLF line ends,
// tdoku's labelled puzzles).
func sampleFile(t *testing.T) string {
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
		if dir == "" {
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
// workers, in every format, and for solve.
func TestBatchJobs(t *testing.T) {
	sample := sampleFile(t)
	for _, f := range []string{"json", "line", "csv"} {
		t.Run(f, func(t *testing.T) {
			var first result
			jobs := []string{"1", "2", "8"}
			if f != "json" {
				jobs = []string{"1", "8"}
			}
			for _, j := range jobs {
				r := runApp(t, "", "batch", "-q", "-f", f, "-j", j, sample)
				if r.code != 1 { // the sample holds bad.txt
					t.Errorf("-j %s: exit %d, stderr %q", j, r.code, r.stderr)
				}
				if j == "1" {
					first = r
					if f == "json" {
						recs := parseJSONLines(t, r.stdout)
						checkRecords(t, recs)
						if len(recs) < 40 {
							t.Errorf("only %d records", len(recs))
						}
					}
					continue
				}
				if maskTimes(r.stdout) != maskTimes(first.stdout) {
					t.Errorf("-j %s output differs from -j 1", j)
				}
			}
			if f != "json" {
				return
			}
			s := runApp(t, "", "solve", "-f", f, sample)
			if maskTimes(s.stdout) != maskTimes(first.stdout) {
				t.Errorf("solve output differs from batch's")
			}
		})
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
