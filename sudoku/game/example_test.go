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

// Hints come in stages: the technique and where, then the cells, then
// the move, which NextHint makes. Pencil marks follow the placements, and
// undo takes back one command with all its changes.
func ExampleGame_NextHint() {
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
	g.Mark(0, 3, 4, game.MarkSet) // r1c4 may hold 4
	g.Mark(0, 0, 4, game.MarkSet) // so may r1c1
	for range 3 {
		h, _ := g.NextHint(context.Background())
		fmt.Println(h.Text())
	}
	fmt.Println("marks of r1c1:", g.Marks(0).Values())
	g.Undo()
	fmt.Println("after undo:", g.Marks(0).Values(), g.Board())
	// Output:
	// there is a naked single in box 2
	// there is a naked single in box 2: look at r1c4
	// r1c4 = 4: naked single
	// marks of r1c1: []
	// after undo: [4] ......12.1.3.32.
}
