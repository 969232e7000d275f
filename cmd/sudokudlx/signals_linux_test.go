package main

import (
	"io"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestThirdSignal stops a run stuck in a write to a FIFO that nobody
// reads: two signals wait for the write, the third exits at once.
func TestThirdSignal(t *testing.T) {
	fifo := makeFIFO(t, t.TempDir())
	// A reader that never reads: the FIFO, made as small as a pipe can be,
	// fills with the first flush of results, and the writer blocks.
	r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := unix.FcntlInt(r.Fd(), unix.F_SETPIPE_SZ, 4096); err != nil {
		t.Skip("F_SETPIPE_SZ:", err)
	}
	pr, pw := io.Pipe()
	defer pr.Close()
	endlessPuzzles(t, pw)
	p := start(t, pr, "batch", "-q", "-o", fifo)
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	// Wait for the first results in the FIFO.
	fds := []unix.PollFd{{Fd: int32(r.Fd()), Events: unix.POLLIN}}
	for {
		n, err := unix.Poll(fds, int(time.Minute/time.Millisecond))
		if err == unix.EINTR {
			continue
		}
		if err != nil || n == 0 {
			t.Fatalf("no results in the FIFO in a minute: %v", err)
		}
		break
	}
	for i := range 2 {
		p.signal(t, syscall.SIGTERM)
		select {
		case err := <-done:
			t.Fatalf("ended after signal %d: %v; stderr %q", i+1, err, p.stderr.String())
		case <-time.After(300 * time.Millisecond):
		}
	}
	p.signal(t, syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("still running 10 s after the third signal")
	}
	pw.Close()
	if code := p.cmd.ProcessState.ExitCode(); code != 143 || !strings.Contains(p.stderr.String(), "sudokudlx: SIGTERM again: exiting at once\n") {
		t.Errorf("exit %d, stderr %q", code, p.stderr.String())
	}
}
