package sudoku

import (
	"context"
	"encoding/binary"
	"errors"
	"math/bits"

	"github.com/sudokudlx/sudokudlx/internal/units"
)

// engine is Algorithm X specialised to the exact-cover matrix of a Sudoku
// board, the hot path of the package. The matrix never changes shape: each
// option has exactly four items and each item exactly N options, so the
// engine needs no links. For each item it keeps the set of its options still
// available, as a bit mask over the item's N options, and their number:
//
//   - choosing an option covers its four items: every option still
//     available in those items is removed from the masks of all its items,
//     and their counts go down;
//   - the state of each level is a copy of the level below (about 1.6 KB
//     for 9×9), so backtracking costs nothing: the search simply returns to
//     the copy below.
//
// The branching rule is MRV with a shortcut: an item left with at most one
// option, seen while covering, is taken at once (a forced move or a dead
// end); otherwise the first item with at most one option, else the
// leftmost item with fewest options. The tree is close to, but not always
// the same as, dlx's MRV tree; the solutions are the same.
type engine struct {
	t *tables
	// State f: cnt[f*cs:(f+1)*cs] and mask[f*cols:(f+1)*cols]. State 0
	// holds the empty board with the givens forced.
	cnt  []uint8
	mask []uint32

	colAt   []int16  // item chosen at each depth
	rem     []uint32 // options of that item not tried yet
	rowAt   []int16  // option chosen at each depth
	frameAt []int16  // the state each depth works on
	left    int      // items not covered at level 0

	given []int16 // options forced for the current puzzle
	nodes int64
	// maxNodes, when above 0, stops a search that has visited that many
	// nodes with errNodeBudget.
	maxNodes int64
}

// nextCheck returns the node count at which search next looks at its
// context and budget: the next multiple of 1,024, or the budget if that
// comes first.
func (e *engine) nextCheck() int64 {
	next := (e.nodes | 1023) + 1
	if e.maxNodes > e.nodes && e.maxNodes < next {
		next = e.maxNodes
	}
	return next
}

// overBudget reports whether the search has visited its maxNodes nodes:
// it is not to count one more.
func (e *engine) overBudget() bool { return e.maxNodes > 0 && e.nodes >= e.maxNodes }

// errNodeBudget is the error of a search stopped at its maxNodes.
var errNodeBudget = errors.New("sudoku: node budget spent")

const coveredFlag = 0x80

// tables are the static shape of the matrix of one box size.
type tables struct {
	n, cols int
	cs      int        // cols rounded up to a multiple of 8
	cnt     []uint8    // counts of the empty board; padding bytes are 0xff
	mask    []uint32   // masks of the empty board
	rowCols [][4]int16 // the items of each option
	rowPos  [][4]uint8 // the option's position in each of its items' lists
	colRows []int16    // colRows[n*c+j]: the j-th option of item c, ascending
}

func newTables(box int) *tables {
	n := box * box
	nn := n * n
	cols := 4 * nn
	t := &tables{
		n: n, cols: cols, cs: (cols + 7) / 8 * 8,
		rowCols: make([][4]int16, nn*n),
		rowPos:  make([][4]uint8, nn*n),
		colRows: make([]int16, n*cols),
		mask:    make([]uint32, cols),
	}
	t.cnt = make([]uint8, t.cs)
	fill := make([]uint8, cols)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			b := units.BoxOf(box, r, c)
			for v := 0; v < n; v++ {
				k := (r*n+c)*n + v
				items := [4]int{r*n + c, nn + r*n + v, 2*nn + c*n + v, 3*nn + b*n + v}
				for i, it := range items {
					t.rowCols[k][i] = int16(it)
					t.rowPos[k][i] = fill[it]
					t.colRows[n*it+int(fill[it])] = int16(k)
					fill[it]++
				}
			}
		}
	}
	for c := range t.cnt {
		t.cnt[c] = 0xff // padding: never chosen
		if c < cols {
			t.cnt[c] = uint8(n)
			t.mask[c] = 1<<n - 1
		}
	}
	return t
}

// newEngine returns an engine for the matrix described by t.
func newEngine(t *tables) *engine {
	e := &engine{t: t, left: t.cols}
	e.grow(t.n*t.n + 1)
	copy(e.cnt, t.cnt)
	copy(e.mask, t.mask)
	return e
}

// grow makes room for levels 0..depth.
func (e *engine) grow(depth int) {
	t := e.t
	for len(e.colAt) <= depth {
		e.cnt = append(e.cnt, make([]uint8, t.cs)...)
		e.mask = append(e.mask, make([]uint32, t.cols)...)
		e.colAt = append(e.colAt, 0)
		e.rem = append(e.rem, 0)
		e.rowAt = append(e.rowAt, 0)
		e.frameAt = append(e.frameAt, 0)
	}
}

// cover chooses option r in the state (cnt, mask): it covers r's items and
// removes every option that meets them. It returns a hint for the next
// branching item: an item whose count fell to 0 or 1 (0 preferred), with
// that count; the count is 2 or more when there is none.
func (t *tables) cover(cnt []uint8, mask []uint32, r int) (item int, low uint8) {
	n := t.n
	rc := t.rowCols[r]
	for _, c := range rc {
		cnt[c] |= coveredFlag
	}
	low = 2
	for _, c := range rc {
		base := n * int(c)
		for m := mask[c]; m != 0; m &= m - 1 {
			r2 := t.colRows[base+bits.TrailingZeros32(m)]
			rc2, rp2 := &t.rowCols[r2], &t.rowPos[r2]
			for i, c2 := range rc2 {
				mask[c2] &^= 1 << rp2[i]
				cnt[c2]--
				if cnt[c2] < low {
					item, low = int(c2), cnt[c2]
				}
			}
		}
	}
	return item, low
}

