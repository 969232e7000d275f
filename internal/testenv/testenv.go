// Package testenv finds what the tests of every package share: the
// repository root, and the public benchmark sets and exact-cover problems
// that live in the folder ../shared beside it.
//
// A fresh clone has no ../shared. The repository's testdata/ folder holds a
// small sample of it under the same names (testdata/README.md lists them):
// the exact-cover files whole, and the first lines of each puzzle set. A test
// that reads the first N puzzles of a set (N at most the sample's length)
// reads the same puzzles either way; a test that reads a whole set reads its
// sample on a fresh clone. Shared and SharedOrSkip return the ../shared path
// when it exists and the sample's otherwise; a benchmark, whose figures mean
// the whole set, never gets the sample. Full tells which one a test got.
package testenv

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Root returns the repository root: the nearest directory at or above the
// working directory (a test's package directory) that holds go.mod.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

// Full reports whether ../shared exists beside the repository root, so that
// Shared returns the whole sets rather than the samples of testdata/.
func Full() bool { return existing("..", "shared") != "" }

// Shared returns the path of ../shared/parts... beside the repository
// root; when ../shared does not exist, the path of the sample
// testdata/parts... in the repository; "" when neither exists. Shared()
// names the folder itself.
func Shared(parts ...string) string {
	if Full() {
		return existing(append([]string{"..", "shared"}, parts...)...)
	}
	return existing(append([]string{"testdata"}, parts...)...)
}

// SharedOrSkip is Shared for a test that needs the path: it skips the test
// when the path does not exist. A benchmark gets ../shared only, never a
// sample, and skips without it.
func SharedOrSkip(tb testing.TB, parts ...string) string {
	tb.Helper()
	p := Shared(parts...)
	if _, bench := tb.(*testing.B); bench && !Full() {
		p = ""
	}
	if p == "" {
		tb.Skipf("shared data absent: ../shared/%s", filepath.Join(parts...))
	}
	return p
}

// existing returns the path of parts below the repository root if it
// exists, else "".
func existing(parts ...string) string {
	root, err := Root()
	if err != nil {
		return ""
	}
	p := filepath.Join(append([]string{root}, parts...)...)
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}
