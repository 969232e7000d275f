package testenv

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRootHoldsGoMod(t *testing.T) {
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("root %s: %v", root, err)
	}
}

func TestSharedAbsent(t *testing.T) {
	if p := Shared("no such folder, surely"); p != "" {
		t.Fatalf("Shared found %q", p)
	}
}
