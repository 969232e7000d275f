package rate

import (
	"github.com/sudokudlx/sudokudlx/internal/units"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// singlesCheck decides, for the generator's Keep hook, whether naked and
// hidden singles alone solve a puzzle, with the queue-driven propagation
// of internal/units instead of the rater's board. The rater applies the
// easiest technique first, and singles come first; the singles that apply
// to a state stay applicable after any other single is placed, so the
// rater with techniques up to the hidden single reaches the same state as
// this propagation. When that state is solved, solvesUpTo solves the
// puzzle with singles only, at a level of easy or below whatever its
// score; when it is not, solvesUpTo up to the hidden single fails too.
// A singlesCheck is for one box size; it allocates nothing once made.
type singlesCheck struct {
	t      *units.Table
	s      units.Singles
	st     []uint32
	placed []uint32
}

func newSinglesCheck(box int) *singlesCheck {
	t := units.For(box)
	s := units.NewSingles(t)
	return &singlesCheck{t: t, s: s, st: make([]uint32, s.Width()), placed: make([]uint32, 3*t.N)}
}

// solves reports whether naked and hidden singles solve p, whose givens
// must be those of a solution (no two alike in a unit), as the generator's
// are. It costs O(N²) per round of hidden singles.
func (c *singlesCheck) solves(p *sudoku.Grid) bool {
	n := c.t.N
	cells := p.Cells()
	clear(c.placed)
	for i, v := range cells {
		if v != 0 {
			r, col, b := c.t.UnitsOf(i)
			bit := uint32(1) << (v - 1)
			c.placed[r] |= bit
			c.placed[col] |= bit
			c.placed[b] |= bit
		}
	}
	c.s.Start(c.st, cells, c.placed)
	if ok, _ := c.s.Propagate(c.st, nil); !ok {
		return false
	}
	for _, m := range c.st[:n*n] {
		if m != 0 {
			return false
		}
	}
	return true
}
