package rate

import (
	"math/bits"
	"strings"
)

// This file holds the wings (XY-, XYZ- and W-Wing) and the Remote Pair.

// xyWing looks for a pivot {x,y} that sees a pincer {x,z} and a pincer
// {y,z}: every cell that sees both pincers loses z.
func (b *board) xyWing() bool {
	for p, pm := range b.cand[:b.ncell] {
		if bits.OnesCount32(pm) != 2 {
			continue
		}
		peers := b.peersOf(p)
		for _, a := range peers {
			am := b.cand[a]
			if bits.OnesCount32(am) != 2 || !single(am&pm) {
				continue
			}
			xb := am & pm
			zb := am &^ xb
			want := (pm &^ xb) | zb
			for _, c := range peers {
				if b.cand[c] != want {
					continue
				}
				if b.wingElims(XYWing, p, int(a), int(c), zb, false) {
					b.st.nodeVals = append(b.st.nodeVals, lowBit(xb), lowBit(pm&^xb), lowBit(zb))
					return true
				}
			}
		}
	}
	return false
}

// xyzWing looks for a pivot {x,y,z} that sees a pincer {x,z} and a pincer
// {y,z}: every cell that sees all three loses z.
func (b *board) xyzWing() bool {
	for p, pm := range b.cand[:b.ncell] {
		if bits.OnesCount32(pm) != 3 {
			continue
		}
		peers := b.peersOf(p)
		for i, a := range peers {
			am := b.cand[a]
			if bits.OnesCount32(am) != 2 || am&^pm != 0 {
				continue
			}
			for _, c := range peers[i+1:] {
				cm := b.cand[c]
				if bits.OnesCount32(cm) != 2 || cm&^pm != 0 || cm == am {
					continue
				}
				zb := am & cm
				if b.wingElims(XYZWing, p, int(a), int(c), zb, true) {
					b.st.nodeVals = append(b.st.nodeVals, lowBit(am&^zb), lowBit(cm&^zb), lowBit(zb))
					return true
				}
			}
		}
	}
	return false
}

// wingElims records a wing step with pivot p and pincers a and c if some
// cell that sees both pincers (and the pivot, when withPivot) holds z.
func (b *board) wingElims(t Technique, p, a, c int, zb uint32, withPivot bool) bool {
	b.begin(t)
	for _, d := range b.peersOf(a) {
		d := int(d)
		if d == c || d == p || b.cand[d]&zb == 0 || !b.sees(d, c) {
			continue
		}
		if withPivot && !b.sees(d, p) {
			continue
		}
		b.eliminate(d, zb)
	}
	if len(b.st.elims) == 0 {
		return false
	}
	b.st.cells = append(b.st.cells, p, a, c)
	return true
}

// wWing looks for two cells {x,y} that do not see each other, joined by a
// conjugate pair of x whose ends each see one of them: one of the two
// cells is y, so a cell that sees both loses y.
func (b *board) wWing() bool {
	b.positions()
	for c1, m := range b.cand[:b.ncell] {
		if bits.OnesCount32(m) != 2 {
			continue
		}
		for c2 := c1 + 1; c2 < b.ncell; c2++ {
			if b.cand[c2] != m || b.sees(c1, c2) {
				continue
			}
			for xs := m; xs != 0; xs &= xs - 1 {
				x := lowBit(xs)
				ybit := m &^ (1 << uint(x))
				for u := range b.nunit {
					p, q, ok := b.conjugate(u, x)
					if !ok || p == c1 || p == c2 || q == c1 || q == c2 {
						continue
					}
					if !(b.sees(p, c1) && b.sees(q, c2)) {
						p, q = q, p
						if !(b.sees(p, c1) && b.sees(q, c2)) {
							continue
						}
					}
					b.begin(WWing)
					if b.seeBoth(c1, c2, ybit) == 0 {
						continue
					}
					y := lowBit(ybit)
					b.st.cells = append(b.st.cells, c1, c1, p, q, c2, c2)
					b.st.nodeVals = append(b.st.nodeVals, y, x, x, x, x, y)
					b.sortElims()
					return true
				}
			}
		}
	}
	return false
}

// remotePair looks for a chain of cells with the same two candidates
// {x,y}, each seeing the next: the cells alternate between x and y, so a
// cell that sees two of them an odd number of links apart, three or more,
// loses both values. The chain is the shortest path between the two.
func (b *board) remotePair() bool {
	sc := b.scratch()
	for s, m := range b.cand[:b.ncell] {
		if bits.OnesCount32(m) != 2 {
			continue
		}
		e := b.newEpoch()
		b.mark[s] = e
		sc.dist[s], sc.par[s] = 0, -1
		queue := append(sc.queue[:0], int32(s))
		for qi := 0; qi < len(queue); qi++ {
			c := int(queue[qi])
			d := sc.dist[c]
			if d%2 == 1 && d >= 3 {
				b.begin(RemotePair)
				if b.seeBoth(s, c, m) > 0 {
					for x := c; x >= 0; x = int(sc.par[x]) {
						b.st.cells = append(b.st.cells, x)
					}
					reverseInts(b.st.cells)
					b.st.values = m
					b.st.se += seLength(2 * len(b.st.cells))
					b.sortElims()
					sc.queue = queue
					return true
				}
			}
			for _, p := range b.peersOf(c) {
				if b.cand[p] == m && b.mark[p] != e {
					b.mark[p] = e
					sc.dist[p], sc.par[p] = d+1, int32(c)
					queue = append(queue, int32(p))
				}
			}
		}
		sc.queue = queue
	}
	return false
}

// writeWing writes an XY- or XYZ-Wing: "r5c5, r4c4, r5c8: xyz-wing pivot
// {1,2,3}, pincers {1,3}, {2,3}".
func writeWing(b *strings.Builder, s *Step) {
	writeNamed(b, s)
	if len(s.Values) != 3 {
		return
	}
	x, y, z := s.Values[0], s.Values[1], s.Values[2]
	b.WriteString(" pivot ")
	if s.Technique == XYWing {
		writeSet(b, sortedInts(x, y))
	} else {
		writeSet(b, sortedInts(x, y, z))
	}
	b.WriteString(", pincers ")
	writeSet(b, sortedInts(x, z))
	b.WriteString(", ")
	writeSet(b, sortedInts(y, z))
}

// writeRemotePair writes "remote pair {2,6}: r1c1-r1c4-r3c5-r9c5".
func writeRemotePair(b *strings.Builder, s *Step) {
	b.WriteString("remote pair ")
	writeSet(b, s.Values)
	b.WriteString(": ")
	for i, c := range s.Cells {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(cellName(s.Size, c))
	}
}

func sortedInts(vs ...int) []int {
	for i := 1; i < len(vs); i++ {
		for j := i; j > 0 && vs[j] < vs[j-1]; j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
	return vs
}
