// Package rate rates the difficulty of Sudoku puzzles the way a person
// solves them: by the techniques needed, not by the number of clues.
//
// A logical solver keeps the candidates of every empty cell (a bit set of
// values) and repeatedly applies the easiest technique that makes
// progress, starting again from the easiest after every step: full house
// and naked single, hidden single, locked candidates (pointing and
// claiming), naked and hidden pairs, triples and quads, X-Wing, Swordfish,
// XY-Wing, XYZ-Wing and Jellyfish (see Technique for the order). When no
// technique applies, it takes the puzzle's unique solution from the
// dancing-links solver of package sudoku, places the value of an empty
// cell with the fewest candidates, records a guess, and goes on logically.
// Every size the sudoku package supports works, 4×4 to 25×25; the units
// are the rows, columns and boxes of the board.
//
// The result is a Rating: the Level of the hardest technique used (simple,
// easy, intermediate, expert, or extreme when a guess was needed), a Score
// that sums a fixed weight per step (the table is in Technique's
// documentation) so that puzzles of one level can be ordered, how many
// times each technique was used, and, on request (Rater.Explain), the steps
// themselves, each of which says in words what it does:
//
//	r3c5 = 7: hidden single in box 2
//	r1c4, r1c8: naked pair {2,6} removes 2 from r1c1
//
// Only puzzles with exactly one solution are rated. Invalid givens,
// puzzles with no solution and puzzles with several are reported as such,
// with their sudoku.Status and an error. A puzzle that the techniques
// finish needs no search at all: sound deductions that fill the board
// prove that the solution is unique. Otherwise the dancing-links solver
// decides the status, searching from the board as far as the techniques
// have filled it.
//
// A Rater keeps the unit and peer tables of each board size and its
// scratch space, so rating many puzzles with one Rater allocates nothing;
// a typical 9×9 puzzle takes tens of microseconds. A Rater is not safe for
// concurrent use: give each goroutine its own.
//
// The Examples show a rating and an explanation.
package rate
