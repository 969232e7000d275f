package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/cover"
	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// Result is what a search found out about a puzzle.
type Result struct {
	Status Status
	// Solution is the first solution found; it is the unique one when
	// Status is Unique. It is the zero Grid when there is none.
	Solution Grid
	// Solutions is the number of solutions counted, up to the limit.
	Solutions int
	// Nodes is the number of search-tree nodes, a measure of the work
	// done: on 9×9 boards with the default heuristic, the propagations of
	// engine9 (the root and each branch of each choice); for a puzzle
	// handed to the SAT solver (see SetSAT), the nodes of the search
	// before it plus the SAT solver's decisions.
	Nodes int64
	// Err says why the puzzle is Invalid (a *ConflictError for givens
	// that clash, another error for a puzzle of the wrong size), or why
	// the search stopped early: the context's error, or ErrBudget. After a
	// search that stopped early, Status and Solutions tell only what was
	// found before the stop.
	Err error
}

// ErrBudget is the error of a search that reached the solver's node budget
// (see SetMaxNodes) before it was complete.
var ErrBudget = errors.New("sudoku: node budget spent")

// Solver solves puzzles of one box size. It builds the exact-cover matrix
// of that size once (4·N² items, N³ options) and reuses it for every
// puzzle: the givens are forced options, released after each search. A
// Solver is not safe for concurrent use; give each goroutine its own.
//
// With the default heuristic (MRV) the search runs on an engine
// specialised to the Sudoku matrix, at a fraction of the cost of dlx: on
// 9×9 boards engine9 (bit masks per cell, singles and locked candidates
// propagated at each node), on the other sizes a counting engine whose
// tree is close to dlx's MRV tree (see engine). Both count the same
// solutions as dlx, and report the same first solution (see solve9); their
// nodes differ. The other heuristics run on package dlx itself.
type Solver struct {
	box, n int
	e9     *engine9    // the engine of 9×9 boards
	e      *engine     // the engine of the other sizes; on 9×9, see solve9
	x      *dlx.Solver // built when a heuristic other than MRV is set
	h      Heuristic
	rng    *rand.Rand // of the random heuristics
	res    Result     // the result being built; returned by value
	limit  int
	budget int64            // see SetMaxNodes; 0 for none
	sat    bool             // see SetSAT
	cover  cover.Candidates // solveSAT's problem
	block  []xcsat.Lit      // solveSAT: the options of the last cover, negated
}

// satAfter is the number of dancing-links nodes after which a Solver set
// by SetSAT hands a 16×16 or 25×25 puzzle to the SAT solver: a few
// milliseconds of search, which settles most puzzles that are not both
// large and sparse; those the SAT solver settles far sooner.
const satAfter = 100_000

// NewSolver returns a solver for boards of box size n (2..5).
func NewSolver(box int) (*Solver, error) {
	if box < MinBox || box > MaxBox {
		return nil, fmt.Errorf("sudoku: box size %d out of range %d..%d", box, MinBox, MaxBox)
	}
	if box == 3 {
		return &Solver{box: box, n: 9, e9: new(engine9), e: newEngine(newTables(box))}, nil
	}
	return &Solver{box: box, n: box * box, e: newEngine(newTables(box))}, nil
}

// A Heuristic is the rule that picks the cell or unit to branch on, in
// terms of the exact-cover items (see package doc). The zero Heuristic is
// MRV.
type Heuristic int

// The heuristics of SetHeuristic.
const (
	// MRV branches on the item with the fewest options left (minimum
	// remaining values): the default, and by far the fastest.
	MRV Heuristic = iota
	// First branches on the first item not covered: the baseline.
	First
	// Random branches on an item drawn at random.
	Random
	// MRVRandom is MRV with ties broken at random and the options tried in
	// random order: a seeded way to draw varied solutions.
	MRVRandom
)

// dlxHeuristics are the rules of package dlx that the heuristics are.
var dlxHeuristics = [...]dlx.Heuristic{MRV: dlx.MRV, First: dlx.First, Random: dlx.Random, MRVRandom: dlx.MRVRandom}

// dlx returns the rule of package dlx that h is.
func (h Heuristic) dlx() (dlx.Heuristic, bool) {
	if h < 0 || int(h) >= len(dlxHeuristics) {
		return 0, false
	}
	return dlxHeuristics[h], true
}

