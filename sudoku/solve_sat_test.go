package sudoku

import (
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// TestSolveSATMatchesDLX: on random puzzles of 4x4, 9x9 and dense 16x16
// boards, the SAT path counts what dancing links counts, up to a limit
// of 50 (each cover found is required away before the next), and its
// first solution keeps the givens and satisfies every constraint.
func TestSolveSATMatchesDLX(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	for box := MinBox; box <= 4; box++ {
		s, _ := NewSolver(box)
		full := s.Solve(context.Background(), mustEmpty(box), 1).Solution
		counted := 0
		for trial := 0; trial < 120; trial++ {
			g := randomPuzzle(rng, full)
			if g.Validate() != nil || box == 4 && g.Clues() < 90 {
				continue // Solve rejects it first; or too slow for dlx
			}
			want := s.Solve(context.Background(), g, 50).Solutions
			res := s.solveSAT(context.Background(), &g, 50, 0)
			if res.Solutions != want || res.Status != statusOf(want) {
				t.Fatalf("box %d, %s: SAT finds %d solutions (%v), dancing links %d", box, g, res.Solutions, res.Status, want)
			}
			if want > 0 {
				if err := checkSolution(g, res.Solution); err != nil {
					t.Fatalf("%s: %v", g, err)
				}
				counted++
			}
		}
		if counted == 0 {
			t.Fatalf("box %d: no puzzle with a solution drawn", box)
		}
	}
}

// TestSolveSAT25 solves a minimal 25x25 puzzle (made by gen --size 25
// --seed 9, 269 clues), which dancing links cannot settle in minutes:
// with SetSAT the solver hands it over and proves it unique; with one
// clue less it has two solutions and more; with a wrong value in an
// empty cell (one its units allow) it has none.
func TestSolveSAT25(t *testing.T) {
	data, err := os.ReadFile("testdata/minimal_25.txt")
	if err != nil {
		t.Fatal(err)
	}
	g := mustParse(t, strings.TrimSpace(string(data)))
	s, _ := NewSolver(5)
	s.SetSAT(true)
	ctx := context.Background()
	res := s.Solve(ctx, g, 2)
	if res.Status != Unique || res.Solutions != 1 || res.Err != nil {
		t.Fatalf("minimal puzzle: %v, %d solutions, %v", res.Status, res.Solutions, res.Err)
	}
	if err := checkSolution(g, res.Solution); err != nil {
		t.Fatal(err)
	}
	if res.Nodes <= satAfter {
		t.Fatalf("%d nodes: the puzzle never reached the SAT solver", res.Nodes)
	}
	sol := res.Solution

	less := g
	for i := range less.Len() {
		if less.At(i) != 0 {
			less.SetAt(i, 0)
			break
		}
	}
	if res := s.Solve(ctx, less, 3); res.Status != Multiple || res.Solutions < 2 {
		t.Fatalf("one clue less: %v, %d solutions", res.Status, res.Solutions)
	} else if err := checkSolution(less, res.Solution); err != nil {
		t.Fatal(err)
	}

	wrong := g
	for i := range wrong.Len() {
		if wrong.At(i) != 0 {
			continue
		}
		for v := 1; v <= wrong.Size(); v++ {
			if v == sol.At(i) {
				continue
			}
			wrong.SetAt(i, v)
			if wrong.Validate() == nil {
				break
			}
			wrong.SetAt(i, 0)
		}
		if wrong.At(i) != 0 {
			break
		}
	}
	if res := s.Solve(ctx, wrong, 2); res.Status != None || res.Solutions != 0 || res.Err != nil {
		t.Fatalf("a wrong value: %v, %d solutions, %v", res.Status, res.Solutions, res.Err)
	}
}

// TestSolveFuncSAT: the function Solve hands a minimal 25x25 puzzle, which
// dancing links cannot settle in minutes, to the SAT solver.
func TestSolveFuncSAT(t *testing.T) {
	data, err := os.ReadFile("testdata/minimal_25.txt")
	if err != nil {
		t.Fatal(err)
	}
	g := mustParse(t, strings.TrimSpace(string(data)))
	res := Solve(g)
	if res.Status != Unique || res.Err != nil || res.Nodes <= satAfter {
		t.Fatalf("%v, %d nodes, %v", res.Status, res.Nodes, res.Err)
	}
	if err := checkSolution(g, res.Solution); err != nil {
		t.Fatal(err)
	}
}
