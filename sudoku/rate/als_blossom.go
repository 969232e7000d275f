package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the Death Blossom: a stem cell whose every candidate d
// has a petal, an almost locked set holding d whose cells holding d all
// see the stem. The stem is one of its values, so that petal loses it
// and is locked: it holds all its other values. The petals share a value
// z the stem lacks, so one of them holds z, and a cell seeing all their
// cells holding z loses z.

// maxBlossomStem is the most candidates of a Death Blossom's stem: with
// more, the petals multiply past what a person follows. A stem of two
// candidates is not searched: it is a cell {x,y} as the middle set of an
// ALS-XY-Wing, which comes first.
const maxBlossomStem = 3

// blossomScratch is the Death Blossom's scratch: for each candidate of
// the stem under way, the sets that can be its petal.
type blossomScratch struct {
	petals [maxBlossomStem][]int32
	pick   [maxBlossomStem]int32
	target [maxBlossomStem + 1][]uint64 // the cells that may lose z, after each petal
	seen   []uint32                     // per set: epoch when listed for the candidate under way
	epoch  uint32
}

// deathBlossom looks for a Death Blossom that removes something.
func (b *board) deathBlossom() bool {
	sets := b.alsTables()
	if len(sets) < 2 {
		return false
	}
	bs, w := &b.as.blossom, b.cs.words
	for k := range bs.target {
		if len(bs.target[k]) < w {
			bs.target[k] = make([]uint64, w)
		}
	}
	if len(bs.seen) < len(sets) {
		bs.seen = make([]uint32, len(sets)+len(sets)/2)
		bs.epoch = 0
	}
	for s, m := range b.cand[:b.ncell] {
		if bits.OnesCount32(m) == maxBlossomStem && b.blossomAt(s, m) {
			return true
		}
	}
	return false
}

// blossomAt tries the stem s with candidates m.
func (b *board) blossomAt(s int, m uint32) bool {
	as, bs := b.as, &b.as.blossom
	w, stride := b.cs.words, b.size+1
	peers := b.cs.peers[s*w : (s+1)*w]
	zs := b.all &^ m
	i := 0
	for ds := m; ds != 0; ds &= ds - 1 {
		d := lowBit(ds)
		db := as.candBits[d*w : (d+1)*w]
		bs.petals[i] = bs.petals[i][:0]
		bs.epoch++
		if bs.epoch == 0 {
			clear(bs.seen)
			bs.epoch = 1
		}
		var union uint32
		// A petal's cells holding d see the stem, so they lie in one of
		// the stem's units (sets of other units meet its peers in one of
		// them): the petals are among the sets indexed under those.
		for _, u := range b.cellUnits[3*s : 3*s+3] {
			for _, j := range as.byUnit[int(u)*stride+d] {
				if bs.seen[j] == bs.epoch {
					continue
				}
				bs.seen[j] = bs.epoch
				if as.reach[j]&zs == 0 {
					continue
				}
				cells := as.cells[int(j)*w : (int(j)+1)*w]
				ok := cells[s/64]&(1<<(uint(s)%64)) == 0
				for k := range cells {
					ok = ok && cells[k]&db[k]&^peers[k] == 0
				}
				if ok {
					bs.petals[i] = append(bs.petals[i], j)
					union |= as.reach[j]
				}
			}
		}
		zs &= union
		if zs == 0 {
			return false
		}
		i++
	}
	for ; zs != 0; zs &= zs - 1 {
		z := lowBit(zs)
		copy(bs.target[0][:w], as.candBits[z*w:(z+1)*w])
		if b.blossomPick(s, m, z, 0, i) {
			return true
		}
	}
	return false
}

// blossomPick chooses the petal of the stem's k-th candidate, holding z,
// apart from the petals chosen before, keeping the cells that see all
// their cells holding z; at the last it records the step if some are
// left.
func (b *board) blossomPick(s int, m uint32, z, k, n int) bool {
	as, bs := b.as, &b.as.blossom
	w, stride := b.cs.words, b.size+1
	cur := bs.target[k][:w]
	if k == n {
		b.begin(DeathBlossom)
		for i, x := range cur {
			for ; x != 0; x &= x - 1 {
				b.eliminate(i*64+lowBit64(x), 1<<uint(z))
			}
		}
		b.st.cells = append(b.st.cells, s)
		b.st.groups = append(b.st.groups, 1)
		b.st.nodeVals = append(b.st.nodeVals, z)
		for ds := m; ds != 0; ds &= ds - 1 {
			b.st.nodeVals = append(b.st.nodeVals, lowBit(ds))
		}
		for _, j := range bs.pick[:n] {
			b.appendSet(int(j))
		}
		b.sortElims()
		return true
	}
	next := bs.target[k+1][:w]
next:
	for _, j := range bs.petals[k] {
		if as.reach[j]&(1<<uint(z)) == 0 {
			continue
		}
		cj := as.cells[int(j)*w : (int(j)+1)*w]
		for _, o := range bs.pick[:k] {
			co := as.cells[int(o)*w : (int(o)+1)*w]
			for i := range cj {
				if cj[i]&co[i] != 0 {
					continue next
				}
			}
		}
		see := as.seeAll[(int(j)*stride+z)*w : (int(j)*stride+z+1)*w]
		any := false
		for i := range next {
			next[i] = cur[i] & see[i]
			any = any || next[i] != 0
		}
		if !any {
			continue
		}
		bs.pick[k] = j
		if b.blossomPick(s, m, z, k+1, n) {
			return true
		}
	}
	return false
}

// writeDeathBlossom writes "death blossom: stem r1c2 {5,6,9}, petals 5:
// r1c7, r4c7; 6: r4c2; 9: r1c9, common 3,".
func writeDeathBlossom(b *strings.Builder, s *Step) {
	if len(s.Groups) < 3 || len(s.Groups[0]) != 1 || len(s.Values) != len(s.Groups) {
		writeNamed(b, s)
		return
	}
	b.WriteString("death blossom: stem ")
	b.WriteString(cellName(s.Size, s.Groups[0][0]))
	b.WriteByte(' ')
	writeSet(b, s.Values[1:])
	b.WriteString(", petals")
	for i, g := range s.Groups[1:] {
		if i > 0 {
			b.WriteByte(';')
		}
		b.WriteByte(' ')
		b.WriteByte(sudoku.Symbol(s.Values[1+i]))
		b.WriteString(": ")
		writeCells(b, s.Size, g)
	}
	b.WriteString(", common ")
	b.WriteByte(sudoku.Symbol(s.Values[0]))
	b.WriteByte(',')
}
