package rate

import "math/bits"

// This file holds Sudoku Explainer's chaining rules of several chains
// (see se_chain.go for the nodes): Nishio forcing chains, cell and
// region forcing chains, and the dynamic ones.
//
// A branch follows the consequences of some nodes assumed: a node on
// turns off its cell's other candidates and its value in its peers; a
// node off leads to a node on. In a static branch (cell and region
// forcing chains) "off" leads to "on" along the strong links of the state
// the step starts from, as in a single chain; in a dynamic branch (Nishio
// and the dynamic rules) along those of the state the branch has reached:
// the last candidate left in a cell, the last place left to a value in a
// unit, each with the nodes off that left it as its parents. A branch is
// a contradiction when it turns a node both on and off.
//
// The rules: Nishio (7.5): a candidate whose branch is a contradiction is
// removed. Cell (8.0) and region (8.0) forcing chains: the static
// branches of each candidate of a cell, or each place of a value in a
// unit, all turn a node on (placed) or off (removed). The dynamic rules
// (8.5): a candidate whose dynamic branch is a contradiction, when on
// (removed) or off (placed); a node that the branches of a candidate on
// and off both reach; and the cell and region rules with dynamic
// branches. A rule's rating adds the length scale of its complexity: the
// nodes of its chains, each chain's the ancestors of its last node.

// seMaxBranches is the most branches a rule follows: a cell's candidates
// or a value's places in a unit.
const seMaxBranches = 9

// seBranch is the state of one branch.
type seBranch struct {
	rem []uint32 // per cell: the candidates not turned off (dynamic only)
	// pos[u*(N+1)+v]: the places of value v in unit u left in rem, as
	// b.unitPos holds them, so that the last place of a value in a unit
	// is found without scanning the unit (dynamic only).
	pos  []uint32
	mark []uint32 // per node: epoch when reached
	par  []int32  // per node: its parents at pool[par : par+npar]
	npar []uint16
	// nest[x] is the complexity of the nested chain that concluded node
	// x (zero for any other node); nested lists the nodes where it is set.
	nest   []int32
	nested []int32
	pool   []int32
	queue  []int32
	epoch  uint32
	// contra is a node reached both on and off (its "on" node), or -1.
	contra int32
	// xOnly: the branch follows one value's links only (Nishio).
	xOnly bool
}

// seDynScratch is the scratch of the rules of several chains.
type seDynScratch struct {
	br     [seMaxBranches]seBranch
	amark  []uint32 // ancestors count marks, per node
	aepoch uint32
	stack  []int32
	common []int32 // nodes reached by every branch so far
	// The nodes each node's branch reached, at sets[x*words :
	// (x+1)*words], for the sources of the rule under way (see
	// seClosures), and whether the branch was a contradiction; live the
	// candidates' nodes, on and off.
	sets   []uint64
	contra []bool
	live   []uint64
	words  int
	size   int // the board's N
	and    []uint64
	// acells are the cells of the nodes seAncestors walked since it was
	// last cleared: a nested conclusion's parents are taken from them.
	acells [2]uint64
	// nmark[x] == hepoch: the nest of node x is counted in the hint
	// under way (see newHint).
	nmark   []uint32
	hepoch  uint32
	parents []int32 // the parents of a stalled branch's conclusions
	ys      []int32 // a stalled branch's conclusions
	rem     []uint32
	// rmark[x] == repoch: seStaticReach reached node x.
	rmark  []uint32
	repoch uint32
}

func (b *board) seDyn() *seDynScratch {
	s := b.seScratch()
	if s.dyn == nil {
		nn := 2 * b.ncell * b.size
		w := (nn + 63) / 64
		d := &seDynScratch{amark: make([]uint32, nn), sets: make([]uint64, nn*w), contra: make([]bool, nn),
			nmark: make([]uint32, nn), rmark: make([]uint32, nn), live: make([]uint64, w), and: make([]uint64, w), words: w, size: b.size}
		for i := range d.br {
			d.br[i] = seBranch{
				rem:  make([]uint32, b.ncell),
				pos:  make([]uint32, b.nunit*(b.size+1)),
				mark: make([]uint32, nn),
				par:  make([]int32, nn),
				npar: make([]uint16, nn),
				nest: make([]int32, nn),
			}
		}
		s.dyn = d
	}
	return s.dyn
}

