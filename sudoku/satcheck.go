package sudoku

import (
	"context"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// A satCheck is the last word on uniqueness on 16×16 and larger boards
// (see satUniqueAt). It keeps its buffers from one check to the next, and
// sums the work of its solvers.
type satCheck struct {
	itemID []int32 // the item of the problem for each item of matrix, or -1
	optOf  []int32 // the option of the problem for option (cell*N+v-1) of matrix
	items  []int   // the items of the options, four each
	opts   [][]int
	prefs  []xcsat.Lit // the values preferred, full's
	stats  xcsat.Stats

	// The window (see satUniqueAt): a solver for the puzzle with the
	// orbits at positions lo..hi-1 of the order of puzzle id emptied, its
	// option for each (cell, value), and which of those positions it has
	// fixed as clues for good.
	win      *xcsat.Solver
	winOpt   []int32
	winPrefs []xcsat.Lit
	id       uint64
	lo, hi   int
	fixed    []bool
	assume   []xcsat.Lit
}

func newSATCheck() *satCheck { return &satCheck{} }

// Stats returns the work of every check so far.
func (sc *satCheck) Stats() xcsat.Stats {
	st := sc.stats
	if sc.win != nil {
		st = sum(st, sc.win.Stats())
	}
	return st
}

// build returns a solver for the puzzle p, and the option of each (cell,
// value) that is one, at index cell*N+value-1 (the others hold garbage);
// sc.prefs holds the literals it prefers.
// The problem is the exact cover of p's empty cells, with only the values
// its clues leave them (the candidates) and only the items its clues do
// not cover. For a 25×25 puzzle with 300 clues that is about 3,000
// options against 15,625, which keeps the solver's arrays in the
// processor's cache: measured on 100 checks of a 25×25 puzzle, a conflict
// cost 36 µs against 42 µs with the whole matrix and the clues fixed. The
// solver prefers the values of full, near which a second solution usually
// lies.
func (sc *satCheck) build(g *Generator, p, full *Grid) (*xcsat.Solver, []int32, error) {
	n, nn := g.n, g.n*g.n
	all := uint32(1)<<n - 1
	var placed [3 * MaxBox * MaxBox]uint32
	for i, v := range p.cells[:nn] {
		if v != 0 {
			r, c, b := g.units(i)
			bit := uint32(1) << (v - 1)
			placed[r] |= bit
			placed[c] |= bit
			placed[b] |= bit
		}
	}
	sc.itemID = grow(sc.itemID, 4*nn)
	for i := range sc.itemID {
		sc.itemID[i] = -1
	}
	sc.optOf = grow(sc.optOf, nn*n)
	items := 0
	id := func(k int) int {
		if sc.itemID[k] < 0 {
			sc.itemID[k] = int32(items)
			items++
		}
		return int(sc.itemID[k])
	}
	sc.items = sc.items[:0]
	sc.prefs = sc.prefs[:0]
	for i, v := range p.cells[:nn] {
		if v != 0 {
			continue
		}
		r, c, b := g.units(i)
		cand := all &^ (placed[r] | placed[c] | placed[b])
		for d := range n {
			if cand&(1<<d) == 0 {
				continue
			}
			// The items of matrix: cell, row and value, column and value,
			// box and value.
			k := len(sc.items) / 4
			sc.optOf[i*n+d] = int32(k)
			sc.items = append(sc.items, id(i), id(nn+r*n+d), id(2*nn+(c-n)*n+d), id(3*nn+(b-2*n)*n+d))
			if d == int(full.cells[i])-1 {
				sc.prefs = append(sc.prefs, xcsat.True(k))
			} else {
				sc.prefs = append(sc.prefs, xcsat.False(k))
			}
		}
	}
	sc.opts = sc.opts[:0]
	for k := 0; k < len(sc.items); k += 4 {
		sc.opts = append(sc.opts, sc.items[k:k+4:k+4])
	}
	s, err := xcsat.New(items, items, sc.opts)
	if err != nil {
		return nil, nil, err // cannot happen: the items of an option differ
	}
	for _, l := range sc.prefs {
		s.Prefer(l)
	}
	return s, sc.optOf, nil
}

// add sums the work of s.
func (sc *satCheck) add(s *xcsat.Solver) { sc.stats = sum(sc.stats, s.Stats()) }

// sum returns the work of a and b together.
func sum(a, b xcsat.Stats) xcsat.Stats {
	a.Solves += b.Solves
	a.Decisions += b.Decisions
	a.Propagations += b.Propagations
	a.Conflicts += b.Conflicts
	a.Restarts += b.Restarts
	return a
}

// grow returns b with length n, reusing its array when it is large enough.
func grow(b []int32, n int) []int32 {
	if cap(b) < n {
		return make([]int32, n)
	}
	return b[:n]
}

// A place says where a check stands in the removal of puzzle id: the
// orbit checked is at position pos of order, and every position before
// front is decided (its orbit empty, or a clue for good). window is the
// number of positions a window solver built for it serves (windowSize
// when 0).
type place struct {
	id         uint64
	o          *orbits
	order      []int32
	pos, front int
	window     int
}

// windowSize is the number of positions of the order, from the check that
// builds it on, that a window solver serves (see satUniqueAt). Larger
// windows share what is learned among more checks, but assume more clues,
// and each conflict costs more. Measured on the first 120 SAT checks of a
// 25×25 puzzle, replayed: a solver per check took 9.1 s (247,000
// conflicts at 37 µs), windows of 8 positions 6.0 s (139,000 at 43 µs),
// of 16 5.9 s, of 32 5.5 s (100,000 at 55 µs). On whole puzzles
// (`sudokudlx gen --size 25 -n 1 --seed 1`): 27.7 s with windows of 8 and
// 22.6 s with 32 on one worker; with -j 2, seeds 1 and 2, 13.7 s and
// 20.0 s with 16, 13.2 s and 18.1 s with 32.
//
// When workers share the checks (GenOptions.Workers), each sees about
// every other check of its window, and windows of 48 (sharedWindowSize) do
// better: with -j 2, seeds 1, 2, 5 and 7, three runs each, 49.6 s in all
// on average against 53.9 s with 32 and 53.2 s with 64.
const (
	windowSize       = 32
	sharedWindowSize = 48
)

// satUniqueAt reports whether p, the puzzle with the orbit cells just
// emptied, has no solution other than full, by asking the SAT solver, for
// each cell x of the orbit, for a solution of p where x differs from full.
// It is the check at place at, with one solver
// kept for a window of positions of the order: from the front of the
// order to at.window positions after the check that builds it. The
// solver holds the puzzle as it was then with the orbits of the window
// emptied; a check assumes the clues of the window that the puzzle still
// has, except its own orbit's, and fixes for good those before the front.
// Clues are removed only at the front, so the clues outside the window do
// not change while checks fall inside it, and the solver learns for the
// whole window: what it learns rests on those clues alone. With windows
// of 32 it needs 60% fewer conflicts than a solver per check (see
// windowSize).
func (g *Generator) satUniqueAt(ctx context.Context, p, full *Grid, cells []int16, at *place) (bool, error) {
	sc := g.sat
	n := g.n
	if sc.win == nil || sc.id != at.id || at.pos < sc.lo || at.pos >= sc.hi || at.front < sc.lo {
		if sc.win != nil {
			sc.add(sc.win)
		}
		w := at.window
		if w == 0 {
			w = windowSize
		}
		sc.id, sc.lo, sc.hi = at.id, at.front, min(at.pos+w, len(at.order))
		q := *p
		for u := sc.lo; u < sc.hi; u++ {
			for _, c := range at.o.orbit(int(at.order[u])) {
				q.cells[c] = 0
			}
		}
		s, opt, err := sc.build(g, &q, full)
		if err != nil {
			sc.win = nil
			return false, err
		}
		sc.win = s
		sc.winOpt = append(sc.winOpt[:0], opt...)
		sc.winPrefs = append(sc.winPrefs[:0], sc.prefs...)
		sc.fixed = append(sc.fixed[:0], make([]bool, sc.hi-sc.lo)...)
	}
	s := sc.win
	truth := func(x int16) int { return int(sc.winOpt[int(x)*n+int(full.cells[x])-1]) }
	sc.assume = sc.assume[:0]
	for u := sc.lo; u < sc.hi; u++ {
		orbit := at.o.orbit(int(at.order[u]))
		if u == at.pos || sc.fixed[u-sc.lo] || p.cells[orbit[0]] == 0 {
			continue
		}
		if u < at.front {
			sc.fixed[u-sc.lo] = true
			for _, c := range orbit {
				if err := s.Fix(xcsat.True(truth(c))); err != nil {
					return false, err // cannot happen: full is a solution
				}
			}
			continue
		}
		for _, c := range orbit {
			sc.assume = append(sc.assume, xcsat.True(truth(c)))
		}
	}
	// Start from full's values again: the search leaves the phases at the
	// last second solution it found, a worse start (measured on seeds 1
	// and 2 of a minimal 25×25 puzzle, one worker: 24.5 s and 31.2 s
	// without this, 18.1 s and 24.5 s with it).
	for _, l := range sc.winPrefs {
		s.Prefer(l)
	}
	for _, x := range cells {
		st, err := s.Solve(ctx, append(sc.assume, xcsat.False(truth(x))))
		if err != nil || st == xcsat.Satisfiable {
			return false, err
		}
	}
	return true, nil
}
