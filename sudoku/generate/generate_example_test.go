package generate_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
)

// A minimal 4×4 puzzle whose clues are symmetric under a half turn. The
// same seed gives the same puzzle.
func ExampleGenerate() {
	rng := rand.New(rand.NewPCG(2024, 0))
	gen, err := generate.Generate(context.Background(), rng, generate.Options{Box: 2, Symmetry: generate.Rotate180})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(gen.Grid.Boxed())
	fmt.Println(gen.Grid.Clues(), "clues, solution", gen.Solution)
	fmt.Println(sudoku.Solve(gen.Grid).Status)
	// Output:
	// ---------------
	// |      | 3    |
	// | 1    |    2 |
	// ---------------
	// | 2    |    3 |
	// |    1 |      |
	// ---------------
	// 6 clues, solution 4231134224133124
	// unique
}

// A worker makes one Generator and many puzzles, each from its own seed,
// so that any one of them can be made again alone: puzzle i of a run from
// seed S is Seeded(ctx, S+i).
func ExampleGenerator() {
	g, err := generate.New(generate.Options{Box: 3, Clues: 30})
	if err != nil {
		fmt.Println(err)
		return
	}
	for seed := uint64(1); seed <= 3; seed++ {
		gen, err := g.Seeded(context.Background(), seed)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(gen.Grid, gen.Grid.Clues(), gen.Seed)
	}
	// Output:
	// 5.6...8.3.2.......831.5..2.........4..589....7.451.63.2..9...6.1.76.34..6.......1 30 1
	// 8192....674.6.......63..8...3...4........62.89.78.....1..5.....37....12..85.217.. 30 2
	// 16.9..2.5...2...3.....5.9...54.9...7.3...4..8.....5...8.351......947.....728.951. 30 3
}