// reached reports whether the branch reached node x.
func (br *seBranch) reached(x int) bool { return br.mark[x] == br.epoch }

// sePropagate runs branch br from node src (static or dynamic) until it
// stops or shows a contradiction.
func (b *board) sePropagate(br *seBranch, src int, dynamic bool) {
	br.epoch++
	if br.epoch == 0 {
		clear(br.mark)
		br.epoch = 1
	}
	// Only a dynamic branch reads its state: a static one leaves it
	// alone.
	if dynamic {
		copy(br.rem, b.cand[:b.ncell])
		copy(br.pos, b.unitPos[:b.nunit*(b.size+1)])
	}
	br.pool = br.pool[:0]
	for _, y := range br.nested {
		br.nest[y] = 0
	}
	br.nested = br.nested[:0]
	br.queue = append(br.queue[:0], int32(src))
	br.contra = -1
	br.mark[src], br.npar[src] = br.epoch, 0
	s := b.sec
	n := b.size
	if src&1 == 0 && dynamic {
		b.seTurnOff(br, src>>1)
	}
	for qi := 0; ; {
		if qi == len(br.queue) {
			// Stalled: a dynamic branch of a rule of a level above
			// zero goes on with the techniques of its level.
			if !dynamic || s.level == 0 || !b.seAdvance(br, s.level) || br.contra >= 0 {
				return
			}
		}
		x := int(br.queue[qi])
		qi++
		p := x >> 1
		c, v := int(s.pcell[p]), int(s.pval[p])
		if x&1 == 1 { // on: the cell's other candidates and the value's peers off
			hi := s.adjStart[2*p+1]
			if br.xOnly {
				hi = s.adjStart[2*p] + int32(s.adjSplit[2*p])
			}
			for _, y := range s.adj[s.adjStart[2*p]:hi] {
				// A weak link leads to a node off, and a candidate of
				// the links is out of rem exactly when its node off
				// was reached: reached is the whole test.
				if br.reached(int(y)) {
					continue
				}
				if b.seAdd(br, int(y), x) {
					return
				}
				if dynamic {
					b.seTurnOff(br, int(y)>>1)
				}
			}
			continue
		}
		if !dynamic {
			for _, y := range s.adj[s.adjStart[2*p+1]:s.adjStart[2*p+2]] {
				if b.seAdd(br, int(y), x) {
					return
				}
			}
			continue
		}
		// off, dynamic: the cell's last candidate, the value's last place
		if m := br.rem[c]; !br.xOnly && m != 0 && m&(m-1) == 0 {
			w := bits.TrailingZeros32(m)
			if y := 2*(c*n+w-1) + 1; !br.reached(y) {
				if b.seAddCell(br, y, c, w) {
					return
				}
			}
		}
		stride := n + 1
		for _, u := range b.cellUnits[3*c : 3*c+3] {
			pos := br.pos[int(u)*stride+v]
			if pos == 0 || pos&(pos-1) != 0 {
				continue
			}
			last := int(b.unit(int(u))[bits.TrailingZeros32(pos)])
			if y := 2*(last*n+v-1) + 1; !br.reached(y) {
				if b.seAddUnit(br, y, int(u), v, last) {
					return
				}
			}
		}
	}
}

