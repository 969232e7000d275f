package generate

import (
	"context"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// The shortcuts agree with the solver: forced only claims uniqueness, and
// swapped only a second solution, that the solver confirms; witness, with
// a small and a large budget, answers as the solver does when it answers.
// Each of them fires.
func TestShortcutsAgreeWithSolver(t *testing.T) {
	for box := sudoku.MinBox; box <= 4; box++ {
		g, _ := New(Options{Box: box})
		if g.sat == nil {
			g.sat = newSATCheck() // the generator uses it from 16×16 on
		}
		g.sat.rebase = 16 // carry the clauses over often
		rng := newRand(uint64(box))
		var forced, swapped, found, none, unknown int
		var grids uint64
		for range max(1, 5-box) { // 3 grids, 2 for 9×9, 1 for 16×16
			full, err := g.fillGrid(context.Background(), rng)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkSolution(full, full); err != nil {
				t.Fatalf("fill %s: %v", full, err)
			}
			p := full
			all := uint32(1)<<g.n - 1
			for u := range g.seen[:3*g.n] {
				g.seen[u] = all
			}
			grids++
			order := perm32(rng, p.Len())
			for pos, k := range order {
				i := int(k)
				cells := []int16{int16(i)}
				p.Cells()[i] = 0
				g.toggle(i, full.Cells()[i])
				st := g.check.Solve(context.Background(), p, 2).Status
				at := &place{removal: &removal{id: grids, o: &g.orb[NoSymmetry], order: order}, pos: pos, front: pos}
				checkSAT(t, g, &p, &full, cells, at, st)
				f := g.forced(&p, &full, cells)
				if f && st != sudoku.Unique {
					t.Fatalf("%s: forced claims %s, solver says %v", p, sudoku.CellName(g.n, i), st)
				}
				if f {
					forced++
				} else {
					if g.swapped(&p, &full, cells) {
						if st != sudoku.Multiple {
							t.Fatalf("%s: swapped claims a second solution without %s, solver says %v", p, sudoku.CellName(g.n, i), st)
						}
						swapped++
					}
					for _, budget := range []int{3, 1 << 20} {
						// witness runs on the state forced leaves.
						g.forced(&p, &full, cells)
						switch g.witness(context.Background(), &full, cells, budget) {
						case witnessFound:
							if st != sudoku.Multiple {
								t.Fatalf("%s: witness found a second solution without %s, solver says %v", p, sudoku.CellName(g.n, i), st)
							}
							found++
						case witnessNone:
							if st != sudoku.Unique {
								t.Fatalf("%s: witness found no second solution without %s, solver says %v", p, sudoku.CellName(g.n, i), st)
							}
							none++
						default:
							if budget > 3 {
								t.Fatalf("%s: witness ran out of a budget of %d nodes", p, budget)
							}
							unknown++
						}
					}
				}
				if st != sudoku.Unique {
					p.Cells()[i] = full.Cells()[i]
					g.toggle(i, full.Cells()[i])
				}
			}
		}
		t.Logf("box %d: forced %d, swapped %d, witness found %d, none %d, unknown %d", box, forced, swapped, found, none, unknown)
		if forced == 0 || swapped == 0 || found == 0 || (box > 2 && (none == 0 || unknown == 0)) {
			t.Fatalf("box %d: a shortcut never fired", box)
		}
	}
}

// Symmetric orbits: witness and the SAT check search each cell of the
// orbit in turn.
func TestWitnessOrbits(t *testing.T) {
	none := 0
	for _, sym := range []Symmetry{Rotate90, Rotate180, Diagonal, Mirror} {
		g, _ := New(Options{Box: 3, Symmetry: sym})
		g.sat = newSATCheck() // the generator uses it from 16×16 on
		rng := newRand(5)
		o := &g.orb[sym]
		found := 0
		var grids uint64
		for range 5 {
			full, _ := g.fillGrid(context.Background(), rng)
			p := full
			all := uint32(1)<<g.n - 1
			for u := range g.seen[:3*g.n] {
				g.seen[u] = all
			}
			grids++
			order := perm32(rng, o.len())
			for pos, k := range order {
				cells := o.orbit(int(k))
				for _, c := range cells {
					p.Cells()[c] = 0
					g.toggle(int(c), full.Cells()[c])
				}
				st := g.check.Solve(context.Background(), p, 2).Status
				checkSAT(t, g, &p, &full, cells, &place{removal: &removal{id: grids, o: o, order: order}, pos: pos, front: pos}, st)
				if !g.forced(&p, &full, cells) {
					switch g.witness(context.Background(), &full, cells, 1<<20) {
					case witnessFound:
						if st != sudoku.Multiple {
							t.Fatalf("%v %s: witness found a second solution, solver says %v", sym, p, st)
						}
						found++
					case witnessNone:
						if st != sudoku.Unique {
							t.Fatalf("%v %s: witness found none, solver says %v", sym, p, st)
						}
						none++
					default:
						t.Fatalf("%v %s: witness ran out of budget", sym, p)
					}
				}
				if st != sudoku.Unique {
					for _, c := range cells {
						p.Cells()[c] = full.Cells()[c]
						g.toggle(int(c), full.Cells()[c])
					}
				}
			}
		}
		if found == 0 {
			t.Fatalf("%v: witness never found a second solution", sym)
		}
	}
	if none == 0 {
		t.Fatal("witness never proved a symmetric removal unique")
	}
}

// perm32 returns a random permutation of 0..n-1.
func perm32(rng *rand.Rand, n int) []int32 {
	order := make([]int32, n)
	for i, k := range rng.Perm(n) {
		order[i] = int32(k)
	}
	return order
}

// satUnique reports whether p, the puzzle with the orbit cells just
// emptied, has no solution other than full, by asking the SAT solver, for
// each cell x of the orbit, for a solution of p where x differs from full.
//
// It builds a solver for p alone (see build): the tests' reference for
// satUniqueAt, which the generator uses and which shares one solver among
// the checks of a window of the order.
func (g *Generator) satUnique(ctx context.Context, p, full *sudoku.Grid, cells []int16) (bool, error) {
	sc := g.sat
	n := g.n
	s, _, err := sc.build(g, p, full)
	if err != nil {
		return false, err
	}
	defer sc.add(s)
	for _, x := range cells {
		differs := [1]xcsat.Lit{xcsat.False(fullOption(sc.OptOf, n, full, x))}
		st, err := s.Solve(ctx, differs[:])
		if err != nil || st == xcsat.Satisfiable {
			return false, err
		}
	}
	return true, nil
}

// checkSAT fails unless the SAT check of the removal of cells from p, on
// its own and in its window of the order (at), says what the solver says.
func checkSAT(t *testing.T, g *Generator, p, full *sudoku.Grid, cells []int16, at *place, st sudoku.Status) {
	t.Helper()
	if u, err := g.satUnique(context.Background(), p, full, cells); err != nil || u != (st == sudoku.Unique) {
		t.Fatalf("%s: the SAT check says unique=%v (%v) without %v, solver says %v", p, u, err, cells, st)
	}
	if u, err := g.satUniqueAt(context.Background(), p, full, cells, at); err != nil || u != (st == sudoku.Unique) {
		t.Fatalf("%s: the SAT check in its window (%d..%d) says unique=%v (%v) without %v at position %d, solver says %v",
			p, g.sat.lo, len(at.order), u, err, cells, at.pos, st)
	}
}

// FuzzChecks makes a unique puzzle from a full grid chosen by the first
// bytes (box size 2 or 3, seed) by emptying the cells whose bits are set
// in the rest, as long as it stays unique, then empties one more clue and
// asks the cheap checks about it: whatever they settle, the solver agrees
// with.
func FuzzChecks(f *testing.F) {
	f.Add([]byte{1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xff, 0x0f, 0xf0, 0xaa, 0x55, 0xff, 0xff})
	f.Add([]byte{0, 9, 9, 9, 9, 9, 9, 9, 9, 0, 0xff, 0xff})
	f.Add([]byte{1, 0, 0, 0, 0, 0, 0, 0, 0, 40, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	gens := map[int]*Generator{}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 10 {
			return
		}
		box := 2 + int(data[0])%2
		g := gens[box]
		if g == nil {
			var err error
			if g, err = New(Options{Box: box}); err != nil {
				t.Fatal(err)
			}
			gens[box] = g
		}
		var seed uint64
		for _, b := range data[1:9] {
			seed = seed<<8 | uint64(b)
		}
		full, err := g.fillGrid(context.Background(), newRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := full
		for i, b := range data[10:] {
			for bit := range 8 {
				c := 8*i + bit
				if c >= p.Len() || b&(1<<bit) == 0 {
					continue
				}
				p.Cells()[c] = 0
				if g.check.Solve(context.Background(), p, 2).Status != sudoku.Unique {
					p.Cells()[c] = full.Cells()[c]
				}
			}
		}
		// The clue to remove: the data[9]-th clue left, counted around.
		var clues []int16
		for i, v := range p.Cells()[:p.Len()] {
			if v != 0 {
				clues = append(clues, int16(i))
			}
		}
		x := clues[int(data[9])%len(clues)]
		p.Cells()[x] = 0
		g.setSeen(&p)
		cells := []int16{x}
		st := g.check.Solve(context.Background(), p, 2).Status
		if unique, ok := g.quick(context.Background(), &p, &full, cells); ok && unique != (st == sudoku.Unique) {
			t.Fatalf("%s without %s: the cheap checks say unique %v, the solver %v", p, sudoku.CellName(g.n, int(x)), unique, st)
		}
		if g.forced(&p, &full, cells) && st != sudoku.Unique {
			t.Fatalf("%s without %s: forced claims uniqueness, the solver says %v", p, sudoku.CellName(g.n, int(x)), st)
		}
		if g.forced(&p, &full, cells) || !g.swapped(&p, &full, cells) {
			return
		}
		if st != sudoku.Multiple {
			t.Fatalf("%s without %s: swapped claims a second solution, the solver says %v", p, sudoku.CellName(g.n, int(x)), st)
		}
	})
}
