package rate

import (
	"context"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// FirstStep sets up the candidate state of g (every value its givens
// allow) less the candidates in removed, and returns the step the logical
// solver takes first, or false when no technique (other than Guess)
// makes progress.
func FirstStep(g sudoku.Grid, removed []Candidate) (Step, bool) {
	return FirstStepUpTo(g, removed, Guess)
}

// FirstStepUpTo is FirstStep with the techniques up to last (in the
// registry's order) only.
func FirstStepUpTo(g sudoku.Grid, removed []Candidate, last Technique) (Step, bool) {
	b := newBoard(g.Box())
	b.load(&g)
	for _, c := range removed {
		b.cand[c.Cell] &^= 1 << uint(c.Value)
	}
	b.requeue()
	if !b.logicStepUpTo(last) {
		return Step{}, false
	}
	return b.export(), true
}

// FirstStepAfter is FirstStep on the puzzle g with the placements in
// placed made first (as the solver's, not givens).
func FirstStepAfter(g sudoku.Grid, placed, removed []Candidate) (Step, bool) {
	b := newBoard(g.Box())
	b.load(&g)
	for _, p := range placed {
		b.place(p.Cell, p.Value)
	}
	for _, c := range removed {
		b.cand[c.Cell] &^= 1 << uint(c.Value)
	}
	b.requeue()
	if !b.logicStep() {
		return Step{}, false
	}
	return b.export(), true
}

// LevelOf is levelOf, for the tests' replay of a rating.
var LevelOf = levelOf

// Order returns the techniques in the order the solver tries them (the
// registry's).
func Order() []Technique {
	out := make([]Technique, len(registry.order))
	for i, row := range registry.order {
		out[i] = row.id
	}
	return out
}

// Position returns the index of t in Order.
func Position(t Technique) int { return registry.pos[t] }

// Registered reports whether t's row has a finder, and whether it has an
// explanation writer.
func Registered(t Technique) (finder, writer bool) {
	row := &registry.byID[t]
	return row.find != nil, row.explain != nil
}

// SEStep is a step of Sudoku Explainer's path.
type SEStep = seTraceStep

// SEPath walks Sudoku Explainer's path through g, whose unique solution
// is solution, and returns its steps.
func SEPath(g, solution *sudoku.Grid, noUniqueness bool) ([]SEStep, error) {
	var out []SEStep
	r := Rater{NoUniqueness: noUniqueness}
	r.seTrace = func(s seTraceStep) { out = append(out, s) }
	_, err := r.sePath(context.Background(), g, solution)
	return out, err
}
