package dlx

import "slices"

// SameLinks reports whether the links of s are those of its problem, as
// they must be after any search when no option is forced.
func SameLinks(s *Solver) bool {
	return slices.Equal(s.items, s.p.items) && slices.Equal(s.nodes, s.p.nodes)
}

// Zeros returns the solver's count of active primary items without
// options.
func Zeros(s *Solver) int { return int(s.zeros) }
