package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the almost locked sets: n cells of one unit holding
// n+1 values between them. Two such sets A and B with no cell in common
// are joined by a restricted common value x when every cell of A holding
// x sees every cell of B holding x: x is then in at most one of them, so
// the other is locked, and of any other value z they share one holds z.
// A cell that sees every cell of A and B holding z loses z (ALS-XZ).

// maxALSCells is the most cells of an almost locked set searched: larger
// sets are hard for a person to see, and their number grows fast.
const maxALSCells = 4

// alSet is an almost locked set: its cells, its unit and its values.
type alSet struct {
	cells [maxALSCells]int16
	n     int
	cands uint32
}

// alsScratch is the scratch space of the ALS search, made when first
// needed. Cell sets are bit sets of words words (see colorScratch).
type alsScratch struct {
	sets     []alSet
	candBits []uint64 // per value v: the cells holding it, at [v*words ...]
	// Per set i: its cells at cells[i*words ...], and for each value v the
	// cells that see all its cells holding v at seeAll[(i*(N+1)+v)*words ...].
	cells  []uint64
	seeAll []uint64
	// Per set i: the values z of which some cell outside it, seeing all
	// its cells holding z, holds z; only those can be removed.
	reach []uint32
	// byUnit[u*(N+1)+x]: the sets whose cells holding x all lie in unit
	// u (see indexALS); near: a bit set of sets (see nearALS).
	byUnit [][]int32
	near   []uint64
	hold   []unitList // per set i and value x, at i*(N+1)+x: unitsHolding
	// The tables above are those of the state with stamp (see
	// board.stamp) when tablesOK; the links (see alsLinks) when linksOK.
	stamp             uint64
	tablesOK, linksOK bool
	graph             alsGraph
	blossom           blossomScratch
	chain             alsChainScratch
}

// collectALS lists the almost locked sets of every unit, up to
// maxALSCells cells, in b.as.sets.
func (b *board) collectALS() []alSet {
	if b.as == nil {
		b.as = &alsScratch{}
	}
	as := b.as
	as.sets = as.sets[:0]
	var pick [maxALSCells]int16
	for u := range b.nunit {
		var cells [25]int16
		k := 0
		for _, c := range b.unit(u) {
			if b.cand[c] != 0 {
				cells[k] = c
				k++
			}
		}
		b.alsPick(cells[:k], pick[:0], 0, 0)
	}
	return as.sets
}

// alsPick extends pick with cells from cells[start:], keeping each set of
// n cells whose values number n+1.
func (b *board) alsPick(cells, pick []int16, start int, union uint32) {
	if len(pick) > 0 && bits.OnesCount32(union) == len(pick)+1 {
		var s alSet
		copy(s.cells[:], pick)
		s.n, s.cands = len(pick), union
		b.as.sets = append(b.as.sets, s)
	}
	if len(pick) == maxALSCells {
		return
	}
	for i := start; i < len(cells); i++ {
		u := union | b.cand[cells[i]]
		if bits.OnesCount32(u) > maxALSCells+1 {
			continue
		}
		b.alsPick(cells, append(pick, cells[i]), i+1, u)
	}
}

