// Package hyper solves, checks, reads, writes and generates Sudoku in D
// dimensions: boards of side L = b^D with L^D cells, where every line
// along an axis and every b×b×…×b block holds each value 1..L once.
// Shape{Dims: 2, Box: 3} is ordinary 9×9 Sudoku; Shape{3, 2} is 8×8×8.
//
// The reduction to exact cover has (D+2)·L^D items (each cell is filled;
// each line and block holds each value) and L^(D+1) options (a value in a
// cell), each covering D+2 items. A Solver first tries the singles (a cell
// with one value left, a value with one place left in a unit), which
// settle most puzzles with many givens in time linear in the board, then
// a short depth-first search on them, and turns one solution into a
// second by a chain swap (two values exchanged along cells holding no
// given); what is left goes to the CDCL solver of package internal/xcsat,
// which learns from its conflicts where dancing links only backtracks.
//
// Shapes whose matrix would not fit in MaxBytes (5D b=2: 184 GiB) take
// the mask path (mask.go): a candidate mask per cell, the singles and a
// depth-first search on them that counts solutions exhaustively, so that
// unique and none are proofs and a search cut short says so. Shape.Check
// refuses, before anything is allocated, shapes whose masks would need
// more than MaxBytes or whose values have no symbols (4D b=3).
//
// Values are written 1-9 then A-Z, '.' or '0' for an empty cell. Reader
// reads the one-line form (L^D symbols; the length names the shape) and
// the boxed form of Board.WriteBoxed, which prints a 3D board as its L
// layers side by side, with errors naming file, line and reason.
//
// Generator makes puzzles with exactly one solution: minimal ones for
// small shapes (3D b=2), or ones with a given number of clues. Its full
// grids come from randomized search: a grid of an algebraic family,
// shuffled by the board's symmetries, is walked by resampling (two layers
// emptied and refilled by a depth-first search with values in random
// order) and chain swaps, then handed to the CDCL solver as preferred
// values with random flips, so that every grid has a positive probability
// (minimal puzzles start from the family's grids, unwalked).
// A search from the empty board, by dancing links or by CDCL, does not
// find full grids of these shapes in reasonable time (docs/hyper.md has
// the measurements).
package hyper
