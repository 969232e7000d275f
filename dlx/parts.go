package dlx

// Branch returns the item the search would branch on first in the
// current state (with the options forced so far) and its options, in the
// order the search tries them. The item is -1 when every primary item is
// covered: the forced options are a solution. For the random heuristics
// it draws from the solver's source, as a search would. For a problem
// with bounds it is the item DLX3 chooses, whose null branch (no more
// option of the item) is not among the options.
func (s *Solver) Branch() (item int, options []int) {
	if s.items[0].next == 0 {
		return -1, nil
	}
	var best int32
	if s.bounded {
		best, _ = s.chooseBounded()
	} else {
		best = s.choose()
	}
	nodes := s.nodes
	for x := nodes[best].down; x != best; x = nodes[x].down {
		y := x
		for nodes[y].itm > 0 {
			y--
		}
		options = append(options, int(-nodes[y].itm))
	}
	return int(best) - 1, options
}

// Parts splits the search tree of p at its first levels into at least n
// parts where it can (fewer when the tree is smaller): each part is the
// options chosen on its path from the root, and forcing them (Force) and
// searching gives the part's solutions. The parts are in the order in
// which a search meets them, so the solutions of the parts one after the
// other are those of the whole search in its order, and their counts add
// up to the whole count. A part whose options are a solution already has
// that one solution; a part may have none. Parts depends only on p and
// the heuristic (MRV or First; the random ones are not split the same way
// twice), so separate processes agree on the parts. A problem with bounds
// (DLX3) is not split: its one part is the whole tree.
func Parts(p *Problem, h Heuristic, n int) [][]int {
	if p.HasBounds() {
		return [][]int{{}}
	}
	s := NewSolver(p, Options{Heuristic: h})
	parts := [][]int{{}}
	for len(parts) < n {
		var next [][]int
		grew := false
		for _, part := range parts {
			kids := s.expand(part)
			if kids == nil {
				next = append(next, part)
				continue
			}
			grew = true
			next = append(next, kids...)
		}
		parts = next
		if !grew {
			break
		}
	}
	return parts
}

// expand returns the parts below part, or nil when part is a leaf (a
// solution, or a dead end with no options).
func (s *Solver) expand(part []int) [][]int {
	defer s.Release()
	for _, k := range part {
		if err := s.Force(k); err != nil {
			return nil // cannot happen: the part is a path of the tree
		}
	}
	item, opts := s.Branch()
	if item < 0 || len(opts) == 0 {
		return nil
	}
	kids := make([][]int, len(opts))
	for i, k := range opts {
		kids[i] = append(append(make([]int, 0, len(part)+1), part...), k)
	}
	return kids
}
