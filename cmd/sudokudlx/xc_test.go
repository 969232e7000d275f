package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/testenv"
)

// session formats a run as the golden files hold it: stdout, then stderr
// and the exit status.
func session(r result) string {
	var b strings.Builder
	b.WriteString(r.stdout)
	if r.stderr != "" {
		b.WriteString("-- stderr --\n")
		b.WriteString(r.stderr)
	}
	fmt.Fprintf(&b, "-- exit %d --\n", r.code)
	return b.String()
}

// TestXCGolden runs "sudokudlx xc testdata/xc_NAME.dlx" for each of the
// small files and compares its output with testdata/xc_NAME.golden
// (-update rewrites them).
func TestXCGolden(t *testing.T) {
	for _, name := range []string{"knuth", "colors", "dropped", "bad", "none", "dlx3", "bounds"} {
		file := "testdata/xc_" + name + ".dlx"
		t.Run(filepath.Base(file), func(t *testing.T) {
			got := session(runApp(t, "", "xc", file))
			golden := strings.TrimSuffix(file, ".dlx") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to make it)", err)
			}
			if got != string(want) {
				t.Errorf("xc %s:\n%s\nwant:\n%s", file, got, want)
			}
			// The same from standard input, with the name stdin.
			in, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			viaStdin := session(runApp(t, string(in), "xc", "-"))
			if want := strings.ReplaceAll(string(want), file, "stdin"); viaStdin != want {
				t.Errorf("xc - < %s:\n%s\nwant:\n%s", file, viaStdin, want)
			}
		})
	}
}

const queens8 = "testdata/xc_queens8.dlx"

// parseSolutions splits xc's output into solutions (each a sorted list of
// option lines) and the final count line.
func parseSolutions(t *testing.T, out string) ([][]string, string) {
	t.Helper()
	blocks := strings.Split(out, "\n\n")
	last := blocks[len(blocks)-1]
	var sols [][]string
	for _, b := range blocks[:len(blocks)-1] {
		sol := strings.Split(b, "\n")
		slices.Sort(sol)
		sols = append(sols, sol)
	}
	return sols, last
}

// checkQueens checks that a solution of xc_queens8.dlx places eight queens
// that do not attack each other.
func checkQueens(t *testing.T, sol []string) {
	t.Helper()
	if len(sol) != 8 {
		t.Fatalf("solution of %d options: %q", len(sol), sol)
	}
	seen := make(map[string]bool)
	for _, opt := range sol {
		for _, it := range strings.Fields(opt) {
			if seen[it] {
				t.Fatalf("item %s twice in %q", it, sol)
			}
			seen[it] = true
		}
	}
}

func TestXCQueens(t *testing.T) {
	r := runApp(t, "", "xc", queens8)
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	sols, last := parseSolutions(t, r.stdout)
	if last != "92 solutions\n" || len(sols) != 92 {
		t.Fatalf("%d solutions, then %q", len(sols), last)
	}
	keys := make(map[string]bool)
	for _, sol := range sols {
		checkQueens(t, sol)
		keys[strings.Join(sol, ";")] = true
	}
	if len(keys) != 92 {
		t.Errorf("%d different solutions", len(keys))
	}
}

