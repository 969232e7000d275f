// Package puzzleio reads Sudoku puzzles from the files people keep them
// in: a puzzle a line with comments, grids of rows (compact, separated,
// boxed), .sdk and Project Euler files, CSV files such as Kaggle's (with
// quoted fields over several lines), OpenSudoku XML exports, and prose
// around them, in UTF-8 or UTF-16.
//
// A Reader decides the layout of each puzzle from its own lines and
// streams: its memory does not grow with the input, and one bad puzzle is
// one *sudoku.ParseError naming file, line and column, after which it
// reads on. ParseString reads exactly one puzzle in any of these layouts.
// Package sudoku holds the grids, and reads only its own two text forms.
package puzzleio
