package dlx_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// TestMRVZeros: MRV takes the first item with one option only when no
// active item has none, whether that item has none from the start or
// loses its last option on the way; the counts are those of the full scan.
func TestMRVZeros(t *testing.T) {
	for _, tc := range []struct {
		name  string
		text  string
		nodes int64
	}{
		// c has no option: MRV branches on it at once, a dead end.
		{"from the start", "b a c\nb\na\n", 1},
		// z is covered with no option left (x z was hidden with x).
		{"covered at zero", "x y z\nx z\ny\n", 3},
		// No item ever runs out: x, then y, then z, one option each.
		{"never", "x y z\nx\ny\nz\n", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := dlx.NewSolver(readString(t, tc.text).Problem, dlx.Options{})
			dlx.SetTracking(s, true)
			if _, err := s.Count(context.Background(), 0); err != nil {
				t.Fatal(err)
			}
			if st := s.Stats(); st.Nodes != tc.nodes {
				t.Errorf("%d nodes, want %d", st.Nodes, tc.nodes)
			}
		})
	}
}

// TestZerosRestored: after searches of random problems, with colors and
// forced options, cut short or not, the count of items without options
// is what it was, like the links.
func TestZerosRestored(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 200 {
		prim, sec := 1+rng.IntN(8), rng.IntN(3)
		p := dlx.NewProblem(prim, sec)
		for range rng.IntN(14) {
			var items, colors []int
			for it := range prim + sec {
				if rng.IntN(3) == 0 {
					items = append(items, it)
					c := 0
					if it >= prim {
						c = rng.IntN(3)
					}
					colors = append(colors, c)
				}
			}
			if _, err := p.AddColoredOption(items, colors); err != nil {
				continue // no primary item
			}
		}
		s := dlx.NewSolver(p, dlx.Options{MaxNodes: int64(1 + rng.IntN(20))})
		dlx.SetTracking(s, true)
		before := dlx.Zeros(s)
		if p.NumOptions() > 0 && rng.IntN(2) == 0 {
			_ = s.Force(rng.IntN(p.NumOptions()))
		}
		_, _ = s.Count(context.Background(), int64(rng.IntN(3)))
		s.Release()
		if !dlx.SameLinks(s) || dlx.Zeros(s) != before {
			t.Fatalf("trial %d: links restored %v, zeros %d, want %d", trial, dlx.SameLinks(s), dlx.Zeros(s), before)
		}
	}
}

// TestMRVTree compares the search trees of random problems with those of
// a plain recursive Algorithm X that scans every item for the leftmost
// one of fewest options: the same nodes and solutions.
func TestMRVTree(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := range 300 {
		n := 2 + rng.IntN(7)
		var opts [][]int
		p := dlx.NewProblem(n, 0)
		for range rng.IntN(16) {
			var o []int
			for it := range n {
				if rng.IntN(3) == 0 {
					o = append(o, it)
				}
			}
			if len(o) > 0 {
				opts = append(opts, o)
				if _, err := p.AddOption(o...); err != nil {
					t.Fatal(err)
				}
			}
		}
		s := dlx.NewSolver(p, dlx.Options{})
		dlx.SetTracking(s, trial%2 == 0)
		sols, err := s.Count(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		var ref refMRV
		ref.search(opts, make([]bool, n), make([]bool, len(opts)))
		if st := s.Stats(); st.Nodes != ref.nodes || sols != ref.sols {
			t.Fatalf("trial %d %v: %d nodes, %d solutions; want %d, %d", trial, opts, st.Nodes, sols, ref.nodes, ref.sols)
		}
	}
}

// refMRV is Algorithm X on sets, counting nodes as Knuth does.
type refMRV struct{ nodes, sols int64 }

func (r *refMRV) search(opts [][]int, covered, gone []bool) {
	best, fewest := -1, 1<<30
	for it := range covered {
		if covered[it] {
			continue
		}
		k := 0
		for o, items := range opts {
			if !gone[o] && contains(items, it) {
				k++
			}
		}
		if k < fewest {
			best, fewest = it, k
		}
	}
	r.nodes++
	if best < 0 {
		r.sols++ // every item covered: the leaf
		return
	}
	for o, items := range opts {
		if gone[o] || !contains(items, best) {
			continue
		}
		// Choose o: cover its items and drop every option that meets them.
		var dropped []int
		for q, other := range opts {
			if !gone[q] && meets(other, items) {
				gone[q] = true
				dropped = append(dropped, q)
			}
		}
		for _, it := range items {
			covered[it] = true
		}
		r.search(opts, covered, gone)
		for _, it := range items {
			covered[it] = false
		}
		for _, q := range dropped {
			gone[q] = false
		}
	}
}

func contains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func meets(a, b []int) bool {
	for _, x := range a {
		if contains(b, x) {
			return true
		}
	}
	return false
}

// TestTrackingLarge: a problem of many primary items keeps the count of
// items without options, so that n items of one option each are a linear
// search; a small one does without.
func TestTrackingLarge(t *testing.T) {
	const n = 20_000
	p := dlx.NewProblem(n, 0)
	for i := range n {
		if _, err := p.AddOption(i); err != nil {
			t.Fatal(err)
		}
	}
	s := dlx.NewSolver(p, dlx.Options{})
	if !dlx.Tracking(s) {
		t.Fatal("no tracking for 20,000 primary items")
	}
	if k, err := s.Count(context.Background(), 0); k != 1 || err != nil {
		t.Fatalf("%d solutions, %v", k, err)
	}
	// The scan stops at the first item each time: 3 mems for the choice,
	// 4 for the cover and 2 for DLINK at each of the n levels, 6 for the
	// cover of each option, ...: linear, where the full scan is n²/2.
	if st := s.Stats(); st.Mems > 40*n {
		t.Errorf("%d mems for %d items: not linear", st.Mems, n)
	}
	if dlx.Tracking(dlx.NewSolver(queens(t, 8), dlx.Options{})) {
		t.Error("tracking for queens8")
	}
}
