package game_test

import (
	"context"
	"fmt"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

// A short game on a 4×4 board: the player's lines are parsed and applied,
// refused moves say why, and a hint explains itself.
func Example() {
	p, err := sudoku.ParseString("......12.1.3.32.")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := game.New(p, game.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, line := range []string{"r2c3=4", "1 4 1", "1 1 4", "1 1 1", "undo", "r1c1=1", "hint"} {
		cmd, err := game.ParseCommand(line)
		if err != nil {
			fmt.Println(line, "->", err)
			continue
		}
		switch cmd.Op {
		case game.OpPlace:
			err = g.Place(cmd.Row-1, cmd.Col-1, cmd.Value)
		case game.OpUndo:
			_, err = g.Undo()
		case game.OpHint:
			var h game.Hint
			h, err = g.Hint(context.Background())
			if err == nil {
				fmt.Println(line, "->", h.Steps[len(h.Steps)-1])
				continue
			}
		}
		if err != nil {
			fmt.Println(line, "->", err)
			continue
		}
		fmt.Println(line, "-> ok")
	}
	fmt.Println(g.Board(), g.Moves(), "moves")
	// Output:
	// r2c3=4 -> r2c3 is a given: it cannot be changed
	// 1 4 1 -> 1 at r1c4 clashes with the 1 at r2c3 in box 2
	// 1 1 4 -> r1c1 = 4 makes the puzzle unsolvable
	// 1 1 1 -> ok
	// undo -> ok
	// r1c1=1 -> ok
	// hint -> r1c4 = 4: naked single
	// 1..4..12.1.3.32. 4 moves
}
