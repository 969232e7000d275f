package rate

import (
	"math/bits"
	"slices"
)

// This file holds the ALS-XY-Wing: three almost locked sets A, B and C
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

// alsWingScratch is the ALS-XY-Wing's scratch: each set's links, at
// links[start[i]:start[i+1]].
type alsWingScratch struct {
	links []alsLink
	start []int32
	next  []int32
	pairs []alsPair
	// The sets whose first cell holding v is c, at
	// byCell[head[v*ncell+c]:head[v*ncell+c+1]].
	head   []int32
	byCell []int32
	rcc    []uint32 // per set: the restricted commons found with the set under way
	touch  []int32  // the sets whose rcc is set
}

// alsPair is a restricted common value between sets i < j.
type alsPair struct {
	i, j int32
	rcc  uint32
}

// alsLinks works out, for every set of b.as.sets, the sets it shares a
// restricted common value with, from the tables alsXZ built. A set j has
// restricted common x with set i when its cells holding x all see i's:
// so its first cell holding x is among the cells that see all of i's,
// and the sets are indexed by that cell to find j from i.
func (b *board) alsLinks() *alsWingScratch {
	as := b.as
	if as.wing == nil {
		as.wing = &alsWingScratch{}
	}
	ws := as.wing
	sets := as.sets
	w, stride, nc := b.cs.words, b.size+1, b.ncell
	ws.head = resize32(ws.head, stride*nc+1)
	clear(ws.head)
	first := func(s *alSet, v int) int {
		bit := uint32(1) << uint(v)
		for _, p := range s.cells[:s.n] {
			if b.cand[p]&bit != 0 {
				return int(p)
			}
		}
		return -1
	}
	for i := range sets {
		for vs := sets[i].cands; vs != 0; vs &= vs - 1 {
			v := lowBit(vs)
			ws.head[v*nc+first(&sets[i], v)+1]++
		}
	}
	for k := 1; k < len(ws.head); k++ {
		ws.head[k] += ws.head[k-1]
	}
	ws.byCell = resize32(ws.byCell, int(ws.head[len(ws.head)-1]))
	ws.next = resize32(ws.next, len(ws.head))
	copy(ws.next, ws.head)
	for i := range sets {
		for vs := sets[i].cands; vs != 0; vs &= vs - 1 {
			v := lowBit(vs)
			k := v*nc + first(&sets[i], v)
			ws.byCell[ws.next[k]] = int32(i)
			ws.next[k]++
		}
	}
	if len(ws.rcc) < len(sets) {
		ws.rcc = make([]uint32, len(sets))
	}
	ws.pairs = ws.pairs[:0]
	for i := range sets {
		ci := as.cells[i*w : (i+1)*w]
		ws.touch = ws.touch[:0]
		for xs := sets[i].cands; xs != 0; xs &= xs - 1 {
			x := lowBit(xs)
			all := as.seeAll[(i*stride+x)*w : (i*stride+x+1)*w]
			xb := as.candBits[x*w : (x+1)*w]
			for k := range all {
				for m := all[k] & xb[k]; m != 0; m &= m - 1 {
					p := k*64 + lowBit64(m)
					for _, j := range ws.byCell[ws.head[x*nc+p]:ws.head[x*nc+p+1]] {
						if int(j) <= i {
							continue
						}
						cj := as.cells[int(j)*w : (int(j)+1)*w]
						ok := true
						for k := range cj {
							ok = ok && cj[k]&xb[k]&^all[k] == 0 && cj[k]&ci[k] == 0
						}
						if ok {
							if ws.rcc[j] == 0 {
								ws.touch = append(ws.touch, j)
							}
							ws.rcc[j] |= 1 << uint(x)
						}
					}
				}
			}
		}
		slices.Sort(ws.touch)
		for _, j := range ws.touch {
			ws.pairs = append(ws.pairs, alsPair{int32(i), j, ws.rcc[j]})
			ws.rcc[j] = 0
		}
	}
	// Counting sort of both ends into links.
	ws.start = resize32(ws.start, len(sets)+1)
	clear(ws.start)
	for _, p := range ws.pairs {
		ws.start[p.i+1]++
		ws.start[p.j+1]++
	}
	for i := range sets {
		ws.start[i+1] += ws.start[i]
	}
	if need := 2 * len(ws.pairs); cap(ws.links) < need {
		ws.links = make([]alsLink, need)
	}
	ws.links = ws.links[:2*len(ws.pairs)]
	ws.next = resize32(ws.next, len(sets))
	copy(ws.next, ws.start)
	for _, p := range ws.pairs {
		ws.links[ws.next[p.i]] = alsLink{p.j, p.rcc}
		ws.next[p.i]++
		ws.links[ws.next[p.j]] = alsLink{p.i, p.rcc}
		ws.next[p.j]++
	}
	return ws
}

// resize32 returns s with length n, reusing its array when it can.
func resize32(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

// alsXYWing looks for an ALS-XY-Wing that removes something. It must run
// right after alsXZ found nothing, on the same candidates: it uses the
// sets and tables alsXZ built, and works out the links (alsLinks).
func (b *board) alsXYWing() bool {
	as := b.as
	if as == nil || len(as.sets) < 3 {
		return false
	}
	ws := b.alsLinks()
	w := b.cs.words
	for c := range as.sets {
		links := ws.links[ws.start[c]:ws.start[c+1]]
		for i, la := range links {
			a := int(la.set)
			ca := as.cells[a*w : (a+1)*w]
			for _, lb := range links[i+1:] {
				bb := int(lb.set)
				zs := as.sets[a].cands & as.sets[bb].cands
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
					ys := lb.rcc &^ (1 << uint(x))
					for ; ys != 0; ys &= ys - 1 {
						y := lowBit(ys)
						if b.alsWingElims(a, bb, c, x, y, zs&^(1<<uint(x)|1<<uint(y))) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// alsWingElims records the ALS-XY-Wing of sets a and bb joined through c
// by x and y, if some value of zs can be removed.
func (b *board) alsWingElims(a, bb, c, x, y int, zs uint32) bool {
	w, stride := b.cs.words, b.size+1
	as := b.as
	first := true
	for ; zs != 0; zs &= zs - 1 {
		z := lowBit(zs)
		zb := as.candBits[z*w : (z+1)*w]
		sa := as.seeAll[(a*stride+z)*w : (a*stride+z+1)*w]
		sb := as.seeAll[(bb*stride+z)*w : (bb*stride+z+1)*w]
		for k := range zb {
			for m := zb[k] & sa[k] & sb[k]; m != 0; m &= m - 1 {
				if first {
					b.begin(ALSXYWing)
					first = false
				}
				b.eliminate(k*64+lowBit64(m), 1<<uint(z))
			}
		}
	}
	if first {
		return false
	}
	for _, s := range [3]int{a, bb, c} {
		set := &as.sets[s]
		for _, p := range set.cells[:set.n] {
			b.st.cells = append(b.st.cells, int(p))
		}
		b.st.groups = append(b.st.groups, len(b.st.cells))
	}
	b.st.nodeVals = append(b.st.nodeVals, x, y)
	b.sortElims()
	return true
}
