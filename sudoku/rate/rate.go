package rate

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Errors for puzzles that cannot be rated. An invalid puzzle is reported
// with the *sudoku.ConflictError of Grid.Validate instead.
var (
	// ErrNoSolution: the puzzle has no solution.
	ErrNoSolution = errors.New("no solution")
	// ErrMultipleSolutions: the puzzle has two or more solutions.
	ErrMultipleSolutions = errors.New("2 or more solutions")
	// ErrNoBoard: the grid has no box size (the zero Grid).
	ErrNoBoard = errors.New("grid has no box size")
)

// Rating is the verdict on one puzzle.
type Rating struct {
	// Status is sudoku.Unique for a rated puzzle; otherwise it says why
	// the puzzle was not rated, and the other fields are zero. (When the
	// rating was cancelled, the whole Rating is zero: look at the error
	// first.)
	Status sudoku.Status
	// Level is the level of the hardest technique used, raised by the
	// score as HoDoKu does for puzzles beyond singles: on 9×9 boards a
	// score over 1000 makes at least expert, over 1600 master, over 1800
	// extreme; larger boards have larger limits (see ScoreLimits).
	Level Level
	// Score is the sum of the weights of the steps: Σ Counts[t]·t.Weight().
	Score int
	// Difficulty is the puzzle's difficulty on Sudoku Explainer's scale,
	// from 1.0 (the hardest known puzzles about 10.5 to 12), its ER: that
	// of the hardest step on the path Sudoku
	// Explainer takes (see se.go), which is not the path of Steps.
	Difficulty float64
	// Pearl is Sudoku Explainer's EP: the difficulty of the hardest step
	// of that path up to its first placement.
	Pearl float64
	// Diamond is Sudoku Explainer's ED: the difficulty of the path's
	// first step.
	Diamond float64
	// Counts is how many steps used each technique.
	Counts [NumTechniques]int
	// Steps are the steps in order; only Explain fills them.
	Steps []Step
	// Solution is the puzzle's unique solution.
	Solution sudoku.Grid
	// OverBudget is set when the Rater's Budget ran out before the
	// rating was done: the steps after it, on either path, are singles
	// and guesses, so the level, the score and the ratings are those of
	// a path that guessed.
	OverBudget bool
}

// Used yields the techniques the rating used, in the order the solver
// tries them (see Technique), each with how many steps used it.
func (rt *Rating) Used() iter.Seq2[Technique, int] {
	return func(yield func(Technique, int) bool) {
		for i := range registry.order {
			t := registry.order[i].id
			if n := rt.Counts[t]; n > 0 && !yield(t, n) {
				return
			}
		}
	}
}

// Rater rates puzzles. It keeps, for each box size it has met, the unit
// and peer tables and the scratch space of the logical solver, so that
// rating many puzzles allocates nothing per puzzle. The zero Rater is
// ready to use. A Rater is not safe for concurrent use: give each
// goroutine its own.
type Rater struct {
	// NoUniqueness turns off the techniques that assume the puzzle has one
	// solution (unique and hidden rectangles, BUG+1). They are used only
	// once the solver has shown that it has.
	NoUniqueness bool
	// Budget, when positive, is the time a rating may take before it
	// stops looking for hard steps. HoDoKu's path may take the first
	// half of it, Sudoku Explainer's the rest; past its share, counted
	// from the start of Rate, a path takes singles where it can and
	// guesses (from the solution) where it cannot, and the Rating is
	// OverBudget. Without a budget the dynamic and nested forcing chains
	// rate every known puzzle by logic, the hardest in a second or more.
	Budget time.Duration

	boards [sudoku.MaxBox + 1]*board
	solver solver
	// seTrace, when set (by the tests), sees every step of Sudoku
	// Explainer's path before it is carried out.
	seTrace func(seTraceStep)
}

// NewRater returns a Rater, ready for boards of every size.
func NewRater() *Rater { return new(Rater) }

// Rate rates the puzzle g: it solves it with the techniques in order of
// difficulty (see Technique), guessing from the unique solution only when
// none applies, and returns the level, the score and the technique
// counts, without the steps.
//
// A puzzle is rated only when it has exactly one solution. Otherwise the
// Rating carries the Status and the error says why: the
// *sudoku.ConflictError of Grid.Validate for invalid givens,
// ErrNoSolution, ErrMultipleSolutions, or ErrNoBoard for the zero Grid.
// When ctx is cancelled, Rate returns ctx's error.
//
// Puzzles that the techniques finish need no search. For the others the
// dancing-links solver runs once, when the techniques first get stuck, on
// the board as far as they have filled it (which has the same solutions
// as g); it decides the status and gives the solution the guesses take
// their values from. A typical 9×9 puzzle costs tens of microseconds, with
// no allocation.
func (r *Rater) Rate(ctx context.Context, g sudoku.Grid) (Rating, error) {
	return r.rate(ctx, &g, false)
}

// Explain is Rate that also records every step in Rating.Steps, for
// printing with Step.String.
func (r *Rater) Explain(ctx context.Context, g sudoku.Grid) (Rating, error) {
	return r.rate(ctx, &g, true)
}

// Rate rates g with a new Rater, without the steps. Rating many puzzles is
// faster with one Rater, which builds its tables once.
func Rate(g sudoku.Grid) (Rating, error) {
	var r Rater
	return r.Rate(context.Background(), g)
}

func (r *Rater) board(box int) *board {
	if r.boards[box] == nil {
		r.boards[box] = newBoard(box)
	}
	return r.boards[box]
}

