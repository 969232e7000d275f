package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the single-value patterns of two conjugate pairs
// (Skyscraper, 2-String Kite, Turbot Fish) and the Empty Rectangle.

// conjugate returns the two cells of unit u where value v fits, when there
// are exactly two; b.positions must be up to date.
func (b *board) conjugate(u, v int) (c1, c2 int, ok bool) {
	m := b.unitPos[u*(b.size+1)+v]
	if bits.OnesCount32(m) != 2 {
		return 0, 0, false
	}
	cells := b.unit(u)
	return int(cells[lowBit(m)]), int(cells[bits.Len32(m)-1]), true
}

// seeBoth appends to the step the removal of the values in bit from every
// cell other than x and y that sees both. It returns the number removed.
func (b *board) seeBoth(x, y int, bit uint32) int {
	n := 0
	for _, p := range b.peersOf(x) {
		p := int(p)
		if p != y && b.cand[p]&bit != 0 && b.sees(p, y) {
			b.eliminate(p, b.cand[p]&bit)
			n++
		}
	}
	return n
}

// twoLink is a chain of two conjugate pairs of value v, a1=b1-b2=a2.
type twoLink struct {
	ok             bool
	v              int
	a1, b1, b2, a2 int
}

// scanTwoLinks looks for two conjugate pairs of one value, a1=b1 and
// a2=b2 in different units, whose inner ends b1 and b2 see each other:
// a1 or a2 holds the value, so a cell that sees both loses it. It keeps
// in b.links2 the first such chain of each shape that removes something
// (see linkShape), stopping at the first Skyscraper, the shape tried
// first; twoLinks then takes them in the order of the techniques.
func (b *board) scanTwoLinks() {
	b.positions()
	b.links2 = [3]twoLink{}
	n := b.size
	var links [3 * 25][3]int // unit, cell, cell
	for v := 1; v <= n; v++ {
		if b.isClean(vsTwoLinks, v) {
			continue
		}
		// v is clean when no chain of any shape was kept before it and
		// none is kept for it.
		before := b.links2
		bit := uint32(1) << uint(v)
		k := 0
		for u := range b.nunit {
			if x, y, ok := b.conjugate(u, v); ok {
				links[k] = [3]int{u, x, y}
				k++
			}
		}
		for i := range k {
			u1, x1, y1 := links[i][0], links[i][1], links[i][2]
			for j := i + 1; j < k; j++ {
				u2, x2, y2 := links[j][0], links[j][1], links[j][2]
				for o := range 4 {
					a1, b1, a2, b2 := x1, y1, x2, y2
					if o&1 != 0 {
						a1, b1 = b1, a1
					}
					if o&2 != 0 {
						a2, b2 = b2, a2
					}
					if a1 == a2 || a1 == b2 || b1 == a2 || b1 == b2 || !b.sees(b1, b2) {
						continue
					}
					shape := b.linkShape(u1, u2, b1, b2)
					if b.links2[shape].ok || !b.seesBoth(a1, a2, bit) {
						continue
					}
					b.links2[shape] = twoLink{true, v, a1, b1, b2, a2}
					if shape == shapeSkyscraper {
						return
					}
				}
			}
		}
		if b.links2 == [3]twoLink{} && before == [3]twoLink{} {
			b.setClean(vsTwoLinks, v)
		}
	}
}

// seesBoth reports whether a cell other than x and y that sees both holds
// a value of bit.
func (b *board) seesBoth(x, y int, bit uint32) bool {
	for _, p := range b.peersOf(x) {
		if int(p) != y && b.cand[p]&bit != 0 && b.sees(int(p), y) {
			return true
		}
	}
	return false
}

// The shapes of two-link chains, the index of b.links2, with their
// techniques.
const (
	shapeSkyscraper = iota
	shapeKite
	shapeTurbot
)

var twoLinkTechniques = [...]Technique{shapeSkyscraper: Skyscraper, shapeKite: TwoStringKite, shapeTurbot: TurbotFish}

// skyscraper looks for the two-link chains of every shape (see
// scanTwoLinks) and records a Skyscraper, if there is one; the rows of
// the other shapes, which come next, take what the scan kept.
func (b *board) skyscraper() bool {
	b.scanTwoLinks()
	return b.twoLinks(shapeSkyscraper)
}

// twoLinks records the chain of the shape that scanTwoLinks found, if
// any.
func (b *board) twoLinks(shape int) bool {
	l := b.links2[shape]
	if !l.ok {
		return false
	}
	b.begin(twoLinkTechniques[shape])
	bit := uint32(1) << uint(l.v)
	b.seeBoth(l.a1, l.a2, bit)
	b.st.cells = append(b.st.cells, l.a1, l.b1, l.b2, l.a2)
	b.st.nodeVals = append(b.st.nodeVals, l.v, l.v, l.v, l.v)
	b.sortElims()
	return true
}

