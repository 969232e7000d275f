package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// testBinary builds the command once for the tests that need a real process
// (signals, special files) and returns its path.
func testBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "sudokudlx-test")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "sudokudlx")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

// proc is a running sudokudlx.
type proc struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	wrote          chan struct{} // closed once a line went to stdout
}

// start starts the binary with args and stdin.
func start(t *testing.T, stdin io.Reader, args ...string) *proc {
	t.Helper()
	p := &proc{cmd: exec.Command(testBinary(t), args...), wrote: make(chan struct{})}
	p.cmd.Stdin = stdin
	p.cmd.Stdout = &lineSeen{w: &p.stdout, seen: p.wrote}
	p.cmd.Stderr = &p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.cmd.Process.Kill() })
	return p
}

// wait waits for the process to end, at most limit, and returns its exit
// status.
func (p *proc) wait(t *testing.T, limit time.Duration) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		switch {
		case err == nil:
			return 0
		case errors.As(err, &ee):
			if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
				t.Fatalf("killed by %v; stderr %q", ws.Signal(), p.stderr.String())
			}
			return ee.ExitCode()
		}
		t.Fatal(err)
	case <-time.After(limit):
		p.cmd.Process.Kill()
		t.Fatalf("still running after %v; stderr %q", limit, p.stderr.String())
	}
	return -1
}

// lineSeen is a writer to w that closes seen when the first line end
// goes through. exec.Cmd calls Write from one goroutine.
type lineSeen struct {
	w    io.Writer
	seen chan struct{}
	done bool
}

func (f *lineSeen) Write(b []byte) (int, error) {
	if !f.done && bytes.IndexByte(b, '\n') >= 0 {
		f.done = true
		close(f.seen)
	}
	return f.w.Write(b)
}

// await waits for event, what the process was to do (see proc.wrote and
// endless), for at most a minute, which only a hung process takes.
func await(t *testing.T, event <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-event:
	case <-time.After(time.Minute):
		t.Fatalf("the process has not %s in a minute", what)
	}
}

func (p *proc) signal(t *testing.T, sig os.Signal) {
	t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
}

// TestSignals stops a batch that reads an endless input, of 2D puzzles
// or of 3D boards, with each signal that ends a run (a second SIGINT at
// once after the first, as timeout -s INT sends), once it has written a
// result (or, with -o, read its input): every result finished is written,
// in order, the summary counts them, the status is 128 plus the signal's
// number, and -o leaves no file at all.
func TestSignals(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sigs  []os.Signal
		code  int
		msg   string
		toOut bool
		dims  bool // 3D b=2 boards, not 2D puzzles
	}{
		{"SIGTERM", []os.Signal{syscall.SIGTERM}, 143, "sudokudlx: interrupted by SIGTERM\n", false, false},
		{"SIGHUP", []os.Signal{syscall.SIGHUP}, 129, "sudokudlx: interrupted by SIGHUP\n", false, false},
		{"SIGINT", []os.Signal{os.Interrupt}, 130, "sudokudlx: interrupted\n", false, false},
		{"SIGINT twice", []os.Signal{os.Interrupt, os.Interrupt}, 130, "sudokudlx: interrupted\n", false, false},
		{"SIGTERM -o", []os.Signal{syscall.SIGTERM}, 143, "sudokudlx: interrupted by SIGTERM\n", true, false},
		{"SIGTERM twice -o", []os.Signal{syscall.SIGTERM, syscall.SIGTERM}, 143, "sudokudlx: interrupted by SIGTERM\n", true, false},
		{"3D SIGTERM", []os.Signal{syscall.SIGTERM}, 143, "sudokudlx: interrupted by SIGTERM\n", false, true},
		{"3D SIGTERM -o", []os.Signal{syscall.SIGTERM}, 143, "sudokudlx: interrupted by SIGTERM\n", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			args := []string{"batch", "-j", "2"}
			if tc.toOut {
				args = append(args, "-o", filepath.Join(dir, "out.txt"))
			}
			pr, pw := io.Pipe()
			defer pr.Close()
			var check func(t *testing.T, out, sum string)
			var taken <-chan struct{}
			if tc.dims {
				puzzles, sols := hyperPuzzles(t, 4)
				taken = endless(pw, []byte(strings.Join(puzzles, "\n")+"\n"))
				check = func(t *testing.T, out, sum string) { checkBoardLines(t, out, sum, sols) }
			} else {
				var grids []sudoku.Grid
				grids, taken = endlessPuzzles(t, pw)
				check = func(t *testing.T, out, sum string) { checkLines(t, out, sum, grids) }
			}
			p := start(t, pr, args...)
			if tc.toOut {
				await(t, taken, "read its input")
			} else {
				await(t, p.wrote, "written a result")
			}
			for _, s := range tc.sigs {
				p.signal(t, s)
			}
			code := p.wait(t, 20*time.Second)
			pw.Close()
			if code != tc.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tc.code, p.stderr.String())
			}
			sum, msg, _ := strings.Cut(p.stderr.String(), "\n")
			if !summaryRE.MatchString(sum+"\n") || msg != tc.msg {
				t.Fatalf("stderr %q, want a summary and %q", p.stderr.String(), tc.msg)
			}
			if tc.toOut {
				checkDir(t, dir)
				return
			}
			check(t, p.stdout.String(), sum)
		})
	}
}

