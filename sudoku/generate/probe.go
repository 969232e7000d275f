package generate

import (
	"context"
	"errors"
	"github.com/sudokudlx/sudokudlx/sudoku"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// How hard the removal of a 25×25 puzzle is depends far more on the
// random order of its cells than on its grid, and once the puzzle is
// sparse enough for the checks to need the SAT solver, the order has made
// it easy or hard for good. So Generate watches the removal twice and
// draws a new order (for the same grid) when it turns hard, which cuts the
// long tail of the generation time:
//
//   - the trial makes the removals over a stretch of the order one after
//     another on a fresh solver, and gives up when they cost it too many
//     conflicts; when it does not, its answers are the removal's;
//   - the probe, where the trial ends, asks a fresh solver about the next
//     orbits, each removed alone.
//
// Both must give the same answer for any number of workers, so that the
// puzzle of a seed does not depend on -j: each runs on a fresh solver of
// its own, on the puzzle as it stands at its position (which every
// worker count reaches), and its budget counts conflicts, not time.

// errHardOrder is the error of remove when the trial or the probe (see
// ahead) finds the checks too hard: Generate then draws another order.
var errHardOrder = errors.New("sudoku: the removal order leads to hard checks")

// A probeSpec says when and how remove probes the checks ahead.
type probeSpec struct {
	minBox int // the smallest box size probed

	// The trial: the removals from trialPercent of the order to percent
	// are made one after another on a fresh solver, and the order is
	// dropped once they cost it more than trialBudget conflicts.
	trialPercent int
	trialBudget  int64

	// The probe: at percent of the order, the next orbits, each removed
	// alone; the order is dropped when they cost more than budget
	// conflicts.
	percent int
	orbits  int
	budget  int64

	reorders int // the orders a grid may drop; the last is never probed
}

// defaultProbe is the probe of 25×25 generation. The trial covers the
// stretch where hard orders often turn hard while removals still succeed
// (each then needs a proof of uniqueness); the probe comes late enough to
// tell hard orders from easy ones and early enough that a hard one has
// not yet cost much. docs/performance.md gives the runs behind the
// positions and budgets.
var defaultProbe = probeSpec{
	minBox:       5,
	trialPercent: 50, trialBudget: 25000,
	percent: 56, orbits: 30, budget: 30000,
	reorders: 8,
}

// probeAt returns the positions in an order of m orbits where remove
// starts the trial and where it probes (the trial's end), or -1 when it
// does not. The trial is off when it would be empty.
func (g *Generator) probeAt(m int) (trial, probe int) {
	if g.box < g.probeSpec.minBox || g.sat == nil {
		return -1, -1
	}
	trial, probe = m*g.probeSpec.trialPercent/100, m*g.probeSpec.percent/100
	if trial >= probe {
		trial = -1
	}
	return trial, probe
}

// watch runs, on the puzzle p at position pos of r's order, r's trial
// (when trial is true; it ends at r.probeAt) or its probe, and reports
// whether the order is hard. The trial also returns which of its orbits
// stay (kept[u-pos] for the orbit at u; see ahead); the caller makes the
// other removals and goes on at r.probeAt. g may be a helper of
// removeShared: the settings are r's, those of the Generator helped.
func (g *Generator) watch(ctx context.Context, r *removal, p *sudoku.Grid, pos int, trial bool) (kept []bool, hard bool, err error) {
	if trial {
		kept = g.trialKept(r.probeAt - pos)
		hard, err = g.ahead(ctx, r, r.spec.trialBudget, p, pos, r.probeAt, kept)
		return kept, hard, err
	}
	hard, err = g.ahead(ctx, r, r.spec.budget, p, pos, min(pos+r.spec.orbits, len(r.order)), nil)
	return nil, hard, err
}

// ahead checks the removals of the orbits at positions pos to end-1 of
// r's order from p, on a fresh SAT solver of its own, and reports whether
// they cost it more than budget conflicts. With kept nil, each orbit is
// removed alone, the others kept: the probe. Otherwise they are removed
// one after another, as remove does, and kept[u-pos] says whether the
// orbit at u stays: the trial, whose answers are remove's.
func (g *Generator) ahead(ctx context.Context, r *removal, budget int64, p *sudoku.Grid, pos, end int, kept []bool) (bool, error) {
	if g.probe == nil {
		g.probe = newSATCheck()
	}
	full := r.full
	q := *p
	for u := pos; u < end; u++ {
		for _, c := range r.orbit(u) {
			q.Cells()[c] = 0
		}
	}
	s, opt, err := g.probe.build(g, &q, full)
	if err != nil {
		return false, err
	}
	s.Limit(budget)
	n := g.n
	truth := func(x int16) int { return fullOption(opt, n, full, x) }
	asm := g.probe.assume
	defer func() { g.probe.assume = asm[:0] }()
	for u := pos; u < end; u++ {
		asm = asm[:0]
		for w := pos; w < end; w++ {
			// The orbits after u are still clues; before it, those kept.
			if w != u && (kept == nil || w > u || kept[w-pos]) {
				for _, c := range r.orbit(w) {
					asm = append(asm, xcsat.True(truth(c)))
				}
			}
		}
		stays := false
		for _, x := range r.orbit(u) {
			st, err := s.Solve(ctx, append(asm, xcsat.False(truth(x))))
			if errors.Is(err, xcsat.ErrLimit) {
				return true, nil
			}
			if err != nil {
				return false, err
			}
			if st == xcsat.Satisfiable {
				stays = true
				break
			}
		}
		if kept != nil {
			kept[u-pos] = stays
		}
	}
	return false, nil
}

// trialKept returns g's buffer for the answers of a trial of m orbits.
func (g *Generator) trialKept(m int) []bool {
	if cap(g.kept) < m {
		g.kept = make([]bool, m)
	}
	return g.kept[:m]
}
