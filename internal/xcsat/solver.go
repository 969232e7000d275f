package xcsat

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
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

// A reason says why a variable has its value: none (a decision or an
// assumption), or, in the low two bits, the kind of constraint that set it
// and, above them, which one:
//
//   - kindExcl: option r (the value) is true and shares an item with the
//     variable, which was set false;
//   - kindItem: item c (the value) had no other option left, and the
//     variable was set true;
//   - kindClause: learned clause k (the value), whose first literal is the
//     variable's.
type reason int32

const (
	kindExcl = iota
	kindItem
	kindClause
	noReason reason = -1
)

func mkReason(kind, v int) reason { return reason(v<<2 | kind) }
func (r reason) kind() int        { return int(r & 3) }
func (r reason) val() int32       { return int32(r >> 2) }

// A conflict is a constraint whose literals are all false: the reason
// encoding, plus, for kindExcl, the second true option of the item.
type conflict struct {
	r     reason
	other int32
}

var noConflict = conflict{r: noReason}

// The learned clauses live one after another in one array, the arena: a
// clause at index k has its length at arena[k], its LBD at arena[k+1], its
// activity (float32 bits) at arena[k+2], its core for the current Solve
// (its literals not false at level 0, first) at arena[k+3], its state at
// arena[k+4], the index of its guards in garena (or -1) at arena[k+5],
// and its literals from k+hdr on. Visiting a clause then costs one cache
// miss, not two.
const hdr = 6

// The states of a learned clause for the current Solve (see activate):
// watched as usual; idle, because the literal of one of its guards holds
// or it holds at level 0; or a unit of level 1, when all its literals but
// the first are false at level 0 and its guards are made.
const (
	stIdle = iota
	stWatched
	stUnit
)

type watch struct {
	cref    int32
	blocker Lit
}

// A Solver decides exact-cover problems, one Solve call at a time under
// its own assumptions. It is not safe for concurrent use.
type Solver struct {
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

	assign   []int8 // 1 true, -1 false, 0 not set
	level    []int32
	why      []reason
	trail    []Lit
	trailLim []int32
	qhead    int
	itemTrue []int32 // the true option of each item, once propagated; -1 if none
	itemOpen []int32 // the options of each item not propagated as false (unless small)

	arena   []Lit
	spare   []Lit   // the arena's other buffer, for compaction
	refs    []int32 // the learned clauses, by index in the arena
	watches [][]watch
	maxLrn  int
	claInc  float32

	act     []float64
	varInc  float64
	heap    []int32
	heapIdx []int32
	phase   []bool
	pref    []bool // the values preferred (see Prefer)

	seen    []uint8
	learnt  []Lit
	toClear []int32
	stack   []int32
	buf     []int32
	stamp   []uint32 // per level, for the LBD
	epoch   uint32

	model    []int32
	stats    Stats
	assumed  bool    // the current Solve has assumptions
	lv1      []int32 // analyze: the variables of level 1 met
	lvMarked []int32 // analyze: the variables of level 1 marked
	marks    []int32 // shrink, bumpReasons: the variables they mark, to unmark
	shrunk   int64   // shrink: the literals it took out
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
	// Guards: the assumptions a learned clause rests on, kept as a bit set
	// over every assumption literal seen so far (guardLit[g] is
	// assumption g, guardOf[a] the number of a, or -1) rather than as
	// literals: on 25×25 Sudoku checks a clause rests on a hundred
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
	broken     bool     // the fixed literals contradict
	empty      bool     // a primary item has no option: no cover at all

	// See OnLearn: the function called with each clause learned of LBD
	// up to onLearnLBD, and the buffer of its guards.
	onLearn     func(lits, guards []Lit, lbd int)
	onLearnLBD  int
	learnGuards []Lit

	limit int64 // see Limit; 0: none
}

// Errors of New.
var (
	ErrItem   = errors.New("xcsat: item out of range")
	ErrOption = errors.New("xcsat: option lists an item twice or none")
	// ErrContradiction is the error of Fix when the fixed literals admit
	// no cover.
	ErrContradiction = errors.New("xcsat: the fixed literals admit no cover")
	// ErrLimit is the error of Solve when the solver reaches the number
	// of conflicts set by Limit.
	ErrLimit = errors.New("xcsat: conflict limit reached")
)

