package rate

import (
	"math/bits"
	"slices"
)

// This file holds Sudoku Explainer's chaining rules on its path (see
// se.go): the rules that take the place of the registry's chains, nets
// and almost locked sets there, with Sudoku Explainer's names and
// ratings. Its published table is the specification:
//
//	Bidirectional X-Cycle, Y-Cycle   6.5 + length
//	Forcing X-Chain (Turbot Fish)    6.6 + length
//	Forcing Chain                    7.0 + length
//	Bidirectional Cycle              7.0 + length
//	Nishio Forcing Chains            7.5 + length
//	Cell, Region Forcing Chains      8.0 + length
//	Dynamic forcing chains           8.5 + length
//	Dynamic forcing chains (+)       9.0 + length
//
// and, like Sudoku Explainer, each group of rules (the static chains of
// this file; Nishio; the multiple chains; the dynamic ones; see
// se_chain_dynamic.go) yields the step of lowest rating among all it
// finds, the fewest nodes among equal ratings.
//
// A node is a candidate (a potential, numbered cell*N + value-1) assumed
// on or off: node 2p+1 is p on, 2p is p off. "On" leads to "off" along
// weak links (the same value in a peer; in Y mode the cell's other
// candidates) and "off" to "on" along strong links (in Y mode the other
// candidate of a bivalue cell; in X mode the other place of the value in
// a unit where it has two). A chain from p on to p off removes p; one
// from p off to p on places it; a chain from p on back to p on is a
// cycle, which holds both ways, so that of each linked pair on it exactly
// one is true, and a candidate that sees both members of a pair is
// removed.

// seRule names a rule of Sudoku Explainer's on its path, for the tests'
// table by rule; seRegistry is any registry technique (b.st.tech names
// it).
type seRule uint8

const (
	seRegistry seRule = iota
	seXCycle
	seYCycle
	seTurbot
	seForcingXChain
	seForcingChain
	seCycle
	seNishio
	seCellForcing
	seRegionForcing
	seDynCell
	seDynRegion
	seDynContradiction
	seDynDouble
	seDynCellPlus
	seDynRegionPlus
	seDynContradictionPlus
	seDynDoublePlus
	seNestedContradiction
	seNestedDouble
	seNestedCell
	seNestedRegion
	seAPE
)

var seRuleNames = [...]string{
	seRegistry:             "",
	seXCycle:               "Bidirectional X-Cycle",
	seYCycle:               "Bidirectional Y-Cycle",
	seTurbot:               "Turbot Fish",
	seForcingXChain:        "Forcing X-Chain",
	seForcingChain:         "Forcing Chain",
	seCycle:                "Bidirectional Cycle",
	seNishio:               "Nishio Forcing Chains",
	seCellForcing:          "Cell Forcing Chains",
	seRegionForcing:        "Region Forcing Chains",
	seDynCell:              "Dynamic Cell Forcing Chains",
	seDynRegion:            "Dynamic Region Forcing Chains",
	seDynContradiction:     "Dynamic Contradiction Forcing Chains",
	seDynDouble:            "Dynamic Double Forcing Chains",
	seDynCellPlus:          "Dynamic Cell Forcing Chains (+)",
	seDynRegionPlus:        "Dynamic Region Forcing Chains (+)",
	seDynContradictionPlus: "Dynamic Contradiction Forcing Chains (+)",
	seDynDoublePlus:        "Dynamic Double Forcing Chains (+)",
	seNestedContradiction:  "Nested Contradiction Forcing Chains",
	seNestedDouble:         "Nested Double Forcing Chains",
	seNestedCell:           "Nested Cell Forcing Chains",
	seNestedRegion:         "Nested Region Forcing Chains",
	seAPE:                  "Aligned Pair Exclusion",
}

// Sudoku Explainer's base ratings of its chaining rules, in tenths.
const (
	seCycleXY       = 65 // X-Cycle, Y-Cycle
	seXChainBase    = 66
	seChainBase     = 70 // Forcing Chain, Bidirectional Cycle
	seNishioBase    = 75
	seMultipleBase  = 80
	seDynamicBase   = 85
	seDynamicPlus   = 90
	seMaxChainBoxSE = 3 // the chaining rules run on boards up to 9×9
)

// seLengthAdd is what a chain of n nodes adds to its rule's rating, in
// tenths: a tenth each time n-2 passes 4, 6, 8, 12, 16, 24, 32, 48, 64,
// ... (the scale grows by 3/2 and 4/3 in turn).
func seLengthAdd(n int) int {
	added, ceil, odd := 0, 4, false
	for n-2 > ceil {
		added++
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
		odd = !odd
	}
	return added
}

