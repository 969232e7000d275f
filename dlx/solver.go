package dlx

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"strings"
	"unsafe"
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
	// MaxNodes stops a search with ErrNodeLimit before it visits one
	// node more, so that Stats().Nodes is then exactly MaxNodes; 0 means
	// no limit.
	MaxNodes int64
	// Progress, when not nil, is called during a search about every
	// ProgressEvery updates (16,384 when 0; the check is made at the
	// start of a node), with the state of the search. Its Path is reused:
	// copy it to keep it.
	Progress      func(Progress)
	ProgressEvery int64
}

// Stats are the counters of the last search.
type Stats struct {
	Solutions int64 // solutions visited
	Nodes     int64 // search-tree nodes: items chosen for branching
	Updates   int64 // link updates while covering, as Knuth counts them
	// Mems are memory accesses to an octabyte, Knuth's measure of running
	// time, as his DLX1 and DLX2 count them in the search: one for each
	// read or write of a node's up and down links (together), of its item
	// and color (together), of an item's length, of an item's prev and
	// next links (together), of the root's next link, and for each step
	// through a list. Reading the input is not counted. A search that
	// stops early counts what was spent until it stopped, not the undoing
	// that follows.
	Mems int64
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

// startTicks returns the number of updates between two ticks of a search,
// at which it looks at the context and, when a report is due, reports its
// progress, and sets up the first report. A tick comes at most checkEvery
// updates after the one before, and a report every k ticks, where k ticks
// make at least ProgressEvery updates: reports as far apart as asked,
// however far that is.
func (s *Solver) startTicks() int64 {
	if s.opt.Progress == nil {
		return checkEvery
	}
	every := s.opt.ProgressEvery
	if every <= 0 {
		every = checkEvery
	}
	s.progEvery, s.progNext = every, every
	k := (every + checkEvery - 1) / checkEvery
	return (every + k - 1) / k
}

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
	// track is set for problems with many primary items (trackMin): the
	// link operations then keep zeros, the number of active primary items
	// without options (see coverTracking). When zeros is 0, MRV can take
	// the first item with one option it meets, as no later item has fewer;
	// without it, n items of one option each cost n²/2 steps of the scan.
	// Keeping zeros costs a test for each update, so small problems, whose
	// scans are short, do without.
	track bool
	zeros int32
	// plain: the problem has no colors, so no node is ever marked and the
	// link operations need not look at colors.
	plain bool
	// bounded: the problem has bounds (Problem.SetBounds) and is searched
	// by searchBounded, with bound and slack per primary item and, per
	// level, the first option before the tweaks (0 for a cover) and the
	// score (dlx3.go).
	bounded       bool
	bound, slack  []int32
	tweak0, score []int32

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

	// Mems, counted as described in links.go: memsF for the covering
	// operations (cover and purify), whose undoing costs as much, memsB
	// for the rest. coverF and commitF hold, per level, the memsF of its
	// cover and of its chosen option's commit, for a search that stops
	// before undoing them. scanned is the number of items choose looked
	// at.
	memsF, memsB    int64
	coverF, commitF []int64
	scanned         int64
	path            []Step // progressAt
	// progEvery and progNext: a search reports its progress when its
	// updates reach progNext, then sets progNext progEvery further on.
	progEvery, progNext int64
}

// trackMin is the number of primary items from which a solver keeps
// count of the items without options (see Solver.track).
const trackMin = 1000

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
	s.plain = !p.colored
	if p.HasBounds() {
		s.setBounds()
	} else {
		s.setTracking(p.nPrim >= trackMin)
	}
	s.SetOptions(opt)
	return s
}

