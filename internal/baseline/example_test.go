package baseline_test

import (
	"context"
	"fmt"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// The second seed's example puzzle, solved by AC-3 and then
// minimum-candidates backtracking.
func Example() {
	g, err := sudoku.ParseString("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	if err != nil {
		panic(err)
	}
	s, err := baseline.NewSolver(g.Box())
	if err != nil {
		panic(err)
	}
	r := s.Solve(context.Background(), g, baseline.AC3, nil)
	fmt.Println(r.Status, r.Nodes)
	fmt.Println(r.Solution)
	// Output:
	// solved 49
	// 483921657967345821251876493548132976729564138136798245372689514814253769695417382
}
