package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// TestOutputSpecialFiles writes -o to a symbolic link, a dangling one, a
// FIFO and a device, with the built binary: the link and the special
// files stay what they are, the link's file gets the results, and nothing
// else appears beside them.
func TestOutputSpecialFiles(t *testing.T) {
	easy := repoFile("puzzles", "easy.txt")
	want := runApp(t, "", "batch", "-q", easy).stdout
	if want == "" {
		t.Fatal("no output from batch")
	}
	run := func(t *testing.T, out string) {
		t.Helper()
		p := start(t, nil, "batch", "-q", "-o", out, easy)
		if code := p.wait(t, 20*time.Second); code != 0 {
			t.Fatalf("exit %d, stderr %q", code, p.stderr.String())
		}
	}
	readFile := func(t *testing.T, name string) string {
		t.Helper()
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	isMode := func(t *testing.T, name string, mode os.FileMode) {
		t.Helper()
		fi, err := os.Lstat(name)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Type() != mode {
			t.Errorf("%s is now %v, want type %v", name, fi.Mode(), mode)
		}
	}

	t.Run("symlink", func(t *testing.T) {
		dir := t.TempDir()
		real, link := filepath.Join(dir, "real.txt"), filepath.Join(dir, "link")
		if err := os.WriteFile(real, []byte("old\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("real.txt", link); err != nil {
			t.Fatal(err)
		}
		run(t, link)
		isMode(t, link, os.ModeSymlink)
		if got := readFile(t, real); got != want {
			t.Errorf("real.txt holds %q, want %q", got, want)
		}
		if fi, _ := os.Stat(real); fi.Mode().Perm() != 0o600 {
			t.Errorf("real.txt has mode %v, want the replaced file's 0600", fi.Mode().Perm())
		}
		checkDir(t, dir, "link", "real.txt")
	})

	t.Run("dangling symlink", func(t *testing.T) {
		dir := t.TempDir()
		link := filepath.Join(dir, "link")
		if err := os.Symlink("new.txt", link); err != nil {
			t.Fatal(err)
		}
		run(t, link)
		isMode(t, link, os.ModeSymlink)
		if got := readFile(t, filepath.Join(dir, "new.txt")); got != want {
			t.Errorf("new.txt holds %q, want %q", got, want)
		}
		checkDir(t, dir, "link", "new.txt")
	})

	t.Run("fifo", func(t *testing.T) {
		dir := t.TempDir()
		fifo := makeFIFO(t, dir)
		got := make(chan string, 1)
		go func() {
			f, err := os.Open(fifo)
			if err != nil {
				got <- err.Error()
				return
			}
			defer f.Close()
			b, _ := io.ReadAll(f)
			got <- string(b)
		}()
		run(t, fifo)
		if g := <-got; g != want {
			t.Errorf("the FIFO's reader got %q, want %q", g, want)
		}
		isMode(t, fifo, os.ModeNamedPipe)
		checkDir(t, dir, "fifo")
	})

	t.Run("device", func(t *testing.T) {
		dir := t.TempDir()
		dev := filepath.Join(dir, "null")
		// A null device of our own, so that a failure cannot harm /dev/null.
		if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
			t.Skip("mknod (needs root):", err)
		}
		run(t, dev)
		isMode(t, dev, os.ModeDevice|os.ModeCharDevice)
		checkDir(t, dir, "null")
	})
}

// TestFIFOInterrupt signals runs that wait to open a FIFO, for writing (no
// reader) or for reading (no writer): they stop at the first signal.
func TestFIFOInterrupt(t *testing.T) {
	dir := t.TempDir()
	fifo := makeFIFO(t, dir)
	for _, tc := range []struct {
		name string
		args []string
		sig  os.Signal
		code int
	}{
		{"output", []string{"batch", "-o", fifo, repoFile("puzzles", "easy.txt")}, syscall.SIGTERM, 143},
		{"input", []string{"batch", fifo}, os.Interrupt, 130},
		{"gen output", []string{"gen", "-n", "5", "--seed", "1", "-o", fifo}, os.Interrupt, 130},
		{"solve input", []string{"solve", fifo}, syscall.SIGHUP, 129},
		{"xc input", []string{"xc", "--count", fifo}, os.Interrupt, 130},
		{"play input", []string{"play", fifo}, os.Interrupt, 130},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := start(t, nil, tc.args...)
			time.Sleep(300 * time.Millisecond)
			p.signal(t, tc.sig)
			if code := p.wait(t, 5*time.Second); code != tc.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tc.code, p.stderr.String())
			}
			if !strings.Contains(p.stderr.String(), "sudokudlx: interrupted") {
				t.Errorf("stderr %q", p.stderr.String())
			}
		})
	}
}

// TestGenPipeClosed reads five puzzles from a long gen run and closes the
// pipe, as "gen | head -5" does: the puzzles come within outfile.FlushAfter, not
// when a buffer fills, and gen ends at the next flush (killed by SIGPIPE,
// as other tools are), long before it would have made them all.
func TestGenPipeClosed(t *testing.T) {
	cmd := exec.Command(testBinary(t), "gen", "-n", "1000000", "--seed", "1", "-j", "1", "-q")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	r := bufio.NewReader(stdout)
	for i := range 5 {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if _, err := sudoku.ParseString(strings.TrimSpace(line)); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
	}
	stdout.Close()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("gen ended with %v, want SIGPIPE", err)
		}
		if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGPIPE {
			t.Errorf("gen ended with %v, want SIGPIPE", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("gen still runs 30 s after its reader went away")
	}
}

// TestOutputNoTemporary: when the temporary file beside -o FILE cannot be
// made (a file of /proc exists, but nothing can be created there), the
// error says so, rather than that FILE does not exist, and nothing runs.
func TestOutputNoTemporary(t *testing.T) {
	const name = "/proc/version"
	if _, err := os.Stat(name); err != nil {
		t.Skipf("no %s: %v", name, err)
	}
	r := runApp(t, "", "gen", "-n", "1", "-q", "-o", name)
	want := "sudokudlx: /proc/version: cannot make the temporary file to write it in /proc: "
	if r.code != exitFailure || !strings.HasPrefix(r.stderr, want) || r.stdout != "" {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and %q...", r.code, r.stdout, r.stderr, exitFailure, want)
	}
}
