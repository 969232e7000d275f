package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/urfave/cli/v2"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata")

// result is what a run of the app did.
type result struct {
	stdout, stderr string
	code           int
}

// runApp runs the app in-process with args (without the program name),
// stdin as its input, and returns its output and exit status.
func runApp(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	return runAppContext(t, context.Background(), strings.NewReader(stdin), args...)
}

func runAppContext(t *testing.T, ctx context.Context, stdin io.Reader, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(ctx, append([]string{"sudokudlx"}, args...), stdin, &out, &errb)
	return result{out.String(), errb.String(), code}
}

func TestApp(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stdout string // a substring of stdout ("" for empty stdout)
		stderr string // a substring of stderr ("" for empty stderr)
	}{
		{name: "no command", args: nil, code: 2, stderr: "USAGE:"},
		{name: "unknown command", args: []string{"xyzzy"}, code: 2, stderr: `sudokudlx: unknown command "xyzzy" (see 'sudokudlx help')`},
		{name: "misspelt command", args: []string{"slove"}, code: 2, stderr: `sudokudlx: unknown command "slove"; did you mean "solve"? (see 'sudokudlx help')`},
		{name: "unknown app flag", args: []string{"--frobnicate"}, code: 2, stderr: "sudokudlx: unknown flag --frobnicate (see 'sudokudlx --help')"},
		{name: "unknown short app flag", args: []string{"-zz"}, code: 2, stderr: "sudokudlx: unknown flag -zz (see 'sudokudlx --help')"},
		{name: "misspelt app flag", args: []string{"--verison"}, code: 2, stderr: "sudokudlx: unknown flag --verison; did you mean --version? (see 'sudokudlx --help')"},
		{name: "help", args: []string{"help"}, code: 0, stdout: "xc"},
		{name: "--help", args: []string{"--help"}, code: 0, stdout: "COMMANDS:"},
		{name: "help xc", args: []string{"help", "xc"}, code: 0, stdout: "--heuristic"},
		{name: "xc --help", args: []string{"xc", "--help"}, code: 0, stdout: "--limit"},
		{name: "help nosuch", args: []string{"help", "nosuch"}, code: 2, stderr: "nosuch'\n"},
		{name: "help slove", args: []string{"help", "slove"}, code: 2, stderr: `Did you mean "solve"?`},
		{name: "version", args: []string{"--version"}, code: 0, stdout: "sudokudlx version "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, "", tc.args...)
			if r.code != tc.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, tc.code, r.stdout, r.stderr)
			}
			checkStream(t, "stdout", r.stdout, tc.stdout)
			checkStream(t, "stderr", r.stderr, tc.stderr)
		})
	}
}

// checkStream checks that got contains want, or is empty when want is.
func checkStream(t *testing.T, name, got, want string) {
	t.Helper()
	if want == "" {
		if got != "" {
			t.Errorf("%s not empty: %q", name, got)
		}
		return
	}
	if !strings.Contains(got, want) {
		t.Errorf("%s = %q, want it to contain %q", name, got, want)
	}
}

func TestExitCode(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want int
	}{
		{nil, 0},
		{errors.New("boom"), 1},
		{withExit(1, nil), 1},
		{usageErrorf("bad"), 2},
		{withExit(130, errors.New("interrupted")), 130},
		{fmt.Errorf("wrapped: %w", usageErrorf("bad")), 2},
		{cli.Exit("no help topic", 3), 2},
	} {
		if got := exitCode(tc.err); got != tc.want {
			t.Errorf("exitCode(%v) = %d, want %d", tc.err, got, tc.want)
		}
	}
	if msg := withExit(1, nil).Error(); msg != "" {
		t.Errorf("silent exit error says %q", msg)
	}
}

// TestCommandsUsageErrors checks that every command turns a bad flag into
// exit status 2 with a message on stderr only.
func TestCommandsUsageErrors(t *testing.T) {
	for _, c := range commands() {
		t.Run(c.Name, func(t *testing.T) {
			r := runApp(t, "", c.Name, "--no-such-flag")
			if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, "sudokudlx: ") ||
				!strings.Contains(r.stderr, "no-such-flag") {
				t.Errorf("exit %d\nstdout: %q\nstderr: %q", r.code, r.stdout, r.stderr)
			}
		})
	}
}

// cancelAtLine is standard output that cancels the run once its first
// line is complete: a cancellation that comes after at least one result,
// however loaded the machine is.
type cancelAtLine struct {
	buf    bytes.Buffer
	cancel context.CancelFunc
	at     time.Time // of the cancellation
}

func (w *cancelAtLine) Write(p []byte) (int, error) {
	n, err := w.buf.Write(p)
	if bytes.IndexByte(p, '\n') >= 0 && w.at.IsZero() {
		w.at = time.Now()
		w.cancel()
	}
	return n, err
}

// runAppCancelled runs the app and cancels its context when its standard
// output has a first line. It returns how long the app took to return
// after that.
func runAppCancelled(t *testing.T, stdin io.Reader, args ...string) (result, time.Duration) {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	out := &cancelAtLine{cancel: cancel}
	var errb bytes.Buffer
	code := run(ctx, append([]string{"sudokudlx"}, args...), stdin, out, &errb)
	if out.at.IsZero() {
		t.Fatalf("%q: no line of output, exit %d, stderr %q", args, code, errb.String())
	}
	return result{out.buf.String(), errb.String(), code}, time.Since(out.at)
}
