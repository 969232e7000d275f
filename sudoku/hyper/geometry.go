package hyper

// geometry holds the units of a shape: the lines along each axis and the
// blocks, each a set of L cells that must hold every value once. It is
// immutable once made and shared by the boards and solvers of its shape.
//
// Cell i has coordinates x_0..x_{D-1} with i = Σ x_k·L^k (x_0 varies
// fastest). Units are numbered lines of axis 0, lines of axis 1, ...,
// then blocks; each kind has L^(D-1) units.
//
// The tables unitOf and members are made only for shapes whose matrix fits
// (Shape.Matrix); the geometry of a larger shape is lean: its units are
// computed from strides (lean.go), at the cost of a few divisions a cell.
type geometry struct {
	shape   Shape
	side    int     // L
	cells   int     // L^D
	per     int     // units of each kind, L^(D-1)
	unitOf  []int32 // unitOf[i*(D+1)+k]: the k-th unit of cell i (k = D: its block); nil when lean
	members []int32 // members[u*L+j]: the j-th cell of unit u, increasing; nil when lean

	stride   []int   // stride[k] = L^k, k = 0..D
	blockOff []int32 // the L cells of a block less its first cell, increasing
}

func newGeometry(s Shape) *geometry {
	d := s.Dims
	l := s.Side()
	n := ipow(l, d)
	g := &geometry{shape: s, side: l, cells: n, per: n / l}
	g.initStrides()
	if !s.Matrix() {
		return g
	}
	g.unitOf = make([]int32, n*(d+1))
	g.members = make([]int32, (d+1)*n)
	fill := make([]int32, (d+1)*g.per)
	x := make([]int, d)
	bside := l / s.Box
	for i := range n {
		u := g.unitOf[i*(d+1) : (i+1)*(d+1)]
		stride := 1
		for k := range d {
			// The line of axis k: the index without coordinate x_k.
			lo := i % stride
			hi := i / (stride * l)
			u[k] = int32(k*g.per + hi*stride + lo)
			stride *= l
		}
		blk := 0
		for k := d - 1; k >= 0; k-- {
			blk = blk*bside + x[k]/s.Box
		}
		u[d] = int32(d*g.per + blk)
		for _, w := range u {
			g.members[int(w)*l+int(fill[w])] = int32(i)
			fill[w]++
		}
		for k := range d { // next coordinates
			x[k]++
			if x[k] < l {
				break
			}
			x[k] = 0
		}
	}
	return g
}

// units returns the number of units, (D+1)·L^(D-1).
func (g *geometry) units() int { return (g.shape.Dims + 1) * g.per }

// unitsOf returns the D+1 units of cell i: its lines, then its block.
func (g *geometry) unitsOf(i int) []int32 {
	d1 := g.shape.Dims + 1
	return g.unitOf[i*d1 : (i+1)*d1]
}

// cellsOf returns the L cells of unit u.
func (g *geometry) cellsOf(u int) []int32 { return g.members[u*g.side : (u+1)*g.side] }

// coords writes the coordinates of cell i into dst (of length D).
func (g *geometry) coords(i int, dst []int) {
	for k := range dst {
		dst[k] = i % g.side
		i /= g.side
	}
}

// unitName describes unit u: "line along axis 2" or "block".
func (g *geometry) unitName(u int) string {
	k := u / g.per
	if k == g.shape.Dims {
		return "block"
	}
	return "line along " + axisName(k)
}

// axisName names axis k as x, y, z, w, then by number.
func axisName(k int) string {
	if k < 4 {
		return string("xyzw"[k])
	}
	return "axis " + string(rune('0'+k))
}
