package dlx_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// TestWriteTextRoundTrip: a problem written by WriteText and read back
// by ReadText has the same options and the same solution count.
func TestWriteTextRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	next := func() int { return rng.IntN(256) }
	for trial := range 100 {
		p := randomProblem(t, next, 12)
		items := make([]string, p.NumItems())
		for i := range items {
			items[i] = fmt.Sprintf("i%d", i)
		}
		colors := []string{"", "R", "G", "B"}
		var buf bytes.Buffer
		if err := dlx.WriteText(&buf, p, items, colors); err != nil {
			t.Fatal(err)
		}
		x, err := dlx.ReadText(&buf, "w")
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		q := x.Problem
		if q.NumPrimary() != p.NumPrimary() || q.NumItems() != p.NumItems() || q.NumOptions() != p.NumOptions() {
			t.Fatalf("trial %d: read back %d/%d items, %d options", trial, q.NumPrimary(), q.NumItems(), q.NumOptions())
		}
		n1, _ := dlx.NewSolver(p, dlx.Options{}).Count(context.Background(), 0)
		n2, _ := dlx.NewSolver(q, dlx.Options{}).Count(context.Background(), 0)
		if n1 != n2 {
			t.Fatalf("trial %d: %d solutions, read back %d", trial, n1, n2)
		}
	}
	if err := dlx.WriteText(&bytes.Buffer{}, queens(t, 4), make([]string, 22), nil); !errors.Is(err, dlx.ErrBadName) {
		t.Errorf("empty names: %v", err)
	}
}
