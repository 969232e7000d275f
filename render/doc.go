// Package render lays out Sudoku puzzles for paper and the web: a puzzle
// book as PDF, and one puzzle at a time as SVG or PNG.
//
// A [Puzzle] is plain data (its side, its cells, and what is known about
// it: level, rating, seed, solution), so that this package needs nothing
// of the solver's. [WritePDF] writes a book: a heading per puzzle (its
// number; its level, rating and seed when known), thick box lines and
// thin cell lines, the givens centred in Helvetica, page numbers, and on
// request the solutions at the back, smaller and several to a page,
// numbered like the puzzles. [WriteSVG] and [WritePNG] draw one puzzle
// (or its solution) with the same layout.
//
// Every side from 4 to 25 is drawn; values above 9 are the letters of
// the text form (10 is A, 25 is P). A 25x25 puzzle gets a page to itself.
// A puzzle of three dimensions (Layers > 1) is drawn as its layers side
// by side.
//
// The PDF is made with codeberg.org/go-pdf/fpdf, pure Go and without
// fonts to embed (it uses the PDF core fonts); SVG is written directly;
// PNG is drawn with a stroke font of this package's own.
package render
