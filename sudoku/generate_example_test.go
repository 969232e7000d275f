package sudoku_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// A minimal 4×4 puzzle whose clues are symmetric under a half turn. The
// same seed gives the same puzzle.
func ExampleGenerate() {
	rng := rand.New(rand.NewPCG(2024, 0))
	gen, err := sudoku.Generate(context.Background(), rng, sudoku.GenOptions{Box: 2, Symmetry: sudoku.Rotate180})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(gen.Puzzle.Boxed())
	fmt.Println(gen.Puzzle.Clues(), "clues, solution", gen.Solution)
	fmt.Println(sudoku.Solve(gen.Puzzle).Status)
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
// so that any one of them can be made again alone.
func ExampleGenerator() {
	g, err := sudoku.NewGenerator(sudoku.GenOptions{Box: 3, Clues: 30})
	if err != nil {
		fmt.Println(err)
		return
	}
	for seed := uint64(1); seed <= 3; seed++ {
		gen, err := g.Generate(context.Background(), rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(gen.Puzzle, gen.Puzzle.Clues())
	}
	// Output:
	// .....89.1......23..3.5.1.87..17.36..6....95.8....56.2...93.......51.4.6.1.7....9. 30
	// .8...3.........489...7.836.1..5968..9.3..4....641.....4...2.5...1...5.2..26.7...8 30
	// .....32.464....8.9........38.6.1.94..7.83.1.6.29.4....9..2.5...21..6.....5.1.4... 30
}
