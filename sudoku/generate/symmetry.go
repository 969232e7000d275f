package generate

import (
	"fmt"
	"strings"
)

// Symmetry is a symmetry of the board that a generated puzzle may keep: the
// pattern of its clues maps onto itself, so that a cell holds a clue
// exactly when its images do (the values may differ).
type Symmetry int

// The symmetries, for an N×N board with rows and columns r, c from 0.
const (
	// NoSymmetry: any pattern.
	NoSymmetry Symmetry = iota
	// Rotate90: a quarter turn, (r, c) → (c, N-1-r).
	Rotate90
	// Rotate180: a half turn, (r, c) → (N-1-r, N-1-c).
	Rotate180
	// Mirror: left to right, (r, c) → (r, N-1-c).
	Mirror
	// Flip: top to bottom, (r, c) → (N-1-r, c).
	Flip
	// Diagonal: the transpose about the main diagonal, (r, c) → (c, r).
	Diagonal
	// RandomSymmetry asks Generate to draw one of Rotate90, Rotate180,
	// Mirror, Flip and Diagonal for each puzzle (never NoSymmetry).
	RandomSymmetry
)

// numSymmetries is the number of Symmetry values.
const numSymmetries = int(RandomSymmetry) + 1

var symmetryNames = [numSymmetries]string{
	NoSymmetry: "none", Rotate90: "rotate90", Rotate180: "rotate180",
	Mirror: "mirror", Flip: "flip", Diagonal: "diagonal", RandomSymmetry: "random",
}

// String returns the symmetry's name: "none", "rotate90", "rotate180",
// "mirror", "flip", "diagonal" or "random".
func (s Symmetry) String() string {
	if s < 0 || int(s) >= numSymmetries {
		return fmt.Sprintf("Symmetry(%d)", int(s))
	}
	return symmetryNames[s]
}

// ParseSymmetry returns the symmetry named s, as String prints it.
func ParseSymmetry(s string) (Symmetry, error) {
	for i, name := range symmetryNames {
		if s == name {
			return Symmetry(i), nil
		}
	}
	return 0, fmt.Errorf("unknown symmetry %q (want %s)", s, strings.Join(symmetryNames[:], ", "))
}

// image returns the cell that cell i of an N×N board maps to.
func (s Symmetry) image(n, i int) int {
	r, c := i/n, i%n
	switch s {
	case Rotate90:
		r, c = c, n-1-r
	case Rotate180:
		r, c = n-1-r, n-1-c
	case Mirror:
		c = n - 1 - c
	case Flip:
		r = n - 1 - r
	case Diagonal:
		r, c = c, r
	}
	return r*n + c
}

// orbits are the cells of an N×N board grouped into the orbits of a
// symmetry: orbit k is cells[start[k]:start[k+1]], its smallest cell first;
// orbits are in the order of their smallest cells.
type orbits struct {
	cells []int16
	start []int16
	sizes [5]int // sizes[s]: the number of orbits of s cells
}

// newOrbits returns the orbits of symmetry s (not RandomSymmetry) on an
// N×N board. Every orbit has 1, 2 or 4 cells.
func newOrbits(n int, s Symmetry) orbits {
	nn := n * n
	o := orbits{cells: make([]int16, 0, nn), start: make([]int16, 1, nn+1)}
	seen := make([]bool, nn)
	for i := range nn {
		for j := i; !seen[j]; j = s.image(n, j) {
			seen[j] = true
			o.cells = append(o.cells, int16(j))
		}
		if size := len(o.cells) - int(o.start[len(o.start)-1]); size > 0 {
			o.start = append(o.start, int16(len(o.cells)))
			o.sizes[size]++
		}
	}
	return o
}

// len returns the number of orbits.
func (o *orbits) len() int { return len(o.start) - 1 }

// orbit returns the cells of orbit k.
func (o *orbits) orbit(k int) []int16 { return o.cells[o.start[k]:o.start[k+1]] }
