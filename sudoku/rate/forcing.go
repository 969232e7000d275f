package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

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
	b.touched = b.all
	b.touchAllUnits()
	b.broken = false
	b.posValid, b.segValid = false, false
	b.singles, b.singleHead = b.singles[:0], 0
	b.houses, b.houseHead = b.houses[:0], 0
}

// propagate places v in cell c and follows singles until they stop or a
// contradiction shows (b.broken); for a forcing net (b.sc.net) also
// locked candidates and pairs when singles stop. It returns the number of
// placements and net steps.
func (b *board) propagate(c, v int) int {
	b.singles, b.singleHead = b.singles[:0], 0
	b.houses, b.houseHead = b.houses[:0], 0
	b.place(c, v)
	placed := 1
	for b.empty > 0 && !b.broken {
		if !b.fullHouse() && !b.broken && !b.nakedSingle() && !b.broken && !b.hiddenSingle() {
			if b.broken || !b.sc.net || !b.netStep() {
				break
			}
			placed++
			continue
		}
		if b.broken {
			break
		}
		b.place(b.st.cell, b.st.value)
		placed++
	}
	return placed
}

// forcingChain tries the cells with two candidates, then the units where
// a value has two places, then three of each, up to maxForcingCands.
func (b *board) forcingChain() bool {
	if b.box > maxForcingBox {
		return false
	}
	stride := b.size + 1
	for k := 2; k <= maxForcingCands; k++ {
		for c, m := range b.cand[:b.ncell] {
			if bits.OnesCount32(m) == k && b.forceCell(c, m) {
				return true
			}
		}
		b.positions()
		for u := range b.nunit {
			for v := 1; v <= b.size; v++ {
				if pos := b.unitPos[u*stride+v]; bits.OnesCount32(pos) == k && b.forceUnit(u, v, pos) {
					return true
				}
			}
		}
	}
	return false
}

// forceCell follows each candidate of cell c (candidates m): a
// contradiction removes the candidate, and a placement every candidate
// leads to is made.
func (b *board) forceCell(c int, m uint32) bool {
	var branches [maxForcingCands][2]int
	k := 0
	for vs := m; vs != 0; vs &= vs - 1 {
		branches[k] = [2]int{c, lowBit(vs)}
		k++
	}
	if !b.forceBranches(branches[:k]) {
		return false
	}
	if len(b.st.cells) == 2 { // every branch agreed
		b.st.cells[0] = c
		b.st.values = m
	}
	return true
}

// forceUnit follows each place of value v in unit u (places pos): a
// place whose assumption leads to a contradiction loses v, and a
// placement every place leads to is made.
func (b *board) forceUnit(u, v int, pos uint32) bool {
	var branches [maxForcingCands][2]int
	k := 0
	cells := b.unit(u)
	for m := pos; m != 0; m &= m - 1 {
		branches[k] = [2]int{int(cells[lowBit(m)]), v}
		k++
	}
	if !b.forceBranches(branches[:k]) {
		return false
	}
	if len(b.st.cells) == 2 { // every branch agreed
		p := b.st.cells[1]
		b.st.cells = b.st.cells[:0]
		for _, br := range branches[:k] {
			b.st.cells = append(b.st.cells, br[0])
		}
		b.st.cells = append(b.st.cells, p)
		b.st.units = append(b.st.units, u)
		b.st.values = 1 << uint(v)
	}
	return true
}

// forceBranches follows each assumption (cell, value) of branches, one
// of which holds, through singles. When one leads to a contradiction,
// the step removes it (cells: its cell); when all fill a cell p alike,
// the step removes p's other candidates (cells: the first branch's cell
// and p; value: p's value). It reports whether there is a step.
func (b *board) forceBranches(branches [][2]int) bool {
	sc := b.scratch()
	s := &sc.snap
	b.save(s)
	for i, br := range branches {
		c, v := br[0], br[1]
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
		if i == 0 {
			copy(s.common, b.val)
			s.branchPlaced = placed
		} else {
			for j, w := range s.common {
				if w != 0 && b.val[j] != w {
					s.common[j] = 0
				}
			}
			s.branchPlaced = max(s.branchPlaced, placed)
		}
		b.restore(s)
	}
	for p, w := range s.common {
		if w == 0 || s.val[p] != 0 {
			continue
		}
		b.requeue()
		b.begin(ForcingChain)
		b.eliminate(p, b.cand[p]&^(1<<uint(w)))
		if len(b.st.elims) == 0 {
			continue // p is one of the branches' own cells
		}
		b.st.cells = append(b.st.cells, branches[0][0], p)
		b.st.value = int(w)
		b.st.se = ForcingChain.tenths() + 5 + seLength(s.branchPlaced)
		return true
	}
	b.requeue()
	return false
}

// writeForcing writes a forcing chain or net: "forcing chain: r1c1 = 5
// leads by singles to a contradiction,", "forcing chain: r1c1 = each of
// {2,5} leads by singles to r3c3 = 7," or "forcing chain: 4 in row 1 at
// each of r1c1, r1c5 leads by singles to r3c3 = 7,"; a net leads "by
// singles, locked candidates and naked pairs".
func writeForcing(b *strings.Builder, s *Step) {
	if len(s.Cells) == 0 || len(s.Values) == 0 {
		writeNamed(b, s)
		return
	}
	by := " leads by singles to "
	if s.Technique == ForcingNet {
		by = " leads by singles, locked candidates and naked pairs to "
	}
	b.WriteString(s.Technique.String())
	b.WriteString(": ")
	if len(s.Cells) == 1 {
		b.WriteString(cellName(s.Size, s.Cells[0]))
		b.WriteString(" = ")
		b.WriteByte(sudoku.Symbol(s.Values[0]))
		b.WriteString(by)
		b.WriteString("a contradiction,")
		return
	}
	last := s.Cells[len(s.Cells)-1]
	if len(s.Units) == 1 {
		b.WriteByte(sudoku.Symbol(s.Values[0]))
		b.WriteString(" in ")
		b.WriteString(s.Units[0].String())
		b.WriteString(" at each of ")
		writeCells(b, s.Size, s.Cells[:len(s.Cells)-1])
	} else {
		b.WriteString(cellName(s.Size, s.Cells[0]))
		b.WriteString(" = each of ")
		writeSet(b, s.Values)
	}
	b.WriteString(by)
	b.WriteString(cellName(s.Size, last))
	b.WriteString(" = ")
	b.WriteByte(sudoku.Symbol(s.Value))
	b.WriteByte(',')
}
