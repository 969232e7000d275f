// Package par runs work on several goroutines and hands the results back
// in input order, so that a parallel run prints exactly what a sequential
// one prints (the "sequencer" of cmd/gofmt).
//
// Inputs are grouped in chunks, and the chunks are recycled, so the
// pipeline itself allocates nothing per input once it is running and its
// memory is bounded by the window, whatever the number of inputs.
package par

import (
	"context"
	"iter"
	"sync"
	"time"
)

// Config tunes Ordered. The zero value is usable: one worker, chunks of
// one input.
type Config struct {
	Workers int // goroutines running work; at least 1
	Chunk   int // inputs handed to a worker at once; at least 1
	Window  int // chunks in flight at most; at least 2·Workers

	// Linger, when positive, bounds how long a chunk that is not full
	// waits for more inputs: once its inputs have waited between one and
	// two Lingers, it is handed to a worker as it is. Without it, a source
	// that pauses (a pipe, a person typing) keeps up to Chunk-1 inputs
	// waiting until it goes on or ends.
	Linger time.Duration
}

type chunk[In, Out any] struct {
	in   []In
	out  []Out
	done chan struct{}
}

// Ordered reads the inputs of src on one goroutine, runs work on them with
// cfg.Workers goroutines, and calls emit with each result in input order on
// the calling goroutine. work receives the index of its worker (0 ≤ w <
// Workers), so that each worker can own reusable state such as a solver.
//
// When ctx is done, reading stops, results not yet computed are dropped
// and the results computed before, in order up to the first one missing,
// are still emitted; Ordered then returns ctx.Err(). When emit returns an
// error, everything stops and Ordered returns that error. Ordered returns
// only after every goroutine it started has ended.
func Ordered[In, Out any](parent context.Context, cfg Config, src iter.Seq[In], work func(w int, in In) Out, emit func(Out) error) error {
	workers := max(cfg.Workers, 1)
	size := max(cfg.Chunk, 1)
	window := max(cfg.Window, 2*workers)

	ctx, cancel := context.WithCancel(parent)
	defer cancel()

	pool := make(chan *chunk[In, Out], window)
	for range window {
		pool <- &chunk[In, Out]{in: make([]In, 0, size), out: make([]Out, 0, size), done: make(chan struct{}, 1)}
	}
	order := make(chan *chunk[In, Out], window)
	jobs := make(chan *chunk[In, Out], window)

	var wg sync.WaitGroup
	// The reader fills cur; with Linger, a watchdog hands on a chunk that
	// has not changed for a tick. Both send under mu: the sends never
	// block, as order and jobs hold every chunk there is.
	var (
		mu   sync.Mutex
		cur  *chunk[In, Out]
		born uint64 // counts the chunks made current, so the watchdog sees a new one
	)
	send := func() {
		order <- cur
		jobs <- cur
		cur = nil
	}
	readerDone := make(chan struct{})
	if cfg.Linger > 0 {
		wg.Add(1)
		go func() { // the watchdog
			defer wg.Done()
			tick := time.NewTicker(cfg.Linger)
			defer tick.Stop()
			var seen uint64
			for {
				select {
				case <-tick.C:
				case <-readerDone:
					return
				}
				mu.Lock()
				if cur != nil && born == seen && len(cur.in) > 0 {
					send()
				}
				seen = born
				mu.Unlock()
			}
		}()
	}
	wg.Add(1)
	go func() { // the reader
		defer wg.Done()
		defer close(order)
		defer close(jobs)
		defer close(readerDone)
		for in := range src {
			mu.Lock()
			if cur == nil {
				mu.Unlock()
				var c *chunk[In, Out]
				select {
				case c = <-pool:
					c.in = c.in[:0]
				case <-ctx.Done():
					return
				}
				mu.Lock()
				cur = c
				born++
			}
			cur.in = append(cur.in, in)
			if len(cur.in) == size {
				send()
			}
			mu.Unlock()
			if ctx.Err() != nil {
				break
			}
		}
		mu.Lock()
		if cur != nil {
			send()
		}
		mu.Unlock()
	}()
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range jobs {
				c.out = c.out[:0]
				for _, in := range c.in {
					if ctx.Err() != nil {
						break
					}
					out := work(w, in)
					// work watches parent (or a context made from it),
					// whose cancellation reaches ctx a moment later:
					// both are asked, so that a result work cut short
					// is never kept.
					if parent.Err() != nil || ctx.Err() != nil {
						break // the result may be cut short: drop it
					}
					c.out = append(c.out, out)
				}
				c.done <- struct{}{}
			}
		}()
	}

	var err error
	for c := range order {
		<-c.done
		if err == nil {
			for _, out := range c.out {
				if err = emit(out); err != nil {
					cancel()
					break
				}
			}
			if err == nil && len(c.out) < len(c.in) {
				err = ctx.Err() // cancelled: the rest is missing
			}
		}
		clear(c.in)
		clear(c.out)
		pool <- c
	}
	wg.Wait()
	if err == nil {
		// Cancelled from outside: the reader may have stopped early.
		err = parent.Err()
	}
	return err
}
