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
// probes the checks ahead when the removal is 56% through its order, and
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

// defaultProbe is the probe of 25×25 generation. The seeds' own orders
// of seeds 1-24, with the probe's conflicts (unlimited) at 56% and the
// time of the plain single pass (gen -j 2 --keep-order):
//
//   - the 18 orders below 16,000 conflicts took 2.3 to 17.6 s (mean 7.4 s);
//   - 28,000 and 31,000: 12.9 s and 26.7 s;
//   - 53,000 to 253,000 (seeds 3, 23, 12, 4 and 14): 19.7 s to more than
//     60 s.
//
// At 52% the probe says nothing yet (seed 14, more than 60 s: 287
// conflicts), and at 60% the hard orders have already cost seconds to
// reach (seed 14: 55 s on one worker). A first version probed at 60%
// with a budget of 20,000 and dropped orders that would have taken 6.6
// to 17.6 s: seeds 13-24 took 20.6 s on average against 10.7 s now.
var defaultProbe = probeSpec{minBox: 5, percent: 56, orbits: 30, budget: 30000, reorders: 8}

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
