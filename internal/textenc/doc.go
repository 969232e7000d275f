// Package textenc reads the text encodings that puzzle and problem files
// come in as UTF-8: UTF-8 itself, with or without a byte-order mark, and
// UTF-16 in either byte order when the file starts with a byte-order mark.
//
// The readers of package sudoku and dlx pass their input through UTF8, so
// that a file saved as "Unicode" by a Windows editor reads like any other.
package textenc
