// Command sudokudlx solves exact-cover problems with Knuth's dancing links,
// and Sudoku puzzles built on them.
//
// Usage:
//
//	sudokudlx COMMAND [FLAGS] [ARGS]
//
// The commands are solve, batch, gen, rate, print, play, study, serve, xc,
// completion and man; "sudokudlx help" lists them and "sudokudlx COMMAND
// --help" tells their flags. The full manual, with a section for each
// command, is manual.txt beside this file: "sudokudlx man" prints it as a
// man page in roff ("sudokudlx man | man -l -").
package main
