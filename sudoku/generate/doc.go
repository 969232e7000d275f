// Package generate makes Sudoku puzzles with exactly one solution, of box
// size 2 to 5 (4×4 to 25×25): minimal ones by default, or with a given
// number of clues, a symmetry of the clues' pattern, or a difficulty
// level as package sudoku/rate rates it.
//
// A Generator made with New from Options makes puzzles one after another,
// reusing its solvers. Each starts from a full grid drawn at random;
// every cell (or orbit of cells under the symmetry) is then tried once,
// in random order, and emptied when the puzzle keeps one solution. With a
// level, a removal also has to leave the puzzle within the level
// (rate.Ceiling), and a finished puzzle that misses the level is made
// again; the Puzzle then carries its rating.
//
// Every random choice comes from the source given, so the same source
// state makes the same puzzle. Seeded names that state by a seed: puzzle
// i of a run from seed S is Seeded(ctx, S+i), whichever goroutine makes
// it and whatever it made before, which is how "sudokudlx gen --seed S"
// and "sudokudlx play --seed S" agree; Reseed and NewRand give other
// generators (package sudoku/hyper's) the same contract.
package generate