// seMaxNodes returns the most nodes a chain of a rule of base rating base
// may have and still be rated at most limit.
func seMaxNodes(base, limit int) int {
	if limit < base {
		return 0
	}
	n := 2
	for base+seLengthAdd(n+1) <= limit {
		n++
		if n > 1<<20 {
			break
		}
	}
	return n
}

// Link modes of the static chains.
const (
	seModeX  = 1 // conjugate pairs: one value
	seModeY  = 2 // bivalue cells and a cell's candidates
	seModeXY = seModeX | seModeY
)

// seHint is the best step found so far by a group of rules.
type seHint struct {
	found       bool
	rule        seRule
	se, nodes   int
	cell, value int // a placement, or cell -1
	elims       []Candidate
}

// better reports whether a step of rating se and nodes nodes would be
// taken before h.
func (h *seHint) better(se, nodes int) bool {
	return !h.found || se < h.se || se == h.se && nodes < h.nodes
}

// seScratch is the scratch of the chaining rules, made when first needed.
type seScratch struct {
	par   []int32  // per node: the node it was reached from, -1 for the source
	depth []int32  // per node: the nodes of its chain, the source counted
	mark  []uint32 // per node: epoch when reached
	// special[x] == epoch: the search must look at a link to x (the
	// source's opposite, or a node that closes a cycle).
	special []uint32
	epoch   uint32
	queue   []int32
	pre     []int32 // the nodes that close a cycle (see sePre)
	// The links of every candidate (see seLinks).
	adj      []int32
	adjStart []int32
	adjSplit []uint8
	// linked is the candidates the links were built from (see seLinks).
	linked []uint32
	// Per candidate p: its cell p/N and value p%N+1.
	pcell, pval []uint8
	path        []int32
	best        seHint
	elims       []Candidate
	dyn         *seDynScratch
	// level is the level of the dynamic rules under way (see
	// se_chain_nested.go), 0 for those without nested techniques.
	level int
	// collect: the rules of several chains list every conclusion in
	// found rather than keep the best (a nested rule's inner chains).
	collect bool
	found   []seFound
	child   *board     // the board the nested techniques run on
	up      *seScratch // on a child board, its parent's scratch
	// first: the rules stop at the first step they find (HoDoKu's path,
	// where the rating of a step does not choose it).
	first bool
	// memo: what the techniques of stalled branches concluded, for the
	// state memoFor holds (the board's values, givens and candidates).
	memo    seMemo
	memoFor []uint32
}

// stop reports whether the rules under way are to stop: the first step
// is found and the first is wanted.
func (s *seScratch) stop() bool { return s.first && s.best.found }

func (b *board) seScratch() *seScratch {
	if b.sec == nil {
		nn := 2 * b.ncell * b.size
		b.sec = &seScratch{
			par:     make([]int32, nn),
			depth:   make([]int32, nn),
			mark:    make([]uint32, nn),
			special: make([]uint32, nn),
			queue:   make([]int32, 0, nn),
			pcell:   make([]uint8, nn/2),
			pval:    make([]uint8, nn/2),
		}
		for p := range nn / 2 {
			b.sec.pcell[p], b.sec.pval[p] = uint8(p/b.size), uint8(p%b.size+1)
		}
	}
	return b.sec
}

func (s *seScratch) newEpoch() uint32 {
	s.epoch++
	if s.epoch == 0 {
		clear(s.mark)
		clear(s.special)
		s.epoch = 1
	}
	return s.epoch
}

// seStart readies the chaining rules for a step: the best step so far
// cleared, the places and links of the state built. It returns nil on
// boards larger than seMaxChainBoxSE, where the rules do not run.
func (b *board) seStart() *seScratch {
	if b.box > seMaxChainBoxSE {
		return nil
	}
	s := b.seScratch()
	s.best = seHint{elims: s.best.elims[:0]}
	b.seMemoFor(s)
	b.positions()
	b.seLinks(s)
	return s
}

