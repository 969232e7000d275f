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
// out the cause is learned (minimized, then shrunk: the literals it has of
// one level give way, where they can, to the one literal of that level
// they all rest on) and the search jumps back; decisions follow the
// variables most often met in recent conflicts, or next to them (VSIDS,
// also bumping the options that set the learned clause's literals
// false), with saved phases, Luby restarts that go back to the preferred
// values (see Prefer) and a learned-clause database cut back by literal
// block distance.
//
// A Solver is incremental. Solve takes assumptions (options forced true or
// false for that call only), and what it learns is kept from one call to
// the next. Deciding many related questions on one problem, such as "does
// this puzzle, with that clue removed, have a solution other than the
// known one?" for each clue in turn, gets faster as the solver learns.
// The assumptions all sit on the first decision level. A clause learned
// under them rests on some of them, its guards: it names the assumptions
// rather than the many literals they imply, and keeps them apart from its
// literals, as a bit set. Before each Solve, a clause whose guards are all
// assumed again (or hold for good) takes part; one whose guard is denied
// sits idle for that call; and a guard that is neither becomes a literal
// of the clause. So a solver can serve a long series of questions whose
// assumptions come and go, such as the clues of a puzzle being thinned
// out, with far fewer conflicts than a solver per question; and its
// clauses can be handed to another solver (Learned, AddClause), or
// to solvers at work beside it as they are learned (OnLearn). Require
// adds a clause to the problem itself, such as one that rules out the
// cover just found, so that covers can be counted.
//
// The answer is exact: Satisfiable comes with a model that satisfies every
// item and assumption (see Model), Unsatisfiable means that no cover
// exists under the assumptions. Search is always complete; only the time
// taken depends on the heuristics. An option made only of secondary items
// is free to be in the cover or not (dancing links never chooses one).
package xcsat
