package hyper

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// TestMinimalIndependent makes minimal 3D b=2 puzzles and checks them
// outside the generator: the solution is a grid by the independent line
// and block check; dancing links finds one solution; and without any one
// clue, a SAT solver made for the test finds a second solution, which the
// independent check accepts, which keeps the other clues and which
// differs from the first in that cell.
func TestMinimalIndependent(t *testing.T) {
	if testing.Short() {
		t.Skip("minimal puzzles take seconds")
	}
	g := newGeometry(Shape{3, 2})
	gen, err := NewGenerator(g.shape)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	dropped := 0
	for _, seed := range []uint64{1, 2} {
		p, sol, err := gen.Generate(ctx, rand.New(rand.NewPCG(seed, 7)), 0)
		if err != nil {
			t.Fatal(err)
		}
		dropped += gen.check.redraws
		checkBoard(t, sol, true)
		for i, v := range p.cells {
			if v != 0 && v != sol.cells[i] {
				t.Fatalf("seed %d: clue %s is not the solution's", seed, p.CellName(i))
			}
		}
		if n := dlxCount(t, p, 2); n != 1 {
			t.Fatalf("seed %d: dancing links counts %d solutions, want 1", seed, n)
		}
		sat, err := xcsat.New(g.numItems(), g.numItems(), g.optionItems())
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range p.cells {
			if v == 0 {
				continue
			}
			var asm []xcsat.Lit
			for j, w := range p.cells {
				if w != 0 && j != i {
					asm = append(asm, xcsat.True(g.option(j, int(w))))
				}
			}
			asm = append(asm, xcsat.False(g.option(i, int(v))))
			st, err := sat.Solve(ctx, asm)
			if err != nil || st != xcsat.Satisfiable {
				t.Fatalf("seed %d: without the clue at %s: %v %v, want a second solution", seed, p.CellName(i), st, err)
			}
			alt := p.empty()
			for _, r := range sat.Model() {
				alt.cells[int(r)/g.side] = uint8(int(r)%g.side + 1)
			}
			if err := verify(alt, true); err != nil {
				t.Fatalf("seed %d: the second solution without %s: %v", seed, p.CellName(i), err)
			}
			for j, w := range p.cells {
				if w != 0 && j != i && alt.cells[j] != w {
					t.Fatalf("seed %d: the second solution without %s changes the clue at %s", seed, p.CellName(i), p.CellName(j))
				}
			}
			if alt.cells[i] == v {
				t.Fatalf("seed %d: the second solution without %s keeps its value", seed, p.CellName(i))
			}
		}
	}
	if dropped == 0 {
		t.Error("no grid was dropped: the redraw path went untested")
	}
}

// TestMinimalReproducible checks that a minimal puzzle depends on its
// random source alone, not on what the generator made before: the
// promise behind gen's same bytes for any number of workers.
func TestMinimalReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("minimal puzzles take seconds")
	}
	ctx := context.Background()
	fresh, _ := NewGenerator(Shape{3, 2})
	used, _ := NewGenerator(Shape{3, 2})
	if _, _, err := used.Generate(ctx, rand.New(rand.NewPCG(9, 9)), 0); err != nil {
		t.Fatal(err)
	}
	for _, seed := range []uint64{3} {
		p1, s1, err1 := fresh.Generate(ctx, rand.New(rand.NewPCG(seed, 7)), 0)
		p2, s2, err2 := used.Generate(ctx, rand.New(rand.NewPCG(seed, 7)), 0)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if !p1.Equal(p2) || !s1.Equal(s2) {
			t.Errorf("seed %d: the puzzle depends on the generator's past", seed)
		}
	}
}

// TestBudget checks the schedule of the checks' budgets: the same for the
// first grids, then growing without bound, so that a grid whose checks
// cost any number of conflicts can be kept.
func TestBudget(t *testing.T) {
	for try := range minimalRedraws {
		if budget(try) != minimalBudget {
			t.Errorf("budget(%d) = %d, want %d", try, budget(try), minimalBudget)
		}
	}
	for try := minimalRedraws; try < minimalRedraws+20; try++ {
		if budget(try) <= budget(try-1) {
			t.Errorf("budget(%d) = %d, not above budget(%d) = %d", try, budget(try), try-1, budget(try-1))
		}
	}
}

// TestMinimalCancel checks that a cancelled context stops a minimal
// puzzle with its error.
func TestMinimalCancel(t *testing.T) {
	gen, _ := NewGenerator(Shape{3, 2})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := gen.Generate(ctx, rand.New(rand.NewPCG(1, 7)), 0); err != context.Canceled {
		t.Errorf("%v, want context.Canceled", err)
	}
}

// TestSmallChains checks smallChains against the chains of a formula grid
// counted by length, each chain checked by the independent line and block
// check: a swap along it leaves a valid grid.
func TestSmallChains(t *testing.T) {
	gen, _ := NewGenerator(Shape{3, 2})
	b := formulaGrid(gen.geo, rand.New(rand.NewPCG(1, 1)))
	sizes := map[int]int{}
	sw := newSwapper(gen.geo)
	for a := uint8(1); a <= 8; a++ {
		for c := a + 1; c <= 8; c++ {
			sw.stamp++
			first := sw.stamp
			for i, v := range b.cells {
				if (v != a && v != c) || sw.mark[i] >= first {
					continue
				}
				n := sw.chainOf(b, i, a, c)
				sizes[n]++
				alt := b.Clone()
				for _, j := range sw.chain[:n] {
					alt.cells[j] ^= a ^ c
				}
				if err := verify(alt, true); err != nil {
					t.Fatalf("swap of %d and %d along %d cells: %v", a, c, n, err)
				}
			}
		}
	}
	if got := gen.smallChains(b); got != sizes[8] || got == 0 {
		t.Errorf("smallChains = %d, want the %d chains of 8 cells (sizes %v)", got, sizes[8], sizes)
	}
}
