package rate

import "math/bits"

// logicStep looks for the easiest technique (not Guess) that makes
// progress and records it in b.st. It returns false when none does, or
// when a contradiction is seen (b.broken is then set).
func (b *board) logicStep() bool { return b.logicStepUpTo(Guess - 1) }

// logicStepUpTo is logicStep with the techniques up to last only.
func (b *board) logicStepUpTo(last Technique) bool {
	for t := FullHouse; t <= last; t++ {
		var ok bool
		switch t {
		case FullHouse:
			ok = b.fullHouse()
		case NakedSingle:
			ok = b.nakedSingle()
		case HiddenSingle:
			ok = b.hiddenSingle()
		case Pointing:
			ok = b.pointing()
		case Claiming:
			ok = b.claiming()
		case NakedPair:
			ok = b.nakedSubset(2)
		case HiddenPair:
			ok = b.hiddenSubset(2)
		case NakedTriple:
			ok = b.nakedSubset(3)
		case HiddenTriple:
			ok = b.hiddenSubset(3)
		case NakedQuad:
			ok = b.nakedSubset(4)
		case HiddenQuad:
			ok = b.hiddenSubset(4)
		case XWing:
			ok = b.fish(2)
		case Swordfish:
			ok = b.fish(3)
		case XYWing:
			ok = b.xyWing()
		case XYZWing:
			ok = b.xyzWing()
		case Jellyfish:
			ok = b.fish(4)
		case UniqueRectangle1, UniqueRectangle2, UniqueRectangle4:
			ok = !b.noUnique && b.uniqueRectangle(t)
		case UniqueRectangle3:
			ok = !b.noUnique && b.uniqueRectangle3()
		case UniqueRectangle5:
			ok = !b.noUnique && b.uniqueRectangle5()
		case AvoidableRectangle:
			ok = !b.noUnique && b.avoidableRectangle()
		case HiddenRectangle:
			ok = !b.noUnique && b.hiddenRectangle()
		case BUGPlusOne:
			ok = !b.noUnique && b.bugPlusOne()
		case Skyscraper:
			b.scanTwoLinks() // for the next two as well
			ok = b.twoLinks(t)
		case TwoStringKite, TurbotFish:
			ok = b.twoLinks(t)
		case EmptyRectangle:
			ok = b.emptyRectangle()
		case WWing:
			ok = b.wWing()
		case RemotePair:
			ok = b.remotePair()
		case SimpleColors:
			ok = b.simpleColors()
		case MultiColors:
			ok = b.multiColors()
		case FinnedXWing, FinnedSwordfish, FinnedJellyfish:
			ok = b.finnedFish(int(t-FinnedXWing) + 2)
		case SueDeCoq:
			ok = b.sueDeCoq()
		case XChain, XYChain:
			ok = b.chains(t)
		case AIC:
			// Found with XYChain: one search for the shortest chain.
		case ALSXZ:
			ok = b.alsXZ()
		case ALSXYWing:
			ok = b.alsXYWing()
		case GroupedAIC:
			ok = b.groupedChain()
		case ALSChain:
			ok = b.alsChain()
		case DeathBlossom:
			ok = b.deathBlossom()
		case ForcingChain:
			ok = b.forcingChain()
		case ForcingNet:
			ok = b.forcingNet()
		}
		if ok {
			return true
		}
		if b.broken {
			return false
		}
	}
	return false
}

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
			return techniqueInfo[FullHouse].se
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
			return min(se, techniqueInfo[HiddenSingle].se)
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

// segments fills b.rowSeg and b.colSeg, the candidates of each
// intersection of a line and a box, unless they are up to date.
func (b *board) segments() {
	if b.segValid {
		return
	}
	b.segValid = true
	n, box := b.size, b.box
	for line := range n {
		for k := range box {
			var rm, cm uint32
			for j := k * box; j < (k+1)*box; j++ {
				rm |= b.cand[line*n+j]
				cm |= b.cand[j*n+line]
			}
			b.rowSeg[line*box+k] = rm
			b.colSeg[line*box+k] = cm
		}
	}
}