// setTracking turns the count of items without options on or off. The
// links must be those of the problem (nothing forced).
func (s *Solver) setTracking(on bool) {
	s.track, s.zeros = on, 0
	for c := int32(1); c <= s.nPrim; c++ {
		if s.nodes[c].itm == 0 {
			s.zeros++
		}
	}
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
	if s.bounded {
		return s.forceBounded(k)
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
			s.doCover(it)
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
	if s.bounded {
		s.releaseBounded()
		return
	}
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
				s.undoCover(it)
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
	err := s.search(ctx, nil, limit)
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
	return s.search(ctx, visit, -1)
}

// search is Search; with visit nil it counts the solutions up to limit
// (all when limit <= 0) without making them.
func (s *Solver) search(ctx context.Context, visit func(sol []int) bool, limit int64) error {
	s.stats = Stats{}
	s.memsF, s.memsB = 0, 0
	s.err = nil
	if s.bounded {
		return s.searchBounded(ctx, visit, limit)
	}
	var done <-chan struct{}
	if ctx != nil {
		done = ctx.Done()
	}
	items := s.items
	if items[0].next == 0 {
		// Nothing left to cover: the forced options are the one solution.
		s.stats.Nodes, s.stats.Solutions = 1, 1
		if visit != nil {
			visit(s.solution(-1))
		}
		return nil
	}
	var (
		level    int32
		best     int32
		cur      int32
		every    = s.startTicks()
		nextTick = every
		random   = s.opt.Heuristic == MRVRandom
		maxNodes = s.opt.MaxNodes
		nodes    = s.nodes
		mb       int64 // s.memsB, in a register
		f0       int64
	)
	if len(s.choice) == 0 {
		s.growLevels(64)
	}

forward:
	s.stats.Nodes++
	if s.stats.Updates >= nextTick {
		nextTick = s.stats.Updates + every
		if done != nil {
			select {
			case <-done:
				s.err = ctx.Err()
				s.stop(level, mb)
				goto unwind
			default:
			}
		}
		if s.opt.Progress != nil && s.stats.Updates >= s.progNext {
			s.progNext = s.stats.Updates + s.progEvery
			s.opt.Progress(s.progressAt(level))
		}
	}
	if maxNodes > 0 && s.stats.Nodes > maxNodes {
		s.stats.Nodes--
		s.err = ErrNodeLimit
		s.stop(level, mb)
		goto unwind
	}
	best = s.choose()
	mb += 1 + 2*s.scanned + 2 // the choice and cur = choice[level] = DLINK(best)
	f0 = s.memsF
	s.doCover(best)
	if int(level) >= len(s.choice) {
		s.growLevels(2 * len(s.choice))
	}
	s.coverF[level] = s.memsF - f0
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
	f0 = s.memsF
	mb += s.commitOthers(cur) + 1 // and the test for an empty item list
	s.commitF[level] = s.memsF - f0
	if items[0].next == 0 {
		// Knuth counts the leaf where every item is covered as a node:
		// one past the node budget is not visited.
		if maxNodes > 0 && s.stats.Nodes >= maxNodes {
			s.err = ErrNodeLimit
			s.stop(level+1, mb)
			goto unwindFrom
		}
		s.stats.Nodes++
		s.stats.Solutions++
		if visit != nil {
			if !visit(s.solution(level)) {
				s.stop(level+1, mb)
				goto unwindFrom
			}
		} else if s.stats.Solutions == limit {
			s.stop(level+1, mb)
			goto unwindFrom
		}
		goto recover
	}
	level++
	goto forward

backup:
	s.undoCover(best)
	if level == 0 {
		s.memsB = mb
		s.stats.Mems = mb + 2*s.memsF // each undoing costs what doing did
		return nil
	}
	mb += 2 // cur = choice[level], best = ITM(cur)
	level--
	cur = s.choice[level]
	best = nodes[cur].itm

recover:
	mb += s.uncommitOthers(cur) + 2 // and cur = choice[level] = DLINK(cur)
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
		s.undoCover(best)
		if level == 0 {
			return s.err
		}
		level--
		cur = s.choice[level]
		best = nodes[cur].itm
	}
}

// doCover covers item c with cover, or coverTracking when the solver
// tracks the items without options.
func (s *Solver) doCover(c int32) {
	if s.track {
		s.coverTracking(c)
	} else {
		s.cover(c)
	}
}

// undoCover undoes the cover of item c by cover or coverTracking.
func (s *Solver) undoCover(c int32) {
	if s.track {
		s.uncoverTracking(c)
	} else {
		s.uncover(c)
	}
}

// growLevels makes room for n levels in the per-level arrays.
func (s *Solver) growLevels(n int) {
	levels := []*[]int32{&s.choice}
	if s.bounded {
		levels = append(levels, &s.tweak0, &s.score)
	}
	for _, a := range levels {
		*a = append(*a, make([]int32, n-len(*a))...)
	}
	for _, a := range []*[]int64{&s.coverF, &s.commitF} {
		*a = append(*a, make([]int64, n-len(*a))...)
	}
}

// stop records the mems of a search that stops with levels 0..n-1 chosen,
// before it unwinds them. Knuth's programs stop there: the mems are those
// spent so far, the undoing of what was never undone left out.
func (s *Solver) stop(n int32, mb int64) {
	pending := int64(0)
	for l := range n {
		pending += s.coverF[l] + s.commitF[l]
	}
	s.memsB = mb
	s.stats.Mems = mb + 2*s.memsF - pending
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
	if s.opt.Heuristic != MRV {
		return s.chooseOther()
	}
	// The leftmost item of the fewest options: the scan ends at the first
	// item with none, as in Knuth's DLX2, or with zeros tracked, at the
	// first with one when no item has none.
	items := unsafe.Pointer(unsafe.SliceData(s.items))
	nd := unsafe.Pointer(unsafe.SliceData(s.nodes))
	stop := int32(0)
	if s.track && s.zeros == 0 {
		stop = 1
	}
	best, t, m := int32(0), int32(1<<30), int64(0)
	for p := itemAt(items, 0).next; p != 0; p = itemAt(items, p).next {
		m++
		if l := at(nd, p).itm; l < t {
			best, t = p, l
			if l <= stop {
				break
			}
		}
	}
	s.scanned = m
	return best
}

// chooseOther is choose for the heuristics other than MRV. Their mems
// count one look at the first item, and for MRVRandom the scan.
func (s *Solver) chooseOther() int32 {
	items, nodes := s.items, s.nodes
	s.scanned = 0
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
			s.scanned++
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
	return items[0].next
}

// itemAt is at for the item array: its indices are those of the item
// links, which hold only indices of the array.
func itemAt(items unsafe.Pointer, i int32) *item {
	return (*item)(unsafe.Add(items, uintptr(uint32(i))*unsafe.Sizeof(item{})))
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