func TestXCFlags(t *testing.T) {
	stats := regexp.MustCompile(`^sudokudlx: 1,199 nodes, 21,375 updates, 305,205 mems, \d+\.\d\d s\n$`)
	for _, tc := range []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stdout string // the whole of stdout, or its last line if solutions come first
		nsols  int    // solutions printed before the last line
		stderr string // a substring of stderr, "" for none
	}{
		{name: "count", args: []string{"--count", queens8}, stdout: "92 solutions\n"},
		{name: "limit", args: []string{"--limit", "2", queens8}, stdout: "2 solutions (stopped at --limit 2; there may be more)\n", nsols: 2},
		{name: "limit 1", args: []string{"--limit=1", queens8}, stdout: "1 solution (stopped at --limit 1; there may be more)\n", nsols: 1},
		{name: "count limit", args: []string{"--count", "--limit", "5", queens8}, stdout: "5 solutions (stopped at --limit 5; there may be more)\n"},
		{name: "limit above", args: []string{"--count", "--limit", "1000", queens8}, stdout: "92 solutions\n"},
		{name: "first", args: []string{"--count", "--heuristic", "first", queens8}, stdout: "92 solutions\n"},
		{name: "random", args: []string{"--count", "--heuristic", "random", "--seed", "5", queens8}, stdout: "92 solutions\n"},
		{name: "mrv-random", args: []string{"--count", "--heuristic=mrv-random", queens8}, stdout: "92 solutions\n"},
		{name: "stdin", stdin: "a b\na\nb\na b\n", stdout: "2 solutions\n", nsols: 2},
		{name: "stdin dash", stdin: "a b\na\nb\na b\n", args: []string{"--count", "-"}, stdout: "2 solutions\n"},
		{name: "no solution", stdin: "a b\na\n", args: []string{"--count"}, code: 1, stdout: "0 solutions\n"},
		{name: "bad input", stdin: "a b\na c\n", args: nil, code: 2, stderr: `sudokudlx: stdin:2:3: unknown item "c"`},
		{name: "bad file", args: []string{"testdata/xc_bad.dlx"}, code: 2, stderr: `sudokudlx: testdata/xc_bad.dlx:4:5: unknown item "d"`},
		{name: "missing file", args: []string{"testdata/nosuch.dlx"}, code: 2, stderr: "sudokudlx: testdata/nosuch.dlx: no such file or directory\n"},
		{name: "directory", args: []string{"testdata"}, code: 2, stderr: "sudokudlx: testdata: is a directory\n"},
		{name: "empty input", args: nil, code: 2, stderr: "sudokudlx: stdin:1:1: no items"},
		{name: "unknown flag", args: []string{"--fast", queens8}, code: 2, stderr: "sudokudlx: unknown flag --fast (see 'sudokudlx xc --help')"},
		{name: "misspelt flag", args: []string{"--cuont", queens8}, code: 2, stderr: "sudokudlx: unknown flag --cuont; did you mean --count? (see 'sudokudlx xc --help')"},
		{name: "bad heuristic", args: []string{"--heuristic", "best", queens8}, code: 2, stderr: `unknown heuristic "best"`},
		{name: "negative limit", args: []string{"--limit", "-1", queens8}, code: 2, stderr: "--limit -1"},
		{name: "bad limit", args: []string{"--limit", "many", queens8}, code: 2, stderr: `--limit "many": want a whole number`},
		{name: "two files", args: []string{queens8, queens8}, code: 2, stderr: "too many arguments"},
		{name: "flag after file", args: []string{queens8, "--count"}, stdout: "92 solutions\n"},
		{name: "flags after file", args: []string{queens8, "--limit", "2", "--count"}, stdout: "2 solutions (stopped at --limit 2; there may be more)\n"},
		{name: "flag after --", args: []string{"--", queens8, "--count"}, code: 2, stderr: "too many arguments"},
		{name: "bounds", stdin: sums2Text(4), args: []string{"--count"}, stdout: "90 solutions\n"},
		{name: "bounds -j", stdin: sums2Text(5), args: []string{"--count", "-j", "2"}, stdout: "2040 solutions\n"},
		{name: "bounds shard", stdin: sums2Text(5), args: []string{"--count", "--shard", "1/1"}, stdout: "2040 solutions\n"},
		{name: "bounds limit", stdin: sums2Text(3), args: []string{"--limit", "2"}, stdout: "2 solutions (stopped at --limit 2; there may be more)\n", nsols: 2},
		{name: "bounds secondary", stdin: "a | 2|x\na x\n", code: 2, stderr: `sudokudlx: stdin:1:5: bad bounds: "2|": a secondary item has no bounds`},
		{name: "bounds zero", stdin: "0:0|a\na\n", code: 2, stderr: `sudokudlx: stdin:1:1: bad bounds: "0:0|": upper bound 0`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, tc.stdin, append([]string{"xc"}, tc.args...)...)
			if r.code != tc.code {
				t.Errorf("exit %d, want %d\nstderr: %s", r.code, tc.code, r.stderr)
			}
			checkStream(t, "stderr", r.stderr, tc.stderr)
			if tc.code == 2 {
				checkStream(t, "stdout", r.stdout, "")
				return
			}
			sols, last := parseSolutions(t, r.stdout)
			if last != tc.stdout || len(sols) != tc.nsols {
				t.Errorf("stdout %q: %d solutions, then %q; want %d, then %q", r.stdout, len(sols), last, tc.nsols, tc.stdout)
			}
		})
	}
	t.Run("stats", func(t *testing.T) {
		r := runApp(t, "", "xc", "--count", "--stats", queens8)
		if r.code != 0 || r.stdout != "92 solutions\n" || !stats.MatchString(r.stderr) {
			t.Errorf("exit %d\nstdout %q\nstderr %q, want %v", r.code, r.stdout, r.stderr, stats)
		}
	})
	t.Run("seed", func(t *testing.T) {
		a := runApp(t, "", "xc", "--heuristic", "mrv-random", "--seed", "7", "--limit", "3", queens8)
		b := runApp(t, "", "xc", "--heuristic", "mrv-random", "--seed", "7", "--limit", "3", queens8)
		c := runApp(t, "", "xc", "--heuristic", "mrv-random", "--seed", "8", "--limit", "3", queens8)
		m := runApp(t, "", "xc", "--limit", "3", queens8)
		if a != b {
			t.Errorf("the same seed gives\n%s\nthen\n%s", a.stdout, b.stdout)
		}
		if a == c && a == m {
			t.Errorf("seeds 7 and 8 and mrv give the same solutions")
		}
	})
}

