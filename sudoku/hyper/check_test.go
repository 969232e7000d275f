package hyper

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// checkBoard checks b independently of the package's geometry: every line
// along every axis and every block holds each value at most once and, when
// full is set, every cell is filled. Coordinates are recomputed from the
// index arithmetic of the one-line form.
func checkBoard(t *testing.T, b *Board, full bool) {
	t.Helper()
	if err := verify(b, full); err != nil {
		t.Fatal(err)
	}
}

func verify(b *Board, full bool) error {
	s := b.Shape()
	l := 1
	for range s.Dims {
		l *= s.Box
	}
	n := 1
	for range s.Dims {
		n *= l
	}
	if len(b.cells) != n {
		return fmt.Errorf("%d cells, want %d", len(b.cells), n)
	}
	// seen[k][key]: the values met in the line along axis k (k < D) or the
	// block (k = D) named by key, the other coordinates (or the block's)
	// in mixed radix.
	seen := make([][]uint64, s.Dims+1)
	for k := range seen {
		seen[k] = make([]uint64, n/l)
	}
	x := make([]int, s.Dims)
	for i := range n {
		r := i
		for k := range x {
			x[k] = r % l
			r /= l
		}
		v := int(b.cells[i])
		if v == 0 {
			if full {
				return fmt.Errorf("cell %v empty", x)
			}
			continue
		}
		if v > l {
			return fmt.Errorf("cell %v holds %d > %d", x, v, l)
		}
		bit := uint64(1) << (v - 1)
		for k := range s.Dims {
			key := 0
			for a := s.Dims - 1; a >= 0; a-- {
				if a != k {
					key = key*l + x[a]
				}
			}
			if seen[k][key]&bit != 0 {
				return fmt.Errorf("value %d twice in the line along axis %d through %v", v, k, x)
			}
			seen[k][key] |= bit
		}
		key := 0
		for a := s.Dims - 1; a >= 0; a-- {
			key = key*(l/s.Box) + x[a]/s.Box
		}
		if seen[s.Dims][key]&bit != 0 {
			return fmt.Errorf("value %d twice in the block of %v", v, x)
		}
		seen[s.Dims][key] |= bit
	}
	return nil
}

// TestVerify: the checker finds a value twice in a line of each axis and
// in a block, and an empty cell of a board said to be full.
func TestVerify(t *testing.T) {
	g := newGeometry(Shape{3, 2})
	b := formulaGrid(g, rand.New(rand.NewPCG(1, 2)))
	if err := verify(b, true); err != nil {
		t.Fatal(err)
	}
	for k, want := range []string{"axis 0", "axis 1", "axis 2", "block"} {
		c := b.Clone()
		other := []int{1, 8, 64, 0}[k] // on that line through cell 0: lines are checked before blocks
		if k == 3 {
			other = 1 + 8 + 64
		}
		c.cells[other] = c.cells[0]
		if err := verify(c, false); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("value doubled towards cell %d: %v, want %q", other, err, want)
		}
	}
	c := b.Clone()
	c.cells[5] = 0
	if verify(c, true) == nil || verify(c, false) != nil {
		t.Error("an empty cell")
	}
}
