package dlx

import (
	"context"
	"fmt"
	"math"
)

// The search of Knuth's DLX3 (TAOCP 7.2.2.1, Algorithm M), for problems
// whose primary items have bounds (Problem.SetBounds). Each primary item
// c has a bound, the number of options with c that may still be chosen,
// and a slack, its upper bound less its lower bound, which does not
// change. An item is covered, as in DLX1, when its bound falls to 0.
//
// The item chosen at a node is the active primary item of least score
// len + min(slack, bound) - bound + 1, the number of branches: one for
// each option that may be the next chosen (the options above it in the
// item's list are then excluded, "tweaked" out of every list), and one,
// the null branch, that chooses no more option of the item when its lower
// bound is met. On ties: the smaller min(slack, bound), then the longer
// list, then the leftmost. A score of 0 or less is a dead end; with no
// active primary item left, the options chosen are a solution.
//
// Nodes and updates are counted as DLX3 counts them: a node for each
// level entered, an update for each item deactivated by a cover and for
// each node taken out of a list (by a cover, a purification or a tweak).

// scoreNone is the score when no primary item is active: a solution.
const scoreNone = math.MaxInt32

// setBounds fills the solver's bounds and slacks from its problem.
func (s *Solver) setBounds() {
	p := s.p
	s.bounded = true
	s.bound = make([]int32, p.nPrim+1)
	s.slack = make([]int32, p.nPrim+1)
	for i := range p.nPrim {
		s.bound[i+1] = p.hi[i]
		s.slack[i+1] = p.hi[i] - p.lo[i]
	}
}

// chooseBounded returns the item to branch on and its score (see above),
// or scoreNone when no primary item is active.
func (s *Solver) chooseBounded() (best, score int32) {
	items, nodes := s.items, s.nodes
	score = scoreNone
	bestS, bestL := int32(0), int32(0)
	m := int64(1)
	for k := items[0].next; k != 0; k = items[k].next {
		m += 2
		sl, b, l := s.slack[k], s.bound[k], nodes[k].itm
		sl = min(sl, b)
		t := l + sl - b + 1
		if t < score || (t == score && (sl < bestS || (sl == bestS && l > bestL))) {
			best, score, bestS, bestL = k, t, sl, l
		}
	}
	s.memsB += m
	return best, score
}

// tweak takes node n, the first of its item's list, out of that list and,
// when block is set, every other node of its option out of theirs.
func (s *Solver) tweak(n int32, block bool) {
	nodes := s.nodes
	nn := n
	if block {
		nn = n + 1
	}
	upd, m := int64(0), int64(0)
	for {
		x := &nodes[nn]
		if x.color >= 0 {
			cc := x.itm
			if cc <= 0 {
				nn = x.up
				m += 2
				continue
			}
			u, d := x.up, x.down
			nodes[u].down = d
			nodes[d].up = u
			nodes[cc].itm--
			upd++
		} else {
			m++
		}
		if nn == n {
			break
		}
		nn++
	}
	s.stats.Updates += upd
	s.memsB += m + 6*upd
}

// untweak undoes the tweaks of item c's options from x, its first
// option before them, on; with unblock false (the item was covered when
// chosen, its options tweaked out of its own list only) it then uncovers
// c.
func (s *Solver) untweak(c, x int32, unblock bool) {
	nodes := s.nodes
	z := nodes[c].down
	nodes[c].down = x
	k, m := int32(0), int64(3)
	qq := c
	for rr := x; rr != z; qq, rr = rr, nodes[rr].down {
		nodes[rr].up = qq
		k++
		m += 2
		if !unblock {
			continue
		}
		for nn := rr + 1; nn != rr; {
			y := &nodes[nn]
			if y.color < 0 {
				m++
				nn++
				continue
			}
			cc := y.itm
			if cc <= 0 {
				nn = y.up
				m += 2
				continue
			}
			nodes[y.up].down = nn
			nodes[y.down].up = nn
			nodes[cc].itm++
			m += 6
			nn++
		}
	}
	nodes[z].up = qq
	nodes[c].itm += k
	s.memsB += m
	if !unblock {
		s.uncover(c) // c is active again already: relinking it changes nothing
	}
}

