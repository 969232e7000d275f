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
	for u := range b.nunit {
		if int(b.unitEmpty[u]) <= k {
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
	for u := range b.nunit {
		if int(b.unitEmpty[u]) <= k {
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
	for v := 1; v <= n; v++ {
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

// xyWing looks for a pivot {x,y} that sees a pincer {x,z} and a pincer
// {y,z}: every cell that sees both pincers loses z.
func (b *board) xyWing() bool {
	for p, pm := range b.cand[:b.ncell] {
		if bits.OnesCount32(pm) != 2 {
			continue
		}
		peers := b.peersOf(p)
		for _, a := range peers {
			am := b.cand[a]
			if bits.OnesCount32(am) != 2 || !single(am&pm) {
				continue
			}
			xb := am & pm
			zb := am &^ xb
			want := (pm &^ xb) | zb
			for _, c := range peers {
				if b.cand[c] != want {
					continue
				}
				if b.wingElims(XYWing, p, int(a), int(c), zb, false) {
					b.st.wing = [3]int{lowBit(xb), lowBit(pm &^ xb), lowBit(zb)}
					return true
				}
			}
		}
	}
	return false
}

// xyzWing looks for a pivot {x,y,z} that sees a pincer {x,z} and a pincer
// {y,z}: every cell that sees all three loses z.
func (b *board) xyzWing() bool {
	for p, pm := range b.cand[:b.ncell] {
		if bits.OnesCount32(pm) != 3 {
			continue
		}
		peers := b.peersOf(p)
		for i, a := range peers {
			am := b.cand[a]
			if bits.OnesCount32(am) != 2 || am&^pm != 0 {
				continue
			}
			for _, c := range peers[i+1:] {
				cm := b.cand[c]
				if bits.OnesCount32(cm) != 2 || cm&^pm != 0 || cm == am {
					continue
				}
				zb := am & cm
				if b.wingElims(XYZWing, p, int(a), int(c), zb, true) {
					b.st.wing = [3]int{lowBit(am &^ zb), lowBit(cm &^ zb), lowBit(zb)}
					return true
				}
			}
		}
	}
	return false
}

// wingElims records a wing step with pivot p and pincers a and c if some
// cell that sees both pincers (and the pivot, when withPivot) holds z.
func (b *board) wingElims(t Technique, p, a, c int, zb uint32, withPivot bool) bool {
	b.begin(t)
	for _, d := range b.peersOf(a) {
		d := int(d)
		if d == c || d == p || b.cand[d]&zb == 0 || !b.sees(d, c) {
			continue
		}
		if withPivot && !b.sees(d, p) {
			continue
		}
		b.eliminate(d, zb)
	}
	if len(b.st.elims) == 0 {
		return false
	}
	b.st.cells = append(b.st.cells, p, a, c)
	return true
}