func (r *Rater) rate(ctx context.Context, g *sudoku.Grid, explain bool) (Rating, error) {
	box := g.Box()
	if box < sudoku.MinBox || box > sudoku.MaxBox {
		return Rating{Status: sudoku.Invalid}, ErrNoBoard
	}
	if err := g.Validate(); err != nil {
		return Rating{Status: sudoku.Invalid}, err
	}
	b := r.board(box)
	b.load(g)
	var end time.Time // of the budget, for both paths
	if r.Budget > 0 {
		// HoDoKu's path has the first half, Sudoku Explainer's what is
		// left, so that neither path spends the other's.
		start := time.Now()
		end = start.Add(r.Budget)
		b.deadline = start.Add(r.Budget / 2)
		defer func() { b.deadline = time.Time{} }()
	}
	var rt Rating
	var solution sudoku.Grid
	solved := false
	done := ctx.Done()
	b.noUnique = r.NoUniqueness
	se := 0 // the hardest step's difficulty, in tenths
	for b.empty > 0 {
		if done != nil {
			select {
			case <-done:
				return Rating{}, ctx.Err()
			default:
			}
		}
		// Past the budget the rows up to the singles only, and a guess
		// where they are stuck.
		late := b.pastBudget()
		rt.OverBudget = rt.OverBudget || late
		var found bool
		if late {
			found = !b.broken && b.logicStepUpTo(lastSingle)
		} else {
			found = !b.broken && b.logicStepUpTo(ForcingNet)
		}
		if !found && !b.broken && !late {
			// The dynamic forcing chains are the dearest rules: a
			// puzzle with several solutions is told as such first.
			if !solved {
				if err := r.settle(ctx, g, b, &rt, &solution); err != nil {
					return rt, err
				}
				solved = true
			}
			found = b.logicStepIn(registry.order[registry.pos[DynamicForcingChain]:])
			rt.OverBudget = rt.OverBudget || !found && b.pastBudget()
		}
		if found {
			if b.st.tech.uniqueness() && !solved {
				// The uniqueness techniques hold only for a puzzle with
				// one solution: make sure of it first.
				if err := r.settle(ctx, g, b, &rt, &solution); err != nil {
					return rt, err
				}
				solved = true
			}
			if b.st.tech == NakedSingle && se < b.st.se {
				b.st.se = b.easiestSingle(b.st.se)
			}
		} else {
			if !solved {
				if err := r.settle(ctx, g, b, &rt, &solution); err != nil {
					return rt, err
				}
				solved = true
			}
			if b.broken {
				// Sound techniques never contradict a puzzle that has a
				// solution.
				return Rating{}, fmt.Errorf("rate: internal error: contradiction in %s, which has a unique solution", g.String())
			}
			b.guess(solution.Cells())
		}
		se = max(se, b.st.se)
		b.apply()
		rt.Counts[b.st.tech]++
		if explain {
			rt.Steps = append(rt.Steps, b.export())
		}
	}
	rt.Status = sudoku.Unique
	hardest := Simple
	for t, n := range rt.Counts {
		if n > 0 {
			rt.Score += n * Technique(t).Weight()
			hardest = max(hardest, Technique(t).Level())
		}
	}
	rt.Level = levelOf(hardest, rt.Score, g.Len())
	if solved {
		rt.Solution = solution
	} else {
		rt.Solution = *g
		copy(rt.Solution.Cells(), b.val)
	}
	b.deadline = end
	s, err := r.sePath(ctx, g, &rt.Solution)
	if err != nil {
		return Rating{}, err
	}
	rt.OverBudget = rt.OverBudget || s.over
	rt.Difficulty, rt.Pearl, rt.Diamond = float64(s.er)/10, float64(s.ep)/10, float64(s.ed)/10
	return rt, nil
}

// settle runs the search (see search) and reports a puzzle that has not
// one solution with its Rating (in *rt) and error; otherwise it sets
// *solution.
func (r *Rater) settle(ctx context.Context, g *sudoku.Grid, b *board, rt *Rating, solution *sudoku.Grid) error {
	status, sol, err := r.search(ctx, g, b)
	if err != nil {
		*rt = Rating{}
		return err
	}
	switch status {
	case sudoku.None:
		*rt = Rating{Status: status}
		return ErrNoSolution
	case sudoku.Multiple:
		*rt = Rating{Status: status}
		return ErrMultipleSolutions
	case sudoku.Invalid:
		*rt = Rating{Status: status}
		return fmt.Errorf("rate: solver reports %s givens", status)
	}
	*solution = sol
	return nil
}

// levelOf returns the level of a puzzle of cells cells whose hardest
// technique has level hardest and whose score is score: beyond singles,
// the score limits of the board's size (see ScoreLimits) raise it.
func levelOf(hardest Level, score, cells int) Level {
	if hardest < Intermediate {
		return hardest
	}
	box := sudoku.MinBox
	for box < sudoku.MaxBox && box*box*box*box < cells {
		box++
	}
	expert, master, extreme := ScoreLimits(box)
	switch {
	case score > extreme:
		return Extreme
	case score > master:
		return max(hardest, Master)
	case score > expert:
		return max(hardest, Expert)
	}
	return hardest
}

// search asks the dancing-links solver for the status and the solution of
// g when the logical solver is stuck. Its deductions so far keep every
// solution, so the board with its placements has the same solutions as g,
// and far fewer empty cells to search. A contradiction, or no solution
// found from the placements, is checked on g itself.
func (r *Rater) search(ctx context.Context, g *sudoku.Grid, b *board) (sudoku.Status, sudoku.Grid, error) {
	if b.broken || b.empty == g.Len()-g.Clues() {
		return r.solver.solve(ctx, g)
	}
	cur := *g
	copy(cur.Cells(), b.val)
	status, sol, err := r.solver.solve(ctx, &cur)
	if err == nil && status == sudoku.None {
		return r.solver.solve(ctx, g)
	}
	return status, sol, err
}
