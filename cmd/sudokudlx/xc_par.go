package main

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
)

// partsPerShard is the least number of parts of the tree per shard (and
// per worker of -j): enough that parts of uneven size even out.
const partsPerShard = 16

// minParts is the least number of parts the tree is split into for
// --shard: the split depends on the number of shards only beyond it, so
// that every job of a run splits the tree the same way.
const minParts = 256

// parseShard parses --shard K/N (1 <= K <= N).
func parseShard(s string) (k, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	if ok {
		k, err = strconv.Atoi(a)
		if err == nil {
			n, err = strconv.Atoi(b)
		}
	}
	if !ok || err != nil || n < 1 || k < 1 || k > n {
		return 0, 0, usageErrorf("--shard %q: want K/N with 1 <= K <= N, e.g. 2/8", s)
	}
	return k, n, nil
}

// xcParts returns the parts of the tree that this run searches: with
// shard K of N, every N-th part from the K-th of a split into at least
// max(minParts, partsPerShard*N) parts; with jobs > 1 alone, a split into
// partsPerShard*jobs parts; else nil, the whole tree in one search.
func xcParts(p *dlx.Problem, h dlx.Heuristic, shardK, shardN, jobs int) [][]int {
	if shardN == 0 {
		if jobs <= 1 {
			return nil
		}
		return dlx.Parts(p, h, partsPerShard*jobs)
	}
	all := dlx.Parts(p, h, max(minParts, partsPerShard*shardN))
	var mine [][]int
	for i := shardK - 1; i < len(all); i += shardN {
		mine = append(mine, all[i])
	}
	return mine
}

// solveParts searches the parts in order with one solver, printing the
// solutions unless count is set, or with jobs > 1 (count only) in
// parallel, one solver per worker. It returns the number of solutions and
// the sum of the parts' figures.
func solveParts(ctx context.Context, x *dlx.Text, opt dlx.Options, parts [][]int, jobs int, out *outfile.File, count bool) (int64, dlx.Stats, error) {
	var (
		mu    sync.Mutex
		total dlx.Stats
		first error
	)
	add := func(st dlx.Stats, err error) {
		mu.Lock()
		defer mu.Unlock()
		total.Solutions += st.Solutions
		total.Nodes += st.Nodes
		total.Updates += st.Updates
		total.Mems += st.Mems
		if err != nil && first == nil {
			first = err
		}
	}
	searchPart := func(s *dlx.Solver, part []int) error {
		defer s.Release()
		for _, k := range part {
			if err := s.Force(k); err != nil {
				return fmt.Errorf("part %v: %w", part, err) // cannot happen: parts are paths
			}
		}
		_, err := solveXC(ctx, s, x, out, count, 0)
		add(s.Stats(), err)
		return err
	}
	if jobs > 1 && !count {
		return printParts(ctx, x, opt, parts, jobs, out, add, &total, &first)
	}
	if jobs <= 1 {
		s := dlx.NewSolver(x.Problem, opt)
		for _, part := range parts {
			if err := searchPart(s, part); err != nil {
				break
			}
		}
		return total.Solutions, total, first
	}
	next := make(chan []int)
	var wg sync.WaitGroup
	for range min(jobs, len(parts)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := dlx.NewSolver(x.Problem, opt)
			for part := range next {
				if searchPart(s, part) != nil {
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
	if first == nil && ctx.Err() != nil {
		first = ctx.Err()
	}
	return total.Solutions, total, first
}

// partResult is the output of one part searched by printParts.
type partResult struct {
	buf   []byte
	stats dlx.Stats
	err   error
}

// printParts searches the parts with jobs workers, each part's solutions
// written to a buffer, and prints the buffers in the order of the parts:
// the bytes of a run with one worker. A worker starts a part only when
// fewer than windowPerJob*jobs parts are searched or waiting to be
// printed, which bounds the memory held.
func printParts(ctx context.Context, x *dlx.Text, opt dlx.Options, parts [][]int, jobs int, out *outfile.File,
	add func(dlx.Stats, error), total *dlx.Stats, first *error) (int64, dlx.Stats, error) {
	const windowPerJob = 4
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
			s := dlx.NewSolver(x.Problem, opt)
			var buf bytes.Buffer
			for i := range next {
				buf.Reset()
				var err error
				for _, k := range parts[i] {
					if err == nil {
						err = s.Force(k)
					}
				}
				if err == nil {
					err = s.Search(ctx, func(sol []int) bool {
						for _, k := range sol {
							buf.WriteString(x.FormatOption(k))
							buf.WriteByte('\n')
						}
						buf.WriteByte('\n')
						return true
					})
				}
				s.Release()
				res[i] <- partResult{buf: bytes.Clone(buf.Bytes()), stats: s.Stats(), err: err}
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
		out.Lock()
		_, werr = out.Write(r.buf)
		if werr == nil {
			werr = out.EndRecord()
		}
		out.Unlock()
		add(r.stats, r.err)
		if werr != nil || r.err != nil {
			break
		}
	}
	cancel()
	wg.Wait()
	if werr != nil && *first == nil {
		*first = outfile.WriteError("stdout", werr)
	}
	if *first == nil && parent.Err() != nil {
		*first = parent.Err()
	}
	return total.Solutions, *total, *first
}
