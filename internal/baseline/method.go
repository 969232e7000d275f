package baseline

import "fmt"

// Method is a rule for choosing the next cell to fill.
type Method int

const (
	FirstEmpty     Method = iota // the first empty cell, in row-major order
	MinCandidates                // the empty cell with the fewest candidates
	RandomCell                   // an empty cell drawn uniformly
	MaxConstraints               // the empty cell with the most values ruled out (N minus its candidates)
	Degree                       // the empty cell with the most empty peers
	AC3                          // AC-3 on the whole board first, then MinCandidates
)

var methodNames = [...]string{
	FirstEmpty:     "bt-first",
	MinCandidates:  "bt-mincand",
	RandomCell:     "bt-random",
	MaxConstraints: "bt-maxcons",
	Degree:         "bt-degree",
	AC3:            "ac3",
}

// Methods returns every Method, in the order of their declaration.
func Methods() []Method {
	ms := make([]Method, len(methodNames))
	for i := range ms {
		ms[i] = Method(i)
	}
	return ms
}

// String returns the Method's name: bt-first, bt-mincand, bt-random,
// bt-maxcons, bt-degree or ac3.
func (m Method) String() string {
	if m < 0 || int(m) >= len(methodNames) {
		return fmt.Sprintf("Method(%d)", int(m))
	}
	return methodNames[m]
}

// ParseMethod returns the Method named s (see Method.String).
func ParseMethod(s string) (Method, error) {
	for m, name := range methodNames {
		if s == name {
			return Method(m), nil
		}
	}
	return 0, fmt.Errorf("unknown baseline %q (want bt-first, bt-mincand, bt-random, bt-maxcons, bt-degree or ac3)", s)
}
