package rate

// This file keeps what the techniques of a stalled branch conclude (see
// seAdvance), state by state. A stalled branch's state is its candidates
// rem, within the state of the board the step starts from: the
// techniques run on that state alone, and the parents of what they
// conclude are taken from the board's candidates and rem alone, so a
// state reached again (by the branch of another rule or another level of
// the same step, or by another branch) concludes the same nodes with the
// same parents (those of an inner chain's conclusion count what the
// conclusions before it removed: seStoreFound). The memo holds them while
// the board's state stays the same (seMemoFor, at the start of each group
// of rules, clears it when the state changes).
//
// The inner chains of a level (seInner) come in stages: the forcing
// chains (from level 2), the cell and region forcing chains (from level
// 3), the dynamic ones (level 4 and 5, which differ). The first stage
// that concludes anything gives the result, so what a state's stages
// gave at one level answers for another where the stages agree.

// seMemoMax is the most states a memo holds: past it, states are not
// kept (the result is the same, only computed again).
const seMemoMax = 1 << 15

// seMemoRef is a list of conclusions at nodes[off : off+n] (see
// seApply); n is -1 when the list is not known yet.
type seMemoRef struct{ off, n int32 }

var seMemoNone = seMemoRef{n: -1}

// seMemoEntry is what is known of one state.
type seMemoEntry struct {
	next int32 // the next entry of the same hash, or -1
	// tech: the conclusions of the first of seAdvancedTechs that
	// concludes anything; techFound reports there was one.
	tech      seMemoRef
	techFound bool
	// static is the stage (1 or 2) of the static inner chains that
	// concluded staticRes; 0 when both stages are known to conclude
	// nothing, -1 when nothing is known, -2 when only the first stage is
	// known to conclude nothing.
	static    int8
	staticRes seMemoRef
	// dyn[level-4]: the dynamic stage's conclusions at levels 4 and 5.
	dyn [2]seMemoRef
}

// seMemo is the memo of one board's stalled states.
type seMemo struct {
	index   map[uint64]int32 // hash of rem: the first entry
	entries []seMemoEntry
	rems    []uint32 // entry i's rem at rems[i*ncell : (i+1)*ncell]
	// nodes holds the lists of conclusions: groups of a count k, k
	// parents, a count m and m pairs (node, nest).
	nodes []int32
}

// clear forgets every state.
func (m *seMemo) clear() {
	clear(m.index)
	m.entries = m.entries[:0]
	m.rems = m.rems[:0]
	m.nodes = m.nodes[:0]
}

// seHashRem hashes a branch's candidates.
func seHashRem(rem []uint32) uint64 {
	h := uint64(14695981039346656037)
	for _, x := range rem {
		h = (h ^ uint64(x)) * 1099511628211
	}
	return h ^ h>>29
}

// entry returns the index of the entry of state rem, added if new, or
// -1 when the memo is full.
func (m *seMemo) entry(rem []uint32) int {
	if m.index == nil {
		m.index = make(map[uint64]int32)
	}
	nc := len(rem)
	h := seHashRem(rem)
	first, ok := m.index[h]
	if ok {
		for i := first; i >= 0; i = m.entries[i].next {
			if equalRem(m.rems[int(i)*nc:(int(i)+1)*nc], rem) {
				return int(i)
			}
		}
	}
	if len(m.entries) >= seMemoMax {
		return -1
	}
	next := int32(-1)
	if ok {
		next = first
	}
	i := len(m.entries)
	m.entries = append(m.entries, seMemoEntry{next: next, tech: seMemoNone, static: -1,
		staticRes: seMemoNone, dyn: [2]seMemoRef{seMemoNone, seMemoNone}})
	m.rems = append(m.rems, rem...)
	m.index[h] = int32(i)
	return i
}

func equalRem(a, b []uint32) bool {
	for i, x := range a {
		if b[i] != x {
			return false
		}
	}
	return true
}

// group appends a group of conclusions: the nodes ys with nest, all with
// parents.
func (m *seMemo) group(parents []int32, nest int32, ys ...int32) {
	m.nodes = append(m.nodes, int32(len(parents)))
	m.nodes = append(m.nodes, parents...)
	m.nodes = append(m.nodes, int32(len(ys)))
	for _, y := range ys {
		m.nodes = append(m.nodes, y, nest)
	}
}

// seApply adds to branch br, in order, the conclusions of list r that
// it has not reached, and turns off the candidates of those off; it
// reports a contradiction.
func (b *board) seApply(br *seBranch, m *seMemo, r seMemoRef) bool {
	l := m.nodes[r.off : r.off+r.n]
	for len(l) > 0 {
		k := int(l[0])
		parents := l[1 : 1+k]
		ny := int(l[1+k])
		ys := l[2+k : 2+k+2*ny]
		l = l[2+k+2*ny:]
		for j := 0; j < len(ys); j += 2 {
			y := int(ys[j])
			if br.reached(y) {
				continue
			}
			if b.seAddWith(br, y, parents, ys[j+1]) {
				return true
			}
			if y&1 == 0 {
				b.seTurnOff(br, y>>1)
			}
		}
	}
	return false
}

// seMemoFor clears the memo when the state of the board (its values,
// givens and candidates) is not the one it was kept for.
func (b *board) seMemoFor(s *seScratch) {
	nc := b.ncell
	f := s.memoFor
	same := len(f) == 2*nc && equalRem(f[:nc], b.cand[:nc])
	for c := 0; same && c < nc; c++ {
		same = f[nc+c] == seCellTag(b, c)
	}
	if same {
		return
	}
	f = append(f[:0], b.cand[:nc]...)
	for c := range nc {
		f = append(f, seCellTag(b, c))
	}
	s.memoFor = f
	s.memo.clear()
}

// seCellTag is cell c's value and whether it is a given.
func seCellTag(b *board, c int) uint32 {
	t := uint32(b.val[c])
	if b.given[c] {
		t |= 1 << 8
	}
	return t
}
