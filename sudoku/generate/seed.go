package generate

import (
	"context"
	"math/rand/v2"
)

// Reseed sets pcg to the state that seed names: puzzle i of a run that
// starts from seed S is made from the source Reseed(pcg, S+i) sets, and
// from nothing else, so that every run makes the same puzzle for the same
// seed and options, whatever the number of goroutines or the puzzles made
// before it. The seed is scrambled (SplitMix64's finalizer) so that the
// sources of consecutive seeds share no visible structure.
func Reseed(pcg *rand.PCG, seed uint64) {
	pcg.Seed(splitmix64(seed), splitmix64(^seed))
}

// NewRand returns a random source in the state that seed names (see
// Reseed).
func NewRand(seed uint64) *rand.Rand {
	pcg := rand.NewPCG(0, 0)
	Reseed(pcg, seed)
	return rand.New(pcg)
}

// splitmix64 scrambles a seed (the finalizer of Steele, Lea and Flood's
// SplitMix64).
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Seeded makes the puzzle that seed names (see Reseed and Generate), and
// sets its Seed.
func (g *Generator) Seeded(ctx context.Context, seed uint64) (Puzzle, error) {
	if g.pcg == nil {
		g.pcg = rand.NewPCG(0, 0)
		g.rng = rand.New(g.pcg)
	}
	Reseed(g.pcg, seed)
	p, err := g.Generate(ctx, g.rng)
	p.Seed = seed
	return p, err
}
