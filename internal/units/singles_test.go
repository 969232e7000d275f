package units_test

import (
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/units"
)

// state returns the Singles state of a 9×9 puzzle given as 81 symbols.
func state(t *testing.T, s *units.Singles, tb *units.Table, puzzle string) []uint32 {
	t.Helper()
	cells := make([]uint8, 81)
	placed := make([]uint32, 27)
	for i := range 81 {
		if c := puzzle[i]; c >= '1' && c <= '9' {
			cells[i] = c - '0'
			r, col, b := tb.UnitsOf(i)
			for _, u := range []int{r, col, b} {
				placed[u] |= 1 << (c - '1')
			}
		}
	}
	st := make([]uint32, s.Width())
	s.Start(st, cells, placed)
	return st
}

func TestSingles(t *testing.T) {
	tb := units.For(3)
	sg := units.NewSingles(tb)
	s := &sg
	// Solved by singles alone (puzzles/sudoku8.txt).
	const solvable = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	const sparse = "1........................................................................8......."

	st := state(t, s, tb, solvable)
	if ok, done := s.Propagate(st, nil); !ok || done {
		t.Fatalf("solvable: ok %v done %v, want true false", ok, done)
	}
	for i, m := range st[:81] {
		if m != 0 {
			t.Fatalf("solvable: cell %d left with candidates %b", i, m)
		}
	}
	for u, m := range st[81:] {
		if m != 1<<9-1 {
			t.Fatalf("solvable: unit %d holds %b", u, m)
		}
	}

	// A target: done as soon as its cells are placed.
	st = state(t, s, tb, solvable)
	if ok, done := s.Propagate(st, []int16{0, 80}); !ok || !done {
		t.Fatalf("target: ok %v done %v, want true true", ok, done)
	}

	// Few clues: singles stop early, with no contradiction.
	st = state(t, s, tb, sparse)
	if ok, done := s.Propagate(st, []int16{40}); !ok || done {
		t.Fatalf("sparse: ok %v done %v, want true false", ok, done)
	}

	// A wrong guess: r1c1 of the solvable puzzle is 4; forcing it to 5
	// contradicts.
	st = state(t, s, tb, solvable)
	s.Restrict(st, 0, 1<<4)
	if ok, _ := s.Propagate(st, nil); ok {
		t.Fatal("a wrong value at r1c1: no contradiction")
	}
	// The right one does not.
	st = state(t, s, tb, solvable)
	s.Restrict(st, 0, 1<<3)
	if ok, _ := s.Propagate(st, nil); !ok {
		t.Fatal("the right value at r1c1: a contradiction")
	}
}
