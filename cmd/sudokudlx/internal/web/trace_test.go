package web

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/cover"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// tracePuzzles are puzzles of each kind of verdict and size.
var tracePuzzles = [...]struct{ name, puzzle, status string }{
	{"easy", "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..", "unique"},
	{"hard", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", "unique"},
	{"multiple", "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82......................5.1.3..", "multiple"},
	{"none", "12345678.........9" + strings.Repeat(".", 63), "none"},
	{"4x4", "1..3..........24", "unique"},
	{"16x16", "A49CG7.6F12ED..82G..DA93B658CE41B5681E2C.3G4..9731.D4B8FC7..G256E6D9..7.2A83.C..8CA.62FE..4137DB12BGC4..756.98.E.3.7981AE.C..5G2.F2.A9618C.57B.G7E3B8FC5GD164A..C91A23E.4F7B8D..5.G6.D4.A9.2E1CFGDC.75B.6EF.2483475E.CD8.2..B..A6A8.E1G254BCF9.D9B.23.A41.D75GEC", "unique"},
}

// TestTracerIsDLX holds the tracer to its contract: its tree is the one
// package dlx searches with MRV on the same matrix, node for node, and it
// finds the same solutions.
func TestTracerIsDLX(t *testing.T) {
	for _, tc := range tracePuzzles {
		t.Run(tc.name, func(t *testing.T) {
			g, err := sudoku.ParseString(tc.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			n := g.Size()
			s := dlx.NewSolver(cover.Matrix(g.Box()), dlx.Options{})
			for i, v := range g.Cells() {
				if v != 0 {
					if err := s.Force(i*n + int(v) - 1); err != nil {
						t.Fatal(err)
					}
				}
			}
			want, err := s.Count(context.Background(), 2)
			if err != nil {
				t.Fatal(err)
			}
			tr := newTracer(g)
			tr.limit, tr.ctx = 2, context.Background()
			visits := 0
			tr.visit = func([]uint8, int, bool) bool { visits++; return true }
			tr.run()
			if tr.stop != nil {
				t.Fatalf("stopped: %v", tr.stop)
			}
			if int64(tr.solutions) != want || tr.nodes != s.Stats().Nodes {
				t.Errorf("tracer: %d solutions, %d nodes; dlx: %d solutions, %d nodes", tr.solutions, tr.nodes, want, s.Stats().Nodes)
			}
			if got := sudoku.Solve(g).Status.String(); got != tc.status {
				t.Errorf("the case is %s, not %s", got, tc.status)
			}
			if int64(visits) != tr.nodes {
				t.Errorf("%d visits for %d nodes", visits, tr.nodes)
			}
		})
	}
}

func TestTracerStops(t *testing.T) {
	g, _ := sudoku.ParseString(tracePuzzles[1].puzzle)
	tr := newTracer(g)
	tr.limit, tr.maxNodes, tr.ctx = 2, 50, context.Background()
	tr.visit = func([]uint8, int, bool) bool { return true }
	tr.run()
	if tr.stop != stopNodes || tr.nodes != 50 {
		t.Errorf("budget 50: stop %v at %d nodes", tr.stop, tr.nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	tr = newTracer(g)
	tr.limit, tr.ctx = 2, ctx
	tr.visit = func([]uint8, int, bool) bool { cancel(); return true }
	tr.run()
	if tr.stop != context.Canceled || tr.nodes != 2 {
		t.Errorf("cancelled at node 1: stop %v at %d nodes", tr.stop, tr.nodes)
	}
}
