package game

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// Stage is how much of a hint NextHint has shown.
type Stage int

// The stages of a hint, in the order NextHint gives them.
const (
	StageArea  Stage = iota + 1 // the technique and where: "pointing in box 5"
	StageCells                  // the cells of the pattern
	StageMove                   // the move, made: a placement or eliminations from the marks
)

// StagedHint is the hint NextHint gives, up to its Stage.
type StagedHint struct {
	Stage Stage
	// Step is the step of the rating solver (package rate) that the hint
	// teaches: a placement (Step.Cell >= 0) or eliminations.
	Step rate.Step
	// Move is, at StageMove, the main change made: the placement, or the
	// first cell whose marks lost a candidate.
	Move Move
}

// Area says which technique applies and where, without the cells: "there
// is a pointing in box 5", "there is a hidden single in row 3".
func (h StagedHint) Area() string {
	st := h.Step
	if st.Technique == rate.Guess {
		return "no technique applies: the next value comes from the solution"
	}
	s := "there is a " + st.Technique.String()
	if len(st.Units) > 0 {
		s += " in " + st.Units[0].String()
	} else if st.Cell >= 0 {
		s += fmt.Sprintf(" in box %d", boxOf(st.Size, st.Cell)+1)
	}
	return s
}

// Cells returns the cells the hint points at: the cell of a placement, or
// the cells of the pattern (row-major, from 0).
func (h StagedHint) Cells() []int {
	if h.Step.Cell >= 0 {
		return []int{h.Step.Cell}
	}
	return h.Step.Cells
}

// Text says the hint up to its stage, one line.
func (h StagedHint) Text() string {
	switch h.Stage {
	case StageArea:
		return h.Area()
	case StageCells:
		names := make([]string, len(h.Cells()))
		for k, c := range h.Cells() {
			names[k] = sudoku.CellName(h.Step.Size, c)
		}
		return h.Area() + ": look at " + strings.Join(names, ", ")
	}
	return h.Step.String()
}

// PendingHint returns the hint being shown, which the next NextHint takes
// a stage further; false when there is none (any change of the board or
// marks drops it).
func (g *Game) PendingHint() (StagedHint, bool) {
	if g.pending == nil {
		return StagedHint{}, false
	}
	return *g.pending, true
}

// NextHint shows a hint one stage further: a new hint at StageArea when
// none is pending, else the pending one at the next stage. At StageMove
// the move is made, as one command that Undo takes back: a placement
// (the solution's value) or the step's eliminations taken out of the
// marks (a cell without marks first gets its candidates), so that the
// same elimination is never offered again. The step is the first of the
// rating solver on the board without its wrong entries that places a
// value or removes a candidate still in the marks (a cell without marks
// keeps every candidate). It costs one rating of the board and returns
// ErrOver when the game has ended, or ctx's error.
func (g *Game) NextHint(ctx context.Context) (StagedHint, error) {
	if g.Over() {
		return StagedHint{}, ErrOver
	}
	if g.pending == nil {
		st, err := g.nextStep(ctx)
		if err != nil {
			return StagedHint{}, err
		}
		g.pending = &StagedHint{Stage: StageArea, Step: st}
		return *g.pending, nil
	}
	h := *g.pending
	h.Stage++
	if h.Stage < StageMove {
		g.pending = &h
		return h, nil
	}
	a := g.hintAction(h.Step)
	g.apply(a)
	h.Move = a[0]
	return h, nil
}

// nextStep returns the step a hint teaches; see NextHint.
func (g *Game) nextStep(ctx context.Context) (rate.Step, error) {
	known := g.board
	for _, i := range g.Wrong() {
		known.SetAt(i, 0)
	}
	rt, err := g.rater.Explain(ctx, known)
	if err == nil {
		for _, st := range rt.Steps {
			if st.Cell >= 0 || g.open(st.Eliminations) {
				return st, nil
			}
		}
	}
	if ctx.Err() != nil {
		return rate.Step{}, ctx.Err()
	}
	// The rating cannot fail on a board that keeps the givens and agrees
	// with the unique solution, and it places a value when the board is
	// not solved; should it fail, the solution fills a cell.
	i := g.firstOpen(known)
	return rate.Step{Technique: rate.Guess, Size: g.Size(), Cell: i, Value: g.solution.At(i)}, nil
}

// open reports whether one of es is still a candidate for the player: in
// an empty cell without marks, or marked.
func (g *Game) open(es []rate.Candidate) bool {
	for _, e := range es {
		if g.board.At(e.Cell) == 0 && (g.marks[e.Cell] == 0 || g.marks[e.Cell].Has(e.Value)) {
			return true
		}
	}
	return false
}

