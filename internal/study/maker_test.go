package study

import (
	"context"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// fillerOf returns the full grids of the engines of m's shape.
func fillerOf(m *maker) gridFiller {
	if m.dims > 2 {
		return newSpace(hyper.Shape{Dims: m.dims, Box: m.box}, m).fill
	}
	return newPlane(m.box).fill
}

// grid returns the 2D board of the first k givens of the trial.
func (m *maker) grid(k int) sudoku.Grid {
	g, _ := sudoku.New(m.box)
	for _, p := range m.givens(k) {
		g.SetAt(int(p.cell), int(p.value))
	}
	return g
}

// board returns the board of the first k givens of the trial.
func (m *maker) board(k int) *hyper.Board {
	b, _ := hyper.NewBoard(hyper.Shape{Dims: m.dims, Box: m.box})
	for _, p := range m.givens(k) {
		b.Set(int(p.cell), int(p.value))
	}
	return b
}

// TestBoards checks the boards of both modes: nested, without clashes,
// with K givens, solvable in Solution mode, and the same for the same
// seed and trial.
func TestBoards(t *testing.T) {
	ctx := context.Background()
	for _, mode := range []Mode{Random, Solution} {
		for _, box := range []int{2, 3, 4} {
			n := box * box
			maxK := n * n * 2 / 5
			m, again := newMaker(2, box), newMaker(2, box)
			trials := 5
			if box == 4 {
				trials, maxK = 1, 40
			}
			for trial := range trials {
				if err := m.start(ctx, mode, 11, trial, maxK, fillerOf(m)); err != nil {
					t.Fatal(err)
				}
				var prev sudoku.Grid
				for k := 0; k <= maxK; k++ {
					g := m.grid(k)
					if g.Clues() != k && (mode == Solution || g.Clues() != len(m.seq)) {
						t.Fatalf("%v %dx%d trial %d: board %d has %d givens", mode, n, n, trial, k, g.Clues())
					}
					if err := g.Validate(); err != nil {
						t.Fatalf("%v %dx%d trial %d K=%d: %v", mode, n, n, trial, k, err)
					}
					if k > 0 {
						for i := range g.Len() {
							if v := prev.At(i); v != 0 && g.At(i) != v {
								t.Fatalf("%v trial %d: board %d does not extend board %d", mode, trial, k, k-1)
							}
						}
					}
					prev = g
				}
				if mode == Solution {
					if res := sudoku.Solve(prev); res.Status == sudoku.None || res.Status == sudoku.Invalid {
						t.Errorf("solution mode %dx%d: board with no solution %v", n, n, prev)
					}
				}
				if err := again.start(ctx, mode, 11, trial, maxK, fillerOf(again)); err != nil {
					t.Fatal(err)
				}
				if again.grid(maxK) != prev {
					t.Errorf("%v %dx%d trial %d: boards differ for the same seed", mode, n, n, trial)
				}
			}
		}
	}
}

func TestMix(t *testing.T) {
	seen := map[uint64]bool{}
	for a := range uint64(4) {
		for b := range uint64(64) {
			h := mix(streamBoard, a, b)
			if seen[h] {
				t.Fatalf("mix collides at %d, %d", a, b)
			}
			seen[h] = true
		}
	}
}
