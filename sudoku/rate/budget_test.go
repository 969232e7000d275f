package rate_test

import (
	"context"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestBudget rates with a budget: one that runs out at once leaves
// singles and guesses only, on both paths, and says so; one that does not
// run out changes nothing; whichever way one ends, a rating within it
// has no guess.
func TestBudget(t *testing.T) {
	const (
		goldenNugget = ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7....."
		easy         = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	)
	yes, no := true, false
	singles := map[rate.Technique]bool{rate.FullHouse: true, rate.NakedSingle: true, rate.HiddenSingle: true, rate.Guess: true}
	tests := []struct {
		name   string
		puzzle string
		budget time.Duration
		over   *bool // nil: either
	}{
		{"hardest, spent at once", goldenNugget, time.Nanosecond, &yes},
		{"hardest, some", goldenNugget, 20 * time.Millisecond, nil},
		{"easy, spent at once", easy, time.Nanosecond, &yes},
		{"easy, ample", easy, time.Hour, &no},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := parse(t, tt.puzzle)
			r := rate.Rater{Budget: tt.budget}
			got, err := r.Explain(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			replay(t, g, got)
			switch {
			case tt.over == nil:
				// Either way: a rating within the budget has no guess.
				if !got.OverBudget && got.Counts[rate.Guess] != 0 {
					t.Errorf("within the budget, %d guesses", got.Counts[rate.Guess])
				}
			case got.OverBudget != *tt.over:
				t.Fatalf("OverBudget %v, want %v", got.OverBudget, *tt.over)
			case got.OverBudget:
				for _, st := range got.Steps {
					if !singles[st.Technique] {
						t.Fatalf("past the budget: %s", st.String())
					}
				}
				if got.Difficulty > 10 {
					t.Errorf("Sudoku Explainer's path rated %.1f, more than a guess", got.Difficulty)
				}
			default:
				var free rate.Rater
				want, err := free.Explain(context.Background(), g)
				if err != nil {
					t.Fatal(err)
				}
				if want.OverBudget || got.Difficulty != want.Difficulty || got.Score != want.Score || got.Counts != want.Counts {
					t.Errorf("rated %.1f, score %d; without a budget %.1f, %d (over %v)", got.Difficulty, got.Score, want.Difficulty, want.Score, want.OverBudget)
				}
			}
		})
	}
}