// hintAction returns the changes the move of step st makes.
func (g *Game) hintAction(st rate.Step) action {
	if st.Cell >= 0 {
		return g.placeAction(st.Cell, g.solution.At(st.Cell))
	}
	var a action
	for _, e := range st.Eliminations {
		if g.board.At(e.Cell) != 0 {
			continue
		}
		if k := len(a); k > 0 && a[k-1].Cell == e.Cell {
			a[k-1].NewMarks = a[k-1].NewMarks.Without(e.Value)
			continue
		}
		m := g.marks[e.Cell]
		if m == 0 {
			m = g.Candidates(e.Cell)
		}
		a = append(a, Move{Cell: e.Cell, OldMarks: g.marks[e.Cell], NewMarks: m.Without(e.Value)})
	}
	a[0].Hint = true
	return a
}

// boxOf returns the box of cell i on an N×N board.
func boxOf(n, i int) int {
	box := sudoku.BoxForSize(n)
	return i/n/box*box + i%n/box
}

// Hint is the answer to a request for help.
type Hint struct {
	// Move is the entry the hint made. Old is the player's wrong entry
	// that it replaced, or 0.
	Move Move
	// Steps are the logical steps of the rating solver (package rate)
	// that lead to the entry, from the board without its wrong entries:
	// the eliminations that were needed and are still in the marks (a
	// cell without marks has them all), then the placement itself, which
	// is the last step. The eliminations come out of the marks, so that
	// the next hint does not repeat them. Its Technique is rate.Guess when no technique
	// applies; the value then comes from the solution.
	Steps []rate.Step
}

// Hint fills one cell for the player: the first cell that a person
// solving by logic would fill next from the board's correct entries (see
// package rate), which may be a cell holding a wrong entry. It costs one
// rating of the board, tens of microseconds for a 9×9 board, and returns
// ErrOver when the game has ended, or ctx's error.
func (g *Game) Hint(ctx context.Context) (Hint, error) {
	if g.Over() {
		return Hint{}, ErrOver
	}
	known := g.board
	for _, i := range g.Wrong() {
		known.SetAt(i, 0)
	}
	rt, err := g.rater.Explain(ctx, known)
	if err != nil {
		if ctx.Err() != nil {
			return Hint{}, ctx.Err()
		}
		// Cannot happen (known keeps the givens and agrees with the unique
		// solution); fall back on the solution.
		i := g.firstOpen(known)
		a := g.placeAction(i, g.solution.At(i))
		g.apply(a)
		return Hint{Move: a[0]}, nil
	}
	var steps []rate.Step
	for _, st := range rt.Steps {
		if st.Cell < 0 {
			if g.open(st.Eliminations) {
				steps = append(steps, st)
			}
			continue
		}
		steps = append(steps, st)
		a := g.hintChanges(steps, st.Cell, st.Value)
		g.apply(a)
		return Hint{Move: a[0], Steps: steps}, nil
	}
	// Cannot happen: the board is not solved, so the rating placed a value.
	return Hint{}, fmt.Errorf("game: no step found for a hint")
}

// hintChanges returns the changes of a hint that places v in cell after
// the eliminations of steps: they come out of the marks (a cell without
// marks first gets its candidates), then v out of the marks of the cells
// that see cell.
func (g *Game) hintChanges(steps []rate.Step, cell, v int) action {
	marks := map[int]Marks{}
	get := func(i int) Marks {
		if m, ok := marks[i]; ok {
			return m
		}
		return g.marks[i]
	}
	for _, st := range steps {
		for _, e := range st.Eliminations {
			if g.board.At(e.Cell) != 0 {
				continue
			}
			m := get(e.Cell)
			if m == 0 {
				m = g.Candidates(e.Cell)
			}
			marks[e.Cell] = m.Without(e.Value)
		}
	}
	delete(marks, cell)
	for _, j := range g.peers(cell) {
		if m := get(j); m.Has(v) {
			marks[j] = m.Without(v)
		}
	}
	a := action{{Cell: cell, Old: g.board.At(cell), New: v, OldMarks: g.marks[cell], Hint: true}}
	cells := make([]int, 0, len(marks))
	for i := range marks {
		cells = append(cells, i)
	}
	slices.Sort(cells)
	for _, i := range cells {
		if marks[i] != g.marks[i] {
			a = append(a, Move{Cell: i, Old: g.board.At(i), New: g.board.At(i), OldMarks: g.marks[i], NewMarks: marks[i]})
		}
	}
	return a
}

// placeAction returns the changes of a hint that places v in cell i.
func (g *Game) placeAction(i, v int) action {
	a := action{{Cell: i, Old: g.board.At(i), New: v, OldMarks: g.marks[i], Hint: true}}
	return append(a, g.peerMarks(i, v)...)
}

// firstOpen returns the first empty cell of known, which is not full.
func (g *Game) firstOpen(known sudoku.Grid) int {
	for i := range known.Len() {
		if known.At(i) == 0 {
			return i
		}
	}
	return 0
}