// seStaticChains is Sudoku Explainer's first chaining group: X-, Y- and
// XY-cycles and forcing X-chains and forcing chains, without memory of
// the chain (each link holds in the state the step starts from). It takes
// the step of lowest rating.
func (b *board) seStaticChains() bool {
	s := b.seStart()
	if s == nil {
		return false
	}
	n := b.size
	// Cheapest first: the X and Y cycles and forcing X-chains, whose
	// ratings start lower, bound the search of the XY ones.
	for p := range b.ncell * n {
		if b.cand[p/n]&(1<<uint(p%n+1)) == 0 {
			continue
		}
		b.seChainFrom(s, 2*p+1, seModeX, true, true)
		b.seChainFrom(s, 2*p, seModeX, false, true)
		if bits.OnesCount32(b.cand[p/n]) == 2 {
			b.seChainFrom(s, 2*p+1, seModeY, true, false)
		}
	}
	// Then any links, each search bounded by the best step so far (a
	// search deepening by a tenth of rating at a time cost 1.25 times as
	// much: most sources lead nowhere at any depth).
	for p := range b.ncell * n {
		if b.cand[p/n]&(1<<uint(p%n+1)) == 0 {
			continue
		}
		b.seChainFrom(s, 2*p+1, seModeXY, true, true)
		b.seChainFrom(s, 2*p, seModeXY, false, true)
	}
	return b.seTake(s)
}

// seTake records the best step found, if any, in b.st.
func (b *board) seTake(s *seScratch) bool {
	h := &s.best
	if !h.found {
		return false
	}
	b.begin(ForcingChain)
	b.st.seRule = h.rule
	b.st.se = h.se
	if h.cell >= 0 {
		b.st.cell, b.st.value = h.cell, h.value
	} else {
		b.st.elims = append(b.st.elims, h.elims...)
	}
	return true
}

// seChainFrom searches the chains from node src in mode: for cycles (src
// on) the chains back to src, for forcing chains the chain to src's
// opposite; it keeps the best in s.best.
func (b *board) seChainFrom(s *seScratch, src int, mode int, cycles, forcing bool) {
	cycleBase, chainBase := seCycleXY, seXChainBase
	if mode == seModeXY {
		cycleBase, chainBase = seChainBase, seChainBase
	}
	limit := 1 << 30
	if s.best.found {
		limit = 0
		if cycles {
			limit = seMaxNodes(cycleBase, s.best.se)
		}
		if forcing {
			limit = max(limit, seMaxNodes(chainBase, s.best.se))
		}
		if limit < 4 {
			return
		}
	}
	ep := s.newEpoch()
	s.queue = append(s.queue[:0], int32(src))
	s.mark[src], s.par[src], s.depth[src] = ep, -1, 1
	opp := src ^ 1
	if forcing {
		s.special[opp] = ep
	}
	if cycles {
		b.sePre(s, src, mode)
		for _, y := range s.pre {
			s.special[y] = ep
		}
	}
	for qi := 0; qi < len(s.queue); qi++ {
		x := int(s.queue[qi])
		d := int(s.depth[x])
		if d > limit {
			continue
		}
		p := x >> 1
		lo, hi := s.adjStart[2*p], s.adjStart[2*p+1]
		if x&1 == 1 { // on: weak links, the value's peers first
			if mode == seModeX {
				hi = lo + int32(s.adjSplit[2*p])
			}
		} else { // off: strong links, the conjugates first
			lo, hi = s.adjStart[2*p+1], s.adjStart[2*p+2]
			switch mode {
			case seModeX:
				hi = lo + int32(s.adjSplit[2*p+1])
			case seModeY:
				lo += int32(s.adjSplit[2*p+1])
			}
		}
		for _, yy := range s.adj[lo:hi] {
			y := int(yy)
			if s.special[y] == ep {
				if b.seReach(s, x, y, d, ep, opp, src, mode, cycles, forcing) {
					return
				}
				continue
			}
			if s.mark[y] == ep || y&1 == 0 && !s.hasStrong(y>>1, mode) {
				continue // reached, or a node off that leads nowhere
			}
			s.mark[y], s.par[y], s.depth[y] = ep, int32(x), int32(d+1)
			s.queue = append(s.queue, int32(y))
		}
	}
}

// hasStrong reports whether candidate p off leads on in mode.
func (s *seScratch) hasStrong(p, mode int) bool {
	lo, hi := s.adjStart[2*p+1], s.adjStart[2*p+2]
	switch mode {
	case seModeX:
		return s.adjSplit[2*p+1] > 0
	case seModeY:
		return hi-lo > int32(s.adjSplit[2*p+1])
	}
	return hi > lo
}

