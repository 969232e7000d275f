package par

import (
	"context"
	"errors"
	"iter"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

func count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
		}
	}
}

func TestOrderedKeepsOrder(t *testing.T) {
	for _, cfg := range []Config{{}, {Workers: 1, Chunk: 1}, {Workers: 2, Chunk: 3}, {Workers: 8, Chunk: 16, Window: 4}, {Workers: 4, Chunk: 1000}, {Workers: 2, Chunk: 64, Linger: time.Microsecond}} {
		var got []int
		// Work that takes longer for small inputs, so that results finish
		// out of order.
		work := func(w int, in int) int {
			if w < 0 || w >= max(cfg.Workers, 1) {
				t.Errorf("worker index %d", w)
			}
			if in%7 == 0 {
				time.Sleep(100 * time.Microsecond)
			}
			return in * in
		}
		err := Ordered(context.Background(), cfg, count(1000), work, func(out int) error {
			got = append(got, out)
			return nil
		})
		if err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
		if len(got) != 1000 {
			t.Fatalf("%+v: %d results", cfg, len(got))
		}
		for i, v := range got {
			if v != i*i {
				t.Fatalf("%+v: result %d is %d", cfg, i, v)
			}
		}
	}
}

func TestOrderedEmpty(t *testing.T) {
	err := Ordered(context.Background(), Config{Workers: 3}, count(0), func(int, int) int { return 0 }, func(int) error {
		t.Fatal("emit called")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestOrderedEmitError(t *testing.T) {
	boom := errors.New("boom")
	var emitted int
	var read atomic.Int64
	src := func(yield func(int) bool) {
		for i := 0; ; i++ { // endless: only the error stops it
			read.Add(1)
			if !yield(i) {
				return
			}
		}
	}
	err := Ordered(context.Background(), Config{Workers: 2, Chunk: 4}, src, func(_, in int) int { return in }, func(out int) error {
		if out != emitted {
			t.Fatalf("got %d, want %d", out, emitted)
		}
		emitted++
		if emitted == 50 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	if emitted != 50 {
		t.Fatalf("emitted %d after the error", emitted)
	}
}

func TestOrderedCancelFlushesPrefix(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var got []int
	src := func(yield func(int) bool) {
		for i := 0; ; i++ {
			if !yield(i) {
				return
			}
		}
	}
	start := time.Now()
	err := Ordered(ctx, Config{Workers: 2, Chunk: 8}, src, func(_, in int) int {
		if in == 500 {
			cancel()
		}
		return in
	}, func(out int) error {
		got = append(got, out)
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Fatal("cancel did not stop the run")
	}
	// What was emitted is exactly the inputs 0..k-1, in order.
	if !slices.Equal(got, slices.Collect(count(len(got)))) {
		t.Fatalf("emitted results are not a prefix: %v...", got[:min(len(got), 20)])
	}
	if len(got) > 500 {
		t.Fatalf("emitted %d results, more than were computed before the cancel", len(got))
	}
}

func BenchmarkOrdered(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = Ordered(context.Background(), Config{Workers: 2, Chunk: 64}, count(10000), func(_, in int) int { return in }, func(int) error { return nil })
	}
}

// TestOrderedLinger feeds inputs one at a time, each only after the result
// of the one before came out, as a person typing puzzles into a pipe does:
// with Linger, every result comes although the chunk is never full; the
// source ends only when the test is over.
func TestOrderedLinger(t *testing.T) {
	const n = 5
	emitted := make(chan int, n)
	src := func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
			select {
			case got := <-emitted:
				if got != i*10 {
					t.Errorf("result %d, want %d", got, i*10)
				}
			case <-time.After(5 * time.Second):
				t.Errorf("input %d: no result 5 s after it was read", i)
				return
			}
		}
	}
	cfg := Config{Workers: 2, Chunk: 64, Linger: 10 * time.Millisecond}
	err := Ordered(context.Background(), cfg, src, func(_ int, in int) int { return in * 10 },
		func(out int) error {
			emitted <- out
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
}

// lateCtx is a context that context.WithCancel cannot see into: it hands
// on its cancellation from a goroutine of its own, so that for a moment
// the parent is done while the context made from it is not.
type lateCtx struct {
	context.Context
	done chan struct{}
	err  atomic.Pointer[error]
}

func (c *lateCtx) Done() <-chan struct{} { return c.done }

func (c *lateCtx) Err() error {
	if e := c.err.Load(); e != nil {
		return *e
	}
	return nil
}

func (c *lateCtx) cancel() {
	err := context.Canceled
	if c.err.CompareAndSwap(nil, &err) {
		close(c.done)
	}
}

// TestOrderedDropsCutShort checks that a result computed while the parent
// context was done is dropped, even before the cancellation reached
// Ordered's own context: work stands for a search that stops when it sees
// the parent done and returns a result that is not one (-1).
func TestOrderedDropsCutShort(t *testing.T) {
	for range 50 {
		ctx := &lateCtx{Context: context.Background(), done: make(chan struct{})}
		src := func(yield func(int) bool) {
			for i := 0; i < 2000 && yield(i); i++ {
			}
		}
		err := Ordered(ctx, Config{Workers: 2, Chunk: 4}, src, func(_, in int) int {
			if in == 300 {
				ctx.cancel()
			}
			if ctx.Err() != nil {
				return -1
			}
			return in
		}, func(out int) error {
			if out < 0 {
				return errors.New("a result cut short was emitted")
			}
			return nil
		})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err %v, want context.Canceled", err)
		}
	}
}
