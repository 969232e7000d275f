package rate

// This file lets the naked and hidden subset searches skip the units
// where they found nothing before and that have not changed since. They
// go through the units in order and stop at the first that makes
// progress, so skipping a unit known to make none changes nothing of
// what they find.
//
// A subset of a unit is a pattern of the unit's candidates alone; what it
// removes lies in the unit and, for a naked subset, in a unit crossing
// it. Between load and restore candidates are only removed, never added,
// so a unit unchanged since a search found nothing in it has the same
// subsets, and each of them removes a part of what it removed then:
// nothing.

// unitClean records, per subset size k (2 to 4) and unit u, the value of
// b.unitVer[u] when a search found nothing in u (0: none recorded).
// b.unitVer only grows (and load and restore make every unit's grow), so
// a unit's value is met again only while the unit is unchanged.
//
// Sue de Coq, a pattern of a box and a line that removes candidates
// there only, does the same per box and line crossing it (at
// (box*2+dir)*B+i for the i-th row (dir 0) or column (dir 1) of the box;
// B is the box size) with the sum of the two units' values, which is met
// again only while neither changes.
type unitClean struct {
	naked, hidden [3][]uint64
	sdc           []uint64
}

func newUnitClean(size, box int) unitClean {
	var uc unitClean
	for k := range uc.naked {
		uc.naked[k] = make([]uint64, 3*size)
		uc.hidden[k] = make([]uint64, 3*size)
	}
	uc.sdc = make([]uint64, size*2*box)
	return uc
}

// touchAllUnits marks every unit changed.
func (b *board) touchAllUnits() {
	for u := range b.unitVer {
		b.unitVer[u]++
	}
}

// touchUnits marks the units of cell c changed.
func (b *board) touchUnits(c int) {
	u := b.cellUnits[3*c : 3*c+3]
	b.unitVer[u[0]]++
	b.unitVer[u[1]]++
	b.unitVer[u[2]]++
}
