package rate

import (
	"math/bits"
	"slices"
	"strings"
)

// This file holds the Unique Rectangle of type 3: two corners on a line
// hold just {x,y}; the other two, the roof, hold {x,y} and more. One roof
// cell holds one of those extra values (or the deadly pattern forms), so
// the roof acts in a unit it shares as one cell holding the extras: with
// k-1 other cells of that unit it can make a naked subset of k values.

// maxURSubset is the most cells, the roof counted as one, of the naked
// subset a Unique Rectangle of type 3 forms: a quad at most, as for the
// naked subsets themselves.
const maxURSubset = 4

// uniqueRectangle3 looks for a rectangle whose roof's extra values form,
// with other cells of a unit the roof cells share, a naked subset: the
// other cells of that unit lose the subset's values.
func (b *board) uniqueRectangle3() bool {
	return b.rectangles(func(a, bb, c, d int, pair uint32) bool {
		corners := [4]int{a, bb, c, d}
		var fa, ra [4]int
		floor, roof := b.splitCorners(corners, pair, &fa, &ra)
		if len(floor) != 2 || !b.sees(floor[0], floor[1]) {
			return false
		}
		extra := (b.cand[roof[0]] | b.cand[roof[1]]) &^ pair
		if bits.OnesCount32(extra) < 2 || bits.OnesCount32(extra) > maxURSubset-1 {
			return false
		}
		for kind := range 3 {
			u := b.cellUnits[3*roof[0]+kind]
			if u != b.cellUnits[3*roof[1]+kind] {
				continue
			}
			if b.urSubset(corners, pair, roof, int(u), extra) {
				return true
			}
		}
		return false
	})
}

// urSubset looks in unit u for cells that, with the roof's extra values,
// make a naked subset removing something, and records the step.
func (b *board) urSubset(corners [4]int, pair uint32, roof []int, u int, extra uint32) bool {
	var others [25]int
	k := 0
	for _, p := range b.unit(u) {
		q := int(p)
		if b.cand[q] != 0 && q != roof[0] && q != roof[1] && b.cand[q]&pair == 0 {
			others[k] = q
			k++
		}
	}
	var pick [maxURSubset - 1]int
	var try func(start, n int, union uint32) bool
	try = func(start, n int, union uint32) bool {
		if n > 0 && bits.OnesCount32(union) == n+1 && b.urElims(corners, pair, roof, u, pick[:n], union) {
			return true
		}
		if n == maxURSubset-1 {
			return false
		}
		for i := start; i < k; i++ {
			m := union | b.cand[others[i]]
			if bits.OnesCount32(m) > maxURSubset {
				continue
			}
			pick[n] = others[i]
			if try(i+1, n+1, m) {
				return true
			}
		}
		return false
	}
	return try(0, 0, extra)
}

// urElims records the Unique Rectangle of type 3 whose roof and the cells
// sub of unit u hold the values vals, if the rest of u holds one of them.
func (b *board) urElims(corners [4]int, pair uint32, roof []int, u int, sub []int, vals uint32) bool {
	b.begin(UniqueRectangle3)
	for _, p := range b.unit(u) {
		q := int(p)
		if q == roof[0] || q == roof[1] || b.cand[q]&vals == 0 {
			continue
		}
		in := false
		for _, s := range sub {
			in = in || s == q
		}
		if !in {
			b.eliminate(q, b.cand[q]&vals)
		}
	}
	if len(b.st.elims) == 0 {
		return false
	}
	b.st.cells = append(b.st.cells, corners[:]...)
	b.st.groups = append(b.st.groups, 4)
	start := len(b.st.cells)
	b.st.cells = append(b.st.cells, sub...)
	slices.Sort(b.st.cells[start:])
	b.st.groups = append(b.st.groups, len(b.st.cells))
	b.st.units = append(b.st.units, u)
	for _, m := range [2]uint32{pair, vals} {
		for ; m != 0; m &= m - 1 {
			b.st.nodeVals = append(b.st.nodeVals, lowBit(m))
		}
	}
	b.st.se += len(sub)
	b.sortElims()
	return true
}

// uniqueRectangle5 looks for a Unique Rectangle of type 5: three corners
// hold {x,y,z}, the fourth {x,y}; one of the three is z, so a cell that
// sees them all loses z (two such corners are type 2, on a line or a
// diagonal).
//
// Type 6 (two diagonal corners {x,y}, x only at the corners in both rows)
// is not searched: the X-Wing on x comes first, and once x is also
// confined in both columns the Hidden Rectangle makes the same removal.
func (b *board) uniqueRectangle5() bool {
	return b.rectangles(func(a, bb, c, d int, pair uint32) bool {
		corners := [4]int{a, bb, c, d}
		var fa, ra [4]int
		_, roof := b.splitCorners(corners, pair, &fa, &ra)
		return b.tryUR5(corners, pair, roof)
	})
}

func (b *board) tryUR5(corners [4]int, pair uint32, roof []int) bool {
	if len(roof) != 3 {
		return false
	}
	z := b.cand[roof[0]] &^ pair
	if !single(z) {
		return false
	}
	for _, k := range roof[1:] {
		if b.cand[k] != pair|z {
			return false
		}
	}
	b.begin(UniqueRectangle5)
	for _, p := range b.peersOf(roof[0]) {
		if b.cand[p]&z == 0 {
			continue
		}
		all := true
		for _, k := range roof[1:] {
			all = all && int(p) != k && b.sees(int(p), k)
		}
		if all {
			b.eliminate(int(p), z)
		}
	}
	return b.endRectangle(corners, pair)
}

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

// writeUR3 writes "r1c1, r1c5, r2c1, r2c5: unique rectangle 3 {2,6}, its
// extra values with r2c7 a naked pair {3,8} in row 2,".
func writeUR3(b *strings.Builder, s *Step) {
	if len(s.Groups) != 2 || len(s.Units) != 1 || len(s.Values) <= 2 {
		writeNamed(b, s)
		return
	}
	writeCells(b, s.Size, s.Groups[0])
	b.WriteString(": unique rectangle 3 ")
	writeSet(b, s.Values[:2])
	b.WriteString(", its extra values with ")
	writeCells(b, s.Size, s.Groups[1])
	b.WriteString(" a naked ")
	b.WriteString([...]string{"", "", "pair", "triple", "quad"}[min(len(s.Groups[1])+1, 4)])
	b.WriteByte(' ')
	writeSet(b, s.Values[2:])
	b.WriteString(" in ")
	b.WriteString(s.Units[0].String())
	b.WriteByte(',')
}
