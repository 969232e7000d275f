package rate

import (
	"slices"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds the ALS chains: almost locked sets A1, A2, ..., Ak with
// no cell in common, each joined to the next by a restricted common
// value, x1 between A1 and A2, x2 between A2 and A3, and so on, no two
// in turn the same. If A1 lacks a value z (not x1), it is locked and holds
// x1, so A2 lacks x1, is locked and holds x2, ..., and Ak lacks x(k-1)
// and holds z (if z is not x(k-1)). So A1 or Ak holds z, and a cell
// seeing all their cells holding z loses z. Two sets are ALS-XZ, three
// the ALS-XY-Wing, both tried first: a chain here has four sets or more.

// maxALSChainSets is the most sets of an ALS chain searched: longer
// chains are past a person's patience, and the search grows with them.
const maxALSChainSets = 5

// maxALSChainCells is the most cells of a set in an ALS chain: a chain
// of larger sets is hard to follow, and the search grows with them.
const maxALSChainCells = 3

// alsChainScratch is the ALS chain search's scratch. A node is a set
// entered through a restricted common value: set*(N+1) + x.
type alsChainScratch struct {
	links   alsGraph // the links between sets of at most maxALSChainCells cells
	mark    []uint32 // per node: epoch when reached
	epoch   uint32
	par     []int32  // per node: the node before it
	depth   []int8   // per node: its number of sets in the chain
	x1      []int8   // per node: the first restricted common value of its chain
	path    []uint64 // per node: the cells of the chain up to it, words words each
	queue   []int32
	endMark []uint32 // per set: epoch when isEnd worked it out
	endOK   []bool   // and its answer
	best    []int32  // the nodes of the best chain after its first set, last first
	first   int      // the first set of the best chain
	bestZs  uint32
}

// alsChain looks for the ALS chain of fewest sets, four to
// maxALSChainSets, that removes something, and records it.
func (b *board) alsChain() bool {
	sets, all := b.alsLinks()
	as, w, stride := b.as, b.cs.words, b.size+1
	ch := &as.chain
	// The links between sets small enough for a chain.
	g := &ch.links
	g.start = resize32(g.start, len(sets)+1)
	g.links = g.links[:0]
	for i := range sets {
		g.start[i] = int32(len(g.links))
		if sets[i].n > maxALSChainCells {
			continue
		}
		for _, l := range all.linksOf(i) {
			if sets[l.set].n <= maxALSChainCells {
				g.links = append(g.links, l)
			}
		}
	}
	g.start[len(sets)] = int32(len(g.links))
	// Both mark arrays count with one epoch: make them anew together.
	if nodes := len(sets) * stride; len(ch.mark) < nodes || len(ch.endMark) < len(sets) {
		ch.mark = make([]uint32, nodes+nodes/2)
		ch.par = make([]int32, len(ch.mark))
		ch.depth = make([]int8, len(ch.mark))
		ch.x1 = make([]int8, len(ch.mark))
		ch.path = make([]uint64, len(ch.mark)*w)
		ch.endMark = make([]uint32, len(sets)+len(sets)/2)
		ch.endOK = make([]bool, len(ch.endMark))
		ch.epoch = 0
	}
	bound := maxALSChainSets
	ch.best = ch.best[:0]
	for a := range sets {
		if as.reach[a] == 0 || g.start[a] == g.start[a+1] {
			continue
		}
		if d := b.alsChainFrom(a, bound); d > 0 {
			bound = d - 1
			if bound < 4 {
				break
			}
		}
	}
	if len(ch.best) == 0 {
		return false
	}
	first, last := ch.first, int(ch.best[0])/stride
	b.alsEndElims(ALSChain, first, last, ch.bestZs)
	b.appendSet(first)
	for k := len(ch.best) - 1; k >= 0; k-- {
		x := int(ch.best[k])
		b.appendSet(x / stride)
		b.st.nodeVals = append(b.st.nodeVals, x%stride)
	}
	b.st.se = ALSXZ.tenths() + seLength(2*(len(ch.best)+1))
	b.sortElims()
	return true
}

// isEnd reports whether set j can end a chain from set a: it comes
// after a (a chain found from its other end is the same chain), has no
// cell in common with it, and shares with it a value z that a cell
// seeing all their cells holding z can lose. It works that out once per
// search from a.
func (b *board) isEnd(a, j int) bool {
	as, ch, w := b.as, &b.as.chain, b.cs.words
	if ch.endMark[j] == ch.epoch {
		return ch.endOK[j]
	}
	ch.endMark[j] = ch.epoch
	ok := false
	if zs := as.reach[a] & as.reach[j]; j > a && zs != 0 {
		ca, cj := as.cells[a*w:(a+1)*w], as.cells[j*w:(j+1)*w]
		overlap := false
		for k := range cj {
			overlap = overlap || cj[k]&ca[k] != 0
		}
		ok = !overlap && b.alsEndHits(a, j, zs)
	}
	ch.endOK[j] = ok
	return ok
}

// alsChainFrom searches breadth first from set a for the shortest chain
// of at most bound sets that removes something. A set is entered once
// through each restricted common value, by the first path that reaches
// it. It keeps the chain in b.as.chain and returns its number of sets,
// or 0.
func (b *board) alsChainFrom(a, bound int) int {
	as := b.as
	ch := &as.chain
	g := &ch.links
	w, stride := b.cs.words, b.size+1
	ch.epoch++
	if ch.epoch == 0 {
		clear(ch.mark)
		clear(ch.endMark)
		ch.epoch = 1
	}
	e := ch.epoch
	ca := as.cells[a*w : (a+1)*w]
	ra := as.reach[a]
	queue := ch.queue[:0]
	for _, l := range g.linksOf(a) {
		j := int(l.set)
		cj := as.cells[j*w : (j+1)*w]
		for xs := l.rcc; xs != 0; xs &= xs - 1 {
			x1 := lowBit(xs)
			if ra&^(1<<uint(x1)) == 0 {
				continue // no value left to remove
			}
			y := j*stride + x1
			ch.mark[y], ch.par[y], ch.depth[y], ch.x1[y] = e, -1, 2, int8(x1)
			p := ch.path[y*w : (y+1)*w]
			for k := range p {
				p[k] = ca[k] | cj[k]
			}
			queue = append(queue, int32(y))
		}
	}
	found := 0
	for qi := 0; qi < len(queue) && found == 0; qi++ {
		x := int(queue[qi])
		i, xin := x/stride, x%stride
		d := int(ch.depth[x])
		if d >= bound {
			break
		}
		// The values an end may remove: a reaches them, and they are
		// not the first restricted common value.
		za := ra &^ (1 << uint(ch.x1[x]))
		px := ch.path[x*w : (x+1)*w]
		for _, l := range g.linksOf(i) {
			rcc := l.rcc &^ (1 << uint(xin))
			j := int(l.set)
			zj := za & as.reach[j]
			if rcc == 0 || d+1 == bound && zj == 0 {
				continue // the last set of a chain must be an end
			}
			cj := as.cells[j*w : (j+1)*w]
			overlap := false
			for k := range cj {
				overlap = overlap || cj[k]&px[k] != 0
			}
			if overlap {
				continue
			}
			end := d+1 >= 4 && zj != 0 && b.isEnd(a, j)
			if d+1 == bound && !end {
				continue // the last set of a chain must be an end
			}
			for ; rcc != 0; rcc &= rcc - 1 {
				xo := lowBit(rcc)
				y := j*stride + xo
				if ch.mark[y] == e {
					continue
				}
				ch.mark[y], ch.par[y], ch.depth[y], ch.x1[y] = e, int32(x), int8(d+1), ch.x1[x]
				py := ch.path[y*w : (y+1)*w]
				for k := range py {
					py[k] = px[k] | cj[k]
				}
				if zs := zj &^ (1 << uint(xo)); end && zs != 0 && b.alsEndHits(a, j, zs) {
					ch.bestZs, ch.first = zs, a
					ch.best = ch.best[:0]
					for n := y; n >= 0; n = int(ch.par[n]) {
						ch.best = append(ch.best, int32(n))
					}
					found = d + 1
					break
				}
				queue = append(queue, int32(y))
			}
			if found > 0 {
				break
			}
		}
	}
	ch.queue = queue
	return found
}

// alsEndHits reports whether, for a value z of zs, a cell holding z sees
// every cell of sets a and c holding z.
func (b *board) alsEndHits(a, c int, zs uint32) bool {
	w, stride := b.cs.words, b.size+1
	as := b.as
	for ; zs != 0; zs &= zs - 1 {
		z := lowBit(zs)
		zb := as.candBits[z*w : (z+1)*w]
		sa := as.seeAll[(a*stride+z)*w : (a*stride+z+1)*w]
		sc := as.seeAll[(c*stride+z)*w : (c*stride+z+1)*w]
		for k := range zb {
			if zb[k]&sa[k]&sc[k] != 0 {
				return true
			}
		}
	}
	return false
}

// writeALSChain writes "als chain: {r1c1,r1c2} -4- {r3c3} -7-
// {r5c5,r5c6} -2- {r9c1}, common 3,".
func writeALSChain(b *strings.Builder, s *Step) {
	if len(s.Groups) < 2 || len(s.Values) != len(s.Groups)-1 || len(s.Eliminations) == 0 {
		writeNamed(b, s)
		return
	}
	b.WriteString("als chain: ")
	for i, g := range s.Groups {
		if i > 0 {
			b.WriteString(" -")
			b.WriteByte(sudoku.Symbol(s.Values[i-1]))
			b.WriteString("- ")
		}
		writeGroup(b, s.Size, g)
	}
	var zs []int
	for _, e := range s.Eliminations {
		if !slices.Contains(zs, e.Value) {
			zs = append(zs, e.Value)
		}
	}
	slices.Sort(zs)
	b.WriteString(", common ")
	if len(zs) == 1 {
		b.WriteByte(sudoku.Symbol(zs[0]))
	} else {
		writeSet(b, zs)
	}
	b.WriteByte(',')
}
