package hyper

import (
	"math"
	"math/rand/v2"
)

// Resampling: a step of the grid walk made by randomized search. Two
// parallel layers of one block group (the cells whose coordinate along
// some axis is one of two lines of one group of b) are emptied, and a
// depth-first search on the singles fills them again, trying each cell's
// values in random order. The rest of the grid stays; the search may put
// back the former layers, swap them, or find a new filling, and each
// filling of the layers that fits the rest has a positive probability:
// the descent that picks its values at every branch meets no dead end,
// since the singles drawn from part of a solution agree with it.

// resampleFails is the number of dead ends a resampling search may meet
// before it gives up; the grid is then left as it was.
const resampleFails = 16

// resampleTries is the number of regions a round tries before it gives up.
const resampleTries = 4

// resample makes n rounds of resampling on the full grid b, each on a
// region drawn from rng, and returns the number of rounds that changed b.
func (gen *Generator) resample(b *Board, rng *rand.Rand, n int) int {
	changed := 0
	for range n {
		for range resampleTries {
			p := b.Clone()
			gen.blankLayers(p, rng)
			fails := resampleFails
			if sol := gen.prop.fillRandom(p, rng, &fails); sol != nil {
				if !sol.Equal(b) {
					changed++
				}
				copy(b.cells, sol.cells)
				break
			}
		}
	}
	return changed
}

// resampleRounds returns the number of resampling rounds of a grid: D+1.
func (gen *Generator) resampleRounds() int { return gen.geo.shape.Dims + 1 }

// blankLayers empties, in b, two parallel layers of one block group along
// a random axis (for b = 2, the whole group).
func (gen *Generator) blankLayers(b *Board, rng *rand.Rand) {
	g := gen.geo
	bx := g.shape.Box
	k := rng.IntN(g.shape.Dims)
	grp := rng.IntN(g.side / bx)
	t := rng.Perm(bx)
	x1, x2 := grp*bx+t[0], grp*bx+t[1]
	stride := ipow(g.side, k)
	for i := range b.cells {
		if x := i / stride % g.side; x == x1 || x == x2 {
			b.cells[i] = 0
		}
	}
}

// fillRandom returns a solution of b, found by a depth-first search that
// propagates the singles at each node and branches on the open cell with
// the fewest candidates, its values in random order; or nil once it has
// met *fails dead ends (which proves nothing). It counts the dead ends
// down in *fails.
func (p *propagator) fillRandom(b *Board, rng *rand.Rand, fails *int) *Board {
	st := fill{rng: rng, nodes: math.MaxInt, fails: *fails}
	sol := p.fill(b, &st)
	*fails = st.fails
	return sol
}