// TestXCInterrupt runs xc with a cancelled context, as SIGINT does: it
// prints the solutions it found, never a total ("N solutions") on
// standard output, says how many it found on standard error and exits
// with 130.
func TestXCInterrupt(t *testing.T) {
	var b strings.Builder
	const n = 12
	for i := range n {
		fmt.Fprintf(&b, "r%d c%d ", i, i)
	}
	b.WriteString("|")
	for d := range 2*n - 1 {
		fmt.Fprintf(&b, " a%d b%d", d, d)
	}
	b.WriteByte('\n')
	for i := range n {
		for j := range n {
			fmt.Fprintf(&b, "r%d c%d a%d b%d\n", i, j, i+j, i-j+n-1)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, args := range [][]string{{"xc"}, {"xc", "--count"}} {
		r := runAppContext(t, ctx, strings.NewReader(b.String()), args...)
		sols, last := parseSolutions(t, r.stdout)
		if r.code != 130 || !strings.Contains(r.stderr, "sudokudlx: interrupted after") {
			t.Errorf("%v: exit %d, stderr %q", args, r.code, r.stderr)
		}
		if last != "" || (len(args) == 2 && r.stdout != "") {
			t.Errorf("%v: stdout ends with %q, want no total", args, last)
		}
		var found int
		if _, err := fmt.Sscanf(r.stderr, "sudokudlx: interrupted after %d solution", &found); err != nil || found >= 14200 ||
			(len(args) == 1 && found != len(sols)) {
			t.Errorf("%v: %d solutions printed; stderr %q", args, len(sols), r.stderr)
		}
	}
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestXCWriteError(t *testing.T) {
	var errb strings.Builder
	code := run(context.Background(), []string{"sudokudlx", "xc", queens8}, strings.NewReader(""), failWriter{}, &errb)
	if code != 1 || !strings.Contains(errb.String(), "sudokudlx: write stdout: disk full") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// TestXCShared counts the problems of ../shared/xc, when it is there.
func TestXCShared(t *testing.T) {
	dir := sharedDir(t)
	for _, tc := range []struct {
		file string
		want string
	}{
		{"queens8.dlx", "92 solutions\n"},
		{"queens12.dlx", "14200 solutions\n"},
		{"langford7.dlx", "52 solutions\n"},
		{"langford8.dlx", "300 solutions\n"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			r := runApp(t, "", "xc", "--count", filepath.Join(dir, tc.file))
			if r.code != 0 || r.stdout != tc.want || r.stderr != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want %q", r.code, r.stdout, r.stderr, tc.want)
			}
		})
	}
}

// sharedDir returns ../shared/xc beside the repository root, or skips the
// test when it is absent.
func sharedDir(t *testing.T) string { t.Helper(); return testenv.SharedOrSkip(t, "xc") }

// TestXCSolutionsAsTheyCome runs a problem whose one solution is found at
// once, before a search of hundreds of millions of nodes that finds no
// other (pigeons into too few holes): the solution must reach standard
// output while the search goes on, not at its end. The test then stops
// the search.
func TestXCSolutionsAsTheyCome(t *testing.T) {
	const holes = 12
	var b strings.Builder
	b.WriteString("s")
	for i := range holes + 1 {
		fmt.Fprintf(&b, " p%d", i)
	}
	for j := range holes {
		fmt.Fprintf(&b, " h%d", j)
	}
	b.WriteString("\n")
	// The first option covers everything: the solution, found first as s
	// has the fewest options. The second leaves the pigeons and holes to
	// the others, which cannot cover them.
	all := strings.SplitN(b.String(), "\n", 2)[0]
	b.WriteString(all + "\ns\n")
	for i := range holes + 1 {
		for j := range holes {
			fmt.Fprintf(&b, "p%d h%d\n", i, j)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out := &lineWriter{line: make(chan string, 10)}
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"sudokudlx", "xc"}, strings.NewReader(b.String()), out, io.Discard)
	}()
	select {
	case l := <-out.line:
		if l != all {
			t.Errorf("first line %q, want %q", l, all)
		}
	case code := <-done:
		t.Fatalf("the search ended (exit %d) before the test stopped it", code)
	case <-time.After(5 * time.Second):
		t.Error("no solution on stdout 5 s into the search")
	}
	cancel()
	if code := <-done; code != exitInterrupted {
		t.Errorf("exit %d, want %d", code, exitInterrupted)
	}
}

// TestXCLongItemLine: a problem of 200,000 items, whose line of items is
// over 1 MiB, is read and solved: the item line has no line limit.
func TestXCLongItemLine(t *testing.T) {
	const n = 200_000
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "i%d ", i)
	}
	b.WriteString("\n")
	for i := range n {
		fmt.Fprintf(&b, "i%d\n", i)
	}
	file := filepath.Join(t.TempDir(), "many.dlx")
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runApp(t, "", "xc", "--count", file)
	if r.code != 0 || r.stdout != "1 solution\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// TestXCProgress: --progress N prints progress lines on stderr, their