// alsTables lists the almost locked sets (collectALS) and works out, as
// bit sets, each set's cells and, for each of its values, the cells that
// see all its cells holding it, and the index of sets by unit and value
// (indexALS). It does so once per candidate state: ALS-XZ, the ALS-XY-Wing,
// ALS chains and Death Blossoms share them.
func (b *board) alsTables() []alSet {
	stamp := b.stamp()
	if b.as != nil && b.as.tablesOK && b.as.stamp == stamp {
		return b.as.sets
	}
	sets := b.collectALS()
	as := b.as
	as.stamp, as.tablesOK, as.linksOK = stamp, true, false
	cs := b.colorScratch() // for the peer bit sets
	w, stride := cs.words, b.size+1
	if need := stride * w; len(as.candBits) < need {
		as.candBits = make([]uint64, need)
	}
	clear(as.candBits)
	for c, m := range b.cand[:b.ncell] {
		for ; m != 0; m &= m - 1 {
			as.candBits[lowBit(m)*w+c/64] |= 1 << (uint(c) % 64)
		}
	}
	if need := len(sets) * w; len(as.cells) < need {
		as.cells = make([]uint64, need)
	}
	if need := len(sets) * stride * w; len(as.seeAll) < need {
		as.seeAll = make([]uint64, need)
	}
	if len(as.reach) < len(sets) {
		as.reach = make([]uint32, len(sets))
	}
	for i := range sets {
		set := &sets[i]
		as.reach[i] = 0
		cells := as.cells[i*w : (i+1)*w]
		clear(cells)
		for _, p := range set.cells[:set.n] {
			cells[p/64] |= 1 << (uint(p) % 64)
		}
		for vs := set.cands; vs != 0; vs &= vs - 1 {
			v := lowBit(vs)
			all := as.seeAll[(i*stride+v)*w : (i*stride+v+1)*w]
			for k := range all {
				all[k] = ^uint64(0)
			}
			for _, p := range set.cells[:set.n] {
				if b.cand[p]&(1<<uint(v)) != 0 {
					peers := cs.peers[int(p)*w : (int(p)+1)*w]
					for k := range all {
						all[k] &= peers[k]
					}
				}
			}
			vb := as.candBits[v*w : (v+1)*w]
			for k := range all {
				if all[k]&vb[k] != 0 {
					as.reach[i] |= 1 << uint(v)
					break
				}
			}
		}
	}
	b.indexALS(sets)
	return sets
}

// stamp returns a number that changes whenever a candidate is removed
// or the state is loaded or restored (see ver).
func (b *board) stamp() uint64 {
	if b.touched != 0 {
		b.updateVer()
	}
	var s uint64
	for _, v := range b.ver[1 : b.size+1] {
		s += v
	}
	return s
}

