package record

import (
	"crypto/sha256"
	"errors"
	"hash"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// maxWriter hashes what is written to it and keeps the largest write.
type maxWriter struct {
	h       hash.Hash
	largest int
}

func (w *maxWriter) Write(p []byte) (int, error) {
	w.largest = max(w.largest, len(p))
	return w.h.Write(p)
}

// TestWriterSpills checks that a Writer writes a record of a large board
// byte for byte as the Append methods build it, without copying the
// board into its buffer: no write and no buffer holds a board. The
// boards of 5D b=2 are large; a 4D board stands for them here, with the
// size from which boards are spilled lowered to fit it.
func TestWriterSpills(t *testing.T) {
	const at = 1 << 10
	s := hyper.Shape{Dims: 4, Box: 2}
	b, err := hyper.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	b.Set(0, 1)
	b.Set(b.Len()-1, 16)
	r := Record{Source: sudoku.Position{File: "big", Line: 1}, Puzzle: Board{Hyper: b}, Verdict: Unique,
		Solution: Board{Hyper: b}, Solutions: 1, Limit: 2, Nodes: NoNodes}
	for _, tc := range []struct {
		f    Format
		want func() []byte
	}{
		{Line, func() []byte { return r.AppendLine(nil) }},
		{JSON, func() []byte { return NewEncoder(JSON).Row(false, r.shapedFields) }},
		{CSV, func() []byte { return NewEncoder(CSV).Row(false, r.shapedFields) }},
		{Boxed, func() []byte { return r.AppendBoxed(nil, true) }},
	} {
		t.Run(tc.f.String(), func(t *testing.T) {
			want := sha256.Sum256(tc.want())
			out := &maxWriter{h: sha256.New()}
			w := NewWriter(out, tc.f, true)
			w.spill.at = at
			if err := w.Write(&r); err != nil {
				t.Fatal(err)
			}
			if got := out.h.Sum(nil); string(got) != string(want[:]) {
				t.Errorf("the record written differs from the one built")
			}
			if out.largest >= b.Len() || cap(w.e.b) >= b.Len() {
				t.Errorf("largest write %d bytes, buffer %d: a board was copied", out.largest, cap(w.e.b))
			}
		})
	}
}

// TestRowToSpills checks that RowTo writes a record byte for byte as Row
// builds it, with a large board written in pieces rather than copied into
// the encoder's buffer, and that it returns the error of the writer.
func TestRowToSpills(t *testing.T) {
	const at = 1 << 10
	s := hyper.Shape{Dims: 4, Box: 2}
	b, err := hyper.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	b.Set(0, 1)
	b.Set(b.Len()-1, 16)
	put := func(e *Encoder) {
		e.Cells("puzzle", &Board{Hyper: b})
		e.Cells("solution", &Board{Hyper: b})
		e.Int("dims", 4)
	}
	for _, f := range []Format{JSON, CSV} {
		t.Run(f.String(), func(t *testing.T) {
			want := sha256.Sum256(NewEncoder(f).Row(false, put))
			out := &maxWriter{h: sha256.New()}
			e := NewEncoder(f)
			if err := e.rowTo(out, put, at); err != nil {
				t.Fatal(err)
			}
			if got := out.h.Sum(nil); string(got) != string(want[:]) {
				t.Errorf("the record written differs from the one built")
			}
			if out.largest >= b.Len() || cap(e.b) >= b.Len() {
				t.Errorf("largest write %d bytes, buffer %d: a board was copied", out.largest, cap(e.b))
			}
			if e.spill != nil {
				t.Errorf("the encoder keeps the spill of RowTo")
			}
			if err := e.rowTo(failWriter{}, put, at); !errors.Is(err, errFull) {
				t.Errorf("a failing writer: %v, want %v", err, errFull)
			}
		})
	}
}

var errFull = errors.New("device full")

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errFull }