// commitBounded covers or partly covers the items of the option of node
// x other than x's own: a primary item's bound goes down, and the item
// is covered at 0.
func (s *Solver) commitBounded(x int32) {
	nodes := s.nodes
	m := int64(1)
	for pp := x + 1; pp != x; {
		m++
		y := &nodes[pp]
		cc := y.itm
		if cc <= 0 {
			pp = y.up
			m++
			continue
		}
		switch {
		case cc <= s.nPrim:
			m += 2
			s.bound[cc]--
			if s.bound[cc] == 0 {
				s.cover(cc)
			}
		case y.color == 0:
			s.cover(cc)
		case y.color > 0:
			s.purify(pp)
		}
		pp++
	}
	s.memsB += m
}

// uncommitBounded undoes commitBounded(x), in reverse order.
func (s *Solver) uncommitBounded(x int32) {
	nodes := s.nodes
	m := int64(1)
	for pp := x - 1; pp != x; {
		m++
		y := &nodes[pp]
		cc := y.itm
		if cc <= 0 {
			pp = y.down
			m++
			continue
		}
		switch {
		case cc <= s.nPrim:
			m += 2
			if s.bound[cc] == 0 {
				s.uncover(cc)
			}
			s.bound[cc]++
		case y.color == 0:
			s.uncover(cc)
		case y.color > 0:
			s.unpurify(pp)
		}
		pp--
	}
	s.memsB += m
}

// deactivate takes primary item c out of the active list, and activate
// puts it back.
func (s *Solver) deactivate(c int32) {
	items := s.items
	l, r := items[c].prev, items[c].next
	items[l].next = r
	items[r].prev = l
	s.memsB += 3
}

func (s *Solver) activate(c int32) {
	items := s.items
	l, r := items[c].prev, items[c].next
	items[l].next = c
	items[r].prev = c
	s.memsB += 3
}

// restoreBounded undoes, at the given level, the choice of item best: its
// cover or its tweaks, and its bound.
func (s *Solver) restoreBounded(level, best int32) {
	if s.bound[best] == 0 && s.slack[best] == 0 {
		s.uncover(best)
	} else {
		s.untweak(best, s.tweak0[level], s.bound[best] != 0)
	}
	s.bound[best]++
	s.memsB += 4
}

// searchBounded is search for a problem with bounds: the loop of DLX3.
func (s *Solver) searchBounded(ctx context.Context, visit func(sol []int) bool, limit int64) error {
	var done <-chan struct{}
	if ctx != nil {
		done = ctx.Done()
	}
	nodes := s.nodes
	nItems := int32(s.p.nItems)
	every := s.startTicks()
	nextTick := every
	var level, best, cur, score int32
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
				goto unwind
			default:
			}
		}
		if s.opt.Progress != nil && s.stats.Updates >= s.progNext {
			s.progNext = s.stats.Updates + s.progEvery
			s.opt.Progress(s.progressBounded(level))
		}
	}
	if s.opt.MaxNodes > 0 && s.stats.Nodes > s.opt.MaxNodes {
		s.stats.Nodes--
		s.err = ErrNodeLimit
		goto unwind
	}
	best, score = s.chooseBounded()
	if score <= 0 {
		goto backdown
	}
	if score == scoreNone {
		s.stats.Solutions++
		if visit != nil {
			if !visit(s.solutionBounded(level)) {
				goto unwind
			}
		} else if s.stats.Solutions == limit {
			goto unwind
		}
		goto backdown
	}
	if int(level) >= len(s.choice) {
		s.growLevels(2 * len(s.choice))
	}
	s.score[level] = score
	cur = nodes[best].down
	s.choice[level] = cur
	s.bound[best]--
	s.memsB += 3
	if s.bound[best] == 0 && s.slack[best] == 0 {
		s.tweak0[level] = 0
		s.cover(best)
	} else {
		s.tweak0[level] = cur
		s.memsB++
		if s.bound[best] == 0 {
			s.cover(best)
		}
	}

advance:
	s.memsB++
	if s.bound[best] == 0 && s.slack[best] == 0 {
		if cur == best {
			goto backup
		}
	} else if s.memsB += 2; nodes[best].itm <= s.bound[best]-s.slack[best] {
		goto backup
	} else if cur != best {
		s.tweak(cur, s.bound[best] != 0)
	} else if s.bound[best] != 0 {
		s.deactivate(best) // the null branch
	}
	if cur > nItems {
		s.commitBounded(cur)
	}
	level++
	goto forward

