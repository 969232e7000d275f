package main

import (
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

func TestHyperJobs(t *testing.T) {
	tests := []struct {
		hint       hyper.Shape
		jobs, want int
	}{
		{hyper.Shape{}, 8, 8},
		{hyper.Shape{Dims: 4, Box: 2}, 8, 8},
		{hyper.Shape{Dims: 5, Box: 2}, 8, 2},
		{hyper.Shape{Dims: 5}, 4, 2},
		{hyper.Shape{Dims: 5, Box: 2}, 1, 1},
	}
	for _, tc := range tests {
		if got := hyperJobs(tc.hint, tc.jobs); got != tc.want {
			t.Errorf("hyperJobs(%+v, %d) = %d, want %d", tc.hint, tc.jobs, got, tc.want)
		}
	}
}