// String returns the heuristic's name: "mrv", "first", "random" or
// "mrv-random".
func (h Heuristic) String() string {
	if d, ok := h.dlx(); ok {
		return d.String()
	}
	return fmt.Sprintf("Heuristic(%d)", int(h))
}

// ParseHeuristic returns the heuristic named s, as String prints it.
func ParseHeuristic(s string) (Heuristic, error) {
	d, err := dlx.ParseHeuristic(s)
	if err != nil {
		return 0, err
	}
	for h, dh := range dlxHeuristics {
		if dh == d {
			return Heuristic(h), nil
		}
	}
	return 0, fmt.Errorf("unknown heuristic %q", s)
}

// Box returns the box size the solver was made for.
func (s *Solver) Box() int { return s.box }

// SetHeuristic sets the branching rule for the searches that follow
// (MRV by default; an h that is none of the heuristics is MRV too); rng
// feeds the random ones and may be nil.
func (s *Solver) SetHeuristic(h Heuristic, rng *rand.Rand) {
	if _, ok := h.dlx(); !ok {
		h = MRV
	}
	s.h, s.rng = h, rng
	if h == MRV {
		return
	}
	if s.x == nil {
		s.x = dlx.NewSolver(cover.Matrix(s.box), dlx.Options{})
	}
	s.setOptions()
}

// setOptions passes the heuristic and the budget to s.x.
func (s *Solver) setOptions() {
	h, _ := s.h.dlx() // SetHeuristic keeps only the heuristics dlx has
	s.x.SetOptions(dlx.Options{Heuristic: h, Rand: s.rng, MaxNodes: s.budget})
}

// SetSAT sets whether Solve, on 16×16 and 25×25 boards with the default
// heuristic (MRV), hands a puzzle that a short search (about a
// hundred thousand nodes) has not settled to a SAT solver with clause
// learning, which counts its solutions up to the limit as well: a minimal
// 25×25 puzzle is beyond dancing links, and takes the SAT solver seconds.
// Result.Nodes then adds the SAT solver's decisions to the nodes of the
// short search. Off by default, so that the search is dancing links'
// alone, node for node.
func (s *Solver) SetSAT(on bool) { s.sat = on }

// SetMaxNodes sets the node budget of the searches that follow: a search
// stops with ErrBudget once it has visited n search-tree nodes, looked at
// before each node is counted, so that Result.Nodes of a search over the
// budget is exactly n (for a puzzle handed to the SAT solver, each of its
// decisions counts as a node, as in Result.Nodes). 0, the default, means
// no budget. Unlike a context's deadline, the budget does not depend on
// the machine: a search is cut at the same point on every run.
func (s *Solver) SetMaxNodes(n int64) {
	s.budget = max(n, 0)
	if s.x != nil {
		s.setOptions()
	}
}

// Solve checks the givens, then searches, counting solutions up to limit
// (2 when limit < 1, which is enough to tell Unique from Multiple). The
// puzzle must have the solver's box size. ctx may cancel a long search;
// Result.Err then holds the context's error. Solve allocates nothing,
// unless it hands the puzzle to the SAT solver (see SetSAT).
func (s *Solver) Solve(ctx context.Context, g Grid, limit int) Result {
	if g.Box() != s.box {
		return Result{Status: Invalid, Err: fmt.Errorf("sudoku: a %dx%d puzzle given to a %dx%d solver", g.Size(), g.Size(), s.n, s.n)}
	}
	if err := g.Validate(); err != nil {
		return Result{Status: Invalid, Err: err}
	}
	if limit < 1 {
		limit = 2
	}
	if s.h == MRV {
		return s.solveFast(ctx, g, limit)
	}
	n := s.n
	for i, v := range g.cells[:n*n] {
		if v != 0 {
			// Cannot conflict: Validate found no two equal givens in a unit.
			if err := s.x.Force(i*n + int(v) - 1); err != nil {
				panic(err)
			}
		}
	}
	s.res, s.limit = Result{}, limit
	err := s.x.Search(ctx, s.visit)
	s.x.Release()
	s.res.Nodes = s.x.Stats().Nodes
	if errors.Is(err, dlx.ErrNodeLimit) {
		err = ErrBudget
	}
	s.res.Err = err
	s.res.Status = statusOf(s.res.Solutions)
	return s.res
}

