package hyper

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Test5D makes, checks, solves, writes and reads a 5D b=2 board of
// 33,554,432 cells: a full grid, a puzzle with half the cells as clues,
// its solution by the singles, and both written forms read back. It takes
// about two minutes and 1 GB: HYPER_5D=1 go test -run Test5D
// ./sudoku/hyper.
func Test5D(t *testing.T) {
	if os.Getenv("HYPER_5D") != "1" {
		t.Skip("HYPER_5D=1 runs it")
	}
	s := Shape{5, 2}
	ctx := context.Background()
	gen, err := NewGenerator(s)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(33, 5))
	start := time.Now()
	grid, err := gen.Grid(ctx, rng)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("full grid: %v", time.Since(start))
	checkBoard(t, grid, true)

	start = time.Now()
	puzzle, sol, err := gen.Generate(ctx, rng, s.Cells()/2)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("puzzle with %d clues: %v", puzzle.Givens(), time.Since(start))
	checkBoard(t, sol, true)
	for i, v := range puzzle.cells {
		if v != 0 && v != sol.cells[i] {
			t.Fatalf("given of %s is not the solution's", puzzle.CellName(i))
		}
	}

	solver, err := NewSolver(s)
	if err != nil {
		t.Fatal(err)
	}
	start = time.Now()
	res := solver.Solve(ctx, puzzle, 2)
	t.Logf("solved: %v in %v", res.Status, time.Since(start))
	if res.Status != sudoku.Unique || res.Err != nil || !res.Solution.Equal(sol) {
		t.Fatalf("status %v, err %v: want the generated solution, unique", res.Status, res.Err)
	}

	var line bytes.Buffer
	if _, err := puzzle.WriteTo(&line); err != nil {
		t.Fatal(err)
	}
	line.WriteString(" a comment\n")
	var slices bytes.Buffer
	if err := sol.WriteBoxed(&slices); err != nil {
		t.Fatal(err)
	}
	for name, in := range map[string]*bytes.Buffer{"line": &line, "slices": &slices} {
		p, err := NewReader(in, name, Shape{Dims: 5}).Read()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if want := map[string]*Board{"line": puzzle, "slices": sol}[name]; !p.Board.Equal(want) {
			t.Errorf("%s: read back differs", name)
		}
	}
}
