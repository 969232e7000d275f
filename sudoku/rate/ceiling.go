package rate

import (
	"fmt"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Reachable reports whether some puzzle with one solution on a board of box
// size box has the level. Every 4×4 puzzle with one solution is simple
// (checked on all of them, 13,579,680 puzzles); larger boards have puzzles
// of every level.
func Reachable(box int, level Level) bool {
	if level < Simple || level > Extreme || box < sudoku.MinBox || box > sudoku.MaxBox {
		return false
	}
	return box > 2 || level == Simple
}

// A Ceiling tells whether puzzles are at most of a level, as the
// generator of puzzles of that level asks after each removal of clues
// (package sudoku/generate): whether the techniques of the level, or
// easier ones, without the uniqueness ones, solve the puzzle (which
// proves it has one solution) within the level's score. It keeps the
// last puzzle it admitted, so that one that differs from it by naked
// singles only is admitted at once. A Ceiling is not safe for concurrent
// use.
type Ceiling struct {
	r     Rater
	level Level
	last  Technique   // the hardest technique of the level
	prev  sudoku.Grid // the last puzzle admitted
}

// NewCeiling returns the Ceiling of level, which must be simple to
// master: every puzzle with one solution is at most extreme.
func NewCeiling(level Level) (*Ceiling, error) {
	if level < Simple || level >= Extreme {
		return nil, fmt.Errorf("rate: no ceiling at level %v (want simple to master)", level)
	}
	return &Ceiling{level: level, last: lastTechnique(level)}, nil
}

// Level returns the level of the Ceiling.
func (c *Ceiling) Level() Level { return c.level }

// Admits reports whether the techniques of the Ceiling's level, or easier
// ones, solve p within the level's score; p must have valid givens. When
// the clues p lacks of the last puzzle admitted are naked singles, p is
// solved as that one was. A puzzle that naked and hidden singles solve is
// admitted from easy up: the rater tries singles first, and those that
// apply stay applicable as others are placed. It allocates nothing.
func (c *Ceiling) Admits(p *sudoku.Grid) bool {
	ok := c.r.singlesAway(&c.prev, p)
	if !ok {
		var lvl Level
		lvl, ok = c.r.solvesUpTo(p, c.last)
		ok = ok && lvl <= c.level
	}
	if ok {
		c.prev = *p
	}
	return ok
}

// singlesAway reports whether p is prev with clues taken away, each a
// naked single among the clues of p: naked singles then fill p back to
// prev. It costs O(N²) and allocates nothing.
func (r *Rater) singlesAway(prev, p *sudoku.Grid) bool {
	if prev.Box() != p.Box() {
		return false
	}
	b := r.board(p.Box())
	was, now := prev.Cells(), p.Cells()
	removed := false
	for c, v := range now {
		switch {
		case v == was[c]:
			continue
		case v != 0:
			return false // not a clue of prev
		}
		var seen uint32
		for _, d := range b.peersOf(c) {
			seen |= 1 << now[d]
		}
		if !single(b.all &^ seen) {
			return false
		}
		removed = true
	}
	return removed
}

// lastTechnique returns the last technique of the level in the order the
// rater tries them (the registry's, which is in order of the levels).
func lastTechnique(level Level) Technique {
	last := registry.order[0].id
	for _, row := range registry.order {
		if row.level <= level {
			last = row.id
		}
	}
	return last
}

// solvesUpTo reports whether the techniques up to last, without the
// uniqueness ones, solve g, which must have valid givens, and returns the
// puzzle's level (see levelOf). It stops at the first step that last does
// not allow; the puzzle then needs a harder technique or a guess, or has
// no single solution. When the techniques solve g, g has exactly one
// solution. It allocates nothing.
func (r *Rater) solvesUpTo(g *sudoku.Grid, last Technique) (Level, bool) {
	b := r.board(g.Box())
	b.load(g)
	b.noUnique = true
	hardest, score := Simple, 0
	for b.empty > 0 {
		if b.broken || !b.logicStepUpTo(last) {
			return hardest, false
		}
		b.apply()
		hardest = max(hardest, b.st.tech.Level())
		score += b.st.tech.Weight()
	}
	return levelOf(hardest, score, g.Len()), !b.broken
}