// seTurnOff takes candidate p out of the branch's state.
func (b *board) seTurnOff(br *seBranch, p int) {
	n := b.size
	c, v := int(b.sec.pcell[p]), int(b.sec.pval[p])
	bit := uint32(1) << uint(v)
	if br.rem[c]&bit == 0 {
		return
	}
	br.rem[c] &^= bit
	for k, u := range b.cellUnits[3*c : 3*c+3] {
		br.pos[int(u)*(n+1)+v] &^= 1 << uint(b.cellIdx[3*c+k])
	}
}

// seAdd adds node y, reached from x, to the branch; it reports a
// contradiction.
func (b *board) seAdd(br *seBranch, y, x int) bool {
	if br.reached(y) {
		return false
	}
	br.mark[y] = br.epoch
	br.par[y], br.npar[y] = int32(len(br.pool)), 1
	br.pool = append(br.pool, int32(x))
	return br.push(y)
}

// push queues node y, just reached, and reports a contradiction: y
// reached both on and off (contra is then its node on).
func (br *seBranch) push(y int) bool {
	br.queue = append(br.queue, int32(y))
	if br.reached(y ^ 1) {
		br.contra = int32(y | 1)
		return true
	}
	return false
}

// seAddCell adds node y on, the last candidate w left in cell c: its
// parents are the cell's other candidates off.
func (b *board) seAddCell(br *seBranch, y, c, w int) bool {
	n := b.size
	br.mark[y] = br.epoch
	br.par[y] = int32(len(br.pool))
	for m := b.cand[c] &^ (1 << uint(w)); m != 0; m &= m - 1 {
		br.pool = append(br.pool, int32(2*(c*n+bits.TrailingZeros32(m)-1)))
	}
	br.npar[y] = uint16(len(br.pool) - int(br.par[y]))
	return br.push(y)
}

// seAddUnit adds node y on, the last place last of value v in unit u: its
// parents are the value's other places in the unit off.
func (b *board) seAddUnit(br *seBranch, y, u, v, last int) bool {
	n := b.size
	cells := b.unit(u)
	br.mark[y] = br.epoch
	br.par[y] = int32(len(br.pool))
	for m := b.unitPos[u*(n+1)+v]; m != 0; m &= m - 1 {
		if q := int(cells[bits.TrailingZeros32(m)]); q != last {
			br.pool = append(br.pool, int32(2*(q*n+v-1)))
		}
	}
	br.npar[y] = uint16(len(br.pool) - int(br.par[y]))
	return br.push(y)
}

// seAncestors returns the nodes of the chains that lead to x in branch
// br, x and the source counted.
func (d *seDynScratch) seAncestors(br *seBranch, x int) int {
	d.aepoch++
	if d.aepoch == 0 {
		clear(d.amark)
		d.aepoch = 1
	}
	d.stack = append(d.stack[:0], int32(x))
	d.amark[x] = d.aepoch
	count := 0
	for len(d.stack) > 0 {
		y := d.stack[len(d.stack)-1]
		d.stack = d.stack[:len(d.stack)-1]
		count++
		if br.nest[y] > 0 && d.nmark[y] != d.hepoch {
			d.nmark[y] = d.hepoch
			count += int(br.nest[y])
		}
		c := int(y) >> 1 / d.size
		d.acells[c/64] |= 1 << uint(c%64)
		for _, z := range br.pool[br.par[y] : br.par[y]+int32(br.npar[y])] {
			if d.amark[z] != d.aepoch {
				d.amark[z] = d.aepoch
				d.stack = append(d.stack, z)
			}
		}
	}
	return count
}

// newHint starts the count of a hint's nodes: the cells its walks reach
// and the nested chains they count, each once.
func (d *seDynScratch) newHint() {
	d.acells = [2]uint64{}
	d.hepoch++
	if d.hepoch == 0 {
		clear(d.nmark)
		d.hepoch = 1
	}
}

