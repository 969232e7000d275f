package rate_test

import (
	"context"
	"fmt"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

func ExampleRate() {
	g, err := sudoku.ParseString("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	if err != nil {
		fmt.Println(err)
		return
	}
	rt, err := rate.Rate(g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rt.Level, rt.Score)
	for t, n := range rt.Used() {
		fmt.Printf("%v: %d\n", t, n)
	}
	fmt.Println(rt.Solution)
	// Output:
	// simple 196
	// full house: 21
	// naked single: 28
	// 483921657967345821251876493548132976729564138136798245372689514814253769695417382
}

func ExampleRater_Explain() {
	g, err := sudoku.ParseString("4.....938.32.941...953..24.37.6.9..4529..16736.47.3.9.957..83....39..4..24..3.7.9")
	if err != nil {
		fmt.Println(err)
		return
	}
	var r rate.Rater
	rt, err := r.Explain(context.Background(), g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rt.Level, rt.Score)
	for _, st := range rt.Steps[:6] {
		fmt.Println(st)
	}
	// Output:
	// intermediate 278
	// r1c2, r1c3: pointing 6 in box 1 (only in row 1) removes 6 from r1c5, r1c6
	// r2c1, r3c1: pointing 8 in box 1 (only in column 1) removes 8 from r8c1
	// r8c1 = 1: naked single
	// r3c5 = 1: hidden single in row 3
	// r3c6 = 6: hidden single in box 2
	// r3c9 = 7: naked single
}

func ExampleRater_Rate_notRated() {
	var r rate.Rater
	for _, s := range []string{
		"11..............", // two 1s in row 1
		"1...............", // many solutions
	} {
		g, err := sudoku.ParseString(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		rt, err := r.Rate(context.Background(), g)
		fmt.Printf("%v: %v\n", rt.Status, err)
	}
	// Output:
	// invalid: r1c1 and r1c2 both hold 1
	// multiple: 2 or more solutions
}
