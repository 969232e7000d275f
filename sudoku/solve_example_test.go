package sudoku_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// A Solver is made once per board size and reused: each Solve forces the
// givens into the same exact-cover matrix, searches, and releases them.
func ExampleSolver_Solve() {
	s, err := sudoku.NewSolver(3)
	if err != nil {
		panic(err)
	}
	for _, line := range []string{
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
		"4.3921.579.7345.21251876493548132976729564138136798245372689514814253769695417382",
		"5.....5..........................................................................",
	} {
		g, err := sudoku.ParseString(line)
		if err != nil {
			panic(err)
		}
		res := s.Solve(context.Background(), g, 2)
		switch res.Status {
		case sudoku.Unique:
			fmt.Println("unique:", res.Solution)
		case sudoku.Invalid:
			fmt.Println("invalid:", res.Err)
		default:
			fmt.Println(res.Status)
		}
	}
	// Output:
	// unique: 483921657967345821251876493548132976729564138136798245372689514814253769695417382
	// multiple
	// invalid: r1c1 and r1c7 both hold 5
}

// The methods that read a Grid take it by value, so they apply to a
// Grid that is not addressable, such as a field of a returned Result.
func ExampleGrid_Clues() {
	g, _ := sudoku.ParseString("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	fmt.Println(g.Clues(), sudoku.Solve(g).Solution.Clues(), sudoku.Solve(g).Solution.Full())
	// Output: 32 81 true
}

// Heuristics other than the default run on the generic dancing-links
// engine: the same solutions, with other search trees.
func ExampleSolver_SetHeuristic() {
	g, _ := sudoku.ParseString("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	s, _ := sudoku.NewSolver(3)
	want := s.Solve(context.Background(), g, 2)
	for _, name := range []string{"first", "mrv-random"} {
		h, err := sudoku.ParseHeuristic(name)
		if err != nil {
			panic(err)
		}
		s.SetHeuristic(h, rand.New(rand.NewPCG(1, 2)))
		res := s.Solve(context.Background(), g, 2)
		fmt.Println(h, res.Status, res.Solution == want.Solution)
	}
	// Output:
	// first unique true
	// mrv-random unique true
}
