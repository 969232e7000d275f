package sudoku

// AppendBoxed appends the boxed form of g to dst and returns the extended
// slice. The boxed form has one line per row, each cell printed as " v "
// (three blanks for an empty cell, letters for values above 9), '|' at the
// edges of the stacks of boxes, and a rule of dashes above, between and
// below the bands, every line ending in "\n". For a 9×9 board:
//
//	-------------------------------
//	|       3 |    2    | 6       |
//	| 9       | 3     5 |       1 |
//	...
//	-------------------------------
//
// It costs O(N²) and allocates only when dst is too small; a Reader reads the
// boxed form back. The zero Grid appends nothing.
func (g Grid) AppendBoxed(dst []byte) []byte {
	box := g.Box()
	if box == 0 {
		return dst
	}
	n := box * box
	width := 3*n + box + 1
	rule := func(dst []byte) []byte {
		for range width {
			dst = append(dst, '-')
		}
		return append(dst, '\n')
	}
	for r := range n {
		if r%box == 0 {
			dst = rule(dst)
		}
		for c, v := range g.cells[r*n : (r+1)*n] {
			if c%box == 0 {
				dst = append(dst, '|')
			}
			if v == 0 {
				dst = append(dst, "   "...)
			} else {
				dst = append(dst, ' ', Symbol(int(v)), ' ')
			}
		}
		dst = append(dst, '|', '\n')
	}
	return rule(dst)
}

// Boxed returns the boxed form of g (see AppendBoxed), as in
//
//	fmt.Print(g.Boxed())
func (g Grid) Boxed() string {
	n := g.Size()
	width := 3*n + g.Box() + 2
	return string(g.AppendBoxed(make([]byte, 0, width*(n+g.Box()+1))))
}
