package dlx

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"strings"
)

// Heuristic chooses the item to branch on at each node of the search.
type Heuristic int

const (
	// MRV branches on the active primary item with the fewest options
	// (minimum remaining values), the leftmost one on ties. It is Knuth's
	// choice and makes the same search tree as his DLX1.
	MRV Heuristic = iota
	// First branches on the leftmost active primary item: the baseline.
	First
	// Random branches on an active primary item drawn at random.
	Random
	// MRVRandom is MRV with ties broken at random and the options of the
	// chosen item tried in random order: a seeded way to draw varied
	// solutions reproducibly.
	MRVRandom
)

var heuristicNames = [...]string{MRV: "mrv", First: "first", Random: "random", MRVRandom: "mrv-random"}

// String returns the heuristic's name: "mrv", "first", "random" or
// "mrv-random".
func (h Heuristic) String() string {
	if h < 0 || int(h) >= len(heuristicNames) {
		return fmt.Sprintf("Heuristic(%d)", int(h))
	}
	return heuristicNames[h]
}

// ParseHeuristic returns the heuristic named s (as String prints it).
func ParseHeuristic(s string) (Heuristic, error) {
	for h, name := range heuristicNames {
		if s == name {
			return Heuristic(h), nil
		}
	}
	return 0, fmt.Errorf("unknown heuristic %q (want %s)", s, strings.Join(heuristicNames[:], ", "))
}

// Options tune a Solver.
type Options struct {
	// Heuristic is the branching rule; the zero value is MRV.
	Heuristic Heuristic
	// Rand is the random source of the Random and MRVRandom heuristics.
	// When nil, those heuristics use a source seeded with 1, so that
	// results are reproducible.
	Rand *rand.Rand
	// MaxNodes stops a search with ErrNodeLimit after that many nodes;
	// 0 means no limit.
	MaxNodes int64
}

// Stats are the counters of the last search.
type Stats struct {
	Solutions int64 // solutions visited
	Nodes     int64 // search-tree nodes: items chosen for branching
	Updates   int64 // link updates while covering, as Knuth counts them
}

// Errors that end a search early.
var (
	// ErrNodeLimit: the search reached Options.MaxNodes before it was
	// complete. The counts found so far are a lower bound.
	ErrNodeLimit = errors.New("dlx: node limit reached")
	// ErrConflict: an option cannot be forced because it shares an item
	// with an option forced before (or gives a secondary item another
	// color).
	ErrConflict = errors.New("dlx: option conflicts with a forced option")
)

// checkEvery is the number of updates between two looks at the context.
const checkEvery = 1 << 14

// Solver searches one problem. It holds its own copy of the problem's links
// and a stack of choices; it is reused for any number of searches. A Solver
// is not safe for concurrent use: give each goroutine its own.
type Solver struct {
	p     *Problem
	items []item
	nodes []node
	nPrim int32
	// root2 is the head of the secondary items' list.
	root2 int32
	// zeros counts the active primary items without options (LEN 0); the
	// link operations keep it (see hide). When it is 0, MRV can take the
	// first item with one option it meets: no later item has fewer.
	zeros int32

	opt Options
	rng *rand.Rand

	choice  []int32 // node chosen at each level
	perm    []int32 // MRVRandom: options of the items chosen, level after level
	permAt  []int32 // MRVRandom: per level, start of its options in perm
	permI   []int32 // MRVRandom: per level, index of the current option in perm
	permEnd []int32 // MRVRandom: per level, end of its options in perm

	forced []int32 // options forced, in order
	state  []int32 // per item while forcing: 0 free, -1 covered, c > 0 purified with color c

	sol   []int
	stats Stats
	err   error
}

// NewSolver returns a solver for p, copying its links.
func NewSolver(p *Problem, opt Options) *Solver {
	s := &Solver{
		p:     p,
		items: append([]item(nil), p.items...),
		nodes: append([]node(nil), p.nodes...),
		nPrim: int32(p.nPrim),
		root2: int32(p.nItems + 1),
		state: make([]int32, p.nItems+1),
	}
	for c := int32(1); c <= s.nPrim; c++ {
		if s.nodes[c].itm == 0 {
			s.zeros++
		}
	}
	s.SetOptions(opt)
	return s
}

// SetOptions changes the solver's options for the searches that follow.
func (s *Solver) SetOptions(opt Options) {
	s.opt = opt
	s.rng = opt.Rand
	if s.rng == nil && (opt.Heuristic == Random || opt.Heuristic == MRVRandom) {
		s.rng = rand.New(rand.NewPCG(1, 0))
	}
}

// Problem returns the problem the solver was made from.
func (s *Solver) Problem() *Problem { return s.p }

