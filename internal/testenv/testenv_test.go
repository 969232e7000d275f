package testenv

import (
	"bytes"
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

// TestSamples checks the samples of testdata/: every one is there on any
// clone, and with ../shared present each is the beginning of the shared
// file of its name, so that a test reading the first lines of a set reads
// the same puzzles from either.
func TestSamples(t *testing.T) {
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{
		"xc/queens8.dlx", "xc/queens13.dlx", "xc/langford7.dlx", "xc/langford8.dlx",
		"puzzles-bench/tdoku_test_puzzles", "puzzles-bench/puzzles3_magictour_top1465",
		"ratings-reference/random-minimal-1000.tsv",
	} {
		if Shared(filepath.FromSlash(name)) == "" {
			t.Errorf("Shared(%q) finds nothing", name)
		}
	}
	samples, err := filepath.Glob(filepath.Join(root, "testdata", "*", "*"))
	if err != nil || len(samples) == 0 {
		t.Fatalf("no samples in testdata: %v", err)
	}
	if !Full() {
		t.Skip("../shared absent: nothing to compare the samples with")
	}
	for _, path := range samples {
		rel, _ := filepath.Rel(filepath.Join(root, "testdata"), path)
		sample, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		whole, err := os.ReadFile(filepath.Join(root, "..", "shared", rel))
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			continue
		}
		if !bytes.HasPrefix(whole, sample) {
			t.Errorf("testdata/%s is not the beginning of ../shared/%s", rel, rel)
		}
	}
}
