package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// hyperBoard reads the one board of text with the shape's hint.
func hyperBoard(t *testing.T, text string, s hyper.Shape) *hyper.Board {
	t.Helper()
	p, err := hyper.NewReader(strings.NewReader(text), "test", s).Read()
	if err != nil {
		t.Fatalf("reading %.40q...: %v", text, err)
	}
	return p.Board
}

func TestHyperGenSolve(t *testing.T) {
	gen := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "5", "-n", "2", "--solution")
	if gen.code != 0 {
		t.Fatalf("gen: exit %d, stderr %q", gen.code, gen.stderr)
	}
	again := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "6", "-n", "1", "--solution")
	lines := strings.Split(strings.TrimSpace(gen.stdout), "\n")
	if len(lines) != 2 || lines[1]+"\n" != again.stdout {
		t.Fatalf("gen --seed 5 -n 2 gave %d lines, the second not the same as --seed 6:\n%s\n%s", len(lines), gen.stdout, again.stdout)
	}
	var puzzles []string
	for _, l := range lines {
		puzzle, sol, ok := strings.Cut(l, " ")
		if !ok || len(puzzle) != 512 || len(sol) != 512 {
			t.Fatalf("gen line %q: want a puzzle and its solution of 512 symbols", l)
		}
		s := hyperBoard(t, sol, hyper.Shape{})
		if !s.Full() || s.Validate() != nil {
			t.Fatalf("gen's solution is not a valid full grid: %v", s.Validate())
		}
		puzzles = append(puzzles, puzzle)
	}
	batch := runApp(t, strings.Join(puzzles, "\n")+"\n", "batch", "--dims", "3")
	if batch.code != 0 {
		t.Fatalf("batch: exit %d, stderr %q", batch.code, batch.stderr)
	}
	for k, l := range strings.Split(strings.TrimSpace(batch.stdout), "\n") {
		if want := strings.Fields(lines[k])[1]; l != want {
			t.Errorf("batch solution %d:\n%s\nwant the unique solution\n%s", k, l, want)
		}
	}
	solve := runApp(t, puzzles[0]+"\n", "solve", "--dims", "3")
	if solve.code != 0 || !strings.Contains(solve.stdout, "\n# After\n") || !strings.Contains(solve.stdout, "\n# unique solution in ") || !strings.HasPrefix(solve.stdout, "# Puzzle stdin:1 (3D b=2 (8^3), ") {
		t.Errorf("solve: exit %d, stdout %q", solve.code, solve.stdout)
	}
	// What solve prints reads back in: the puzzle, then its solution.
	re := runApp(t, solve.stdout, "solve", "--dims", "3", "--format", "line")
	if want := lines[0][513:] + "\n" + lines[0][513:] + "\n"; re.code != 0 || re.stdout != want {
		t.Errorf("solve of solve's output: exit %d, stdout %q, stderr %q", re.code, re.stdout, re.stderr)
	}
}

func TestHyperBoxedReadBack(t *testing.T) {
	gen := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "2", "--format", "boxed")
	if gen.code != 0 {
		t.Fatalf("gen: exit %d, stderr %q", gen.code, gen.stderr)
	}
	solve := runApp(t, gen.stdout, "solve", "--dims", "3", "--format", "line")
	if solve.code != 0 || len(strings.TrimSpace(solve.stdout)) != 512 {
		t.Errorf("solve of the boxed form: exit %d, stdout %q, stderr %q", solve.code, solve.stdout, solve.stderr)
	}
}

func TestHyperStatuses(t *testing.T) {
	gen := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "3", "--solution")
	puzzle, sol, _ := strings.Cut(strings.TrimSpace(gen.stdout), " ")
	if gen.code != 0 || len(sol) != 512 {
		t.Fatalf("gen: exit %d, stderr %q", gen.code, gen.stderr)
	}
	p := hyperBoard(t, puzzle, hyper.Shape{})
	// Multiple: a minimal puzzle less one clue. None: a wrong value in an
	// empty cell that clashes with no given.
	multiple := []byte(puzzle)
	multiple[strings.IndexFunc(puzzle, func(r rune) bool { return r != '.' })] = '.'
	none := ""
	for i := 0; i < 512 && none == ""; i++ {
		if p.At(i) != 0 {
			continue
		}
		for v := 1; v <= 8; v++ {
			if v == int(sol[i]-'0') {
				continue
			}
			q := p.Clone()
			q.Set(i, v)
			if q.Validate() == nil {
				none = q.String()
				break
			}
		}
	}
	empty := strings.Repeat(".", 512)
	clash := "11" + empty[2:]
	blockClash := "1" + empty[1:9] + "1" + empty[10:] // (1,1,1) and (2,2,1) share a block
	in := strings.Join([]string{clash, blockClash, "bad?line", string(multiple), none, puzzle}, "\n") + "\n"
	res := runApp(t, in, "batch", "--dims", "3", "--box", "2")
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

