package rate_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
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
		var placed, removed []rate.Candidate
		for k, st := range rt.Steps {
			if rate.Position(st.Technique) > rate.Position(rate.Jellyfish) && st.Technique != rate.Guess && !found[st.Technique] {
				found[st.Technique] = true
				// The placements as the solver's, not givens: avoidable
				// rectangles tell them apart.
				got, ok := rate.FirstStepAfter(s.puzzle, placed, removed)
				if !ok || got.String() != st.String() {
					t.Errorf("%s step %d: FirstStep gives %v %q, want %q", s.name, k, ok, got, st)
				}
				fmt.Fprintf(&b, "%-18v %s step %d: %s\n", st.Technique, s.name, k, st)
			}
			if st.Cell >= 0 {
				placed = append(placed, rate.Candidate{Cell: st.Cell, Value: st.Value})
			} else {
				removed = append(removed, st.Eliminations...)
			}
		}
	}
	var missing []string
	for _, t := range rate.Order()[rate.Position(rate.Jellyfish)+1:] {
		if t != rate.Guess && !found[t] {
			missing = append(missing, t.String())
		}
	}
	fmt.Fprintf(&b, "not used: %s\n", strings.Join(missing, ", "))
	golden(t, "known.golden", []byte(b.String()))
}

// With NoUniqueness no step assumes one solution, and the steps still
// agree with the solution; a puzzle with two solutions whose logic stalls
// on a deadly pattern is reported as such, never rated by it.
func TestNoUniqueness(t *testing.T) {
	r := rate.Rater{NoUniqueness: true}
	used := 0
	for _, s := range solvedSamples(t) {
		rt, err := r.Explain(context.Background(), s.puzzle)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		replay(t, s.puzzle, rt)
		for _, st := range rt.Steps {
			switch st.Technique {
			case rate.UniqueRectangle1, rate.UniqueRectangle2, rate.UniqueRectangle3, rate.UniqueRectangle4,
				rate.UniqueRectangle5, rate.AvoidableRectangle, rate.HiddenRectangle, rate.BUGPlusOne:
				t.Fatalf("%s: %v with NoUniqueness", s.name, st)
			}
		}
		used++
	}
	// A solution with a deadly pattern emptied (four cells on two rows,
	// two columns and two boxes holding x and y crosswise) has two
	// solutions: the unique rectangle the rater sees there must not
	// decide between them.
	var two *sample
	for _, s := range solvedSamples(t) {
		g := s.want
		// Find a rectangle on two rows, two columns, two boxes whose
		// values are {x,y} crosswise: emptying it leaves two solutions.
		n := g.Size()
		for r1 := 0; r1 < n && two == nil; r1++ {
			for r2 := r1 + 1; r2 < n && two == nil; r2++ {
				for c1 := 0; c1 < n && two == nil; c1++ {
					for c2 := c1 + 1; c2 < n && two == nil; c2++ {
						if (r1/3 == r2/3) == (c1/3 == c2/3) {
							continue
						}
						a, b := g.At(r1*n+c1), g.At(r1*n+c2)
						if a != b && g.At(r2*n+c1) == b && g.At(r2*n+c2) == a {
							p := g
							for _, c := range []int{r1*n + c1, r1*n + c2, r2*n + c1, r2*n + c2} {
								p.SetAt(c, 0)
							}
							two = &sample{name: s.name, puzzle: p}
						}
					}
				}
			}
		}
		if two != nil {
			break
		}
	}
	if two == nil {
		t.Fatal("no deadly pattern found")
	}
	var plain rate.Rater
	if rt, err := plain.Rate(context.Background(), two.puzzle); !errors.Is(err, rate.ErrMultipleSolutions) || rt.Status != sudoku.Multiple {
		t.Errorf("%s: %v, %v", two.puzzle, rt.Status, err)
	}
	if used == 0 {
		t.Fatal("no puzzle rated")
	}
}