// Stats returns the counters of the last search.
func (s *Solver) Stats() Stats { return s.stats }

// Err returns the error that ended the last search early (ErrNodeLimit or
// the context's error), or nil when it ran to completion or was stopped by
// its caller.
func (s *Solver) Err() error { return s.err }

// Force puts option k into every solution that follows, until Release: its
// items are covered before the search starts. Forcing the givens of a
// puzzle into a solver built once is much cheaper than building a new
// problem. Force fails with ErrConflict, changing nothing, when option k
// shares an item with an option already forced (or gives a secondary item
// another color than a forced option did).
func (s *Solver) Force(k int) error {
	if k < 0 || k >= len(s.p.optStart) {
		return fmt.Errorf("dlx: force: option %d out of range (have %d)", k, len(s.p.optStart))
	}
	start := s.p.optStart[k]
	nodes := s.nodes
	for x := start; nodes[x].itm > 0; x++ {
		it, c := nodes[x].itm, s.p.nodes[x].color
		switch st := s.state[it]; {
		case st == 0:
		case c > 0 && st == c:
		default:
			return fmt.Errorf("%w: option %d, item %d", ErrConflict, k, it-1)
		}
	}
	for x := start; nodes[x].itm > 0; x++ {
		it, c := nodes[x].itm, s.p.nodes[x].color
		switch {
		case c == 0:
			s.state[it] = -1
			s.cover(it)
		case s.state[it] == 0:
			s.state[it] = c
			s.purify(x)
		}
	}
	s.forced = append(s.forced, start)
	return nil
}

// Forced returns the number of options forced since the last Release.
func (s *Solver) Forced() int { return len(s.forced) }

// Release undoes every Force, in reverse order, restoring the problem.
func (s *Solver) Release() {
	nodes := s.nodes
	for i := len(s.forced) - 1; i >= 0; i-- {
		start := s.forced[i]
		end := start
		for nodes[end].itm > 0 {
			end++
		}
		for x := end - 1; x >= start; x-- {
			it, c := nodes[x].itm, s.p.nodes[x].color
			switch {
			case c == 0:
				s.uncover(it)
				s.state[it] = 0
			case nodes[x].color > 0: // this option purified the item
				s.unpurify(x)
				s.state[it] = 0
			}
		}
	}
	s.forced = s.forced[:0]
}

// First returns the first solution found, as option indices (the forced
// options first), or nil when there is none. The slice is the caller's.
func (s *Solver) First(ctx context.Context) ([]int, error) {
	var out []int
	err := s.Search(ctx, func(sol []int) bool {
		out = append(make([]int, 0, len(sol)), sol...) // not nil, even if empty
		return false
	})
	return out, err
}

// Count counts the solutions, stopping at limit (0 means all). A limit of
// 2 is the uniqueness check.
func (s *Solver) Count(ctx context.Context, limit int64) (int64, error) {
	err := s.Search(ctx, func([]int) bool {
		return limit <= 0 || s.stats.Solutions < limit
	})
	return s.stats.Solutions, err
}

// Solutions returns an iterator over the solutions; a break ends the
// search. The yielded slice holds option indices (the forced options first)
// and is reused: copy it to keep it. After the loop, Err tells whether the
// search was cut short by the context or the node limit.
func (s *Solver) Solutions(ctx context.Context) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		_ = s.Search(ctx, yield)
	}
}

