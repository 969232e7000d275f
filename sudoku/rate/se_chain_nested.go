package rate

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// This file holds the top of Sudoku Explainer's scale: its dynamic
// forcing chains (+) and its nested forcing chains. They are the dynamic
// rules of se_chain_dynamic.go (contradiction, double, cell and region)
// at a level above zero: a branch that stalls, with no last candidate of
// a cell and no last place of a value in a unit left to follow, goes on
// with more techniques, applied to the state the branch has reached.
//
//	level 1  Dynamic Forcing Chains (+)        9.0 + length
//	         locked candidates, hidden and naked subsets, fish
//	level 2  Nested Forcing Chains             9.5 + length
//	         and the forcing chains of one assumption (static)
//	level 3                                   10.0 + length
//	         and cell and region forcing chains (static)
//	level 4                                   10.5 + length
//	         and the dynamic forcing chains
//	level 5                                   11.0 + length
//	         and the dynamic forcing chains (+)
//
// At each stall the cheapest technique that concludes anything is taken,
// all it concludes at once. A node it turns off (or on) has as parents
// the nodes off of the candidates that the branch had removed where the
// technique looked: for a locked candidate, the value's other places in
// the box or line; for a naked subset the cells' removed candidates; for
// a hidden subset and a fish the values' removed places in the unit or
// base lines; for an inner chain the removed candidates of the cells of
// its nodes. An inner chain's own nodes count in the complexity of every
// chain through its conclusion (its nest), so that the length scale
// grows with the nesting.

// seMaxLevel is the highest level of the dynamic rules.
const seMaxLevel = 5

// seFound is a conclusion of an inner rule: node x, the complexity of
// its chains, and the cells of their nodes.
type seFound struct {
	x, nodes int32
	cells    [2]uint64
}

// seAdvancedTechs are the techniques of a branch of level 1 and more, in
// the order they are tried.
var seAdvancedTechs = [...]Technique{
	Pointing, Claiming, HiddenPair, NakedPair, XWing, HiddenTriple, NakedTriple,
	Swordfish, HiddenQuad, NakedQuad, Jellyfish,
}

// seLevelRules are the rules of each level above zero: contradiction,
// double, cell, region.
var seLevelRules = [...][4]seRule{
	1: {seDynContradictionPlus, seDynDoublePlus, seDynCellPlus, seDynRegionPlus},
	2: {seNestedContradiction, seNestedDouble, seNestedCell, seNestedRegion},
}

// seLevelRow is the row of Sudoku Explainer's order of the dynamic rules
// of a level.
func seLevelRow(level int) seRow {
	return seRow{find: func(b *board) bool { return b.seLevel(level) }}
}

// seLevel is Sudoku Explainer's dynamic forcing chains of a level above
// zero. Past the budget it finds nothing: the caller guesses instead.
func (b *board) seLevel(level int) bool {
	if b.pastBudget() {
		return false
	}
	s := b.seStart()
	if s == nil {
		return false
	}
	s.level = level
	defer func() { s.level = 0 }()
	base := seDynamicPlus + 5*(level-1)
	r := seLevelRules[min(level, 2)]
	b.seClosures(true, true, r[0], base)
	b.seDoubles(r[1], base)
	b.seForcings(r[2], r[3], base, true)
	return b.seTake(s)
}

// dynamicForcingChain is the registry's row of Sudoku Explainer's
// dynamic forcing chains, level by level, on HoDoKu's path: the step of
// the lowest level that finds one.
func (b *board) dynamicForcingChain() bool {
	if b.box > seMaxChainBoxSE {
		return false
	}
	s := b.seScratch()
	s.first = true
	defer func() { s.first = false }()
	found := b.seDynamic()
	for level := 1; !found && level <= seMaxLevel; level++ {
		found = b.seLevel(level)
	}
	if !found {
		return false
	}
	b.st.tech = DynamicForcingChain
	if c := b.st.cell; c >= 0 {
		// A placement is made, on this path, as the removal of the
		// cell's other candidates.
		b.eliminate(c, b.cand[c]&^(1<<uint(b.st.value)))
		b.st.cell, b.st.value = -1, 0
	}
	return true
}

// writeDynamic writes a dynamic forcing chain's step: "dynamic forcing
// chain, rated 10.4,"; its level shows in the rating.
func writeDynamic(b *strings.Builder, s *Step) {
	fmt.Fprintf(b, "%s, rated %.1f,", s.Technique, s.Difficulty)
}

