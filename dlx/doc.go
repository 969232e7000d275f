// Package dlx solves exact-cover problems with Knuth's Algorithm X and
// dancing links.
//
// A problem has items and options. Each option is a set of items. A
// solution is a set of options that covers every primary item exactly once
// and every secondary item at most once. Secondary items may carry colors,
// as in Knuth's DLX2: options that share a secondary item may coexist when
// they give it the same color.
//
// The data layout is Knuth's DLX1 (from "The Art of Computer Programming",
// Volume 4B, and his program dlx1.w): a "pointer" is an index into a flat
// array, not a Go pointer. Items live in one array with prev/next links;
// nodes live in another with up/down links and the item they belong to. An
// item's header node has the item's index, and its length is kept in the
// header's item field. Options are stored one after another with spacer
// nodes between them, so nodes need no left/right links. The arrays hold no
// pointers, so the garbage collector never scans them, and a solver is
// cloned from a Problem with a few copy calls.
//
// The search is a loop over an explicit stack of choices, not recursion, so
// a problem with tens of thousands of levels needs no goroutine stack. It
// counts nodes (search-tree nodes, as Knuth counts them) and updates (links
// changed while covering), so its figures can be compared with Knuth's.
// After a search, whether it completed, was cancelled or stopped early, the
// links are exactly as before it, so one Solver answers many searches: force
// some options, search, release, force others.
//
// Costs: building is linear in the number of nodes; NewSolver copies the
// arrays once; a search costs what the tree costs, with no allocation per
// step. Context cancellation is checked every few thousand updates, so a
// cancelled search stops within microseconds to milliseconds.
//
// ReadText reads problems in Knuth's text format. The Examples show the
// library in use.
package dlx
