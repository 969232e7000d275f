package sudoku_test

import (
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// countSolutions counts the solutions of g up to limit with a plain
// backtracking search (fewest candidates first), independent of the
// package's solver, and returns the first solution found.
func countSolutions(g sudoku.Grid, limit int) (int, sudoku.Grid) {
	s := &searcher{n: g.Size(), limit: limit, g: g}
	box := g.Box()
	s.all = uint32(1)<<(s.n+1) - 2
	for i := range s.n * s.n {
		r, c := i/s.n, i%s.n
		s.units[i] = [3]uint16{uint16(r), uint16(s.n + c), uint16(2*s.n + (r/box)*box + c/box)}
	}
	for i, v := range g.Cells() {
		if v != 0 {
			u, bit := &s.units[i], uint32(1)<<v
			if (s.used[u[0]]|s.used[u[1]]|s.used[u[2]])&bit != 0 {
				return 0, g
			}
			s.used[u[0]] |= bit
			s.used[u[1]] |= bit
			s.used[u[2]] |= bit
		} else {
			s.empty = append(s.empty, i)
		}
	}
	s.first = g
	s.search(0)
	return s.count, s.first
}

type searcher struct {
	n, limit, count int
	all             uint32
	g, first        sudoku.Grid
	units           [sudoku.MaxCells][3]uint16
	used            [3 * 25]uint32
	empty           []int // empty cells; empty[:depth] are filled
}

func (s *searcher) search(depth int) {
	if depth == len(s.empty) {
		if s.count == 0 {
			s.first = s.g
		}
		s.count++
		return
	}
	best, bestK, bestM := depth, 99, uint32(0)
	for k := depth; k < len(s.empty); k++ {
		u := &s.units[s.empty[k]]
		m := s.all &^ (s.used[u[0]] | s.used[u[1]] | s.used[u[2]])
		if c := bits.OnesCount32(m); c < bestK {
			best, bestK, bestM = k, c, m
			if c <= 1 {
				break
			}
		}
	}
	s.empty[depth], s.empty[best] = s.empty[best], s.empty[depth]
	cell := s.empty[depth]
	u := &s.units[cell]
	for m := bestM; m != 0 && s.count < s.limit; m &= m - 1 {
		v := bits.TrailingZeros32(m)
		bit := uint32(1) << v
		s.g.SetAt(cell, v)
		s.used[u[0]] |= bit
		s.used[u[1]] |= bit
		s.used[u[2]] |= bit
		s.search(depth + 1)
		s.used[u[0]] &^= bit
		s.used[u[1]] &^= bit
		s.used[u[2]] &^= bit
	}
	s.g.SetAt(cell, 0)
	s.empty[depth], s.empty[best] = s.empty[best], s.empty[depth]
}

// checkSolution reports why sol is not a solution of puzzle, or nil: every
// row, column and box holds 1..N once, and every given is kept.
func checkSolution(puzzle, sol sudoku.Grid) error {
	n, box := sol.Size(), sol.Box()
	if puzzle.Size() != n {
		return fmt.Errorf("size %d, want %d", n, puzzle.Size())
	}
	for i := range n * n {
		if g := puzzle.At(i); g != 0 && sol.At(i) != g {
			return fmt.Errorf("given %d at %s changed to %d", g, sudoku.CellName(n, i), sol.At(i))
		}
	}
	for u := range n {
		var row, col, blk uint32
		for k := range n {
			r0, c0 := (u/box)*box, (u%box)*box
			row |= 1 << sol.Get(u, k)
			col |= 1 << sol.Get(k, u)
			blk |= 1 << sol.Get(r0+k/box, c0+k%box)
		}
		if want := uint32(1)<<(n+1) - 2; row != want || col != want || blk != want {
			return fmt.Errorf("row, column or box %d incomplete", u+1)
		}
	}
	return nil
}

func puzzlesDir(t *testing.T) string {
	return filepath.Join(moduleRoot(t), "puzzles")
}

// Every sample puzzle in puzzles/ (but bad.txt) reads without error, has
// consistent givens and exactly one solution.
func TestPuzzlesFolder(t *testing.T) {
	want := map[string]int{
		"easy.txt": 20, "hard.txt": 20, "hardest.txt": 23, "euler96-sample.txt": 3, "sample.sdk": 1,
		"4x4.txt": 6, "16x16.txt": 3, "25x25.txt": 2, "kaggle-sample.csv": 5, "opensudoku-sample.xml": 3,
	}
	for i := 1; i <= 8; i++ {
		want[fmt.Sprintf("sudoku%d.txt", i)] = 1
	}
	dir := puzzlesDir(t)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if name == "README" || name == "bad.txt" || e.IsDir() {
			continue
		}
		t.Run(name, func(t *testing.T) {
			f, err := os.Open(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			n := 0
			for p, err := range sudoku.NewReader(f, name).All() {
				if err != nil {
					t.Fatal(err)
				}
				n++
				if err := p.Grid.Validate(); err != nil {
					t.Fatalf("%v: %v", p.Source, err)
				}
				count, sol := countSolutions(p.Grid, 2)
				if count != 1 {
					t.Fatalf("%v: %d solutions, want 1", p.Source, count)
				}
				if err := checkSolution(p.Grid, sol); err != nil {
					t.Fatalf("%v: bad solution: %v", p.Source, err)
				}
			}
			if w, ok := want[name]; !ok || n != w {
				t.Errorf("%d puzzles, want %d (known file: %v)", n, w, ok)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "README")); err != nil {
		t.Error(err)
	}
}

// puzzles/bad.txt gives, in order, the read errors and statuses its
// comments promise.
func TestPuzzlesBad(t *testing.T) {
	f, err := os.Open(filepath.Join(puzzlesDir(t), "bad.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var got []string
	for p, err := range sudoku.NewReader(f, "bad.txt").All() {
		if err != nil {
			got = append(got, err.Error())
			continue
		}
		status := "invalid"
		if err := p.Grid.Validate(); err != nil {
			status += ": " + err.Error()
		} else {
			switch count, sol := countSolutions(p.Grid, 2); count {
			case 0:
				status = "none"
			case 1:
				status = "unique"
				if err := checkSolution(p.Grid, sol); err != nil {
					t.Errorf("%v: %v", p.Source, err)
				}
			default:
				status = "multiple"
			}
		}
		got = append(got, fmt.Sprintf("%v: %s", p.Source, status))
	}
	want := []string{
		"bad.txt:4: unique",
		"bad.txt:6:5: bad character 'x'",
		"bad.txt:8:1: wrong length: 80 symbols; a puzzle line has 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)",
		"bad.txt:10:10: value out of range: 10 in a 9x9 puzzle",
		"bad.txt:12: invalid: r1c1 and r1c7 both hold 6",
		"bad.txt:14: none",
		"bad.txt:16: multiple",
		"bad.txt:22:1: unfinished grid: 9x9 grid from line 18 has 4 of 9 rows, then a blank line",
		"bad.txt:24: unique",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// The test's own solver agrees with known counts: tdoku's labelled puzzles
// (puzzle:count) and the seed document's solution.
func TestCountSolutions(t *testing.T) {
	count, sol := countSolutions(mustParse(t, seedLine), 2)
	if count != 1 || sol.String() != seedSol {
		t.Fatalf("seed: %d solutions, first %v", count, sol)
	}
	data, err := os.ReadFile(filepath.Join(benchDir(t), "tdoku_test_puzzles"))
	if err != nil {
		t.Skip(err)
	}
	for p, err := range sudoku.NewReader(strings.NewReader(string(data)), "tdoku_test_puzzles").All() {
		if err != nil {
			t.Fatal(err)
		}
		line := strings.Split(strings.Split(string(data), "\n")[p.Source.Line-1], ":")
		want := map[string]int{"0": 0, "1": 1}[line[1]]
		if line[1] != "0" && line[1] != "1" {
			want = 2 // the count given is the full number of solutions
		}
		if got, _ := countSolutions(p.Grid, 2); got != want {
			t.Errorf("%v: %d solutions (to 2), want %d", p.Source, got, want)
		}
	}
	if err := checkSolution(mustParse(t, seedLine), mustParse(t, hard)); err == nil {
		t.Error("checkSolution accepts a puzzle as a solution")
	}
}
