package sudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"
)

// A Solver keeps its matrix, its search stacks and its SAT buffers from one
// puzzle to the next. These tests check that nothing else carries over: a
// reused solver answers every puzzle of a sequence exactly as a fresh one
// does (status, count, solution and nodes), whatever came before, and in
// particular after a search stopped at its solution limit or its context.

// reusePuzzles returns puzzles of one box size of every status: unique,
// multiple, none (with and without search) and invalid.
func reusePuzzles(t testing.TB, box int) []Grid {
	t.Helper()
	n := box * box
	var unique []Grid
	switch box {
	case 2:
		unique = fileGrids(t, "../puzzles/4x4.txt")
	case 3:
		unique = append(fileGrids(t, "../puzzles/hard.txt")[:6], fileGrids(t, "../puzzles/hardest.txt")[:4]...)
	case 4:
		unique = fileGrids(t, "../puzzles/16x16.txt")
	case 5:
		unique = fileGrids(t, "../puzzles/25x25.txt")
	}
	out := []Grid{mustEmpty(box)}
	out = append(out, unique...)
	for i, u := range unique {
		// Fewer givens: often several solutions.
		m := u
		for j, k := 0, 0; j < m.Len() && k < n; j++ {
			if m.At((j*7+i)%m.Len()) != 0 {
				m.SetAt((j*7+i)%m.Len(), 0)
				k++
			}
		}
		out = append(out, m)
		// One given changed to a value its units do not hold: consistent
		// givens, and almost always no solution, found only by search.
		if x, ok := changedGiven(u, i); ok {
			out = append(out, x)
		}
	}
	// A clash between givens: invalid.
	bad := mustEmpty(box)
	bad.SetAt(0, 1)
	bad.SetAt(n-1, 1)
	out = append(out, bad)
	// Consistent givens, and a cell in row 1 with no value left.
	none := mustEmpty(box)
	for c := 0; c < n-1; c++ {
		none.SetAt(c, c+1)
	}
	none.SetAt((box)*n+n-1, n)
	return append(out, none)
}

// changedGiven returns u with its k-th given (counting from the first)
// replaced by another value that no given of its row, column or box holds.
func changedGiven(u Grid, k int) (Grid, bool) {
	n, box := u.Size(), u.Box()
	for i := 0; i < u.Len(); i++ {
		j := (i + k*13) % u.Len()
		if u.At(j) == 0 {
			continue
		}
		r, c := j/n, j%n
		for v := 1; v <= n; v++ {
			if v == u.At(j) {
				continue
			}
			ok := true
			for x := 0; x < n && ok; x++ {
				br, bc := (r/box)*box+x/box, (c/box)*box+x%box
				ok = u.Get(r, x) != v && u.Get(x, c) != v && u.Get(br, bc) != v
			}
			if ok {
				x := u
				x.SetAt(j, v)
				return x, true
			}
		}
	}
	return u, false
}

// reuseEasy is reusePuzzles for the slow heuristics: on 9x9, the easy
// puzzles and what is made from them.
func reuseEasy(t testing.TB, box int) []Grid {
	if box != 3 {
		return reusePuzzles(t, box)
	}
	var out []Grid
	for i, u := range fileGrids(t, "../puzzles/easy.txt")[:8] {
		out = append(out, u)
		if x, ok := changedGiven(u, i); ok {
			out = append(out, x)
		}
	}
	return append(out, mustEmpty(3), mustParse(t, "1"+strings.Repeat(".", 80)))
}

// satPuzzles returns minimal 16x16 puzzles, and puzzles made from them,
// that dancing links does not settle before SetSAT hands them over.
func satPuzzles(t testing.TB) []Grid {
	var out []Grid
	for _, p := range fileGrids(t, "testdata/minimal_16.txt") {
		out = append(out, p)
		for k := 0; k < 3; k++ {
			if x, ok := changedGiven(p, k); ok {
				out = append(out, x)
			}
		}
	}
	return out
}

func fileGrids(t testing.TB, path string) []Grid {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Grid
	for g := range lineGrids(t, f, path) {
		out = append(out, g)
	}
	return out
}

// solverSetup prepares a solver for one of the tested configurations.
type solverSetup struct {
	name string
	h    Heuristic
	sat  bool
}

func (c solverSetup) solver(t testing.TB, box int) *Solver {
	s, err := NewSolver(box)
	if err != nil {
		t.Fatal(err)
	}
	if c.h != MRV {
		s.SetHeuristic(c.h, nil)
	}
	s.SetSAT(c.sat)
	return s
}

