package hyper

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
)

// Two cheap ways to a solution before the SAT solver: a short depth-first
// search on the singles, and, from one solution, a second one by a chain
// swap that touches no given.

// dfsNodes is the budget of the depth-first search: past it, the question
// goes to the SAT solver. On boards the singles nearly fill, the search
// needs a handful of nodes; where it needs more, it tends to need far more.
const dfsNodes = 64

// dfs looks for a solution of b by propagating the singles at each node and
// branching on the open cell with the fewest candidates, in value order.
// It returns the solution, or nil when it found none within its budget
// (which proves nothing). It decides nothing when a context is done.
func (s *Solver) dfs(ctx context.Context, b *Board) *Board {
	return s.prop.fill(b, &fill{ctx: ctx, nodes: dfsNodes, fails: math.MaxInt})
}

// fill is the state of a depth-first search on the singles: what may stop
// it and how its values are ordered. The budgets count down.
type fill struct {
	ctx   context.Context // nil: never done
	rng   *rand.Rand      // nil: each cell's values in increasing order
	nodes int             // nodes left; past them the search gives up
	fails int             // dead ends left; at none the search gives up
}

// fill returns a solution of b found by a depth-first search that
// propagates the singles at each node and branches on the open cell with
// the fewest candidates; or nil once a budget of st is spent or its
// context is done (which proves nothing).
func (p *propagator) fill(b *Board, st *fill) *Board {
	if st.nodes--; st.nodes < 0 || st.ctx != nil && st.ctx.Err() != nil {
		return nil
	}
	switch p.outcome(b) {
	case solved:
		out := b.empty()
		copy(out.cells, p.val)
		return out
	case contradicted:
		st.fails--
		return nil
	}
	next := b.empty()
	copy(next.cells, p.val)
	best := p.fewestCandidates()
	// The values are read before the recursion reuses p.
	vals := make([]uint8, 0, bits.OnesCount64(p.cand[best]))
	for m := p.cand[best]; m != 0; m &= m - 1 {
		vals = append(vals, uint8(bits.TrailingZeros64(m)+1))
	}
	if st.rng != nil {
		st.rng.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
	}
	for _, v := range vals {
		next.cells[best] = v
		if sol := p.fill(next, st); sol != nil {
			return sol
		}
		if st.nodes < 0 || st.fails <= 0 {
			return nil
		}
	}
	return nil
}

// otherSolution returns a solution of puzzle b other than sol, made from
// sol by exchanging two values along a chain of cells (see swap.go) that
// holds no given of b, or nil when no chain is free of givens. It costs
// O(L²·D·L^D) at most.
func (s *Solver) otherSolution(b, sol *Board) *Board {
	if s.swap == nil {
		s.swap = newSwapper(s.geo)
	}
	sw := s.swap
	l := uint8(s.geo.side)
	alt := sol.Clone()
	for a := uint8(1); a <= l; a++ {
		for c := a + 1; c <= l; c++ {
			// Walk every chain of a and c once: the first cell of each
			// not yet marked starts one.
			sw.stamp++
			first := sw.stamp
			for i, v := range alt.cells {
				if (v != a && v != c) || sw.mark[i] >= first {
					continue
				}
				n := sw.chainOf(alt, i, a, c)
				free := true
				for _, j := range sw.chain[:n] {
					if b.cells[j] != 0 {
						free = false
						break
					}
				}
				if free {
					for _, j := range sw.chain[:n] {
						alt.cells[j] ^= a ^ c
					}
					return alt
				}
			}
		}
	}
	return nil
}

// fewestCandidates returns the empty cell of the last propagation with the
// fewest candidates, the first one on ties; -1 when every cell is filled.
func (p *propagator) fewestCandidates() int {
	best, fewest := -1, 1<<30
	for i, v := range p.val {
		if v == 0 {
			if c := bits.OnesCount64(p.cand[i]); c < fewest {
				best, fewest = i, c
			}
		}
	}
	return best
}