// alsXZ looks for two almost locked sets with a restricted common value
// x and another common value z that a cell outside them, seeing all
// their cells holding z, can lose. The tables of alsTables make each
// pair of sets cost a few word operations.
func (b *board) alsXZ() bool {
	sets := b.alsTables()
	as, w, stride := b.as, b.cs.words, b.size+1
	near := as.near
	for i := range sets {
		ri := as.reach[i]
		if ri == 0 {
			continue
		}
		ci := as.cells[i*w : (i+1)*w]
		b.nearALS(sets, i)
		for wi := (i + 1) / 64; wi < len(near); wi++ {
			for m := near[wi]; m != 0; m &= m - 1 {
				j := wi*64 + lowBit64(m)
				if j <= i {
					continue
				}
				// A value z both sets reach (and so hold), besides x.
				zs := ri & as.reach[j]
				if zs == 0 {
					continue
				}
				common := sets[i].cands & sets[j].cands
				if bits.OnesCount32(common) < 2 {
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
				for xs := common; xs != 0; xs &= xs - 1 {
					x := lowBit(xs)
					if zs&^(1<<uint(x)) == 0 {
						continue
					}
					// Restricted: j's cells holding x all see all of i's.
					all := as.seeAll[(i*stride+x)*w : (i*stride+x+1)*w]
					xb := as.candBits[x*w : (x+1)*w]
					ok := true
					for k := range cj {
						ok = ok && cj[k]&xb[k]&^all[k] == 0
					}
					if ok && b.alsElims(&sets[i], &sets[j], i, j, x, common&^(1<<uint(x))) {
						return true
					}
				}
			}
		}
	}
	return false
}

// unitList is a list of at most three units.
type unitList struct {
	u [3]int16
	n int8
}

// unitsHolding returns the units that hold every cell of set s holding
// value x (at most three), in out.
func (b *board) unitsHolding(s *alSet, x int, out *[3]int16) []int16 {
	k := 0
	bit := uint32(1) << uint(x)
	first := true
	for _, p := range s.cells[:s.n] {
		if b.cand[p]&bit == 0 {
			continue
		}
		pu := b.cellUnits[3*int(p) : 3*int(p)+3]
		if first {
			k = copy(out[:], pu)
			first = false
			continue
		}
		kept := 0
		for _, u := range out[:k] {
			if u == pu[0] || u == pu[1] || u == pu[2] {
				out[kept] = u
				kept++
			}
		}
		k = kept
	}
	return out[:k]
}

// indexALS lists, for each unit u and value x, the sets whose cells
// holding x all lie in u, in the order of sets. A restricted common value
// x of two sets makes their cells holding x see one another, so they all
// lie in one unit (cells that see one another share a row, a column or a
// box): each set of a pair with a restricted common value is then listed
// with the other under one unit.
func (b *board) indexALS(sets []alSet) {
	as, stride := b.as, b.size+1
	if need := b.nunit * stride; len(as.byUnit) < need {
		as.byUnit = make([][]int32, need)
	}
	for k := range as.byUnit {
		as.byUnit[k] = as.byUnit[k][:0]
	}
	if need := len(sets) * stride; len(as.hold) < need {
		as.hold = make([]unitList, need+need/2)
	}
	for j := range sets {
		for xs := sets[j].cands; xs != 0; xs &= xs - 1 {
			x := lowBit(xs)
			h := &as.hold[j*stride+x]
			h.n = int8(len(b.unitsHolding(&sets[j], x, &h.u)))
			for _, u := range h.u[:h.n] {
				k := int(u)*stride + x
				as.byUnit[k] = append(as.byUnit[k], int32(j))
			}
		}
	}
	if need := (len(sets) + 63) / 64; len(as.near) < need {
		as.near = make([]uint64, need)
	}
	as.near = as.near[:(len(sets)+63)/64]
}

// nearALS sets b.as.near to the sets after set i listed with it under a
// unit and a value (see indexALS): the only ones that may share a
// restricted common value with it.
func (b *board) nearALS(sets []alSet, i int) {
	as, stride := b.as, b.size+1
	clear(as.near)
	for xs := sets[i].cands; xs != 0; xs &= xs - 1 {
		x := lowBit(xs)
		h := &as.hold[i*stride+x]
		for _, u := range h.u[:h.n] {
			list := as.byUnit[int(u)*stride+x]
			for k := len(list) - 1; k >= 0 && int(list[k]) > i; k-- {
				j := list[k]
				as.near[j/64] |= 1 << (uint(j) % 64)
			}
		}
	}
}

// alsElims records the ALS-XZ step of sets a and c (number i and j) with
// restricted common value x if some value of zs can be removed.
func (b *board) alsElims(a, c *alSet, i, j, x int, zs uint32) bool {
	if !b.alsEndElims(ALSXZ, i, j, zs) {
		return false
	}
	for _, p := range a.cells[:a.n] {
		b.st.cells = append(b.st.cells, int(p))
	}
	b.st.groups = append(b.st.groups, len(b.st.cells))
	for _, p := range c.cells[:c.n] {
		b.st.cells = append(b.st.cells, int(p))
	}
	b.st.groups = append(b.st.groups, len(b.st.cells))
	b.st.values = 1 << uint(x)
	b.sortElims()
	return true
}

// alsEndElims records as eliminations, for each value z of zs, the
// candidates z of the cells that see every cell of sets a and c holding
// z, starting a step of technique t at the first; it reports whether
// there were any.
func (b *board) alsEndElims(t Technique, a, c int, zs uint32) bool {
	w, stride := b.cs.words, b.size+1
	as := b.as
	first := true
	for ; zs != 0; zs &= zs - 1 {
		z := lowBit(zs)
		zb := as.candBits[z*w : (z+1)*w]
		sa := as.seeAll[(a*stride+z)*w : (a*stride+z+1)*w]
		sc := as.seeAll[(c*stride+z)*w : (c*stride+z+1)*w]
		for k := range zb {
			for m := zb[k] & sa[k] & sc[k]; m != 0; m &= m - 1 {
				if first {
					b.begin(t)
					first = false
				}
				b.eliminate(k*64+lowBit64(m), 1<<uint(z))
			}
		}
	}
	return !first
}

// writeALSXZ writes "als-xz: r1c1, r1c2 and r5c5, restricted common 4,".
func writeALSXZ(b *strings.Builder, s *Step) {
	if len(s.Groups) != 2 || len(s.Values) != 1 {
		writeNamed(b, s)
		return
	}
	b.WriteString("als-xz: ")
	writeCells(b, s.Size, s.Groups[0])
	b.WriteString(" and ")
	writeCells(b, s.Size, s.Groups[1])
	b.WriteString(", restricted common ")
	b.WriteByte(sudoku.Symbol(s.Values[0]))
	b.WriteByte(',')
}
