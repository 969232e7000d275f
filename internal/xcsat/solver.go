package xcsat

import (
	"context"
	"errors"
	"fmt"
	"slices"
)

// A Lit is an option, true or false: True(r) says that option r is in the
// cover, False(r) that it is not.
type Lit int32

// True returns the literal "option r is in the cover".
func True(r int) Lit { return Lit(2 * r) }

// False returns the literal "option r is not in the cover".
func False(r int) Lit { return Lit(2*r + 1) }

// Option returns the option of l.
func (l Lit) Option() int { return int(l >> 1) }

// IsTrue reports whether l says that its option is in the cover.
func (l Lit) IsTrue() bool { return l&1 == 0 }

// Not returns the opposite of l.
func (l Lit) Not() Lit { return l ^ 1 }

func (l Lit) String() string {
	if l.IsTrue() {
		return fmt.Sprint(l.Option())
	}
	return fmt.Sprint("¬", l.Option())
}

// Status is the answer of Solve.
type Status int

const (
	// Unsatisfiable: no exact cover agrees with the assumptions.
	Unsatisfiable Status = iota
	// Satisfiable: an exact cover agrees with the assumptions; Model
	// returns it.
	Satisfiable
)

func (s Status) String() string {
	if s == Satisfiable {
		return "satisfiable"
	}
	return "unsatisfiable"
}

// Stats counts the work of a Solver since it was made.
type Stats struct {
	Solves       int64 // calls of Solve
	Decisions    int64
	Propagations int64 // literals set by propagation and decisions
	Conflicts    int64
	Restarts     int64
	Learned      int // learned clauses kept now
}

// A Solver decides exact-cover problems, one Solve call at a time under
// its own assumptions. It is not safe for concurrent use. Its state comes
// in parts, one per concern, each kept by its own file.
type Solver struct {
	problem    // the options and items, fixed by New
	assignment // the values set, in order (propagate.go)
	clauseDB   // the learned clauses (clausedb.go)
	branching  // the decision order (order.go)
	analysis   // conflict analysis's buffers (analyze.go)
	restsOn    // the assumptions each variable of level 1 rests on (analyze.go)
	guardState // the assumptions learned clauses rest on (guards.go)

	model   []int32
	stats   Stats
	assumed bool  // the current Solve has assumptions
	broken  bool  // the fixed literals contradict
	empty   bool  // a primary item has no option: no cover at all
	limit   int64 // see Limit; 0: none
	decided int64 // see LimitDecisions; 0: none
}

// problem is the exact-cover problem, in flat arrays.
type problem struct {
	nv, ni    int
	primary   int     // items 0..primary-1 must be covered once
	optStart  []int32 // the items of option r: optItems[optStart[r]:optStart[r+1]]
	optItems  []int32
	itemStart []int32 // the options of item c: itemOpts[itemStart[c]:itemStart[c+1]]
	itemOpts  []int32
	// optPos[j] is the place of option r in the list of its item
	// optItems[j], for j in optStart[r]..optStart[r+1]-1.
	optPos []int32
	// The options of item c not propagated as false, as a bit set over its
	// list: bit k of open[openStart[c]:] stands for itemOpts[itemStart[c]+k].
	// Propagating a true option visits only these.
	open      []uint64
	openStart []int32
	small     bool // every item has 1..64 options: open[c] is item c's word
}

// assignment is the trail of values set and why, by decision level.
type assignment struct {
	assign   []int8 // 1 true, -1 false, 0 not set
	level    []int32
	why      []reason
	trail    []Lit
	trailLim []int32
	qhead    int
	itemTrue []int32 // the true option of each item, once propagated; -1 if none
	itemOpen []int32 // the options of each item not propagated as false (unless small)
}

// clauseDB holds the learned clauses (see hdr) and their watches.
type clauseDB struct {
	arena   []Lit
	spare   []Lit   // the arena's other buffer, for compaction
	refs    []int32 // the learned clauses, by index in the arena
	watches [][]watch
	maxLrn  int
	claInc  float32

	// See OnLearn: the function called with each clause learned of LBD
	// up to onLearnLBD, and the buffer of its guards.
	onLearn     func(lits, guards []Lit, lbd int)
	onLearnLBD  int
	learnGuards []Lit
}

// branching is the decision order: activities in a heap, and phases.
type branching struct {
	act     []float64
	varInc  float64
	heap    []int32
	heapIdx []int32
	phase   []bool
	pref    []bool // the values preferred (see Prefer)
}

