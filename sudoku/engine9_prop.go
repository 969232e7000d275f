package sudoku

import "math/bits"

// propagate brings s to the fixed point of singles and locked candidates
// (see engine9), starting with the cells in e.queue. It reports false at a
// dead end: a cell or a unit-value item left with no option, or a cell
// that two values must take. The queue is empty on return.
func (e *engine9) propagate(s *state9) bool {
	for {
		if !e.singles(s) {
			return false
		}
		if s.left == 0 {
			return true
		}
		ok, more := e.lockedCandidates(s)
		if !ok {
			return false
		}
		if !more {
			return true
		}
	}
}

// placeQueued places the value of each queued cell, removing it from the
// cell's peers; a peer left with one value joins the queue.
func (e *engine9) placeQueued(s *state9) bool {
	for e.nq > 0 {
		e.nq--
		c := int(e.queue[e.nq&127]) & 127
		w, b := c>>6, uint64(1)<<(c&63)
		if s.placed[w&1]&b != 0 {
			continue
		}
		s.placed[w&1] |= b
		s.left--
		v := s.cand[c]
		u := &unitsOf[c]
		s.done[u[0]&31] |= v
		s.done[u[1]&31] |= v
		s.done[u[2]&31] |= v
		// The peers that still hold v lose it.
		d := &s.dig[bits.TrailingZeros16(v)%9]
		pb := &peerBits[c]
		for w := range 2 {
			hit := d[w] & pb[w]
			d[w] &^= hit
			for ; hit != 0; hit &= hit - 1 {
				p := (w<<6 + bits.TrailingZeros64(hit)) & 127
				n := s.cand[p] &^ v
				s.cand[p] = n
				e.dirty |= unitBits[p]
				if n&(n-1) == 0 {
					if n == 0 {
						e.nq = 0
						return false
					}
					e.queue[e.nq&127] = uint8(p)
					e.nq++
				}
			}
		}
	}
	return true
}

// singles places the queued cells, then gives each value with one cell
// left in a unit to that cell, scanning the units changed since their last
// scan (e.dirty), until none is left: the fixed point of naked and hidden
// singles. It reports false at a dead end.
func (e *engine9) singles(s *state9) bool {
	if !e.placeQueued(s) {
		return false
	}
	for e.dirty != 0 {
		u := bits.TrailingZeros32(e.dirty)
		e.dirty &= e.dirty - 1
		cells := &units9[u]
		var once, twice uint16
		for _, c := range cells {
			m := s.cand[c&127]
			twice |= once & m
			once |= m
		}
		if once != all9 {
			return false
		}
		one := once &^ twice &^ s.done[u&31]
		if one == 0 {
			continue
		}
		for _, c := range cells {
			m := s.cand[c&127] & one
			if m == 0 {
				continue
			}
			if m&(m-1) != 0 {
				e.nq = 0
				return false
			}
			s.drop(int(c), s.cand[c&127]&^m)
			s.cand[c&127] = m
			e.dirty |= unitBits[c&127]
			e.queue[e.nq&127] = c
			e.nq++
		}
		if !e.placeQueued(s) {
			return false
		}
	}
	return true
}

// lockedCandidates applies pointing and claiming on every box-line
// intersection (a mini-line of three cells). It reports false at a dead
// end, and more when it removed a value.
func (e *engine9) lockedCandidates(s *state9) (ok, more bool) {
	var rows, cols [27]uint16 // rows[r*3+k]: cells (r, 3k..3k+2); cols[c*3+k]: (3k..3k+2, c)
	for r := 0; r < 9; r++ {
		for k := 0; k < 3; k++ {
			i := r*9 + k*3
			rows[r*3+k] = s.cand[i] | s.cand[i+1] | s.cand[i+2]
			j := k*27 + r
			cols[r*3+k] = s.cand[j] | s.cand[j+9] | s.cand[j+18]
		}
	}
	for line := 0; line < 9; line++ {
		band := line / 3 * 3
		for k := 0; k < 3; k++ {
			// Rows: mini-row (line, k) lies in box (band, k); its line
			// others are the mini-rows (line, k'), its box others the
			// mini-rows (band+i, k), i ≠ line%3.
			m := rows[line*3+k]
			lineRest := rows[line*3+(k+1)%3] | rows[line*3+(k+2)%3]
			boxRest := rows[(band+(line+1)%3)*3+k] | rows[(band+(line+2)%3)*3+k]
			if x := m &^ boxRest & lineRest; x != 0 { // pointing
				for kk := 0; kk < 3; kk++ {
					if kk != k && !e.remove3(s, line*9+kk*3, 1, x, &more) {
						return false, false
					}
				}
			}
			if x := m &^ lineRest & boxRest; x != 0 { // claiming
				for i := band; i < band+3; i++ {
					if i != line && !e.remove3(s, i*9+k*3, 1, x, &more) {
						return false, false
					}
				}
			}
			// Columns, the same by symmetry.
			m = cols[line*3+k]
			lineRest = cols[line*3+(k+1)%3] | cols[line*3+(k+2)%3]
			boxRest = cols[(band+(line+1)%3)*3+k] | cols[(band+(line+2)%3)*3+k]
			if x := m &^ boxRest & lineRest; x != 0 {
				for kk := 0; kk < 3; kk++ {
					if kk != k && !e.remove3(s, kk*27+line, 9, x, &more) {
						return false, false
					}
				}
			}
			if x := m &^ lineRest & boxRest; x != 0 {
				for i := band; i < band+3; i++ {
					if i != line && !e.remove3(s, k*27+i, 9, x, &more) {
						return false, false
					}
				}
			}
		}
	}
	return true, more
}

// remove3 removes the values x from the three cells c, c+step, c+2·step,
// queueing a cell left with one value; it sets *more when it removed one.
func (e *engine9) remove3(s *state9, c, step int, x uint16, more *bool) bool {
	for i := 0; i < 3; i++ {
		m := s.cand[c]
		if m&x != 0 {
			s.drop(c, m&x)
			m &^= x
			s.cand[c] = m
			e.dirty |= unitBits[c]
			*more = true
			if m&(m-1) == 0 {
				if m == 0 {
					e.nq = 0
					return false
				}
				e.queue[e.nq&127] = uint8(c)
				e.nq++
			}
		}
		c += step
	}
	return true
}
