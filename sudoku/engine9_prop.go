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
//
// The masks of a line's three mini-lines are packed in one word, a 16-bit
// lane each (lane k: the mini-line in the line's k-th box), so that the
// tests of a line's three intersections take a few word operations: lane
// k's line rest is the word rotated by one and by two lanes, its box rest
// the words of the other two lines of the band (or stack).
func (e *engine9) lockedCandidates(s *state9) (ok, more bool) {
	var rows, cols [9]uint64
	c := &s.cand
	for r := 0; r < 9; r++ {
		i := r * 9
		rows[r] = uint64(c[i]|c[i+1]|c[i+2]) | uint64(c[i+3]|c[i+4]|c[i+5])<<16 |
			uint64(c[i+6]|c[i+7]|c[i+8])<<32
		cols[r] = uint64(c[r]|c[r+9]|c[r+18]) | uint64(c[r+27]|c[r+36]|c[r+45])<<16 |
			uint64(c[r+54]|c[r+63]|c[r+72])<<32
	}
	for line := 0; line < 9; line++ {
		band := line / 3 * 3
		for _, col := range [2]bool{false, true} {
			ls := &rows
			if col {
				ls = &cols
			}
			x := ls[line]
			const lanes = 1<<48 - 1
			lineRest := (x>>16 | x<<32 | x>>32 | x<<16) & lanes
			boxRest := ls[band+(line+1)%3] | ls[band+(line+2)%3]
			point := x &^ boxRest & lineRest
			claim := x &^ lineRest & boxRest
			if point|claim != 0 && !e.lockedLine(s, line, col, point, claim, &more) {
				return false, false
			}
		}
	}
	return true, more
}

// lockedLine removes, for each lane k of row (or column, when col) line,
// the values point[k] from the line's other two mini-lines and claim[k]
// from the other mini-lines of box k.
func (e *engine9) lockedLine(s *state9, line int, col bool, point, claim uint64, more *bool) bool {
	band := line / 3 * 3
	for k := 0; k < 3; k++ {
		p, q := uint16(point>>(16*k)), uint16(claim>>(16*k))
		for kk := 0; kk < 3 && p != 0; kk++ {
			if kk != k && !e.remove3(s, miniStart(line, kk, col), miniStep(col), p, more) {
				return false
			}
		}
		for i := band; i < band+3 && q != 0; i++ {
			if i != line && !e.remove3(s, miniStart(i, k, col), miniStep(col), q, more) {
				return false
			}
		}
	}
	return true
}

// miniStart is the first cell of the mini-line of row (column, when col)
// line in its k-th box; miniStep the step to its next cell.
func miniStart(line, k int, col bool) int {
	if col {
		return k*27 + line
	}
	return line*9 + k*3
}

func miniStep(col bool) int {
	if col {
		return 9
	}
	return 1
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