// analysis holds the buffers of conflict analysis.
type analysis struct {
	seen     []uint8
	learnt   []Lit
	toClear  []int32
	stack    []int32
	buf      []int32
	stamp    []uint32 // per level, for the LBD
	epoch    uint32
	lv1      []int32 // analyze: the variables of level 1 met
	lvMarked []int32 // analyze: the variables of level 1 marked
	marks    []int32 // shrink, bumpReasons: the variables they mark, to unmark
	shrunk   int64   // shrink: the literals it took out
}

// restsOn says which assumptions each variable of level 1 rests on.
type restsOn struct {
	// For each variable set at level 1, the set of assumptions it rests on
	// (asmWords words at asm[v*asmWords:], bit g for guardLit[g]), once
	// lv1Sets has done the first lv1Done literals of level 1; asmBit[v] is
	// the bit of an assumption v. acc is the union for the clause being
	// learned, ready when accReady.
	asm      []uint64
	asmWords int
	asmBit   []int32
	lv1Done  int
	acc      []uint64
	accReady bool
}

// guardState holds the guards of the learned clauses and which of them
// hold in the current Solve.
type guardState struct {
	// Guards: the assumptions a learned clause rests on, kept as a bit set
	// over every assumption literal seen so far (guardLit[g] is
	// assumption g, guardOf[a] the number of a, or -1) rather than as
	// literals: on large Sudoku checks a clause rests on a hundred
	// assumptions and more. guarded says that analyze's clause has some,
	// in acc.
	guardLit []Lit
	guardOf  []int32
	guarded  bool
	direct   []uint64 // the guards made as assumptions at level 1 now
	gsink    []uint64 // see guardVars
	gtmp     []uint64 // redundant: the direct guards met
	keep     []uint64 // widen: the guards kept
	garena   []uint64 // the guards of the learned clauses
	gspare   []uint64
	hold     []uint64 // activate: the guards that hold in this Solve
	sat      []uint64 // activate: the guards whose literal is true
	// The learned clauses in state stUnit, and whether one of them, or a
	// clause found false at level 0, contradicts the guards.
	pending    []int32
	guardsFail bool
	alive0     []uint64 // small: the options of each item not false at level 0 when Solve began
}

// Errors of New.
var (
	ErrItem   = errors.New("xcsat: item out of range")
	ErrOption = errors.New("xcsat: option lists an item twice or none")
	// ErrContradiction is the error of Fix when the fixed literals admit
	// no cover.
	ErrContradiction = errors.New("xcsat: the fixed literals admit no cover")
	// ErrLimit is the error of Solve when the solver reaches the number
	// of conflicts set by Limit or of decisions set by LimitDecisions.
	ErrLimit = errors.New("xcsat: limit reached")
)

// New returns a Solver for the exact-cover problem with items 0..items-1,
// of which the first primary must each be covered exactly once and the
// others at most once, and the given options, each a list of items. It
// costs time and memory linear in the size of the problem.
func New(items, primary int, options [][]int) (*Solver, error) {
	if primary < 0 || primary > items {
		return nil, fmt.Errorf("%w: %d primary items of %d", ErrItem, primary, items)
	}
	s := &Solver{
		problem:   problem{nv: len(options), ni: items, primary: primary},
		clauseDB:  clauseDB{claInc: 1, maxLrn: initialMaxLearnts},
		branching: branching{varInc: 1},
	}
	s.optStart = make([]int32, 0, len(options)+1)
	count := make([]int32, items+1)
	for r, o := range options {
		s.optStart = append(s.optStart, int32(len(s.optItems)))
		if len(o) == 0 {
			return nil, fmt.Errorf("%w: option %d is empty", ErrOption, r)
		}
		for i, c := range o {
			if c < 0 || c >= items {
				return nil, fmt.Errorf("%w: option %d lists item %d of %d", ErrItem, r, c, items)
			}
			if slices.Contains(o[:i], c) {
				return nil, fmt.Errorf("%w: option %d lists item %d twice", ErrOption, r, c)
			}
			s.optItems = append(s.optItems, int32(c))
			count[c+1]++
		}
	}
	s.optStart = append(s.optStart, int32(len(s.optItems)))
	for c := range items {
		count[c+1] += count[c]
	}
	s.itemStart = slices.Clone(count)
	s.itemOpts = make([]int32, len(s.optItems))
	for r := range s.nv {
		for _, c := range s.optItems[s.optStart[r]:s.optStart[r+1]] {
			s.itemOpts[count[c]] = int32(r)
			count[c]++
		}
	}
	copy(count, s.itemStart)
	s.optPos = make([]int32, len(s.optItems))
	for r := range s.nv {
		for j := s.optStart[r]; j < s.optStart[r+1]; j++ {
			c := s.optItems[j]
			s.optPos[j] = count[c] - s.itemStart[c]
			count[c]++
		}
	}
	s.openStart = make([]int32, items+1)
	for c := range items {
		s.openStart[c+1] = s.openStart[c] + max(1, (s.itemStart[c+1]-s.itemStart[c]+63)/64)
	}
	s.open = make([]uint64, s.openStart[items])
	s.small = int(s.openStart[items]) == items // one word each
	s.fillOpen()
	nv := s.nv
	s.assign = make([]int8, nv)
	s.level = make([]int32, nv)
	s.why = make([]reason, nv)
	s.act = make([]float64, nv)
	s.heapIdx = make([]int32, nv)
	s.phase = make([]bool, nv)
	s.pref = make([]bool, nv)
	s.seen = make([]uint8, nv)
	s.asmBit = make([]int32, nv)
	s.guardOf = make([]int32, 2*nv)
	for l := range s.guardOf {
		s.guardOf[l] = -1
	}
	s.watches = make([][]watch, 2*nv)
	s.stamp = make([]uint32, nv+1)
	s.itemTrue = make([]int32, items)
	s.itemOpen = make([]int32, items)
	for c := range items {
		s.itemTrue[c] = -1
		s.itemOpen[c] = s.itemStart[c+1] - s.itemStart[c]
		if c < primary && s.itemOpen[c] == 0 {
			s.empty = true
		}
	}
	for v := range nv {
		s.why[v] = noReason
		s.phase[v] = true
		s.heapIdx[v] = -1
		s.heapInsert(int32(v))
	}
	s.forceUnits()
	return s, nil
}

