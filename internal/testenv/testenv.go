// Package testenv finds what the tests of every package share: the
// repository root, and the folder ../shared beside it that holds the public
// benchmark sets and exact-cover problems. Tests that need ../shared skip
// cleanly when it is absent, so the repository tests alone anywhere.
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

// Shared returns the path of ../shared/parts... beside the repository
// root, or "" when it does not exist.
func Shared(parts ...string) string {
	root, err := Root()
	if err != nil {
		return ""
	}
	p := filepath.Join(append([]string{root, "..", "shared"}, parts...)...)
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

// SharedOrSkip is Shared for a test that needs the path: it skips the test
// when the path does not exist.
func SharedOrSkip(tb testing.TB, parts ...string) string {
	tb.Helper()
	p := Shared(parts...)
	if p == "" {
		tb.Skipf("shared data absent: ../shared/%s", filepath.Join(parts...))
	}
	return p
}
