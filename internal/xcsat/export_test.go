package xcsat

// SetMaxLearnts sets the number of learned clauses at which the next cut
// happens, so that tests can make cuts frequent.
func SetMaxLearnts(s *Solver, n int) { s.maxLrn = n }

// Shrunk returns the number of literals shrink took out of learned
// clauses.
func Shrunk(s *Solver) int64 { return s.shrunk }
