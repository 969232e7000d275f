package dlx

import (
	"errors"
	"fmt"
	"math"
)

// ErrBounds: bounds that no cover can meet or that the format cannot
// hold: a lower bound above the upper one, an upper bound of 0, bounds on
// a secondary item, a bound too large.
var ErrBounds = errors.New("bad bounds")

// MaxBound is the largest bound SetBounds accepts.
const MaxBound = math.MaxInt32 / 2

// SetBounds lets primary item i be covered between lo and hi times
// (Knuth's DLX3): a solution is then a set of options that covers each
// primary item i between its bounds, 1 and 1 unless set, and each
// secondary item at most once (or with one color). It needs 0 <= lo <= hi,
// 1 <= hi <= MaxBound. Set the bounds before making solvers.
//
// A problem with bounds other than 1 and 1 is searched as DLX3 does it
// (Solver.Search): the heuristic of Options is not used, and Parts does
// not split its tree.
func (p *Problem) SetBounds(i, lo, hi int) error {
	switch {
	case i < 0 || i >= p.nPrim:
		return fmt.Errorf("dlx: %w: item %d is not a primary item (have %d)", ErrBounds, i, p.nPrim)
	case hi < 1 || hi > MaxBound:
		return fmt.Errorf("dlx: %w: upper bound %d (want 1 to %d)", ErrBounds, hi, MaxBound)
	case lo < 0 || lo > hi:
		return fmt.Errorf("dlx: %w: lower bound %d (want 0 to the upper bound %d)", ErrBounds, lo, hi)
	}
	if p.lo == nil {
		if lo == 1 && hi == 1 {
			return nil
		}
		p.lo, p.hi = make([]int32, p.nPrim), make([]int32, p.nPrim)
		for k := range p.lo {
			p.lo[k], p.hi[k] = 1, 1
		}
	}
	p.lo[i], p.hi[i] = int32(lo), int32(hi)
	return nil
}

// Bounds returns the bounds of primary item i: 1 and 1 unless SetBounds
// changed them.
func (p *Problem) Bounds(i int) (lo, hi int) {
	if p.lo == nil {
		return 1, 1
	}
	return int(p.lo[i]), int(p.hi[i])
}

// HasBounds reports whether some primary item has bounds other than 1
// and 1, so that the problem is searched as DLX3 does it.
func (p *Problem) HasBounds() bool {
	for i := range p.lo {
		if p.lo[i] != 1 || p.hi[i] != 1 {
			return true
		}
	}
	return false
}