// seOffer makes a step of rule at rating base plus the length scale of
// nodes the best, if it is better: placing the candidate of node x (on)
// or removing it (off).
func (b *board) seOffer(rule seRule, base, nodes, x int) {
	s := b.sec
	if s.collect {
		s.found = append(s.found, seFound{x: int32(x), nodes: int32(nodes), cells: s.dyn.acells})
		return
	}
	se := base + seLengthAdd(nodes)
	if !s.best.better(se, nodes) {
		return
	}
	n := b.size
	p := x >> 1
	s.best.found, s.best.rule, s.best.se, s.best.nodes = true, rule, se, nodes
	s.best.elims = s.best.elims[:0]
	if x&1 == 1 {
		s.best.cell, s.best.value = p/n, p%n+1
	} else {
		s.best.cell = -1
		s.best.elims = append(s.best.elims, Candidate{Cell: p / n, Value: p%n + 1})
	}
}

// seContradictions tries every candidate's dynamic branch, on (for Nishio
// and the dynamic rules) and off (dynamic only): a contradiction proves
// the opposite of the assumption.
func (b *board) seContradictions(rule seRule, base int, withOff bool) {
	d := b.seDyn()
	br := &d.br[0]
	br.xOnly = rule == seNishio
	defer func() { br.xOnly = false }()
	n := b.size
	for p := range b.ncell * n {
		if b.cand[p/n]&(1<<uint(p%n+1)) == 0 {
			continue
		}
		for on := 1; on >= 0; on-- {
			if on == 0 && !withOff {
				break
			}
			src := 2*p + on
			b.sePropagate(br, src, true)
			if br.contra < 0 {
				continue
			}
			d.newHint()
			nodes := d.seAncestors(br, int(br.contra)) + d.seAncestors(br, int(br.contra)^1)
			b.seOffer(rule, base, nodes, src^1)
		}
	}
}

// seNishio is Sudoku Explainer's Nishio forcing chains.
func (b *board) seNishio() bool {
	s := b.seStart()
	if s == nil {
		return false
	}
	b.seContradictions(seNishio, seNishioBase, false)
	return b.seTake(s)
}

// seForcings tries the cells' candidates and the units' places of each
// value as the branches of cell and region forcing chains.
func (b *board) seForcings(cellRule, regionRule seRule, base int, dynamic bool) {
	n := b.size
	var srcs [seMaxBranches]int32
	for c := range b.ncell {
		if b.sec.stop() {
			return
		}
		m := b.cand[c]
		if m == 0 || m&(m-1) == 0 {
			continue
		}
		k := 0
		for ; m != 0; m &= m - 1 {
			srcs[k] = int32(2*(c*n+bits.TrailingZeros32(m)-1) + 1)
			k++
		}
		b.seBranches(srcs[:k], cellRule, base, dynamic)
	}
	stride := n + 1
	for u := range b.nunit {
		if b.sec.stop() {
			return
		}
		for v := 1; v <= n; v++ {
			pos := b.unitPos[u*stride+v]
			if bits.OnesCount32(pos) < 2 {
				continue
			}
			k := 0
			for ; pos != 0; pos &= pos - 1 {
				q := int(b.unit(u)[bits.TrailingZeros32(pos)])
				srcs[k] = int32(2*(q*n+v-1) + 1)
				k++
			}
			b.seBranches(srcs[:k], regionRule, base, dynamic)
		}
	}
}

// seClosures runs the branch of every candidate on (and off, for
// withOff) and keeps the nodes it reached in d.sets, so that the rules of
// several branches follow again only the branches that all reach a node.
// It offers the contradictions it meets to rule.
func (b *board) seClosures(dynamic, withOff bool, rule seRule, base int) {
	d := b.seDyn()
	br := &d.br[0]
	n, w := b.size, d.words
	clear(d.live)
	for p := range b.ncell * n {
		if b.sec.stop() {
			return
		}
		if b.cand[p/n]&(1<<uint(p%n+1)) == 0 {
			continue
		}
		d.live[(2*p)/64] |= 3 << uint((2*p)%64)
		for on := 1; on >= 0; on-- {
			if on == 0 && !withOff {
				break
			}
			x := 2*p + on
			set := d.sets[x*w : (x+1)*w]
			clear(set)
			if !dynamic && !b.seStaticReach(d, x) {
				// No contradiction: its nodes are all that is kept.
				for _, y := range d.stack {
					set[y/64] |= 1 << uint(y%64)
				}
				d.contra[x] = false
				continue
			}
			b.sePropagate(br, x, dynamic)
			for _, y := range br.queue {
				set[y/64] |= 1 << uint(y%64)
			}
			d.contra[x] = br.contra >= 0
			if d.contra[x] && rule != seRegistry {
				d.newHint()
				nodes := d.seAncestors(br, int(br.contra)) + d.seAncestors(br, int(br.contra)^1)
				b.seOffer(rule, base, nodes, x^1)
			}
		}
	}
}

