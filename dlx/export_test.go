package dlx

import (
	"io"
	"slices"
)

// SameLinks reports whether the links of s are those of its problem, as
// they must be after any search when no option is forced.
func SameLinks(s *Solver) bool {
	return slices.Equal(s.items, s.p.items) && slices.Equal(s.nodes, s.p.nodes)
}

// Zeros returns the solver's count of active primary items without
// options.
func Zeros(s *Solver) int { return int(s.zeros) }

// SetTracking turns the count of items without options on or off, as a
// problem of many primary items has it.
func SetTracking(s *Solver, on bool) { s.setTracking(on) }

// Tracking reports whether s keeps the count of items without options.
func Tracking(s *Solver) bool { return s.track }

// ReadTextItemLimit is ReadText with limit for MaxItemLineLength.
func ReadTextItemLimit(r io.Reader, name string, limit int) (*Text, error) {
	return readText(r, name, limit)
}
