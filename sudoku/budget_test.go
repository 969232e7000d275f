package sudoku

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// TestMaxNodes: a search over its node budget stops with ErrBudget, at
// exactly the budget and at the same node every time, on the counting engine, on
// dancing links itself (another heuristic) and on the SAT solver; a budget
// the search stays within changes nothing.
func TestMaxNodes(t *testing.T) {
	minimal25, err := os.ReadFile("testdata/minimal_25.txt")
	if err != nil {
		t.Fatal(err)
	}
	hard := mustParse(t, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	easy := mustParse(t, "...1...4....7....1.1...2.3..4.8.3.2.2.1645.9...5....68.3..2.674.7..8..19629417.8.")
	for _, tc := range []struct {
		name      string
		g         Grid
		heuristic Heuristic
		sat       bool
		limit     int
		budget    int64
		wantErr   error
		maxNodes  int64 // bound on Result.Nodes
	}{
		{"engine9", mustEmpty(3), MRV, false, 1 << 30, 5000, ErrBudget, 5000},
		{"engine9 small", hard, MRV, false, 2, 10, ErrBudget, 10},
		{"engine 16x16", mustEmpty(4), MRV, false, 1 << 30, 10, ErrBudget, 10},
		{"engine 16x16 past a check", mustEmpty(4), MRV, false, 1 << 30, 2000, ErrBudget, 2000},
		{"dlx first", mustEmpty(3), First, false, 1 << 30, 5000, ErrBudget, 5000},
		{"dlx random", mustEmpty(3), Random, false, 1 << 30, 5000, ErrBudget, 5000},
		{"sat", mustParse(t, strings.TrimSpace(string(minimal25))), MRV, true, 2, satAfter + 200, ErrBudget, satAfter + 200},
		{"within", hard, MRV, false, 2, 1_000_000, nil, 1_000_000},
		{"within first", easy, First, false, 2, 1_000_000, nil, 1_000_000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := NewSolver(tc.g.Box())
			if err != nil {
				t.Fatal(err)
			}
			s.SetHeuristic(tc.heuristic, rand.New(rand.NewPCG(1, 2)))
			s.SetSAT(tc.sat)
			s.SetMaxNodes(tc.budget)
			var nodes [2]int64
			for i := range nodes {
				res := s.Solve(context.Background(), tc.g, tc.limit)
				if !errors.Is(res.Err, tc.wantErr) {
					t.Fatalf("Err %v, want %v", res.Err, tc.wantErr)
				}
				if tc.maxNodes > 0 && res.Nodes > tc.maxNodes {
					t.Errorf("%d nodes, want at most %d", res.Nodes, tc.maxNodes)
				}
				if tc.wantErr != nil && res.Nodes != tc.budget {
					t.Errorf("stopped after %d nodes, not at the budget of %d", res.Nodes, tc.budget)
				}
				if tc.wantErr == nil {
					if res.Status != Unique {
						t.Fatalf("status %v, want unique", res.Status)
					}
					if err := checkSolution(tc.g, res.Solution); err != nil {
						t.Fatal(err)
					}
				}
				nodes[i] = res.Nodes
				if tc.heuristic == Random {
					break
				}
			}
			if tc.heuristic != Random && nodes[0] != nodes[1] {
				t.Errorf("nodes %d then %d: the budget cut the search at different points", nodes[0], nodes[1])
			}
		})
	}
}

// TestMaxNodesEvery gives a search every budget up to the nodes it takes:
// each stops at exactly its budget, or, from the search's own size on,
// answers as without a budget.
func TestMaxNodesEvery(t *testing.T) {
	hard := mustParse(t, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	for _, tc := range []struct {
		name      string
		g         Grid
		heuristic Heuristic
	}{
		{"engine9", hard, MRV},
		{"engine 16x16", mustEmpty(4), MRV},
		{"dlx first", mustParse(t, "...1...4....7....1.1...2.3..4.8.3.2.2.1645.9...5....68.3..2.674.7..8..19629417.8."), First},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := NewSolver(tc.g.Box())
			if err != nil {
				t.Fatal(err)
			}
			s.SetHeuristic(tc.heuristic, rand.New(rand.NewPCG(1, 2)))
			want := s.Solve(context.Background(), tc.g, 2)
			if want.Err != nil {
				t.Fatal(want.Err)
			}
			for budget := int64(1); budget <= min(want.Nodes+1, 3000); budget++ {
				s.SetMaxNodes(budget)
				s.SetHeuristic(tc.heuristic, rand.New(rand.NewPCG(1, 2)))
				res := s.Solve(context.Background(), tc.g, 2)
				switch {
				case budget < want.Nodes && (!errors.Is(res.Err, ErrBudget) || res.Nodes != budget):
					t.Fatalf("budget %d of %d: %d nodes, %v; want ErrBudget at %d nodes", budget, want.Nodes, res.Nodes, res.Err, budget)
				case budget >= want.Nodes && (res.Err != nil || res.Status != want.Status || res.Nodes != want.Nodes):
					t.Fatalf("budget %d of %d: %v in %d nodes, %v; want %v in %d", budget, want.Nodes, res.Status, res.Nodes, res.Err, want.Status, want.Nodes)
				}
			}
		})
	}
}

// TestMaxNodesOff: SetMaxNodes(0) lifts the budget again.
func TestMaxNodesOff(t *testing.T) {
	s, _ := NewSolver(2)
	s.SetMaxNodes(1)
	s.SetMaxNodes(0)
	if res := s.Solve(context.Background(), mustEmpty(2), 1000); res.Err != nil || res.Solutions != 288 {
		t.Errorf("%d solutions, err %v; want all 288 4x4 grids", res.Solutions, res.Err)
	}
}
