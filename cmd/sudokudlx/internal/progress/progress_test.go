package progress

import (
	"bytes"
	"io"
	"testing"
)

// wrapper is a writer that tells the writer under it, as the command's
// own writers do.
type wrapper struct{ w io.Writer }

func (w wrapper) Write(p []byte) (int, error) { return w.w.Write(p) }
func (w wrapper) Unwrap() io.Writer           { return w.w }

// TestNotATerminal: a bar on a writer that is not a terminal, or one
// turned off, draws nothing, whatever is counted.
func TestNotATerminal(t *testing.T) {
	for _, enabled := range []bool{true, false} {
		var b bytes.Buffer
		for _, w := range []io.Writer{&b, wrapper{&b}} {
			p := New(w, enabled, 10, "puzzles")
			for range 200 {
				p.Add(1)
			}
			p.Set(5)
			p.Finish()
		}
		if b.Len() != 0 {
			t.Errorf("enabled=%v: drew %q", enabled, b.String())
		}
	}
}
