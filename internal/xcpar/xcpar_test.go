package xcpar

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/cover"
)

// format writes a solution as its option indices, one line.
func format(dst []byte, sol []int) []byte {
	return fmt.Appendf(dst, "%v\n", sol)
}

// whole returns the solutions of a search of p with one solver, as
// format writes them.
func whole(t *testing.T, p *dlx.Problem) string {
	t.Helper()
	var b []byte
	if err := dlx.NewSolver(p, dlx.Options{}).Search(context.Background(), func(sol []int) bool {
		b = format(b, sol)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSplit: the parts of the shards of a split cover the tree once, so
// their counts add up to the whole; one job and no shard is one search.
func TestSplit(t *testing.T) {
	p := cover.Matrix(2) // the empty 4×4 board: 288 fillings
	if parts := Split(p, dlx.MRV, 0, 0, 1); parts != nil {
		t.Errorf("Split, one job: %d parts, want nil (the whole tree)", len(parts))
	}
	for _, n := range []int{1, 2, 3, 7} {
		var sum int64
		for k := 1; k <= n; k++ {
			st, err := Count(context.Background(), p, dlx.Options{}, Split(p, dlx.MRV, k, n, 0), 1)
			if err != nil {
				t.Fatal(err)
			}
			sum += st.Solutions
		}
		if sum != 288 {
			t.Errorf("%d shards: %d solutions in all, want 288", n, sum)
		}
	}
}

// TestPrint: with any number of jobs, Print writes the solutions of a
// search with one solver, in its order, and Count counts them.
func TestPrint(t *testing.T) {
	p := cover.Matrix(2)
	want := whole(t, p)
	for _, tc := range []struct {
		name         string
		k, n, jobs   int
		parts, calls string // what write is called with: "each" solution or "part"
	}{
		{"one job, whole tree", 0, 0, 1, "nil", "each"},
		{"one job, one shard", 1, 1, 1, "split", "each"},
		{"two jobs", 0, 0, 2, "split", "part"},
		{"three jobs", 0, 0, 3, "split", "part"},
		{"three jobs, one shard", 1, 1, 3, "split", "part"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			parts := Split(p, dlx.MRV, tc.k, tc.n, tc.jobs)
			if tc.parts == "nil" {
				parts = [][]int{nil}
			}
			var b strings.Builder
			writes := 0
			st, err := Print(context.Background(), p, dlx.Options{}, parts, tc.jobs, format, func(s []byte) error {
				writes++
				b.Write(s)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != want || st.Solutions != 288 {
				t.Errorf("%d solutions, %d bytes; want 288, the %d bytes of one search", st.Solutions, b.Len(), len(want))
			}
			if wantWrites := map[string]int{"each": 288, "part": len(parts)}[tc.calls]; writes != wantWrites {
				t.Errorf("%d writes, want %d", writes, wantWrites)
			}
			c, err := Count(context.Background(), p, dlx.Options{}, parts, tc.jobs)
			if err != nil || c.Solutions != 288 {
				t.Errorf("Count: %d, %v; want 288", c.Solutions, err)
			}
		})
	}
}

// TestStop: an error of write stops Print, which returns it; a search
// whose context is done returns the context's error.
func TestStop(t *testing.T) {
	p := cover.Matrix(2)
	errFull := errors.New("disk full")
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, jobs := range []int{1, 3} {
		parts := Split(p, dlx.MRV, 1, 1, jobs)
		writes := 0
		_, err := Print(context.Background(), p, dlx.Options{}, parts, jobs, format, func([]byte) error {
			writes++
			if writes == 2 {
				return errFull
			}
			return nil
		})
		if !errors.Is(err, errFull) || writes != 2 {
			t.Errorf("-j %d, write fails at the second call: %v after %d writes, want %v after 2", jobs, err, writes, errFull)
		}
		_, err = Print(canceled, p, dlx.Options{}, parts, jobs, format, func([]byte) error { return nil })
		if !errors.Is(err, context.Canceled) {
			t.Errorf("-j %d, Print canceled: %v", jobs, err)
		}
		_, err = Count(canceled, p, dlx.Options{}, parts, jobs)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("-j %d, Count canceled: %v", jobs, err)
		}
	}
}
