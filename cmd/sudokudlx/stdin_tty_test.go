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

// TestStdinTerminalHint: batch, solve and rate with no file on a terminal
// say on standard error that they read standard input before they wait,
// then answer what is typed up to Ctrl-D; from a pipe they say nothing
// (TestApp and the others).
func TestStdinTerminalHint(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // the start of standard output
	}{
		{[]string{"batch", "-q", "-j", "1"}, "1243431224313124\n"},
		{[]string{"solve", "-f", "line"}, "1243431224313124\n"},
		{[]string{"rate", "-q"}, "stdin:1  simple  "},
	} {
		t.Run(tc.args[0], func(t *testing.T) {
			master, slave := openPTY(t)
			cmd := exec.Command(testBinary(t), tc.args...)
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
					t.Fatalf("%s: %v", tc.args[0], err)
				}
			case <-time.After(20 * time.Second):
				t.Fatalf("%s did not end at Ctrl-D", tc.args[0])
			}
			if got := stdout.String(); !strings.HasPrefix(got, tc.want) {
				t.Errorf("stdout %q, want it to start %q", got, tc.want)
			}
		})
	}
}
