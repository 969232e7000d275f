package rate

import (
	"context"
	"fmt"
	"slices"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// This file holds Sudoku Explainer's path: the order in which that rater
// looks for a step, and its "direct" techniques. Sudoku Explainer takes
// the first step it finds in a fixed order of techniques, which is not
// HoDoKu's: hidden singles before naked ones, and before those the
// direct techniques, a locked candidate or a hidden pair or triple whose
// eliminations leave a value one place in a unit, taken as a placement.
// Its rating (ER) is the hardest step of that path, so it differs from
// the hardest step of HoDoKu's path even where both use the same
// techniques. The rater walks both: HoDoKu's for the level, the score and
// the steps, Sudoku Explainer's for the ratings.

// Sudoku Explainer's difficulties of its direct techniques, in tenths.
const (
	seDirectPointing     = 17
	seDirectClaiming     = 19
	seDirectHiddenPair   = 20
	seDirectHiddenTriple = 25
)

// seRow is a row of Sudoku Explainer's order: a finder and whether it
// assumes one solution.
type seRow struct {
	find       func(b *board) bool
	uniqueness bool
}

// seIndirect are the registry's techniques that Sudoku Explainer's order
// puts right after its direct ones, in its order; the registry's other
// techniques follow them in the registry's order, which ranks the hard
// puzzles closer to Sudoku Explainer than an order by difficulty does.
var seIndirect = []Technique{
	Pointing, Claiming, NakedPair, XWing, HiddenPair, NakedTriple, Swordfish,
	HiddenTriple, XYWing, XYZWing,
	UniqueRectangle1, UniqueRectangle2, UniqueRectangle4, HiddenRectangle,
	AvoidableRectangle, UniqueRectangle3, UniqueRectangle5,
	NakedQuad, Jellyfish, HiddenQuad, BUGPlusOne,
}

// seOrderRows returns Sudoku Explainer's order of the techniques. It runs
// from the registry's init, once the registry's rows are there.
func seOrderRows() []seRow {
	row := func(t Technique) seRow {
		r := registry.byID[t]
		return seRow{r.find, r.uniqueness}
	}
	rows := []seRow{
		row(HiddenSingle),
		{find: (*board).directPointing},
		{find: directHidden(2)},
		row(NakedSingle),
		{find: directHidden(3)},
	}
	for _, t := range seIndirect {
		rows = append(rows, row(t))
	}
	rows = append(rows, seChainRows...)
	var rest []technique
	for _, r := range registry.order {
		switch {
		case r.find == nil, r.id == FullHouse, r.id == HiddenSingle, r.id == NakedSingle,
			r.id == DynamicForcingChain, slices.Contains(seIndirect, r.id):
			continue
		}
		rest = append(rest, r)
	}
	for _, r := range rest {
		rows = append(rows, seRow{r.find, r.uniqueness})
	}
	return rows
}

// seStepIn looks for the first step of rows, Sudoku Explainer's order or
// the start of it, that makes progress and records it in b.st, as
// logicStep does.
func (b *board) seStepIn(rows []seRow) bool {
	for _, row := range rows {
		if row.uniqueness && b.noUnique {
			continue
		}
		if row.find(b) {
			return true
		}
		if b.broken {
			return false
		}
	}
	return false
}

// seRatings are Sudoku Explainer's three ratings of a puzzle, in tenths:
// er of the hardest step, ep of the hardest up to the first placement, ed
// of the first step; over when the budget ran out on the way (see
// Rater.Budget).
type seRatings struct {
	er, ep, ed int
	over       bool
}

// sePath walks Sudoku Explainer's path through g, whose unique solution
// is solution, and returns its ratings. Where its techniques are stuck it
// guesses, as the main path does.
func (r *Rater) sePath(ctx context.Context, g, solution *sudoku.Grid) (seRatings, error) {
	b := r.board(g.Box())
	b.load(g)
	b.noUnique = r.NoUniqueness
	var s seRatings
	done := ctx.Done()
	placed := false
	for first := true; b.empty > 0; first = false {
		if done != nil {
			select {
			case <-done:
				return seRatings{}, ctx.Err()
			default:
			}
		}
		rows := registry.se
		if b.pastBudget() {
			rows, s.over = rows[:seSingleRows], true
		}
		if !b.broken && !b.seStepIn(rows) {
			if b.broken {
				break
			}
			b.guess(solution.Cells())
		}
		if b.broken {
			return seRatings{}, fmt.Errorf("rate: internal error: contradiction in %s on Sudoku Explainer's path", g.String())
		}
		se := b.st.se
		if first {
			s.ed = se
		}
		if !placed {
			s.ep = max(s.ep, se)
			placed = b.st.cell >= 0
		}
		s.er = max(s.er, se)
		if r.seTrace != nil {
			r.seTrace(b.seTraceStep())
		}
		b.apply() // a direct step places its value only, as SE's does
	}
	return s, nil
}

// directPointing looks for a locked candidate, pointing then claiming,
// whose eliminations leave a value one place in a unit.
func (b *board) directPointing() bool {
	n := b.size
	for dir := range 2 { // 0: pointing, box to line; 1: claiming, line to box
		for k := range 2 * n {
			for v := 1; v <= n; v++ {
				bit := uint32(1) << uint(v)
				from, to, ok := b.lockedIn(dir, k, bit)
				if !ok {
					continue
				}
				t := Pointing
				if dir == 1 {
					t = Claiming
				}
				if b.lockedElims(t, from, to, bit) && b.singleAfter(-1) {
					b.st.se = seDirectPointing
					if dir == 1 {
						b.st.se = seDirectClaiming
					}
					return true
				}
			}
		}
	}
	return false
}

// lockedIn returns, for dir 0, the k-th box's cells of value bit when they
// lie in one line (k < 2N: boxes come twice, once for rows and once for
// columns); for dir 1 the k-th line's when they lie in one box. It needs
// two cells at least: one is a hidden single.
func (b *board) lockedIn(dir, k int, bit uint32) (from, to int, ok bool) {
	n := b.size
	if dir == 0 {
		from = 2*n + k%n
	} else {
		from = k
	}
	kind := 2 // the kind of unit the cells must share: rows, columns or boxes
	if dir == 0 {
		kind = k / n
	}
	to, count := -1, 0
	for _, c := range b.unit(from) {
		if b.cand[c]&bit == 0 {
			continue
		}
		u := int(b.cellUnits[3*int(c)+kind])
		if to >= 0 && u != to {
			return 0, 0, false
		}
		to = u
		count++
	}
	return from, to, count >= 2
}

// directHidden returns the finder of the direct hidden subsets of k
// values.
func directHidden(k int) func(*board) bool {
	return func(b *board) bool { return b.hiddenSearch(k, searchDirectHidden) }
}

// tryDirectHidden is tryHidden that also asks for the single the
// eliminations leave.
func (b *board) tryDirectHidden(union uint32) bool {
	if !b.tryHidden(union) || !b.singleAfter(b.ss.unit) {
		return false
	}
	b.st.se = [...]int{seDirectHiddenPair, seDirectHiddenTriple}[b.ss.k-2]
	return true
}

// singleAfter reports whether the eliminations of b.st leave a value one
// place in unit u, or for u < 0 in the box of an eliminated candidate's
// cell, and records that placement in b.st with the eliminations. The
// board is as it was when it returns.
func (b *board) singleAfter(u int) bool {
	saved := b.seSaved[:0]
	for _, e := range b.st.elims {
		saved = append(saved, b.cand[e.Cell])
		b.cand[e.Cell] &^= 1 << uint(e.Value)
	}
	b.seSaved = saved
	cell, value := -1, 0
	for _, e := range b.st.elims {
		in := u
		if in < 0 {
			in = int(b.cellUnits[3*e.Cell+2])
		}
		if c := b.onlyPlace(in, 1<<uint(e.Value)); c >= 0 {
			cell, value = c, e.Value
			break
		}
	}
	for i := len(b.st.elims) - 1; i >= 0; i-- {
		b.cand[b.st.elims[i].Cell] = saved[i]
	}
	if cell < 0 {
		return false
	}
	b.st.cell, b.st.value = cell, value
	return true
}

// onlyPlace returns the one cell of unit u where value bit fits, or -1
// when it fits in none or in several.
func (b *board) onlyPlace(u int, bit uint32) int {
	only := -1
	for _, c := range b.unit(u) {
		if b.cand[c]&bit != 0 {
			if only >= 0 {
				return -1
			}
			only = int(c)
		}
	}
	return only
}

// seTraceStep is a step of Sudoku Explainer's path as the tests see it:
// the rule by Sudoku Explainer's name where it has one of its own, the
// rating, and the placement (Cell -1: none) or the eliminations.
type seTraceStep struct {
	Rule        string
	Rating      float64
	Cell, Value int
	Elims       []Candidate
}

func (b *board) seTraceStep() seTraceStep {
	t := seTraceStep{Rating: float64(b.st.se) / 10, Cell: b.st.cell, Value: b.st.value}
	switch {
	case b.st.seRule != seRegistry:
		t.Rule = seRuleNames[b.st.seRule]
	case b.st.tech == Pointing && b.st.se == seDirectPointing:
		t.Rule = "Direct Pointing"
	case b.st.tech == Claiming && b.st.se == seDirectClaiming:
		t.Rule = "Direct Claiming"
	case b.st.tech == HiddenPair && b.st.se == seDirectHiddenPair:
		t.Rule = "Direct Hidden Pair"
	case b.st.tech == HiddenTriple && b.st.se == seDirectHiddenTriple:
		t.Rule = "Direct Hidden Triplet"
	default:
		t.Rule = b.st.tech.String()
	}
	if t.Cell < 0 {
		t.Elims = slices.Clone(b.st.elims)
	}
	return t
}
