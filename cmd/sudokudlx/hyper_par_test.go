package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// micros masks the times of json and csv records.
var micros = regexp.MustCompile(`("micros":|,)[0-9]+\.[0-9]{3}(,)`)

// hyperPuzzles returns n 3D b=2 puzzles, quick to solve, and their
// solutions: one solution of the empty board, its symbols relabelled
// for each puzzle, with the eight cells (k,k,k) blanked, each alone in
// its lines, so that the solution is unique.
func hyperPuzzles(t *testing.T, n int) (puzzles, sols []string) {
	t.Helper()
	r := runApp(t, strings.Repeat(".", 512)+"\n", "solve", "--dims", "3", "--limit", "1", "-f", "line")
	if r.code != 0 || len(r.stdout) != 513 {
		t.Fatalf("solve: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	base := r.stdout[:512]
	for i := range n {
		sol := []byte(base)
		for j, c := range sol {
			sol[j] = '1' + (c-'1'+byte(i))%8
		}
		p := append([]byte{}, sol...)
		for k := range 8 {
			p[k*73] = '.'
		}
		puzzles, sols = append(puzzles, string(p)), append(sols, string(sol))
	}
	return puzzles, sols
}

// genHyperPuzzles returns n minimal 3D b=2 puzzles made by gen from seed
// and their solutions.
func genHyperPuzzles(t *testing.T, seed, n int) (puzzles, sols []string) {
	t.Helper()
	gen := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", fmt.Sprint(seed), "-n", fmt.Sprint(n), "--solution")
	if gen.code != 0 {
		t.Fatalf("gen: exit %d, stderr %q", gen.code, gen.stderr)
	}
	for _, l := range strings.Split(strings.TrimSpace(gen.stdout), "\n") {
		p, s, _ := strings.Cut(l, " ")
		puzzles, sols = append(puzzles, p), append(sols, s)
	}
	return puzzles, sols
}

// TestHyperBatchJobs runs batch --dims on -j workers in each format: the
// same bytes for every -j (the times aside), the records in input order
// with the 2D records' field names, and exit status 1 for the bad lines.
func TestHyperBatchJobs(t *testing.T) {
	puzzles, sols := hyperPuzzles(t, 5)
	clash := "11" + strings.Repeat(".", 510)
	lines := append(append([]string{}, puzzles[:2]...), "bad?line", clash)
	lines = append(lines, puzzles[2:]...)
	in := strings.Join(lines, "\n") + "\n"
	for _, f := range []string{"line", "json", "csv"} {
		var first, raw string
		for _, j := range []string{"1", "2", "3"} {
			r := runApp(t, in, "batch", "--dims", "3", "-f", f, "-j", j)
			if r.code != 1 || !strings.Contains(r.stderr, "7 puzzles in") || !strings.Contains(r.stderr, "5 unique, 0 multiple, 0 none, 1 invalid, 1 error") {
				t.Errorf("%s -j %s: exit %d, stderr %q", f, j, r.code, r.stderr)
			}
			out := micros.ReplaceAllString(r.stdout, "${1}T$2")
			if first == "" {
				first, raw = out, r.stdout
			} else if out != first {
				t.Errorf("%s -j %s:\n%s\nnot the bytes of -j 1:\n%s", f, j, out, first)
			}
		}
		switch f {
		case "line":
			want := strings.Join(append(append(sols[:2:2], "# error: stdin:3:4: not a symbol: '?'", "# invalid: (1,1,1) and (2,1,1) both hold 1 in one line along x (stdin:4)"), sols[2:]...), "\n") + "\n"
			if first != want {
				t.Errorf("line:\n%s\nwant\n%s", first, want)
			}
		case "csv":
			if !strings.HasPrefix(first, "source,puzzle,status,solution,solutions,nodes,micros,error,dims,box\nstdin:1,") || strings.Count(first, "\n") != 8 {
				t.Errorf("csv:\n%.300s", first)
			}
		case "json":
			var got []string
			for _, l := range strings.Split(strings.TrimSpace(raw), "\n") {
				var rec struct {
					Source, Puzzle, Status, Solution, Error string
					Solutions, Dims, Box                    int
				}
				if err := json.Unmarshal([]byte(l), &rec); err != nil {
					t.Fatalf("%q: %v", l, err)
				}
				got = append(got, fmt.Sprintf("%s %s %d %d/%d %q", rec.Source, rec.Status, rec.Solutions, rec.Dims, rec.Box, rec.Error))
				if rec.Status == "unique" && (rec.Solution != sols[0] && rec.Solution != sols[1] && !strings.Contains(strings.Join(sols[2:], " "), rec.Solution)) {
					t.Errorf("%s: solution %q is none of gen's", rec.Source, rec.Solution)
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
	// A shape too big to build stops the run with exit status 2.
	r := runApp(t, strings.Repeat(".", 4096)+"\n"+puzzles[0]+"\n", "batch", "--dims", "3", "-f", "json")
	if r.code != exitUsage || !strings.Contains(r.stderr, "would need about") || r.stdout != "" {
		t.Errorf("too big: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// TestHyperSolveJSON solves a --dims board with solve --format json.
func TestHyperSolveJSON(t *testing.T) {
	puzzles, sols := hyperPuzzles(t, 1)
	r := runApp(t, puzzles[0]+"\nbad?\n", "solve", "--dims", "3", "-f", "json")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 1 || len(lines) != 2 {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	want := fmt.Sprintf(`{"source":"stdin:1","puzzle":"%s","status":"unique","solution":"%s","solutions":1,"nodes":null,"micros":T,"error":"","dims":3,"box":2}`, puzzles[0], sols[0])
	if got := micros.ReplaceAllString(lines[0], "${1}T$2"); got != want {
		t.Errorf("record\n%s\nwant\n%s", got, want)
	}
	if !strings.Contains(lines[1], `"status":"error"`) {
		t.Errorf("bad line: %s", lines[1])
	}
}

// TestHyperSignals stops batch --dims -j 2 on an endless input once it
// has written a record (or, with -o, once its temporary file exists): the
// records finished are written in order, the summary counts them, the
// exit status is 143 and -o leaves no file.
func TestHyperSignals(t *testing.T) {
	puzzles, sols := hyperPuzzles(t, 4)
	for _, toOut := range []bool{false, true} {
		dir := t.TempDir()
		args := []string{"batch", "--dims", "3", "-j", "2"}
		if toOut {
			args = append(args, "-o", filepath.Join(dir, "out.txt"))
		}
		pr, pw := io.Pipe()
		go func() {
			for {
				if _, err := io.WriteString(pw, strings.Join(puzzles, "\n")+"\n"); err != nil {
					return
				}
			}
		}()
		p := &proc{cmd: exec.Command(testBinary(t), args...)}
		first := &lineSeen{w: &p.stdout, seen: make(chan struct{})}
		p.cmd.Stdin, p.cmd.Stdout, p.cmd.Stderr = pr, first, &p.stderr
		if err := p.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.cmd.Process.Kill() })
		if toOut {
			waitForFile(t, dir)
		} else {
			select {
			case <-first.seen:
			case <-time.After(time.Minute):
				t.Fatal("no record written in a minute")
			}
		}
		p.signal(t, syscall.SIGTERM)
		code := p.wait(t, 20*time.Second)
		pr.Close()
		if code != 143 || !strings.HasSuffix(p.stderr.String(), "sudokudlx: interrupted by SIGTERM\n") {
			t.Fatalf("exit %d, stderr %q", code, p.stderr.String())
		}
		sum, _, _ := strings.Cut(p.stderr.String(), "\n")
		if toOut {
			checkDir(t, dir)
			continue
		}
		lines := strings.Split(strings.TrimSuffix(p.stdout.String(), "\n"), "\n")
		if p.stdout.Len() == 0 || !strings.Contains(sum, fmt.Sprintf(" %s puzzle%s in ", commas(int64(len(lines))), plural(int64(len(lines))))) {
			t.Fatalf("%d lines, summary %q", len(lines), sum)
		}
		for i, l := range lines {
			if l != sols[i%len(sols)] {
				t.Fatalf("line %d is not the solution of board %d", i+1, i+1)
			}
		}
	}
}

// lineSeen is a writer to w that closes seen when the first line end
// goes through. exec.Cmd calls Write from one goroutine.
type lineSeen struct {
	w    io.Writer
	seen chan struct{}
	done bool
}

func (f *lineSeen) Write(b []byte) (int, error) {
	if !f.done && bytes.IndexByte(b, '\n') >= 0 {
		f.done = true
		close(f.seen)
	}
	return f.w.Write(b)
}

// waitForFile waits for a file to appear in dir: the temporary file of
// -o, made once the command runs (and handles signals).
func waitForFile(t *testing.T, dir string) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if ents, err := os.ReadDir(dir); err == nil && len(ents) > 0 {
			return
		}
		time.Sleep(10 * time.Millisecond) // polls for the event; asserts no timing
	}
	t.Fatal("no output file made in a minute")
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