// New returns a Solver for the exact-cover problem with items 0..items-1,
// of which the first primary must each be covered exactly once and the
// others at most once, and the given options, each a list of items. It
// costs time and memory linear in the size of the problem.
func New(items, primary int, options [][]int) (*Solver, error) {
	if primary < 0 || primary > items {
		return nil, fmt.Errorf("%w: %d primary items of %d", ErrItem, primary, items)
	}
	s := &Solver{nv: len(options), ni: items, primary: primary, claInc: 1, varInc: 1, maxLrn: initialMaxLearnts}
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

// forceUnits sets true, at level 0, the option of each primary item that
// has only one: no propagation would, as none of its options is ever set
// false first.
func (s *Solver) forceUnits() {
	for c := range int32(s.primary) {
		if s.itemStart[c+1]-s.itemStart[c] == 1 {
			if r := s.itemOpts[s.itemStart[c]]; s.assign[r] == 0 {
				s.enqueue(Lit(2*r), noReason)
			}
		}
	}
}

// Learned calls f with each learned clause kept: its literals, at least
// one of which holds in every cover that satisfies the guards, the
// assumptions it rests on (nil for none), and its literal block distance.
// The slices are only valid during the call.
func (s *Solver) Learned(f func(lits, guards []Lit, lbd int)) {
	var guards []Lit
	for _, k := range s.refs {
		if s.arena[k+1] == 0 {
			continue // a constraint (see Require), not learned
		}
		guards = guards[:0]
		for i, x := range s.guards(k) {
			for ; x != 0; x &= x - 1 {
				guards = append(guards, s.guardLit[i*64+bits.TrailingZeros64(x)])
			}
		}
		f(s.lits(k), guards, int(s.arena[k+1]))
	}
}

// OnLearn makes the solver call f with each clause it learns from then on
// whose LBD is at most maxLBD, as Learned gives them: its literals, the
// assumptions it rests on and its LBD. f is called during
// Solve, must not call the solver, and may keep the slices only until it
// returns; a nil f stops the calls. It lets solvers that work on related
// questions at the same time share what they learn while they learn it
// (see AddClause): the short clauses, of low LBD, are the ones worth it.
func (s *Solver) OnLearn(maxLBD int, f func(lits, guards []Lit, lbd int)) {
	s.onLearn, s.onLearnLBD = f, maxLBD
}

// reportLearned calls onLearn with the clause analyze has just learned.
func (s *Solver) reportLearned(lbd int) {
	guards := s.learnGuards[:0]
	if s.guarded {
		for i, x := range s.acc[:s.asmWords] {
			for ; x != 0; x &= x - 1 {
				guards = append(guards, s.guardLit[i*64+bits.TrailingZeros64(x)])
			}
		}
	}
	s.learnGuards = guards
	s.onLearn(s.learnt, guards, lbd)
}

// AddClause adds to the learned clauses one that every cover satisfying
// the assumptions guards satisfies, such as one another solver of the
// same problem learned (see Learned). It takes effect from the next
// Solve, and must not be called during one.
func (s *Solver) AddClause(lits, guards []Lit, lbd int) error {
	for _, l := range slices.Concat(lits, guards) {
		if l < 0 || int(l>>1) >= s.nv {
			return fmt.Errorf("xcsat: AddClause: option %d out of range 0..%d", int(l>>1), s.nv-1)
		}
	}
	if len(lits) == 0 && len(guards) == 0 {
		s.broken = true
		return nil
	}
	goff := Lit(-1)
	if len(guards) > 0 {
		for _, a := range guards {
			if s.guardOf[a] < 0 {
				s.guardOf[a] = int32(len(s.guardLit))
				s.guardLit = append(s.guardLit, a)
			}
		}
		w := (len(s.guardLit) + 63) / 64
		goff = Lit(len(s.garena))
		s.garena = append(s.garena, uint64(w))
		s.garena = append(s.garena, make([]uint64, w)...)
		for _, a := range guards {
			g := s.guardOf[a]
			s.garena[int(goff)+1+int(g/64)] |= 1 << (g % 64)
		}
	}
	k := int32(len(s.arena))
	s.arena = append(s.arena, Lit(len(lits)), Lit(max(lbd, 1)), 0, Lit(len(lits)), stIdle, goff)
	s.arena = append(s.arena, lits...)
	s.refs = append(s.refs, k)
	return nil
}

// Require adds a constraint to the problem: every cover found from the
// next Solve on makes one of lits hold. Unlike the clauses of AddClause,
// it need not follow from the items, and it is kept until Reset: with the
// options of each cover found, negated, it makes the next Solve find
// another one, so that covers can be counted.
func (s *Solver) Require(lits []Lit) error {
	if err := s.AddClause(lits, nil, 1); err != nil {
		return err
	}
	if len(lits) > 0 {
		s.arena[s.refs[len(s.refs)-1]+1] = 0 // LBD 0: never cut, never reported
	}
	return nil
}

// Activity returns the activity of option r (how often it took part in
// recent conflicts), relative to the current increment, for SetActivity
// on another solver of a related problem.
func (s *Solver) Activity(r int) float64 { return s.act[r] / s.varInc }

// SetActivity sets the activity of option r, relative to the current
// increment (see Activity), which orders the decisions.
func (s *Solver) SetActivity(r int, a float64) {
	s.act[r] = a * s.varInc
	if i := s.heapIdx[r]; i >= 0 {
		s.heapUp(int(i))
		s.heapDown(int(s.heapIdx[r]))
	}
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

// Prefer sets the value the search tries first for the option of l, when
// it decides on it: true for True(r), false for False(r) (true for every
// option until then). Between restarts the solver keeps the value each
// option had last (phase saving); each Solve and each restart starts from
// the preferred values again. Preferring the values of a known cover
// steers the search towards covers near it.
func (s *Solver) Prefer(l Lit) {
	s.pref[l>>1] = l.IsTrue()
	s.phase[l>>1] = l.IsTrue()
}

// Model returns the options of the cover found by the last Solve that
// answered Satisfiable, in increasing order. The slice is reused by the
// next Solve.
func (s *Solver) Model() []int32 { return s.model }

// value returns the value of literal l: 1 true, -1 false, 0 not set.
func (s *Solver) value(l Lit) int8 {
	a := s.assign[l>>1]
	if l&1 != 0 {
		return -a
	}
	return a
}

// falseLit returns the literal of set variable v that is false.
func (s *Solver) falseLit(v int32) Lit {
	if s.assign[v] > 0 {
		return Lit(2*v + 1)
	}
	return Lit(2 * v)
}

func (s *Solver) decisionLevel() int { return len(s.trailLim) }

func (s *Solver) enqueue(l Lit, r reason) {
	v := l >> 1
	if l&1 == 0 {
		s.assign[v] = 1
	} else {
		s.assign[v] = -1
	}
	s.level[v] = int32(len(s.trailLim))
	s.why[v] = r
	s.trail = append(s.trail, l)
}

// propagate draws every consequence of the literals on the trail not yet
// propagated, by the items and the learned clauses, and returns the first
// constraint found false, if any.
func (s *Solver) propagate() conflict {
	for s.qhead < len(s.trail) {
		l := s.trail[s.qhead]
		s.qhead++
		s.stats.Propagations++
		v := int32(l >> 1)
		items := s.optItems[s.optStart[v]:s.optStart[v+1]]
		if l&1 == 0 {
			// v is in the cover: no other option of its items is.
			for _, c := range items {
				s.itemTrue[c] = v
			}
			for _, c := range items {
				opts := s.itemOpts[s.itemStart[c]:s.itemStart[c+1]]
				for w, m := range s.open[s.openStart[c]:s.openStart[c+1]] {
					for m != 0 {
						r := opts[w*64+bits.TrailingZeros64(m)]
						m &= m - 1
						switch s.assign[r] {
						case 0:
							s.enqueue(Lit(2*r+1), mkReason(kindExcl, int(v)))
						case 1:
							if r != v {
								return conflict{mkReason(kindExcl, int(v)), r}
							}
						}
					}
				}
			}
		} else if s.small {
			// Every item fits in one word: the bits say how many are open.
			pos := s.optPos[s.optStart[v]:s.optStart[v+1]]
			for j, c := range items {
				s.open[c] &^= 1 << pos[j]
			}
			for _, c := range items {
				m := s.open[c]
				if m&(m-1) != 0 || s.itemTrue[c] >= 0 || int(c) >= s.primary {
					continue
				}
				if m == 0 {
					return conflict{mkReason(kindItem, int(c)), -1}
				}
				last := s.itemOpts[s.itemStart[c]+int32(bits.TrailingZeros64(m))]
				if s.assign[last] == 0 {
					s.enqueue(Lit(2*last), mkReason(kindItem, int(c)))
				}
			}
		} else {
			pos := s.optPos[s.optStart[v]:s.optStart[v+1]]
			for j, c := range items {
				k := pos[j]
				s.open[s.openStart[c]+k>>6] &^= 1 << (k & 63)
				s.itemOpen[c]--
			}
			for _, c := range items {
				if s.itemOpen[c] > 1 || s.itemTrue[c] >= 0 || int(c) >= s.primary {
					continue
				}
				// At most one option of c is not false: it must be true.
				if s.itemOpen[c] == 0 {
					return conflict{mkReason(kindItem, int(c)), -1}
				}
				last := s.lastOpen(c)
				switch s.assign[last] {
				case 0:
					s.enqueue(Lit(2*last), mkReason(kindItem, int(c)))
				case -1:
					// False, not propagated yet: its turn will find the
					// item empty.
				}
			}
		}
		if cf := s.propagateClauses(l ^ 1); cf.r != noReason {
			return cf
		}
	}
	return noConflict
}

// propagateClauses visits the learned clauses watching f, which has just
// become false.
func (s *Solver) propagateClauses(f Lit) conflict {
	ws := s.watches[f]
	i, j := 0, 0
	for i < len(ws) {
		w := ws[i]
		i++
		if s.value(w.blocker) > 0 {
			ws[j] = w
			j++
			continue
		}
		lits := s.lits(w.cref)
		if lits[0] == f {
			lits[0], lits[1] = lits[1], f
		}
		first := lits[0]
		if first != w.blocker && s.value(first) > 0 {
			ws[j] = watch{w.cref, first}
			j++
			continue
		}
		moved := false
		core := int(s.arena[w.cref+3])
		for k := 2; k < core; k++ {
			if s.value(lits[k]) >= 0 {
				lits[1], lits[k] = lits[k], f
				s.watches[lits[1]] = append(s.watches[lits[1]], watch{w.cref, first})
				moved = true
				break
			}
		}
		if moved {
			continue
		}
		ws[j] = watch{w.cref, first}
		j++
		if len(s.trailLim) == 0 && s.arena[w.cref+5] >= 0 {
			// It holds only under its guards, made at level 1.
			if s.value(first) < 0 {
				s.guardsFail = true
			} else if s.value(first) == 0 {
				s.arena[w.cref+4] = stUnit
				s.pending = append(s.pending, w.cref)
			}
			continue
		}
		if s.value(first) < 0 {
			j += copy(ws[j:], ws[i:])
			s.watches[f] = ws[:j]
			return conflict{mkReason(kindClause, int(w.cref)), -1}
		}
		s.enqueue(first, mkReason(kindClause, int(w.cref)))
	}
	s.watches[f] = ws[:j]
	return noConflict
}

// cancelUntil undoes every assignment above decision level lvl.
func (s *Solver) cancelUntil(lvl int) {
	if s.decisionLevel() <= lvl {
		return
	}
	s.undo(int(s.trailLim[lvl]))
	s.trailLim = s.trailLim[:lvl]
	if lvl < 1 {
		s.lv1Done = 0
		clear(s.direct)
	}
}

// undo unsets the variables of the trail from position start on.
func (s *Solver) undo(start int) {
	for i := len(s.trail) - 1; i >= start; i-- {
		l := s.trail[i]
		v := l >> 1
		if i < s.qhead {
			items := s.optItems[s.optStart[v]:s.optStart[v+1]]
			if l&1 == 0 {
				for _, c := range items {
					s.itemTrue[c] = -1
				}
			} else if s.small {
				pos := s.optPos[s.optStart[v]:s.optStart[v+1]]
				for j, c := range items {
					s.open[c] |= 1 << pos[j]
				}
			} else {
				pos := s.optPos[s.optStart[v]:s.optStart[v+1]]
				for j, c := range items {
					k := pos[j]
					s.open[s.openStart[c]+k>>6] |= 1 << (k & 63)
					s.itemOpen[c]++
				}
			}
		}
		s.phase[v] = l&1 == 0
		s.assign[v] = 0
		s.why[v] = noReason
		if s.heapIdx[v] < 0 {
			s.heapInsert(int32(v))
		}
	}
	s.trail = s.trail[:start]
	s.qhead = min(s.qhead, start)
}

// lastOpen returns the one option of item c not propagated as false.
func (s *Solver) lastOpen(c int32) int32 {
	for w, m := range s.open[s.openStart[c]:s.openStart[c+1]] {
		if m != 0 {
			return s.itemOpts[s.itemStart[c]+int32(w*64+bits.TrailingZeros64(m))]
		}
	}
	return -1
}

// fillOpen marks every option of every item open.
func (s *Solver) fillOpen() {
	for c := range s.ni {
		n := s.itemStart[c+1] - s.itemStart[c]
		ws := s.open[s.openStart[c]:s.openStart[c+1]]
		for w := range ws {
			ws[w] = ^uint64(0)
			if left := n - int32(w*64); left < 64 {
				ws[w] = 1<<left - 1
			}
		}
	}
}

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

// restartUnit times the terms of the Luby sequence are the numbers of
// conflicts between restarts. A restart also takes the search back to the
// preferred values (see Prefer). The unit, and varDecay below, were tuned
// on the uniqueness checks of 25×25 Sudoku generation
// (docs/performance.md).
const restartUnit = 500

// varDecay is the factor by which the activities of the variables decay at
// each conflict (relatively: the increment grows instead). It is slower
// than the usual 0.95: the checks this solver serves reward a longer
// memory of recent conflicts.
const varDecay = 0.99

// initialMaxLearnts is the number of learned clauses kept before the
// first cut.
const initialMaxLearnts = 8000

// reasonVars returns the variables, other than skip, of the constraint
// described by r and other (see conflict): the literals that made it
// propagate or fail, all false.
func (s *Solver) reasonVars(r reason, other, skip int32) []int32 {
	buf := s.buf[:0]
	switch r.kind() {
	case kindExcl:
		buf = append(buf, r.val())
		if other >= 0 {
			buf = append(buf, other)
		}
	case kindItem:
		c := r.val()
		if s.small && s.alive0 != nil {
			opts := s.itemOpts[s.itemStart[c]:]
			for m := s.alive0[c]; m != 0; m &= m - 1 {
				if o := opts[bits.TrailingZeros64(m)]; o != skip {
					buf = append(buf, o)
				}
			}
			break
		}
		for _, o := range s.itemOpts[s.itemStart[c]:s.itemStart[c+1]] {
			if o != skip {
				buf = append(buf, o)
			}
		}
	case kindClause:
		s.bumpClause(r.val())
		buf = s.clauseVars(buf, r.val(), skip)
	}
	s.buf = buf
	return buf
}

// analyze derives from the conflict a learned clause with one literal of
// the current level (the first unique implication point), left in
// s.learnt with that literal first and the literal of the highest other
// level second. It returns the level to jump back to and the clause's LBD.
func (s *Solver) analyze(cf conflict) (int, int32) {
	cur := int32(s.decisionLevel())
	s.learnt = append(s.learnt[:0], 0)
	pathC := 0
	var p Lit = -1
	idx := len(s.trail) - 1
	r, other, skip := cf.r, cf.other, int32(-1)
	if s.assumed {
		clear(s.acc[:s.asmWords])
		s.gsink = s.acc[:s.asmWords]
	}
	for {
		for _, u := range s.reasonVars(r, other, skip) {
			if s.seen[u] == 0 && s.level[u] > 0 {
				s.bumpVar(u)
				s.seen[u] = 1
				switch {
				case s.level[u] >= cur:
					pathC++
				case s.level[u] == 1 && s.assumed:
					s.lv1 = append(s.lv1, u) // see below
				default:
					s.learnt = append(s.learnt, s.falseLit(u))
				}
			}
		}
		for s.seen[s.trail[idx]>>1] == 0 {
			idx--
		}
		p = s.trail[idx]
		idx--
		skip = int32(p >> 1)
		r, other = s.why[skip], -1
		s.seen[skip] = 0
		pathC--
		if pathC == 0 {
			break
		}
	}
	s.learnt[0] = p ^ 1
	s.gsink = nil

	// Level 1 holds the assumptions and what they imply. A learned clause
	// would keep every literal of level 1 it met (dozens), as none can be
	// resolved away at a lower level; the assumptions they rest on are
	// few, so the clause takes those instead: each literal of level 1
	// carries the set of assumptions it rests on (see lv1Sets), and the
	// clause takes the union of the sets of those it met. A literal of
	// level 1 whose set is in the union is implied by the clause's
	// assumptions, which the minimization below uses.
	s.lvMarked = s.lvMarked[:0]
	s.accReady = false
	s.guarded = false
	if s.assumed {
		s.lv1Sets()
		w := s.asmWords
		acc := s.acc[:w] // holds the guards met already
		for _, u := range s.lv1 {
			for i, x := range s.asm[int(u)*w : int(u)*w+w] {
				acc[i] |= x
			}
			s.lvMarked = append(s.lvMarked, u)
		}
		for i, x := range acc {
			for ; x != 0; x &= x - 1 {
				a := s.guardLit[i*64+bits.TrailingZeros64(x)]
				if v := int32(a >> 1); s.seen[v] == 0 {
					s.seen[v] = 1
					s.lvMarked = append(s.lvMarked, v)
				}
				s.guarded = true
			}
		}
		s.accReady = true
		s.lv1 = s.lv1[:0]
	}

	// Drop the literals implied by others of the clause (recursive
	// minimization), then clear the marks.
	s.toClear = s.toClear[:0]
	var levels uint32
	for _, l := range s.learnt[1:] {
		v := int32(l >> 1)
		s.toClear = append(s.toClear, v)
		levels |= 1 << (s.level[v] & 31)
	}
	j := 1
	for i := 1; i < len(s.learnt); i++ {
		v := int32(s.learnt[i] >> 1)
		if s.why[v] == noReason || !s.redundant(v, levels) {
			s.learnt[j] = s.learnt[i]
			j++
		}
	}
	s.learnt = s.learnt[:j]
	s.shrink()
	s.bumpReasons()
	for _, v := range s.toClear {
		s.seen[v] = 0
	}
	for _, v := range s.lvMarked {
		s.seen[v] = 0
	}

	bt := 0
	if len(s.learnt) == 1 && s.guarded {
		bt = 1
	}
	if len(s.learnt) > 1 {
		max := 1
		for i := 2; i < len(s.learnt); i++ {
			if s.level[s.learnt[i]>>1] > s.level[s.learnt[max]>>1] {
				max = i
			}
		}
		s.learnt[1], s.learnt[max] = s.learnt[max], s.learnt[1]
		bt = int(s.level[s.learnt[1]>>1])
	}
	s.epoch++
	lbd := int32(0)
	for _, l := range s.learnt {
		lv := s.level[l>>1]
		if s.stamp[lv] != s.epoch {
			s.stamp[lv] = s.epoch
			lbd++
		}
	}
	if s.guarded {
		lbd++ // level 1
	}
	return bt, lbd
}

// lv1Sets computes the set of assumptions that each literal of level 1
// not done yet rests on: its own bit for an assumption, the union of its
// reason's sets otherwise.
func (s *Solver) lv1Sets() {
	w := s.asmWords
	end := len(s.trail)
	if s.decisionLevel() > 1 {
		end = int(s.trailLim[1])
	}
	for i := int(s.trailLim[0]) + s.lv1Done; i < end; i++ {
		v := int32(s.trail[i] >> 1)
		set := s.asm[int(v)*w : int(v)*w+w]
		clear(set)
		if s.why[v] == noReason {
			b := s.asmBit[v]
			set[b>>6] |= 1 << (b & 63)
			continue
		}
		r := s.why[v]
		s.gsink = set
		for _, u := range s.reasonVarsQuiet(r, v) {
			if s.level[u] == 1 {
				for k, x := range s.asm[int(u)*w : int(u)*w+w] {
					set[k] |= x
				}
			}
		}
		s.gsink = nil
	}
	s.lv1Done = end - int(s.trailLim[0])
}

// implied reports whether the literal of level 1 of u rests only on
// assumptions of the clause being learned.
func (s *Solver) implied(u int32) bool {
	w := s.asmWords
	return s.inAcc(s.asm[int(u)*w : int(u)*w+w])
}

// inAcc reports whether the set of assumptions set is in the clause's,
// s.acc.
func (s *Solver) inAcc(set []uint64) bool {
	for i, x := range set {
		if x&^s.acc[i] != 0 {
			return false
		}
	}
	return true
}

// reasonVarsQuiet is reasonVars for a variable's own reason, without
// bumping the clause.
func (s *Solver) reasonVarsQuiet(r reason, skip int32) []int32 {
	if r.kind() == kindClause {
		s.buf = s.clauseVars(s.buf[:0], r.val(), skip)
		return s.buf
	}
	return s.reasonVars(r, -1, skip)
}

// clauseVars appends to buf the variables of learned clause k, its
// literals' and its guards' (see guardVars), other than skip.
func (s *Solver) clauseVars(buf []int32, k, skip int32) []int32 {
	for _, l := range s.lits(k) {
		if v := int32(l >> 1); v != skip {
			buf = append(buf, v)
		}
	}
	return s.guardVars(buf, k)
}

// guards returns the guards of learned clause k, or nil.
func (s *Solver) guards(k int32) []uint64 {
	off := s.arena[k+5]
	if off < 0 {
		return nil
	}
	return s.garena[off+1 : off+1+Lit(s.garena[off])]
}

// guardVars appends to buf the variables of the assumptions that clause k
// rests on: in propagation and analysis they are literals of the clause,
// false. When s.gsink is set, the guards made as assumptions of this
// Solve (s.direct), whose sets of assumptions are just themselves, go
// into it as bits instead, a word at a time: a clause rests on a hundred
// assumptions and more.
func (s *Solver) guardVars(buf []int32, k int32) []int32 {
	for i, x := range s.guards(k) {
		if s.gsink != nil {
			d := x & s.direct[i]
			s.gsink[i] |= d
			x &^= d
		}
		for ; x != 0; x &= x - 1 {
			buf = append(buf, int32(s.guardLit[i*64+bits.TrailingZeros64(x)]>>1))
		}
	}
	return buf
}

// redundant reports whether variable v of the learned clause is implied
// by the others: whether every variable of its reason, and of theirs in
// turn, is in the clause (marked seen) or set at level 0. Variables found
// implied stay marked, so that the answer is remembered; levels has bit
// l%32 set for each level l of the clause, a quick way to reject a
// variable of another level.
func (s *Solver) redundant(v int32, levels uint32) bool {
	stack := append(s.stack[:0], v)
	top := len(s.toClear)
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		vars, ok := s.reasonWithin(q, false)
		if !ok {
			return s.notRedundant(top, stack)
		}
		for _, u := range vars {
			if s.seen[u] != 0 || s.level[u] == 0 {
				continue
			}
			if s.level[u] == 1 && s.accReady {
				if s.implied(u) {
					s.seen[u] = 1
					s.toClear = append(s.toClear, u)
					continue
				}
				return s.notRedundant(top, stack)
			}
			if s.why[u] == noReason || levels&(1<<(s.level[u]&31)) == 0 {
				return s.notRedundant(top, stack)
			}
			s.seen[u] = 1
			stack = append(stack, u)
			s.toClear = append(s.toClear, u)
		}
	}
	s.stack = stack
	return true
}

// reasonWithin returns the variables of v's reason other than v (without
// bumping a learned clause, if quiet), and whether the guards made as
// assumptions that the reason rests on are among the clause's, s.acc, once
// analyze has gathered them (accReady); they are not in the slice.
func (s *Solver) reasonWithin(v int32, quiet bool) ([]int32, bool) {
	if s.accReady {
		clear(s.gtmp[:s.asmWords])
		s.gsink = s.gtmp[:s.asmWords]
	}
	var vars []int32
	if quiet {
		vars = s.reasonVarsQuiet(s.why[v], v)
	} else {
		vars = s.reasonVars(s.why[v], -1, v)
	}
	s.gsink = nil
	return vars, !s.accReady || s.inAcc(s.gtmp[:s.asmWords])
}

// notRedundant undoes the marks redundant made from toClear[top:] on, and
// keeps its stack's array; it returns false.
func (s *Solver) notRedundant(top int, stack []int32) bool {
	for _, w := range s.toClear[top:] {
		s.seen[w] = 0
	}
	s.toClear = s.toClear[:top]
	s.stack = stack[:0]
	return false
}

// lits returns the literals of the learned clause at k in the arena.
func (s *Solver) lits(k int32) []Lit {
	n := int32(s.arena[k])
	return s.arena[k+hdr : k+hdr+n]
}

// addLearnt stores s.learnt as a clause and returns its index.
func (s *Solver) addLearnt(lbd int32) int32 {
	k := int32(len(s.arena))
	st := Lit(stWatched)
	if len(s.learnt) == 1 {
		st = stUnit
	}
	goff := Lit(-1)
	if s.guarded {
		goff = Lit(len(s.garena))
		s.garena = append(s.garena, uint64(s.asmWords))
		s.garena = append(s.garena, s.acc[:s.asmWords]...)
	}
	s.arena = append(s.arena, Lit(len(s.learnt)), Lit(lbd), 0, Lit(len(s.learnt)), st, goff)
	s.arena = append(s.arena, s.learnt...)
	s.refs = append(s.refs, k)
	s.bumpClause(k)
	if st == stUnit {
		s.pending = append(s.pending, k)
		return k
	}
	l0, l1 := s.learnt[0], s.learnt[1]
	s.watches[l0] = append(s.watches[l0], watch{k, l1})
	s.watches[l1] = append(s.watches[l1], watch{k, l0})
	return k
}

func (s *Solver) activity(k int32) float32 { return math.Float32frombits(uint32(s.arena[k+2])) }

func (s *Solver) bumpClause(k int32) {
	a := s.activity(k) + s.claInc
	s.arena[k+2] = Lit(math.Float32bits(a))
	if a > 1e20 {
		for _, r := range s.refs {
			s.arena[r+2] = Lit(math.Float32bits(s.activity(r) * 1e-20))
		}
		s.claInc *= 1e-20
	}
}

// reduce deletes about half of the learned clauses, those of highest LBD
// and, among equals, least active, keeping those of LBD 2 or less and
// those that are the reason of a set variable. It then copies the clauses
// kept into the other buffer, and rebuilds the watches and the reasons.
func (s *Solver) reduce() {
	cand := s.buf[:0]
	for _, k := range s.refs {
		if s.arena[k+1] <= 2 {
			continue
		}
		v := s.arena[k+hdr] >> 1
		if s.assign[v] != 0 && s.why[v] == mkReason(kindClause, int(k)) || s.arena[k+4] == stUnit {
			continue // locked
		}
		cand = append(cand, k)
	}
	slices.SortFunc(cand, func(a, b int32) int {
		if la, lb := s.arena[a+1], s.arena[b+1]; la != lb {
			return int(lb - la)
		}
		switch aa, ab := s.activity(a), s.activity(b); {
		case aa < ab:
			return -1
		case aa > ab:
			return 1
		}
		return int(a - b)
	})
	for _, k := range cand[:len(cand)/2] {
		s.arena[k+1] = -1 // deleted
	}
	s.buf = cand[:0]
	// Copy what is kept, leaving in each old header's activity slot the
	// clause's new index.
	next := s.spare[:0]
	gnext := s.gspare[:0]
	refs := s.refs[:0]
	for _, k := range s.refs {
		if s.arena[k+1] < 0 {
			continue
		}
		nk := int32(len(next))
		next = append(next, s.arena[k:k+hdr+int32(s.arena[k])]...)
		if off := s.arena[k+5]; off >= 0 {
			next[nk+5] = Lit(len(gnext))
			gnext = append(gnext, s.garena[off:off+1+Lit(s.garena[off])]...)
		}
		s.arena[k+2] = Lit(nk)
		refs = append(refs, nk)
	}
	s.gspare, s.garena = s.garena, gnext
	for _, l := range s.trail {
		v := l >> 1
		if r := s.why[v]; r != noReason && r.kind() == kindClause {
			s.why[v] = mkReason(kindClause, int(s.arena[r.val()+2]))
		}
	}
	for i, k := range s.pending {
		s.pending[i] = int32(s.arena[k+2])
	}
	s.spare, s.arena, s.refs = s.arena, next, refs
	for l := range s.watches {
		s.watches[l] = s.watches[l][:0]
	}
	for _, k := range s.refs {
		if s.arena[k+4] != stWatched {
			continue
		}
		l0, l1 := s.arena[k+hdr], s.arena[k+hdr+1]
		s.watches[l0] = append(s.watches[l0], watch{k, l1})
		s.watches[l1] = append(s.watches[l1], watch{k, l0})
	}
}

// activate prepares the learned clauses for a Solve under assumptions.
// A clause rests on its guards (see guardLit); when one of them is not
// assumed and not true at level 0, its literal, false under the guard,
// may be anything: a clause whose guard's literal is true (its opposite
// assumed or true at level 0) sits idle for this Solve, which is sound (a
// clause only speeds the search up, and a model is checked against the
// items alone), and one whose guard's literal is open takes it among its
// literals for good. In the others, the literals false at level 0 go
// last, and propagation looks only at the live ones before them, whose
// number is the clause's core for this Solve. A clause with one live
// literal and guards becomes a unit of level 1 (see applyPending); one
// with none says that the assumptions contradict.
func (s *Solver) activate(assumptions []Lit) {
	hold, sat := s.hold[:0], s.sat[:0]
	for g, a := range s.guardLit {
		if g%64 == 0 {
			hold, sat = append(hold, 0), append(sat, 0)
		}
		switch s.value(a) {
		case 1:
			hold[g/64] |= 1 << (g % 64)
		case -1:
			sat[g/64] |= 1 << (g % 64)
		}
	}
	for _, a := range assumptions {
		if g := s.guardOf[a]; g >= 0 {
			hold[g/64] |= 1 << (g % 64)
		}
		if g := s.guardOf[a^1]; g >= 0 {
			sat[g/64] |= 1 << (g % 64)
		}
	}
	s.hold, s.sat = hold, sat
	for l := range s.watches {
		s.watches[l] = s.watches[l][:0]
	}
	s.pending = s.pending[:0]
	s.guardsFail = false
	for _, l := range s.trail {
		s.why[l>>1] = noReason // level 0: no reason is ever needed
	}
	if s.small {
		// The options of each item not false at level 0, for reasonVars.
		if s.alive0 == nil {
			s.alive0 = make([]uint64, s.ni)
		}
		for c := range s.ni {
			var m uint64
			for k, o := range s.itemOpts[s.itemStart[c]:s.itemStart[c+1]] {
				if s.assign[o] >= 0 {
					m |= 1 << k
				}
			}
			s.alive0[c] = m
		}
	}
	refs := s.refs
	for ri, k := range refs {
		st := Lit(stWatched)
		guarded := false
		if gs := s.guards(k); gs != nil {
			var open uint64
			for i, x := range gs {
				if x&sat[i] != 0 {
					st = stIdle
					break
				}
				open |= x &^ hold[i]
			}
			if st == stIdle {
				s.arena[k+4] = stIdle
				continue
			}
			if open != 0 {
				k = s.widen(k)
				refs[ri] = k
			}
			guarded = s.arena[k+5] >= 0
		}
		lits := s.lits(k)
		live := 0
		for i, l := range lits {
			if v := s.value(l); v > 0 {
				st = stIdle // holds for good
				break
			} else if v == 0 {
				lits[live], lits[i] = lits[i], lits[live]
				live++
			}
		}
		s.arena[k+3] = Lit(live)
		switch {
		case st == stIdle:
		case live >= 2:
			l0, l1 := lits[0], lits[1]
			s.watches[l0] = append(s.watches[l0], watch{k, l1})
			s.watches[l1] = append(s.watches[l1], watch{k, l0})
		case live == 1 && guarded:
			st = stUnit
			s.pending = append(s.pending, k)
		case live == 1:
			st = stIdle // a fact at level 0
			s.enqueue(lits[0], noReason)
			if s.propagate().r != noReason {
				s.broken = true
			}
		case guarded:
			st = stIdle
			s.guardsFail = true
		default:
			st = stIdle
			s.broken = true
		}
		s.arena[k+4] = st
	}
}

// widen copies learned clause k to the end of the arena, with the
// literals of its guards that are neither held nor true (see activate)
// among its literals, and returns the copy's index; k is left to the
// next reduce.
func (s *Solver) widen(k int32) int32 {
	gs := s.guards(k)
	nk := int32(len(s.arena))
	s.arena = append(s.arena, s.arena[k:k+hdr+int32(s.arena[k])]...)
	s.arena[k+1] = -1 // deleted
	keep := s.keep[:0]
	for i, x := range gs {
		open := x &^ s.hold[i] &^ s.sat[i]
		for m := open; m != 0; m &= m - 1 {
			s.arena = append(s.arena, s.guardLit[i*64+bits.TrailingZeros64(m)]^1)
		}
		keep = append(keep, x&^open)
	}
	s.keep = keep
	n := len(s.arena) - int(nk) - hdr
	s.arena[nk] = Lit(n)
	s.arena[nk+5] = -1
	for _, x := range keep {
		if x != 0 {
			s.arena[nk+5] = Lit(len(s.garena))
			s.garena = append(s.garena, uint64(len(keep)))
			s.garena = append(s.garena, keep...)
			break
		}
	}
	return nk
}

// applyPending sets, at level 1 once the assumptions are made, the first
// literal of each clause in state stUnit, and reports false if one of
// them is false.
func (s *Solver) applyPending() bool {
	for _, k := range s.pending {
		l := s.arena[k+hdr]
		switch s.value(l) {
		case 0:
			s.enqueue(l, mkReason(kindClause, int(k)))
		case -1:
			return false
		}
	}
	return true
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

// luby returns the i-th term of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ...
func luby(i int) int {
	size, seq := 1, 0
	for size < i+1 {
		seq++
		size = 2*size + 1
	}
	for size-1 != i {
		size = (size - 1) / 2
		seq--
		i %= size
	}
	return 1 << seq
}

// pickBranch returns the unset variable of highest activity, or -1.
func (s *Solver) pickBranch() int32 {
	for len(s.heap) > 0 {
		v := s.heapPop()
		if s.assign[v] == 0 {
			return v
		}
	}
	return -1
}

func (s *Solver) bumpVar(v int32) {
	if s.act[v] += s.varInc; s.act[v] > 1e100 {
		for i := range s.act {
			s.act[i] *= 1e-100
		}
		s.varInc *= 1e-100
	}
	if i := s.heapIdx[v]; i >= 0 {
		s.heapUp(int(i))
	}
}

// The heap of variables by activity, highest first, ties by index.
func (s *Solver) less(a, b int32) bool {
	return s.act[a] > s.act[b] || s.act[a] == s.act[b] && a < b
}

func (s *Solver) heapInsert(v int32) {
	s.heapIdx[v] = int32(len(s.heap))
	s.heap = append(s.heap, v)
	s.heapUp(len(s.heap) - 1)
}

func (s *Solver) heapPop() int32 {
	h := s.heap
	v := h[0]
	last := h[len(h)-1]
	s.heap = h[:len(h)-1]
	s.heapIdx[v] = -1
	if len(s.heap) > 0 {
		s.heap[0] = last
		s.heapIdx[last] = 0
		s.heapDown(0)
	}
	return v
}

func (s *Solver) heapUp(i int) {
	h := s.heap
	v := h[i]
	for i > 0 {
		p := (i - 1) / 2
		if !s.less(v, h[p]) {
			break
		}
		h[i] = h[p]
		s.heapIdx[h[i]] = int32(i)
		i = p
	}
	h[i] = v
	s.heapIdx[v] = int32(i)
}

func (s *Solver) heapDown(i int) {
	h := s.heap
	v := h[i]
	for {
		c := 2*i + 1
		if c >= len(h) {
			break
		}
		if c+1 < len(h) && s.less(h[c+1], h[c]) {
			c++
		}
		if !s.less(h[c], v) {
			break
		}
		h[i] = h[c]
		s.heapIdx[h[i]] = int32(i)
		i = c
	}
	h[i] = v
	s.heapIdx[v] = int32(i)
}

// shrink replaces the literals of the learned clause that share a level
// by the one literal of that level they all rest on, when there is one
// (the level's block UIP, as in Fleury and Biere's "Efficient All-UIP
// Learned Clause Minimization", 2021). The clause is no weaker: each
// literal it loses follows from the one it gains and from literals it
// keeps. It takes out few literals, but the clause then rests on an
// earlier point of those levels and rules out more of the search, which
// saves conflicts.
//
// It runs after the minimization, while s.seen marks (bit 0) the
// variables of the clause and those known implied by it. The literals of
// level 1 under assumptions stand for guards and are not in s.learnt.
func (s *Solver) shrink() {
	if len(s.learnt) < 3 {
		return
	}
	rest := s.learnt[1:]
	slices.SortFunc(rest, func(a, b Lit) int { return int(s.level[b>>1] - s.level[a>>1]) })
	out := s.learnt[:1]
	for i := 0; i < len(rest); {
		lv := s.level[rest[i]>>1]
		j := i + 1
		for j < len(rest) && s.level[rest[j]>>1] == lv {
			j++
		}
		if u, ok := s.blockUIP(lv, rest[i:j]); ok {
			s.shrunk += int64(j - i - 1)
			out = append(out, s.falseLit(u))
			if s.seen[u]&1 == 0 {
				s.seen[u] |= 1
				s.toClear = append(s.toClear, u)
			}
		} else {
			out = append(out, rest[i:j]...)
		}
		i = j
	}
	s.learnt = out
}

// blockUIP looks for the literal of level lv that the literals of group,
// all of that level, rest on: it resolves them back along the trail, in
// the order they were set, until one is left. It gives up when a reason
// names a variable of a lower level that is not in the clause (or level 0,
// or implied by the clause's guards), or a guard the clause lacks; and
// for groups of one literal, for level 1 under assumptions.
func (s *Solver) blockUIP(lv int32, group []Lit) (int32, bool) {
	if len(group) < 2 || lv == 1 && s.assumed {
		return -1, false
	}
	marked := s.marks[:0]
	for _, l := range group {
		v := int32(l >> 1)
		s.seen[v] |= 2
		marked = append(marked, v)
	}
	open := len(group)
	end := len(s.trail)
	if int(lv) < len(s.trailLim) {
		end = int(s.trailLim[lv])
	}
	uip, ok := int32(-1), false
walk:
	for i := end - 1; i >= int(s.trailLim[lv-1]); i-- {
		v := int32(s.trail[i] >> 1)
		if s.seen[v]&2 == 0 {
			continue
		}
		if open == 1 {
			uip, ok = v, true
			break
		}
		open--
		vars, within := s.reasonWithin(v, true)
		if !within {
			break
		}
		for _, u := range vars {
			switch lu := s.level[u]; {
			case lu == lv:
				if s.seen[u]&2 == 0 {
					s.seen[u] |= 2
					marked = append(marked, u)
					open++
				}
			case lu == 0 || s.seen[u]&1 != 0:
			case lu == 1 && s.accReady && s.implied(u):
			default:
				break walk
			}
		}
	}
	for _, v := range marked {
		s.seen[v] &^= 2
	}
	s.marks = marked[:0]
	return uip, ok
}

// bumpReasons raises the activity of the options whose truth set a
// literal of the learned clause false (its reason, when it is an item
// shared with a true option), unless they are in the clause, which
// analyze has bumped already: the options near the conflict, not only
// those in it, are then decided first ("reason-side" bumping, as in
// Kissat). Bumping the options of the other reasons too (the clauses', or
// the items' left with one option) gave more conflicts than this.
func (s *Solver) bumpReasons() {
	marked := s.marks[:0]
	for _, l := range s.learnt {
		r := s.why[l>>1]
		if r == noReason || r.kind() != kindExcl {
			continue
		}
		if u := r.val(); s.level[u] > 0 && s.seen[u] == 0 {
			s.seen[u] = 4
			marked = append(marked, u)
			s.bumpVar(u)
		}
	}
	for _, u := range marked {
		s.seen[u] = 0
	}
	s.marks = marked[:0]
}
