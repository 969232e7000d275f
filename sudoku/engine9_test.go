package sudoku

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/cover"
	"github.com/sudokudlx/sudokudlx/internal/testenv"
)

// refSolve counts the solutions of g up to limit with dlx on the whole
// exact-cover matrix (MRV), the reference the engines must agree with.
func refSolve(tb testing.TB, x *dlx.Solver, g Grid, limit int) (int, Grid) {
	tb.Helper()
	n := g.Size()
	defer x.Release()
	for i, v := range g.cells[:n*n] {
		if v != 0 {
			if err := x.Force(i*n + int(v) - 1); err != nil {
				return 0, Grid{}
			}
		}
	}
	count, first := 0, Grid{}
	err := x.Search(context.Background(), func(sol []int) bool {
		count++
		if count == 1 {
			first.box = g.box
			for _, k := range sol {
				first.cells[k/n] = uint8(k%n + 1)
			}
		}
		return count < limit
	})
	if err != nil {
		tb.Fatal(err)
	}
	return count, first
}

// board81 reads the first 81 characters of s as a 9×9 board: 1-9 are
// givens, anything else an empty cell.
func board81(s string) Grid {
	g := Grid{box: 3}
	for i := 0; i < 81 && i < len(s); i++ {
		if s[i] >= '1' && s[i] <= '9' {
			g.cells[i] = s[i] - '0'
		}
	}
	return g
}

// agree checks that the default 9×9 engine and dlx tell the same status and
// count for g, the same solution when it is unique, and a real one when
// there are several.
func agree(t *testing.T, s *Solver, x *dlx.Solver, g Grid, label string) Result {
	t.Helper()
	res := s.Solve(context.Background(), g, 2)
	if g.Validate() != nil {
		if res.Status != Invalid {
			t.Fatalf("%s: status %v for an invalid board", label, res.Status)
		}
		return res
	}
	count, first := refSolve(t, x, g, 2)
	if res.Solutions != count || res.Status != statusOf(count) || res.Err != nil {
		t.Fatalf("%s: %v, %d solutions (err %v); dlx: %d", label, res.Status, res.Solutions, res.Err, count)
	}
	switch {
	case count == 1 && res.Solution != first:
		t.Fatalf("%s: solution %v; dlx %v", label, res.Solution, first)
	case count > 1:
		if err := checkSolution(g, res.Solution); err != nil {
			t.Fatalf("%s: %v", label, err)
		}
	}
	return res
}

func TestEngine9Cases(t *testing.T) {
	s, _ := NewSolver(3)
	x := dlx.NewSolver(cover.Matrix(3), dlx.Options{})
	for _, tc := range []struct {
		name, board string
		want        Status
	}{
		{"empty", "", Multiple},
		{"unique", "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..", Unique},
		{"17 clues", ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", Unique},
		{"hardest", "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", Unique},
		{"dead end", "12345678.........9", None},
		{"clash", "11", Invalid},
		{"several", "8.........95.......76.........426798...571243...893165......916....3.487....1.532", Multiple},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := agree(t, s, x, board81(tc.board), tc.name)
			if res.Status != tc.want {
				t.Errorf("status %v, want %v", res.Status, tc.want)
			}
		})
	}
}

// TestEngine9SharedSets compares the engine with dlx on every shared set
// (a sample of the large ones), and with the counts and solutions of
// tdoku's labelled test puzzles.
func TestEngine9SharedSets(t *testing.T) {
	dir := testenv.SharedOrSkip(t, "puzzles-bench")
	s, _ := NewSolver(3)
	x := dlx.NewSolver(cover.Matrix(3), dlx.Options{})
	for _, tc := range []struct {
		file string
		step int
	}{
		{"tdoku_test_puzzles", 1},
		{"puzzles6_forum_hardest_1106", 1},
		{"puzzles3_magictour_top1465", 3},
		{"puzzles2_17_clue", 97},
		{"puzzles5_forum_hardest_1905_11+", 97},
		{"puzzles7_serg_benchmark", 23},
	} {
		t.Run(tc.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join(dir, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			sc := bufio.NewScanner(f)
			for i, line := 0, 1; sc.Scan(); line++ {
				text := strings.TrimSpace(sc.Text())
				if len(text) < 81 || text[0] == '#' {
					continue
				}
				if i++; (i-1)%tc.step != 0 {
					continue
				}
				label := tc.file + ":" + strconv.Itoa(line)
				res := agree(t, s, x, board81(text), label)
				if fields := strings.Split(text, ":"); len(fields) >= 2 {
					if want, _ := strconv.Atoi(fields[1]); min(res.Solutions, 2) != min(want, 2) {
						t.Errorf("%s: %d solutions, labelled %d", label, res.Solutions, want)
					}
					if len(fields) == 3 && res.Solution != board81(fields[2]) {
						t.Errorf("%s: solution %v, labelled %s", label, res.Solution, fields[2])
					}
				}
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// FuzzEngine9 compares the engine with dlx on arbitrary boards: invalid
// ones, ones with no solution, one, or many.
func FuzzEngine9(f *testing.F) {
	f.Add([]byte("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."))
	f.Add([]byte("12345678.........9"))
	f.Add([]byte{})
	s, _ := NewSolver(3)
	x := dlx.NewSolver(cover.Matrix(3), dlx.Options{})
	f.Fuzz(func(t *testing.T, data []byte) {
		g := Grid{box: 3}
		for i := 0; i < 81 && i < len(data); i++ {
			// About one byte in four is a given.
			if b := data[i]; b%4 == 0 {
				g.cells[i] = b/4%9 + 1
			} else if b >= '1' && b <= '9' {
				g.cells[i] = b - '0'
			}
		}
		agree(t, s, x, g, g.String())
	})
}

func TestEngine9Allocs(t *testing.T) {
	s, _ := NewSolver(3)
	ctx := context.Background()
	for _, b := range []string{
		"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
		"8.........95.......76.........426798...571243...893165......916....3.487....1.532",
	} {
		g := board81(b)
		if n := testing.AllocsPerRun(20, func() { s.Solve(ctx, g, 2) }); n != 0 {
			t.Errorf("%s: %v allocations per puzzle", b, n)
		}
	}
}
