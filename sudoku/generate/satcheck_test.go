package generate

import (
	"errors"
	"slices"
	"testing"
)

// TestClauseExchange publishes clauses from one worker and takes them
// from the others: each takes every clause once, in order, and what all
// have taken is dropped at the next publish.
func TestClauseExchange(t *testing.T) {
	a := clauseSet{1, 0, 2, 10}                  // one literal, LBD 2
	b := clauseSet{2, 1, 3, 20, 21, 30}          // two literals, a guard
	c := clauseSet{1, 0, 1, 40, 2, 0, 2, 50, 51} // two clauses
	x := newClauseExchange(7, 3)
	take := func(r int) clauseSet {
		var got clauseSet
		if err := x.take(r, func(cs clauseSet) error { got = append(got, cs...); return nil }); err != nil {
			t.Fatal(err)
		}
		return got
	}
	for _, step := range []struct {
		publish clauseSet // by worker 0, first
		taker   int
		want    clauseSet
	}{
		{a, 1, a},
		{nil, 1, nil}, // nothing new
		{b, 2, slices.Concat(a, b)},
		{nil, 1, b},
		{c, 1, c},     // every worker had taken a and b: dropped
		{nil, 0, nil}, // a worker takes nothing of its own
		{nil, 2, c},
	} {
		x.publish(0, step.publish)
		if got := take(step.taker); !slices.Equal(got, step.want) {
			t.Fatalf("after publishing %v, worker %d took %v, want %v", step.publish, step.taker, got, step.want)
		}
	}
	if n := len(x.out[0]); n != len(c) {
		t.Fatalf("worker 0's clauses hold %d words, want %d (a and b dropped)", n, len(c))
	}
	if n := c.len(); n != 2 {
		t.Fatalf("len of %v: %d, want 2", c, n)
	}
	x.publish(1, a)
	x.publish(2, b)
	stop := errors.New("stop")
	calls := 0
	err := x.take(0, func(clauseSet) error { calls++; return stop })
	if !errors.Is(err, stop) || calls != 1 {
		t.Fatalf("take with a failing f: %v after %d calls, want stop after 1", err, calls)
	}
	if got := take(0); !slices.Equal(got, b) {
		t.Fatalf("after the failed take, worker 0 took %v, want the rest, %v", got, b)
	}
}
