package rate

import (
	"math/bits"
	"strings"
)

// sueDeCoq looks for cells C where a box meets a line (two or three of
// them) whose candidates V number |C|+2, a cell d of the rest of the line
// with two candidates from V and a cell e of the rest of the box with two
// others: C, d and e hold |C|+2 values in |C|+2 cells. d's values are
// then locked in the line (d and C), e's in the box (e and C), the rest
// of V in C: the rest of the line loses V but e's values, the rest of the
// box V but d's.
func (b *board) sueDeCoq() bool {
	n, box := b.size, b.box
	clean := b.uc.sdc
	for bx := range n {
		for dir := range 2 { // 0: the box's rows, 1: its columns
			for i := range box {
				line := (bx/box)*box + i // a row of the box
				if dir == 1 {
					line = (bx%box)*box + i // a column
				}
				// A Sue de Coq lies in the box and the line, and removes
				// candidates there only: see unitClean.
				bu, lu := 2*n+bx, dir*n+line
				key := b.unitVer[bu] + b.unitVer[lu]
				at := (bx*2+dir)*box + i
				if clean[at] == key {
					continue
				}
				if b.sdcAt(bu, lu) {
					return true
				}
				clean[at] = key
			}
		}
	}
	return false
}

// sdcAt tries the intersection of box unit bu and line unit lu.
func (b *board) sdcAt(bu, lu int) bool {
	e := b.newEpoch()
	var inter [5]int
	k := 0
	for _, c := range b.unit(bu) {
		b.mark[c] = e
	}
	for _, c := range b.unit(lu) {
		if b.mark[c] == e && b.cand[c] != 0 {
			inter[k] = int(c)
			k++
		}
	}
	if k < 2 {
		return false
	}
	// Every subset of the intersection of two cells or more.
	for sub := 1; sub < 1<<uint(k); sub++ {
		if bits.OnesCount(uint(sub)) < 2 {
			continue
		}
		var v uint32
		var cells [5]int
		nc := 0
		for j := range k {
			if sub&(1<<uint(j)) != 0 {
				v |= b.cand[inter[j]]
				cells[nc] = inter[j]
				nc++
			}
		}
		if bits.OnesCount32(v) != nc+2 {
			continue
		}
		if b.sdcWith(bu, lu, cells[:nc], v, e) {
			return true
		}
	}
	return false
}

// sdcWith completes a Sue de Coq on intersection cells with candidates v
// (the cells of box bu carry mark e) with a cell of each rest.
func (b *board) sdcWith(bu, lu int, cells []int, v uint32, e uint32) bool {
	for _, d := range b.unit(lu) {
		dm := b.cand[d]
		if b.mark[d] == e || bits.OnesCount32(dm) != 2 || dm&^v != 0 {
			continue
		}
		for _, x := range b.unit(bu) {
			xm := b.cand[x]
			if b.inLine(int(x), lu) || bits.OnesCount32(xm) != 2 || xm&^v != 0 || xm&dm != 0 {
				continue
			}
			b.begin(SueDeCoq)
			for _, c := range b.unit(lu) {
				if b.mark[c] != e && c != d {
					if m := b.cand[c] & v &^ xm; m != 0 {
						b.eliminate(int(c), m)
					}
				}
			}
			for _, c := range b.unit(bu) {
				if !b.inLine(int(c), lu) && c != x {
					if m := b.cand[c] & v &^ dm; m != 0 {
						b.eliminate(int(c), m)
					}
				}
			}
			if len(b.st.elims) == 0 {
				continue
			}
			b.st.cells = append(b.st.cells, cells...)
			b.st.groups = append(b.st.groups, len(b.st.cells))
			b.st.cells = append(b.st.cells, int(d))
			b.st.groups = append(b.st.groups, len(b.st.cells))
			b.st.cells = append(b.st.cells, int(x))
			b.st.groups = append(b.st.groups, len(b.st.cells))
			b.st.units = append(b.st.units, bu, lu)
			b.st.values = v
			b.sortElims()
			return true
		}
	}
	return false
}

// inLine reports whether cell c lies on line unit lu.
func (b *board) inLine(c, lu int) bool {
	return int(b.cellUnits[3*c+lu/b.size]) == lu
}

// writeSueDeCoq writes "sue de coq {1,2,5,7}: r1c1, r1c2 (box 1, row 1)
// with r1c7 and r3c3,".
func writeSueDeCoq(b *strings.Builder, s *Step) {
	if len(s.Groups) != 3 || len(s.Units) != 2 {
		writeNamed(b, s)
		return
	}
	b.WriteString("sue de coq ")
	writeSet(b, s.Values)
	b.WriteString(": ")
	writeCells(b, s.Size, s.Groups[0])
	b.WriteString(" (")
	b.WriteString(s.Units[0].String())
	b.WriteString(", ")
	b.WriteString(s.Units[1].String())
	b.WriteString(") with ")
	writeCells(b, s.Size, s.Groups[1])
	b.WriteString(" and ")
	writeCells(b, s.Size, s.Groups[2])
	b.WriteByte(',')
}