// Stats returns the counters of the work done so far.
func (s *Solver) Stats() Stats {
	st := s.stats
	st.Learned = len(s.refs)
	return st
}

// Limit makes Solve stop with ErrLimit once the solver has met n
// conflicts in all, counted as Stats counts them, since New; n of 0 or
// less removes the limit. Unlike a context's deadline, the limit does not
// depend on the speed of the machine: a search cut by it is cut at the
// same point on every run.
func (s *Solver) Limit(n int64) { s.limit = max(n, 0) }

// LimitDecisions makes Solve stop with ErrLimit before the solver makes
// a decision past n in all, counted as Stats counts them, since New, so
// that Stats().Decisions is then exactly n; n of 0 or less removes the
// limit. Like Limit's, the cut is at the same point on every run.
func (s *Solver) LimitDecisions(n int64) { s.decided = max(n, 0) }

// Model returns the options of the cover found by the last Solve that
// answered Satisfiable, in increasing order. The slice is reused by the
// next Solve.
func (s *Solver) Model() []int32 { return s.model }

// Fix sets l until the next Reset, as a fact of the problem: unlike an
// assumption, it is propagated once and for all, and what the solver
// learns from then on may rest on it. It returns ErrContradiction, and
// every Solve until Reset answers Unsatisfiable, when the fixed literals
// contradict; an error naming the option when l is out of range.
func (s *Solver) Fix(l Lit) error {
	if l < 0 || int(l>>1) >= s.nv {
		return fmt.Errorf("xcsat: Fix: option %d out of range 0..%d", int(l>>1), s.nv-1)
	}
	if s.broken {
		return ErrContradiction
	}
	switch s.value(l) {
	case 1:
		return nil
	case -1:
		s.broken = true
		return ErrContradiction
	}
	s.enqueue(l, noReason)
	if s.propagate().r != noReason {
		s.broken = true
		return ErrContradiction
	}
	return nil
}

// Reset forgets the fixed literals and everything learned, leaving the
// solver as New made it but for the values preferred (see Prefer), at a
// cost linear in the number of options and learned clauses.
func (s *Solver) Reset() {
	s.cancelUntil(0)
	s.undo(0)
	s.broken = false
	s.arena, s.refs, s.garena = s.arena[:0], s.refs[:0], s.garena[:0]
	for l := range s.watches {
		s.watches[l] = s.watches[l][:0]
	}
	s.forceUnits()
	s.maxLrn, s.claInc, s.varInc = initialMaxLearnts, 1, 1
	clear(s.act)
	s.heap = s.heap[:0]
	for v := range s.nv {
		s.heapIdx[v] = -1
	}
	for v := range s.nv {
		s.heapInsert(int32(v))
	}
}

