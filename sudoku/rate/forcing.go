package rate

import "math/bits"

// This file holds the forcing chains, the last logic before a guess: each
// candidate of a cell is assumed in turn and followed by singles (full
// houses, naked and hidden singles) until they stop. A candidate whose
// assumption leads to a contradiction is removed; a placement that every
// candidate of the cell leads to is made (its cell loses its other
// candidates).

// maxForcingBox is the largest box size on which forcing chains are
// tried: following every candidate of every cell through singles costs
// too much on 16×16 and 25×25 boards (hundreds of empty cells, each
// assumption filling hundreds), so the rater guesses there instead.
const maxForcingBox = 3

// maxForcingCands is the most candidates of a cell whose assumptions are
// followed: cells with more branch too much for a person to follow.
const maxForcingCands = 4

// snapshot is a saved candidate state.
type snapshot struct {
	val          []uint8
	cand         []uint32
	unitEmpty    []int16
	unitPlaced   []uint32
	empty        int
	common       []uint8 // the placements every branch so far made
	branchPlaced int     // the most placements of a branch
}

func (b *board) save(s *snapshot) {
	if s.val == nil {
		s.val = make([]uint8, b.ncell)
		s.cand = make([]uint32, b.ncell)
		s.unitEmpty = make([]int16, b.nunit)
		s.unitPlaced = make([]uint32, b.nunit)
		s.common = make([]uint8, b.ncell)
	}
	copy(s.val, b.val)
	copy(s.cand, b.cand)
	copy(s.unitEmpty, b.unitEmpty)
	copy(s.unitPlaced, b.unitPlaced)
	s.empty = b.empty
}

func (b *board) restore(s *snapshot) {
	copy(b.val, s.val)
	copy(b.cand, s.cand)
	copy(b.unitEmpty, s.unitEmpty)
	copy(b.unitPlaced, s.unitPlaced)
	b.empty = s.empty
	b.broken = false
	b.posValid, b.segValid = false, false
	b.singles, b.singleHead = b.singles[:0], 0
	b.houses, b.houseHead = b.houses[:0], 0
}

// propagate places v in cell c and follows singles until they stop or a
// contradiction shows (b.broken). It returns the number of placements.
func (b *board) propagate(c, v int) int {
	b.singles, b.singleHead = b.singles[:0], 0
	b.houses, b.houseHead = b.houses[:0], 0
	b.place(c, v)
	placed := 1
	for b.empty > 0 && !b.broken {
		if !b.fullHouse() && !b.broken && !b.nakedSingle() && !b.broken && !b.hiddenSingle() {
			break
		}
		if b.broken {
			break
		}
		b.place(b.st.cell, b.st.value)
		placed++
	}
	return placed
}

// forcingChain tries the cells with two candidates, then three, up to
// maxForcingCands.
func (b *board) forcingChain() bool {
	if b.box > maxForcingBox {
		return false
	}
	for k := 2; k <= maxForcingCands; k++ {
		for c, m := range b.cand[:b.ncell] {
			if bits.OnesCount32(m) == k && b.forceCell(c, m) {
				return true
			}
		}
	}
	return false
}

// forceCell follows each candidate of cell c (candidates m).
func (b *board) forceCell(c int, m uint32) bool {
	sc := b.scratch()
	s := &sc.snap
	b.save(s)
	first := true
	for vs := m; vs != 0; vs &= vs - 1 {
		v := lowBit(vs)
		placed := b.propagate(c, v)
		if b.broken {
			b.restore(s)
			b.requeue()
			b.begin(ForcingChain)
			b.eliminate(c, 1<<uint(v))
			b.st.cells = append(b.st.cells, c)
			b.st.values = 1 << uint(v)
			b.st.se += seLength(placed)
			return true
		}
		if first {
			copy(s.common, b.val)
			s.branchPlaced = placed
			first = false
		} else {
			for i, w := range s.common {
				if w != 0 && b.val[i] != w {
					s.common[i] = 0
				}
			}
			s.branchPlaced = max(s.branchPlaced, placed)
		}
		b.restore(s)
	}
	for p, w := range s.common {
		if w == 0 || s.val[p] != 0 || p == c {
			continue
		}
		b.requeue()
		b.begin(ForcingChain)
		b.eliminate(p, b.cand[p]&^(1<<uint(w)))
		b.st.cells = append(b.st.cells, c, p)
		b.st.values = m
		b.st.value = int(w)
		b.st.se = techniqueInfo[ForcingChain].se + 5 + seLength(s.branchPlaced)
		return true
	}
	b.requeue()
	return false
}