// linkShape names a chain of two conjugate pairs in units u1 and u2 with
// inner ends c1 and c2: a Skyscraper has both pairs on rows (or columns)
// and the inner ends on one cross line; a 2-String Kite has one pair on a
// row, one on a column, and the inner ends in one box; any other is a
// Turbot Fish.
func (b *board) linkShape(u1, u2, c1, c2 int) int {
	k1, k2 := u1/b.size, u2/b.size
	same := func(kind int) bool { return b.cellUnits[3*c1+kind] == b.cellUnits[3*c2+kind] }
	switch {
	case k1 == 0 && k2 == 0 && same(1), k1 == 1 && k2 == 1 && same(0):
		return shapeSkyscraper
	case k1+k2 == 1 && same(2):
		return shapeKite
	}
	return shapeTurbot
}

// emptyRectangle looks for a box whose candidates for a value lie on one
// of its rows and one of its columns, both with a candidate off the
// crossing cell. A conjugate pair of the value on a line outside the box,
// with one end on the box's row (column), makes the cell where the
// box's column (row) meets the line of the other end lose the value:
// were it the value, that end would not be, the first end would, and the
// box would have no place left.
func (b *board) emptyRectangle() bool {
	b.positions()
	n, box, stride := b.size, b.box, b.size+1
	for v := 1; v <= n; v++ {
		if b.isClean(vsEmptyRect, v) {
			continue
		}
		bit := uint32(1) << uint(v)
		for bx := range n {
			pos := b.unitPos[(2*n+bx)*stride+v]
			if bits.OnesCount32(pos) < 3 {
				continue // two cells make a conjugate pair, not a rectangle
			}
			r0, c0 := bx/box*box, bx%box*box
			for i := range box {
				for j := range box {
					rowMask := uint32(1<<uint(box)-1) << uint(i*box)
					var colMask uint32
					for k := range box {
						colMask |= 1 << uint(k*box+j)
					}
					cross := uint32(1) << uint(i*box+j)
					if pos&^(rowMask|colMask) != 0 || pos&rowMask&^cross == 0 || pos&colMask&^cross == 0 {
						continue
					}
					if b.erWith(v, bit, bx, r0+i, c0+j) {
						return true
					}
				}
			}
		}
		b.setClean(vsEmptyRect, v)
	}
	return false
}

// erWith completes an empty rectangle of value v in box bx on row r and
// column c with a conjugate pair, if one removes something.
func (b *board) erWith(v int, bit uint32, bx, r, c int) bool {
	n, box := b.size, b.box
	for dir := range 2 { // 0: a pair on a column, one end on row r
		for line := range n {
			if dir == 0 && line/box == c/box || dir == 1 && line/box == r/box {
				continue // the pair's line crosses the box
			}
			u := n + line // dir 0: a column
			if dir == 1 {
				u = line
			}
			x, y, ok := b.conjugate(u, v)
			if !ok {
				continue
			}
			for k := range 2 {
				near, far := x, y
				if k == 1 {
					near, far = y, x
				}
				var target int
				if dir == 0 {
					if near/n != r || far/n/box == r/box {
						continue
					}
					target = far/n*n + c
				} else {
					if near%n != c || far%n/box == c/box {
						continue
					}
					target = r*n + far%n
				}
				if b.cand[target]&bit == 0 {
					continue
				}
				b.begin(EmptyRectangle)
				b.eliminate(target, bit)
				b.st.units = append(b.st.units, 2*n+bx, r, n+c)
				b.st.cells = append(b.st.cells, near, far)
				b.st.values = bit
				return true
			}
		}
	}
	return false
}

// writeEmptyRectangle writes "empty rectangle 5 in box 1 (row 2, column 3)
// with r2c7=r8c7".
func writeEmptyRectangle(b *strings.Builder, s *Step) {
	if len(s.Units) != 3 || len(s.Cells) != 2 || len(s.Values) != 1 {
		writeNamed(b, s)
		return
	}
	b.WriteString("empty rectangle ")
	b.WriteByte(sudoku.Symbol(s.Values[0]))
	b.WriteString(" in ")
	b.WriteString(s.Units[0].String())
	b.WriteString(" (")
	b.WriteString(s.Units[1].String())
	b.WriteString(", ")
	b.WriteString(s.Units[2].String())
	b.WriteString(") with ")
	b.WriteString(cellName(s.Size, s.Cells[0]))
	b.WriteByte('=')
	b.WriteString(cellName(s.Size, s.Cells[1]))
}