// pointing: in each box, a value whose candidates lie in one row (or
// column) of the box is removed from the rest of that line.
func (b *board) pointing() bool {
	n, box := b.size, b.box
	b.segments()
	for bx := range n {
		br, bc := bx/box, bx%box
		for dir := range 2 { // 0: rows of the box, 1: columns
			seg, k := b.rowSeg, bc // line br*box+i meets the box at its segment k
			if dir == 1 {
				seg, k = b.colSeg, br
			}
			first := br
			if dir == 1 {
				first = bc
			}
			var once, twice uint32
			for i := range box {
				m := seg[(first*box+i)*box+k]
				twice |= once & m
				once |= m
			}
			only := once &^ twice
			if only == 0 {
				continue
			}
			for i := range box {
				line := first*box + i
				x := seg[line*box+k] & only
				if x == 0 {
					continue
				}
				var rest uint32
				for j := range box {
					if j != k {
						rest |= seg[line*box+j]
					}
				}
				if x &= rest; x != 0 {
					return b.lockedElims(Pointing, 2*n+bx, dir*n+line, x&-x)
				}
			}
		}
	}
	return false
}

// claiming: in each row (then column), a value whose candidates lie in one
// box is removed from the rest of that box.
func (b *board) claiming() bool {
	n, box := b.size, b.box
	b.segments()
	for dir := range 2 { // 0: rows, 1: columns
		seg := b.rowSeg
		if dir == 1 {
			seg = b.colSeg
		}
		for line := range n {
			var once, twice uint32
			for k := range box {
				m := seg[line*box+k]
				twice |= once & m
				once |= m
			}
			only := once &^ twice
			if only == 0 {
				continue
			}
			band := line / box // the band (stack) of the line
			for k := range box {
				x := seg[line*box+k] & only
				if x == 0 {
					continue
				}
				var rest uint32
				for i := range box {
					if other := band*box + i; other != line {
						rest |= seg[other*box+k]
					}
				}
				if x &= rest; x != 0 {
					bx := band*box + k
					if dir == 1 {
						bx = k*box + band
					}
					return b.lockedElims(Claiming, dir*n+line, 2*n+bx, x&-x)
				}
			}
		}
	}
	return false
}

// lockedElims records a pointing or claiming step for value bit, whose
// candidates in unit from all lie in unit to, if it removes anything from
// the rest of unit to.
func (b *board) lockedElims(t Technique, from, to int, bit uint32) bool {
	b.begin(t)
	e := b.newEpoch()
	for _, c := range b.unit(from) {
		b.mark[c] = e
		if b.cand[c]&bit != 0 {
			b.st.cells = append(b.st.cells, int(c))
		}
	}
	for _, c := range b.unit(to) {
		if b.mark[c] != e && b.cand[c]&bit != 0 {
			b.eliminate(int(c), bit)
		}
	}
	if len(b.st.elims) == 0 {
		return false
	}
	b.st.units = append(b.st.units, from, to)
	b.st.values = bit
	b.sortStep()
	return true
}

// Kinds of subset search.
const (
	searchNaked  = iota // cells of a unit whose candidates make k values
	searchHidden        // values of a unit whose places make k cells
	searchFish          // lines whose places for a value make k cross lines
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
	}
	return b.tryFish(union)
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

// nakedSubset looks for k cells of a unit whose candidates together are k
// values, which the other cells of every unit shared by the k cells lose.
func (b *board) nakedSubset(k int) bool {
	b.ss.kind, b.ss.k, b.ss.t = searchNaked, k, NakedPair+Technique(2*(k-2))
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
func (b *board) hiddenSubset(k int) bool {
	b.ss.kind, b.ss.k, b.ss.t = searchHidden, k, HiddenPair+Technique(2*(k-2))
	b.positions()
	stride := b.size + 1
	clean := b.uc.hidden[k-2]
	for u := range b.nunit {
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
		clean[u] = b.unitVer[u]
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
