package main

import (
	"os"
	"strings"
	"testing"
)

// TestCIFuzzMinimizeTime: every fuzz run of .ci/run bounds the time spent
// minimising a new input (-fuzzminimizetime), so that a target on a loaded
// machine spends its -fuzztime fuzzing, not minimising at no executions a
// second.
func TestCIFuzzMinimizeTime(t *testing.T) {
	script, err := os.ReadFile(repoFile(".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	runs := 0
	for i, line := range strings.Split(string(script), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") || !strings.Contains(line, "go test") || !strings.Contains(line, " -fuzz ") {
			continue
		}
		runs++
		if !strings.Contains(line, " -fuzzminimizetime ") {
			t.Errorf(".ci/run:%d: a fuzz run without -fuzzminimizetime: %s", i+1, strings.TrimSpace(line))
		}
	}
	if runs == 0 {
		t.Fatal(".ci/run has no go test -fuzz line")
	}
}
