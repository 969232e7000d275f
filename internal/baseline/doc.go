// Package baseline holds hand-written Sudoku solvers, as yardsticks for
// the dancing-links engine in package study: chronological backtracking
// over cells, with the candidates of each cell kept as bitmasks, and six
// ways to choose the next cell.
//
// The Methods are FirstEmpty (plain backtracking: the first empty cell in
// row-major order), MinCandidates (the empty cell with the fewest
// candidates), RandomCell (an empty cell drawn uniformly), MaxConstraints
// (the cell with the most values ruled out, N minus its number of
// candidates), Degree (the classic degree heuristic: the empty cell with
// the most empty peers) and AC3 (AC-3 arc
// consistency on the inequality constraints between peers, then
// minimum-candidates backtracking on the reduced domains).
//
// MaxConstraints orders the cells exactly as MinCandidates does, since N
// minus a count is largest where the count is smallest, and both keep the
// first cell that beats the best so far: the two search the same tree.
// The Degree heuristic looks at the neighbours instead of the candidates;
// alone, it is a poor guide.
//
// A Solver is made once per board size and reused; its searches allocate
// nothing. Solve stops at the first solution, at a proof that there is
// none (every branch failed), or when its context is done, and counts the
// values it placed.
package baseline