// Search runs the search, calling visit with each solution (option
// indices, the forced options first; the slice is reused). The search stops
// when visit returns false, when ctx is done, or at the node limit; it
// returns ctx.Err() or ErrNodeLimit in the last two cases, nil otherwise.
// In every case the links are restored before it returns.
func (s *Solver) Search(ctx context.Context, visit func(sol []int) bool) error {
	s.stats = Stats{}
	s.err = nil
	var done <-chan struct{}
	if ctx != nil {
		done = ctx.Done()
	}
	items := s.items
	if items[0].next == 0 {
		// Nothing left to cover: the forced options are the one solution.
		s.stats.Nodes, s.stats.Solutions = 1, 1
		visit(s.solution(-1))
		return nil
	}
	var (
		level    int32
		best     int32
		cur      int32
		nextTick = int64(checkEvery)
		random   = s.opt.Heuristic == MRVRandom
		maxNodes = s.opt.MaxNodes
		nodes    = s.nodes
	)
	if len(s.choice) == 0 {
		s.choice = make([]int32, 64)
	}

forward:
	s.stats.Nodes++
	if s.stats.Updates >= nextTick {
		nextTick = s.stats.Updates + checkEvery
		if done != nil {
			select {
			case <-done:
				s.err = ctx.Err()
				goto unwind
			default:
			}
		}
	}
	if maxNodes > 0 && s.stats.Nodes > maxNodes {
		s.stats.Nodes--
		s.err = ErrNodeLimit
		goto unwind
	}
	best = s.choose()
	s.cover(best)
	if int(level) >= len(s.choice) {
		s.choice = append(s.choice, make([]int32, len(s.choice))...)
	}
	if random {
		cur = s.shuffleOptions(level, best)
	} else {
		cur = nodes[best].down
	}
	s.choice[level] = cur

advance:
	if cur == best {
		goto backup
	}
	s.commitOthers(cur)
	if items[0].next == 0 {
		// Knuth counts the leaf where every item is covered as a node.
		s.stats.Nodes++
		s.stats.Solutions++
		if !visit(s.solution(level)) {
			goto unwindFrom
		}
		goto recover
	}
	level++
	goto forward

backup:
	s.uncover(best)
	if level == 0 {
		return nil
	}
	level--
	cur = s.choice[level]
	best = nodes[cur].itm

recover:
	s.uncommitOthers(cur)
	if random {
		cur = s.nextShuffled(level, best)
	} else {
		cur = nodes[cur].down
	}
	s.choice[level] = cur
	goto advance

unwind:
	// Stopped at the start of a level: nothing chosen at this level yet.
	if level == 0 {
		return s.err
	}
	level--
	cur = s.choice[level]
	best = nodes[cur].itm
unwindFrom:
	// Undo the option chosen at this level, then the item covered for it,
	// then the levels below.
	for {
		s.uncommitOthers(cur)
		s.uncover(best)
		if level == 0 {
			return s.err
		}
		level--
		cur = s.choice[level]
		best = nodes[cur].itm
	}
}

// solution fills s.sol with the forced options and the options chosen at
// levels 0..level.
func (s *Solver) solution(level int32) []int {
	sol := s.sol[:0]
	nodes := s.nodes
	for _, x := range s.forced {
		for nodes[x].itm > 0 {
			x++
		}
		sol = append(sol, int(-nodes[x].itm)-1)
	}
	for l := int32(0); l <= level; l++ {
		x := s.choice[l]
		for nodes[x].itm > 0 {
			x--
		}
		sol = append(sol, int(-nodes[x].itm))
	}
	s.sol = sol
	return sol
}

// choose returns the item to branch on.
func (s *Solver) choose() int32 {
	items, nodes := s.items, s.nodes
	switch s.opt.Heuristic {
	case First:
		return items[0].next
	case Random:
		n := 0
		for p := items[0].next; p != 0; p = items[p].next {
			n++
		}
		k := s.rng.IntN(n)
		p := items[0].next
		for ; k > 0; k-- {
			p = items[p].next
		}
		return p
	case MRVRandom:
		best, t, ties := int32(0), int32(1<<30), 0
		for p := items[0].next; p != 0; p = items[p].next {
			l := nodes[p].itm
			if l < t {
				best, t, ties = p, l, 1
				if l == 0 {
					break
				}
			} else if l == t {
				ties++
				if s.rng.IntN(ties) == 0 {
					best = p
				}
			}
		}
		return best
	}
	// The leftmost item of the fewest options: the scan ends at the first
	// item with none, or with one when no item has none. Without the
	// second rule, n items of one option each would cost n²/2 steps.
	best, t := int32(0), int32(1<<30)
	for p := items[0].next; p != 0; p = items[p].next {
		if l := nodes[p].itm; l < t {
			best, t = p, l
			if l == 0 || l == 1 && s.zeros == 0 {
				break
			}
		}
	}
	return best
}

// shuffleOptions records the options of item best in random order for the
// given level, after those of the levels below, and returns the first one
// (best itself when there is none).
func (s *Solver) shuffleOptions(level, best int32) int32 {
	for int(level) >= len(s.permAt) {
		s.permAt = append(s.permAt, 0)
		s.permI = append(s.permI, 0)
		s.permEnd = append(s.permEnd, 0)
	}
	base := int32(0)
	if level > 0 {
		base = s.permEnd[level-1]
	}
	s.perm = s.perm[:base]
	for x := s.nodes[best].down; x != best; x = s.nodes[x].down {
		s.perm = append(s.perm, x)
	}
	opts := s.perm[base:]
	s.rng.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
	s.permAt[level] = base
	s.permI[level] = base
	s.permEnd[level] = int32(len(s.perm))
	if len(opts) == 0 {
		return best
	}
	return opts[0]
}

// nextShuffled returns the next option of the level in its random order, or
// best when they are exhausted.
func (s *Solver) nextShuffled(level, best int32) int32 {
	s.permI[level]++
	if s.permI[level] >= s.permEnd[level] {
		return best
	}
	return s.perm[s.permI[level]]
}
