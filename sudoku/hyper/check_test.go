package hyper

import (
	"fmt"
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
	seen := map[string]bool{}
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
		for k := range s.Dims {
			// The line along axis k: every coordinate but x_k.
			key := fmt.Sprintf("line %d %v %d", k, without(x, k), v)
			if seen[key] {
				return fmt.Errorf("value %d twice in the line along axis %d through %v", v, k, x)
			}
			seen[key] = true
		}
		blk := make([]int, s.Dims)
		for k := range x {
			blk[k] = x[k] / s.Box
		}
		key := fmt.Sprintf("block %v %d", blk, v)
		if seen[key] {
			return fmt.Errorf("value %d twice in the block of %v", v, x)
		}
		seen[key] = true
	}
	return nil
}

func without(x []int, k int) []int {
	out := append([]int(nil), x[:k]...)
	return append(out, x[k+1:]...)
}