backup:
	s.restoreBounded(level, best)
backdown:
	if level == 0 {
		s.stats.Mems = s.memsB + 2*s.memsF
		return s.err
	}
	level--
	cur = s.choice[level]
	s.memsB += 2
	if cur <= nItems {
		best = cur // the null branch
		s.activate(best)
		goto backup
	}
	best = nodes[cur].itm
	s.uncommitBounded(cur)
	cur = nodes[cur].down
	s.choice[level] = cur
	s.memsB += 2
	goto advance

unwind:
	// Stopped at the start of a level: undo the levels below it.
	for level > 0 {
		level--
		cur = s.choice[level]
		if cur <= nItems {
			best = cur
			s.activate(best)
		} else {
			best = nodes[cur].itm
			s.uncommitBounded(cur)
		}
		s.restoreBounded(level, best)
	}
	s.stats.Mems = s.memsB + 2*s.memsF
	return s.err
}

// solutionBounded fills s.sol with the forced options and the options
// chosen at levels 0..level-1 (the null branches choose none).
func (s *Solver) solutionBounded(level int32) []int {
	sol := s.sol[:0]
	nodes := s.nodes
	nItems := int32(s.p.nItems)
	for _, x := range s.forced {
		for nodes[x].itm > 0 {
			x++
		}
		sol = append(sol, int(-nodes[x].itm)-1)
	}
	for l := range level {
		x := s.choice[l]
		if x <= nItems {
			continue
		}
		for nodes[x].itm > 0 {
			x--
		}
		sol = append(sol, int(-nodes[x].itm))
	}
	s.sol = sol
	return sol
}

// progressBounded is progressAt for the bounded search: at each level,
// the branch taken (its position from the first option before the
// tweaks, the null branch last) of the level's score.
func (s *Solver) progressBounded(level int32) Progress {
	nodes := s.nodes
	path := s.path[:0]
	f, fd := 0.0, 1.0
	for l := range level {
		x := s.choice[l]
		c := x
		if x > int32(s.p.nItems) {
			c = nodes[x].itm
		}
		start := nodes[c].down
		if s.tweak0[l] != 0 {
			start = s.tweak0[l]
		}
		d := int(s.score[l])
		k := 1
		for p := start; p != x && p != c; p = nodes[p].down {
			k++
		}
		k = min(k, d)
		fd *= float64(d)
		f += float64(k-1) / fd
		path = append(path, Step{K: k, D: d})
	}
	s.path = path
	return Progress{Stats: s.stats, Path: path, Fraction: f + 0.5/fd}
}

// forceBounded is Force for a problem with bounds: the option is taken
// out of every list, so that it is not chosen again, and each of its
// primary items has its bound lowered, covered at 0.
func (s *Solver) forceBounded(k int) error {
	start := s.p.optStart[k]
	nodes := s.nodes
	for x := start; nodes[x].itm > 0; x++ {
		it, c := nodes[x].itm, s.p.nodes[x].color
		ok := false
		switch st := s.state[it]; {
		case it <= s.nPrim:
			ok = s.bound[it] > 0
		case st == 0:
			ok = true
		case c > 0 && st == c:
			ok = true
		}
		if !ok {
			return fmt.Errorf("%w: option %d, item %d", ErrConflict, k, it-1)
		}
	}
	s.tweak(start, true)
	for x := start; nodes[x].itm > 0; x++ {
		it, c := nodes[x].itm, s.p.nodes[x].color
		switch {
		case it <= s.nPrim:
			s.bound[it]--
			if s.bound[it] == 0 {
				s.cover(it)
			}
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

// releaseBounded is Release for a problem with bounds.
func (s *Solver) releaseBounded() {
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
			case it <= s.nPrim:
				if s.bound[it] == 0 {
					s.uncover(it)
				}
				s.bound[it]++
			case c == 0:
				s.uncover(it)
				s.state[it] = 0
			case nodes[x].color > 0: // this option purified the item
				s.unpurify(x)
				s.state[it] = 0
			}
		}
		for x := end - 1; x >= start; x-- {
			if y := &nodes[x]; y.color >= 0 {
				nodes[y.up].down = x
				nodes[y.down].up = x
				nodes[y.itm].itm++
			}
		}
	}
	s.forced = s.forced[:0]
}
