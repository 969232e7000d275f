package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the uniqueness techniques: Unique Rectangles (types 1,
// 2, 4 and 5; type 3 is in unique_type3.go), Hidden Rectangles and BUG+1
// (Avoidable Rectangles are in avoidable.go). They hold only for a puzzle with
// one solution: four empty cells on two rows, two columns and two boxes
// that all end with the same two values {x,y} could swap them, giving a
// second solution, so the solution avoids that deadly pattern.

// rectangles calls f with each rectangle of empty cells on two rows, two
// columns and two boxes that has a corner with exactly two candidates
// {x,y}, found in every corner: the corners a, bb on one row, c, d below
// them, and pair, the values. Every uniqueness pattern has such a corner.
// It stops when f returns true. The uniqueness techniques share the list
// of rectangles (see rectangleList).
func (b *board) rectangles(f func(a, bb, c, d int, pair uint32) bool) bool {
	for _, r := range b.rectangleList() {
		if f(int(r.corners[0]), int(r.corners[1]), int(r.corners[2]), int(r.corners[3]), r.pair) {
			return true
		}
	}
	return false
}

// splitCorners splits a rectangle's corners, in order, into the floor, the
// corners whose candidates are exactly pair, and the roof, the others. The
// slices are backed by fa and ra, which can live on the caller's stack.
func (b *board) splitCorners(corners [4]int, pair uint32, fa, ra *[4]int) (floor, roof []int) {
	floor, roof = fa[:0], ra[:0]
	for _, k := range corners {
		if b.cand[k] == pair {
			floor = append(floor, k)
		} else {
			roof = append(roof, k)
		}
	}
	return floor, roof
}

// endRectangle finishes a rectangle's step begun with its eliminations,
// reporting whether there are any.
func (b *board) endRectangle(corners [4]int, pair uint32) bool {
	if len(b.st.elims) == 0 {
		return false
	}
	b.st.cells = append(b.st.cells, corners[:]...)
	b.st.values = pair
	b.sortStep()
	return true
}

// uniqueRectangle looks for a Unique Rectangle of the type (1, 2 or 4) of
// technique t:
//   - type 1: three corners are {x,y}; the fourth loses x and y;
//   - type 2: two corners on a line are {x,y}, the other two {x,y,z}: one
//     of those is z, so a cell that sees both loses z;
//   - type 4: two corners on a line are {x,y}, and x fits nowhere else in
//     a unit of the other two: those lose y.
func (b *board) uniqueRectangle(t Technique) bool {
	return b.rectangles(func(a, bb, c, d int, pair uint32) bool {
		corners := [4]int{a, bb, c, d}
		var fa, ra [4]int
		floor, roof := b.splitCorners(corners, pair, &fa, &ra)
		return b.tryRectangle(t, corners, pair, floor, roof)
	})
}

func (b *board) tryRectangle(t Technique, corners [4]int, pair uint32, floor, roof []int) bool {
	b.begin(t)
	switch t {
	case UniqueRectangle1:
		if len(floor) != 3 {
			return false
		}
		b.eliminate(roof[0], pair)
	case UniqueRectangle2:
		if len(floor) != 2 {
			return false
		}
		z := b.cand[roof[0]] &^ pair
		if !single(z) || b.cand[roof[1]] != pair|z {
			return false
		}
		b.seeBoth(roof[0], roof[1], z)
	case UniqueRectangle4:
		if len(floor) != 2 || !b.sees(floor[0], floor[1]) {
			return false
		}
		r0, r1 := roof[0], roof[1]
		for kind := range 3 {
			u := b.cellUnits[3*r0+kind]
			if u != b.cellUnits[3*r1+kind] {
				continue
			}
			b.positions()
			for xs := pair; xs != 0; xs &= xs - 1 {
				x := lowBit(xs)
				if bits.OnesCount32(b.unitPos[int(u)*(b.size+1)+x]) == 2 {
					ybit := pair &^ (1 << uint(x))
					b.eliminate(r0, ybit)
					b.eliminate(r1, ybit)
					break
				}
			}
			if len(b.st.elims) > 0 {
				break
			}
		}
	}
	return b.endRectangle(corners, pair)
}

// hiddenRectangle looks for a rectangle with a corner {x,y} whose opposite
// corner has x only at the rectangle's cells on both its row and its
// column: that corner cannot be y, which would force the other corners
// into the deadly pattern.
func (b *board) hiddenRectangle() bool {
	b.positions()
	stride := b.size + 1
	return b.rectangles(func(a, bb, c, d int, pair uint32) bool {
		corners := [4]int{a, bb, c, d}
		for i, k := range corners {
			m := b.cand[k]
			if m != pair {
				continue
			}
			opp := corners[3-i]
			row, col := int(b.cellUnits[3*opp]), int(b.cellUnits[3*opp+1])
			for xs := m; xs != 0; xs &= xs - 1 {
				x := lowBit(xs)
				if bits.OnesCount32(b.unitPos[row*stride+x]) != 2 || bits.OnesCount32(b.unitPos[col*stride+x]) != 2 {
					continue
				}
				ybit := m &^ (1 << uint(x))
				b.begin(HiddenRectangle)
				b.eliminate(opp, ybit)
				b.st.cells = append(b.st.cells, corners[:]...)
				b.st.values = m
				b.sortStep()
				return true
			}
		}
		return false
	})
}

// bugPlusOne looks for a board whose empty cells all have two candidates
// but one, which has three, and where every value fits in two places of
// each unit but one value, which fits in three places of that cell's
// units: the cell must hold that value, or the board would have none or
// two solutions.
func (b *board) bugPlusOne() bool {
	tri := -1
	for c, m := range b.cand[:b.ncell] {
		switch bits.OnesCount32(m) {
		case 0, 2:
		case 3:
			if tri >= 0 {
				return false
			}
			tri = c
		default:
			return false
		}
	}
	if tri < 0 {
		return false
	}
	b.positions()
	stride := b.size + 1
	var w uint32 // the value with three places in tri's units
	units := b.cellUnits[3*tri : 3*tri+3]
	for u := range b.nunit {
		own := int16(u) == units[0] || int16(u) == units[1] || int16(u) == units[2]
		for v := 1; v <= b.size; v++ {
			switch cnt := bits.OnesCount32(b.unitPos[u*stride+v]); {
			case cnt == 0 || cnt == 2:
			case cnt == 3 && own && b.cand[tri]&(1<<uint(v)) != 0:
				if w != 0 && w != 1<<uint(v) {
					return false
				}
				w = 1 << uint(v)
			default:
				return false
			}
		}
	}
	if w == 0 {
		return false
	}
	b.begin(BUGPlusOne)
	b.eliminate(tri, b.cand[tri]&^w)
	b.st.cells = append(b.st.cells, tri)
	b.st.values = w
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

// writeRectangle writes a unique, hidden or avoidable rectangle (but type
// 3): "r1c1, r1c5, r2c1, r2c5: unique rectangle 1 {2,6}".
func writeRectangle(b *strings.Builder, s *Step) {
	writeNamed(b, s)
	b.WriteByte(' ')
	writeSet(b, s.Values)
}

// writeBUG writes "r5c5: bug+1 (r5c5 must be 7)".
func writeBUG(b *strings.Builder, s *Step) {
	writeNamed(b, s)
	if len(s.Values) == 1 && len(s.Cells) == 1 {
		b.WriteString(" (")
		b.WriteString(cellName(s.Size, s.Cells[0]))
		b.WriteString(" must be ")
		b.WriteByte(sudoku.Symbol(s.Values[0]))
		b.WriteByte(')')
	}
}
