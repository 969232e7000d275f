package cover

import (
	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/units"
)

// Matrix builds the exact-cover problem of an N×N board of box size box
// (see the package doc for its items and options).
func Matrix(box int) *dlx.Problem {
	n := box * box
	nn := n * n
	p := dlx.NewProblem(4*nn, 0)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			b := units.BoxOf(box, r, c)
			for v := 0; v < n; v++ {
				if _, err := p.AddOption(r*n+c, nn+r*n+v, 2*nn+c*n+v, 3*nn+b*n+v); err != nil {
					panic(err) // cannot happen: the items are distinct and in range
				}
			}
		}
	}
	return p
}
