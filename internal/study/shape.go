package study

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// hyperShape returns the shape of the D-dimensional boards of side n, or
// an error when n is not b^D for some b ≥ 2 or the shape cannot be built.
func hyperShape(dims, n int) (hyper.Shape, error) {
	for b := 2; ; b++ {
		s := hyper.Shape{Dims: dims, Box: b}
		switch side := s.Side(); {
		case side == n:
			return s, s.Check()
		case side > n:
			return s, fmt.Errorf("board side %d: not b^%d for a block length b ≥ 2 (want %d, %d, ...)", n, dims, ipow(2, dims), ipow(3, dims))
		}
	}
}

// SizeName names the boards of side n in the experiment: "9x9", or
// "8x8x8" when Dims is 3.
func (cfg *Config) SizeName(n int) string {
	s := strconv.Itoa(n)
	return strings.Repeat(s+"x", max(cfg.Dims, 2)-1) + s
}

// hyperDefaultClues returns the numbers of givens studied by default on
// D-dimensional boards of L^D cells: eight values, 0 to 10.5% of the
// cells by steps of 1.5%. Random boards of these shapes have no solution
// from about 10% of their cells on, where 9x9 ones still have some at 40%
// (docs/study.md).
func hyperDefaultClues(cells int) []int {
	step := max(cells*15/1000, 1)
	ks := make([]int, 8)
	for i := range ks {
		ks[i] = i * step
	}
	return ks
}
