package rate_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// A Rater keeps scratch state, and marks of what its searches found
// nothing for, from puzzle to puzzle: its ratings must not depend on what
// it rated before. The puzzles of testdata/solved.txt are rated by one
// Rater forwards, by another backwards, and each by a new Rater.
func TestRaterReuse(t *testing.T) {
	samples := solvedSamples(t)
	ctx := context.Background()
	fwd := make([]rate.Rating, len(samples))
	var r rate.Rater
	for i, s := range samples {
		var err error
		if fwd[i], err = r.Explain(ctx, s.puzzle); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
	}
	var back rate.Rater
	for i := len(samples) - 1; i >= 0; i-- {
		got, err := back.Explain(ctx, samples[i].puzzle)
		if err != nil {
			t.Fatalf("%s: %v", samples[i].name, err)
		}
		if !reflect.DeepEqual(got, fwd[i]) {
			t.Errorf("%s: rated backwards:\n%v\nforwards:\n%v", samples[i].name, got.Steps, fwd[i].Steps)
		}
		var fresh rate.Rater
		if got, _ = fresh.Explain(ctx, samples[i].puzzle); !reflect.DeepEqual(got, fwd[i]) {
			t.Errorf("%s: rated alone:\n%v\nafter others:\n%v", samples[i].name, got.Steps, fwd[i].Steps)
		}
	}
}
