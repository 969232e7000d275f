package units_test

import (
	"fmt"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/units"
)

// Every unit holds N distinct cells, every cell lies in exactly one unit
// of each kind, and Of and Cells agree.
func TestTables(t *testing.T) {
	for box := units.MinBox; box <= units.MaxBox; box++ {
		t.Run(fmt.Sprint(box), func(t *testing.T) {
			tb := units.For(box)
			n := box * box
			if tb.N != n || len(tb.Cells) != 3*n*n || len(tb.Of) != 3*n*n {
				t.Fatalf("N %d, %d cells, %d units of cells", tb.N, len(tb.Cells), len(tb.Of))
			}
			in := make([]int, n*n) // units each cell is listed in
			for u := range 3 * n {
				seen := map[int16]bool{}
				for _, i := range tb.Unit(u) {
					if seen[i] {
						t.Fatalf("unit %d lists cell %d twice", u, i)
					}
					seen[i] = true
					in[i]++
					r, c, b := tb.UnitsOf(int(i))
					if u != r && u != c && u != b {
						t.Fatalf("unit %d lists cell %d, whose units are %d %d %d", u, i, r, c, b)
					}
				}
			}
			for i, k := range in {
				r, c, b := tb.UnitsOf(i)
				if k != 3 || r != i/n || c != n+i%n || b != 2*n+units.BoxOf(box, i/n, i%n) {
					t.Fatalf("cell %d: in %d units; units %d %d %d", i, k, r, c, b)
				}
			}
		})
	}
}

func ExampleBoxOf() {
	// On a 9×9 board, boxes are numbered row-major from the top left.
	fmt.Println(units.BoxOf(3, 0, 0), units.BoxOf(3, 4, 7), units.BoxOf(3, 8, 8))
	// Output: 0 5 8
}
