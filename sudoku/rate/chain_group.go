package rate

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the grouped chains: alternating inference chains (see
// chain.go) whose nodes may also be groups, the candidates of one value
// where a box meets a line, taken as one node that is true when one of
// them is. A group is strongly linked to the rest of the value's places
// in its box or its line when the rest is one candidate or one group, and
// weakly linked to the value in every cell that sees all its cells.
//
// Nodes are numbered as in chain.go (cell*N + value-1) for candidates,
// then N*N*N + g for group g. The search runs after the plain chains and
// the almost locked sets found nothing, so every chain it finds has a
// group.

// maxGroupedNodes is the longest grouped chain searched, in nodes: the
// search meets many more nodes than the plain chains', and a person
// following groups keeps chains short.
const maxGroupedNodes = 8

// grpNode is a group: the places of value v where box unit box meets line
// unit line (at least two), cells[:n].
type grpNode struct {
	v, line, box int
	n            int
	cells        [5]int16
}

// groupScratch is the scratch space of the grouped chain search.
type groupScratch struct {
	groups []grpNode
	byVal  [][]int32 // the groups of each value
	// at[(v*2N + line)*box + k]: the group of value v on line where it
	// crosses its k-th box, or -1.
	at               []int32
	dist, par, parF  []int32
	markT, markF     []uint32
	epoch            uint32
	queue            []int32
	strong           []int32 // per node, up to 4 strong links
	nstrong          []int8  // -1: not worked out in this search
	weakOff, weakLen []int32 // per node, its weak links in weakPool; weakLen -1: not worked out
	weakPool         []int32
	elims, bestElims []Candidate
	see              []uint64 // per group g: the cells that see all its cells, at [g*words ...]
	bestNodes        []int32
	bestDist         int
}

// groupScratch returns the grouped search's scratch, made when first
// needed, with room for every group of the board.
func (b *board) groupScratch() *groupScratch {
	sc := b.scratch()
	if sc.grp == nil {
		n := b.size
		maxg := n * 2 * n * b.box // at most one per value, line and box crossed
		nodes := b.ncell*n + maxg
		sc.grp = &groupScratch{
			groups:  make([]grpNode, 0, maxg),
			at:      make([]int32, (n+1)*2*n*b.box),
			dist:    make([]int32, nodes),
			par:     make([]int32, nodes),
			parF:    make([]int32, nodes),
			markT:   make([]uint32, nodes),
			markF:   make([]uint32, nodes),
			queue:   make([]int32, 0, nodes),
			strong:  make([]int32, 4*nodes),
			nstrong: make([]int8, nodes),
			weakOff: make([]int32, nodes),
			weakLen: make([]int32, nodes),
		}
	}
	return sc.grp
}

// findGroups lists the groups of the board and resets the link caches.
func (b *board) findGroups(gs *groupScratch) {
	n, box := b.size, b.box
	stride := n + 1
	gs.groups = gs.groups[:0]
	if len(gs.byVal) < n+1 {
		gs.byVal = make([][]int32, n+1)
	}
	for v := range gs.byVal {
		gs.byVal[v] = gs.byVal[v][:0]
	}
	for i := range gs.at {
		gs.at[i] = -1
	}
	seg := uint32(1)<<uint(box) - 1
	cs := b.colorScratch()
	w := cs.words
	if need := cap(gs.groups) * w; len(gs.see) < need {
		gs.see = make([]uint64, need)
	}
	for v := 1; v <= n; v++ {
		for line := range 2 * n {
			pos := b.unitPos[line*stride+v]
			for k := range box {
				m := pos >> uint(k*box) & seg
				if bits.OnesCount32(m) < 2 {
					continue
				}
				g := grpNode{v: v, line: line}
				for ; m != 0; m &= m - 1 {
					g.cells[g.n] = b.unitCells[line*n+k*box+lowBit(m)]
					g.n++
				}
				g.box = int(b.cellUnits[3*int(g.cells[0])+2])
				see := gs.see[len(gs.groups)*w : (len(gs.groups)+1)*w]
				for i := range see {
					see[i] = ^uint64(0)
				}
				for _, p := range g.cells[:g.n] {
					peers := cs.peers[int(p)*w : (int(p)+1)*w]
					for i := range see {
						see[i] &= peers[i]
					}
				}
				gs.at[(v*2*n+line)*box+k] = int32(len(gs.groups))
				gs.byVal[v] = append(gs.byVal[v], int32(len(gs.groups)))
				gs.groups = append(gs.groups, g)
			}
		}
	}
	nodes := b.ncell*n + len(gs.groups)
	for i := range nodes {
		gs.nstrong[i] = -1
		gs.weakLen[i] = -1
	}
	gs.weakPool = gs.weakPool[:0]
}

// segOf returns the group node of value v whose cells are exactly the
// places pos (at least two, bits in unit u's order) of unit u, or -1.
func (b *board) segOf(gs *groupScratch, u, v int, pos uint32) int32 {
	n, box := b.size, b.box
	cnt := bits.OnesCount32(pos)
	lo, hi := lowBit(pos), bits.Len32(pos)-1
	line, k := -1, 0
	switch {
	case u < 2*n: // a line: one box's stretch
		if lo/box == hi/box {
			line, k = u, lo/box
		}
	case lo/box == hi/box: // a box: one of its rows
		c := int(b.unit(u)[lo])
		line, k = c/n, (c%n)/box
	default: // a box: one of its columns
		if pos&^(colMask(box)<<uint(lo%box)) == 0 {
			c := int(b.unit(u)[lo])
			line, k = n+c%n, (c/n)/box
		}
	}
	if line < 0 {
		return -1
	}
	g := gs.at[(v*2*n+line)*box+k]
	if g < 0 || gs.groups[g].n != cnt {
		return -1
	}
	return int32(b.ncell*n) + g
}

// colMask returns the places of a box's first column, in the box's order.
func colMask(box int) uint32 {
	var m uint32
	for i := range box {
		m |= 1 << uint(i*box)
	}
	return m
}

// gStrong returns the nodes strongly linked to node x.
func (b *board) gStrong(gs *groupScratch, x int32) []int32 {
	if gs.nstrong[x] >= 0 {
		return gs.strong[4*x : 4*x+int32(gs.nstrong[x])]
	}
	n, stride := b.size, b.size+1
	nn := int32(b.ncell * n)
	out := gs.strong[4*x : 4*x+4]
	k := 0
	add := func(u, v int, rest uint32) {
		switch {
		case rest == 0:
		case single(rest):
			out[k] = int32(int(b.unit(u)[lowBit(rest)])*n + v - 1)
			k++
		default:
			if g := b.segOf(gs, u, v, rest); g >= 0 {
				out[k] = g
				k++
			}
		}
	}
	if x < nn {
		c, v := int(x)/n, int(x)%n+1
		if m := b.cand[c]; bits.OnesCount32(m) == 2 {
			out[k] = int32(c*n + lowBit(m&^(1<<uint(v))) - 1)
			k++
		}
		for kind := range 3 {
			u := int(b.cellUnits[3*c+kind])
			add(u, v, b.unitPos[u*stride+v]&^(1<<b.cellIdx[3*c+kind]))
		}
	} else {
		g := &gs.groups[x-nn]
		for _, u := range [2]int{g.line, g.box} {
			rest := b.unitPos[u*stride+g.v]
			for _, p := range g.cells[:g.n] {
				rest &^= 1 << b.cellIdx[3*int(p)+b.kindOf(u)]
			}
			add(u, g.v, rest)
		}
	}
	gs.nstrong[x] = int8(k)
	return out[:k]
}

// kindOf returns 0, 1 or 2 for a row, column or box unit.
func (b *board) kindOf(u int) int { return u / b.size }

// inGroup reports whether cell p is one of group g's.
func inGroup(g *grpNode, p int) bool {
	return slices.Contains(g.cells[:g.n], int16(p))
}

// seesGroup reports whether cell p, not in group g, sees all its cells.
func (b *board) seesGroup(g *grpNode, p int) bool {
	for _, q := range g.cells[:g.n] {
		if int(q) == p || !b.sees(p, int(q)) {
			return false
		}
	}
	return true
}

// weakTo reports whether candidate (p, w) is weakly linked to node x: it
// is false when x is true.
func (b *board) weakTo(gs *groupScratch, p, w int, x int32) bool {
	n := b.size
	if nn := int32(b.ncell * n); x >= nn {
		g := &gs.groups[x-nn]
		return w == g.v && b.seesGroup(g, p)
	}
	c, v := int(x)/n, int(x)%n+1
	if p == c {
		return w != v
	}
	return w == v && b.sees(p, c)
}

// groupsSeen calls f with each group of value v all of whose cells see
// cell c (c not among them), or, for c < 0, that has no cell in common
// with group own and lies in its line or box.
func (b *board) groupsSeen(gs *groupScratch, v, c int, own *grpNode, f func(g int32)) {
	n, box := b.size, b.box
	var lines [2*5 + 2]int
	// The lines crossing the box of c (or own), then c's row and column
	// (or own's line) if they are not among them already.
	var b0 int
	if c >= 0 {
		b0 = int(b.cellUnits[3*c+2]) - 2*n
	} else {
		b0 = own.box - 2*n
	}
	ln := lines[:0]
	for i := range box {
		ln = append(ln, (b0/box)*box+i, n+(b0%box)*box+i)
	}
	if c >= 0 {
		ln = append(ln, c/n, n+c%n)
	} else {
		ln = append(ln, own.line)
	}
	slices.Sort(ln)
	ln = slices.Compact(ln)
	nn := int32(b.ncell * n)
	for _, line := range ln {
		for k := range box {
			gi := gs.at[(v*2*n+line)*box+k]
			if gi < 0 {
				continue
			}
			g := &gs.groups[gi]
			if c >= 0 {
				if !inGroup(g, c) && b.seesGroup(g, c) {
					f(nn + gi)
				}
				continue
			}
			if g == own || (g.line != own.line && g.box != own.box) {
				continue
			}
			disjoint := true
			for _, p := range g.cells[:g.n] {
				disjoint = disjoint && !inGroup(own, int(p))
			}
			if disjoint {
				f(nn + gi)
			}
		}
	}
}

// gWeak returns the nodes weakly linked to node x, true, that have a
// strong link, working them out once per search.
func (b *board) gWeak(gs *groupScratch, x int32) []int32 {
	if gs.weakLen[x] >= 0 {
		return gs.weakPool[gs.weakOff[x] : gs.weakOff[x]+gs.weakLen[x]]
	}
	n := b.size
	nn := int32(b.ncell * n)
	off := int32(len(gs.weakPool))
	add := func(y int32) {
		if len(b.gStrong(gs, y)) > 0 {
			gs.weakPool = append(gs.weakPool, y)
		}
	}
	if x < nn {
		c, v := int(x)/n, int(x)%n+1
		bit := uint32(1) << uint(v)
		for m := b.cand[c] &^ bit; m != 0; m &= m - 1 {
			add(int32(c*n + lowBit(m) - 1))
		}
		for _, p := range b.peersOf(c) {
			if b.cand[p]&bit != 0 {
				add(int32(int(p)*n + v - 1))
			}
		}
		w := b.cs.words
		for _, g := range gs.byVal[v] {
			if gs.see[int(g)*w+c/64]&(1<<(uint(c)%64)) != 0 {
				add(nn + g)
			}
		}
	} else {
		g := &gs.groups[x-nn]
		bit := uint32(1) << uint(g.v)
		for _, u := range [2]int{g.line, g.box} {
			for _, p := range b.unit(u) {
				if b.cand[p]&bit != 0 && !inGroup(g, int(p)) && (u == g.box || b.cellUnits[3*int(p)+2] != int16(g.box)) {
					add(int32(int(p)*n + g.v - 1))
				}
			}
		}
		b.groupsSeen(gs, g.v, -1, g, add)
	}
	gs.weakOff[x] = off
	gs.weakLen[x] = int32(len(gs.weakPool)) - off
	return gs.weakPool[off : off+gs.weakLen[x]]
}

// gElimCount returns how many candidates gElims would find for nodes a
// and z, from bit sets, without listing them.
func (b *board) gElimCount(gs *groupScratch, a, z int32) int {
	n, w := b.size, b.cs.words
	nn := int32(b.ncell * n)
	if a < nn && z < nn {
		return b.chainElimCount(int(a), int(z))
	}
	va, sa := b.nodeSee(gs, a)
	vz, sz := b.nodeSee(gs, z)
	if va == vz {
		vb := b.sc.candBits[va*w : (va+1)*w]
		k := 0
		for i := range vb {
			k += bits.OnesCount64(sa[i] & sz[i] & vb[i])
		}
		return k
	}
	// A group and a candidate of another value (c, v): c can lose the
	// group's value if it sees all of the group.
	if a < nn {
		a, z = z, a
	}
	if z >= nn {
		return 0
	}
	g := &gs.groups[a-nn]
	c := int(z) / n
	if b.cand[c]&(1<<uint(g.v)) != 0 && b.seesGroup(g, c) {
		return 1
	}
	return 0
}

// nodeSee returns node x's value and the cells that see all of its
// cells.
func (b *board) nodeSee(gs *groupScratch, x int32) (int, []uint64) {
	n, w := b.size, b.cs.words
	if nn := int32(b.ncell * n); x >= nn {
		g := int(x - nn)
		return gs.groups[g].v, gs.see[g*w : (g+1)*w]
	}
	c := int(x) / n
	return int(x)%n + 1, b.cs.peers[c*w : (c+1)*w]
}

// gElims puts in gs.elims the candidates weakly linked to both nodes a
// and z, one of which is true, and reports whether there are any.
func (b *board) gElims(gs *groupScratch, a, z int32) bool {
	n := b.size
	nn := int32(b.ncell * n)
	gs.elims = gs.elims[:0]
	try := func(p, w int) {
		if b.cand[p]&(1<<uint(w)) != 0 && b.weakTo(gs, p, w, z) {
			gs.elims = append(gs.elims, Candidate{p, w})
		}
	}
	if a < nn {
		c, v := int(a)/n, int(a)%n+1
		for m := b.cand[c] &^ (1 << uint(v)); m != 0; m &= m - 1 {
			try(c, lowBit(m))
		}
		for _, p := range b.peersOf(c) {
			try(int(p), v)
		}
	} else {
		g := &gs.groups[a-nn]
		for _, u := range [2]int{g.line, g.box} {
			for _, p := range b.unit(u) {
				if !inGroup(g, int(p)) && (u == g.box || b.cellUnits[3*int(p)+2] != int16(g.box)) {
					try(int(p), g.v)
				}
			}
		}
	}
	return len(gs.elims) > 0
}

// groupedFrom searches breadth first from node a, assumed false, as
// chainFrom does, for a chain shorter than the best that removes
// something.
func (b *board) groupedFrom(gs *groupScratch, a int32) {
	first := b.gStrong(gs, a)
	if len(first) == 0 {
		return
	}
	gs.epoch++
	if gs.epoch == 0 {
		clear(gs.markT)
		clear(gs.markF)
		gs.epoch = 1
	}
	e := gs.epoch
	gs.markF[a] = e
	queue := gs.queue[:0]
	for _, z := range first {
		gs.markT[z] = e
		gs.par[z], gs.dist[z] = a, 2
		queue = append(queue, z)
	}
	for qi := 0; qi < len(queue); qi++ {
		x := queue[qi]
		d := int(gs.dist[x])
		if d > gs.bestDist {
			break
		}
		// Of the shortest chains, the one that removes most.
		if d >= 4 {
			if k := b.gElimCount(gs, a, x); k > 0 && (d < gs.bestDist || k > len(gs.bestElims)) && b.gElims(gs, a, x) {
				b.keepGrouped(gs, a, x, d)
				break
			}
		}
		if d+2 > gs.bestDist {
			continue
		}
		for _, y := range b.gWeak(gs, x) {
			if gs.markF[y] == e {
				continue
			}
			gs.markF[y] = e
			gs.parF[y] = x
			for _, z := range b.gStrong(gs, y) {
				if gs.markT[z] != e {
					gs.markT[z] = e
					gs.par[z], gs.dist[z] = y, int32(d+2)
					queue = append(queue, z)
				}
			}
		}
	}
	gs.queue = queue
}

// keepGrouped keeps the chain from a to z, of d nodes, as the best.
func (b *board) keepGrouped(gs *groupScratch, a, z int32, d int) {
	gs.bestDist = d
	gs.bestNodes = gs.bestNodes[:0]
	for x := z; ; {
		y := gs.par[x]
		gs.bestNodes = append(gs.bestNodes, x, y)
		if y == a {
			break
		}
		x = gs.parF[y]
	}
	slices.Reverse(gs.bestNodes)
	gs.bestElims = append(gs.bestElims[:0], gs.elims...)
}

// groupedChain looks for the shortest grouped chain that removes
// something, of at most maxGroupedNodes nodes, and records it.
func (b *board) groupedChain() bool {
	b.positions()
	gs := b.groupScratch()
	b.candBits()
	b.findGroups(gs)
	if len(gs.groups) == 0 {
		return false
	}
	gs.bestDist = maxGroupedNodes + 1
	gs.bestElims = gs.bestElims[:0]
	n := b.size
	nn := int32(b.ncell * n)
	for x := range nn + int32(len(gs.groups)) {
		if x < nn && b.cand[int(x)/n]&(1<<uint(int(x)%n+1)) == 0 {
			continue
		}
		b.groupedFrom(gs, x)
	}
	if len(gs.bestElims) == 0 {
		return false
	}
	b.begin(GroupedAIC)
	for _, x := range gs.bestNodes {
		if x < nn {
			b.st.cells = append(b.st.cells, int(x)/n)
			b.st.nodeVals = append(b.st.nodeVals, int(x)%n+1)
		} else {
			g := &gs.groups[x-nn]
			for _, p := range g.cells[:g.n] {
				b.st.cells = append(b.st.cells, int(p))
			}
			b.st.nodeVals = append(b.st.nodeVals, g.v)
		}
		b.st.groups = append(b.st.groups, len(b.st.cells))
	}
	b.st.elims = append(b.st.elims, gs.bestElims...)
	one := true
	for _, v := range b.st.nodeVals {
		one = one && v == b.st.nodeVals[0]
	}
	if !one { // rated as an AIC; with one value as an X-Chain
		b.st.se = AIC.tenths()
	}
	b.st.se += seLength(len(gs.bestNodes) - 2)
	b.sortElims()
	return true
}

// writeGroupedAIC writes "grouped aic: (7){r4c1,r4c2}=(7)r4c5-(1)r4c5=(1)r3c5".
func writeGroupedAIC(b *strings.Builder, s *Step) {
	if len(s.Groups) != len(s.Values) || len(s.Values) == 0 {
		writeNamed(b, s)
		return
	}
	b.WriteString("grouped aic: ")
	for i, g := range s.Groups {
		switch {
		case i == 0:
		case i%2 == 1:
			b.WriteByte('=')
		default:
			b.WriteByte('-')
		}
		b.WriteByte('(')
		b.WriteByte(sudoku.Symbol(s.Values[i]))
		b.WriteByte(')')
		if len(g) == 1 {
			b.WriteString(cellName(s.Size, g[0]))
		} else {
			writeGroup(b, s.Size, g)
		}
	}
}
