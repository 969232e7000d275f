// Command sudokudlx solves exact-cover problems with Knuth's dancing links,
// and Sudoku puzzles built on them.
//
// Usage:
//
//	sudokudlx COMMAND [FLAGS] [ARGS]
//
// Results go to standard output, diagnostics to standard error, prefixed
// with "sudokudlx: ". The exit status is 0 on success, 1 when nothing was
// found (or work failed), 2 for usage errors and bad input (the message
// names the file, line and column), 130 when interrupted by SIGINT, after
// printing what was found. "sudokudlx help" lists the commands and
// "sudokudlx COMMAND --help" tells their flags.
//
// # xc: exact cover in Knuth's format
//
//	sudokudlx xc [--count] [--limit N] [--heuristic RULE] [--seed S] [--stats] [FILE|-]
//
// Xc reads a problem in the text format of Knuth's DLX1 and DLX2 from FILE,
// or from standard input when FILE is "-" or absent. The first line names
// the items: the primary ones (covered exactly once), then "|", then the
// secondary ones (covered at most once). Each further line is an option:
// the names of its items. A secondary item in an option may carry a color,
// "x:A"; options that give x the same color may both be chosen. Lines whose
// first non-blank character is "|" are comments. An option with no primary
// item is dropped, with a warning.
//
// Xc prints each solution as its options, one a line in input form,
// followed by a blank line, and then the number of solutions:
//
//	$ cat knuth.dlx
//	| Knuth's example from "Dancing Links"
//	a b c d e f g
//	c e f
//	a d g
//	b c f
//	a d
//	b g
//	d e g
//	$ sudokudlx xc knuth.dlx
//	a d
//	c e f
//	b g
//
//	1 solution
//
// The flags:
//
//	--count          print only the number of solutions
//	--limit N        stop after N solutions (0, the default: all)
//	--heuristic RULE the item to branch on: mrv (the default, Knuth's: fewest
//	                 options, leftmost on ties), first (leftmost), random,
//	                 or mrv-random (mrv with random ties and option order)
//	--seed S         the seed of the random heuristics (default 1)
//	--stats          print search-tree nodes, link updates and search time on
//	                 standard error; with mrv they equal those of Knuth's DLX1
//
// For example:
//
//	$ sudokudlx xc --count --stats queens13.dlx
//	73712 solutions
//	1,651,935 nodes, 31,415,080 updates, 0.27 s
//	$ printf 'a b | x\na x:R\nb x:G\nb x:R\n' | sudokudlx xc --limit 1
//	a x:R
//	b x:R
//
//	1 solution
//	$ printf 'a b\na c\n' | sudokudlx xc
//	sudokudlx: <stdin>:2:3: unknown item "c"
//	$ echo $?
//	2
package main
