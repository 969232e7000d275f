package rate

// This file holds the Avoidable Rectangles, the uniqueness pattern of
// cells the solver filled (see unique.go).

// avoidableRectangle looks for four cells on two rows, two columns and two
// boxes, none a given, that would end as a deadly pattern x, y / y, x:
// since no given pins them, swapping x and y would give a second
// solution. Type 1: three of them hold their values, so the fourth
// cannot take its value. Type 2: two on a line hold x and y, the other
// two hold {y,z} and {x,z}: one of these is z, so a cell seeing both
// loses z.
func (b *board) avoidableRectangle() bool {
	// Each pattern has two placed corners on a line (three corners
	// include two on a row): start from those pairs.
	n, box := b.size, b.box
	for u := range 2 * n {
		cells := b.unit(u)
		for i, p := range cells {
			if b.val[p] == 0 || b.given[p] {
				continue
			}
			for _, q := range cells[i+1:] {
				if b.val[q] == 0 || b.given[q] {
					continue
				}
				// p, q on row r (or column r) at k1 < k2; the other line r2.
				r, k1, k2 := u%n, i, int(b.cellIdx[3*int(q)+u/n])
				sameStack := k1/box == k2/box
				for r2 := range n {
					if r2 == r || (r/box == r2/box) == sameStack {
						continue
					}
					at := func(line, k int) int {
						if u < n {
							return line*n + k
						}
						return k*n + line
					}
					if !b.avoidableMaybe(int(p), int(q), at(r2, k1), at(r2, k2)) {
						continue
					}
					r1, r2 := min(r, r2), max(r, r2)
					if b.tryAvoidable([4]int{at(r1, k1), at(r1, k2), at(r2, k1), at(r2, k2)}) {
						return true
					}
				}
			}
		}
	}
	return false
}

// avoidableMaybe reports whether the rectangle of placed cells p and q on
// a line, e across from p and f across from q, none of them a given,
// passes tryAvoidable's first tests: e and f are not givens, one of them
// at least is empty, a placed one holds the value of its neighbour across
// (a deadly pattern has e = q and f = p), and an empty one can take that
// value.
func (b *board) avoidableMaybe(p, q, e, f int) bool {
	if b.given[e] || b.given[f] {
		return false
	}
	x, y := b.val[p], b.val[q]
	switch ve, vf := b.val[e], b.val[f]; {
	case ve != 0 && vf != 0:
		return false
	case ve != 0:
		return ve == y && b.cand[f]&(1<<x) != 0
	case vf != 0:
		return vf == x && b.cand[e]&(1<<y) != 0
	}
	return b.cand[e]&(1<<y) != 0 && b.cand[f]&(1<<x) != 0
}

// tryAvoidable tries the rectangle of corners a, b on one row and c, d
// below them; a deadly pattern has a = d and b = c.
func (b *board) tryAvoidable(cs [4]int) bool {
	placed := 0
	for _, k := range cs {
		if b.given[k] {
			return false
		}
		if b.val[k] != 0 {
			placed++
		}
	}
	switch placed {
	case 3:
		for i, k := range cs {
			if b.val[k] != 0 {
				continue
			}
			opp, s1, s2 := cs[3-i], cs[i^1], cs[i^2]
			x := b.val[opp]
			if b.val[s1] != b.val[s2] || b.val[s1] == x || b.cand[k]&(1<<x) == 0 {
				return false
			}
			b.begin(AvoidableRectangle)
			b.eliminate(k, 1<<x)
			return b.endRectangle(cs, 1<<x|1<<b.val[s1])
		}
	case 2:
		// The placed pair on a row (0,1 / 2,3) or a column (0,2 / 1,3).
		for _, sides := range [4][4]int{{0, 1, 2, 3}, {2, 3, 0, 1}, {0, 2, 1, 3}, {1, 3, 0, 2}} {
			p, q, e, f := cs[sides[0]], cs[sides[1]], cs[sides[2]], cs[sides[3]]
			x, y := b.val[p], b.val[q]
			if x == 0 || y == 0 || x == y {
				continue
			}
			// e is p's neighbour across, so it should be y; f should be x.
			ye, xf := uint32(1)<<y, uint32(1)<<x
			z := b.cand[e] &^ ye
			if b.cand[e]&ye == 0 || !single(z) || b.cand[f] != xf|z {
				return false
			}
			b.begin(AvoidableRectangle)
			for _, r := range b.peersOf(e) {
				if int(r) != f && b.cand[r]&z != 0 && b.sees(int(r), f) {
					b.eliminate(int(r), z)
				}
			}
			return b.endRectangle(cs, xf|ye)
		}
	}
	return false
}
