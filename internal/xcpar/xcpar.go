// Package xcpar searches an exact-cover problem in parts: the tree split
// at its first levels (dlx.Parts), the parts searched by several workers
// or shared out between separate runs (shards), with the counts added and
// the solutions written in the order of a search with one worker.
package xcpar

import (
	"context"
	"fmt"
	"sync"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// partsPerShard is the least number of parts of the tree per shard (and
// per worker): enough that parts of uneven size even out.
const partsPerShard = 16

// minParts is the least number of parts the tree is split into for
// shards: the split depends on the number of shards only beyond it, so
// that every run of a sharded search splits the tree the same way.
const minParts = 256

// Split returns the parts of p's tree that one run searches: with shard
// k of n (1 <= k <= n), every n-th part from the k-th of a split into at
// least max(256, 16·n) parts, so that the counts of the n runs add up to
// the whole; with n = 0 and jobs > 1, a split into 16·jobs parts; else
// nil, the whole tree in one search. The split depends only on p, h and
// n (see dlx.Parts).
func Split(p *dlx.Problem, h dlx.Heuristic, k, n, jobs int) [][]int {
	if n == 0 {
		if jobs <= 1 {
			return nil
		}
		return dlx.Parts(p, h, partsPerShard*jobs)
	}
	all := dlx.Parts(p, h, max(minParts, partsPerShard*n))
	var mine [][]int
	for i := k - 1; i < len(all); i += n {
		mine = append(mine, all[i])
	}
	return mine
}

// totals adds up the figures of parts searched at once and keeps the
// first error.
type totals struct {
	mu    sync.Mutex
	stats dlx.Stats
	first error
}

func (t *totals) add(st dlx.Stats, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stats.Solutions += st.Solutions
	t.stats.Nodes += st.Nodes
	t.stats.Updates += st.Updates
	t.stats.Mems += st.Mems
	if err != nil && t.first == nil {
		t.first = err
	}
}

// force forces the options of part into s.
func force(s *dlx.Solver, part []int) error {
	for _, k := range part {
		if err := s.Force(k); err != nil {
			return fmt.Errorf("part %v: %w", part, err) // cannot happen: parts are paths of the tree
		}
	}
	return nil
}

// Count counts the solutions of the parts of p (made by Split for p),
// with jobs workers, one solver each. It returns the sum of the parts'
// figures, whose Solutions is the count; the figures count the nodes of
// the first levels once per part. It stops at the first error, or when
// ctx is done (returning ctx.Err()): at the latest before the next part.
func Count(ctx context.Context, p *dlx.Problem, opt dlx.Options, parts [][]int, jobs int) (dlx.Stats, error) {
	var t totals
	countPart := func(s *dlx.Solver, part []int) error {
		defer s.Release()
		err := force(s, part)
		if err == nil {
			_, err = s.Count(ctx, 0)
		}
		t.add(s.Stats(), err)
		return err
	}
	if jobs <= 1 {
		s := dlx.NewSolver(p, opt)
		for _, part := range parts {
			if ctx.Err() != nil {
				return t.stats, ctx.Err()
			}
			if countPart(s, part) != nil {
				break
			}
		}
		return t.stats, t.first
	}
	next := make(chan []int)
	var wg sync.WaitGroup
	for range min(jobs, len(parts)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := dlx.NewSolver(p, opt)
			for part := range next {
				if countPart(s, part) != nil {
					return
				}
			}
		}()
	}
feed:
	for _, part := range parts {
		select {
		case next <- part:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if t.first == nil && ctx.Err() != nil {
		t.first = ctx.Err()
	}
	return t.stats, t.first
}

// windowPerJob bounds the parts searched or waiting to be written, per
// worker, and so the memory that Print holds.
const windowPerJob = 4

// Print searches the parts of p (made by Split for p) and writes their
// solutions in the order of a search with one worker, so that the bytes
// do not depend on jobs. format appends a solution (as Search gives it)
// to dst; with jobs > 1 it is called on the workers, several at once.
// write is called from one goroutine at a time with the next solutions
// in order: one solution with jobs <= 1, the solutions of one part
// otherwise (the bytes of a part that was stopped by an error or by ctx
// too). An error of write stops the search and is returned, unless a
// search failed first. Like Count, it stops when ctx is done, at the
// latest before the next part. Print returns the sum of the parts' figures, as
// Count does.
func Print(ctx context.Context, p *dlx.Problem, opt dlx.Options, parts [][]int, jobs int,
	format func(dst []byte, sol []int) []byte, write func([]byte) error) (dlx.Stats, error) {
	if jobs > 1 {
		return printParallel(ctx, p, opt, parts, jobs, format, write)
	}
	var (
		t   totals
		buf []byte
	)
	s := dlx.NewSolver(p, opt)
	for _, part := range parts {
		if ctx.Err() != nil {
			return t.stats, ctx.Err()
		}
		var werr error
		err := force(s, part)
		if err == nil {
			err = s.Search(ctx, func(sol []int) bool {
				buf = format(buf[:0], sol)
				werr = write(buf)
				return werr == nil
			})
		}
		s.Release()
		if err == nil {
			err = werr
		}
		t.add(s.Stats(), err)
		if err != nil {
			break
		}
	}
	return t.stats, t.first
}

// partResult is the output of one part searched by printParallel.
type partResult struct {
	buf   []byte
	stats dlx.Stats
	err   error
}

// printParallel is Print with jobs > 1 workers, each part's solutions
// formatted into a buffer of its own and the buffers written in the order
// of the parts. A worker starts a part only when fewer than
// windowPerJob·jobs parts are searched or waiting to be written.
func printParallel(ctx context.Context, p *dlx.Problem, opt dlx.Options, parts [][]int, jobs int,
	format func(dst []byte, sol []int) []byte, write func([]byte) error) (dlx.Stats, error) {
	var t totals
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	res := make([]chan partResult, len(parts))
	for i := range res {
		res[i] = make(chan partResult, 1)
	}
	window := make(chan struct{}, windowPerJob*jobs)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(jobs, len(parts)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := dlx.NewSolver(p, opt)
			var buf []byte
			for i := range next {
				buf = buf[:0]
				err := force(s, parts[i])
				if err == nil {
					err = s.Search(ctx, func(sol []int) bool {
						buf = format(buf, sol)
						return true
					})
				}
				s.Release()
				res[i] <- partResult{buf: append([]byte{}, buf...), stats: s.Stats(), err: err}
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range parts {
			select {
			case window <- struct{}{}:
			case <-ctx.Done():
				return
			}
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	var werr error
	for i := range parts {
		var r partResult
		select {
		case r = <-res[i]:
		case <-ctx.Done():
		}
		if ctx.Err() != nil && r.buf == nil {
			break
		}
		<-window
		werr = write(r.buf)
		t.add(r.stats, r.err)
		if werr != nil || r.err != nil {
			break
		}
	}
	cancel()
	wg.Wait()
	if werr != nil && t.first == nil {
		t.first = werr
	}
	if t.first == nil && parent.Err() != nil {
		t.first = parent.Err()
	}
	return t.stats, t.first
}
