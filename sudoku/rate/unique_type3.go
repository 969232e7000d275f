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
