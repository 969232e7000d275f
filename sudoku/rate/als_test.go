package rate_test

import (
	"context"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestALSKnownStates takes, for each technique of the ALS family and the
// grouped chains, the candidate state before its first step on the
// solution path of a puzzle of testdata/solved.txt (hand-made states
// always have an easier step first), checks that FirstStepAfter takes
// that step there, so no easier technique makes progress, and that it
// removes no value of the solution.
func TestALSKnownStates(t *testing.T) {
	cases := []struct {
		tech   rate.Technique
		sample string
		want   string
	}{
		{rate.ALSXYWing, "solved.txt:259",
			"als-xy-wing: r7c7, r7c8 and r8c1, r8c8 through r4c8, restricted commons 5 and 7, removes 6 from r8c7"},
		{rate.GroupedAIC, "solved.txt:174",
			"grouped aic: (5)r5c1=(5)r2c1-(5)r3c3=(5)r3c5-(1)r3c5=(1)r4c5-(7)r4c5=(7){r4c1,r4c2,r4c3} removes 7 from r5c1"},
		{rate.ALSChain, "solved.txt:289",
			"als chain: {r5c1,r5c3} -3- {r6c2} -2- {r3c2,r7c2} -3- {r3c9,r7c9,r8c9}, common 2, removes 2 from r5c9"},
		{rate.DeathBlossom, "solved.txt:289",
			"death blossom: stem r2c8 {4,6,7}, petals 4: r2c5, r5c5; 6: r3c7, r5c7, r6c7; 7: r1c8, common 1, removes 1 from r5c8"},
	}
	samples := map[string]sample{}
	for _, s := range solvedSamples(t) {
		samples[s.name] = s
	}
	var r rate.Rater
	for _, c := range cases {
		t.Run(c.tech.String(), func(t *testing.T) {
			s, ok := samples[c.sample]
			if !ok {
				t.Fatalf("no %s", c.sample)
			}
			rt, err := r.Explain(context.Background(), s.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			var placed, removed []rate.Candidate
			for _, st := range rt.Steps {
				if st.Technique == c.tech {
					if got := st.String(); got != c.want {
						t.Fatalf("first %v\n got %s\nwant %s", c.tech, got, c.want)
					}
					got, ok := rate.FirstStepAfter(s.puzzle, placed, removed)
					if !ok || got.String() != c.want {
						t.Fatalf("FirstStepAfter gives %v %q, want %q", ok, got, c.want)
					}
					for _, e := range st.Eliminations {
						if s.want.Cells()[e.Cell] == uint8(e.Value) {
							t.Fatalf("%v removes the solution's %d from cell %d", st, e.Value, e.Cell)
						}
					}
					return
				}
				if st.Cell >= 0 {
					placed = append(placed, rate.Candidate{Cell: st.Cell, Value: st.Value})
				} else {
					removed = append(removed, st.Eliminations...)
				}
			}
			t.Fatalf("no %v on the path of %s", c.tech, c.sample)
		})
	}
}
