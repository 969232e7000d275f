package sudoku

import (
	"context"
	"math/bits"
)

// engine9 is the search of the default path on 9×9 boards: the same
// exact-cover model as engine (324 items: cell, row-value, column-value and
// box-value; 729 options), kept cell by cell as bit masks, so that one
// machine operation works on the nine options of a cell item at once:
//
//   - cand[c] is the set of values left to cell c: the options of the cell
//     item c. A value's options in a unit are the cells of the unit whose
//     masks hold it, so the unit-value items are read off the masks of the
//     unit's nine cells (once/twice folds), with no state of their own.
//   - Propagation at each node, to a fixed point: an item with one option
//     left takes it (a naked single for a cell item, a hidden single for a
//     unit-value item); an item with none is a dead end; a box-value item
//     whose options lie in one row or column of the box removes that
//     line's other options of the value, and a row- or column-value item
//     whose options lie in one box removes the box's others (locked
//     candidates, pointing and claiming).
//   - Branching is binary on a cell item with fewest options (a bivalue
//     cell when there is one; of those, one with most peers not placed),
//     on its lowest value: the first branch works on a copy of the state
//     with the value placed; the second removes the value in place and
//     propagates again, since every solution with it has been seen. No
//     state is ever undone.
//
// A node is one propagation: the root, and each branch of each choice.
type engine9 struct {
	states [82]state9 // states[d]: the state of depth d
	queue  [128]uint8 // cells with one option, not yet placed
	nq     int
	dirty  uint32 // the units changed since their last scan for hidden singles

	nodes, maxNodes int64
	nextCheck       int64
	ctx             context.Context
	done            <-chan struct{}
	err             error

	limit, found int
	sol          *Grid // the first solution found is written here
}

// state9 is the search state of one depth: a few cache lines, copied whole.
type state9 struct {
	cand   [128]uint16 // cells 81.. are 0, so that a cell masked with 127 needs no bounds check
	done   [32]uint16  // the values placed in each unit
	placed [2]uint64   // cells whose value is placed (removed from their peers)
	// dig[v] is the set of cells whose masks hold value v+1: the same
	// options as cand, by value, so that placing a value finds the peers
	// that still hold it with two ANDs.
	dig  [9][2]uint64
	left int // cells not placed
}

const all9 = 1<<9 - 1

// Tables of the 9×9 board, built once.
var (
	peers9   [128][20]uint8 // the other cells of each cell's row, column and box
	units9   [27][9]uint8   // rows, columns, boxes
	unitsOf  [128][3]uint8  // the row, column and box of each cell
	unitBits [128]uint32    // the same, as a set of units
	peerBits [128][2]uint64 // peers9 as a set of cells
)

func init() {
	for c := 0; c < 81; c++ {
		r, col, b := c/9, c%9, c/27*3+c%9/3
		k := 0
		for p := 0; p < 81; p++ {
			pr, pc, pb := p/9, p%9, p/27*3+p%9/3
			if p != c && (pr == r || pc == col || pb == b) {
				peers9[c][k] = uint8(p)
				peerBits[c][p>>6] |= 1 << (p & 63)
				k++
			}
		}
		unitsOf[c] = [3]uint8{uint8(r), uint8(9 + col), uint8(18 + b)}
		unitBits[c] = 1<<r | 1<<(9+col) | 1<<(18+b)
		units9[r][col] = uint8(c)
		units9[9+col][r] = uint8(c)
		units9[18+b][(r%3)*3+col%3] = uint8(c)
	}
}

// solve counts the solutions of g up to limit, writing the first to sol.
// It returns the context's error or errNodeBudget when stopped early.
func (e *engine9) solve(ctx context.Context, g *Grid, limit int, sol *Grid) (int, error) {
	e.nodes, e.found, e.limit, e.sol, e.err = 1, 0, limit, sol, nil
	e.ctx, e.done = ctx, nil
	if ctx != nil {
		e.done = ctx.Done()
	}
	e.nextCheck = 1 << 62
	if e.done != nil || e.maxNodes > 0 {
		e.nextCheck = 0
	}
	s := &e.states[0]
	s.placed = [2]uint64{}
	s.dig = [9][2]uint64{}
	s.done = [32]uint16{}
	s.left = 81
	e.nq, e.dirty = 0, 1<<27-1
	for c, v := range g.cells[:81] {
		if v == 0 {
			s.cand[c] = all9
			for v := range s.dig {
				s.dig[v][c>>6] |= 1 << (c & 63)
			}
		} else {
			s.cand[c] = 1 << (v - 1)
			s.dig[v-1][c>>6] |= 1 << (c & 63)
			e.queue[e.nq] = uint8(c)
			e.nq++
		}
	}
	if e.propagate(s) {
		e.search(0)
	}
	return e.found, e.err
}

