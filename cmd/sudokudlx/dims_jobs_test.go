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

// TestGenDimsFit checks that gen's workers on --dims boards, their
// generators and the puzzles in flight (two boards each) fit in
// hyper.MaxBytes for every -j, and that -j is left alone where it fits.
func TestGenDimsFit(t *testing.T) {
	for _, s := range []hyper.Shape{{Dims: 3, Box: 3}, {Dims: 4, Box: 2}, {Dims: 5, Box: 2}} {
		b := &dimsBoard{shape: s, clues: s.Cells() / 2}
		for jobs := 1; jobs <= 8; jobs++ {
			fit := b.fit(jobs)
			if fit < 1 || fit > jobs {
				t.Fatalf("%v: fit(%d) = %d", s, jobs, fit)
			}
			inFlight := float64(b.window(fit)*b.chunk()) * 2 * float64(s.Cells())
			if cost := float64(fit)*s.MaskBytes() + inFlight; cost > hyper.MaxBytes {
				t.Errorf("%v -j %d: %d workers and %d puzzles in flight need %.0f MB", s, jobs, fit, b.window(fit)*b.chunk(), cost/1e6)
			}
			if s.Dims < 5 && fit != jobs {
				t.Errorf("%v: -j %d lowered to %d", s, jobs, fit)
			}
		}
	}
	if got := (&dimsBoard{shape: hyper.Shape{Dims: 5, Box: 2}}).fit(3); got != 2 {
		t.Errorf("5D b=2: -j 3 gives %d workers, want 2", got)
	}
}
