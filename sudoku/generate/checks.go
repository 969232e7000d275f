package generate

import (
	"context"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"math/bits"

	"github.com/sudokudlx/sudokudlx/internal/units"
)

// The checks of a removal (see Generator.unique): the cheap exact ones,
// singles (forced), a swap along a cycle (swapped) and a search near the
// full grid (witness), before the last word of the solver or the SAT
// solver. Each settles the question or says it cannot; which of them
// answers changes the time taken, never the puzzle.

// unique reports whether p, the puzzle with the orbit just emptied, still
// has exactly one solution (the puzzle before the removal had one, full).
// The last word is the solver's, counting solutions up to two (9×9 and
// smaller), or the SAT solver's (satUniqueAt, 16×16 and larger); the cheap
// checks before it only skip that when they settle the question: singles
// that fill the orbit again (forced), a swap of two values along a cycle
// of empty cells (swapped), a search near the full grid within a budget
// (witness).
//
// at says where the check stands in the order of removal, for the SAT
// solver's window (see satUniqueAt).
func (g *Generator) unique(ctx context.Context, p, full *sudoku.Grid, cells []int16, at *place) (bool, error) {
	if unique, ok := g.quick(ctx, p, full, cells); ok {
		return unique, nil
	}
	if err := ctx.Err(); err != nil {
		return false, err
	}
	if g.sat != nil {
		return g.satUniqueAt(ctx, p, full, cells, at)
	}
	res := g.check.Solve(ctx, *p, 2)
	return res.Solutions == 1, res.Err
}

// checks is the state of the cheap checks, kept from one check to the
// next so that they allocate nothing once grown.
type checks struct {
	units *units.Table // the board's rows, columns and boxes
	// seen holds, for each row, then column, then box, the values of the
	// clues in it as a bit mask (value v is bit v-1).
	seen [3 * sudoku.MaxBox * sudoku.MaxBox]uint32

	// The propagation of singles (see forced and witness), on states of
	// width N² + 3N (see units.Singles): state 0 is forced's, state d+1
	// that of level d of witness.
	singles units.Singles
	st      []uint32
	width   int
	at      []int16  // witness: the cell branched on at each level
	left    []uint32 // witness: its values not tried yet
	stack   []int16  // swapped: the cells of the cycle to visit

	// The cells seen by swapped: mark[i] == epoch.
	mark  []uint32
	epoch uint32

	byForced bool // forced settled the last check of quick
}

// quick runs the cheap checks of unique, and reports with ok whether they
// settled the question.
func (g *Generator) quick(ctx context.Context, p, full *sudoku.Grid, cells []int16) (unique, ok bool) {
	g.byForced = g.forced(p, full, cells)
	if g.byForced {
		return true, true
	}
	if g.swapped(p, full, cells) {
		return false, true
	}
	budget := witnessBudget
	if g.sat != nil {
		budget = witnessBudgetSAT
	}
	switch g.witness(ctx, full, cells, budget*g.n*g.n) {
	case witnessFound:
		return false, true
	case witnessNone:
		return true, true
	}
	return false, false
}

// witnessBudget times N² is the number of nodes witness may visit before
// the solver takes over. A node of witness costs more than one of the
// solver, but its trees are far smaller: the cell of the orbit is kept
// from its value, which saves proving again that the puzzle before the
// removal was unique, and the full grid's values tried first lead to a
// second solution within a few nodes when there is one. The budget leaves
// the rare removal it handles badly to the solver.
//
// On 16×16 and 25×25 boards the last word is the SAT solver's (see
// satUniqueAt), which settles quickly what takes a backtracking search a
// long time; late in a 25×25 removal the second solutions differ from the
// full grid in many cells and the search near it rarely finds one, so
// witness gets the smallest budget there, witnessBudgetSAT.
// docs/performance.md gives the measurements behind both.
const (
	witnessBudget    = 64
	witnessBudgetSAT = 1
)

