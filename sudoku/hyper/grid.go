package hyper

import "math/rand/v2"

// A full grid from a formula, shuffled by the board's symmetries.
//
// Write each coordinate x_i in base b with D digits, d_{i,0} = x_i mod b
// (its place in its block) the lowest. The value, less one, is written in
// base b with D digits, digit j being
//
//	v_j = m_{j,0}·d_{j,0} + Σ_{i≠j} m_{i,j}·d_{i,(j-i) mod D}  (mod b)
//
// with each m a unit mod b. Along axis i the D digits of x_i go one to
// each digit of the value, scaled by units: a bijection, so every line
// holds every value; in a block only the low digits vary, d_{j,0} going to
// v_j: a bijection again. The shuffle then relabels the values, permutes
// the axes, and along each axis permutes the groups of b lines that share
// blocks and the lines within each group; all of these map lines to lines
// and blocks to blocks.

// formulaGrid returns a full grid of g's shape drawn from the formula
// family above and its symmetries.
func formulaGrid(g *geometry, rng *rand.Rand) *Board {
	d, b, l := g.shape.Dims, g.shape.Box, g.side
	var units []int
	for u := 1; u < b; u++ {
		if gcd(u, b) == 1 {
			units = append(units, u)
		}
	}
	m := make([]int, d*d) // m[i*d+j]: the unit of axis i's digit going to v_j
	for k := range m {
		m[k] = units[rng.IntN(len(units))]
	}
	// The coordinate maps: along each axis, a permutation of the groups and,
	// in each group, of its lines.
	maps := make([][]int, d)
	for k := range maps {
		groups := rng.Perm(l / b)
		mp := make([]int, l)
		for gi, gto := range groups {
			in := rng.Perm(b)
			for t := range b {
				mp[gi*b+t] = gto*b + in[t]
			}
		}
		maps[k] = mp
	}
	axes := rng.Perm(d)
	relabel := rng.Perm(l)
	out := &Board{geo: g, cells: make([]uint8, g.cells)}
	x := make([]int, d)
	y := make([]int, d)
	digits := make([]int, d*d)
	for i := range g.cells {
		g.coords(i, x)
		for k := range d {
			y[axes[k]] = maps[k][x[k]]
		}
		for k := range d {
			c := y[k]
			for t := range d {
				digits[k*d+t] = c % b
				c /= b
			}
		}
		val := 0
		for j := d - 1; j >= 0; j-- {
			vj := 0
			for ax := range d {
				t := ((j-ax)%d + d) % d
				vj += m[ax*d+j] * digits[ax*d+t]
			}
			val = val*b + vj%b
		}
		out.cells[i] = uint8(relabel[val] + 1)
	}
	return out
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
