package sudoku

import "context"

// solve9 is Solve's default path on a 9×9 board, on engine9. It counts at
// least two solutions, so that a limit of 1 still tells a puzzle with one
// solution from one with several. A puzzle with several solutions is then
// searched again by the counting engine (engine) for its first solution:
// the solution Result reports is the first in the order of that engine's
// MRV search, whichever engine counts, so that it does not change with the
// engine; Result.Nodes adds both searches' nodes.
func (s *Solver) solve9(ctx context.Context, g Grid, limit int) Result {
	e := s.e9
	s.res = Result{}
	e.maxNodes = s.budget
	found, err := e.solve(ctx, &g, max(limit, 2), &s.res.Solution)
	s.res.Nodes = e.nodes
	if err == errNodeBudget {
		err = ErrBudget
	}
	s.res.Solutions, s.res.Err = min(found, limit), err
	if found >= 2 && err == nil {
		s.firstSolution(ctx, &g)
	}
	s.res.Status = statusOf(s.res.Solutions)
	return s.res
}

// firstSolution replaces s.res.Solution with the first solution of g, a
// puzzle with several, in the counting engine's order; it keeps the one it
// has when that search stops early (budget or context).
func (s *Solver) firstSolution(ctx context.Context, g *Grid) {
	e, n := s.e, s.n
	for i, v := range g.cells[:n*n] {
		if v != 0 && !e.force(i*n+int(v)-1) {
			panic("sudoku: consistent givens conflict") // Validate rules it out
		}
	}
	e.maxNodes = s.budget
	keep := s.res.Solution
	s.res.Solution = Grid{}
	_, err := e.search(ctx, 1, s.visitFast)
	s.res.Nodes += e.nodes
	e.release()
	if err != nil || s.res.Solution.box == 0 {
		s.res.Solution = keep
	}
}
