package rate_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/testenv"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestSENested rates three of the hardest known puzzles
// (testdata/hardest.txt): both paths solve them by
// logic, with no guess; every step of each path agrees with the
// solution; the ratings are kept in testdata/nested.golden. The race
// detector's run takes the first only.
func TestSENested(t *testing.T) {
	f, err := os.Open("testdata/hardest.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var r rate.Rater
	var b strings.Builder
	sc := bufio.NewScanner(f)
	for i := 1; sc.Scan(); i++ {
		line, name, _ := strings.Cut(sc.Text(), " ")
		if line == "" || line[0] == '#' {
			continue
		}
		g := parse(t, line)
		rt, err := r.Explain(context.Background(), g)
		if err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		replay(t, g, rt)
		if n := rt.Counts[rate.Guess]; n > 0 {
			t.Errorf("line %d (%s): %d guesses on HoDoKu's path", i, name, n)
		}
		rule, hard := checkSEPath(t, name, &g, &rt.Solution)
		if rule == rate.Guess.String() || hard != rt.Difficulty {
			t.Errorf("line %d (%s): Sudoku Explainer's path: hardest %s %.1f, rating %.1f", i, name, rule, hard, rt.Difficulty)
		}
		fmt.Fprintf(&b, "%s ER %.1f EP %.1f ED %.1f %s, %d dynamic forcing chains %s\n", line, rt.Difficulty, rt.Pearl, rt.Diamond, rule, rt.Counts[rate.DynamicForcingChain], name)
		if testenv.Race {
			return
		}
	}
	golden(t, "nested.golden", []byte(b.String()))
}
