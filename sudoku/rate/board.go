package rate

import (
	"cmp"
	"math/bits"
	"slices"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/units"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// board holds the tables of one box size, built once, and the candidate
// state of the puzzle being solved, reused from puzzle to puzzle.
//
// Units are those of internal/units: rows 0..N-1, columns N..2N-1, boxes
// 2N..3N-1, a box's cells listed row by row. Values are bits 1..N of a uint32
// (N ≤ 25).
type board struct {
	box, size, ncell, nunit int
	all                     uint32 // bits 1..N

	unitCells []int16 // the cells of unit u at [u*N : u*N+N]
	cellUnits []int16 // the row, column and box units of cell c at [3c : 3c+3]
	cellIdx   []uint8 // the place of cell c in each of those units
	npeer     int
	peers     []int16 // the peers of cell c, increasing, at [c*npeer : (c+1)*npeer]

	// State of the puzzle being solved.
	// cand is changed only by load, place, apply and restore, which note
	// the values they change in touched (see ver) and the units in
	// unitVer.
	val        []uint8  // placed values, 0 when empty
	given      []bool   // the puzzle's givens (avoidable rectangles tell them from placed values)
	cand       []uint32 // candidates of empty cells, 0 for filled cells
	unitEmpty  []int16  // empty cells per unit
	unitPlaced []uint32 // values placed per unit
	empty      int      // empty cells
	broken     bool     // a contradiction was seen: the puzzle has no solution
	noUnique   bool     // the uniqueness techniques are off
	// deadline, when set, is the end of the rating's budget (see
	// Rater.Budget); the dynamic forcing chains stop looking past it.
	deadline time.Time

	// Cells that have come down to one candidate, and units to one empty
	// cell, in the order they did: every empty cell with one candidate is
	// in singles[singleHead:] and every unit with one empty cell in
	// houses[houseHead:], besides entries that are out of date.
	singles, houses       []int16
	singleHead, houseHead int

	st     step          // the step found last
	sc     *chainScratch // chain and forcing scratch, made when first needed
	sec    *seScratch    // Sudoku Explainer's chaining scratch, made when first needed
	cs     *colorScratch // coloring scratch, made when first needed
	as     *alsScratch   // almost locked sets, made when first needed
	links2 [3]twoLink    // the two-link chains of the pass under way, by shape
	ss     subsetSearch  // the subset search under way

	// unitPos[u*(N+1)+v]: the places (bits 0..N-1, in the unit's order)
	// where value v fits in unit u; valid while posValid.
	unitPos  []uint32
	posValid bool
	// rowSeg[r*n+k]: the candidates of row r in its k-th box (n is the box
	// size); colSeg the same for columns; valid while segValid.
	rowSeg, colSeg []uint32
	segValid       bool
	// Per unit, a count that grows whenever a candidate of one of its
	// cells changes, and what the subset searches know (see unitClean).
	unitVer []uint64
	uc      unitClean
	rl      rectList // the uniqueness techniques' rectangles

	// ver[v] changes whenever value v loses a candidate (or the state is
	// loaded or restored): the values that did since ver was last brought
	// up to date are the bits of touched. clean[s][v] == ver[v] records
	// that the per-value search s found nothing for v in the state as it
	// is, so that it need not look at v again.
	touched uint32
	ver     [sudoku.MaxBox*sudoku.MaxBox + 1]uint64
	clean   [numValueSearches][sudoku.MaxBox*sudoku.MaxBox + 1]uint64

	// Scratch.
	mark    []uint32 // mark[c] == epoch: cell c seen in this search
	epoch   uint32
	list    []int
	masks   []uint32
	seSaved []uint32 // singleAfter's candidates, to restore
}

// step is the internal form of a Step, with slices reused from step to
// step.
type step struct {
	tech        Technique
	cell, value int   // placement; cell is -1 for eliminations
	units       []int // unit numbers
	cells       []int
	values      uint32 // the pattern's values, unless nodeVals has them
	// nodeVals are the pattern's values when their order says something,
	// and Step.Values lists them as they are: the value of each node of a
	// chain (cells holds their cells); x, y and z of a wing; the values
	// of the ALS steps and of a unique rectangle 3 (see Step.Values).
	nodeVals []int
	fins     []int  // finned fish: the fins
	groups   []int  // coloring: where each color's cells end in cells
	se       int    // the step's difficulty on Sudoku Explainer's scale, in tenths
	seRule   seRule // the rule of Sudoku Explainer's path that found it, if not a registry row
	elims    []Candidate
}

func newBoard(box int) *board {
	n := box * box
	b := &board{box: box, size: n, ncell: n * n, nunit: 3 * n}
	b.all = (uint32(1)<<uint(n) - 1) << 1
	t := units.For(box)
	b.unitCells = t.Cells // shared: never written
	b.cellUnits = make([]int16, 3*b.ncell)
	b.cellIdx = make([]uint8, 3*b.ncell)
	for c := range b.ncell {
		r, col := c/n, c%n
		for k, u := range t.Of[3*c : 3*c+3] {
			b.cellUnits[3*c+k] = int16(u)
		}
		b.cellIdx[3*c] = uint8(col)
		b.cellIdx[3*c+1] = uint8(r)
		b.cellIdx[3*c+2] = uint8((r%box)*box + col%box)
	}
	b.npeer = 2*(n-1) + (box-1)*(box-1)
	b.peers = make([]int16, 0, b.ncell*b.npeer)
	for c := range b.ncell {
		for d := range b.ncell {
			if d != c && b.sees(c, d) {
				b.peers = append(b.peers, int16(d))
			}
		}
	}
	b.val = make([]uint8, b.ncell)
	b.given = make([]bool, b.ncell)
	b.cand = make([]uint32, b.ncell)
	b.unitEmpty = make([]int16, b.nunit)
	b.unitPlaced = make([]uint32, b.nunit)
	b.mark = make([]uint32, b.ncell)
	b.singles = make([]int16, 0, b.ncell)
	b.houses = make([]int16, 0, b.nunit)
	b.list = make([]int, 0, n)
	b.masks = make([]uint32, 0, n)
	b.unitPos = make([]uint32, b.nunit*(n+1))
	b.rowSeg = make([]uint32, n*box)
	b.colSeg = make([]uint32, n*box)
	b.unitVer = make([]uint64, b.nunit)
	b.uc = newUnitClean(n, box)
	b.st.units = make([]int, 0, 8)
	b.st.cells = make([]int, 0, 16)
	b.st.elims = make([]Candidate, 0, 64)
	b.st.nodeVals = make([]int, 0, 32)
	return b
}

// The per-value searches: for each value v in turn, a search whose
// outcome depends on v's candidates alone. A search that finds nothing
// for v marks it clean, and skips it while it stays so.
const (
	vsFish         = iota // basic fish of k lines at vsFish+k-2
	vsFinned       = vsFish + 3
	vsTwoLinks     = vsFinned + 3
	vsEmptyRect    = vsTwoLinks + 1
	vsSimpleColors = vsEmptyRect + 1
	vsMultiColors  = vsSimpleColors + 1
	vsXChain       = vsMultiColors + 1

	numValueSearches = vsXChain + 1
)

// isClean reports whether search s found nothing for value v in the
// current state.
func (b *board) isClean(s, v int) bool {
	if b.touched != 0 {
		b.updateVer()
	}
	return b.clean[s][v] == b.ver[v]
}

// setClean records that search s found nothing for value v.
func (b *board) setClean(s, v int) {
	if b.touched != 0 {
		b.updateVer()
	}
	b.clean[s][v] = b.ver[v]
}

// updateVer brings ver up to date with touched.
func (b *board) updateVer() {
	for m := b.touched; m != 0; m &= m - 1 {
		b.ver[bits.TrailingZeros32(m)]++
	}
	b.touched = 0
}

// sees reports whether cells c and d share a unit (a cell sees itself).
func (b *board) sees(c, d int) bool {
	cu, du := b.cellUnits[3*c:3*c+3], b.cellUnits[3*d:3*d+3]
	return cu[0] == du[0] || cu[1] == du[1] || cu[2] == du[2]
}

func (b *board) unit(u int) []int16 { return b.unitCells[u*b.size : (u+1)*b.size] }

func (b *board) peersOf(c int) []int16 { return b.peers[c*b.npeer : (c+1)*b.npeer] }

// exportUnit converts unit number u.
func (b *board) exportUnit(u int) Unit {
	return Unit{Kind: UnitKind(u / b.size), Index: u % b.size}
}

// load sets the state to the puzzle g, which must have the board's box size
// and valid givens.
func (b *board) load(g *sudoku.Grid) {
	clear(b.unitPlaced)
	for u := range b.unitEmpty {
		b.unitEmpty[u] = int16(b.size)
	}
	b.empty = b.ncell
	b.broken = false
	b.posValid, b.segValid = false, false
	b.touched = b.all
	b.touchAllUnits()
	cells := g.Cells()
	for c, v := range cells {
		b.val[c] = v
		b.given[c] = v != 0
		if v == 0 {
			continue
		}
		bit := uint32(1) << v
		for _, u := range b.cellUnits[3*c : 3*c+3] {
			b.unitPlaced[u] |= bit
			b.unitEmpty[u]--
		}
		b.empty--
	}
	for c, v := range cells {
		if v != 0 {
			b.cand[c] = 0
			continue
		}
		u := b.cellUnits[3*c : 3*c+3]
		b.cand[c] = b.all &^ (b.unitPlaced[u[0]] | b.unitPlaced[u[1]] | b.unitPlaced[u[2]])
	}
	b.requeue()
}

// requeue rebuilds the queues of singles and full houses from the state,
// and notes a contradiction (an empty cell without candidates).
func (b *board) requeue() {
	b.singles, b.singleHead = b.singles[:0], 0
	b.houses, b.houseHead = b.houses[:0], 0
	for c, m := range b.cand[:b.ncell] {
		if b.val[c] != 0 {
			continue
		}
		if m == 0 {
			b.broken = true
		} else if m&(m-1) == 0 {
			b.singles = append(b.singles, int16(c))
		}
	}
	for u, n := range b.unitEmpty {
		if n == 1 {
			b.houses = append(b.houses, int16(u))
		}
	}
}

// remove takes the values in bit out of the candidates of the empty cell
// p, noting when it comes down to one candidate, or none. Its callers
// mark the values and units changed (see ver, unitVer): it stays small
// enough to inline.
func (b *board) remove(p int, bit uint32) {
	old := b.cand[p]
	if old&bit == 0 {
		return
	}
	m := old &^ bit
	b.cand[p] = m
	if m == 0 {
		b.broken = true
	} else if m&(m-1) == 0 && old&(old-1) != 0 {
		b.singles = append(b.singles, int16(p))
	}
}

// place puts v in the empty cell c and removes v from its peers.
func (b *board) place(c, v int) {
	bit := uint32(1) << uint(v)
	b.val[c] = uint8(v)
	b.touched |= b.cand[c] | bit // v, which the peers lose, and c's candidates
	b.cand[c] = 0
	b.touchUnits(c)
	for _, p := range b.peersOf(c) {
		if b.cand[p]&bit != 0 {
			b.touchUnits(int(p))
			b.remove(int(p), bit)
		}
	}
	for _, u := range b.cellUnits[3*c : 3*c+3] {
		b.unitPlaced[u] |= bit
		b.unitEmpty[u]--
		if b.unitEmpty[u] == 1 {
			b.houses = append(b.houses, u)
		}
	}
	b.empty--
}

// apply carries out the step in b.st.
func (b *board) apply() {
	b.posValid, b.segValid = false, false
	if b.st.cell >= 0 {
		b.place(b.st.cell, b.st.value)
		return
	}
	for _, e := range b.st.elims {
		b.touchUnits(e.Cell)
		b.remove(e.Cell, 1<<uint(e.Value))
		b.touched |= 1 << uint(e.Value)
	}
}

// export returns b.st as a Step with slices of its own.
func (b *board) export() Step {
	s := Step{Technique: b.st.tech, Size: b.size, Cell: b.st.cell, Value: b.st.value, Difficulty: float64(b.st.se) / 10}
	if b.st.cell >= 0 && b.st.tech != Guess {
		if len(b.st.units) > 0 {
			s.Units = []Unit{b.exportUnit(b.st.units[0])}
		}
		return s
	}
	if len(b.st.units) > 0 {
		s.Units = make([]Unit, len(b.st.units))
		for i, u := range b.st.units {
			s.Units[i] = b.exportUnit(u)
		}
	}
	if len(b.st.cells) > 0 {
		s.Cells = slices.Clone(b.st.cells)
	}
	if len(b.st.nodeVals) > 0 { // values in an order of their own
		s.Values = slices.Clone(b.st.nodeVals)
	} else {
		for m := b.st.values; m != 0; m &= m - 1 {
			s.Values = append(s.Values, bits.TrailingZeros32(m))
		}
	}
	if len(b.st.fins) > 0 {
		s.Fins = slices.Clone(b.st.fins)
	}
	if len(b.st.groups) > 0 {
		start := 0
		for _, end := range b.st.groups {
			s.Groups = append(s.Groups, s.Cells[start:end:end])
			start = end
		}
	}
	if len(b.st.elims) > 0 {
		s.Eliminations = slices.Clone(b.st.elims)
	}
	return s
}

// begin starts a new step of technique t.
func (b *board) begin(t Technique) {
	b.st.tech = t
	b.st.cell, b.st.value = -1, 0
	b.st.units = b.st.units[:0]
	b.st.cells = b.st.cells[:0]
	b.st.values = 0
	b.st.elims = b.st.elims[:0]
	b.st.nodeVals = b.st.nodeVals[:0]
	b.st.fins = b.st.fins[:0]
	b.st.groups = b.st.groups[:0]
	b.st.se = t.tenths()
	b.st.seRule = seRegistry
}

// placement records a placement step.
func (b *board) placement(t Technique, c, v, unit int) {
	b.begin(t)
	b.st.cell, b.st.value = c, v
	if unit >= 0 {
		b.st.units = append(b.st.units, unit)
	}
}

// eliminate records the removal of the values in mask m from cell c.
func (b *board) eliminate(c int, m uint32) {
	for ; m != 0; m &= m - 1 {
		b.st.elims = append(b.st.elims, Candidate{Cell: c, Value: bits.TrailingZeros32(m)})
	}
}

// sortStep orders the step's cells and eliminations.
func (b *board) sortStep() {
	slices.Sort(b.st.cells)
	b.sortElims()
}

// sortElims orders the step's eliminations by cell, then value.
func (b *board) sortElims() {
	slices.SortFunc(b.st.elims, func(x, y Candidate) int {
		if x.Cell != y.Cell {
			return cmp.Compare(x.Cell, y.Cell)
		}
		return cmp.Compare(x.Value, y.Value)
	})
}

// newEpoch starts a new round of marks.
func (b *board) newEpoch() uint32 {
	b.epoch++
	if b.epoch == 0 {
		clear(b.mark)
		b.epoch = 1
	}
	return b.epoch
}

// positions fills b.unitPos, the places of each value in each unit, unless
// it is up to date.
func (b *board) positions() {
	if b.posValid {
		return
	}
	b.posValid = true
	clear(b.unitPos)
	stride := b.size + 1
	for c, m := range b.cand[:b.ncell] {
		if m == 0 {
			continue
		}
		units, idx := b.cellUnits[3*c:3*c+3], b.cellIdx[3*c:3*c+3]
		for ; m != 0; m &= m - 1 {
			v := lowBit(m)
			for k := range 3 {
				b.unitPos[int(units[k])*stride+v] |= 1 << idx[k]
			}
		}
	}
}
