package hyper

import (
	"context"
	"math/rand/v2"
	"slices"
)

// Sparse boards. On a board with few givens the singles decide nothing
// and both the depth-first search and the SAT solver can wander for long
// before a first full grid (the empty 3D b=2 board defeats both), while
// full grids are easy to make: the formula family of grid.go. A formula
// grid whose values are relabeled so that it agrees with every given is a
// solution. So before the SAT solver, a few formula grids are drawn, each
// relabeled to agree with as many givens as it can and then mended by
// chain swaps; one that agrees with all of them is a solution.

// relabelDraws is the number of formula grids tried on a board.
const relabelDraws = 16

// repairPasses bounds the passes of repair over the givens, and
// repairSwaps the chains it looks at in all, each costing up to the
// cells holding two values.
const (
	repairPasses = 8
	repairSwaps  = 64
)

// sparse is the most givens, as a share of the cells (1/sparse), that
// relabeled tries to meet: past it the singles and the SAT solver do
// better, and the givens a formula grid breaks are too many to mend.
const sparse = 8

// relabeled returns a solution of b made from a formula grid, relabeled
// and mended, or nil when none of relabelDraws grids came to agree with
// every given (at once when more than one cell in sparse holds a given).
// The draws come from a source fixed for the shape, so the answer for a
// board is the same on every run. It decides nothing when ctx is done.
func (s *Solver) relabeled(ctx context.Context, b *Board) *Board {
	g := s.geo
	if b.Givens() > g.cells/sparse {
		return nil
	}
	l := g.side
	rng := rand.New(rand.NewPCG(uint64(g.shape.Dims), uint64(g.shape.Box)))
	// agree[f*l+v]: givens of value v+1 where the formula grid holds f+1.
	agree := make([]int, l*l)
	pairs := make([]int, 0, l*l)
	to := make([]int, l+1)
	used := make([]bool, l+1)
	for range relabelDraws {
		if ctx.Err() != nil {
			return nil
		}
		f := formulaGrid(g, rng)
		clear(agree)
		for i, v := range b.cells {
			if v != 0 {
				agree[int(f.cells[i]-1)*l+int(v-1)]++
			}
		}
		// A relabeling maps each formula value to one value: take the
		// pairs that agree most first, then the values left in order.
		pairs = pairs[:0]
		for k, n := range agree {
			if n > 0 {
				pairs = append(pairs, k)
			}
		}
		slices.SortFunc(pairs, func(x, y int) int { return agree[y] - agree[x] })
		clear(to)
		clear(used)
		for _, k := range pairs {
			fv, v := k/l+1, k%l+1
			if to[fv] == 0 && !used[v] {
				to[fv], used[v] = v, true
			}
		}
		free := 1
		for fv := 1; fv <= l; fv++ {
			if to[fv] != 0 {
				continue
			}
			for used[free] {
				free++
			}
			to[fv], used[free] = free, true
		}
		for i, fv := range f.cells {
			f.cells[i] = uint8(to[fv])
		}
		if s.repair(f, b) == 0 {
			return f
		}
	}
	return nil
}

// repair changes the full grid f by chain swaps (swap.go) towards
// agreeing with every given of b, and returns the number of givens it
// still breaks, or -1 when it gave up after repairSwaps chains. A given that f breaks, holding a where the given is v, is
// mended by swapping a and v along the chain through its cell; the swap
// is made only when it mends more givens in the chain than it breaks.
func (s *Solver) repair(f, b *Board) int {
	if s.swap == nil {
		s.swap = newSwapper(s.geo)
	}
	sw := s.swap
	wrong, swaps := 0, 0
	for range repairPasses {
		wrong = 0
		mended := false
		for i, v := range b.cells {
			a := f.cells[i]
			if v == 0 || a == v {
				continue
			}
			if swaps++; swaps > repairSwaps {
				return -1
			}
			sw.stamp++
			gain := 0
			for _, j := range sw.chain[:sw.chainOf(f, i, a, v)] {
				switch w := b.cells[j]; {
				case w == 0:
				case w == f.cells[j]:
					gain--
				case w == f.cells[j]^a^v:
					gain++
				}
			}
			if gain > 0 {
				for _, j := range sw.chain {
					f.cells[j] ^= a ^ v
				}
				mended = true
			} else {
				wrong++
			}
		}
		if wrong == 0 || !mended {
			break
		}
	}
	// The count of the last pass may miss givens a later swap broke.
	wrong = 0
	for i, v := range b.cells {
		if v != 0 && f.cells[i] != v {
			wrong++
		}
	}
	return wrong
}
