// Package rate rates the difficulty of Sudoku puzzles the way a person
// solves them: by the techniques needed, not by the number of clues.
//
// A logical solver keeps the candidates of every empty cell (a bit set of
// values) and repeatedly applies the easiest technique that makes
// progress, starting again from the easiest after every step: singles,
// locked candidates, naked and hidden subsets, fish (X-Wing, Swordfish,
// Jellyfish), wings (XY, XYZ), uniqueness (Unique Rectangles types 1 to
// 5, Hidden and Avoidable Rectangles, BUG+1), Remote Pairs, the single-value
// patterns (Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle),
// W-Wings, simple and multi colors, finned and sashimi fish, Sue de Coq, X-Chains,
// XY-Chains and alternating inference chains, ALS-XZ, ALS-XY-Wing,
// grouped AICs, ALS chains, Death Blossom, and forcing chains and nets
// (see Technique for the order).
// When none applies, it takes the puzzle's unique solution from the
// solver of package sudoku, places the value of an empty cell with the
// fewest candidates, records a guess, and goes on logically. Every size
// the sudoku package supports works, 4×4 to 25×25; the units are the
// rows, columns and boxes of the board (forcing chains and nets are
// tried up to 9×9 only).
//
// The result is a Rating: the Level (simple, easy, intermediate, expert,
// master, extreme; the level of the hardest technique used, raised by the
// score as HoDoKu raises its own), a Score that sums a fixed weight per
// step close to HoDoKu's (the table is in Technique's documentation), a
// Difficulty on Sudoku Explainer's scale (its hardest step), how many
// times each technique was used, and, on request (Rater.Explain), the
// steps themselves, each of which says in words what it does:
//
//	r3c5 = 7: hidden single in box 2
//	r1c4, r1c8: naked pair {2,6} removes 2 from r1c1
//	skyscraper 1: r2c2=r8c2-r8c6=r3c6 removes 1 from r2c4, r2c5, r3c1, r3c3
//
// Only puzzles with exactly one solution are rated. Invalid givens,
// puzzles with no solution and puzzles with several are reported as such,
// with their sudoku.Status and an error. A puzzle that the techniques
// finish without a uniqueness technique needs no search at all: sound
// deductions that fill the board prove that the solution is unique.
// Otherwise the solver decides the status, searching from the board as
// far as the techniques have filled it, before the first uniqueness step
// or guess (Rater.NoUniqueness turns the uniqueness techniques off).
//
// A Rater keeps the unit and peer tables of each board size and its
// scratch space, so rating many puzzles with one Rater allocates nothing;
// a typical 9×9 puzzle takes tens of microseconds, a hard one about a
// millisecond. A Rater is not safe for concurrent use: give each
// goroutine its own.
//
// # Adding a technique
//
// Every technique is one row of the registry (registry.go): its
// Technique constant, name, level, weight, Sudoku Explainer rating,
// finder and explanation writer. The row's place in the registry is the
// order the solver tries it in, which must not go down in level. To add
// one:
//
//  1. declare its constant with its doc comment in technique.go, before
//     numTechniques (its value does not matter);
//  2. write its finder, a board method that records a step with begin,
//     eliminate or placement and reports whether it found one, and its
//     writer, which puts the step into words, in a file of their own
//     (or beside the technique it grows from);
//  3. add its row to the registry where it belongs in the order;
//  4. add its line to the table in Technique's documentation (a test
//     checks the table against the registry and prints it when they
//     differ);
//  5. add a case to TestTechniques (technique_test.go): a candidate
//     state where it, and no easier technique, makes progress, with the
//     step it must print.
//
// The rest follows from the row: the rating's counts, score, level and
// difficulty, Step.String, ParseTechnique and the JSON names, and the
// command line's output.
//
// The Examples show a rating and an explanation.
package rate
