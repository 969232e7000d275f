package cover

import "github.com/sudokudlx/sudokudlx/internal/units"

// maxUnits is the number of rows, columns and boxes of the largest board.
const maxUnits = 3 * 25

// Candidates is the exact-cover problem of a puzzle's empty cells,
// with only the values its clues leave them (the candidates) and only the
// items its clues do not cover, for the SAT solver (internal/xcsat): for a
// sparse puzzle, a fraction of the N³ options of the whole matrix. Its
// buffers are reused from one build to the next.
type Candidates struct {
	// OptOf is the option of the problem for option (cell*N+v-1) of
	// Matrix, or -1.
	OptOf []int32
	// KeyOf is the (cell, value) of each option, as cell*N+value-1.
	KeyOf []int32
	// Opts are the options, as xcsat.New takes them.
	Opts [][]int
	// Items is the number of items.
	Items int

	itemID []int32 // the item of the problem for each item of Matrix, or -1
	items  []int   // the items of the options, four each
}

// Build makes the problem of the puzzle of box size box whose cells, in
// row-major order, are cells (0 for empty): options 0..len(Opts)-1, each
// covering its cell, its row and value, its column and value, and its box
// and value. Every item is primary; the covers are the puzzle's solutions.
func (cc *Candidates) Build(box int, cells []uint8) {
	n := box * box
	nn := n * n
	all := uint32(1)<<n - 1
	var placed [maxUnits]uint32
	for i, v := range cells[:nn] {
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
	cc.OptOf = grow(cc.OptOf, nn*n)
	for i := range cc.OptOf {
		cc.OptOf[i] = -1
	}
	cc.KeyOf = cc.KeyOf[:0]
	cc.items = cc.items[:0]
	cc.Items = 0
	id := func(k int) int {
		if cc.itemID[k] < 0 {
			cc.itemID[k] = int32(cc.Items)
			cc.Items++
		}
		return int(cc.itemID[k])
	}
	for i, v := range cells[:nn] {
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
			// The items of Matrix: cell, row and value, column and value,
			// box and value.
			cc.OptOf[i*n+d] = int32(len(cc.KeyOf))
			cc.KeyOf = append(cc.KeyOf, int32(i*n+d))
			cc.items = append(cc.items, id(i), id(nn+r*n+d), id(2*nn+c*n+d), id(3*nn+b*n+d))
		}
	}
	cc.Opts = cc.Opts[:0]
	for k := 0; k < len(cc.items); k += 4 {
		cc.Opts = append(cc.Opts, cc.items[k:k+4:k+4])
	}
}

// grow returns b resized to n, reusing its array when it is large enough.
func grow(b []int32, n int) []int32 {
	if cap(b) < n {
		return make([]int32, n)
	}
	return b[:n]
}