// minItem returns the first uncovered item of the state with at most one
// option left, or else the leftmost item with fewest options. It looks at
// eight counts at a time: a byte whose bits other than the lowest are all
// clear holds 0 or 1 (a covered item's byte has its high bit set).
func minItem(cnt []uint8) int {
	const ones, highs, notLow = 0x0101010101010101, 0x8080808080808080, 0xfefefefefefefefe
	for i := 0; i+8 <= len(cnt); i += 8 {
		w := binary.LittleEndian.Uint64(cnt[i:]) & notLow
		if z := (w - ones) &^ w & highs; z != 0 {
			return i + bits.TrailingZeros64(z)/8
		}
	}
	best, t := 0, uint8(coveredFlag)
	for c, k := range cnt {
		if k < t {
			best, t = c, k
		}
	}
	return best
}

// force chooses option r at level 0, before the search; it reports false,
// changing nothing, when r is no longer available.
func (e *engine) force(r int) bool {
	t := e.t
	c, p := t.rowCols[r][0], t.rowPos[r][0]
	if e.mask[c]&(1<<p) == 0 {
		return false
	}
	t.cover(e.cnt[:t.cs], e.mask[:t.cols], r)
	e.left -= 4
	e.given = append(e.given, int16(r))
	return true
}

// release undoes every force, copying back the empty board.
func (e *engine) release() {
	t := e.t
	copy(e.cnt[:t.cs], t.cnt)
	copy(e.mask[:t.cols], t.mask)
	e.left = t.cols
	e.given = e.given[:0]
}

// search counts solutions up to limit, calling visit with each one's
// options chosen by the search (the forced ones are not included). It
// returns ctx.Err() when cancelled. Level 0 is left as it was.
//
// States are copied only at real branching points: a forced move (an item
// with one option left) covers in place, in the state of the node above it,
// since nothing at its depth remains to be tried when the search comes back
// through it. frameAt[d] tells which state depth d works on.
func (e *engine) search(ctx context.Context, limit int, visit func(rows []int16)) (int, error) {
	e.nodes = 0
	if e.left == 0 {
		e.nodes = 1
		visit(e.rowAt[:0])
		return 1, nil
	}
	var done <-chan struct{}
	if ctx != nil {
		done = ctx.Done()
	}
	// The context is looked at every 1,024 nodes, the budget at those
	// points and at the budget itself, before each node is counted, so
	// that a search stops at exactly maxNodes nodes.
	next := int64(1) << 62
	if done != nil || e.maxNodes > 0 {
		next = e.nextCheck()
	}
	t := e.t
	n, cs, cols := t.n, t.cs, t.cols
	maxDepth := e.left / 4
	e.grow(maxDepth + 1)
	// Frame 1 starts as a copy of level 0, which stays untouched.
	copy(e.cnt[cs:2*cs], e.cnt[:cs])
	copy(e.mask[cols:2*cols], e.mask[:cols])
	found, d, f, hint := 0, 0, 1, -1
	var low uint8
	var c int
	var m uint32
	var r int16
	for {
		// A node at depth d, working on frame f: choose the item. The
		// budget and the context are looked at before it is counted.
		if e.nodes >= next {
			if e.overBudget() {
				return found, errNodeBudget
			}
			next = e.nextCheck()
			if done != nil {
				select {
				case <-done:
					return found, ctx.Err()
				default:
				}
			}
		}
		e.nodes++
		if hint >= 0 {
			c = hint
		} else {
			c = minItem(e.cnt[f*cs : (f+1)*cs])
		}
		e.colAt[d] = int16(c)
		e.frameAt[d] = int16(f)
		m = e.mask[f*cols+c]
		if m == 0 {
			// A dead end: nothing at this depth is left to try. rem[d]
			// may hold an earlier branch's choices, or an earlier
			// search's, if that one stopped at its limit.
			e.rem[d] = 0
			goto backtrack
		}
		if m&(m-1) == 0 {
			// One option: cover in place.
			e.rem[d] = 0
		} else {
			e.rem[d] = m & (m - 1)
			m &= -m
			copy(e.cnt[(f+1)*cs:(f+2)*cs], e.cnt[f*cs:(f+1)*cs])
			copy(e.mask[(f+1)*cols:(f+2)*cols], e.mask[f*cols:(f+1)*cols])
			f++
		}
	try:
		r = t.colRows[n*c+bits.TrailingZeros32(m)]
		e.rowAt[d] = r
		hint, low = t.cover(e.cnt[f*cs:(f+1)*cs], e.mask[f*cols:(f+1)*cols], int(r))
		if d+1 == maxDepth {
			if e.nodes >= next && e.overBudget() {
				return found, errNodeBudget
			}
			e.nodes++
			found++
			visit(e.rowAt[:d+1])
			if found >= limit {
				return found, nil
			}
			goto backtrack
		}
		if low == 0 {
			// The next node is a dead end: count it and come back.
			if e.nodes >= next && e.overBudget() {
				return found, errNodeBudget
			}
			e.nodes++
			goto backtrack
		}
		if low > 1 {
			hint = -1
		}
		d++
		continue
	backtrack:
		for e.rem[d] == 0 {
			if d == 0 {
				return found, nil
			}
			d--
		}
		c = int(e.colAt[d])
		f = int(e.frameAt[d])
		m = e.rem[d]
		e.rem[d] = m & (m - 1)
		m &= -m
		copy(e.cnt[(f+1)*cs:(f+2)*cs], e.cnt[f*cs:(f+1)*cs])
		copy(e.mask[(f+1)*cols:(f+2)*cols], e.mask[f*cols:(f+1)*cols])
		f++
		goto try
	}
}
