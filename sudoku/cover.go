package sudoku

import "github.com/sudokudlx/sudokudlx/internal/units"

// A candidateCover is the exact-cover problem of a puzzle's empty cells,
// with only the values its clues leave them (the candidates) and only the
// items its clues do not cover, for the SAT solver (internal/xcsat): for a
// sparse puzzle, a fraction of the N³ options of the whole matrix. Its
// buffers are reused from one build to the next.
type candidateCover struct {
	itemID []int32 // the item of the problem for each item of matrix, or -1
	optOf  []int32 // the option of the problem for option (cell*N+v-1) of matrix, or -1
	keyOf  []int32 // the (cell, value) of each option, as cell*N+value-1
	items  []int   // the items of the options, four each
	opts   [][]int // the options, as xcsat.New takes them
	nItems int     // the number of items
}

// build makes the problem of puzzle p: options 0..len(opts)-1, each
// covering its cell, its row and value, its column and value, and its box
// and value. Every item is primary; the covers are p's solutions.
func (cc *candidateCover) build(p *Grid) {
	box := int(p.box)
	n := box * box
	nn := n * n
	all := uint32(1)<<n - 1
	var placed [3 * MaxBox * MaxBox]uint32
	for i, v := range p.cells[:nn] {
		if v != 0 {
			r, c := i/n, i%n
			bit := uint32(1) << (v - 1)
			placed[r] |= bit
			placed[n+c] |= bit
			placed[2*n+units.BoxOf(box, r, c)] |= bit
		}
	}
	cc.itemID = grow(cc.itemID, 4*nn)
	for i := range cc.itemID {
		cc.itemID[i] = -1
	}
	cc.optOf = grow(cc.optOf, nn*n)
	for i := range cc.optOf {
		cc.optOf[i] = -1
	}
	cc.keyOf = cc.keyOf[:0]
	cc.items = cc.items[:0]
	cc.nItems = 0
	id := func(k int) int {
		if cc.itemID[k] < 0 {
			cc.itemID[k] = int32(cc.nItems)
			cc.nItems++
		}
		return int(cc.itemID[k])
	}
	for i, v := range p.cells[:nn] {
		if v != 0 {
			continue
		}
		r, c := i/n, i%n
		b := units.BoxOf(box, r, c)
		cand := all &^ (placed[r] | placed[n+c] | placed[2*n+b])
		// The cell's item even when no candidate is left: it then has no
		// option, and the problem no cover. (A value that no candidate
		// can place in a unit needs no item: its unit's cells must then
		// take the other missing values, one too few.)
		id(i)
		for d := range n {
			if cand&(1<<d) == 0 {
				continue
			}
			// The items of matrix: cell, row and value, column and value,
			// box and value.
			cc.optOf[i*n+d] = int32(len(cc.keyOf))
			cc.keyOf = append(cc.keyOf, int32(i*n+d))
			cc.items = append(cc.items, id(i), id(nn+r*n+d), id(2*nn+c*n+d), id(3*nn+b*n+d))
		}
	}
	cc.opts = cc.opts[:0]
	for k := 0; k < len(cc.items); k += 4 {
		cc.opts = append(cc.opts, cc.items[k:k+4:k+4])
	}
}
