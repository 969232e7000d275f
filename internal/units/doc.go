// Package units gives the units of a Sudoku board, its rows, columns and
// boxes, each of which holds every value once, for box sizes 2 to 5.
//
// Units are numbered rows first (0..N-1), then columns (N..2N-1), then
// boxes (2N..3N-1); boxes are numbered row-major, and the cells of a unit
// are listed in row-major order. Every package that walks units uses this
// one table, so they all agree on the numbering. Singles propagates naked
// and hidden singles over these units, for every package that needs it.
package units
