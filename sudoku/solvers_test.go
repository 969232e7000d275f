package sudoku

import (
	"context"
	"errors"
	"testing"
)

// TestSolvers: one Solver per box size, made once and set up by the
// fields; a size with no Solver is an error, and Invalid for Solve.
func TestSolvers(t *testing.T) {
	ss := Solvers{Heuristic: First, MaxNodes: 50}
	for box := MinBox; box <= MaxBox; box++ {
		a, err := ss.Get(box)
		if err != nil || a.Box() != box {
			t.Fatalf("Get(%d) = %v, %v", box, a, err)
		}
		if b, _ := ss.Get(box); b != a {
			t.Errorf("Get(%d) made a second Solver", box)
		}
		if a.h != First || a.budget != 50 || a.sat {
			t.Errorf("Get(%d): heuristic %v, budget %d, SAT %v; want first, 50, off", box, a.h, a.budget, a.sat)
		}
	}
	for _, box := range []int{0, 1, 6} {
		if s, err := ss.Get(box); err == nil {
			t.Errorf("Get(%d) = %v, want an error", box, s)
		}
	}
	if res := ss.Solve(context.Background(), Grid{}, 2); res.Status != Invalid || res.Err == nil {
		t.Errorf("Solve(Grid{}) = %v, %v; want Invalid and an error", res.Status, res.Err)
	}
	if res := ss.Solve(context.Background(), mustEmpty(3), 2); !errors.Is(res.Err, ErrBudget) {
		t.Errorf("Solve of the empty 9x9 board within 50 nodes: %v, want ErrBudget", res.Err)
	}
	sat := Solvers{SAT: true}
	if s, _ := sat.Get(4); !s.sat || s.h != MRV {
		t.Errorf("SAT: %v, heuristic %v; want on, mrv", s.sat, s.h)
	}
}

func TestHeuristicNames(t *testing.T) {
	for _, h := range []Heuristic{MRV, First, Random, MRVRandom} {
		got, err := ParseHeuristic(h.String())
		if err != nil || got != h {
			t.Errorf("ParseHeuristic(%q) = %v, %v", h.String(), got, err)
		}
	}
	if _, err := ParseHeuristic("best"); err == nil || err.Error() != `unknown heuristic "best" (want mrv, first, random, mrv-random)` {
		t.Errorf("ParseHeuristic(best): %v", err)
	}
	if s := Heuristic(9).String(); s != "Heuristic(9)" {
		t.Errorf("Heuristic(9) is %q", s)
	}
}
