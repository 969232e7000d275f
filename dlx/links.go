package dlx

// The four link operations of Algorithm X with colors (Knuth's DLX2).
// Updates are counted as Knuth counts them: one for each item removed from
// the active list and one for each node removed from an item's list.

// cover removes item c from the list of active items and hides every
// option that contains it.
func (s *Solver) cover(c int32) {
	items, nodes := s.items, s.nodes
	l, r := items[c].prev, items[c].next
	items[l].next = r
	items[r].prev = l
	if nodes[c].itm == 0 && c <= s.nPrim {
		s.zeros-- // no longer active
	}
	s.stats.Updates++
	for rr := nodes[c].down; rr != c; rr = nodes[rr].down {
		s.hide(rr)
	}
}

// uncover undoes cover(c), in exactly the reverse order.
func (s *Solver) uncover(c int32) {
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

// hide removes the nodes of option rr, other than rr itself, from their
// items' lists. The option is visible, so its items are all active (the
// options of an item are hidden from every other list when it is
// covered): a primary one left without options counts in s.zeros.
func (s *Solver) hide(rr int32) {
	nodes := s.nodes
	upd := int64(0)
	prim := s.nPrim
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
			if nodes[cc].itm == 0 && cc <= prim {
				s.zeros++
			}
			upd++
		}
		nn++
	}
	s.stats.Updates += upd
}

// unhide undoes hide(rr).
func (s *Solver) unhide(rr int32) {
	nodes := s.nodes
	prim := s.nPrim
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
			if nodes[cc].itm == 0 && cc <= prim {
				s.zeros--
			}
			nodes[cc].itm++
		}
		nn--
	}
}

// purify handles a secondary item given a color by the chosen node p: the
// options that give the item another color (or none) are hidden, and those
// that give it the same color are marked (color -1) so that they neither
// cover nor purify it again.
func (s *Solver) purify(p int32) {
	nodes := s.nodes
	c, x := nodes[p].itm, nodes[p].color
	for rr := nodes[c].down; rr != c; rr = nodes[rr].down {
		if nodes[rr].color != x {
			s.hide(rr)
		} else if rr != p {
			nodes[rr].color = -1
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
// other than x's own item, when that option is chosen.
func (s *Solver) commitOthers(x int32) {
	nodes := s.nodes
	for pp := x + 1; pp != x; {
		cc := nodes[pp].itm
		if cc <= 0 {
			pp = nodes[pp].up
			continue
		}
		if c := nodes[pp].color; c == 0 {
			s.cover(cc)
		} else if c > 0 {
			s.purify(pp)
		}
		pp++
	}
}

// uncommitOthers undoes commitOthers(x), in reverse order.
func (s *Solver) uncommitOthers(x int32) {
	nodes := s.nodes
	for pp := x - 1; pp != x; {
		cc := nodes[pp].itm
		if cc <= 0 {
			pp = nodes[pp].down
			continue
		}
		if c := nodes[pp].color; c == 0 {
			s.uncover(cc)
		} else if c > 0 {
			s.unpurify(pp)
		}
		pp--
	}
}
