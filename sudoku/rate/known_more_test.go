package rate_test

import (
	"context"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestKnownMore sets up the candidate state before the first step of a
// technique on the solution path of a puzzle of testdata/puzzles.txt and
// checks that FirstStep takes that step there, as TestKnownStates does
// for testdata/solved.txt. These techniques have no hand-made state: on
// any small one an easier step comes first. The forcing net's removal
// agrees with the solution, as the replay tests check for every step.
func TestKnownMore(t *testing.T) {
	cases := []struct {
		tech   rate.Technique
		puzzle string
		want   string
	}{
		{
			rate.ForcingNet,
			"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
			"forcing net: r2c1 = 4 leads by singles, locked candidates and naked pairs to a contradiction, removes 4 from r2c1",
		},
		{
			rate.DynamicForcingChain,
			"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..", // AI Escargot
			"dynamic forcing chain, rated 10.8, removes 4 from r2c1",
		},
	}
	var r rate.Rater
	for _, tc := range cases {
		t.Run(tc.tech.String(), func(t *testing.T) {
			g := parse(t, tc.puzzle)
			rt, err := r.Explain(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			var removed []rate.Candidate
			for _, st := range rt.Steps {
				if st.Technique == tc.tech {
					if got := st.String(); got != tc.want {
						t.Fatalf("first %v\n got %s\nwant %s", tc.tech, got, tc.want)
					}
					got, ok := rate.FirstStep(g, removed)
					if !ok || got.String() != tc.want {
						t.Fatalf("FirstStep gives %v %q, want %q", ok, got, tc.want)
					}
					return
				}
				if st.Cell >= 0 {
					g.SetAt(st.Cell, st.Value)
				} else {
					removed = append(removed, st.Eliminations...)
				}
			}
			t.Fatalf("no %v on the path", tc.tech)
		})
	}
}
