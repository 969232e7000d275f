package rate_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestKnownStates finds, for each technique beyond the basic ones, the
// first step that uses it in the solution paths of testdata/solved.txt,
// sets up the candidate state before that step (the puzzle with the
// placements so far, less the candidates removed so far) and checks that
// FirstStep takes the same step there. The steps are in
// testdata/known.golden (-update rewrites it): each names the puzzle and
// the step, for reading every technique's explanation on a real puzzle.
func TestKnownStates(t *testing.T) {
	var r rate.Rater
	found := map[rate.Technique]bool{}
	var b strings.Builder
	for _, s := range solvedSamples(t) {
		rt, err := r.Explain(context.Background(), s.puzzle)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		g := s.puzzle
		var removed []rate.Candidate
		for k, st := range rt.Steps {
			if st.Technique > rate.Jellyfish && st.Technique != rate.Guess && !found[st.Technique] {
				found[st.Technique] = true
				got, ok := rate.FirstStep(g, removed)
				if !ok || got.String() != st.String() {
					t.Errorf("%s step %d: FirstStep gives %v %q, want %q", s.name, k, ok, got, st)
				}
				fmt.Fprintf(&b, "%-18v %s step %d: %s\n", st.Technique, s.name, k, st)
			}
			if st.Cell >= 0 {
				g.SetAt(st.Cell, st.Value)
			} else {
				removed = append(removed, st.Eliminations...)
			}
		}
	}
	var missing []string
	for t := rate.Jellyfish + 1; t < rate.Guess; t++ {
		if !found[t] {
			missing = append(missing, t.String())
		}
	}
	fmt.Fprintf(&b, "not used: %s\n", strings.Join(missing, ", "))
	golden(t, "known.golden", []byte(b.String()))
}
