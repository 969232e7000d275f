//go:build linux

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPTY returns the two ends of a new pseudo-terminal.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { m.Close() })
	fd := int(m.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Skipf("unlockpt: %v", err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		t.Skipf("ptsname: %v", err)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("open the terminal's end: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return m, s
}

// TestStdinTerminalHint: batch with no file on a terminal says on standard
// error that it reads standard input before it waits, then solves what is
// typed up to Ctrl-D; from a pipe it says nothing (TestApp and the others).
func TestStdinTerminalHint(t *testing.T) {
	master, slave := openPTY(t)
	cmd := exec.Command(testBinary(t), "batch", "-q", "-j", "1")
	cmd.Stdin = slave
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	slave.Close() // the child holds it now

	line, err := bufio.NewReader(stderr).ReadString('\n')
	if want := "sudokudlx: reading puzzles from standard input (Ctrl-D ends)\n"; line != want {
		t.Fatalf("stderr: %q (%v), want %q", line, err, want)
	}
	const puzzle = "1..3..........24"
	if _, err := master.WriteString(puzzle + "\n\x04"); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("batch: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("batch did not end at Ctrl-D")
	}
	if got := strings.TrimSpace(stdout.String()); got != "1243431224313124" {
		t.Errorf("stdout %q, want the solution", got)
	}
}
