// Signals: SIGINT, SIGTERM and SIGHUP all stop the work the same way, and
// the exit status tells which one came.

package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

// stopSignals are the signals that end a run in order: what is finished is
// written, the summary printed, and the exit status is 128 plus the
// signal's number. SIGTERM comes from timeout(1), kill(1), job schedulers
// and CI runners; SIGHUP when the terminal goes away.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// signalError is the cause of a context cancelled by a signal.
type signalError struct{ sig syscall.Signal }

func (e *signalError) Error() string { return "interrupted by " + signalName(e.sig) }

// signalName returns "SIGINT", "SIGTERM", "SIGHUP", or the signal's number.
func signalName(sig syscall.Signal) string {
	switch sig {
	case syscall.SIGINT:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	case syscall.SIGHUP:
		return "SIGHUP"
	}
	return fmt.Sprintf("signal %d", int(sig))
}

// exitStatus returns 128 plus the signal's number, as a shell reports a
// process killed by it.
func (e *signalError) exitStatus() int { return 128 + int(e.sig) }

// hardExitAfter is the number of stop signals after which the process exits
// at once, without writing anything more. The first signal cancels the
// work; a second one (timeout -s INT sends two, one to the process and one
// to its group) only hurries what the first started, which is already
// writing what is finished: it must never lose that. A third is a user
// who wants out of a run stuck in a write (a full pipe nobody reads).
const hardExitAfter = 3

// signalContext returns a context that the first of stopSignals cancels,
// with a *signalError as its cause, and a function that stops listening.
// Until stop is called, the signals never kill the process before its
// hardExitAfter-th one.
func signalContext(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	ch := make(chan os.Signal, hardExitAfter)
	signal.Notify(ch, stopSignals...)
	done := make(chan struct{})
	go func() {
		n := 0
		for {
			select {
			case s := <-ch:
				n++
				sig, _ := s.(syscall.Signal)
				if n == 1 {
					cancel(&signalError{sig: sig})
				}
				if n >= hardExitAfter {
					fmt.Fprintf(os.Stderr, "%s: %s again: exiting at once\n", progName, signalName(sig))
					os.Exit(128 + int(sig))
				}
			case <-done:
				return
			}
		}
	}()
	return ctx, func() {
		signal.Stop(ch)
		close(done)
		cancel(nil)
	}
}

// interruptStatus returns the exit status and message of a run that a
// signal interrupted, from the cause of ctx: 128 plus the signal's number
// and "by SIGTERM" for a signal, else 130 (SIGINT's), the status of an
// interruption in tests that cancel ctx themselves.
func interruptStatus(ctx context.Context) (int, string) {
	var se *signalError
	if errors.As(context.Cause(ctx), &se) && se.sig != syscall.SIGINT {
		return se.exitStatus(), " by " + signalName(se.sig)
	}
	return exitInterrupted, ""
}
