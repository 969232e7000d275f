package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the graph of restricted common values between almost
// locked sets (see als.go), and the ALS-XY-Wing: three sets A, B and C
// with no cell in common, A and C joined by a restricted common value x,
// B and C by another, y. C misses at most one of its values, so it holds
// x or y: then A (if C holds x) or B is locked, and holds its values. So
// of a value z of both A and B (other than x and y) one of them holds z,
// and a cell seeing all their cells holding z loses z.

// alsLink is a restricted common value between two almost locked sets:
// the other set and the values.
type alsLink struct {
	set int32
	rcc uint32
}

// alsGraph holds the links of each set of b.as.sets, at
// links[start[i]:start[i+1]], by the other set in increasing order.
type alsGraph struct {
	links []alsLink
	start []int32
	next  []int32
	pairs []alsPair
}

// alsPair is a restricted common value between sets i < j.
type alsPair struct {
	i, j int32
	rcc  uint32
}

// alsLinks works out, once per candidate state, the links between the
// sets of alsTables: two sets with no cell in common share a restricted
// common value x when every cell of one holding x sees every cell of the
// other holding x. Only the sets listed with a set under a unit and a
// value (nearALS) can share one with it.
func (b *board) alsLinks() ([]alSet, *alsGraph) {
	sets := b.alsTables()
	as := b.as
	g := &as.graph
	if as.linksOK {
		return sets, g
	}
	as.linksOK = true
	w, stride := b.cs.words, b.size+1
	g.pairs = g.pairs[:0]
	for i := range sets {
		ci := as.cells[i*w : (i+1)*w]
		b.nearALS(sets, i)
		for wi := (i + 1) / 64; wi < len(as.near); wi++ {
			for m := as.near[wi]; m != 0; m &= m - 1 {
				j := wi*64 + lowBit64(m)
				if j <= i {
					continue
				}
				cj := as.cells[j*w : (j+1)*w]
				overlap := false
				for k := range ci {
					overlap = overlap || ci[k]&cj[k] != 0
				}
				if overlap {
					continue
				}
				var rcc uint32
				for xs := sets[i].cands & sets[j].cands; xs != 0; xs &= xs - 1 {
					x := lowBit(xs)
					all := as.seeAll[(i*stride+x)*w : (i*stride+x+1)*w]
					xb := as.candBits[x*w : (x+1)*w]
					ok := true
					for k := range cj {
						ok = ok && cj[k]&xb[k]&^all[k] == 0
					}
					if ok {
						rcc |= 1 << uint(x)
					}
				}
				if rcc != 0 {
					g.pairs = append(g.pairs, alsPair{int32(i), int32(j), rcc})
				}
			}
		}
	}
	// Both ends of each pair into links, by a counting sort.
	g.start = resize32(g.start, len(sets)+1)
	clear(g.start)
	for _, p := range g.pairs {
		g.start[p.i+1]++
		g.start[p.j+1]++
	}
	for i := range sets {
		g.start[i+1] += g.start[i]
	}
	if need := 2 * len(g.pairs); cap(g.links) < need {
		g.links = make([]alsLink, need)
	}
	g.links = g.links[:2*len(g.pairs)]
	g.next = resize32(g.next, len(sets))
	copy(g.next, g.start)
	// pairs are ordered by i then j, so each set's links come out ordered
	// by the other set: first those below it (as j), then above (as i).
	for _, p := range g.pairs {
		g.links[g.next[p.j]] = alsLink{p.i, p.rcc}
		g.next[p.j]++
	}
	for _, p := range g.pairs {
		g.links[g.next[p.i]] = alsLink{p.j, p.rcc}
		g.next[p.i]++
	}
	return sets, g
}

// linksOf returns the links of set i.
func (g *alsGraph) linksOf(i int) []alsLink { return g.links[g.start[i]:g.start[i+1]] }

// resize32 returns s with length n, reusing its array when it can.
func resize32(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

// alsXYWing looks for an ALS-XY-Wing that removes something.
func (b *board) alsXYWing() bool {
	sets, g := b.alsLinks()
	as, w := b.as, b.cs.words
	for c := range sets {
		links := g.linksOf(c)
		if len(links) < 2 {
			continue
		}
		for i, la := range links {
			a := int(la.set)
			ra := as.reach[a]
			if ra == 0 {
				continue
			}
			ca := as.cells[a*w : (a+1)*w]
			for _, lb := range links[i+1:] {
				bb := int(lb.set)
				// A value z both reach, other than x and y.
				zs := ra & as.reach[bb]
				if zs == 0 || bits.OnesCount32(la.rcc|lb.rcc) < 2 {
					continue // no z, or x = y
				}
				cb := as.cells[bb*w : (bb+1)*w]
				overlap := false
				for k := range ca {
					overlap = overlap || ca[k]&cb[k] != 0
				}
				if overlap {
					continue
				}
				for xs := la.rcc; xs != 0; xs &= xs - 1 {
					x := lowBit(xs)
					for ys := lb.rcc &^ (1 << uint(x)); ys != 0; ys &= ys - 1 {
						y := lowBit(ys)
						if z := zs &^ (1<<uint(x) | 1<<uint(y)); z != 0 && b.alsWingElims(a, bb, c, x, y, z) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// appendSet appends the cells of set i to the step's cells and closes
// a group.
func (b *board) appendSet(i int) {
	set := &b.as.sets[i]
	for _, p := range set.cells[:set.n] {
		b.st.cells = append(b.st.cells, int(p))
	}
	b.st.groups = append(b.st.groups, len(b.st.cells))
}

// alsWingElims records the ALS-XY-Wing of sets a and bb joined through c
// by x and y, if some value of zs can be removed.
func (b *board) alsWingElims(a, bb, c, x, y int, zs uint32) bool {
	if !b.alsEndElims(ALSXYWing, a, bb, zs) {
		return false
	}
	for _, s := range [3]int{a, bb, c} {
		b.appendSet(s)
	}
	b.st.nodeVals = append(b.st.nodeVals, x, y)
	b.sortElims()
	return true
}

// writeALSXYWing writes "als-xy-wing: r1c1, r1c2 and r5c5 through r3c3,
// restricted commons 4 and 7,".
func writeALSXYWing(b *strings.Builder, s *Step) {
	if len(s.Groups) != 3 || len(s.Values) != 2 {
		writeNamed(b, s)
		return
	}
	b.WriteString("als-xy-wing: ")
	writeCells(b, s.Size, s.Groups[0])
	b.WriteString(" and ")
	writeCells(b, s.Size, s.Groups[1])
	b.WriteString(" through ")
	writeCells(b, s.Size, s.Groups[2])
	b.WriteString(", restricted commons ")
	b.WriteByte(sudoku.Symbol(s.Values[0]))
	b.WriteString(" and ")
	b.WriteByte(sudoku.Symbol(s.Values[1]))
	b.WriteByte(',')
}
