package dlx

import "unsafe"

// The link operations of Algorithm X with colors (Knuth's DLX2).
//
// Updates are counted as Knuth counts them: one for each item removed from
// the active list and one for each node removed from an item's list. Mems
// (memory accesses to an octabyte, Knuth's measure of running time) are
// counted as his programs count them, but not one by one: an operation adds
// what his code would spend on it, and the undoing operations add nothing
// at all, because undoing costs what doing did (see Solver.mems).
//
// cover and uncover run the loops of hide and unhide themselves, so that
// the innermost loop is not a call, and look nodes up with at, without
// bounds checks; hide and unhide serve purify and unpurify. A problem
// without colors takes loops that never look at a node's color, as DLX1.

// at returns the node of index i in the node array that starts at nd.
//
// It skips the bounds check of nodes[i], which costs a tenth of the time
// of a search. It is safe because every index it is given was read from
// the links (up, down or itm of a node) or is the neighbour of an option's
// node within its option (the spacers bound each option), and the links
// only ever hold indices of the array: NewProblem and AddOption make them
// so and each link operation keeps them so. The tests run these loops
// under the race detector, which checks unsafe pointer arithmetic.
func at(nd unsafe.Pointer, i int32) *node {
	return (*node)(unsafe.Add(nd, uintptr(uint32(i))*unsafe.Sizeof(node{})))
}

// cover removes item c from the list of active items and hides every
// option that contains it.
//
// A solver that tracks items without options calls coverTracking instead
// (the callers choose, so that cover calls nothing).
func (s *Solver) cover(c int32) {
	items, nd := s.items, unsafe.Pointer(unsafe.SliceData(s.nodes))
	l, r := items[c].prev, items[c].next
	items[l].next = r
	items[r].prev = l
	h := at(nd, c)
	upd, neg := int64(0), int64(0)
	if s.plain {
		// No colors: no node is ever marked, as in DLX1.
		for rr := h.down; rr != c; rr = at(nd, rr).down {
			for nn := rr + 1; nn != rr; {
				x := at(nd, nn)
				cc := x.itm
				if cc <= 0 {
					nn = x.up
					continue
				}
				u, d := x.up, x.down
				at(nd, u).down = d
				at(nd, d).up = u
				at(nd, cc).itm--
				upd++
				nn++
			}
		}
	} else {
		for rr := h.down; rr != c; rr = at(nd, rr).down {
			for nn := rr + 1; nn != rr; {
				x := at(nd, nn)
				cc := x.itm
				if cc <= 0 {
					nn = x.up
					continue
				}
				if x.color >= 0 {
					u, d := x.up, x.down
					at(nd, u).down = d
					at(nd, d).up = u
					at(nd, cc).itm--
					upd++
				} else {
					neg++
				}
				nn++
			}
		}
	}
	s.stats.Updates += upd + 1
	// Knuth's cover: 3 mems to unlink c, 1+L to walk its L options, 2
	// for each option's spacer, 6 for each node hidden, 1 for each node
	// passed over because it is marked.
	s.memsF += 4 + 3*int64(h.itm) + 6*upd + neg
}

// uncover undoes cover(c), in exactly the reverse order.
func (s *Solver) uncover(c int32) {
	items, nd := s.items, unsafe.Pointer(unsafe.SliceData(s.nodes))
	if s.plain {
		for rr := at(nd, c).up; rr != c; rr = at(nd, rr).up {
			for nn := rr - 1; nn != rr; {
				x := at(nd, nn)
				cc := x.itm
				if cc <= 0 {
					nn = x.down
					continue
				}
				u, d := x.up, x.down
				at(nd, u).down = nn
				at(nd, d).up = nn
				at(nd, cc).itm++
				nn--
			}
		}
	} else {
		for rr := at(nd, c).up; rr != c; rr = at(nd, rr).up {
			for nn := rr - 1; nn != rr; {
				x := at(nd, nn)
				cc := x.itm
				if cc <= 0 {
					nn = x.down
					continue
				}
				if x.color >= 0 {
					u, d := x.up, x.down
					at(nd, u).down = nn
					at(nd, d).up = nn
					at(nd, cc).itm++
				}
				nn--
			}
		}
	}
	l, r := items[c].prev, items[c].next
	items[l].next = c
	items[r].prev = c
}

// hide removes the nodes of option rr, other than rr itself, from their
// items' lists.
func (s *Solver) hide(rr int32) {
	nodes := s.nodes
	upd, neg := int64(0), int64(0)
	for nn := rr + 1; nn != rr; {
		x := &nodes[nn]
		cc := x.itm
		if cc <= 0 {
			nn = x.up
			continue
		}
		if x.color >= 0 {
			u, d := x.up, x.down
			nodes[u].down = d
			nodes[d].up = u
			nodes[cc].itm--
			if s.track && nodes[cc].itm == 0 && cc <= s.nPrim {
				s.zeros++
			}
			upd++
		} else {
			neg++
		}
		nn++
	}
	s.stats.Updates += upd
	s.memsF += 2 + 6*upd + neg
}