// checkLines checks that out holds one solution a line, of grids in
// order (over and over), as many as the summary sum counts, and at least
// one.
func checkLines(t *testing.T, out, sum string, grids []sudoku.Grid) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if out == "" {
		t.Fatalf("no output; summary %q", sum)
	}
	if n, _ := strconv.Atoi(strings.ReplaceAll(strings.Fields(sum)[1], ",", "")); n != len(lines) {
		t.Errorf("summary counts %d puzzles, output has %d", n, len(lines))
	}
	for i, line := range lines {
		if err := checkSolution(grids[i%len(grids)], mustParse(t, line)); err != nil {
			t.Fatalf("line %d is not the solution of puzzle %d: %v", i+1, i+1, err)
		}
	}
}

// checkBoardLines checks that out holds the solutions sols in order
// (over and over), one a line, as many as the summary sum counts, in the
// singular for one ("1 puzzle in"), and at least one.
func checkBoardLines(t *testing.T, out, sum string, sols []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	n := int64(len(lines))
	if out == "" || !strings.Contains(sum, fmt.Sprintf(" %s puzzle%s in ", commas(n), plural(n))) {
		t.Fatalf("%d lines, summary %q", len(lines), sum)
	}
	for i, l := range lines {
		if l != sols[i%len(sols)] {
			t.Fatalf("line %d is not the solution of board %d", i+1, i+1)
		}
	}
}

// TestSignalsOtherCommands sends SIGTERM to gen, rate and solve in the
// middle of a run: each writes what it finished, and gen and rate count
// it in their summary, with exit status 143.
func TestSignalsOtherCommands(t *testing.T) {
	t.Run("gen", func(t *testing.T) {
		p := start(t, nil, "gen", "-n", "1000000", "--seed", "1", "-j", "2")
		await(t, p.wrote, "written a puzzle")
		p.signal(t, syscall.SIGTERM)
		if code := p.wait(t, 20*time.Second); code != 143 {
			t.Errorf("exit %d; stderr %q", code, p.stderr.String())
		}
		lines := strings.Split(strings.TrimSuffix(p.stdout.String(), "\n"), "\n")
		for i, l := range lines {
			if g, err := sudoku.ParseString(l); err != nil || g.Clues() == 0 {
				t.Fatalf("line %d %q: %v", i+1, l, err)
			}
		}
		want := fmt.Sprintf("sudokudlx: %s puzzles generated in ", commas(int64(len(lines))))
		if !strings.Contains(p.stderr.String(), want) || !strings.HasSuffix(p.stderr.String(), "sudokudlx: interrupted by SIGTERM\n") || p.stdout.Len() == 0 {
			t.Errorf("%d lines; stderr %q, want %q", len(lines), p.stderr.String(), want)
		}
	})
	t.Run("rate", func(t *testing.T) {
		pr, pw := io.Pipe()
		defer pr.Close()
		endlessPuzzles(t, pw)
		p := start(t, pr, "rate", "-j", "2")
		await(t, p.wrote, "written a rating")
		p.signal(t, syscall.SIGTERM)
		code := p.wait(t, 20*time.Second)
		pw.Close()
		if code != 143 {
			t.Errorf("exit %d; stderr %q", code, p.stderr.String())
		}
		n := strings.Count(p.stdout.String(), "\n")
		want := fmt.Sprintf("sudokudlx: %s puzzles rated in ", commas(int64(n)))
		if n == 0 || !strings.HasPrefix(p.stderr.String(), want) || !strings.HasSuffix(p.stderr.String(), "sudokudlx: interrupted by SIGTERM\n") {
			t.Errorf("%d lines; stderr %q, want %q", n, p.stderr.String(), want)
		}
	})
	t.Run("solve", func(t *testing.T) {
		pr, pw := io.Pipe()
		defer pr.Close()
		grids, _ := endlessPuzzles(t, pw)
		p := start(t, pr, "solve", "-f", "line")
		await(t, p.wrote, "written a solution")
		p.signal(t, syscall.SIGHUP)
		code := p.wait(t, 20*time.Second)
		pw.Close()
		if code != 129 || p.stderr.String() != "sudokudlx: interrupted by SIGHUP\n" {
			t.Errorf("exit %d; stderr %q", code, p.stderr.String())
		}
		n := strings.Count(p.stdout.String(), "\n")
		checkLines(t, p.stdout.String(), "x "+strconv.Itoa(n), grids)
	})
	t.Run("solve -o", func(t *testing.T) {
		dir := t.TempDir()
		pr, pw := io.Pipe()
		defer pr.Close()
		_, taken := endlessPuzzles(t, pw)
		p := start(t, pr, "solve", "-o", filepath.Join(dir, "out.txt"))
		await(t, taken, "read its input")
		p.signal(t, syscall.SIGTERM)
		code := p.wait(t, 20*time.Second)
		pw.Close()
		if code != 143 || p.stdout.Len() != 0 {
			t.Errorf("exit %d, stdout %d bytes; stderr %q", code, p.stdout.Len(), p.stderr.String())
		}
		checkDir(t, dir)
	})
}

// makeFIFO makes the named pipe dir/fifo and returns its name; the test
// is skipped where there are no named pipes.
func makeFIFO(t *testing.T, dir string) string {
	t.Helper()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("mkfifo:", err)
	}
	return fifo
}
