package rate

// This file lets the naked and hidden subset searches skip the units
// where they found nothing before and nothing they read has changed
// since. They go through the units in order and stop at the first that
// makes progress, so skipping a unit known to make none changes nothing
// of what they find.

// unitClean records, per subset size k (2 to 4) and unit u, the key of
// the state in which a search found nothing in u (0: none recorded).
// Keys are sums of b.unitVer, which only grow, so a key is met again only
// when none of its units changed.
type unitClean struct {
	naked, hidden [3][]uint64
	// deps[u] lists the units crossing u where a naked subset of u may
	// also remove candidates: the boxes of a line, the lines of a box.
	deps [][]int16
}

func newUnitClean(b *board) unitClean {
	var uc unitClean
	for k := range uc.naked {
		uc.naked[k] = make([]uint64, b.nunit)
		uc.hidden[k] = make([]uint64, b.nunit)
	}
	uc.deps = make([][]int16, b.nunit)
	for u := range b.nunit {
		seen := make(map[int16]bool)
		for _, c := range b.unit(u) {
			for _, w := range b.cellUnits[3*int(c) : 3*int(c)+3] {
				if int(w) != u && int(w)/b.size != u/b.size && !seen[w] && b.crossing(u, int(w)) {
					seen[w] = true
					uc.deps[u] = append(uc.deps[u], w)
				}
			}
		}
	}
	return uc
}

// crossing reports whether units u and w share more than one cell, so
// that cells of both may share them both.
func (b *board) crossing(u, w int) bool {
	n := 0
	for _, c := range b.unit(u) {
		for _, d := range b.unit(w) {
			if c == d {
				n++
			}
		}
	}
	return n > 1
}

// touchAllUnits marks every unit changed.
func (b *board) touchAllUnits() {
	for u := range b.unitVer {
		b.unitVer[u]++
	}
}

// nakedKey is the key of what a naked subset search in unit u reads: the
// candidates of u and of the units crossing it.
func (b *board) nakedKey(u int) uint64 {
	key := b.unitVer[u]
	for _, w := range b.uc.deps[u] {
		key += b.unitVer[w]
	}
	return key
}

// touchUnits marks the units of cell c changed.
func (b *board) touchUnits(c int) {
	u := b.cellUnits[3*c : 3*c+3]
	b.unitVer[u[0]]++
	b.unitVer[u[1]]++
	b.unitVer[u[2]]++
}
