//go:build unix

package main

import (
	"io"
	"os"
	"strings"
	"testing"
)

// TestStudyOutputToPipe checks that -o on a named pipe (or a device such
// as /dev/null) writes into it and leaves it in place, instead of
// replacing it with a regular file.
func TestStudyOutputToPipe(t *testing.T) {
	fifo := makeFIFO(t, t.TempDir())
	got := make(chan []byte)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- nil
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- b
	}()
	r := runApp(t, "", "study", "--size", "4", "--trials", "2", "--clues", "0", "-q", "-o", fifo)
	b := <-got
	if r.code != 0 || !strings.HasPrefix(string(b), "# 4x4") {
		t.Errorf("exit %d, stderr %q, read %q", r.code, r.stderr, b)
	}
	if fi, err := os.Stat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe was replaced: %v, %v", fi.Mode(), err)
	}
}