// search explores the subtree of states[d], already propagated; it reports
// whether the search is to stop (limit reached, or e.err set).
func (e *engine9) search(d int) bool {
	s := &e.states[d]
	for {
		if s.left == 0 {
			e.found++
			if e.found == 1 {
				e.record(s)
			}
			return e.found >= e.limit
		}
		if e.nodes >= e.nextCheck && e.check() {
			return true
		}
		c, v := branch(s)
		t := &e.states[d+1]
		*t = *s
		t.drop(c, t.cand[c]&^v)
		t.cand[c] = v
		e.queue[0], e.nq, e.dirty = uint8(c), 1, unitBits[c]
		e.nodes++
		if e.propagate(t) && e.search(d+1) {
			return true
		}
		// The other branch is a node too: the budget is looked at before
		// it as before a choice, so that a search stops at exactly
		// maxNodes.
		if e.nodes >= e.nextCheck && e.check() {
			return true
		}
		s.cand[c] &^= v
		s.drop(c, v)
		e.nodes++
		e.nq, e.dirty = 0, unitBits[c]
		if s.cand[c]&(s.cand[c]-1) == 0 {
			e.queue[0], e.nq = uint8(c), 1
		}
		if !e.propagate(s) {
			return false
		}
	}
}

// check looks at the budget and the context before each node is counted,
// once e.nextCheck nodes are reached: every 1,024 nodes, and at the
// budget itself. It reports whether to stop.
func (e *engine9) check() bool {
	if e.maxNodes > 0 && e.nodes >= e.maxNodes {
		e.err = errNodeBudget
		return true
	}
	e.nextCheck = e.nodes + 1024
	if e.maxNodes > e.nodes && e.maxNodes < e.nextCheck {
		e.nextCheck = e.maxNodes
	}
	if e.done != nil {
		select {
		case <-e.done:
			e.err = e.ctx.Err()
			return true
		default:
		}
	}
	return false
}

// branch returns a cell with fewest values left (two or more), among
// those the one with most peers not placed (a choice there constrains the
// most; the first such cell on a tie), and the lowest of its values, as a
// mask. Every cell with one value is placed.
//
// The bivalue cells are found for all cells at once by counting, bit
// sliced, how many value sets dig hold each cell; only when there is none
// are the cells scanned one by one.
func branch(s *state9) (int, uint16) {
	var two [2]uint64
	for w := range 2 {
		var one, more, three uint64
		for v := range s.dig {
			x := s.dig[v][w]
			three |= more & x
			more |= one & x
			one |= x
		}
		two[w] = more &^ three
	}
	if two[0]|two[1] == 0 {
		return branchScan(s)
	}
	bc, deg := 0, -1
	for w := range 2 {
		for x := two[w]; x != 0; x &= x - 1 {
			c := (w<<6 + bits.TrailingZeros64(x)) & 127
			pb := &peerBits[c]
			d := bits.OnesCount64(pb[0]&^s.placed[0]) + bits.OnesCount64(pb[1]&^s.placed[1])
			if d > deg {
				bc, deg = c, d
			}
		}
	}
	m := s.cand[bc]
	return bc, m & -m
}

// branchScan is branch on a state with no bivalue cell.
func branchScan(s *state9) (int, uint16) {
	best, bc, deg := 10, 0, -1
	for c := range s.cand[:81] {
		n := bits.OnesCount16(s.cand[c])
		if n < 2 || n > best {
			continue
		}
		pb := &peerBits[c]
		d := bits.OnesCount64(pb[0]&^s.placed[0]) + bits.OnesCount64(pb[1]&^s.placed[1])
		if n < best || d > deg {
			best, bc, deg = n, c, d
		}
	}
	m := s.cand[bc]
	return bc, m & -m
}

// record writes the placed values of a solved state to e.sol.
func (e *engine9) record(s *state9) {
	e.sol.box = 3
	for c, m := range s.cand[:81] {
		e.sol.cells[c] = uint8(bits.TrailingZeros16(m) + 1)
	}
}

// drop clears cell c in the sets dig of the values x, which its mask no
// longer holds.
func (s *state9) drop(c int, x uint16) {
	w, b := c>>6&1, uint64(1)<<(c&63)
	for ; x != 0; x &= x - 1 {
		s.dig[bits.TrailingZeros16(x)%9][w] &^= b
	}
}
