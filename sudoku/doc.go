// Package sudoku solves, checks, reads, prints, generates and rates Sudoku
// puzzles of box size 2 to 5 (4×4 to 25×25) by reducing them to exact cover
// and searching with the dancing-links engine of package dlx.
//
// A board is a Grid, a plain comparable value. A puzzle is a Grid whose
// empty cells are 0. The exact-cover matrix never appears in this package's
// API: it speaks of grids, givens, statuses and difficulty.
package sudoku
