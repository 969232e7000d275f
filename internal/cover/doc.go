// Package cover builds the exact-cover problems of N×N Sudoku boards that
// both the solver (package sudoku) and the generator (sudoku/generate)
// work on: the whole matrix of a box size, for dancing links, and the
// smaller problem of a puzzle's candidates, for the SAT solver
// (internal/xcsat); and writes a puzzle's problem in Knuth's text format
// (WriteGrid, WriteBoard, also for D-dimensional boards) for other
// exact-cover solvers.
//
// Items of the whole matrix: cell (r,c) is filled; row r has value v;
// column c has value v; box b has value v. Option (r·N+c)·N + v-1 puts v
// at (r,c).
package cover
