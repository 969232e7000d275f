package dlx

// Progress is the state of a search in progress, as Knuth's programs
// report it every delta mems: where the search is in its tree and an
// estimate of how much of the tree is done.
type Progress struct {
	// Stats are the counters so far (Mems not yet filled in).
	Stats Stats
	// Path holds, for each level of the current partial solution, the
	// position of the option being tried among the options of the item
	// chosen at that level: option K (from 1) of D.
	Path []Step
	// Fraction is Knuth's estimate of the part of the tree done, which
	// assumes a tree of uniform branching: with the first choice K of D,
	// (K-1)/D plus 1/D times the estimate for the subtree; 1/2 for a
	// tree of one node. It grows as the search goes on.
	Fraction float64
}

// Step is a branch of the search tree: option K of D.
type Step struct{ K, D int }

// progressAt returns the progress of a search whose levels 0..level-1
// have an option chosen. Path is reused from call to call.
func (s *Solver) progressAt(level int32) Progress {
	nodes := s.nodes
	path := s.path[:0]
	f, fd := 0.0, 1.0
	for l := range level {
		x := s.choice[l]
		c := nodes[x].itm
		d := int(nodes[c].itm)
		k := 1
		for p := nodes[c].down; p != x && p != c; p = nodes[p].down {
			k++
		}
		if s.opt.Heuristic == MRVRandom {
			k = int(s.permI[l]-s.permAt[l]) + 1
		}
		fd *= float64(d)
		f += float64(k-1) / fd
		path = append(path, Step{K: k, D: d})
	}
	s.path = path
	return Progress{Stats: s.stats, Path: path, Fraction: f + 0.5/fd}
}
