package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the coloring techniques. For one value, the conjugate
// pairs (the only two places of the value in a unit) join cells into
// clusters; in a cluster exactly one of two colors, alternating along
// the pairs, holds the value in all its cells.

// colorScratch is the scratch space of the coloring search, made when
// first needed. Cell sets are bit sets of words words.
type colorScratch struct {
	words  int
	peers  []uint64 // the peers of cell c at [c*words : (c+1)*words]
	color  []int8   // per cell: 0, or 1 + 2*cluster + color
	sets   []uint64 // per cluster color k: its cells at [2k*words ...]
	sees   []uint64 // per cluster color k: the cells that see one of them
	cand   []uint64 // the cells holding the value
	tmp    []uint64
	queue  []int32
	nclust int
	// nclustOf[v]: the number of clusters of value v when ver[v] was
	// nclustVer[v] (see board.ver); multi colors needs two.
	nclustOf  []int32
	nclustVer []uint64
}

func (b *board) colorScratch() *colorScratch {
	if b.cs == nil {
		w := (b.ncell + 63) / 64
		cs := &colorScratch{
			words: w,
			peers: make([]uint64, b.ncell*w),
			color: make([]int8, b.ncell),
			cand:  make([]uint64, w),
			tmp:   make([]uint64, w),
			queue: make([]int32, 0, b.ncell),

			nclustOf:  make([]int32, b.size+1),
			nclustVer: make([]uint64, b.size+1),
		}
		for c := range b.ncell {
			for _, p := range b.peersOf(c) {
				cs.peers[c*w+int(p)/64] |= 1 << (uint(p) % 64)
			}
		}
		b.cs = cs
	}
	return b.cs
}

// set and seen return the cells of cluster color k, and the cells that
// see one of them.
func (cs *colorScratch) set(k int) []uint64  { return cs.sets[k*cs.words : (k+1)*cs.words] }
func (cs *colorScratch) seen(k int) []uint64 { return cs.sees[k*cs.words : (k+1)*cs.words] }

// clusters colors the conjugate-pair clusters of value v: cs.color,
// cs.sets, cs.sees and cs.cand. Clusters of one pair are left out: their
// colors are those of a pointing or claiming, or of nothing.
func (b *board) clusters(v int) *colorScratch {
	cs := b.colorScratch()
	b.positions()
	w := cs.words
	bit := uint32(1) << uint(v)
	clear(cs.color)
	clear(cs.cand)
	for c, m := range b.cand[:b.ncell] {
		if m&bit != 0 {
			cs.cand[c/64] |= 1 << (uint(c) % 64)
		}
	}
	cs.nclust = 0
	for s, m := range b.cand[:b.ncell] {
		if m&bit == 0 || cs.color[s] != 0 {
			continue
		}
		k := cs.nclust
		if need := (2*k + 2) * w; len(cs.sets) < need {
			cs.sets = append(cs.sets, make([]uint64, need-len(cs.sets))...)
			cs.sees = append(cs.sees, make([]uint64, need-len(cs.sees))...)
		}
		clear(cs.set(2 * k))
		clear(cs.set(2*k + 1))
		clear(cs.seen(2 * k))
		clear(cs.seen(2*k + 1))
		cs.color[s] = int8(1 + 2*k)
		queue := append(cs.queue[:0], int32(s))
		for qi := 0; qi < len(queue); qi++ {
			c := int(queue[qi])
			col := int(cs.color[c]) - 1
			for _, u := range b.cellUnits[3*c : 3*c+3] {
				p, q, ok := b.conjugate(int(u), v)
				if !ok {
					continue
				}
				if p == c {
					p = q
				}
				if cs.color[p] == 0 {
					cs.color[p] = int8(1 + (col ^ 1))
					queue = append(queue, int32(p))
				}
			}
		}
		cs.queue = queue
		if len(queue) < 3 { // a lone pair, or a lone cell
			for _, c := range queue {
				cs.color[c] = -1
			}
			continue
		}
		for _, c := range queue {
			col := int(cs.color[c]) - 1
			cs.set(col)[c/64] |= 1 << (uint(c) % 64)
			orInto(cs.seen(col), cs.peers[int(c)*w:(int(c)+1)*w])
		}
		cs.nclust++
	}
	if b.touched != 0 {
		b.updateVer()
	}
	cs.nclustOf[v], cs.nclustVer[v] = int32(cs.nclust), b.ver[v]
	return cs
}

func orInto(dst, src []uint64) {
	for i := range dst {
		dst[i] |= src[i]
	}
}

