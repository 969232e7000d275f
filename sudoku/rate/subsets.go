package rate

import (
	"math/bits"
	"strings"
)

// This file holds the naked and hidden subsets (pairs, triples, quads)
// and the subset search that the fish share.

// Kinds of subset search.
const (
	searchNaked        = iota // cells of a unit whose candidates make k values
	searchHidden              // values of a unit whose places make k cells
	searchFish                // lines whose places for a value make k cross lines
	searchDirectHidden        // hidden, leaving a value one place in a unit (se.go)
)

// subsetSearch is the state of one search for k of b.masks whose union has
// k bits; list[i] is what masks[i] stands for (a cell, a value or a line).
type subsetSearch struct {
	kind, k int
	t       Technique
	unit    int    // naked, hidden: the unit searched
	dir     int    // fish: 0 for base rows, 1 for base columns
	bit     uint32 // fish: the value
	pick    [4]int
}

// subsets tries every choice of b.ss.k of b.masks (indices in increasing
// order in b.ss.pick) whose union has exactly k bits, until trySubset
// records a step.
func (b *board) subsets(start, depth int, union uint32) bool {
	k := b.ss.k
	for i := start; i <= len(b.masks)-(k-depth); i++ {
		u := union | b.masks[i]
		if bits.OnesCount32(u) > k {
			continue
		}
		b.ss.pick[depth] = i
		if depth+1 == k {
			if bits.OnesCount32(u) == k && b.trySubset(u) {
				return true
			}
			continue
		}
		if b.subsets(i+1, depth+1, u) {
			return true
		}
	}
	return false
}

func (b *board) trySubset(union uint32) bool {
	switch b.ss.kind {
	case searchNaked:
		return b.tryNaked(union)
	case searchHidden:
		return b.tryHidden(union)
	case searchDirectHidden:
		return b.tryDirectHidden(union)
	}
	return b.tryFish(union)
}

// nakedSubset looks for k cells of a unit whose candidates together are k
// values, which the other cells of every unit shared by the k cells lose.
func (b *board) nakedSubset(k int) bool {
	b.ss.kind, b.ss.k, b.ss.t = searchNaked, k, [...]Technique{NakedPair, NakedTriple, NakedQuad}[k-2]
	clean := b.uc.naked[k-2]
	for u := range b.nunit {
		if int(b.unitEmpty[u]) <= k {
			continue
		}
		if clean[u] == b.unitVer[u] {
			continue
		}
		list, masks := b.list[:0], b.masks[:0]
		for _, c := range b.unit(u) {
			if m := b.cand[c]; m != 0 && bits.OnesCount32(m) <= k {
				list = append(list, int(c))
				masks = append(masks, m)
			}
		}
		if b.subsetsIn(u, list, masks) {
			return true
		}
		clean[u] = b.unitVer[u]
	}
	return false
}

// subsetsIn looks for a subset of k entries of list (cells or values of
// unit u, with their masks) that makes progress; list and masks become the
// board's scratch for the next unit.
func (b *board) subsetsIn(u int, list []int, masks []uint32) bool {
	b.list, b.masks = list, masks
	if len(list) < b.ss.k {
		return false
	}
	b.ss.unit = u
	return b.subsets(0, 0, 0)
}

func (b *board) tryNaked(union uint32) bool {
	b.begin(b.ss.t)
	e := b.newEpoch()
	for _, i := range b.ss.pick[:b.ss.k] {
		b.st.cells = append(b.st.cells, b.list[i])
		b.mark[b.list[i]] = e
	}
	// The units shared by all k cells.
	for kind := range 3 {
		w := b.cellUnits[3*b.st.cells[0]+kind]
		shared := true
		for _, c := range b.st.cells[1:] {
			if b.cellUnits[3*c+kind] != w {
				shared = false
				break
			}
		}
		if !shared {
			continue
		}
		for _, c := range b.unit(int(w)) {
			if b.mark[c] == e {
				continue
			}
			b.mark[c] = e
			if x := b.cand[c] & union; x != 0 {
				b.eliminate(int(c), x)
			}
		}
	}
	if len(b.st.elims) == 0 {
		return false
	}
	b.st.units = append(b.st.units, b.ss.unit)
	b.st.values = union
	b.sortStep()
	return true
}

// hiddenSubset looks for k values of a unit that fit only in the same k
// cells, which lose every other candidate.
func (b *board) hiddenSubset(k int) bool { return b.hiddenSearch(k, searchHidden) }

// hiddenSearch is the search of hiddenSubset (kind searchHidden) and of
// Sudoku Explainer's direct hidden subsets (searchDirectHidden, which
// takes the boxes first). A unit that the hidden search marked clean has
// no hidden subset that removes anything, so neither search looks at it;
// only the hidden search marks units, as the direct one asks for more.
func (b *board) hiddenSearch(k, kind int) bool {
	b.ss.kind, b.ss.k, b.ss.t = kind, k, [...]Technique{HiddenPair, HiddenTriple, HiddenQuad}[k-2]
	b.positions()
	stride := b.size + 1
	clean := b.uc.hidden[k-2]
	direct := kind == searchDirectHidden
	first := 0
	if direct {
		first = 2 * b.size
	}
	for i := range b.nunit {
		u := i + first
		if u >= b.nunit {
			u -= b.nunit
		}
		if int(b.unitEmpty[u]) <= k || clean[u] == b.unitVer[u] {
			continue
		}
		pos := b.unitPos[u*stride : (u+1)*stride]
		list, masks := b.list[:0], b.masks[:0]
		for v := 1; v <= b.size; v++ {
			if n := bits.OnesCount32(pos[v]); n >= 2 && n <= k {
				list = append(list, v)
				masks = append(masks, pos[v])
			}
		}
		if b.subsetsIn(u, list, masks) {
			return true
		}
		if !direct {
			clean[u] = b.unitVer[u]
		}
	}
	return false
}

func (b *board) tryHidden(union uint32) bool {
	var vals uint32
	for _, i := range b.ss.pick[:b.ss.k] {
		vals |= 1 << uint(b.list[i])
	}
	b.begin(b.ss.t)
	cells := b.unit(b.ss.unit)
	for m := union; m != 0; m &= m - 1 {
		c := int(cells[lowBit(m)])
		b.st.cells = append(b.st.cells, c)
		if x := b.cand[c] &^ vals; x != 0 {
			b.eliminate(c, x)
		}
	}
	if len(b.st.elims) == 0 {
		return false
	}
	b.st.units = append(b.st.units, b.ss.unit)
	b.st.values = vals
	b.sortStep()
	return true
}

// writeNaked writes a naked subset: "r1c4, r1c8: naked pair {2,6}".
func writeNaked(b *strings.Builder, s *Step) {
	writeNamed(b, s)
	b.WriteByte(' ')
	writeSet(b, s.Values)
}

// writeHidden writes a hidden subset:
// "r1c1, r1c2, r1c3: hidden triple {A,B,G} in row 1".
func writeHidden(b *strings.Builder, s *Step) {
	writeNaked(b, s)
	if len(s.Units) > 0 {
		b.WriteString(" in ")
		b.WriteString(s.Units[0].String())
	}
}
