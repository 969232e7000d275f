package rate

import "math/bits"

// rectangle is a rectangle of the uniqueness techniques: its corners, two
// on a row and the two below them, and the two values they all hold.
type rectangle struct {
	corners [4]int32
	pair    uint32
}

// rectList is the list of rectangles of one candidate state.
type rectList struct {
	rects []rectangle
	stamp uint64 // the state's (see board.stamp), when ok
	ok    bool
}

// rectangleList returns the rectangles of empty cells on two rows, two
// columns and two boxes whose corners all hold the two candidates of one
// of them, once for each such corner, in the order of that corner, then
// of the other row, then of the other column. It works them out once per
// candidate state: the uniqueness techniques, tried in a row on one
// state, share them.
func (b *board) rectangleList() []rectangle {
	rl := &b.rl
	stamp := b.stamp()
	if rl.ok && rl.stamp == stamp {
		return rl.rects
	}
	rl.stamp, rl.ok = stamp, true
	rl.rects = rl.rects[:0]
	n, box := b.size, b.box
	for p, m := range b.cand[:b.ncell] {
		if bits.OnesCount32(m) != 2 {
			continue
		}
		r1, c1 := p/n, p%n
		for r2 := range n {
			if r2 == r1 || b.cand[r2*n+c1]&m != m {
				continue
			}
			sameBand := r1/box == r2/box
			for c2 := range n {
				if c2 == c1 || sameBand == (c1/box == c2/box) {
					continue // one box, or four
				}
				if b.cand[r1*n+c2]&m != m || b.cand[r2*n+c2]&m != m {
					continue
				}
				top, bottom := min(r1, r2), max(r1, r2)
				left, right := min(c1, c2), max(c1, c2)
				rl.rects = append(rl.rects, rectangle{
					corners: [4]int32{int32(top*n + left), int32(top*n + right), int32(bottom*n + left), int32(bottom*n + right)},
					pair:    m,
				})
			}
		}
	}
	return rl.rects
}