// estimate growing, and leaves the count on stdout as it was.
func TestXCProgress(t *testing.T) {
	r := runApp(t, "", "xc", "--count", "--progress", "1000", queens8)
	if r.code != 0 || r.stdout != "92 solutions\n" {
		t.Fatalf("exit %d, stdout %q", r.code, r.stdout)
	}
	line := regexp.MustCompile(`^sudokudlx: (\d+\.\d{3})% done, [\d,]+ solutions?, [\d,]+ nodes, [\d,]+ updates(, [\d,]+ nodes/s, about \S+ left)?; path( \d+/\d+)+$`)
	lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
	if len(lines) < 15 {
		t.Fatalf("%d progress lines for 21,375 updates:\n%s", len(lines), r.stderr)
	}
	prev := 0.0
	for _, l := range lines {
		m := line.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("progress line %q", l)
		}
		var f float64
		fmt.Sscan(m[1], &f)
		if f < prev || f >= 100 {
			t.Fatalf("estimate %v after %v", f, prev)
		}
		prev = f
	}
	if r := runApp(t, "", "xc", "--progress", "-5", queens8); r.code != 2 {
		t.Errorf("--progress -5: exit %d", r.code)
	}
}

// TestXCParallelShards: -j N counts what -j 1 counts, and the counts of
// the N shards add up to the whole, on queens8, Langford 8 and (when the
// shared files are there) queens12 and langford11; the solutions printed
// by the shards, one after the other, are those of the whole run.
func TestXCParallelShards(t *testing.T) {
	files := []struct {
		file string
		want int64
	}{{queens8, 92}}
	lang := filepath.Join(t.TempDir(), "langford8.dlx")
	var b strings.Builder
	for i := 1; i <= 8; i++ {
		fmt.Fprintf(&b, "v%d ", i)
	}
	for j := 1; j <= 16; j++ {
		fmt.Fprintf(&b, "s%d ", j)
	}
	b.WriteString("\n")
	for i := 1; i <= 8; i++ {
		for j := 1; j+i+1 <= 16; j++ {
			fmt.Fprintf(&b, "v%d s%d s%d\n", i, j, j+i+1)
		}
	}
	if err := os.WriteFile(lang, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	files = append(files, struct {
		file string
		want int64
	}{lang, 300})
	// Under -race, the small problems only: the workers are the same, and
	// thirteen counts of each large one take the race detector minutes.
	if dir := testenv.Shared("xc"); dir != "" && !testenv.Race {
		files = append(files, struct {
			file string
			want int64
		}{filepath.Join(dir, "queens12.dlx"), 14200}, struct {
			file string
			want int64
		}{filepath.Join(dir, "langford11.dlx"), 35584})
	}
	count := func(args ...string) int64 {
		t.Helper()
		r := runApp(t, "", append([]string{"xc", "--count"}, args...)...)
		var n int64
		if _, err := fmt.Sscanf(r.stdout, "%d solutions\n", &n); err != nil || r.code != 0 {
			t.Fatalf("xc --count %q: exit %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
		return n
	}
	for _, f := range files {
		if n := count("-j", "3", f.file); n != f.want {
			t.Errorf("%s -j 3: %d solutions, want %d", f.file, n, f.want)
		}
		for _, shards := range []int{1, 4, 7} {
			sum := int64(0)
			for k := 1; k <= shards; k++ {
				sum += count("--shard", fmt.Sprintf("%d/%d", k, shards), "-j", "2", f.file)
			}
			if sum != f.want {
				t.Errorf("%s: %d shards add up to %d, want %d", f.file, shards, sum, f.want)
			}
		}
	}
	whole := runApp(t, "", "xc", queens8).stdout
	for _, f := range files {
		one := runApp(t, "", "xc", f.file)
		for _, j := range []string{"2", "5"} {
			if r := runApp(t, "", "xc", "-j", j, f.file); r.stdout != one.stdout || r.code != one.code {
				t.Errorf("xc -j %s %s: output differs from -j 1 (%d bytes, want %d)", j, f.file, len(r.stdout), len(one.stdout))
			}
		}
	}
	var shards []string
	for k := 1; k <= 3; k++ {
		sols, _ := parseSolutions(t, runApp(t, "", "xc", "--shard", fmt.Sprintf("%d/3", k), queens8).stdout)
		for _, s := range sols {
			shards = append(shards, strings.Join(s, "\n"))
		}
	}
	want, _ := parseSolutions(t, whole)
	var wantS []string
	for _, s := range want {
		wantS = append(wantS, strings.Join(s, "\n"))
	}
	slices.Sort(shards)
	slices.Sort(wantS)
	if !slices.Equal(shards, wantS) {
		t.Errorf("the shards' solutions (%d) are not the whole run's (%d)", len(shards), len(wantS))
	}
	for _, args := range [][]string{
		{"--shard", "0/3"}, {"--shard", "4/3"}, {"--shard", "x"},
		{"-j", "0", "--count"}, {"--count", "-j", "2", "--limit", "3"},
		{"--count", "-j", "2", "--heuristic", "random"},
	} {
		if r := runApp(t, "", append(append([]string{"xc"}, args...), queens8)...); r.code != 2 {
			t.Errorf("xc %q: exit %d, want 2 (stderr %q)", args, r.code, r.stderr)
		}
	}
}

// TestSolveFormatDLX: solve --format dlx writes each puzzle as its
// exact-cover problem, which xc counts as solve judges the puzzle: one
// solution for each unique puzzle of easy.txt and 4x4.txt, 288 for the
// empty 4x4 board, none for clashing givens.
func TestSolveFormatDLX(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		stdin string
		want  []string
	}{
		{args: []string{"../../puzzles/easy.txt"}, want: slices.Repeat([]string{"1 solution\n"}, 20)},
		{args: []string{"../../puzzles/4x4.txt"}, want: slices.Repeat([]string{"1 solution\n"}, 6)},
		{stdin: "................\n11..............\n", want: []string{"288 solutions\n", "0 solutions\n"}},
	} {
		r := runApp(t, tc.stdin, append([]string{"solve", "--format", "dlx"}, tc.args...)...)
		if r.code != 0 {
			t.Fatalf("solve --format dlx %q: exit %d, stderr %q", tc.args, r.code, r.stderr)
		}
		problems := strings.Split(r.stdout, "| puzzle ")[1:]
		if len(problems) != len(tc.want) {
			t.Fatalf("%q: %d problems, want %d", tc.args, len(problems), len(tc.want))
		}
		for i, p := range problems {
			x := runApp(t, "| puzzle "+p, "xc", "--count")
			if x.stdout != tc.want[i] {
				t.Errorf("%q, problem %d: xc says %q, want %q (stderr %q)", tc.args, i+1, x.stdout, tc.want[i], x.stderr)
			}
		}
	}
}

// sums2Text is the problem of the n×n 0-1 matrices whose rows and
// columns sum to 2 (OEIS A001499), in Knuth's DLX3 format.
func sums2Text(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "2|r%d 2|c%d ", i, i)
	}
	b.WriteString("\n")
	for i := range n {
		for j := range n {
			fmt.Fprintf(&b, "r%d c%d\n", i, j)
		}
	}
	return b.String()
}
