package xcsat

// The decision order: VSIDS activities in a heap, saved and preferred
// phases, and Luby restarts.

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
