package rate_test

import (
	"context"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestKnownDeathBlossom sets up the candidate state before the first
// Death Blossom on the solution path of a puzzle of testdata/puzzles.txt
// (no hand-made state has one without an easier step first) and checks
// that FirstStep takes it there, with the petals and removal worked out
// by hand from the state.
func TestKnownDeathBlossom(t *testing.T) {
	const puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	const want = "death blossom: stem r1c2 {5,6,9}, petals 5: r1c7, r4c7; 6: r4c2, r7c2; 9: r1c9, r5c9, r7c9, common 3, removes 3 from r4c9"
	g := parse(t, puzzle)
	var r rate.Rater
	rt, err := r.Explain(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	var removed []rate.Candidate
	for _, st := range rt.Steps {
		if st.Technique == rate.DeathBlossom {
			if got := st.String(); got != want {
				t.Fatalf("first death blossom\n got %s\nwant %s", got, want)
			}
			got, ok := rate.FirstStep(g, removed)
			if !ok || got.String() != want {
				t.Fatalf("FirstStep gives %v %q, want %q", ok, got, want)
			}
			return
		}
		if st.Cell >= 0 {
			g.SetAt(st.Cell, st.Value)
		} else {
			removed = append(removed, st.Eliminations...)
		}
	}
	t.Fatal("no death blossom on the path")
}
