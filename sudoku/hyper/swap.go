package hyper

import "math/rand/v2"

// Chain swaps: take two values a and c and a cell holding one of them;
// the cells holding a or c that can be reached from it, stepping from cell
// to cell through shared units, form a chain. Each unit holds a and c once
// each, so a unit the chain enters holds both in the chain: exchanging a
// and c within the chain leaves every unit with each value once. When the
// chain is every cell holding a or c, the swap is a relabeling; otherwise
// it makes a grid that no symmetry of the former may give, which takes
// formula grids out of their algebraic family.

// swapper holds the buffers of chain swaps on one geometry.
type swapper struct {
	geo   *geometry
	mark  []uint32 // mark[i] == stamp: cell i is in the current chain
	stamp uint32
	stack []int32
	chain []int32
}

func newSwapper(g *geometry) *swapper {
	return &swapper{geo: g, mark: make([]uint32, g.cells)}
}

// swap exchanges values a and c in the chain of cell start, which holds
// one of them, and returns the chain's length.
func (sw *swapper) swap(b *Board, start int, a, c uint8) int {
	sw.stamp++
	n := sw.chainOf(b, start, a, c)
	for _, i := range sw.chain {
		b.cells[i] ^= a ^ c
	}
	return n
}

// chainOf sets sw.chain to the chain of cell start for values a and c,
// marking its cells with the current stamp, and returns its length.
func (sw *swapper) chainOf(b *Board, start int, a, c uint8) int {
	g := sw.geo
	sw.stack = append(sw.stack[:0], int32(start))
	sw.chain = sw.chain[:0]
	sw.mark[start] = sw.stamp
	for len(sw.stack) > 0 {
		i := sw.stack[len(sw.stack)-1]
		sw.stack = sw.stack[:len(sw.stack)-1]
		sw.chain = append(sw.chain, i)
		if g.lean() {
			sw.leanStep(b, int(i), a, c)
			continue
		}
		for _, u := range g.unitsOf(int(i)) {
			for _, j := range g.cellsOf(int(u)) {
				if v := b.cells[j]; (v == a || v == c) && sw.mark[j] != sw.stamp {
					sw.mark[j] = sw.stamp
					sw.stack = append(sw.stack, j)
				}
			}
		}
	}
	return len(sw.chain)
}

// walk makes n chain swaps on the full grid b, each at a random cell
// with a random second value.
func (sw *swapper) walk(b *Board, rng *rand.Rand, n int) {
	l := sw.geo.side
	for range n {
		i := rng.IntN(len(b.cells))
		a := b.cells[i]
		c := uint8(rng.IntN(l-1) + 1)
		if c >= a {
			c++
		}
		sw.swap(b, i, a, c)
	}
}

// leanStep pushes the unmarked cells holding a or c in the units of cell
// i, on a lean geometry.
func (sw *swapper) leanStep(b *Board, i int, a, c uint8) {
	g := sw.geo
	push := func(j int) {
		if v := b.cells[j]; (v == a || v == c) && sw.mark[j] != sw.stamp {
			sw.mark[j] = sw.stamp
			sw.stack = append(sw.stack, int32(j))
		}
	}
	for k := range g.shape.Dims {
		j, s := g.lineStart(i, k), g.stride[k]
		for range g.side {
			push(j)
			j += s
		}
	}
	first := g.blockStart(i)
	for _, o := range g.blockOff {
		push(first + int(o))
	}
}
