package rate_test

import (
	"context"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// FuzzRateBlanked makes a puzzle from a solved board chosen by the first
// bytes (box size and seed) by emptying the cells whose bits are set in
// the rest. The puzzle either has several solutions or is rated, with the
// board as its solution and every step agreeing with it; nothing panics.
// Every input is judged: the rater's solver hands sparse 16x16 and 25x25
// boards to the SAT solver, so no input needs a time limit.
func FuzzRateBlanked(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{1, 1, 2, 3, 4, 5, 6, 7, 8, 0xff, 0xff, 0xff, 0x7f, 0xfe, 0xff, 0xef, 0xff, 0xf7, 0xff})
	f.Add([]byte{1, 9, 9, 9, 9, 9, 9, 9, 9, 0x5a, 0xa5, 0xff, 0xff, 0x3c, 0xff, 0xff, 0xff, 0xff, 0xff, 0xdb})
	f.Add([]byte{0, 3, 1, 4, 1, 5, 9, 2, 6, 0xff, 0xfe})
	f.Add([]byte{2, 2, 7, 1, 8, 2, 8, 1, 8, 0xff, 0x0f, 0xf0, 0xff, 0xaa, 0x55})
	var r rate.Rater
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 9 {
			return
		}
		box := 2 + int(data[0])%3
		seed := binary.LittleEndian.Uint64(data[1:9])
		full := solvedGrid(rand.New(rand.NewPCG(seed, seed>>7)), box)
		g := full
		for i, b := range data[9:] {
			for bit := range 8 {
				if c := 8*i + bit; c < g.Len() && b&(1<<bit) != 0 {
					g.SetAt(c, 0)
				}
			}
		}
		rt, err := r.Explain(context.Background(), g)
		if errors.Is(err, rate.ErrMultipleSolutions) {
			if rt.Status != sudoku.Multiple {
				t.Fatalf("%s: status %v with %v", g, rt.Status, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		if rt.Solution != full {
			t.Fatalf("%s: solution %s, want %s", g, rt.Solution, full)
		}
		replay(t, g, rt)
	})
}

// FuzzRateText rates any text that parses as a puzzle: it never panics, a
// rated puzzle's solution keeps the givens and obeys the rules, its steps
// agree with it, and an unrated one has a status other than unique.
func FuzzRateText(f *testing.F) {
	for _, g := range builtin(f) {
		f.Add(g.String())
	}
	f.Add("....3..22..34...")
	f.Add("11..............")
	f.Add("1...............")
	f.Add("12345678." + strings.Repeat(".", 63) + "........9")
	var r rate.Rater
	f.Fuzz(func(t *testing.T, s string) {
		g, err := sudoku.ParseString(s)
		if err != nil {
			return
		}
		if g.Box() > 3 && g.Clues() < g.Len()/2 {
			return // large sparse boards can take the solver long
		}
		rt, err := r.Explain(context.Background(), g)
		if err != nil {
			if rt.Status == sudoku.Unique || rt.Level != 0 || rt.Steps != nil {
				t.Fatalf("%s: %v with status %v, level %v", g, err, rt.Status, rt.Level)
			}
			return
		}
		checkSolution(t, g, rt.Solution)
		replay(t, g, rt)
	})
}
