package main

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// The D-dimensional boards of the tests of solve, batch and gen.

// hyperBoard reads the one board of text with the shape's hint.
func hyperBoard(t *testing.T, text string, s hyper.Shape) *hyper.Board {
	t.Helper()
	p, err := hyper.NewReader(strings.NewReader(text), "test", s).Read()
	if err != nil {
		t.Fatalf("reading %.40q...: %v", text, err)
	}
	return p.Board
}

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
// and their solutions. Puzzle i is that of seed+i (gen's contract), made
// once for all the tests: a minimal 3D puzzle takes the race detector
// seconds.
func genHyperPuzzles(t *testing.T, seed, n int) (puzzles, sols []string) {
	t.Helper()
	genHyperMu.Lock()
	defer genHyperMu.Unlock()
	for s := seed; s < seed+n; s++ {
		line, ok := genHyperMade[s]
		if !ok {
			gen := runApp(t, "", "gen", "--dims", "3", "--box", "2", "--seed", fmt.Sprint(s), "--solution")
			if gen.code != 0 {
				t.Fatalf("gen: exit %d, stderr %q", gen.code, gen.stderr)
			}
			line = strings.TrimSpace(gen.stdout)
			genHyperMade[s] = line
		}
		p, sol, _ := strings.Cut(line, " ")
		puzzles, sols = append(puzzles, p), append(sols, sol)
	}
	return puzzles, sols
}

var (
	genHyperMu   sync.Mutex
	genHyperMade = map[int]string{} // gen's line of each seed
)

// hyperStatusBoards returns one 3D b=2 board for each status the solver
// gives (unique, multiple, none, invalid), made from gen's puzzle of seed
// 27, and the solution of the unique one.
func hyperStatusBoards(t *testing.T) (boards map[string]string, sol string) {
	t.Helper()
	puzzles, sols := genHyperPuzzles(t, 27, 1)
	puzzle, sol := puzzles[0], sols[0]
	p := hyperBoard(t, puzzle, hyper.Shape{})
	// Multiple: a minimal puzzle less one clue. None: a wrong value in an
	// empty cell that clashes with no given.
	multiple := []byte(puzzle)
	multiple[strings.IndexFunc(puzzle, func(r rune) bool { return r != '.' })] = '.'
	none := ""
	for i := 0; i < p.Len() && none == ""; i++ {
		if p.At(i) != 0 {
			continue
		}
		for v := 1; v <= 8 && none == ""; v++ {
			if q := p.Clone(); v != int(sol[i]-'0') {
				q.Set(i, v)
				if q.Validate() == nil {
					none = q.String()
				}
			}
		}
	}
	return map[string]string{
		"unique":   puzzle,
		"multiple": string(multiple),
		"none":     none,
		"invalid":  "11" + strings.Repeat(".", 510),
	}, sol
}
