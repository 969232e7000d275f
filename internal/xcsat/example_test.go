package xcsat_test

import (
	"context"
	"fmt"

	"github.com/sudokudlx/sudokudlx/internal/xcsat"
)

// Knuth's example: items a..g (0..6), six options; the only cover is
// options 0, 3 and 4.
func ExampleSolver() {
	options := [][]int{
		{2, 4},    // c e
		{0, 3, 6}, // a d g
		{1, 2, 5}, // b c f
		{0, 3, 5}, // a d f
		{1, 6},    // b g
		{3, 4, 6}, // d e g
	}
	s, err := xcsat.New(7, 7, options)
	if err != nil {
		fmt.Println(err)
		return
	}
	st, _ := s.Solve(context.Background(), nil)
	fmt.Println(st, s.Model())

	// Is there a cover without option 3? The assumption holds for this
	// call only.
	st, _ = s.Solve(context.Background(), []xcsat.Lit{xcsat.False(3)})
	fmt.Println(st)
	// Output:
	// satisfiable [0 3 4]
	// unsatisfiable
}
