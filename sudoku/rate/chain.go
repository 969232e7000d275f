package rate

import (
	"math/bits"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the search for alternating inference chains: X-Chains
// (one value), and AICs (any candidates), of which XY-Chains (bivalue
// cells) are the ones of that shape.
//
// A node is a candidate, numbered cell*N + value-1. A strong link joins
// two candidates of which one at least is true: the two candidates of a
// bivalue cell, or the two places of a value in a unit (a conjugate
// pair). A weak link joins two candidates of which one at most is true:
// two candidates of one cell, or one value in two cells that see each
// other. A chain starts with a node assumed false and alternates strong
// and weak links: "A is false, so B is true, so C is false, ..." up to a
// node E reached through a strong link, so that A or E is true, and a
// candidate weakly linked to both is false. Every implication holds on its
// own, so the chain is sound even when it passes through a node twice.

// maxChainNodes is the longest chain searched, in nodes (candidates):
// longer chains are beyond a person's patience and cost the search much.
const maxChainNodes = 16

// Kinds of chain search.
const (
	chainX   = iota // one value: conjugate pairs and peers
	chainAIC        // any candidates, any links
)

// chainScratch is the scratch space of the chain and path searches, made
// when first needed.
type chainScratch struct {
	dist, par []int32  // per cell (remote pairs) or per node (chains)
	parF      []int32  // chains: the true node before each false node
	markT     []uint32 // chains: epoch marks of nodes reached true
	markF     []uint32 // and false
	epoch     uint32
	queue     []int32
	elims     []Candidate
	bestCells []int
	bestVals  []int
	bestElims []Candidate
	bestNodes int
	snap      snapshot // forcing chains: the state before the assumptions
	net       bool     // forcing nets: propagate follows more than singles
	strong    []int32  // the strong links of node x at [4x : 4x+nstrong[x]]
	nstrong   []int8   // set by buildLinks
	// strongBits: per value v, the cells where (c, v) has a strong link,
	// at [v*words : (v+1)*words] (see buildLinks).
	strongBits []uint64
	// nodeCell and nodeVal: the cell and value of each node.
	nodeCell []int16
	nodeVal  []uint8
	// The weak links of node x that lead on (to a node with a strong
	// link), at [x*maxWeak : x*maxWeak+nweak[x]]; nweak -1: not yet
	// worked out in this search.
	weak    []int32
	nweak   []int16
	maxWeak int
	// candBits: per value v, the cells holding it (see candBits).
	candBits []uint64
	grp      *groupScratch // grouped chains, made when first needed
}

func (b *board) scratch() *chainScratch {
	if b.sc == nil {
		nn := b.ncell * b.size
		b.sc = &chainScratch{
			dist:    make([]int32, nn),
			par:     make([]int32, nn),
			parF:    make([]int32, nn),
			markT:   make([]uint32, nn),
			markF:   make([]uint32, nn),
			queue:   make([]int32, 0, nn),
			strong:  make([]int32, 4*nn),
			nstrong: make([]int8, nn),
			nweak:   make([]int16, nn),
			maxWeak: b.npeer + b.size,
		}
		b.sc.nodeCell = make([]int16, nn)
		b.sc.nodeVal = make([]uint8, nn)
		for x := range nn {
			b.sc.nodeCell[x] = int16(x / b.size)
			b.sc.nodeVal[x] = uint8(x%b.size + 1)
		}
		b.sc.weak = make([]int32, nn*b.sc.maxWeak)
	}
	return b.sc
}

func (sc *chainScratch) newEpoch() uint32 {
	sc.epoch++
	if sc.epoch == 0 {
		clear(sc.markT)
		clear(sc.markF)
		sc.epoch = 1
	}
	return sc.epoch
}

// seLength is what a chain of n nodes adds to its technique's difficulty,
// in tenths, after Sudoku Explainer's convention: a tenth for each step
// of a scale that grows by 4/3 and 3/2 in turn from 4 nodes (5, 7, 9, 13,
// 17, 25, ...).
func seLength(n int) int {
	added, ctr, odd := 0, 4, false
	for n > ctr {
		added++
		if odd {
			ctr = ctr * 3 / 2
		} else {
			ctr = ctr * 4 / 3
		}
		odd = !odd
	}
	return added
}

// buildLinks works out, for the search of the kind (of value v for
// chainX), the strong links of every node: sc.strong, sc.nstrong, and in
// sc.strongBits the cells where each value has one. A node's links are,
// in order: the other candidate of its cell when it has two (not in
// chainX), and the other place of its value in its row, column and box,
// for each of those where the value has two places. It needs b.unitPos
// and clears the weak links worked out before.
func (b *board) buildLinks(kind, v int) {
	sc, n := b.sc, b.size
	w := b.cs.words
	stride := n + 1
	if need := (n + 1) * w; len(sc.strongBits) < need {
		sc.strongBits = make([]uint64, need)
	}
	lo, hi := v, v
	if kind == chainX {
		for x := v - 1; x < b.ncell*n; x += n {
			sc.nstrong[x] = 0
			sc.nweak[x] = -1
		}
	} else {
		lo, hi = 1, n
		nn := b.ncell * n
		clear(sc.nstrong[:nn])
		for i := range sc.nweak[:nn] {
			sc.nweak[i] = -1
		}
		for c, m := range b.cand[:b.ncell] {
			if bits.OnesCount32(m) != 2 {
				continue
			}
			x, y := c*n+lowBit(m)-1, c*n+bits.Len32(m)-2
			sc.strong[4*x], sc.strong[4*y] = int32(y), int32(x)
			sc.nstrong[x], sc.nstrong[y] = 1, 1
		}
	}
	clear(sc.strongBits[lo*w : (hi+1)*w])
	for u := range b.nunit {
		cells := b.unit(u)
		pos := b.unitPos[u*stride : (u+1)*stride]
		for val := lo; val <= hi; val++ {
			m := pos[val]
			if bits.OnesCount32(m) != 2 {
				continue
			}
			p, q := int(cells[lowBit(m)]), int(cells[bits.Len32(m)-1])
			x, y := p*n+val-1, q*n+val-1
			sc.strong[4*x+int(sc.nstrong[x])] = int32(y)
			sc.nstrong[x]++
			sc.strong[4*y+int(sc.nstrong[y])] = int32(x)
			sc.nstrong[y]++
		}
	}
	for c, m := range b.cand[:b.ncell] {
		for m &= b.all; m != 0; m &= m - 1 {
			val := lowBit(m)
			if val >= lo && val <= hi && sc.nstrong[c*n+val-1] > 0 {
				sc.strongBits[val*w+c/64] |= 1 << (uint(c) % 64)
			}
		}
	}
}

// links returns the strong links of node x (see buildLinks).
func (b *board) links(x int) []int32 {
	sc := b.sc
	return sc.strong[4*x : 4*x+int(sc.nstrong[x])]
}

// weakLinks returns the nodes weakly linked to node x, true, that have a
// strong link: the other candidates of its cell (in an AIC) and its value
// in the cells it sees, in increasing order. It works them out once per
// search.
func (b *board) weakLinks(kind, x int) []int32 {
	sc := b.sc
	base := x * sc.maxWeak
	if sc.nweak[x] < 0 {
		n := b.size
		c, v := int(sc.nodeCell[x]), int(sc.nodeVal[x])
		bit := uint32(1) << uint(v)
		k := 0
		if kind == chainAIC {
			for m := b.cand[c] &^ bit; m != 0; m &= m - 1 {
				if y := c*n + lowBit(m) - 1; sc.nstrong[y] > 0 {
					sc.weak[base+k] = int32(y)
					k++
				}
			}
		}
		w := b.cs.words
		sb, pc := sc.strongBits[v*w:(v+1)*w], b.cs.peers[c*w:(c+1)*w]
		for i := range sb {
			for m := sb[i] & pc[i]; m != 0; m &= m - 1 {
				p := i*64 + bits.TrailingZeros64(m)
				sc.weak[base+k] = int32(p*n + v - 1)
				k++
			}
		}
		sc.nweak[x] = int16(k)
	}
	return sc.weak[base : base+int(sc.nweak[x])]
}

// chain finds the shortest chain of the kind (with value v for chainX)
// that removes a candidate, of at most b.sc.bestNodes-2 nodes, and keeps
// it as the best in b.sc. It reports whether it found one.
func (b *board) chainSearch(kind, v int) bool {
	n := b.size
	b.buildLinks(kind, v)
	found := false
	for c := range b.ncell {
		m := b.cand[c]
		if m == 0 {
			continue
		}
		if kind == chainX {
			m &= 1 << uint(v)
		}
		for ; m != 0; m &= m - 1 {
			if b.chainFrom(kind, c*n+lowBit(m)-1) {
				found = true
			}
		}
	}
	return found
}

// chainFrom searches breadth first from node a, assumed false, for a node
// reached true whose chain removes something, shorter than the best.
func (b *board) chainFrom(kind, a int) bool {
	sc := b.scratch()
	first := b.links(a)
	if len(first) == 0 {
		return false
	}
	e := sc.newEpoch()
	sc.markF[a] = e
	queue := sc.queue[:0]
	for _, z := range first {
		sc.markT[z] = e
		sc.par[z], sc.dist[z] = int32(a), 2
		queue = append(queue, z)
	}
	found := false
	for qi := 0; qi < len(queue); qi++ {
		x := int(queue[qi])
		d := int(sc.dist[x])
		if d > sc.bestNodes {
			break
		}
		// Of the shortest chains, the one that removes most.
		if d >= 4 {
			if k := b.chainElimCount(a, x); k > 0 && (d < sc.bestNodes || k > len(sc.bestElims)) {
				b.chainElims(a, x)
				b.keepChain(a, x, d)
				found = true
				break
			}
		}
		if d+2 > sc.bestNodes {
			continue
		}
		// Weak links from x, true, to nodes that lead on through their
		// strong links to nodes true.
		for _, y := range b.weakLinks(kind, x) {
			if sc.markF[y] == e {
				continue
			}
			sc.markF[y] = e
			sc.parF[y] = int32(x)
			for _, z := range b.links(int(y)) {
				if sc.markT[z] != e {
					sc.markT[z] = e
					sc.par[z], sc.dist[z] = y, int32(d+2)
					queue = append(queue, z)
				}
			}
		}
	}
	sc.queue = queue
	return found
}

// chainElims puts in b.sc.elims the candidates weakly linked to both
// nodes a and z (other than a and z), one of which is true, and reports
// whether there are any.
func (b *board) chainElims(a, z int) bool {
	sc := b.sc
	n := b.size
	ca, va := a/n, a%n+1
	cz, vz := z/n, z%n+1
	sc.elims = sc.elims[:0]
	switch {
	case va == vz:
		bit := uint32(1) << uint(va)
		if ca == cz { // a is true: its peers lose it
			for _, p := range b.peersOf(ca) {
				if b.cand[p]&bit != 0 {
					sc.elims = append(sc.elims, Candidate{int(p), va})
				}
			}
			for m := b.cand[ca] &^ bit; m != 0; m &= m - 1 {
				sc.elims = append(sc.elims, Candidate{ca, lowBit(m)})
			}
			break
		}
		for _, p := range b.peersOf(ca) {
			if int(p) != cz && b.cand[p]&bit != 0 && b.sees(int(p), cz) {
				sc.elims = append(sc.elims, Candidate{int(p), va})
			}
		}
	case ca == cz:
		for m := b.cand[ca] &^ (1<<uint(va) | 1<<uint(vz)); m != 0; m &= m - 1 {
			sc.elims = append(sc.elims, Candidate{ca, lowBit(m)})
		}
	case b.sees(ca, cz):
		if b.cand[ca]&(1<<uint(vz)) != 0 {
			sc.elims = append(sc.elims, Candidate{ca, vz})
		}
		if b.cand[cz]&(1<<uint(va)) != 0 {
			sc.elims = append(sc.elims, Candidate{cz, va})
		}
	}
	return len(sc.elims) > 0
}

// chainElimCount returns how many candidates chainElims would find for
// nodes a and z, from the bit sets of b.sc.candBits and the peer sets,
// without listing them.
func (b *board) chainElimCount(a, z int) int {
	cs, sc := b.cs, b.sc
	w := cs.words
	ca, va := int(sc.nodeCell[a]), int(sc.nodeVal[a])
	cz, vz := int(sc.nodeCell[z]), int(sc.nodeVal[z])
	switch {
	case va == vz:
		vb := sc.candBits[va*w : (va+1)*w]
		pa := cs.peers[ca*w : (ca+1)*w]
		k := 0
		if ca == cz {
			for i := range vb {
				k += bits.OnesCount64(pa[i] & vb[i])
			}
			return k + bits.OnesCount32(b.cand[ca]&^(1<<uint(va)))
		}
		pz := cs.peers[cz*w : (cz+1)*w]
		for i := range vb {
			k += bits.OnesCount64(pa[i] & pz[i] & vb[i])
		}
		return k
	case ca == cz:
		return bits.OnesCount32(b.cand[ca] &^ (1<<uint(va) | 1<<uint(vz)))
	case b.sees(ca, cz):
		k := 0
		if b.cand[ca]&(1<<uint(vz)) != 0 {
			k++
		}
		if b.cand[cz]&(1<<uint(va)) != 0 {
			k++
		}
		return k
	}
	return 0
}

// candBits fills b.sc.candBits: for each value v, the cells holding it as
// a bit set of b.cs.words words at [v*words : (v+1)*words].
func (b *board) candBits() {
	sc, w := b.sc, b.colorScratch().words
	if need := (b.size + 1) * w; len(sc.candBits) < need {
		sc.candBits = make([]uint64, need)
	}
	clear(sc.candBits)
	for c, m := range b.cand[:b.ncell] {
		for ; m != 0; m &= m - 1 {
			sc.candBits[lowBit(m)*w+c/64] |= 1 << (uint(c) % 64)
		}
	}
}

// keepChain keeps the chain from a to z, of d nodes, as the best so far.
func (b *board) keepChain(a, z, d int) {
	sc := b.sc
	n := b.size
	sc.bestNodes = d
	sc.bestCells, sc.bestVals = sc.bestCells[:0], sc.bestVals[:0]
	for x := z; ; {
		sc.bestCells = append(sc.bestCells, x/n)
		sc.bestVals = append(sc.bestVals, x%n+1)
		y := int(sc.par[x]) // false
		sc.bestCells = append(sc.bestCells, y/n)
		sc.bestVals = append(sc.bestVals, y%n+1)
		if y == a {
			break
		}
		x = int(sc.parF[y])
	}
	reverseInts(sc.bestCells)
	reverseInts(sc.bestVals)
	sc.bestElims = append(sc.bestElims[:0], sc.elims...)
}

func reverseInts(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// xyShape reports whether a chain is an XY-Chain: each strong link joins
// the two candidates of a cell, each weak link one value in two cells.
func (b *board) xyShape(cells, vals []int) bool {
	for i := 0; i+1 < len(cells); i++ {
		if same := cells[i] == cells[i+1]; same != (i%2 == 0) {
			return false
		}
		if i%2 == 1 && vals[i] != vals[i+1] {
			return false
		}
	}
	return true
}

// chains looks for the shortest chain of technique t that removes
// something: for XChain one of a single value; for XYChain any, an
// XY-Chain or an AIC by its shape (AIC itself then has nothing left to
// find).
func (b *board) chains(t Technique) bool {
	b.positions()
	sc := b.scratch()
	b.candBits()
	sc.bestNodes = maxChainNodes + 1
	sc.bestElims = sc.bestElims[:0]
	found := false
	switch t {
	case XChain:
		// A value searched before any chain was found, with nothing
		// found, is clean: the bound was the widest.
		for v := 1; v <= b.size; v++ {
			if !found && b.isClean(vsXChain, v) {
				continue
			}
			if b.chainSearch(chainX, v) {
				found = true
			} else if !found {
				b.setClean(vsXChain, v)
			}
		}
	default:
		// One search finds the shortest chain of any candidates, the
		// easier step; it is an XY-Chain when its shape is one.
		found = b.chainSearch(chainAIC, 0)
		if found {
			t = AIC
			if b.xyShape(sc.bestCells, sc.bestVals) {
				t = XYChain
			}
		}
	}
	if !found {
		return false
	}
	b.begin(t)
	b.st.cells = append(b.st.cells, sc.bestCells...)
	b.st.nodeVals = append(b.st.nodeVals, sc.bestVals...)
	b.st.elims = append(b.st.elims, sc.bestElims...)
	b.st.se += seLength(len(sc.bestCells) - 2)
	b.sortElims()
	return true
}

// writeChain writes a chain as its technique's name and its nodes:
// "skyscraper 5: r1c2=r1c7-r4c7=r4c3" when they share their value,
// "aic: (5)r1c2=(3)r1c2-(3)r4c2=(3)r4c8" otherwise; "=" is a strong
// link, "-" a weak one. The two-link chains, W-Wings and X- and
// XY-Chains are written so too.
func writeChain(b *strings.Builder, s *Step) {
	b.WriteString(s.Technique.String())
	one := len(s.Values) > 0
	for _, v := range s.Values {
		one = one && v == s.Values[0]
	}
	if one {
		b.WriteByte(' ')
		b.WriteByte(sudoku.Symbol(s.Values[0]))
	}
	b.WriteString(": ")
	for i, c := range s.Cells {
		if i > 0 {
			if i%2 == 1 {
				b.WriteByte('=')
			} else {
				b.WriteByte('-')
			}
		}
		if !one && i < len(s.Values) {
			b.WriteByte('(')
			b.WriteByte(sudoku.Symbol(s.Values[i]))
			b.WriteByte(')')
		}
		b.WriteString(cellName(s.Size, c))
	}
}
