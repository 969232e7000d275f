package baseline

import "math/bits"

// arcs runs AC-3 (Mackworth's arc consistency algorithm) on the
// constraints "the values of two peers differ". An arc (i, j) is the
// peer j of the cell i, numbered i·np + k when j is the cell i's k-th
// peer; revising it removes from the domain of i the value of j when j
// has only one value left, which is all that an inequality can rule out.
type arcs struct {
	rev   []int32 // rev[a]: the arc (j, i) of the arc a = (i, j)
	queue []int32 // a ring of arcs to revise
	inQ   []bool  // inQ[a]: the arc a is in the queue
}

// init builds the reverse arcs of the Solver's peer lists.
func (a *arcs) init(s *Solver) {
	n := s.cells * s.np
	a.rev = make([]int32, n)
	a.queue = make([]int32, n)
	a.inQ = make([]bool, n)
	for i := range s.cells {
		for k, j := range s.peers[i*s.np : (i+1)*s.np] {
			for kk, p := range s.peers[int(j)*s.np : (int(j)+1)*s.np] {
				if int(p) == i {
					a.rev[i*s.np+k] = j*int32(s.np) + int32(kk)
					break
				}
			}
		}
	}
}

// run makes the Solver's domains arc consistent, starting from every arc.
// It reports false when a domain becomes empty: the board has no
// solution. A given's domain is its value; an empty cell's starts full.
// It costs O(arcs·N) at most, each arc going back into the queue only
// when the domain of its far end shrinks.
func (a *arcs) run(s *Solver) bool {
	np := s.np
	n := len(a.queue)
	head, size := 0, n
	for i := range n {
		a.queue[i] = int32(i)
		a.inQ[i] = true
	}
	for size > 0 {
		arc := int(a.queue[head])
		head++
		if head == n {
			head = 0
		}
		size--
		a.inQ[arc] = false
		i, j := arc/np, s.peers[arc]
		dj := s.dom[j]
		if bits.OnesCount32(dj) != 1 || s.dom[i]&dj == 0 {
			continue
		}
		s.dom[i] &^= dj
		if s.dom[i] == 0 {
			return false
		}
		// The domain of i shrank: revise every arc (k, i) again, but
		// (j, i), whose support j lost nothing.
		for k := i * np; k < (i+1)*np; k++ {
			back := a.rev[k]
			if s.peers[k] == j || a.inQ[back] {
				continue
			}
			a.inQ[back] = true
			tail := head + size
			if tail >= n {
				tail -= n
			}
			a.queue[tail] = back
			size++
		}
	}
	return true
}
