package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
)

// endlessPuzzles writes the hard puzzles of puzzles/hard.txt to w over and
// over until a write fails (the pipe is closed), and returns them and the
// channel of endless.
func endlessPuzzles(t *testing.T, w *io.PipeWriter) ([]sudoku.Grid, <-chan struct{}) {
	t.Helper()
	f, err := os.Open(repoFile("puzzles", "hard.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var grids []sudoku.Grid
	var text []byte
	for p, err := range puzzleio.NewReader(f, "hard.txt").All() {
		if err != nil {
			t.Fatal(err)
		}
		grids = append(grids, p.Grid)
		text = append(text, p.Grid.String()+"\n"...)
	}
	return grids, endless(w, text)
}

// takenAfter is how much endless writes before it says that the reader
// took its input: more than the pipe to a process (64 KiB) and the copy
// buffer of exec.Cmd (32 KiB) hold, so that the process has read from its
// standard input, which it does only once its signals are handled and its
// output is open.
const takenAfter = 128 << 10

// endless writes text to w over and over until a write fails (the pipe is
// closed); the channel it returns is closed once takenAfter bytes went
// through, when the reader has begun to work. io.Pipe has no buffer: a
// write returns only when the reader took it all.
func endless(w *io.PipeWriter, text []byte) <-chan struct{} {
	taken := make(chan struct{})
	go func() {
		n := 0
		for {
			k, err := w.Write(text)
			if n < takenAfter && n+k >= takenAfter {
				close(taken)
			}
			n += k
			if err != nil {
				return
			}
		}
	}()
	return taken
}

// TestBatchCancel cancels a run that streams an endless input: it stops,
// writes every result finished, in order, prints the summary and exits
// with 130; with -o it leaves no file at all.
func TestBatchCancel(t *testing.T) {
	for _, toFile := range []bool{false, true} {
		t.Run(fmt.Sprintf("file=%v", toFile), func(t *testing.T) {
			dir := t.TempDir()
			pr, pw := io.Pipe()
			defer pr.Close()
			grids, _ := endlessPuzzles(t, pw)
			ctx, cancel := context.WithCancel(t.Context())
			time.AfterFunc(300*time.Millisecond, cancel)
			args := []string{"batch", "-j", "2"}
			if toFile {
				args = append(args, "-o", filepath.Join(dir, "out.txt"))
			}
			start := time.Now()
			r := runAppContext(t, ctx, pr, args...)
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("took %v to stop", d)
			}
			if r.code != 130 {
				t.Errorf("exit %d, want 130", r.code)
			}
			sum, msg, _ := strings.Cut(r.stderr, "\n")
			if !summaryRE.MatchString(sum+"\n") || msg != "sudokudlx: interrupted\n" {
				t.Errorf("stderr %q, want a summary and the interruption", r.stderr)
			}
			if toFile {
				checkDir(t, dir)
				if r.stdout != "" {
					t.Errorf("stdout %q", r.stdout)
				}
				return
			}
			lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
			if r.stdout == "" {
				lines = nil
			}
			if n, _ := strconv.Atoi(strings.ReplaceAll(strings.Fields(sum)[1], ",", "")); n != len(lines) {
				t.Errorf("summary counts %d puzzles, output has %d", n, len(lines))
			}
			for i, line := range lines {
				if err := checkSolution(grids[i%len(grids)], mustParse(t, line)); err != nil {
					t.Fatalf("line %d is not the solution of puzzle %d: %v", i+1, i+1, err)
				}
			}
		})
	}
}

// TestBatchCancelled runs with a context cancelled before the start, and
// with one cancelled while standard input sends nothing: both stop at once
// and leave no file.
func TestBatchCancelled(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	r := runAppContext(t, ctx, strings.NewReader(""), "batch", "-o", filepath.Join(dir, "out.txt"), repoFile("puzzles", "easy.txt"))
	if r.code != 130 || !strings.HasPrefix(r.stderr, "sudokudlx: 0 puzzles in ") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
	checkDir(t, dir)

	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel = context.WithCancel(t.Context())
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	r = runAppContext(t, ctx, pr, "batch", "-q", "-o", filepath.Join(dir, "out.txt"))
	if d := time.Since(start); r.code != 130 || d > 5*time.Second {
		t.Errorf("exit %d after %v", r.code, d)
	}
	checkDir(t, dir)
}

// lineWriter sends each line written to it on a channel.
type lineWriter struct {
	mu   sync.Mutex
	buf  []byte
	line chan string
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, p...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		w.line <- string(w.buf[:i])
		w.buf = w.buf[i+1:]
	}
}

// TestStreamAnswersAsTheyCome writes puzzles into batch's and rate's
// standard input one at a time, each only after the answer to the one
// before came out, as a person typing or a slow producer does: each answer
// comes while the input is still open, not when a chunk of puzzles is full
// or the input ends.
func TestStreamAnswersAsTheyCome(t *testing.T) {
	puzzle := "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	solution := "468931527751624839392578461134756298289413675675289314846192753513867942927345186"
	for _, tc := range []struct {
		args []string
		want string // the start of each answer line
	}{
		{[]string{"batch", "-q"}, solution},
		{[]string{"batch", "-q", "-j", "1"}, solution},
		{[]string{"rate", "-q"}, "stdin:"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			in, inw := io.Pipe()
			out := &lineWriter{line: make(chan string, 10)}
			done := make(chan int, 1)
			go func() {
				done <- run(context.Background(), append([]string{"sudokudlx"}, tc.args...), in, out, io.Discard)
			}()
			for i := range 3 {
				if _, err := io.WriteString(inw, puzzle+"\n"); err != nil {
					t.Fatal(err)
				}
				select {
				case l := <-out.line:
					if !strings.HasPrefix(l, tc.want) {
						t.Errorf("answer %d: %q, want it to start with %q", i+1, l, tc.want)
					}
				case <-time.After(5 * time.Second):
					inw.Close()
					t.Fatalf("no answer to puzzle %d 5 s after it was written", i+1)
				}
			}
			inw.Close()
			if code := <-done; code != 0 {
				t.Errorf("exit %d", code)
			}
		})
	}
}
