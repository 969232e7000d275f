package hyper

// Units by arithmetic, for the lean geometries of shapes whose tables
// would not fit (see geometry): cell i = Σ x_k·L^k lies on the line of
// axis k through i - x_k·L^k with stride L^k, and in the block whose first
// cell has every coordinate rounded down to a multiple of b.

// initStrides sets g.stride and g.blockOff.
func (g *geometry) initStrides() {
	d, l, b := g.shape.Dims, g.side, g.shape.Box
	g.stride = make([]int, d+1)
	g.stride[0] = 1
	for k := 1; k <= d; k++ {
		g.stride[k] = g.stride[k-1] * l
	}
	g.blockOff = make([]int32, 0, l)
	x := make([]int, d)
	for range l {
		off := 0
		for k := range d {
			off += x[k] * g.stride[k]
		}
		g.blockOff = append(g.blockOff, int32(off))
		for k := range d {
			if x[k]++; x[k] < b {
				break
			}
			x[k] = 0
		}
	}
}

// lean reports whether g has no unit tables.
func (g *geometry) lean() bool { return g.unitOf == nil }

// lineStart returns the first cell of the line of axis k through cell i;
// its cells are that plus t·stride[k], t = 0..L-1.
func (g *geometry) lineStart(i, k int) int {
	s := g.stride[k]
	return i - (i/s)%g.side*s
}

// blockStart returns the first cell of the block of cell i; its cells are
// that plus blockOff.
func (g *geometry) blockStart(i int) int {
	first := 0
	for k := range g.shape.Dims {
		s := g.stride[k]
		x := (i / s) % g.side
		first += (x - x%g.shape.Box) * s
	}
	return first
}

// unitID returns the number of the k-th unit of cell i (k = D: its
// block), as unitsOf numbers them.
func (g *geometry) unitID(i, k int) int {
	d := g.shape.Dims
	if k < d {
		s := g.stride[k]
		return k*g.per + i/(s*g.side)*s + i%s
	}
	blk, bside := 0, g.side/g.shape.Box
	for a := d - 1; a >= 0; a-- {
		blk = blk*bside + (i/g.stride[a])%g.side/g.shape.Box
	}
	return d*g.per + blk
}

// unitStart returns the first cell of unit u and the stride of its cells:
// a line's cells are start + t·stride; a block's (stride 0) start +
// blockOff.
func (g *geometry) unitStart(u int) (start, stride int) {
	d := g.shape.Dims
	k, r := u/g.per, u%g.per
	if k < d {
		s := g.stride[k]
		return r/s*s*g.side + r%s, s
	}
	bside := g.side / g.shape.Box
	for a := range d {
		start += r % bside * g.shape.Box * g.stride[a]
		r /= bside
	}
	return start, 0
}

// unitCells writes the L cells of unit u into dst, increasing, and
// returns it; on lean and full geometries alike.
func (g *geometry) unitCells(u int, dst []int32) []int32 {
	dst = dst[:0]
	start, s := g.unitStart(u)
	if s == 0 {
		for _, o := range g.blockOff {
			dst = append(dst, int32(start)+o)
		}
		return dst
	}
	for t := range g.side {
		dst = append(dst, int32(start+t*s))
	}
	return dst
}