// Solve decides whether an exact cover agrees with the assumptions, each
// a literal that must hold. It returns ctx.Err() if ctx is done first.
// The time taken depends on the problem; what the solver learns is kept
// for the next call.
func (s *Solver) Solve(ctx context.Context, assumptions []Lit) (Status, error) {
	s.stats.Solves++
	s.model = s.model[:0]
	for _, a := range assumptions {
		if a < 0 || int(a>>1) >= s.nv {
			return Unsatisfiable, fmt.Errorf("xcsat: assumption %d: option out of range", int(a>>1))
		}
	}
	if s.broken || s.empty {
		return Unsatisfiable, nil
	}
	s.assumed = len(assumptions) > 0
	for _, a := range assumptions {
		if s.guardOf[a] < 0 {
			s.guardOf[a] = int32(len(s.guardLit))
			s.guardLit = append(s.guardLit, a)
		}
	}
	s.asmWords = (len(s.guardLit) + 63) / 64
	if n := s.nv * s.asmWords; len(s.asm) < n {
		s.asm = make([]uint64, n)
	}
	if len(s.acc) < s.asmWords {
		s.acc = make([]uint64, s.asmWords)
		s.direct = make([]uint64, s.asmWords)
		s.gtmp = make([]uint64, s.asmWords)
	}
	clear(s.direct)
	s.lv1Done = 0
	s.activate(assumptions)
	if s.broken {
		return Unsatisfiable, nil
	}
	defer s.cancelUntil(0)
	var done <-chan struct{}
	if ctx != nil {
		done = ctx.Done()
	}
	restart := 0
	for {
		limit := restartUnit * luby(restart)
		restart++
		copy(s.phase, s.pref)
		st, err := s.search(done, ctx, assumptions, limit)
		if st >= 0 || err != nil {
			return Status(max(st, 0)), err
		}
		s.stats.Restarts++
	}
}

// search runs CDCL until an answer (0 or 1) or limit conflicts (-1).
func (s *Solver) search(done <-chan struct{}, ctx context.Context, assumptions []Lit, limit int) (int, error) {
	conflicts := 0
	for {
		cf := s.propagate()
		if cf.r != noReason {
			s.stats.Conflicts++
			conflicts++
			if s.decisionLevel() == 0 {
				s.broken = true // no cover at all, with the fixed literals
				return 0, nil
			}
			if s.decisionLevel() == 1 && len(assumptions) > 0 {
				return 0, nil // no cover agrees with the assumptions
			}
			if s.limit > 0 && s.stats.Conflicts >= s.limit {
				return 0, ErrLimit
			}
			if done != nil && s.stats.Conflicts&255 == 0 {
				select {
				case <-done:
					return 0, ctx.Err()
				default:
				}
			}
			bt, lbd := s.analyze(cf)
			if s.onLearn != nil && int(lbd) <= s.onLearnLBD {
				s.reportLearned(int(lbd))
			}
			s.cancelUntil(bt)
			if len(s.learnt) == 1 && !s.guarded {
				s.enqueue(s.learnt[0], noReason)
			} else {
				k := s.addLearnt(lbd)
				s.enqueue(s.learnt[0], mkReason(kindClause, int(k)))
			}
			s.varInc /= varDecay
			s.claInc /= 0.999
			continue
		}
		if conflicts >= limit {
			s.cancelUntil(0)
			return -1, nil
		}
		if len(s.refs) >= s.maxLrn {
			s.reduce()
			s.maxLrn += s.maxLrn / 10
		}
		// The assumptions first, all at level 1, then a decision.
		var next Lit = -1
		if s.decisionLevel() == 0 && len(assumptions) > 0 {
			s.trailLim = append(s.trailLim, int32(len(s.trail)))
			for _, a := range assumptions {
				switch s.value(a) {
				case 0:
					s.enqueue(a, noReason)
					g := s.guardOf[a]
					s.asmBit[a>>1] = g
					s.direct[g>>6] |= 1 << (g & 63)
				case -1:
					return 0, nil // the assumptions contradict
				}
			}
			if s.guardsFail || !s.applyPending() {
				return 0, nil // so do they with a clause learned
			}
			continue
		}
		if next < 0 {
			v := s.pickBranch()
			if v < 0 {
				for r, a := range s.assign {
					if a > 0 {
						s.model = append(s.model, int32(r))
					}
				}
				return 1, nil
			}
			if s.decided > 0 && s.stats.Decisions >= s.decided {
				return 0, ErrLimit
			}
			s.stats.Decisions++
			next = Lit(2 * v)
			if !s.phase[v] {
				next++
			}
		}
		s.trailLim = append(s.trailLim, int32(len(s.trail)))
		s.enqueue(next, noReason)
	}
}