// solveFast is Solve on the engine of the board's size.
func (s *Solver) solveFast(ctx context.Context, g Grid, limit int) Result {
	if s.e9 != nil {
		return s.solve9(ctx, g, limit)
	}
	n := s.n
	e := s.e
	for i, v := range g.cells[:n*n] {
		if v != 0 && !e.force(i*n+int(v)-1) {
			panic("sudoku: consistent givens conflict") // Validate rules it out
		}
	}
	s.res = Result{}
	e.maxNodes = s.budget
	toSAT := s.sat && s.box >= 4 && (s.budget == 0 || s.budget > satAfter)
	if toSAT {
		e.maxNodes = satAfter
	}
	s.res.Solutions, s.res.Err = e.search(ctx, limit, s.visitFast)
	e.release()
	if s.res.Err == errNodeBudget {
		nodes := e.nodes
		if !toSAT {
			s.res.Nodes, s.res.Err = nodes, ErrBudget
			s.res.Status = statusOf(s.res.Solutions)
			return s.res
		}
		var left int64 // the SAT solver's share of the budget
		if s.budget > 0 {
			left = max(s.budget-nodes, 1)
		}
		s.res = s.solveSAT(ctx, &g, limit, left)
		s.res.Nodes += nodes
		return s.res
	}
	s.res.Nodes = e.nodes
	s.res.Status = statusOf(s.res.Solutions)
	return s.res
}

// solveSAT counts the solutions of g up to limit with the SAT solver,
// on g's cover.Candidates: after each cover found, it requires one of that
// cover's options to be false, and asks again. Result.Nodes is the SAT
// solver's decisions. A budget above 0 stops it with ErrBudget at that
// many decisions.
func (s *Solver) solveSAT(ctx context.Context, g *Grid, limit int, budget int64) Result {
	var res Result
	cc := &s.cover
	cc.Build(s.box, g.Cells())
	x, err := xcsat.New(cc.Items, cc.Items, cc.Opts)
	if err != nil {
		panic(err) // cannot happen: the items of an option differ
	}
	x.LimitDecisions(budget)
	for res.Solutions < limit {
		st, err := x.Solve(ctx, nil)
		if errors.Is(err, xcsat.ErrLimit) {
			err = ErrBudget
		}
		if err != nil {
			res.Err = err
			break
		}
		if st != xcsat.Satisfiable {
			break
		}
		res.Solutions++
		block := s.block[:0]
		for _, k := range x.Model() {
			block = append(block, xcsat.False(int(k)))
		}
		s.block = block
		if res.Solutions == 1 {
			res.Solution = *g
			for _, k := range x.Model() {
				key := int(cc.KeyOf[k])
				res.Solution.cells[key/s.n] = uint8(key%s.n + 1)
			}
		}
		if err := x.Require(block); err != nil {
			panic(err) // cannot happen: the options are the solver's
		}
	}
	res.Nodes = x.Stats().Decisions
	res.Status = statusOf(res.Solutions)
	return res
}

// visitFast records the first solution found by the counting engine.
func (s *Solver) visitFast(rows []int16) {
	r := &s.res
	if r.Solution.box != 0 {
		return
	}
	n := s.n
	r.Solution.box = uint8(s.box)
	for _, k := range s.e.given {
		r.Solution.cells[int(k)/n] = uint8(int(k)%n + 1)
	}
	for _, k := range rows {
		r.Solution.cells[int(k)/n] = uint8(int(k)%n + 1)
	}
}

func statusOf(solutions int) Status {
	switch {
	case solutions == 0:
		return None
	case solutions == 1:
		return Unique
	}
	return Multiple
}

// visit records a solution; it is a method value made once per search.
func (s *Solver) visit(sol []int) bool {
	r := &s.res
	r.Solutions++
	if r.Solutions == 1 {
		n := s.n
		r.Solution.box = uint8(s.box)
		for _, k := range sol {
			r.Solution.cells[k/n] = uint8(k%n + 1)
		}
	}
	return r.Solutions < s.limit
}

// Solve solves g with a solver made for the call, counting up to two
// solutions, with the SAT hand-off on (see SetSAT), so that a sparse 16×16
// or 25×25 puzzle takes seconds, not hours. To solve many puzzles, make a
// Solver once and reuse it.
func Solve(g Grid) Result {
	s, err := NewSolver(g.Box())
	if err != nil {
		return Result{Status: Invalid, Err: err}
	}
	s.SetSAT(true)
	return s.Solve(context.Background(), g, 2)
}
