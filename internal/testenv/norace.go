//go:build !race

package testenv

// Race reports whether the tests were built with -race: a test whose
// work the race detector slows tenfold may then do less of it.
const Race = false
