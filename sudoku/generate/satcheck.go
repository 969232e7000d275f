package generate

import (
	"context"
	"github.com/sudokudlx/sudokudlx/internal/cover"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"sync"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// A satCheck is the last word on uniqueness on 16×16 and larger boards
// (see satUniqueAt). It keeps its buffers from one check to the next, and
// sums the work of its solvers.
type satCheck struct {
	cover.Candidates             // build: the problem of the puzzle
	prefs            []xcsat.Lit // build: the values preferred, full's
	stats            xcsat.Stats

	// The window (see satUniqueAt): a solver for the puzzle with the
	// orbits at positions lo (the front when it was built) to the end of
	// the order of puzzle id emptied, its
	// option for each (cell, value), and which of those positions it has
	// fixed as clues for good.
	win    *xcsat.Solver
	winOpt []int32
	winKey []int32 // the (cell, value) of each option, as keyOf
	id     uint64
	lo     int
	fixed  []bool
	assume []xcsat.Lit

	winBase sudoku.Grid // the puzzle the window's solver was built on

	// While the workers of a puzzle share its checks (see removeShared),
	// xch passes the short clauses they learn from one to the others:
	// this worker's number in it, the clauses its window learned since it
	// last published them, and how many it has taken from the others.
	xch     *clauseExchange
	me      int
	learned clauseSet
	taken   int

	words  []int32 // export's buffer
	rebase int     // rebaseEvery, but for tests
}

func newSATCheck() *satCheck { return &satCheck{rebase: rebaseEvery} }

// Stats returns the work of every check so far.
func (sc *satCheck) Stats() xcsat.Stats {
	st := sc.stats
	if sc.win != nil {
		st = sum(st, sc.win.Stats())
	}
	return st
}

// build returns a solver for the puzzle p, and the option of each (cell,
// value) that is one, at index cell*N+value-1 (-1 for the others);
// sc.prefs holds the literals it prefers, and sc.KeyOf the (cell, value)
// of each option.
// The problem is p's cover.Candidates, small enough to keep the solver's
// arrays in the processor's cache. The solver prefers the values of full,
// and goes back to them at each check and each restart (see xcsat's
// Prefer): second solutions are sought near the known one.
func (sc *satCheck) build(g *Generator, p, full *sudoku.Grid) (*xcsat.Solver, []int32, error) {
	sc.Candidates.Build(p.Box(), p.Cells())
	s, err := xcsat.New(sc.Items, sc.Items, sc.Opts)
	if err != nil {
		return nil, nil, err // cannot happen: the items of an option differ
	}
	sc.prefs = sc.prefs[:0]
	for k, key := range sc.KeyOf {
		if int(key)%g.n == int(full.Cells()[int(key)/g.n])-1 {
			sc.prefs = append(sc.prefs, xcsat.True(k))
		} else {
			sc.prefs = append(sc.prefs, xcsat.False(k))
		}
	}
	for _, l := range sc.prefs {
		s.Prefer(l)
	}
	return s, sc.OptOf, nil
}

// A clauseSet holds learned clauses in terms of cells and values, so that
// a solver of another problem of the same puzzle can take them (see
// export and absorb): for each clause, its number of literals, its number
// of guards, its LBD, then its literals and its guards, each as
// (cell*N+value-1)<<1, plus 1 when it says the cell does not hold the
// value.
type clauseSet []int32

// export returns what the window's solver old learned, as a clause set.
func (sc *satCheck) export(old *xcsat.Solver) clauseSet {
	words := sc.words[:0]
	old.Learned(func(lits, guards []xcsat.Lit, lbd int) {
		words = sc.appendClause(words, lits, guards, lbd)
	})
	sc.words = words
	return words
}

// appendClause appends to cs a clause of the window's solver.
func (sc *satCheck) appendClause(cs clauseSet, lits, guards []xcsat.Lit, lbd int) clauseSet {
	cs = append(cs, int32(len(lits)), int32(len(guards)), int32(lbd))
	for _, ls := range [2][]xcsat.Lit{lits, guards} {
		for _, l := range ls {
			w := sc.winKey[l.Option()] << 1
			if !l.IsTrue() {
				w |= 1
			}
			cs = append(cs, w)
		}
	}
	return cs
}

// learn keeps a clause the window's solver has just learned, for the
// other workers (see xcsat's OnLearn).
func (sc *satCheck) learn(lits, guards []xcsat.Lit, lbd int) {
	if sc.xch != nil {
		sc.learned = sc.appendClause(sc.learned, lits, guards, lbd)
	}
}

// join makes sc worker me of exchange x, or of none when x is nil.
func (sc *satCheck) join(x *clauseExchange, me int) {
	sc.xch, sc.me = x, me
	sc.learned = sc.learned[:0]
}

// absorb adds to solver s, built on the puzzle base with the option of
// each (cell, value) in opt, the clauses of cs. It is sound when every
// clue of the puzzle that cs's solver was built on, and every clue that
// solver fixed, holds in every later check of s: as a clue of base, fixed,
// or assumed. The clues before the front of the order are there for good,
// and a check fixes or assumes every clue of its puzzle that base lacks
// but its own, which lies at or after the front for as long as it is
// being checked; so it holds for the clauses a window carries over to the
// next and for those the workers of one puzzle pass one another (see
// clauseExchange).
func absorb(s *xcsat.Solver, base *sudoku.Grid, opt []int32, n int, cs clauseSet) error {
	// value returns 1 if literal w holds in every solution of base, -1 if
	// it holds in none, 0 otherwise, with its literal in s.
	value := func(w int32) (int, xcsat.Lit) {
		key, neg := int(w>>1), w&1 != 0
		cell, v := key/n, uint8(key%n+1)
		t := -1
		if c := base.Cells()[cell]; c != 0 {
			if c == v {
				t = 1
			}
		} else if o := opt[key]; o >= 0 {
			if neg {
				return 0, xcsat.False(int(o))
			}
			return 0, xcsat.True(int(o))
		}
		if neg {
			t = -t
		}
		return t, 0
	}
	var lits, guards []xcsat.Lit
	words := cs
next:
	for len(words) > 0 {
		nl, ng, lbd := int(words[0]), int(words[1]), int(words[2])
		ls, gs := words[3:3+nl], words[3+nl:3+nl+ng]
		words = words[3+nl+ng:]
		lits, guards = lits[:0], guards[:0]
		for _, w := range ls {
			switch t, l := value(w); t {
			case 1:
				continue next // holds for good
			case 0:
				lits = append(lits, l)
			}
		}
		for _, w := range gs {
			switch t, a := value(w); t {
			case -1:
				continue next // its guard's literal holds for good
			case 0:
				guards = append(guards, a)
			}
		}
		if err := s.AddClause(lits, guards, lbd); err != nil {
			return err
		}
	}
	return nil
}

// carry gives solver s, built on the puzzle base with the option of each
// (cell, value) in opt, what the window's solver old learned (see absorb)
// and its activities.
func (sc *satCheck) carry(old, s *xcsat.Solver, base *sudoku.Grid, opt []int32, n int) error {
	for o, key := range sc.winKey {
		if cell := int(key) / n; base.Cells()[cell] == 0 && opt[key] >= 0 {
			s.SetActivity(int(opt[key]), old.Activity(o))
		}
	}
	return absorb(s, base, opt, n, sc.export(old))
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

// fullOption returns the option that gives cell x its value in full, from
// opt, the options of a problem by cell*n+value-1 (see build).
func fullOption(opt []int32, n int, full *sudoku.Grid, x int16) int {
	return int(opt[int(x)*n+int(full.Cells()[x])-1])
}

// A place says where a check stands in a removal: the orbit checked is at
// position pos of the order, and every position before front is decided
// (its orbit empty, or a clue for good).
type place struct {
	*removal
	pos, front int
}

// rebaseEvery is the number of positions the front of the order moves
// before satUniqueAt builds its solver again on the puzzle as it stands,
// carrying over what the old one learned. The solver's problem then drops
// the candidates that the clues kept since rule out, which it would
// otherwise hold as facts, and a conflict costs less; rebuilding too often
// loses more to the rebuild than it gains (docs/performance.md).
const rebaseEvery = 64

// rebuild builds the window's solver for the check at place at of the
// puzzle p: on p with every orbit from the front of the order on emptied,
// carrying over what the old solver learned when it served the same
// removal (see carry).
func (sc *satCheck) rebuild(g *Generator, p, full *sudoku.Grid, at *place) error {
	old := sc.win
	if old != nil {
		sc.add(old)
	}
	carry := old != nil && sc.id == at.id && at.front >= sc.lo
	sc.id, sc.lo = at.id, at.front
	q := *p
	for u := sc.lo; u < len(at.order); u++ {
		for _, c := range at.orbit(u) {
			q.Cells()[c] = 0
		}
	}
	sc.win = nil
	s, opt, err := sc.build(g, &q, full)
	if err != nil {
		return err
	}
	if carry {
		if err := sc.carry(old, s, &q, opt, g.n); err != nil {
			return err
		}
	}
	sc.win = s
	sc.winBase = q
	if sc.xch != nil {
		s.OnLearn(shareLBD, sc.learn)
	}
	sc.winOpt = append(sc.winOpt[:0], opt...)
	sc.winKey = append(sc.winKey[:0], sc.KeyOf...)
	sc.fixed = append(sc.fixed[:0], make([]bool, len(at.order)-sc.lo)...)
	return nil
}

// satUniqueAt reports whether p, the puzzle with the orbit cells just
// emptied, has no solution other than full, by asking the SAT solver, for
// each cell x of the orbit, for a solution of p where x differs from full.
// It is the check at place at, with one solver kept for the whole removal
// of a puzzle: the solver holds the puzzle with every orbit from the
// front of the order on emptied; a check assumes the clues of those
// orbits that the puzzle still has, except its own, and fixes for good
// those that the front has passed (kept for good). So what the solver
// learns rests only on the clues kept before it was built, which are
// there for good, and on the assumptions (see xcsat's guards), and it
// serves every later check, which needs far fewer conflicts than a
// solver per check or per window of checks. Every rebaseEvery positions
// the solver is built again on the puzzle as it stands, and takes over
// the old one's clauses (see carry).
func (g *Generator) satUniqueAt(ctx context.Context, p, full *sudoku.Grid, cells []int16, at *place) (bool, error) {
	sc := g.sat
	n := g.n
	if sc.win == nil || sc.id != at.id || at.pos < sc.lo || at.front < sc.lo || at.front >= sc.lo+sc.rebase {
		if err := sc.rebuild(g, p, full, at); err != nil {
			return false, err
		}
	}
	s := sc.win
	truth := func(x int16) int { return fullOption(sc.winOpt, n, full, x) }
	sc.assume = sc.assume[:0]
	for u := sc.lo; u < len(at.order); u++ {
		orbit := at.orbit(u)
		if u == at.pos || sc.fixed[u-sc.lo] || p.Cells()[orbit[0]] == 0 {
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
	if x := sc.xch; x != nil && x.id == sc.id {
		err := x.take(sc.me, func(cs clauseSet) error {
			sc.taken += cs.len()
			return absorb(s, &sc.winBase, sc.winOpt, n, cs)
		})
		if err != nil {
			return false, err
		}
	}
	unique := true
	for _, x := range cells {
		st, err := s.Solve(ctx, append(sc.assume, xcsat.False(truth(x))))
		if err != nil {
			return false, err
		}
		if st == xcsat.Satisfiable {
			unique = false
			break
		}
	}
	if x := sc.xch; x != nil && x.id == sc.id {
		x.publish(sc.me, sc.learned)
	}
	sc.learned = sc.learned[:0]
	return unique, nil
}

// shareLBD is the largest LBD of the clauses that the workers sharing a
// puzzle's checks pass to one another as they learn them (see
// clauseExchange). Each worker's solver sees only the checks that worker
// makes, and so misses what the other learns; short clauses are the ones
// worth passing (docs/performance.md gives the limits tried).
const shareLBD = 6

// A clauseExchange passes learned clauses between the workers sharing the
// checks of one puzzle (see removeShared), in terms of cells and values
// (see clauseSet). Any clause a worker's solver learns holds in every
// solution of the puzzle it was built on, with the clues fixed since and
// its guards; the clues of the first two are kept for good, so every
// later check of that puzzle has them (assumed, fixed or built in), and
// the clause serves every other worker's solver (see absorb).
type clauseExchange struct {
	mu   sync.Mutex
	id   uint64      // the serial of the removal
	out  []clauseSet // what each worker published that some other has not taken
	read [][]int     // read[r][w]: how much of out[w] worker r has taken
}

func newClauseExchange(id uint64, workers int) *clauseExchange {
	x := &clauseExchange{id: id, out: make([]clauseSet, workers), read: make([][]int, workers)}
	for r := range x.read {
		x.read[r] = make([]int, workers)
	}
	return x
}

// publish adds the clauses cs of worker w, after dropping what every
// other worker has taken of those w published before.
func (x *clauseExchange) publish(w int, cs clauseSet) {
	x.mu.Lock()
	defer x.mu.Unlock()
	taken := true
	for r := range x.read {
		if r != w && x.read[r][w] < len(x.out[w]) {
			taken = false
		}
	}
	if taken {
		x.out[w] = x.out[w][:0]
		for r := range x.read {
			x.read[r][w] = 0
		}
	}
	x.out[w] = append(x.out[w], cs...)
}

// take calls f with the clauses the other workers published since worker
// r last took them, and stops at f's first error.
func (x *clauseExchange) take(r int, f func(clauseSet) error) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	for w, cs := range x.out {
		if w == r || x.read[r][w] == len(cs) {
			continue
		}
		from := x.read[r][w]
		x.read[r][w] = len(cs)
		if err := f(cs[from:]); err != nil {
			return err
		}
	}
	return nil
}

// len returns the number of clauses in cs.
func (cs clauseSet) len() int {
	n := 0
	for len(cs) > 0 {
		n++
		cs = cs[3+cs[0]+cs[1]:]
	}
	return n
}