// unhide undoes hide(rr).
func (s *Solver) unhide(rr int32) {
	nodes := s.nodes
	for nn := rr - 1; nn != rr; {
		x := &nodes[nn]
		cc := x.itm
		if cc <= 0 {
			nn = x.down
			continue
		}
		if x.color >= 0 {
			u, d := x.up, x.down
			nodes[u].down = nn
			nodes[d].up = nn
			if s.track && nodes[cc].itm == 0 && cc <= s.nPrim {
				s.zeros--
			}
			nodes[cc].itm++
		}
		nn--
	}
}

// coverTracking is cover for a solver that keeps s.zeros, the number of
// active primary items without options. The option hidden is visible, so
// its items are all active (the options of an item are hidden from every
// other list when it is covered): a primary one left with no option
// counts in s.zeros.
func (s *Solver) coverTracking(c int32) {
	items, nodes := s.items, s.nodes
	l, r := items[c].prev, items[c].next
	items[l].next = r
	items[r].prev = l
	if nodes[c].itm == 0 && c <= s.nPrim {
		s.zeros-- // no longer active
	}
	s.stats.Updates++
	s.memsF += 4 + int64(nodes[c].itm)
	for rr := nodes[c].down; rr != c; rr = nodes[rr].down {
		s.hide(rr)
	}
}

// uncoverTracking undoes coverTracking(c).
func (s *Solver) uncoverTracking(c int32) {
	items, nodes := s.items, s.nodes
	for rr := nodes[c].up; rr != c; rr = nodes[rr].up {
		s.unhide(rr)
	}
	l, r := items[c].prev, items[c].next
	items[l].next = c
	items[r].prev = c
	if nodes[c].itm == 0 && c <= s.nPrim {
		s.zeros++
	}
}

// purify handles a secondary item given a color by the chosen node p: the
// options that give the item another color (or none) are hidden, and those
// that give it the same color are marked (color -1) so that they neither
// cover nor purify it again.
func (s *Solver) purify(p int32) {
	nodes := s.nodes
	c, x := nodes[p].itm, nodes[p].color
	// Knuth's purify: 1 mem for p's item and color, 1+K to walk the item's
	// K options, 1 to look at each one's color, 1 to mark it or what hide
	// counts.
	s.memsF += 2 + 2*int64(nodes[c].itm)
	for rr := nodes[c].down; rr != c; rr = nodes[rr].down {
		if nodes[rr].color != x {
			s.hide(rr)
		} else if rr != p {
			nodes[rr].color = -1
			s.memsF++
		}
	}
}

// unpurify undoes purify(p).
func (s *Solver) unpurify(p int32) {
	nodes := s.nodes
	c, x := nodes[p].itm, nodes[p].color
	for rr := nodes[c].up; rr != c; rr = nodes[rr].up {
		if nodes[rr].color < 0 {
			nodes[rr].color = x
		} else if rr != p {
			s.unhide(rr)
		}
	}
}

// commitOthers covers (or purifies) the items of the option of node x
// other than x's own item, when that option is chosen. It returns the
// mems of Knuth's loop: one for each node, two for the spacer.
func (s *Solver) commitOthers(x int32) int64 {
	nd := unsafe.Pointer(unsafe.SliceData(s.nodes))
	n := int64(1)
	for pp := x + 1; pp != x; {
		n++
		y := at(nd, pp)
		cc := y.itm
		if cc <= 0 {
			pp = y.up
			continue
		}
		if c := y.color; c == 0 {
			if s.track {
				s.coverTracking(cc)
			} else {
				s.cover(cc)
			}
		} else if c > 0 {
			s.purify(pp)
		}
		pp++
	}
	return n
}

// uncommitOthers undoes commitOthers(x), in reverse order, and returns
// the mems of Knuth's loop.
func (s *Solver) uncommitOthers(x int32) int64 {
	nd := unsafe.Pointer(unsafe.SliceData(s.nodes))
	n := int64(1)
	for pp := x - 1; pp != x; {
		n++
		y := at(nd, pp)
		cc := y.itm
		if cc <= 0 {
			pp = y.down
			continue
		}
		if c := y.color; c == 0 {
			if s.track {
				s.uncoverTracking(cc)
			} else {
				s.uncover(cc)
			}
		} else if c > 0 {
			s.unpurify(pp)
		}
		pp--
	}
	return n
}
