package rate

import "time"

// This file holds the rating's time budget (Rater.Budget). The dynamic
// and nested forcing chains rate every known puzzle by logic, but the
// hardest take them at nearly every step, a second or more in all; a
// caller with a deadline of its own (a web request, a batch with a time
// per puzzle) sets a budget, and past it the rater finishes the puzzle
// with singles and guesses and says so (Rating.OverBudget).

// pastBudget reports whether the board's budget has run out.
func (b *board) pastBudget() bool {
	return !b.deadline.IsZero() && time.Now().After(b.deadline)
}

// lastSingle is the last of the registry's singles: past the budget the
// main path takes the rows up to it only, and guesses where they are
// stuck.
const lastSingle = HiddenSingle

// seSingleRows is how many rows of Sudoku Explainer's order (see
// seOrderRows) are its singles and direct techniques, up to the naked
// single: past the budget its path takes those only.
const seSingleRows = 4
