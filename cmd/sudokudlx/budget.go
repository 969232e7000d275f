// The per-puzzle budget of solve, batch and rate: --timeout and
// --max-nodes. A puzzle over its budget gets the status timeout, and the
// run goes on with the next.

package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/urfave/cli/v2"
)

// budget is what one puzzle may cost; the zero budget is no limit.
type budget struct {
	timeout  time.Duration // wall-clock time of the puzzle's search
	maxNodes int64         // search-tree nodes (see sudoku.Solver.SetMaxNodes)
}

// budgetFlags returns --timeout and, with nodes, --max-nodes (which only
// the commands that search with dancing links can count).
func budgetFlags(nodes bool) []cli.Flag {
	flags := []cli.Flag{
		&cli.DurationFlag{Name: "timeout", Usage: "give up a puzzle after `D` (such as 10s): status timeout", DefaultText: "0, never"},
	}
	if nodes {
		flags = append(flags, &cli.Int64Flag{Name: "max-nodes", Usage: "give up a puzzle after `N` search nodes: status timeout", DefaultText: "0, never"})
	}
	return flags
}

// parseBudget reads the flags of budgetFlags.
func parseBudget(c *cli.Context) (budget, error) {
	b := budget{timeout: c.Duration("timeout"), maxNodes: c.Int64("max-nodes")}
	if b.timeout < 0 {
		return b, usageErrorf("--timeout %v: want 0 (none) or more", b.timeout)
	}
	if b.maxNodes < 0 {
		return b, usageErrorf("--max-nodes %d: want 0 (none) or more", b.maxNodes)
	}
	return b, nil
}

// context returns the context of one puzzle's search: ctx with the
// timeout, if any.
func (b *budget) context(ctx context.Context) (context.Context, context.CancelFunc) {
	if b.timeout <= 0 {
		return ctx, func() {}
	}
	return context.WithTimeout(ctx, b.timeout)
}

// overrun returns the reason a search that ended with err after elapsed
// (on a context from b.context(parent)) went over the budget, or nil when
// it did not: it was interrupted, or ran to its end within the budget. A
// search that took longer than --timeout is over it even when it ended
// before it looked at its context again: the budget is the time the help
// states, whatever the search found by then.
func (b *budget) overrun(parent context.Context, err error, elapsed time.Duration) error {
	switch {
	case parent.Err() != nil:
		return nil
	case err == nil:
		if b.timeout > 0 && elapsed > b.timeout {
			return &budgetError{timeout: b.timeout}
		}
		return nil
	case errors.Is(err, sudoku.ErrBudget):
		return &budgetError{nodes: b.maxNodes}
	case errors.Is(err, context.DeadlineExceeded):
		return &budgetError{timeout: b.timeout}
	}
	return nil
}

// budgetError says which budget a puzzle went over.
type budgetError struct {
	timeout time.Duration
	nodes   int64
}

func (e *budgetError) Error() string {
	if e.nodes > 0 {
		return fmt.Sprintf("not settled within %s node%s (--max-nodes)", commas(e.nodes), plural(e.nodes))
	}
	return fmt.Sprintf("not settled within %v (--timeout)", e.timeout)
}