// seCommon reports whether the branches of srcs, as seClosures kept them,
// are no contradiction and all reach a candidate's node.
func (d *seDynScratch) seCommon(srcs []int32) bool {
	w := d.words
	copy(d.and, d.live)
	for _, x := range srcs {
		if d.contra[x] {
			return false
		}
		any := uint64(0)
		for i, m := range d.sets[int(x)*w : (int(x)+1)*w] {
			d.and[i] &= m
			any |= d.and[i]
		}
		if any == 0 {
			return false
		}
	}
	return true
}

// seBranches runs a branch from each of srcs and offers every node they
// all reach (one of the assumptions is true, so that node is).
func (b *board) seBranches(srcs []int32, rule seRule, base int, dynamic bool) {
	d := b.seDyn()
	s := b.sec
	if !d.seCommon(srcs) {
		return
	}
	for i, src := range srcs {
		br := &d.br[i]
		b.sePropagate(br, int(src), dynamic)
		if br.contra >= 0 {
			// That assumption is false: the others are left, which the
			// contradiction rules take on their own.
			return
		}
		if i == 0 {
			d.common = append(d.common[:0], br.queue...)
			continue
		}
		keep := d.common[:0]
		for _, y := range d.common {
			if br.reached(int(y)) {
				keep = append(keep, y)
			}
		}
		d.common = keep
		if len(keep) == 0 {
			return
		}
	}
	n := b.size
	for _, y := range d.common {
		p := int(y) >> 1
		if b.cand[p/n]&(1<<uint(p%n+1)) == 0 {
			continue
		}
		d.newHint()
		nodes := 0
		for i := range srcs {
			nodes += d.seAncestors(&d.br[i], int(y))
		}
		if s.collect || s.best.better(base+seLengthAdd(nodes), nodes) {
			b.seOffer(rule, base, nodes, int(y))
		}
	}
}

// seDoubles offers every node that a candidate's dynamic branches on and
// off both reach.
func (b *board) seDoubles(rule seRule, base int) {
	n := b.size
	var srcs [2]int32
	for p := range b.ncell * n {
		if b.sec.stop() {
			return
		}
		if b.cand[p/n]&(1<<uint(p%n+1)) == 0 {
			continue
		}
		srcs[0], srcs[1] = int32(2*p+1), int32(2*p)
		b.seBranches(srcs[:], rule, base, true)
	}
}

// seMultiple is Sudoku Explainer's cell and region forcing chains.
func (b *board) seMultiple() bool {
	s := b.seStart()
	if s == nil {
		return false
	}
	b.seClosures(false, false, seRegistry, 0)
	b.seForcings(seCellForcing, seRegionForcing, seMultipleBase, false)
	return b.seTake(s)
}

// seDynamic is Sudoku Explainer's dynamic forcing chains.
func (b *board) seDynamic() bool {
	s := b.seStart()
	if s == nil {
		return false
	}
	b.seClosures(true, true, seDynContradiction, seDynamicBase)
	b.seDoubles(seDynDouble, seDynamicBase)
	b.seForcings(seDynCell, seDynRegion, seDynamicBase, true)
	return b.seTake(s)
}
