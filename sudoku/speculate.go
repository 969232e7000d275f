package sudoku

import (
	"context"
	"sync"
)

// maxWorkers bounds GenOptions.Workers: each helper holds a Generator of
// its own, and the next orbits in the order are mostly settled by the
// first few.
const maxWorkers = 16

// uniqueSpec is unique for the orbit at position idx of order, with the
// puzzle at version (the number of removals made so far), while the
// helpers speculate (see GenOptions.Workers): when the cheap checks leave
// the question to the SAT solver, each helper checks one of the next
// orbits not settled yet, on the puzzle as it was before this removal,
// and what they find is recorded in g.specFail and g.specOK for remove.
// The helpers' answers are exact; whether remove may use them depends
// only on the removals made before it comes to their orbits.
func (g *Generator) uniqueSpec(ctx context.Context, p, full *Grid, o *orbits, order []int32, idx int, version int32) (bool, error) {
	cells := o.orbit(int(order[idx]))
	if unique, ok := g.quick(ctx, p, full, cells); ok {
		return unique, nil
	}
	if err := ctx.Err(); err != nil {
		return false, err
	}
	for len(g.helpers) < min(g.opt.Workers, maxWorkers)-1 {
		h, err := NewGenerator(GenOptions{Box: g.box})
		if err != nil {
			return false, err
		}
		g.helpers = append(g.helpers, h)
	}
	// The puzzle before this removal.
	base := *p
	for _, c := range cells {
		base.cells[c] = full.cells[c]
	}
	var wg sync.WaitGroup
	type answer struct {
		pos    int
		unique bool
		err    error
	}
	answers := make([]answer, 0, len(g.helpers))
	for pos := idx + 1; pos < len(order) && len(answers) < len(g.helpers); pos++ {
		if g.specFail[pos] || g.specOK[pos] == version+1 {
			continue
		}
		h := g.helpers[len(answers)]
		h.full = *full // the helper's own copy: full stays on remove's stack
		copy(h.seen[:3*g.n], g.seen[:3*g.n])
		for _, c := range cells {
			h.toggle(int(c), full.cells[c]) // back in
		}
		q := base
		other := o.orbit(int(order[pos]))
		for _, c := range other {
			q.cells[c] = 0
			h.toggle(int(c), full.cells[c])
		}
		answers = append(answers, answer{pos: pos})
		a := &answers[len(answers)-1]
		wg.Add(1)
		go func() {
			defer wg.Done()
			a.unique, a.err = h.unique(ctx, &q, &h.full, other)
		}()
	}
	unique, err := g.satUnique(ctx, p, full, cells)
	wg.Wait()
	for _, a := range answers {
		switch {
		case a.err != nil:
		case a.unique:
			g.specOK[a.pos] = version + 1 // removable from the puzzle at version
		default:
			g.specFail[a.pos] = true // and from every later puzzle
		}
	}
	return unique, err
}
