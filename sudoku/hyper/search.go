package hyper

import (
	"context"
	"math/bits"
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
	nodes := 0
	return s.dfsFrom(ctx, b, &nodes)
}

func (s *Solver) dfsFrom(ctx context.Context, b *Board, nodes *int) *Board {
	*nodes++
	if *nodes > dfsNodes || ctx.Err() != nil {
		return nil
	}
	p := s.prop
	switch p.outcome(b) {
	case solved:
		out := b.empty()
		copy(out.cells, p.val)
		return out
	case contradicted:
		return nil
	}
	next := b.empty()
	copy(next.cells, p.val)
	best := p.fewestCandidates()
	// The candidates are read before the recursion reuses p.
	for m := p.cand[best]; m != 0; m &= m - 1 {
		next.cells[best] = uint8(bits.TrailingZeros64(m) + 1)
		if sol := s.dfsFrom(ctx, next, nodes); sol != nil {
			return sol
		}
		if *nodes > dfsNodes {
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