// toggle flips value v in the masks of the units of cell i.
func (g *Generator) toggle(i int, v uint8) {
	bit := uint32(1) << (v - 1)
	r, c, b := g.units.UnitsOf(i)
	g.seen[r] ^= bit
	g.seen[c] ^= bit
	g.seen[b] ^= bit
}

// forced reports whether the clues left in p determine every cell of the
// orbit just emptied, by naked and hidden singles alone: the values placed
// this way hold in every solution of p, so when they fill the orbit, every
// solution of p is a solution of the puzzle before the removal, which was
// unique; p is unique too and the count by the solver is skipped. Most
// removals are settled so, all of them while the puzzle has many clues;
// of these, most by a naked or hidden single among the clues (full holds
// the values), which needs no propagation. When it reports false it leaves
// the candidates it reached in g.st for swapped and witness. It costs
// O(N²) per round of hidden singles and allocates nothing.
func (g *Generator) forced(p, full *sudoku.Grid, cells []int16) bool {
	if g.nakedSingles(cells) || g.hiddenSingles(p, full, cells) {
		return true
	}
	st := g.st[:g.width]
	g.singles.Start(st, p.Cells(), g.seen[:3*g.n])
	_, done := g.singles.Propagate(st, cells)
	return done
}

// hiddenSingles reports whether each cell of the orbit just emptied is,
// in one of its units, the only empty cell whose units' clues leave it its
// value in full: the next most common case, settled without the
// propagation too. It costs O(N) per cell of the orbit.
func (g *Generator) hiddenSingles(p, full *sudoku.Grid, cells []int16) bool {
	pc, fc := p.Cells(), full.Cells()
	for _, x := range cells {
		bit := uint32(1) << (fc[x] - 1)
		r, col, b := g.units.UnitsOf(int(x))
		found := false
		for _, u := range [3]int{r, col, b} {
			alone := true
			for _, y := range g.units.Unit(u) {
				if y == x || pc[y] != 0 {
					continue
				}
				ry, cy, by := g.units.UnitsOf(int(y))
				if (g.seen[ry]|g.seen[cy]|g.seen[by])&bit == 0 {
					alone = false
					break
				}
			}
			if alone {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// nakedSingles reports whether each cell of the orbit just emptied is a
// naked single among the clues left (the values its units hold leave it
// one): the case of most removals while the puzzle has many clues, settled
// from the units' masks without the propagation. It costs O(|cells|).
func (g *Generator) nakedSingles(cells []int16) bool {
	all := uint32(1)<<g.n - 1
	for _, c := range cells {
		r, col, b := g.units.UnitsOf(int(c))
		m := all &^ (g.seen[r] | g.seen[col] | g.seen[b])
		if m&(m-1) != 0 {
			return false
		}
	}
	return true
}

// The answers of witness.
const (
	witnessUnknown = iota // the budget ran out
	witnessFound          // p has a second solution
	witnessNone           // p has no second solution
)

// witness looks for a second solution of p, within a budget of search
// nodes, after forced has left its candidates in g.st: a depth-first
// search on the candidates with the propagation of singles at each node,
// where one cell of the orbit must differ from the full grid and every
// other cell tries the full grid's value first. A second solution usually
// differs from the first on a few cells only, so this finds most of them
// in a handful of nodes; and a search that ends within the budget without
// one proves p unique. It allocates nothing once its stacks have grown.
func (g *Generator) witness(ctx context.Context, full *sudoku.Grid, cells []int16, budget int) int {
	fc := full.Cells()
	n := g.n
	nn := n * n
	w := g.width
	for _, x := range cells {
		a := uint32(1) << (fc[x] - 1)
		if g.st[x]&^a == 0 {
			continue // every solution keeps the value of x
		}
		// Level 0: the state of forced with the value of x excluded.
		g.grow(0)
		root := g.st[w : 2*w]
		copy(root, g.st[:w])
		g.singles.Restrict(root, int(x), root[x]&^a)
		budget--
		if ok, _ := g.singles.Propagate(root, nil); !ok {
			continue // no solution where x differs
		}

		// Level d works on state d+1 (g.st[(d+1)*w:]); it branches on cell
		// at[d], whose values not tried yet are left[d].
		d := 0
		for d >= 0 {
			cur := g.st[(d+1)*w : (d+2)*w]
			best, fewest := -1, n+1
			for i, m := range cur[:nn] {
				if m != 0 {
					if k := bits.OnesCount32(m); k < fewest {
						best, fewest = i, k
						if k == 2 {
							break
						}
					}
				}
			}
			if best < 0 {
				return witnessFound // every cell placed: a second solution
			}
			g.grow(d + 1)
			g.at[d], g.left[d] = int16(best), cur[best]
			// Try the values of level d, backtracking when they run out.
			for d >= 0 {
				if budget <= 0 || budget&255 == 0 && ctx.Err() != nil {
					return witnessUnknown
				}
				m := g.left[d]
				if m == 0 {
					d--
					continue
				}
				y := int(g.at[d])
				v := uint32(1) << (fc[y] - 1)
				if m&v == 0 {
					v = m & -m
				}
				g.left[d] = m &^ v
				next := g.st[(d+2)*w : (d+3)*w]
				copy(next, g.st[(d+1)*w:(d+2)*w])
				g.singles.Restrict(next, y, v)
				budget--
				if ok, _ := g.singles.Propagate(next, nil); ok {
					d++
					break
				}
			}
		}
	}
	return witnessNone
}

// grow makes room in the witness search for levels 0..d.
func (g *Generator) grow(d int) {
	for len(g.st) < (d+3)*g.width {
		g.st = append(g.st, make([]uint32, g.width)...)
	}
	for len(g.at) <= d {
		g.at = append(g.at, 0)
		g.left = append(g.left, 0)
	}
}

// swapped reports whether p, with the orbit just emptied, has a second
// solution of the simplest kind: the full grid with two values a, b swapped
// on a set of its cells that holds one a and one b in each row, column and
// box it meets (the cells of a and b form disjoint cycles through the
// units; swapping the two values along one cycle gives another full grid).
// When every cell of such a cycle through a cell of the orbit is empty in
// p, p has two solutions, and the count by the solver is skipped. It
// tries, for each cell of the orbit, the values left among its candidates
// by forced, which must have run on p just before. Such swaps settle about
// a third of the removals that fail on 9×9 boards, a sixth on 16×16.
func (g *Generator) swapped(p, full *sudoku.Grid, cells []int16) bool {
	pc, fc := p.Cells(), full.Cells()
	n := g.n
	mark := g.mark[:n*n]
	for _, x := range cells {
		a := fc[x]
		others := g.st[x] &^ (1 << (a - 1))
		if pc[x] != 0 || g.st[x] == 0 {
			continue // placed by forced: every solution keeps it
		}
		for others != 0 {
			b := uint8(bits.TrailingZeros32(others)) + 1
			others &= others - 1
			if g.epoch++; g.epoch == 0 {
				clear(mark) // wrapped around: forget the old marks
				g.epoch = 1
			}
			stack := append(g.stack[:0], x)
			mark[x] = g.epoch
			open := true
			for len(stack) > 0 && open {
				y := int(stack[len(stack)-1])
				stack = stack[:len(stack)-1]
				if pc[y] != 0 {
					open = false // a clue in the cycle
					break
				}
				// The cells holding the other value in y's row, column
				// and box are on the cycle too.
				other := a
				if fc[y] == a {
					other = b
				}
				r, c, b := g.units.UnitsOf(y)
				ru, cu, bu := g.units.Unit(r), g.units.Unit(c), g.units.Unit(b)
				for k := range n {
					for _, z := range [3]int16{ru[k], cu[k], bu[k]} {
						if fc[z] == other && mark[z] != g.epoch {
							mark[z] = g.epoch
							stack = append(stack, z)
						}
					}
				}
			}
			g.stack = stack[:0]
			if open {
				return true
			}
		}
	}
	return false
}