func TestHyperRefused(t *testing.T) {
	for _, args := range [][]string{
		{"gen", "--dims", "5", "--box", "3"},
		{"solve", "--dims", "4", "--box", "3"},
		{"batch", "--dims", "4", "--box", "3"},
	} {
		res := runApp(t, "", args...)
		if res.code != 2 || !strings.Contains(res.stderr, "would need about") || !strings.Contains(res.stderr, "GiB") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and the memory needed", args, res.code, res.stderr)
		}
	}
	res := runApp(t, "", "gen", "--dims", "3", "--box", "3")
	if res.code != 2 || !strings.Contains(res.stderr, "--clues") {
		t.Errorf("minimal 3D b=3: exit %d, stderr %q", res.code, res.stderr)
	}
}

func TestHyperClues(t *testing.T) {
	res := runApp(t, "", "gen", "--dims", "3", "--box", "3", "--clues", "9841", "--seed", "1")
	if res.code != 0 {
		t.Fatalf("exit %d, stderr %q", res.code, res.stderr)
	}
	b := hyperBoard(t, res.stdout, hyper.Shape{})
	if b.Givens() != 9841 || b.Shape() != (hyper.Shape{Dims: 3, Box: 3}) {
		t.Errorf("%v with %d clues, want 3D b=3 with 9841", b.Shape(), b.Givens())
	}
	solve := runApp(t, res.stdout, "batch", "--dims", "3")
	if solve.code != 0 || strings.HasPrefix(solve.stdout, "#") {
		t.Errorf("batch: exit %d, stdout %.60q", solve.code, solve.stdout)
	}
}

// TestHyper2D solves 2D puzzles through --dims 2: the same solutions as
// the 2D path.
func TestHyper2D(t *testing.T) {
	for _, file := range []string{"../../puzzles/easy.txt", "../../puzzles/16x16.txt"} {
		want := runApp(t, "", "batch", "-q", "--no-progress", file)
		got := runApp(t, "", "batch", "--dims", "2", file)
		if got.code != want.code || got.stdout != want.stdout {
			t.Errorf("%s: --dims 2 exit %d\n%s\nwant exit %d\n%s", file, got.code, got.stdout, want.code, want.stdout)
		}
	}
}

// TestHyperOutputAndBudget checks that -o, the summary and --timeout mean
// on --dims boards what they mean on 2D ones, and that --max-nodes, which
// their solver cannot count, is refused.
func TestHyperOutputAndBudget(t *testing.T) {
	dir := t.TempDir()
	puzzles := filepath.Join(dir, "p.txt")
	gen := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "5", "-n", "2", "-o", puzzles)
	want := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", "5", "-n", "2")
	if got, err := os.ReadFile(puzzles); gen.code != 0 || gen.stdout != "" || err != nil || string(got) != want.stdout {
		t.Fatalf("gen -o: exit %d, stdout %q, file %q (%v), want the bytes of gen to stdout", gen.code, gen.stdout, got, err)
	}
	sols := filepath.Join(dir, "s.txt")
	batch := runApp(t, "", "batch", "--dims", "3", "-o", sols, puzzles)
	if got, err := os.ReadFile(sols); batch.code != 0 || batch.stdout != "" || err != nil || strings.Count(string(got), "\n") != 2 {
		t.Fatalf("batch -o: exit %d, stdout %q, file %q (%v)", batch.code, batch.stdout, got, err)
	}
	if !strings.Contains(batch.stderr, "2 puzzles in") || !strings.Contains(batch.stderr, "2 unique, 0 multiple, 0 none, 0 invalid") {
		t.Errorf("batch summary: %q", batch.stderr)
	}
	if r := runApp(t, "", "batch", "--dims", "3", "--max-nodes", "10", puzzles); r.code != exitUsage {
		t.Errorf("--max-nodes on --dims boards: exit %d, want %d", r.code, exitUsage)
	}

	// A 3D b=3 board with 30% of a full grid's cells: counting its
	// solutions to 2 takes far longer than the budget.
	full := runApp(t, "", "gen", "--dims", "3", "--box", "3", "--seed", "1", "--clues", "19683")
	if full.code != 0 || len(full.stdout) != 19684 {
		t.Fatalf("gen of a full 3D b=3 grid: exit %d, stderr %q", full.code, full.stderr)
	}
	b := []byte(full.stdout[:19683])
	for i := range b {
		if i*7%10 >= 3 {
			b[i] = '.'
		}
	}
	start := time.Now()
	r := runApp(t, string(b)+"\n", "batch", "--dims", "3", "--timeout", "300ms")
	if r.code != exitFailure || r.stdout != "# timeout: not settled within 300ms (--timeout) (stdin:1)\n" || !strings.Contains(r.stderr, "1 timeout") {
		t.Errorf("over its budget: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("a 300ms budget took %v", d)
	}
}