// sameAsFresh solves g with the reused solver s and with a fresh solver of
// the same setup, and reports any difference, and any solution that breaks
// the rules or the givens.
func sameAsFresh(t testing.TB, setup solverSetup, s *Solver, g Grid, limit int) error {
	want := setup.solver(t, g.Box()).Solve(context.Background(), g, limit)
	// A reused solver that takes far longer than a fresh one is wrong: a
	// bounded wait turns a hang into a failure.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	got := s.Solve(ctx, g, limit)
	if got.Err != nil && want.Err == nil {
		return fmt.Errorf("%s: reused solver: %v; fresh solver: %v", g, got.Err, want.Status)
	}
	if got.Status != want.Status || got.Solutions != want.Solutions || got.Nodes != want.Nodes || got.Solution != want.Solution {
		return fmt.Errorf("%s: reused solver: %v, %d solutions, %d nodes; fresh solver: %v, %d solutions, %d nodes",
			g, got.Status, got.Solutions, got.Nodes, want.Status, want.Solutions, want.Nodes)
	}
	if got.Solutions > 0 {
		if err := checkSolution(g, got.Solution); err != nil {
			return fmt.Errorf("%s: %v: %v", g, got.Solution, err)
		}
	} else if got.Solution != (Grid{}) {
		return fmt.Errorf("%s: %v with a solution %s", g, got.Status, got.Solution)
	}
	return nil
}

func TestSolverReuseIssuePairs(t *testing.T) {
	empty := strings.Repeat(".", 81)
	for _, tc := range []struct{ first, second string }{
		{empty, "000000100100000000000000009000100000000900000001000900000001000020070000090000000"},
		{empty, "25........742...5.....98...7......6.64..75....12......5.98..........4..2...5....."},
		{"1" + strings.Repeat(".", 80), "000000100100000000000000009000100000000900000001000900000001000020070000090000000"},
	} {
		s, _ := NewSolver(3)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if res := s.Solve(ctx, mustParse(t, tc.first), 2); res.Status != Multiple {
			t.Fatalf("%s: %v, want multiple", tc.first, res.Status)
		}
		if res := s.Solve(ctx, mustParse(t, tc.second), 2); res.Status != None || res.Err != nil {
			t.Errorf("%s after %s: %v %v (%s), want none", tc.second, tc.first, res.Status, res.Err, res.Solution)
		}
		cancel()
	}
}

func TestSolverReuse(t *testing.T) {
	setups := []solverSetup{{name: "mrv"}, {name: "first", h: First}, {name: "mrv-sat", sat: true}}
	for box := MinBox; box <= MaxBox; box++ {
		puzzles := reusePuzzles(t, box)
		for _, setup := range setups {
			ps := puzzles
			if setup.h == First {
				if box > 3 {
					continue // leftmost-item branching is too slow on big boards
				}
				ps = reuseEasy(t, box)
			}
			if setup.sat {
				if box != 4 {
					continue // SetSAT changes nothing below 16x16; 25x25 hand-offs are slow
				}
				ps = append(satPuzzles(t), ps...)
			}
			t.Run(fmt.Sprintf("%dx%d/%s", box*box, box*box, setup.name), func(t *testing.T) {
				s := setup.solver(t, box)
				rng := rand.New(rand.NewPCG(uint64(box), 1))
				seqs := 12
				if box >= 4 {
					seqs = 2
				}
				for q := 0; q < seqs; q++ {
					for _, i := range rng.Perm(len(ps)) {
						// Limits of 1, 2 and 3 all stop searches early.
						if err := sameAsFresh(t, setup, s, ps[i], 1+(i+q)%3); err != nil {
							t.Fatal(err)
						}
					}
				}
			})
		}
	}
}

// TestSolverReuseAfterCancel checks that a search stopped by its context
// leaves nothing behind either.
func TestSolverReuseAfterCancel(t *testing.T) {
	for box := MinBox; box <= 4; box++ {
		s, _ := NewSolver(box)
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		// An empty board counted to a huge limit runs until the first
		// context check, deep in the tree.
		if res := s.Solve(ctx, mustEmpty(box), 1<<30); res.Err == nil && box > 2 {
			t.Fatalf("box %d: cancelled search ended without error", box)
		}
		for _, g := range reusePuzzles(t, box) {
			if err := sameAsFresh(t, solverSetup{name: "mrv"}, s, g, 2); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// FuzzSolverReuse solves two or three puzzles in a row with one solver and
// checks each answer against a fresh solver's and against the rules.
func FuzzSolverReuse(f *testing.F) {
	f.Add([]byte{}, []byte("000000100100000000000000009000100000000900000001000900000001000020070000090000000"), []byte{}, uint8(1))
	f.Add([]byte{}, []byte("25........742...5.....98...7......6.64..75....12......5.98..........4..2...5....."), []byte("1"), uint8(1))
	f.Add([]byte("1"), []byte("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."), []byte{}, uint8(1))
	f.Add([]byte("1..."), []byte("12.....3"), []byte("4"), uint8(0))
	f.Fuzz(func(t *testing.T, a, b, c []byte, boxByte uint8) {
		box := 2 + int(boxByte)%2
		s, _ := NewSolver(box)
		for k, data := range [][]byte{a, b, c} {
			g := mustEmpty(box)
			for i := 0; i < g.Len() && i < len(data); i++ {
				if v := data[i]; v >= '1' && v <= '9' {
					g.SetAt(i, int(v-'0')%(g.Size()+1))
				} else if v > '9' {
					g.SetAt(i, int(v)%(g.Size()+1))
				}
			}
			if err := sameAsFresh(t, solverSetup{name: "mrv"}, s, g, 1+k%2+int(boxByte)/2%2); err != nil {
				t.Fatalf("puzzle %d: %v", k+1, err)
			}
		}
	})
}
