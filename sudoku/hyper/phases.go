package hyper

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// A full grid by CDCL search with random phases. The SAT solver of the
// exact cover decides each option it branches on to its preferred value
// (xcsat's Prefer), and restarts go back to those values. The preferred
// values are drawn at random: each option is preferred in the cover when
// a seed grid holds it, except that each option's preference is flipped
// with a small probability. So every phase vector has a positive
// probability, and with it every grid: when the preferred values are a
// grid's own, every decision agrees with it, propagation from part of a
// solution meets no conflict, and the search ends on that grid. In
// practice the flips are few, and the search repairs around them or runs
// out of its conflict budget; it then draws the flips again, and the last
// try flips nothing, which meets no conflict.

// phaseFlips is the expected number of flipped preferences of a try.
const phaseFlips = 8

// phaseTries is the number of tries with flips before the last, without.
const phaseTries = 2

// phaseConflicts is the conflict budget of a try with flips.
const phaseConflicts = 50

// searchGrid returns the grid found by the SAT solver with preferences
// drawn around seed, a full grid, flipping flips of them in expectation,
// and the number of tries it took.
func (gen *Generator) searchGrid(ctx context.Context, seed *Board, rng *rand.Rand, flips float64) (*Board, int, error) {
	if gen.sat == nil {
		s, err := newSolver(gen.geo)
		if err != nil {
			return nil, 0, err
		}
		gen.sat = s
	}
	s := gen.sat
	if err := s.ensureSAT(); err != nil {
		return nil, 0, err
	}
	// What the solver learned from former grids holds for every grid,
	// but checking it at each Solve grows with it: start afresh.
	s.sat.Reset()
	g := gen.geo
	p := flips / float64(g.numOptions())
	for try := 0; ; try++ {
		last := try == phaseTries || flips == 0
		for r := range g.numOptions() {
			in := int(seed.cells[r/g.side]) == r%g.side+1
			if !last && rng.Float64() < p {
				in = !in
			}
			if in {
				s.sat.Prefer(xcsat.True(r))
			} else {
				s.sat.Prefer(xcsat.False(r))
			}
		}
		if last {
			s.sat.Limit(0)
		} else {
			s.sat.Limit(s.sat.Stats().Conflicts + phaseConflicts)
		}
		st, err := s.sat.Solve(ctx, nil)
		s.sat.Limit(0)
		switch {
		case errors.Is(err, xcsat.ErrLimit):
			continue
		case err != nil:
			return nil, try + 1, err
		case st != xcsat.Satisfiable:
			return nil, try + 1, fmt.Errorf("hyper: the exact cover of %v has no solution", g.shape)
		}
		return s.model(seed), try + 1, nil
	}
}
