package rate

import (
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the locked candidates: pointing and claiming.

// segments fills b.rowSeg and b.colSeg, the candidates of each
// intersection of a line and a box, unless they are up to date.
func (b *board) segments() {
	if b.segValid {
		return
	}
	b.segValid = true
	n, box := b.size, b.box
	for line := range n {
		for k := range box {
			var rm, cm uint32
			for j := k * box; j < (k+1)*box; j++ {
				rm |= b.cand[line*n+j]
				cm |= b.cand[j*n+line]
			}
			b.rowSeg[line*box+k] = rm
			b.colSeg[line*box+k] = cm
		}
	}
}

// pointing: in each box, a value whose candidates lie in one row (or
// column) of the box is removed from the rest of that line.
func (b *board) pointing() bool {
	n, box := b.size, b.box
	b.segments()
	for bx := range n {
		br, bc := bx/box, bx%box
		for dir := range 2 { // 0: rows of the box, 1: columns
			seg, k := b.rowSeg, bc // line br*box+i meets the box at its segment k
			if dir == 1 {
				seg, k = b.colSeg, br
			}
			first := br
			if dir == 1 {
				first = bc
			}
			var once, twice uint32
			for i := range box {
				m := seg[(first*box+i)*box+k]
				twice |= once & m
				once |= m
			}
			only := once &^ twice
			if only == 0 {
				continue
			}
			for i := range box {
				line := first*box + i
				x := seg[line*box+k] & only
				if x == 0 {
					continue
				}
				var rest uint32
				for j := range box {
					if j != k {
						rest |= seg[line*box+j]
					}
				}
				if x &= rest; x != 0 {
					return b.lockedElims(Pointing, 2*n+bx, dir*n+line, x&-x)
				}
			}
		}
	}
	return false
}

// claiming: in each row (then column), a value whose candidates lie in one
// box is removed from the rest of that box.
func (b *board) claiming() bool {
	n, box := b.size, b.box
	b.segments()
	for dir := range 2 { // 0: rows, 1: columns
		seg := b.rowSeg
		if dir == 1 {
			seg = b.colSeg
		}
		for line := range n {
			var once, twice uint32
			for k := range box {
				m := seg[line*box+k]
				twice |= once & m
				once |= m
			}
			only := once &^ twice
			if only == 0 {
				continue
			}
			band := line / box // the band (stack) of the line
			for k := range box {
				x := seg[line*box+k] & only
				if x == 0 {
					continue
				}
				var rest uint32
				for i := range box {
					if other := band*box + i; other != line {
						rest |= seg[other*box+k]
					}
				}
				if x &= rest; x != 0 {
					bx := band*box + k
					if dir == 1 {
						bx = k*box + band
					}
					return b.lockedElims(Claiming, dir*n+line, 2*n+bx, x&-x)
				}
			}
		}
	}
	return false
}

// lockedElims records a pointing or claiming step for value bit, whose
// candidates in unit from all lie in unit to, if it removes anything from
// the rest of unit to.
func (b *board) lockedElims(t Technique, from, to int, bit uint32) bool {
	b.begin(t)
	e := b.newEpoch()
	for _, c := range b.unit(from) {
		b.mark[c] = e
		if b.cand[c]&bit != 0 {
			b.st.cells = append(b.st.cells, int(c))
		}
	}
	for _, c := range b.unit(to) {
		if b.mark[c] != e && b.cand[c]&bit != 0 {
			b.eliminate(int(c), bit)
		}
	}
	if len(b.st.elims) == 0 {
		return false
	}
	b.st.units = append(b.st.units, from, to)
	b.st.values = bit
	b.sortStep()
	return true
}

// writeLocked writes pointing or claiming:
// "r1c1, r1c2: pointing 5 in box 1 (only in row 1)".
func writeLocked(b *strings.Builder, s *Step) {
	writeNamed(b, s)
	if len(s.Values) > 0 && len(s.Units) == 2 {
		b.WriteByte(' ')
		b.WriteByte(sudoku.Symbol(s.Values[0]))
		b.WriteString(" in ")
		b.WriteString(s.Units[0].String())
		b.WriteString(" (only in ")
		b.WriteString(s.Units[1].String())
		b.WriteByte(')')
	}
}
