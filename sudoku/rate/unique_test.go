package rate_test

import (
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestRectangles checks the unique and avoidable rectangles beyond types
// 1, 2 and 4 on hand-made states of the empty 9×9 board, as TestPatterns
// does; the avoidable rectangles need values placed by the solver, not
// given.
func TestRectangles(t *testing.T) {
	cases := []struct {
		name    string
		placed  []rate.Candidate
		removed []rate.Candidate
		want    rate.Technique
		wantStr string
	}{
		{
			// r1c1 holds {1,2}, the other corners {1,2,3}: one of them is 3.
			name: "unique rectangle 5",
			removed: cat(keep(9, rc(9, 1, 1), 1, 2), keep(9, rc(9, 2, 4), 1, 2, 3),
				keep(9, rc(9, 1, 4), 1, 2, 3), keep(9, rc(9, 2, 1), 1, 2, 3)),
			want:    rate.UniqueRectangle5,
			wantStr: "r1c1, r1c4, r2c1, r2c4: unique rectangle 5 {1,2} removes 3 from r2c5, r2c6",
		},
		{
			// The solver placed 1 in r1c1, 2 in r1c4 and r2c1: r2c4 = 1
			// would let 1 and 2 swap.
			name:    "avoidable rectangle 1",
			placed:  []rate.Candidate{{Cell: rc(9, 1, 1), Value: 1}, {Cell: rc(9, 1, 4), Value: 2}, {Cell: rc(9, 2, 1), Value: 2}},
			want:    rate.AvoidableRectangle,
			wantStr: "r1c1, r1c4, r2c1, r2c4: avoidable rectangle {1,2} removes 1 from r2c4",
		},
		{
			// The solver placed 1 in r1c1, 2 in r1c4; r2c1 holds {2,3},
			// r2c4 {1,3}: one of them is 3.
			name:    "avoidable rectangle 2",
			placed:  []rate.Candidate{{Cell: rc(9, 1, 1), Value: 1}, {Cell: rc(9, 1, 4), Value: 2}},
			removed: cat(keep(9, rc(9, 2, 1), 2, 3), keep(9, rc(9, 2, 4), 1, 3)),
			want:    rate.AvoidableRectangle,
			wantStr: "r1c1, r1c4, r2c1, r2c4: avoidable rectangle {1,2} removes 3 from r2c2, r2c3, r2c5, r2c6, r2c7, r2c8, r2c9",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st, ok := rate.FirstStepAfter(empty(t, 3), tc.placed, tc.removed)
			if !ok {
				t.Fatalf("no technique applies, want %v", tc.want)
			}
			if st.Technique != tc.want {
				t.Errorf("technique %v, want %v (%s)", st.Technique, tc.want, st)
			}
			if got := st.String(); got != tc.wantStr {
				t.Errorf("step\n got %s\nwant %s", got, tc.wantStr)
			}
		})
	}
	// Givens never make an avoidable rectangle: the same values given
	// leave the solver nothing to do.
	g := empty(t, 3)
	g.SetAt(rc(9, 1, 1), 1)
	g.SetAt(rc(9, 1, 4), 2)
	g.SetAt(rc(9, 2, 1), 2)
	if st, ok := rate.FirstStepUpTo(g, nil, manySolutionsLast()); ok {
		t.Errorf("givens: %v applies (%s)", st.Technique, st)
	}
}
