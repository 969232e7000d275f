// The flags and helpers of D-dimensional boards (--dims, --box) shared by
// solve, batch and gen.

package main

import (
	"context"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/urfave/cli/v2"
)

// hyperFlags returns the flags that choose D-dimensional boards, shared by
// solve, batch and gen.
func hyperFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "dims", Usage: "boards of `D` dimensions (2 and more) with package sudoku/hyper; 0: the 2D boards"},
		&cli.IntFlag{Name: "box", Usage: "block length `B` of --dims boards (side B^D); 0: from the length of each board"},
	}
}

// hyperSet reports whether --dims or --box asks for the D-dimensional path.
func hyperSet(c *cli.Context) bool { return c.Int("dims") != 0 || c.Int("box") != 0 }

// hyperShape reads --dims and --box: the hint of the reader (Box 0 when
// the length of each board tells it), refused with a usage error before
// anything is allocated when the shape cannot be built.
func hyperShape(c *cli.Context) (hyper.Shape, error) {
	s := hyper.Shape{Dims: c.Int("dims"), Box: c.Int("box")}
	if s.Dims == 0 {
		return s, usageErrorf("--box: only with --dims")
	}
	if s.Dims < 2 {
		return s, usageErrorf("--dims %d: want 2 or more", s.Dims)
	}
	if s.Box < 0 || s.Box == 1 {
		return s, usageErrorf("--box %d: want 2 or more", s.Box)
	}
	if s.Box != 0 {
		if err := s.Check(); err != nil {
			return s, usageErrorf("--dims %d --box %d: %v", s.Dims, s.Box, err)
		}
	}
	return s, nil
}

// boardHint reads --dims and --box for solve and batch: the shape the
// reader is to insist on, Dims 0 when the length of each input's first
// board tells it. --dims 2 means the 2D boards, read by their length.
func boardHint(c *cli.Context) (hyper.Shape, error) {
	if c.Int("dims") == 2 && c.Int("box") == 0 {
		return hyper.Shape{}, nil
	}
	if !hyperSet(c) {
		return hyper.Shape{}, nil
	}
	return hyperShape(c)
}

// readHyper passes each board of rd, or its error, to emit until the end
// of the input, a read that fails, or emit returning false (then it
// returns false too).
func readHyper(ctx context.Context, rd *hyper.Reader, emit func(*hyper.Puzzle, error) bool) bool {
	for p, err := range rd.All() {
		if ctx.Err() != nil || !emit(p, err) {
			return false
		}
	}
	return true
}

// hyperBudget reads the flags of solveFlags for solve and batch on --dims
// boards: --limit, --timeout, and --max-nodes, which they refuse (their
// solver counts conflicts, not nodes), as they refuse the flags of the
// 2D search and of CSV inputs rather than ignore them.
func hyperBudget(c *cli.Context) (int, budget, error) {
	for _, name := range []string{"heuristic", "seed", "column"} {
		if c.IsSet(name) {
			return 0, budget{}, usageErrorf("--%s: for 2D boards only, not with --dims", name)
		}
	}
	limit := c.Int("limit")
	if limit < 1 {
		return 0, budget{}, usageErrorf("--limit %d: want 1 or more (2 tells unique from multiple)", limit)
	}
	b, err := parseBudget(c)
	if err != nil {
		return 0, b, err
	}
	if b.maxNodes > 0 {
		return 0, b, usageErrorf("--max-nodes: not for --dims boards (their solver counts no nodes); use --timeout")
	}
	return limit, b, nil
}

// hyperJobs returns the workers, at most jobs, whose solvers and boards in
// flight fit in hyper.MaxBytes for the largest shape hint allows: each
// worker costs the shape's masks (hyper.Shape.MaskBytes), each of the
// 2·jobs+4 boards the pipeline holds the board and its solution. Only 5D
// boards lower it.
func hyperJobs(hint hyper.Shape, jobs int) int {
	if hint.Dims == 0 {
		return jobs
	}
	boxes := []int{hint.Box}
	if hint.Box == 0 {
		boxes = []int{2, 3, 4, 5}
	}
	var big hyper.Shape
	for _, b := range boxes {
		if s := (hyper.Shape{Dims: hint.Dims, Box: b}); s.Check() == nil && (big.Dims == 0 || s.Cells() > big.Cells()) {
			big = s
		}
	}
	if big.Dims == 0 {
		return jobs
	}
	cost := func(j int) float64 {
		return float64(j)*big.MaskBytes() + float64(2*j+4)*2*float64(big.Cells())
	}
	for jobs > 1 && cost(jobs) > hyper.MaxBytes {
		jobs--
	}
	return jobs
}
