package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the placements: full house, naked and hidden singles,
// and the guess when no technique applies.

// guess records the placement of the solution's value in the empty cell
// with the fewest candidates (the first such cell).
func (b *board) guess(solution []uint8) {
	best, bestN := -1, 99
	for c, m := range b.cand[:b.ncell] {
		if b.val[c] != 0 {
			continue
		}
		if n := bits.OnesCount32(m); n < bestN {
			best, bestN = c, n
		}
	}
	b.placement(Guess, best, int(solution[best]), -1)
	b.st.values = b.cand[best]
}

func lowBit(m uint32) int { return bits.TrailingZeros32(m) }

func single(m uint32) bool { return m != 0 && m&(m-1) == 0 }

// The singles are not internal/units' Singles, which places all it can at
// once: the rater records each single as a step of its own, in turn.

// fullHouse places the last empty cell of a unit, taking the units in
// the order they came down to one empty cell.
func (b *board) fullHouse() bool {
	for b.houseHead < len(b.houses) {
		u := int(b.houses[b.houseHead])
		b.houseHead++
		if b.unitEmpty[u] != 1 {
			continue
		}
		for _, c := range b.unit(u) {
			if b.val[c] != 0 {
				continue
			}
			m := b.cand[c]
			if !single(m) {
				b.broken = true
				return false
			}
			b.placement(FullHouse, int(c), lowBit(m), u)
			return true
		}
	}
	return false
}

// nakedSingle places a cell that has one candidate left, taking the cells
// in the order they came down to one candidate.
func (b *board) nakedSingle() bool {
	for b.singleHead < len(b.singles) {
		c := int(b.singles[b.singleHead])
		b.singleHead++
		if m := b.cand[c]; b.val[c] == 0 && single(m) {
			b.placement(NakedSingle, c, lowBit(m), -1)
			return true
		}
	}
	return false
}

// easiestSingle returns the difficulty, in tenths, of the easiest single
// on the board, at most se: a full house, a hidden single in a box, then
// in a line. It changes nothing.
func (b *board) easiestSingle(se int) int {
	n := b.size
	for k := range b.nunit {
		u := (k + 2*n) % b.nunit // boxes, rows, columns
		if b.unitEmpty[u] == 0 {
			continue
		}
		if b.unitEmpty[u] == 1 {
			return FullHouse.tenths()
		}
		var once, twice uint32
		for _, c := range b.unit(u) {
			m := b.cand[c]
			twice |= once & m
			once |= m
		}
		if once&^twice != 0 {
			if u >= 2*n {
				return min(se, seHiddenSingleBox)
			}
			return min(se, HiddenSingle.tenths())
		}
	}
	return se
}

// seHiddenSingleBox is Sudoku Explainer's difficulty of a hidden single in
// a box, in tenths (one in a line is HiddenSingle's).
const seHiddenSingleBox = 12

// hiddenSingle places a value that fits in one cell of a unit, looking at
// boxes first, then rows, then columns.
func (b *board) hiddenSingle() bool {
	n := b.size
	for k := range b.nunit {
		u := (k + 2*n) % b.nunit // boxes, rows, columns
		if b.unitEmpty[u] == 0 {
			continue
		}
		var once, twice uint32
		for _, c := range b.unit(u) {
			m := b.cand[c]
			twice |= once & m
			once |= m
		}
		if once|b.unitPlaced[u] != b.all {
			b.broken = true // a value has no place left in u
			return false
		}
		x := once &^ twice
		if x == 0 {
			continue
		}
		v := lowBit(x)
		for _, c := range b.unit(u) {
			if b.cand[c]&(1<<uint(v)) != 0 {
				b.placement(HiddenSingle, int(c), v, u)
				if u >= 2*n {
					b.st.se = seHiddenSingleBox
				}
				return true
			}
		}
	}
	return false
}

// writePlaced writes a placement, "r3c5 = 7: hidden single"; a step
// that is not one is written as writeNamed writes it.
func writePlaced(b *strings.Builder, s *Step) bool {
	if s.Cell < 0 {
		writeNamed(b, s)
		return false
	}
	b.WriteString(cellName(s.Size, s.Cell))
	b.WriteString(" = ")
	b.WriteByte(sudoku.Symbol(s.Value))
	b.WriteString(": ")
	b.WriteString(s.Technique.String())
	return true
}

// writePlacedIn writes a full house or hidden single with its unit:
// "r3c5 = 7: hidden single in box 2".
func writePlacedIn(b *strings.Builder, s *Step) {
	if writePlaced(b, s) && len(s.Units) > 0 {
		b.WriteString(" in ")
		b.WriteString(s.Units[0].String())
	}
}

// writeGuess writes "r9c9 = 3: guess from {3,8} (no technique applies)".
func writeGuess(b *strings.Builder, s *Step) {
	if writePlaced(b, s) {
		b.WriteString(" from ")
		writeSet(b, s.Values)
		b.WriteString(" (no technique applies)")
	}
}
