package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the fish: X-Wing, Swordfish and Jellyfish, plain and
// finned.

// fish looks, for each value, for k rows (then k columns) in which the
// value fits only in the same k columns (rows): the other cells of those
// columns (rows) lose the value.
func (b *board) fish(k int) bool {
	t := XWing
	switch k {
	case 3:
		t = Swordfish
	case 4:
		t = Jellyfish
	}
	b.ss.kind, b.ss.k, b.ss.t = searchFish, k, t
	b.positions()
	n, stride := b.size, b.size+1
	vs := vsFish + k - 2
	for v := 1; v <= n; v++ {
		if b.isClean(vs, v) {
			continue
		}
		for dir := range 2 { // 0: base rows, cover columns; 1: the other way
			list, masks := b.list[:0], b.masks[:0]
			for i := range n {
				m := b.unitPos[(dir*n+i)*stride+v]
				if cnt := bits.OnesCount32(m); cnt >= 2 && cnt <= k {
					list = append(list, i)
					masks = append(masks, m)
				}
			}
			b.list, b.masks = list, masks
			if len(list) < k {
				continue
			}
			b.ss.dir, b.ss.bit = dir, uint32(1)<<uint(v)
			if b.subsets(0, 0, 0) {
				return true
			}
		}
		b.setClean(vs, v)
	}
	return false
}

func (b *board) tryFish(union uint32) bool {
	n, dir, bit := b.size, b.ss.dir, b.ss.bit
	b.begin(b.ss.t)
	var base uint32
	for _, i := range b.ss.pick[:b.ss.k] {
		base |= 1 << uint(b.list[i])
	}
	cover := (1 - dir) * n
	for m := union; m != 0; m &= m - 1 {
		for i, c := range b.unit(cover + lowBit(m)) {
			if b.cand[c]&bit == 0 {
				continue
			}
			if base&(1<<uint(i)) != 0 {
				b.st.cells = append(b.st.cells, int(c))
			} else {
				b.eliminate(int(c), bit)
			}
		}
	}
	if len(b.st.elims) == 0 {
		return false
	}
	for _, i := range b.ss.pick[:b.ss.k] {
		b.st.units = append(b.st.units, dir*n+b.list[i])
	}
	for m := union; m != 0; m &= m - 1 {
		b.st.units = append(b.st.units, cover+lowBit(m))
	}
	b.st.values = bit
	b.sortStep()
	return true
}

// maxFins is the most fins a finned fish may have: more make a pattern a
// person does not see as a fish.
const maxFins = 4

// finnedFish looks, for each value, for k base rows (then columns) whose
// places for the value lie in k cover columns (rows) but for some fins,
// all in one box: either a fin holds the value or the base lines make a
// fish, so the cells of the cover lines in the fin box, outside the base
// lines, lose it. A sashimi fish, whose base line keeps only fins, is one
// too.
func (b *board) finnedFish(k int) bool {
	t := [...]Technique{FinnedXWing, FinnedSwordfish, FinnedJellyfish}[k-2]
	b.positions()
	n, stride := b.size, b.size+1
	vs := vsFinned + k - 2
	for v := 1; v <= n; v++ {
		if b.isClean(vs, v) {
			continue
		}
		bit := uint32(1) << uint(v)
		for dir := range 2 {
			list := b.list[:0]
			for i := range n {
				m := b.unitPos[(dir*n+i)*stride+v]
				if cnt := bits.OnesCount32(m); cnt >= 1 && cnt <= k+maxFins {
					list = append(list, i)
				}
			}
			b.list = list
			if len(list) < k {
				continue
			}
			var pick [4]int
			if b.finnedPick(t, k, dir, v, bit, list, pick[:0], 0) {
				return true
			}
		}
		b.setClean(vs, v)
	}
	return false
}

// finnedPick chooses the base lines of a finned fish, in increasing order
// from list[start:], and tries each choice.
func (b *board) finnedPick(t Technique, k, dir, v int, bit uint32, list []int, pick []int, start int) bool {
	if len(pick) == k {
		return b.tryFinned(t, k, dir, v, bit, pick)
	}
	if len(pick) > 0 && !b.finnable(k, dir, v, pick) {
		return false
	}
	for i := start; i <= len(list)-(k-len(pick)); i++ {
		if b.finnedPick(t, k, dir, v, bit, list, append(pick, list[i]), i+1) {
			return true
		}
	}
	return false
}

// finnable reports whether the base lines pick, part of a choice of k,
// can still make a finned fish: the lines with more than k places (which
// must hold fins) lie in one band (stack) of lines, since the fins lie in
// one box, and outside some stack (band) of the cross lines their places
// fit in fewer than k cross lines.
func (b *board) finnable(k, dir, v int, pick []int) bool {
	n, box, stride := b.size, b.box, b.size+1
	var union uint32
	band := -1
	for _, l := range pick {
		m := b.unitPos[(dir*n+l)*stride+v]
		union |= m
		if bits.OnesCount32(m) > k {
			if band >= 0 && l/box != band {
				return false
			}
			band = l / box
		}
	}
	for s := range box {
		stack := uint32(1<<uint(box)-1) << uint(s*box)
		if bits.OnesCount32(union&^stack) < k {
			return true
		}
	}
	return false
}

