package generate

import (
	"context"
	"errors"
	"testing"
)

func TestCheckClues(t *testing.T) {
	for _, tc := range []struct {
		box, clues int
		sym        Symmetry
		want       string // "" for nil
	}{
		{3, 0, NoSymmetry, ""},
		{3, 17, NoSymmetry, ""},
		{3, 81, NoSymmetry, ""},
		{3, 16, NoSymmetry, "never unique: every 9x9 puzzle with fewer than 17 clues has more than one solution"},
		{3, 5, Rotate90, "never unique: every 9x9 puzzle with fewer than 17 clues has more than one solution"},
		{3, 82, NoSymmetry, "want 0 (minimal) to 81 for 9x9"},
		{3, -1, NoSymmetry, "want 0 (minimal) to 81 for 9x9"},
		{2, 4, NoSymmetry, ""},
		{2, 3, NoSymmetry, "never unique: every 4x4 puzzle with fewer than 4 clues has more than one solution"},
		{4, 15, NoSymmetry, ""},
		{4, 14, NoSymmetry, "never unique: a 16x16 puzzle with fewer than 15 clues lacks two values, which can be swapped"},
		{5, 23, NoSymmetry, "never unique: a 25x25 puzzle with fewer than 24 clues lacks two values, which can be swapped"},
		// Whole orbits: on 9×9 a quarter turn groups the cells by 4 but
		// for the centre; on even boards every orbit of a half turn or
		// a mirror has 2 cells; the diagonal fixes N cells.
		{3, 21, Rotate90, ""},
		{3, 20, Rotate90, ""},
		{3, 18, Rotate90, "no 9x9 pattern with rotate90 symmetry has that many clues (nearest: 17 or 20)"},
		{3, 80, Rotate90, ""},
		{2, 6, Rotate90, "no 4x4 pattern with rotate90 symmetry has that many clues (nearest: 4 or 8)"},
		{2, 15, Rotate180, "no 4x4 pattern with rotate180 symmetry has that many clues (nearest: 14 or 16)"},
		{4, 15, Mirror, "no 16x16 pattern with mirror symmetry has that many clues (nearest: 16)"},
		{4, 121, Flip, "no 16x16 pattern with flip symmetry has that many clues (nearest: 120 or 122)"},
		{4, 121, Diagonal, ""},
		{4, 121, RandomSymmetry, ""},
		{3, 18, Rotate180, ""},
	} {
		err := CheckClues(tc.box, tc.clues, tc.sym)
		var ce *CluesRequestError
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("box %d, %d clues, %v: %v", tc.box, tc.clues, tc.sym, err)
		case tc.want == "":
		case !errors.As(err, &ce) || ce.Reason != tc.want || ce.Clues != tc.clues || ce.Size != tc.box*tc.box:
			t.Errorf("box %d, %d clues, %v: %#v, want %q", tc.box, tc.clues, tc.sym, err, tc.want)
		}
	}
}

// TestCheckCluesAgrees: a count CheckClues lets through with a symmetry
// is one the removal can stop at, and one it refuses is refused by New.
func TestCheckCluesAgrees(t *testing.T) {
	for k := 4; k <= 16; k++ {
		for _, sym := range []Symmetry{Rotate90, Rotate180, Mirror} {
			opt := Options{Box: 2, Clues: k, Symmetry: sym}
			g, err := New(opt)
			if CheckClues(2, k, sym) != nil {
				if err == nil {
					t.Errorf("%+v: New took a count CheckClues refuses", opt)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%+v: %v", opt, err)
			}
			// Some seed of a few reaches it (or stops above, minimal);
			// none may stop below or between orbits.
			for seed := uint64(1); seed <= 8; seed++ {
				p, err := g.Seeded(context.Background(), seed)
				if err == nil && p.Grid.Clues() != k {
					t.Fatalf("%+v seed %d: %d clues", opt, seed, p.Grid.Clues())
				}
			}
		}
	}
}
