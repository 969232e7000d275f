package generate_test

import (
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/generate"
)

func TestParseSymmetry(t *testing.T) {
	for s := generate.NoSymmetry; s <= generate.RandomSymmetry; s++ {
		got, err := generate.ParseSymmetry(s.String())
		if err != nil || got != s {
			t.Errorf("ParseSymmetry(%q) = %v, %v", s.String(), got, err)
		}
	}
	names := []string{"none", "rotate90", "rotate180", "mirror", "flip", "diagonal", "random"}
	for i, name := range names {
		if got := generate.Symmetry(i).String(); got != name {
			t.Errorf("Symmetry(%d) = %q, want %q", i, got, name)
		}
	}
	for _, bad := range []string{"", "Rotate90", "rotate", "transpose", "none "} {
		_, err := generate.ParseSymmetry(bad)
		want := `unknown symmetry "` + bad + `" (want none, rotate90, rotate180, mirror, flip, diagonal, random)`
		if err == nil || err.Error() != want {
			t.Errorf("ParseSymmetry(%q): error %v, want %q", bad, err, want)
		}
	}
	if got := generate.Symmetry(42).String(); got != "Symmetry(42)" {
		t.Errorf("Symmetry(42) = %q", got)
	}
}
