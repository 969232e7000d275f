package hyper

// The exact-cover reduction: items are the cells (L^D: "cell i is
// filled"), then the unit-values ((D+1)·L^D: "unit u holds value v", the
// lines of each axis, then the blocks); option i·L+v-1 puts value v in
// cell i and covers D+2 items, its cell and the value in each of its
// units.

// numItems returns the number of items, (D+2)·L^D.
func (g *geometry) numItems() int { return (g.shape.Dims + 2) * g.cells }

// numOptions returns the number of options, L^(D+1).
func (g *geometry) numOptions() int { return g.cells * g.side }

// option returns the option that puts value v (1..L) in cell i.
func (g *geometry) option(i, v int) int { return i*g.side + v - 1 }

// optionItems returns the items of every option, one slice each over one
// shared array.
func (g *geometry) optionItems() [][]int {
	d2 := g.shape.Dims + 2
	n := g.numOptions()
	flat := make([]int, n*d2)
	opts := make([][]int, n)
	for i := range g.cells {
		units := g.unitsOf(i)
		for v := range g.side {
			r := i*g.side + v
			o := flat[r*d2 : (r+1)*d2 : (r+1)*d2]
			o[0] = i
			for k, u := range units {
				o[k+1] = g.cells + int(u)*g.side + v
			}
			opts[r] = o
		}
	}
	return opts
}