// tryFinned tries base lines pick with the fins in each box they cross.
func (b *board) tryFinned(t Technique, k, dir, v int, bit uint32, pick []int) bool {
	n, box, stride := b.size, b.box, b.size+1
	var union uint32
	var lines finLines
	for i, l := range pick {
		lines.pos[i] = b.unitPos[(dir*n+l)*stride+v]
		lines.band[i] = l / box
		union |= lines.pos[i]
	}
	if bits.OnesCount32(union) <= k {
		return false // a plain fish, or fewer places than lines
	}
	for s := range box { // the stack (band) of cross lines holding the fins
		stack := uint32(1<<uint(box)-1) << uint(s*box)
		outside := union &^ stack
		need := k - bits.OnesCount32(outside)
		if need <= 0 {
			continue // no cover line passes through the fin box
		}
		// Choose need cover lines among the stack's lines in union.
		for sub := union & stack; ; sub = (sub - 1) & (union & stack) {
			if bits.OnesCount32(sub) == need && b.finnedWith(t, dir, v, bit, pick, &lines, outside|sub, union&stack&^sub, s) {
				return true
			}
			if sub == 0 {
				break
			}
		}
	}
	return false
}

// finLines holds, for each base line of a finned fish, the places of its
// value and the band (stack) of lines it is in.
type finLines struct {
	pos  [4]uint32
	band [4]int
}

// finnedWith records the finned fish on base lines pick (lines holds
// their places and bands) and cover lines cover (a mask of cross lines),
// whose fins are the base lines' places in the cross lines finMask, all
// in stack (band) s of the cross lines, if the fins lie in one box and
// remove something.
func (b *board) finnedWith(t Technique, dir, v int, bit uint32, pick []int, lines *finLines, cover, finMask uint32, s int) bool {
	n, box, stride := b.size, b.box, b.size+1
	band, fins := -1, 0
	var base uint32
	for i, l := range pick {
		base |= 1 << uint(l)
		f := lines.pos[i] & finMask
		if f == 0 {
			continue
		}
		if band >= 0 && lines.band[i] != band {
			return false // fins in two boxes
		}
		band = lines.band[i]
		fins += bits.OnesCount32(f)
	}
	if fins == 0 || fins > maxFins {
		return false
	}
	// The cells the fish can take: on the cover lines through the fin
	// box, in its band (stack) of base-direction lines, off the base lines.
	inBand := uint32(1<<uint(box)-1) << uint(band*box) &^ base
	stack := uint32(1<<uint(box)-1) << uint(s*box)
	cross := (1 - dir) * n
	some := false
	for m := cover & stack; m != 0 && !some; m &= m - 1 {
		some = b.unitPos[(cross+lowBit(m))*stride+v]&inBand != 0
	}
	if !some {
		return false
	}
	finBox := 2*n + band*box + s // a unit number
	if dir == 1 {
		finBox = 2*n + s*box + band
	}
	b.begin(t)
	for m := cover; m != 0; m &= m - 1 {
		for i, c := range b.unit(cross + lowBit(m)) {
			if b.cand[c]&bit == 0 || base&(1<<uint(i)) != 0 {
				continue
			}
			if int(b.cellUnits[3*int(c)+2]) == finBox {
				b.eliminate(int(c), bit)
			}
		}
	}
	if len(b.st.elims) == 0 {
		return false
	}
	for _, l := range pick {
		line := b.unit(dir*n + l)
		for m := b.unitPos[(dir*n+l)*stride+v]; m != 0; m &= m - 1 {
			c := int(line[lowBit(m)])
			if finMask&(1<<uint(lowBit(m))) != 0 {
				b.st.fins = append(b.st.fins, c)
			} else {
				b.st.cells = append(b.st.cells, c)
			}
		}
		b.st.units = append(b.st.units, dir*n+l)
	}
	for m := cover; m != 0; m &= m - 1 {
		b.st.units = append(b.st.units, cross+lowBit(m))
	}
	b.st.values = bit
	b.sortStep()
	return true
}

// writeFish writes a fish, plain or finned: "r1c1, r1c9, r9c1, r9c9:
// x-wing 5 in columns 1, 9 and rows 1, 9", then ", fin r2c8" and the like.
func writeFish(b *strings.Builder, s *Step) {
	writeNamed(b, s)
	if len(s.Values) > 0 {
		b.WriteByte(' ')
		b.WriteByte(sudoku.Symbol(s.Values[0]))
	}
	k := len(s.Units) / 2
	if k > 0 {
		b.WriteString(" in ")
		writeLines(b, s.Units[:k])
		b.WriteString(" and ")
		writeLines(b, s.Units[k:])
	}
	if len(s.Fins) > 0 {
		b.WriteString(", fin")
		if len(s.Fins) > 1 {
			b.WriteByte('s')
		}
		b.WriteByte(' ')
		writeCells(b, s.Size, s.Fins)
	}
}