// seLinks builds the links of every candidate: at
// adj[adjStart[2p]:adjStart[2p+1]] the nodes off that p on leads to (the
// value's peers, adjSplit[2p] of them, then the cell's other candidates),
// at adj[adjStart[2p+1]:adjStart[2p+2]] the nodes on that p off leads to
// (the other places of the value in units where it has two, adjSplit[2p+1]
// of them, then the cell's other candidate when it has two). It needs
// b.unitPos.
func (b *board) seLinks(s *seScratch) {
	n := b.size
	np := b.ncell * n
	// The links are those of the candidates: the groups of one step
	// share them.
	if slices.Equal(s.linked, b.cand[:b.ncell]) {
		return
	}
	s.linked = append(s.linked[:0], b.cand[:b.ncell]...)
	if len(s.adjStart) < 2*np+1 {
		s.adjStart = make([]int32, 2*np+1)
		s.adjSplit = make([]uint8, 2*np)
	}
	s.adj = s.adj[:0]
	up := b.seLinksUp(s)
	for p := range np {
		c, v := p/n, p%n+1
		bit := uint32(1) << uint(v)
		s.adjStart[2*p] = int32(len(s.adj))
		if b.cand[c]&bit == 0 {
			s.adjSplit[2*p], s.adjSplit[2*p+1] = 0, 0
			s.adjStart[2*p+1] = int32(len(s.adj))
			continue
		}
		if up != nil { // the peers of up's links that have v here
			lo := up.adjStart[2*p]
			for _, y := range up.adj[lo : lo+int32(up.adjSplit[2*p])] {
				if b.cand[s.pcell[y>>1]]&bit != 0 {
					s.adj = append(s.adj, y)
				}
			}
		} else {
			for _, q := range b.peersOf(c) {
				if b.cand[q]&bit != 0 {
					s.adj = append(s.adj, int32(2*(int(q)*n+v-1)))
				}
			}
		}
		s.adjSplit[2*p] = uint8(int32(len(s.adj)) - s.adjStart[2*p])
		for m := b.cand[c] &^ bit; m != 0; m &= m - 1 {
			s.adj = append(s.adj, int32(2*(c*n+bits.TrailingZeros32(m)-1)))
		}
		s.adjStart[2*p+1] = int32(len(s.adj))
		for k, u := range b.cellUnits[3*c : 3*c+3] {
			pos := b.unitPos[int(u)*(n+1)+v]
			if bits.OnesCount32(pos) != 2 {
				continue
			}
			other := pos &^ (1 << uint(b.cellIdx[3*c+k]))
			q := int32(2*(int(b.unit(int(u))[bits.TrailingZeros32(other)])*n+v-1) + 1)
			if !slices.Contains(s.adj[s.adjStart[2*p+1]:], q) {
				s.adj = append(s.adj, q)
			}
		}
		s.adjSplit[2*p+1] = uint8(int32(len(s.adj)) - s.adjStart[2*p+1])
		if bits.OnesCount32(b.cand[c]) == 2 {
			s.adj = append(s.adj, int32(2*(c*n+bits.TrailingZeros32(b.cand[c]&^bit)-1)+1))
		}
	}
	s.adjStart[2*np] = int32(len(s.adj))
}

// seReach handles the link from x (a chain of d nodes) to y: a forcing
// chain when y is src's opposite, a cycle when y is src, otherwise y
// joins the search. It reports whether the search of src is over.
func (b *board) seReach(s *seScratch, x, y, d int, ep uint32, opp, src, mode int, cycles, forcing bool) bool {
	switch {
	case y == opp && forcing:
		nodes := d + 1
		base := seXChainBase
		rule := seForcingXChain
		if mode == seModeXY {
			base, rule = seChainBase, seForcingChain
		} else if nodes <= 6 {
			rule = seTurbot
		}
		se := base + seLengthAdd(nodes)
		if s.best.better(se, nodes) {
			n := b.size
			p := src >> 1
			s.best.found, s.best.rule, s.best.se, s.best.nodes = true, rule, se, nodes
			s.best.elims = s.best.elims[:0]
			if src&1 == 1 {
				s.best.cell = -1
				s.best.elims = append(s.best.elims, Candidate{Cell: p / n, Value: p%n + 1})
			} else {
				s.best.cell, s.best.value = p/n, p%n+1
			}
		}
		return true // the shortest chain from src is found
	case cycles && d >= 3 && y != opp && slices.Contains(s.pre, int32(y)):
		b.seCycle(s, x, y, d+1, mode)
	}
	if s.mark[y] == ep {
		return false
	}
	s.mark[y], s.par[y], s.depth[y] = ep, int32(x), int32(d+1)
	s.queue = append(s.queue, int32(y))
	return false
}