// andInto sets dst to a ∧ b ∧ c (any of b, c nil for all ones) and
// reports whether it is not empty.
func andInto(dst, a, b, c []uint64) bool {
	any := false
	for i := range dst {
		x := a[i]
		if b != nil {
			x &= b[i]
		}
		if c != nil {
			x &= c[i]
		}
		dst[i] = x
		any = any || x != 0
	}
	return any
}

// colorElims records the removal of v from the cells of set, and the
// colors k (and l, for multi colors; -1 otherwise) as the pattern.
func (b *board) colorElims(t Technique, v int, set []uint64, k, l int) bool {
	b.begin(t)
	bit := uint32(1) << uint(v)
	for i, x := range set {
		for ; x != 0; x &= x - 1 {
			c := i*64 + lowBit64(x)
			if b.cand[c]&bit != 0 {
				b.eliminate(c, bit)
			}
		}
	}
	if len(b.st.elims) == 0 {
		return false
	}
	cs := b.cs
	for _, cl := range [2]int{k, l} {
		if cl < 0 {
			continue
		}
		for col := 2 * cl; col < 2*cl+2; col++ {
			for i, x := range cs.set(col) {
				for ; x != 0; x &= x - 1 {
					b.st.cells = append(b.st.cells, i*64+lowBit64(x))
				}
			}
			b.st.groups = append(b.st.groups, len(b.st.cells))
		}
	}
	b.st.values = bit
	return true
}

// simpleColors looks, value by value and cluster by cluster, for a color
// two of whose cells see each other (a wrap: that color is false, its
// cells lose the value), then for cells outside the cluster that see
// both colors (a trap: they lose the value).
func (b *board) simpleColors() bool {
	for v := 1; v <= b.size; v++ {
		if b.isClean(vsSimpleColors, v) {
			continue
		}
		cs := b.clusters(v)
		for k := range cs.nclust {
			for col := 2 * k; col < 2*k+2; col++ {
				if andInto(cs.tmp, cs.set(col), cs.seen(col), nil) {
					return b.colorElims(SimpleColors, v, cs.set(col), k, -1)
				}
			}
			if andInto(cs.tmp, cs.seen(2*k), cs.seen(2*k+1), cs.cand) && b.colorElims(SimpleColors, v, cs.tmp, k, -1) {
				return true
			}
		}
		b.setClean(vsSimpleColors, v)
	}
	return false
}

// multiColors looks for two clusters of one value where a color x of
// the first sees a color y of the second: x and y are not both true, so
// their other colors are not both false, and a cell seeing both of those
// loses the value; or where a color sees both colors of the other
// cluster, so that it is false and its cells lose the value.
func (b *board) multiColors() bool {
	for v := 1; v <= b.size; v++ {
		if b.isClean(vsMultiColors, v) {
			continue
		}
		// Fewer than two clusters, as simple colors found on this state:
		// nothing to find.
		if cs := b.colorScratch(); cs.nclustVer[v] == b.ver[v] && cs.nclustOf[v] < 2 {
			b.setClean(vsMultiColors, v)
			continue
		}
		cs := b.clusters(v)
		for k := range cs.nclust {
			for l := range cs.nclust {
				if l == k {
					continue
				}
				for x := 2 * k; x < 2*k+2; x++ {
					// x sees both colors of cluster l: x is false.
					if andInto(cs.tmp, cs.set(x), cs.seen(2*l), nil) && andInto(cs.tmp, cs.set(x), cs.seen(2*l+1), nil) {
						if b.colorElims(MultiColors, v, cs.set(x), k, l) {
							return true
						}
					}
					if l < k {
						continue
					}
					for y := 2 * l; y < 2*l+2; y++ {
						if !andInto(cs.tmp, cs.set(x), cs.seen(y), nil) {
							continue
						}
						xo, yo := x^1, y^1
						if andInto(cs.tmp, cs.seen(xo), cs.seen(yo), cs.cand) && b.colorElims(MultiColors, v, cs.tmp, k, l) {
							return true
						}
					}
				}
			}
		}
		b.setClean(vsMultiColors, v)
	}
	return false
}

func lowBit64(x uint64) int { return bits.TrailingZeros64(x) }

// writeColors writes simple or multi colors: "simple colors 4: r1c1,
// r5c5 / r1c5" (the two colors of a cluster), then " and " the second
// cluster's for multi colors.
func writeColors(b *strings.Builder, s *Step) {
	if len(s.Groups) < 2 || len(s.Values) != 1 {
		writeNamed(b, s)
		return
	}
	b.WriteString(s.Technique.String())
	b.WriteByte(' ')
	b.WriteByte(sudoku.Symbol(s.Values[0]))
	b.WriteString(": ")
	for i, g := range s.Groups {
		switch {
		case i == 2:
			b.WriteString(" and ")
		case i%2 == 1:
			b.WriteString(" / ")
		}
		writeCells(b, s.Size, g)
	}
}
