package sudoku

import (
	"context"
	"errors"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// How hard the removal of a 25×25 puzzle is depends far more on the
// random order of its cells than on its grid. The same grid (seed 9) took
// 2.9 s with one order and 19.6, 64.6 and 96 s with three others (one
// worker); another (seed 1) 12.4 s, 43 s and 349 s. Once the puzzle is
// sparse enough for the checks to need the SAT solver, the order has
// made it easy or hard for good: on grid 9, the checks of its 96 s order
// cost 12 to 90 times the conflicts of its 2.9 s order, 25 positions by
// 25, from position 350 to the end. So Generate
// probes the checks ahead when the removal is 60% through its order, and
// draws a new order (for the same grid) when they are hard: that cuts the
// long tail of the generation time.
//
// The probe must give the same answer for any number of workers, so
// that the puzzle of a seed does not depend on -j: it runs on a fresh
// solver of its own, on the puzzle as it stands at that position (which
// every worker count reaches), and its budget counts conflicts, not
// time.

// errHardOrder is the error of remove when the probe (see hardAhead)
// finds the checks ahead too hard: Generate then draws another order.
var errHardOrder = errors.New("sudoku: the removal order leads to hard checks")

// A probeSpec says when and how remove probes the checks ahead.
type probeSpec struct {
	minBox   int   // the smallest box size probed
	percent  int   // the position probed, in percent of the order
	orbits   int   // the number of orbits probed
	budget   int64 // the conflicts above which the order is dropped
	reorders int   // the orders a grid may drop; the last is never probed
}

// defaultProbe is the probe of 25×25 generation, measured on 18 orders:
// the seeds' own for seeds 1-3 and 5-12, and others for grids 1, 9 and
// 12. At 60% with 30 orbits, the probe's conflicts rank the nine orders
// timed with one worker in the order of their times, from 4,514
// conflicts (2.9 s) to 209,572 (349 s). The nine below 20,000 took at
// most 19.6 s with one worker, or 11.2 s with two; the nine above took
// 12.9 to 105 s with two workers or 20.5 to 349 s with one. At 52% with
// 20 orbits the ranking was poor.
var defaultProbe = probeSpec{minBox: 5, percent: 60, orbits: 30, budget: 20000, reorders: 8}

// probeAt returns the position in an order of m orbits where remove
// probes the checks ahead, or -1 when it does not.
func (g *Generator) probeAt(m int) int {
	if g.box < g.probeSpec.minBox || g.sat == nil {
		return -1
	}
	return m * g.probeSpec.percent / 100
}

// hardAhead reports whether the checks of the spec.orbits orbits at
// positions pos on of order, each removed alone from p, take a fresh SAT
// solver more than spec.budget conflicts in all.
func (g *Generator) hardAhead(ctx context.Context, spec probeSpec, p, full *Grid, o *orbits, order []int32, pos int) (bool, error) {
	if g.probe == nil {
		g.probe = newSATCheck()
	}
	end := min(pos+spec.orbits, len(order))
	q := *p
	for u := pos; u < end; u++ {
		for _, c := range o.orbit(int(order[u])) {
			q.cells[c] = 0
		}
	}
	s, opt, err := g.probe.build(g, &q, full)
	if err != nil {
		return false, err
	}
	s.Limit(spec.budget)
	n := g.n
	truth := func(x int16) int { return fullOption(opt, n, full, x) }
	asm := g.probe.assume
	defer func() { g.probe.assume = asm[:0] }()
	for u := pos; u < end; u++ {
		asm = asm[:0]
		for w := pos; w < end; w++ {
			if w != u {
				for _, c := range o.orbit(int(order[w])) {
					asm = append(asm, xcsat.True(truth(c)))
				}
			}
		}
		for _, x := range o.orbit(int(order[u])) {
			st, err := s.Solve(ctx, append(asm, xcsat.False(truth(x))))
			if errors.Is(err, xcsat.ErrLimit) {
				return true, nil
			}
			if err != nil {
				return false, err
			}
			if st == xcsat.Satisfiable {
				break
			}
		}
	}
	return false, nil
}