// sePre sets s.pre to the nodes off that lead to src (on) by a strong
// link of mode: a cycle through src closes through one of them. They are
// reached from src itself in two nodes, so the search cannot wait to
// reach them by the cycle: every weak link to one of them from a node of
// three nodes or more closes a cycle.
func (b *board) sePre(s *seScratch, src, mode int) {
	n := b.size
	s.pre = s.pre[:0]
	p := src >> 1
	c, v := p/n, p%n+1
	if mode&seModeY != 0 && bits.OnesCount32(b.cand[c]) == 2 {
		w := bits.TrailingZeros32(b.cand[c] &^ (1 << uint(v)))
		s.pre = append(s.pre, int32(2*(c*n+w-1)))
	}
	if mode&seModeX != 0 {
		for k, u := range b.cellUnits[3*c : 3*c+3] {
			pos := b.unitPos[int(u)*(n+1)+v]
			if bits.OnesCount32(pos) != 2 {
				continue
			}
			other := pos &^ (1 << uint(b.cellIdx[3*c+k]))
			q := int(b.unit(int(u))[bits.TrailingZeros32(other)])
			s.pre = append(s.pre, int32(2*(q*n+v-1)))
		}
	}
}

// seCycle looks at the cycle of d nodes that the link from x to y (a node
// of s.pre) closes: when it removes something and would be taken before
// the best so far, it becomes the best.
func (b *board) seCycle(s *seScratch, x, y, d, mode int) {
	base, rule := seChainBase, seCycle
	switch mode {
	case seModeX:
		base, rule = seCycleXY, seXCycle
	case seModeY:
		base, rule = seCycleXY, seYCycle
	}
	se := base + seLengthAdd(d)
	if !s.best.better(se, d) {
		return
	}
	s.path = append(s.path[:0], int32(y))
	for z := x; z >= 0; z = int(s.par[z]) {
		s.path = append(s.path, int32(z))
	}
	// A cycle through a candidate twice (on and off) cannot be in a
	// puzzle with a solution; it is not a cycle to take.
	for i, y := range s.path {
		for _, z := range s.path[i+1:] {
			if y>>1 == z>>1 {
				return
			}
		}
	}
	s.elims = s.elims[:0]
	n := b.size
	for i := range s.path {
		a, c := int(s.path[i])>>1, int(s.path[(i+1)%len(s.path)])>>1
		b.sePairElims(s, a/n, a%n+1, c/n, c%n+1)
	}
	if len(s.elims) == 0 {
		return
	}
	slices.SortFunc(s.elims, func(x, y Candidate) int {
		if x.Cell != y.Cell {
			return x.Cell - y.Cell
		}
		return x.Value - y.Value
	})
	s.elims = slices.Compact(s.elims)
	s.best.found, s.best.rule, s.best.se, s.best.nodes, s.best.cell = true, rule, se, d, -1
	s.best.elims = append(s.best.elims[:0], s.elims...)
}

// sePairElims adds to s.elims what a pair of linked candidates (c1, v1),
// (c2, v2) of which exactly one is true removes: the cell's other
// candidates when both are in one cell, the value from the cells that see
// both when they are one value.
func (b *board) sePairElims(s *seScratch, c1, v1, c2, v2 int) {
	if c1 == c2 {
		for m := b.cand[c1] &^ (1<<uint(v1) | 1<<uint(v2)); m != 0; m &= m - 1 {
			s.elims = append(s.elims, Candidate{Cell: c1, Value: bits.TrailingZeros32(m)})
		}
		return
	}
	if v1 != v2 {
		return
	}
	bit := uint32(1) << uint(v1)
	for _, q := range b.peersOf(c1) {
		if int(q) != c2 && b.cand[q]&bit != 0 && b.sees(int(q), c2) {
			s.elims = append(s.elims, Candidate{Cell: int(q), Value: v1})
		}
	}
}

// seChainRows are Sudoku Explainer's chaining groups, in its order; they
// come after its indirect techniques (seIndirect), and the registry's
// other techniques stand in after them where they find nothing.
var seChainRows = []seRow{
	{find: (*board).seStaticChains},
	{find: (*board).seNishio},
	{find: (*board).seMultiple},
	{find: (*board).seDynamic},
	seLevelRow(1), seLevelRow(2), seLevelRow(3), seLevelRow(4), seLevelRow(5),
}
