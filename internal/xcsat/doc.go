// Package xcsat decides exact-cover problems by conflict-driven clause
// learning (CDCL), the method of modern SAT solvers, where dancing links
// would need an exponential tree.
//
// Each option of the problem is a boolean variable: true when the option is
// in the cover. Every item says that exactly one of its options is true.
// These constraints are not written out as clauses (an item of 25 options
// would need 300 binary clauses); the solver propagates them directly: an
// option set true sets every other option of its items false, and an item
// left with one option not false sets it true. The options of an item
// still open are kept as a bit set, so that setting an option true visits
// only those. On top of that, it runs the
// usual CDCL loop: when propagation meets a contradiction, the conflict is
// analysed back to its first unique implication point, a clause that rules
// out the cause is learned and the search jumps back; decisions follow the
// variables most often met in recent conflicts (VSIDS), with saved
// phases, Luby restarts and a learned-clause database cut back by literal
// block distance.
//
// A Solver is incremental. Solve takes assumptions (options forced true or
// false for that call only); learned clauses are consequences of the
// problem alone, never of the assumptions, so they are kept from one call
// to the next. Deciding many related questions on one problem, such as
// "does this puzzle, with that clue removed, have a solution other than
// the known one?" for each clue in turn, gets faster as the solver learns.
// The assumptions all sit on the first decision level; a learned clause
// names the assumptions it rests on rather than the many literals they
// imply, which keeps it short (on Sudoku checks with a dozen clues
// assumed: 41 literals against 70, and a conflict 15% cheaper).
//
// The answer is exact: Satisfiable comes with a model that satisfies every
// item and assumption (see Model), Unsatisfiable means that no cover
// exists under the assumptions. Search is always complete; only the time
// taken depends on the heuristics. An option made only of secondary items
// is free to be in the cover or not (dancing links never chooses one).
package xcsat
