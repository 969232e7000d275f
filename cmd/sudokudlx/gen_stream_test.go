package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"hash"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/internal/testenv"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// pieceWriter hashes what is written to it and keeps the largest write.
type pieceWriter struct {
	h       hash.Hash
	largest int
}

func (w *pieceWriter) Write(p []byte) (int, error) {
	w.largest = max(w.largest, len(p))
	return w.h.Write(p)
}

// TestGenDimsRecordStreams writes the record of a 5D board (33,554,432
// cells) in each format of gen and checks it byte for byte against the
// board's own forms, and that no write holds a board: the record goes out
// in pieces and never whole in a buffer.
func TestGenDimsRecordStreams(t *testing.T) {
	if testing.Short() {
		t.Skip("5D boards: about 200 MB")
	}
	if testenv.Race {
		// One goroutine, nothing for the race detector to find, and
		// minutes of its time on 33 million cells.
		t.Skip("not under -race")
	}
	s := hyper.Shape{Dims: 5, Box: 2}
	solution, err := hyper.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	for i := range solution.Len() {
		solution.Set(i, 1+i%32)
	}
	puzzle := solution.Clone()
	for i := range puzzle.Len() {
		if i%3 != 0 {
			puzzle.Set(i, 0)
		}
	}
	made := &dimsMade{puzzle: puzzle, solution: solution}
	str := func(s string) func() string { return func() string { return s } }
	for _, tc := range []struct {
		format record.Format
		want   []func() string // the record's parts, made one at a time
	}{
		{record.Line, []func() string{puzzle.String, str(" "), solution.String, str("\n")}},
		{record.Boxed, []func() string{str(fmt.Sprintf("# %v, %d clues, seed 7\n", s, puzzle.Givens())),
			puzzle.Boxed, str("\n"), solution.Boxed, str("\n")}},
		{record.JSON, []func() string{str(`{"puzzle":"`), puzzle.String, str(`","solution":"`), solution.String,
			str(fmt.Sprintf(`","clues":%d,"seed":7,"size":32,"dims":5,"box":2}`+"\n", puzzle.Givens()))}},
		{record.CSV, []func() string{puzzle.String, str(","), solution.String,
			str(fmt.Sprintf(",7,%d,5,2\n", puzzle.Givens()))}},
	} {
		t.Run(tc.format.String(), func(t *testing.T) {
			cfg := genConfig{format: tc.format, solution: true}
			sc := genScratch{enc: record.NewEncoder(tc.format)}
			out := &pieceWriter{h: sha256.New()}
			if err := made.writeRecord(out, &sc, &cfg, 0, 7); err != nil {
				t.Fatal(err)
			}
			if out.largest >= puzzle.Len()/2 || cap(sc.buf) >= puzzle.Len()/2 {
				t.Errorf("largest write %d bytes, buffer %d: a board was copied", out.largest, cap(sc.buf))
			}
			want := sha256.New()
			for _, part := range tc.want {
				want.Write([]byte(part()))
			}
			if !bytes.Equal(out.h.Sum(nil), want.Sum(nil)) {
				t.Errorf("the record differs from the boards' own forms")
			}
		})
	}
}