// seChild returns the board that the techniques of a stalled branch run
// on.
func (b *board) seChild() *board {
	s := b.seScratch()
	if s.child == nil {
		s.child = newBoard(b.box)
		s.child.noUnique = true
		s.child.seScratch().up = s
	}
	return s.child
}

// seLinksUp returns the scratch of the parent board when its links are
// of candidates that include those of b (a child board loaded with a
// branch of the state they are of): b's links between peers are then
// among its parent's, in the same order.
func (b *board) seLinksUp(s *seScratch) *seScratch {
	up := s.up
	if up == nil || len(up.linked) != b.ncell {
		return nil
	}
	for c, m := range b.cand[:b.ncell] {
		if m&^up.linked[c] != 0 {
			return nil
		}
	}
	return up
}

// loadBranch sets the state of ch to that of p with the candidates rem
// in its empty cells.
func (ch *board) loadBranch(p *board, rem []uint32) {
	copy(ch.val, p.val)
	copy(ch.given, p.given)
	for c := range ch.ncell {
		if p.val[c] != 0 {
			ch.cand[c] = 0
		} else {
			ch.cand[c] = rem[c]
		}
	}
	copy(ch.unitEmpty, p.unitEmpty)
	copy(ch.unitPlaced, p.unitPlaced)
	ch.empty = p.empty
	ch.broken = false
	ch.posValid, ch.segValid = false, false
	ch.touched = ch.all
	ch.touchAllUnits()
	ch.requeue()
}

// seAdvance applies to branch br, stalled, the cheapest technique of its
// level that concludes anything, and reports whether it did. What the
// techniques conclude on the branch's state is kept in the memo (see
// se_chain_memo.go).
func (b *board) seAdvance(br *seBranch, level int) bool {
	m := &b.sec.memo
	mark := len(m.nodes)
	i := m.entry(br.rem)
	e := seMemoEntry{tech: seMemoNone, static: -1, staticRes: seMemoNone, dyn: [2]seMemoRef{seMemoNone, seMemoNone}}
	if i >= 0 {
		e = m.entries[i]
	}
	loaded := false
	if e.tech.n < 0 {
		b.seChild().loadBranch(b, br.rem)
		loaded = true
		e.techFound, e.tech = b.seTechs(br, m)
	}
	var r seMemoRef
	switch {
	case e.techFound:
		r = e.tech
	case level >= 2:
		r = b.seInnerMemo(br, level, &e, loaded)
	}
	if i >= 0 {
		m.entries[i] = e
	}
	before := len(br.queue)
	contra := r.n > 0 && b.seApply(br, m, r)
	if i < 0 {
		m.nodes = m.nodes[:mark]
	}
	return contra || len(br.queue) > before
}

// seTechs appends to the memo what the first of seAdvancedTechs that
// concludes anything on the child board, loaded with the state of
// branch br, concludes, and reports whether one did.
func (b *board) seTechs(br *seBranch, m *seMemo) (bool, seMemoRef) {
	ch := b.sec.child
	d := b.sec.dyn
	n := b.size
	r := seMemoRef{off: int32(len(m.nodes))}
	found := false
	for _, t := range seAdvancedTechs {
		if !registry.byID[t].find(ch) {
			continue
		}
		found = true
		d.parents = b.seRuleParents(&ch.st, br, d.parents[:0])
		d.ys = d.ys[:0]
		for _, e := range ch.st.elims {
			d.ys = append(d.ys, int32(2*(e.Cell*n+e.Value-1)))
		}
		m.group(d.parents, 0, d.ys...)
		break
	}
	r.n = int32(len(m.nodes)) - r.off
	return found, r
}

// seInnerMemo returns the conclusions of the inner chains of level on
// the state of branch br, from what entry e knows of the state's stages
// or computed (e learns them); loaded reports the child board holds the
// state.
func (b *board) seInnerMemo(br *seBranch, level int, e *seMemoEntry, loaded bool) seMemoRef {
	switch {
	case e.static > 0 && level > int(e.static):
		return e.staticRes // a static stage below level concluded
	case level == 2 && e.static != -1, level == 3 && e.static == 0:
		return seMemoRef{} // the static stages of level conclude nothing
	case level >= 4 && e.dyn[level-4].n >= 0:
		return e.dyn[level-4]
	}
	from := 1 // the first stage not known to conclude nothing
	switch {
	case level >= 4 && e.static == 0:
		from = 3
	case e.static == -2:
		from = 2
	}
	if !loaded {
		b.seChild().loadBranch(b, br.rem)
	}
	found, stage := b.sec.child.seInner(level, from)
	r := b.seStoreFound(br.rem, found)
	switch {
	case stage == 1 || stage == 2:
		e.static, e.staticRes = int8(stage), r
	case level == 2:
		e.static = -2
	default:
		e.static = 0
		if level >= 4 {
			e.dyn[level-4] = r
		}
	}
	return r
}

