//go:build linux

package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestNoTerminalQuery runs commands on a terminal that never answers:
// none writes a query that expects a reply (the background colour,
// ESC ] 11 ; ?, or the cursor position, ESC [ 6 n), since a program that
// waits for the answer stalls there on such a terminal. Nothing in the
// binary may send them at start (bubbletea v1's package init did, for
// every command, through lipgloss and termenv).
func TestNoTerminalQuery(t *testing.T) {
	dir := t.TempDir()
	puzzle := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(puzzle, []byte("1..3..........24\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string // in the output
	}{
		{[]string{"xc", "--count", filepath.Join("..", "..", "puzzles", "xc", "knuth.dlx")}, "1 solution"},
		{[]string{"solve", "-f", "line", puzzle}, "1243431224313124"},
		{[]string{"--version"}, "sudokudlx"},
	} {
		t.Run(tc.args[0], func(t *testing.T) {
			master, slave := openPTY(t)
			cmd := exec.Command(testBinary(t), tc.args...)
			cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
			cmd.Env = append(os.Environ(), "TERM=xterm-256color")
			// As from a shell: the terminal is the controlling one of the
			// child's session, with the child in the foreground (termenv
			// queries only then).
			cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { cmd.Process.Kill() })
			slave.Close() // the child holds it now
			// The master reads until the child, the last holder of the
			// terminal's end, exits (Linux then reports EIO).
			read := make(chan []byte, 1)
			go func() {
				out, _ := io.ReadAll(master)
				read <- out
			}()
			var out []byte
			select {
			case out = <-read:
			case <-time.After(60 * time.Second):
				t.Fatalf("%v did not end", tc.args)
			}
			if err := cmd.Wait(); err != nil {
				t.Errorf("%v: %v\n%q", tc.args, err, out)
			}
			for _, q := range []string{"\x1b]11;?", "\x1b[6n"} {
				if bytes.Contains(out, []byte(q)) {
					t.Errorf("%v wrote the terminal query %q:\n%q", tc.args, q, out)
				}
			}
			if !strings.Contains(string(out), tc.want) {
				t.Errorf("%v: output %q, want %q in it", tc.args, out, tc.want)
			}
		})
	}
}
