package web

import (
	"context"
	"math/bits"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// tracer walks the exact-cover search of a puzzle the way package dlx
// walks it with the MRV heuristic, and shows each node to a watcher: the
// items are those of internal/cover's matrix (cell filled, row has value,
// column has value, box has value, in that order), the item branched on is
// the one with the fewest options left, the first on ties, and its options
// are tried in the matrix's order, so its tree and its count of nodes are
// dlx's (a test holds it to that). It keeps the board itself rather than
// links, since the watcher wants the board: an option alive in the
// matrix is a value that an empty cell can take, as no peer holds it.
//
// It is slow next to the solvers (a scan of every item per node), which
// does not matter to a watcher who sees a few dozen nodes a second; the
// verdict that the live view shows as final comes from sudoku.Solver.
type tracer struct {
	box, n int
	cells  []uint8     // the board, row-major; 0 empty
	used   [3][]uint32 // used[k][u]: values placed in row, column, box u
	unitOf [][3]int    // the row, column and box of each cell
	inUnit [3][][]int  // the cells of each row, column, box

	limit     int   // stop after this many solutions
	maxNodes  int64 // stop after this many nodes; 0 for none
	nodes     int64
	solutions int
	first     []uint8 // the first solution found

	// visit is called at each node with the board as it stands (cells,
	// which the caller must not keep) and the depth; it returns false to
	// stop the search. solved is true for a full board.
	visit func(cells []uint8, depth int, solved bool) bool
	ctx   context.Context
	stop  error // why the search stopped early, or nil
}

// errNodeLimit stops a trace at its node budget.
type traceStop string

func (e traceStop) Error() string { return string(e) }

const (
	stopNodes   = traceStop("node budget spent")
	stopWatcher = traceStop("stopped by the watcher")
)

func newTracer(g sudoku.Grid) *tracer {
	box, n := g.Box(), g.Size()
	t := &tracer{box: box, n: n, cells: make([]uint8, n*n), unitOf: make([][3]int, n*n)}
	for k := range t.used {
		t.used[k] = make([]uint32, n)
		t.inUnit[k] = make([][]int, n)
	}
	for i := range n * n {
		r, c := i/n, i%n
		t.unitOf[i] = [3]int{r, c, (r/box)*box + c/box}
		for k, u := range t.unitOf[i] {
			t.inUnit[k][u] = append(t.inUnit[k][u], i)
		}
	}
	for i, v := range g.Cells() {
		if v != 0 {
			t.place(i, int(v))
		}
	}
	return t
}

func (t *tracer) place(i, v int) {
	t.cells[i] = uint8(v)
	for k, u := range t.unitOf[i] {
		t.used[k][u] |= 1 << v
	}
}

func (t *tracer) unplace(i, v int) {
	t.cells[i] = 0
	for k, u := range t.unitOf[i] {
		t.used[k][u] &^= 1 << v
	}
}

// cand returns the values that empty cell i can take.
func (t *tracer) cand(i int) uint32 {
	u := t.unitOf[i]
	all := uint32(1<<(t.n+1)) - 2
	return all &^ (t.used[0][u[0]] | t.used[1][u[1]] | t.used[2][u[2]])
}

// choose returns the item with the fewest options (the first on ties) as
// kind (-1: a cell; 0, 1, 2: a row, column, box with value v) and index,
// with its count; ok false when every item is covered (a solution).
func (t *tracer) choose() (kind, index, v, count int, ok bool) {
	best := t.n + 1
	for i, x := range t.cells {
		if x == 0 {
			if c := bits.OnesCount32(t.cand(i)); c < best {
				best, kind, index, ok = c, -1, i, true
			}
		}
	}
	for k := range 3 {
		for u := range t.n {
			for val := 1; val <= t.n; val++ {
				if t.used[k][u]&(1<<val) != 0 {
					continue
				}
				c := 0
				for _, i := range t.inUnit[k][u] {
					if t.cells[i] == 0 && t.cand(i)&(1<<val) != 0 {
						c++
					}
				}
				if c < best {
					best, kind, index, v, ok = c, k, u, val, true
				}
			}
		}
	}
	return kind, index, v, best, ok
}

// run searches from the board, counting solutions up to t.limit.
func (t *tracer) run() {
	t.search(0)
}

// search is one level of the search; it returns false once the search is
// to stop (the limit of solutions, the node budget, ctx, the watcher).
func (t *tracer) search(depth int) bool {
	// dlx counts the level where every item is covered as a node too.
	t.nodes++
	kind, index, v, _, ok := t.choose()
	if !ok {
		t.solutions++
		if t.first == nil {
			t.first = append([]uint8(nil), t.cells...)
		}
		if !t.visit(t.cells, depth, true) {
			t.stop = stopWatcher
			return false
		}
		return t.solutions < t.limit
	}
	if err := t.ctx.Err(); err != nil {
		t.stop = err
		return false
	}
	if !t.visit(t.cells, depth, false) {
		t.stop = stopWatcher
		return false
	}
	if t.maxNodes > 0 && t.nodes >= t.maxNodes {
		t.stop = stopNodes
		return false
	}
	// The options of the item, in the matrix's order: by cell, then value.
	try := func(i, val int) bool {
		t.place(i, val)
		more := t.search(depth + 1)
		t.unplace(i, val)
		return more
	}
	if kind < 0 {
		for m := t.cand(index); m != 0; m &= m - 1 {
			if !try(index, bits.TrailingZeros32(m)) {
				return false
			}
		}
		return true
	}
	for _, i := range t.inUnit[kind][index] {
		if t.cells[i] == 0 && t.cand(i)&(1<<v) != 0 {
			if !try(i, v) {
				return false
			}
		}
	}
	return true
}