// seStoreFound appends to the memo the conclusions found, ordered by
// their complexity, each with the parents it gets when a branch of state
// rem takes them in that order: the candidates removed from the cells of
// its chains, by the branch or by the conclusions before it. (A node off
// is reached exactly when the branch removed its candidate, so the
// conclusions a branch skips as reached are those off whose candidate
// is already out.)
func (b *board) seStoreFound(rem []uint32, found []seFound) seMemoRef {
	m := &b.sec.memo
	d := b.sec.dyn
	slices.SortStableFunc(found, func(x, y seFound) int { return int(x.nodes - y.nodes) })
	d.rem = append(d.rem[:0], rem...)
	n := b.size
	r := seMemoRef{off: int32(len(m.nodes))}
	for _, f := range found {
		d.parents = b.seCellParents(d.rem, f.cells, d.parents[:0])
		m.group(d.parents, f.nodes, f.x)
		if p := int(f.x) >> 1; f.x&1 == 0 {
			d.rem[p/n] &^= 1 << uint(p%n+1)
		}
	}
	r.n = int32(len(m.nodes)) - r.off
	return r
}

// seInner lists what the inner chains of a branch of level conclude on
// ch, loaded with the branch's state: those of the first stage, from
// stage from on, that concludes anything, and that stage (1: forcing
// chains, 2: cell and region forcing chains, 3: the dynamic ones), or
// none and stage 0.
func (ch *board) seInner(level, from int) ([]seFound, int) {
	s := ch.seStart() // ch is of the outer board's size: never nil
	s.collect, s.found = true, s.found[:0]
	defer func() { s.collect = false }()
	if from <= 1 {
		// Forcing chains: a static branch that contradicts itself
		// proves its assumption's opposite.
		ch.seStaticContradictions(seForcingChain, seChainBase)
		if len(s.found) > 0 {
			return s.found, 1
		}
	}
	if level < 3 {
		return nil, 0
	}
	if from <= 2 {
		// The cell and region forcing chains need the nodes of the
		// branches of the candidates on (none is a contradiction).
		ch.seClosures(false, false, seRegistry, 0)
		ch.seForcings(seCellForcing, seRegionForcing, seMultipleBase, false)
		if len(s.found) > 0 {
			return s.found, 2
		}
		if level < 4 {
			return nil, 0
		}
	}
	s.level = level - 4
	defer func() { s.level = 0 }()
	ch.seClosures(true, true, seDynContradiction, seDynamicBase)
	ch.seDoubles(seDynDouble, seDynamicBase)
	ch.seForcings(seDynCell, seDynRegion, seDynamicBase, true)
	if len(s.found) > 0 {
		return s.found, 3
	}
	return nil, 0
}

// seAddWith adds node y to the branch with parents, its nest the
// complexity of the inner chain that concluded it; it reports a
// contradiction.
func (b *board) seAddWith(br *seBranch, y int, parents []int32, nest int32) bool {
	br.mark[y] = br.epoch
	br.par[y] = int32(len(br.pool))
	k := min(len(parents), 1<<16-1)
	br.pool = append(br.pool, parents[:k]...)
	br.npar[y] = uint16(k)
	if nest > 0 {
		br.nest[y] = nest
		br.nested = append(br.nested, int32(y))
	}
	return br.push(y)
}

// seRemoved reports whether branch br took candidate v of cell c out of
// the state the step starts from.
func (b *board) seRemoved(br *seBranch, c, v int) bool {
	bit := uint32(1) << uint(v)
	return b.cand[c]&bit != 0 && br.rem[c]&bit == 0
}

// inUnit reports whether cell c is in unit u.
func (b *board) inUnit(c, u int) bool {
	cu := b.cellUnits[3*c : 3*c+3]
	return int(cu[0]) == u || int(cu[1]) == u || int(cu[2]) == u
}

