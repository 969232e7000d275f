package hyper

import (
	"errors"
	"fmt"
)

// MaxSide is the largest side a board may have: its values are written
// 1-9 then A-Z, 35 symbols.
const MaxSide = 35

// MaxBytes is the memory a shape may need to be built: its exact-cover
// matrix (Shape.Bytes) for the matrix path, else its candidate masks
// (Shape.MaskBytes) for the mask path.
const MaxBytes = 2 << 30

// A Shape is the size of a board: Dims dimensions and blocks of Box cells
// along each axis, so that the side is L = Box^Dims, the board has L^Dims
// cells and every line and block holds each value 1..L once. Shape{2, 3}
// is ordinary 9×9 Sudoku.
type Shape struct {
	Dims int // D ≥ 2
	Box  int // b ≥ 2
}

// ErrShape is wrapped by the errors of shapes that cannot be built.
var ErrShape = errors.New("shape not supported")

// A TooBigError refuses a shape whose mask path would need more than
// MaxBytes or whose values have no symbols; it is returned before
// anything is allocated.
type TooBigError struct {
	Shape Shape
	Bytes float64 // memory the mask path would need, estimated
	Side  float64 // L, which may exceed MaxSide
}

func (e *TooBigError) Error() string {
	if e.Side > MaxSide {
		return fmt.Sprintf("%v: side %.0f has no symbols beyond %d, and its masks would need about %s (limit %s)",
			e.Shape, e.Side, MaxSide, humanBytes(e.Bytes), humanBytes(MaxBytes))
	}
	return fmt.Sprintf("%v: its masks would need about %s of memory (limit %s)", e.Shape, humanBytes(e.Bytes), humanBytes(MaxBytes))
}

func (e *TooBigError) Unwrap() error { return ErrShape }

func humanBytes(b float64) string {
	const unit = 1024
	names := []string{"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	i := 0
	for b >= unit && i < len(names)-1 {
		b /= unit
		i++
	}
	return fmt.Sprintf("%.1f %s", b, names[i])
}

// String returns the shape as "3D b=2 (8^3)".
func (s Shape) String() string {
	return fmt.Sprintf("%dD b=%d (%.0f^%d)", s.Dims, s.Box, pow(float64(s.Box), s.Dims), s.Dims)
}

// Side returns L = Box^Dims. The shape must be valid (see Check).
func (s Shape) Side() int { return ipow(s.Box, s.Dims) }

// Cells returns the number of cells, L^Dims.
func (s Shape) Cells() int { return ipow(s.Side(), s.Dims) }

// Bytes estimates, in floating point so that it cannot overflow, the
// memory the exact-cover reduction and its SAT solver need: each of the
// L^(D+1) options costs its D+2 items three times over in index arrays,
// plus about a hundred bytes of per-variable state (assignment, level,
// reason, activity, heap, phases, watch lists).
func (s Shape) Bytes() float64 {
	l := pow(float64(s.Box), s.Dims)
	opts := pow(l, s.Dims+1)
	return opts * float64(100+12*(s.Dims+2))
}

// MaskBytes estimates, in floating point, the memory of the mask path at
// its peak (making a puzzle with --clues): per cell a candidate mask of
// ⌈L/32⌉ 32-bit words, the value placed, a queue entry, the undo trail of
// the search and three boards (puzzle, solution, the one read or made),
// plus a mask per unit.
func (s Shape) MaskBytes() float64 {
	l := pow(float64(s.Box), s.Dims)
	cells := pow(l, s.Dims)
	words := float64(int(l+31) / 32)
	perCell := 4*words + 1 + 4 + 8 + 3
	return cells*perCell + cells/l*float64(s.Dims+1)*4*words
}

// Matrix reports whether the exact-cover matrix of s fits in MaxBytes:
// then its solver proves what the singles and the search leave open, and
// its generator walks grids by resampling and CDCL; else boards of s take
// the mask path alone (see mask.go). s must pass Check.
func (s Shape) Matrix() bool { return s.Bytes() <= MaxBytes }

// Check returns nil when boards of shape s can be built: Dims ≥ 2, Box ≥
// 2, a side of at most MaxSide and a mask path within MaxBytes (the
// matrix path may be beyond it: see Matrix); otherwise an error wrapping
// ErrShape (a *TooBigError for shapes too big). It allocates nothing.
func (s Shape) Check() error {
	if s.Dims < 2 || s.Box < 2 {
		return fmt.Errorf("%w: dims %d, box %d: want dims ≥ 2 and box ≥ 2", ErrShape, s.Dims, s.Box)
	}
	side := pow(float64(s.Box), s.Dims)
	// Every side b^D ≤ MaxSide is at most 32: a mask is one uint32.
	if b := s.MaskBytes(); side > MaxSide || b > MaxBytes {
		return &TooBigError{Shape: s, Bytes: b, Side: side}
	}
	return nil
}

func pow(x float64, n int) float64 {
	p := 1.0
	for range n {
		p *= x
	}
	return p
}

func ipow(x, n int) int {
	p := 1
	for range n {
		p *= x
	}
	return p
}

// ShapeOfLength returns the shape whose boards have n cells, for the
// lengths that name one alone: the 2D boards 4×4 to 25×25 (16, 81, 256,
// 625), 3D b=2 (512), 3D b=3 (19,683) and 4D b=2 (65,536).
func ShapeOfLength(n int) (Shape, bool) {
	switch n {
	case 16:
		return Shape{2, 2}, true
	case 81:
		return Shape{2, 3}, true
	case 256:
		return Shape{2, 4}, true
	case 625:
		return Shape{2, 5}, true
	case 512:
		return Shape{3, 2}, true
	case 19683:
		return Shape{3, 3}, true
	case 65536:
		return Shape{4, 2}, true
	}
	return Shape{}, false
}
