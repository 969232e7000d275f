// Package sudoku holds Sudoku grids of box size 2 to 5 (4×4 to 25×25),
// their statuses, a solver that reduces them to exact cover, and their
// text forms.
//
// A board is a Grid, a plain comparable value: a puzzle is a Grid whose
// empty cells are 0. The exact-cover matrix never appears in this package's
// API, which speaks of grids, givens and statuses.
//
// The reduction has 4·N² items — cell (r,c) is filled, row r has value v,
// column c has value v, box b has value v: 324 for 9×9 — and N³ options,
// one per value in a cell. A Solver builds it once per size and forces the
// givens of each puzzle, so solving allocates nothing. With the default
// heuristic (MRV) it searches on an engine specialised to this matrix: on
// 9×9 boards, the candidates of each cell as a bit mask, with naked and
// hidden singles and locked candidates propagated at each node and the
// state copied at branch points, never undone; on the other sizes, a bit
// mask of the options left per item, the state copied only at real branch
// points. The other heuristics run on package dlx, the generic
// dancing-links engine. Solve counts solutions up to a limit, two by
// default, which tells Unique from Multiple; givens that clash are Invalid
// before any search, with a *ConflictError naming both cells. A Solver set
// with SetSAT (and the function Solve, always) hands the sparse 16×16 and
// 25×25 puzzles that the search does not settle quickly to the SAT solver
// below. Solvers keeps one Solver per box size, for a worker that meets
// boards of several sizes.
//
// The package's own text forms are the line form (Grid.String) and the
// boxed form (Grid.Boxed); ParseString reads both back. Puzzle, Position
// and ParseError are the vocabulary of every reader. Package
// sudoku/puzzleio reads puzzles as a stream from the layouts of other
// people's files (grids, .sdk, CSV, OpenSudoku XML...). Package
// sudoku/generate makes unique puzzles, package sudoku/rate rates
// difficulty the way a person solves.
//
// The Examples show the package in use.
package sudoku