// seRuleParents appends to buf the parents of what step st, found on the
// state of branch br, removes: the nodes off of the candidates the branch
// removed where the technique looked.
func (b *board) seRuleParents(st *step, br *seBranch, buf []int32) []int32 {
	n := b.size
	node := func(c, v int) int32 { return int32(2 * (c*n + v - 1)) }
	switch st.tech {
	case Pointing, Claiming:
		from, to, v := st.units[0], st.units[1], lowBit(st.values)
		for _, q := range b.unit(from) {
			if !b.inUnit(int(q), to) && b.seRemoved(br, int(q), v) {
				buf = append(buf, node(int(q), v))
			}
		}
	case NakedPair, NakedTriple, NakedQuad:
		for _, c := range st.cells {
			for m := b.cand[c] &^ br.rem[c]; m != 0; m &= m - 1 {
				buf = append(buf, node(c, lowBit(m)))
			}
		}
	case HiddenPair, HiddenTriple, HiddenQuad:
		for _, q := range b.unit(st.units[0]) {
			if slices.Contains(st.cells, int(q)) {
				continue
			}
			for m := st.values; m != 0; m &= m - 1 {
				if v := lowBit(m); b.seRemoved(br, int(q), v) {
					buf = append(buf, node(int(q), v))
				}
			}
		}
	default: // fish: the base lines, then the cover lines
		k, v := len(st.units)/2, lowBit(st.values)
		covers := st.units[k:]
		for _, l := range st.units[:k] {
			for _, q := range b.unit(l) {
				covered := false
				for _, u := range covers {
					covered = covered || b.inUnit(int(q), u)
				}
				if !covered && b.seRemoved(br, int(q), v) {
					buf = append(buf, node(int(q), v))
				}
			}
		}
	}
	return buf
}

// seCellParents appends to buf the nodes off of the candidates that a
// branch of state rem removed from the cells in the set cells.
func (b *board) seCellParents(rem []uint32, cells [2]uint64, buf []int32) []int32 {
	n := b.size
	for w, m := range cells {
		for ; m != 0; m &= m - 1 {
			c := 64*w + bits.TrailingZeros64(m)
			for r := b.cand[c] &^ rem[c]; r != 0; r &= r - 1 {
				buf = append(buf, int32(2*(c*n+lowBit(r)-1)))
			}
		}
	}
	return buf
}

// seStaticContradictions offers to rule the contradictions of the static
// branches of every candidate on and off, as seClosures does, without
// keeping the branches' nodes. A static branch that is no contradiction
// reaches every node its nodes' branches reach, so none of those is a
// contradiction either: their branches are not followed. The others are
// followed first by seStaticReach, and only a contradiction again by
// sePropagate, for its chains.
func (b *board) seStaticContradictions(rule seRule, base int) {
	d := b.seDyn()
	br := &d.br[0]
	n := b.size
	clean := d.and // the nodes whose branches are no contradiction
	clear(clean)
	for p := range b.ncell * n {
		if b.cand[p/n]&(1<<uint(p%n+1)) == 0 {
			continue
		}
		for x := 2*p + 1; x >= 2*p; x-- { // on, then off, as seClosures
			if clean[x/64]&(1<<uint(x%64)) != 0 {
				continue
			}
			if !b.seStaticReach(d, x) {
				for _, y := range d.stack {
					clean[y/64] |= 1 << uint(y%64)
				}
				continue
			}
			b.sePropagate(br, x, false)
			d.newHint()
			nodes := d.seAncestors(br, int(br.contra)) + d.seAncestors(br, int(br.contra)^1)
			b.seOffer(rule, base, nodes, x^1)
		}
	}
}

// seStaticReach follows the static branch of node x, as sePropagate
// does but without parents, and reports whether it is a contradiction;
// when it is not, d.stack holds every node it reached.
func (b *board) seStaticReach(d *seDynScratch, x int) bool {
	s := b.sec
	d.repoch++
	if d.repoch == 0 {
		clear(d.rmark)
		d.repoch = 1
	}
	ep := d.repoch
	mark, adj, start := d.rmark, s.adj, s.adjStart
	stack := append(d.stack[:0], int32(x))
	mark[x] = ep
	for qi := 0; qi < len(stack); qi++ {
		// On (2p+1): the weak links at adjStart[2p]; off (2p): the
		// strong ones at adjStart[2p+1].
		at := stack[qi] ^ 1
		for _, y := range adj[start[at]:start[at+1]] {
			if mark[y] == ep {
				continue
			}
			if mark[y^1] == ep {
				d.stack = stack
				return true
			}
			mark[y] = ep
			stack = append(stack, y)
		}
	}
	d.stack = stack
	return false
}
