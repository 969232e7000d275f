package sudoku

import (
	"context"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// newSAT returns the exact-cover matrix m of a box size (see matrix) as
// an xcsat solver: option (r*N+c)*N+v-1 puts v in row r, column c.
func newSAT(m *dlx.Problem) *xcsat.Solver {
	opts := make([][]int, m.NumOptions())
	for k := range opts {
		opts[k], _ = m.Option(k)
	}
	s, err := xcsat.New(m.NumItems(), m.NumPrimary(), opts)
	if err != nil {
		panic(err) // cannot happen: the items are distinct and in range
	}
	return s
}

// satUnique reports whether p, the puzzle with the orbit cells just
// emptied, has no solution other than full, by asking the SAT solver, for
// each cell x of the orbit, for a solution of p where x differs from full.
// The solver starts afresh with p's clues fixed (what it learned for
// another puzzle rests on clues p may lack), and prefers the values of
// full, near which a second solution usually lies.
//
// A solver shared by the last checks of a puzzle, with the clues kept for
// good fixed and the (up to 40) others assumed, was tried: it needed 40%
// fewer conflicts per check, but each cost six times as long (372 µs
// against 62 µs, on one 25×25 puzzle), and it lost overall.
func (g *Generator) satUnique(ctx context.Context, p, full *Grid, cells []int16) (bool, error) {
	n := g.n
	g.sat.Reset()
	for i, v := range p.cells[:n*n] {
		if v == 0 {
			continue
		}
		if err := g.sat.Fix(xcsat.True(i*n + int(v) - 1)); err != nil {
			return false, err // cannot happen: p has a solution, full
		}
	}
	for i, v := range full.cells[:n*n] {
		for d := range n {
			if d == int(v)-1 {
				g.sat.Prefer(xcsat.True(i*n + d))
			} else {
				g.sat.Prefer(xcsat.False(i*n + d))
			}
		}
	}
	for _, x := range cells {
		differs := [1]xcsat.Lit{xcsat.False(int(x)*n + int(full.cells[x]) - 1)}
		st, err := g.sat.Solve(ctx, differs[:])
		if err != nil || st == xcsat.Satisfiable {
			return false, err
		}
	}
	return true, nil
}
