package rate

import "math/bits"

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
// needed.
type alsScratch struct {
	sets     []alSet
	candBits []uint64 // per value v: the cells holding it, at [v*words ...]
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

// alsXZ looks for two almost locked sets with a restricted common value
// x and another common value z that a cell outside them, seeing all
// their cells holding z, can lose.
func (b *board) alsXZ() bool {
	sets := b.collectALS()
	cs := b.colorScratch() // for the peer bit sets
	w := cs.words
	as := b.as
	if need := (b.size + 1) * w; len(as.candBits) < need {
		as.candBits = make([]uint64, need)
	}
	clear(as.candBits)
	for c, m := range b.cand[:b.ncell] {
		for ; m != 0; m &= m - 1 {
			as.candBits[lowBit(m)*w+c/64] |= 1 << (uint(c) % 64)
		}
	}
	for i := range sets {
		a := &sets[i]
		for j := i + 1; j < len(sets); j++ {
			bs := &sets[j]
			common := a.cands & bs.cands
			if bits.OnesCount32(common) < 2 || b.alsOverlap(a, bs) {
				continue
			}
			for xs := common; xs != 0; xs &= xs - 1 {
				x := lowBit(xs)
				if !b.restricted(a, bs, x) {
					continue
				}
				if b.alsElims(a, bs, x, common&^(1<<uint(x))) {
					return true
				}
			}
		}
	}
	return false
}

func (b *board) alsOverlap(a, c *alSet) bool {
	for _, x := range a.cells[:a.n] {
		for _, y := range c.cells[:c.n] {
			if x == y {
				return true
			}
		}
	}
	return false
}

// restricted reports whether every cell of a holding x sees every cell of
// c holding x.
func (b *board) restricted(a, c *alSet, x int) bool {
	bit := uint32(1) << uint(x)
	for _, p := range a.cells[:a.n] {
		if b.cand[p]&bit == 0 {
			continue
		}
		for _, q := range c.cells[:c.n] {
			if b.cand[q]&bit != 0 && !b.sees(int(p), int(q)) {
				return false
			}
		}
	}
	return true
}

// alsElims records the ALS-XZ step of sets a and c with restricted common
// value x if some value of zs can be removed.
func (b *board) alsElims(a, c *alSet, x int, zs uint32) bool {
	cs := b.cs
	w := cs.words
	b.begin(ALSXZ)
	for ; zs != 0; zs &= zs - 1 {
		z := lowBit(zs)
		bit := uint32(1) << uint(z)
		copy(cs.tmp, b.as.candBits[z*w:(z+1)*w])
		for _, set := range [2]*alSet{a, c} {
			for _, p := range set.cells[:set.n] {
				if b.cand[p]&bit != 0 {
					peers := cs.peers[int(p)*w : (int(p)+1)*w]
					for i := range cs.tmp {
						cs.tmp[i] &= peers[i]
					}
				}
			}
		}
		for i, m := range cs.tmp {
			for ; m != 0; m &= m - 1 {
				b.eliminate(i*64+lowBit64(m), bit)
			}
		}
	}
	if len(b.st.elims) == 0 {
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
