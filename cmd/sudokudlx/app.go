package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/cliargs"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
)

// Exit statuses.
const (
	exitOK          = 0   // success: something was found
	exitFailure     = 1   // nothing found, or an error while working
	exitUsage       = 2   // bad command line or bad input
	exitInterrupted = 130 // interrupted (SIGINT; 128+N for signal N): what was found is printed
)

// progName prefixes every diagnostic on stderr.
const progName = "sudokudlx"

// commands returns the app's commands, in the order help lists them: the
// puzzle commands from the most used, then xc and the shell's helpers. To
// add one, write its constructor (func fooCommand() *cli.Command) in its
// own file and add one line here.
// Every command gets the app's OnUsageError and no "help" subcommand (so
// that "xc help" reads a file named help).
func commands() []*cli.Command {
	return []*cli.Command{
		solveCommand(),
		batchCommand(),
		genCommand(),
		rateCommand(),
		printCommand(),
		playCommand(),
		studyCommand(),
		serveCommand(),
		xcCommand(),
		completionCommand(),
		manCommand(),
	}
}

// run runs the command line args (args[0] is the program) with the given
// input and outputs and returns the exit status. The context cancels long
// work (main cancels it on SIGINT).
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := &watchWriter{w: stdout}
	app := newApp(stdin, out, stderr)
	args = cliargs.Reorder(app.Commands, args)
	setUsageErrors(app, args)
	err := app.RunContext(ctx, args)
	if err == nil && out.err != nil {
		// Help and --version, which urfave/cli writes without a word
		// when the write fails.
		err = withExit(exitFailure, outfile.WriteError("stdout", out.err))
	}
	code := exitCode(err)
	if err != nil {
		msg := err.Error()
		if code == exitInterrupted {
			// A signal other than SIGINT: its own status, and its name.
			var by string
			code, by = interruptStatus(ctx)
			if rest, ok := strings.CutPrefix(msg, "interrupted"); ok {
				msg = "interrupted" + by + rest
			}
		}
		if msg != "" {
			fmt.Fprintf(stderr, "%s: %s\n", progName, msg)
		}
	}
	return code
}

// newApp returns a fresh app writing to the given writers. It never calls
// os.Exit: errors come back from RunContext.
func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:           progName,
		Usage:          "exact cover with dancing links, and Sudoku",
		Version:        version(),
		Reader:         stdin,
		Writer:         stdout,
		ErrWriter:      stderr,
		ExitErrHandler: func(*cli.Context, error) {}, // exit once, in main
		Commands:       commands(),
		Action:         noCommand,
		Suggest:        true, // for "help slove"
	}
	for _, c := range app.Commands {
		c.HideHelpCommand = true
	}
	return app
}

// noCommand is the app's action: there is no command, or an unknown one.
func noCommand(c *cli.Context) error {
	if c.Args().Present() {
		name := c.Args().First()
		if s := cliargs.Suggest(name, cliargs.CommandNames(c.App.Commands)); s != "" {
			return usageErrorf("unknown command %q; did you mean %q? (see '%s help')", name, s, progName)
		}
		return usageErrorf("unknown command %q (see '%s help')", name, progName)
	}
	w := c.App.Writer
	c.App.Writer = c.App.ErrWriter
	defer func() { c.App.Writer = w }()
	_ = cli.ShowAppHelp(c)
	return &exitError{code: exitUsage}
}

// setUsageErrors gives the app and each of its commands without one the
// OnUsageError of onUsageError, for the command line args.
func setUsageErrors(app *cli.App, args []string) {
	f := onUsageError(args)
	app.OnUsageError = f
	for _, c := range app.Commands {
		if c.OnUsageError == nil {
			c.OnUsageError = f
		}
	}
}

// onUsageError returns the handler that turns a command-line error into an
// exit-2 error; args, the command line, give the spelling of an unknown
// flag as written (-zz, not --zz).
func onUsageError(args []string) cli.OnUsageErrorFunc {
	return func(c *cli.Context, err error, isSubcommand bool) error {
		name := c.App.Name
		flags := c.App.Flags
		if isSubcommand && c.Command != nil {
			name = c.Command.HelpName
			flags = c.Command.Flags
		}
		err = cliargs.BadValue(cliargs.UnknownFlag(err, flags, args), flags)
		return &exitError{code: exitUsage, err: fmt.Errorf("%w (see '%s --help')", err, name)}
	}
}

// exitError is an error with the exit status it calls for. Its message may
// be empty (err nil): then nothing is printed.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// withExit returns err with exit status code (nil err: a silent exit).
func withExit(code int, err error) error { return &exitError{code: code, err: err} }

// usageErrorf returns an error for exit status 2, for bad command lines and
// bad input.
func usageErrorf(format string, args ...any) error {
	return &exitError{code: exitUsage, err: fmt.Errorf(format, args...)}
}

// exitCode returns the exit status for the error a command returned: 0 for
// nil, the code of an *exitError, 2 for the errors urfave/cli makes itself
// (like "help nosuch"), 1 for any other error.
func exitCode(err error) int {
	if err == nil {
		return exitOK
	}
	var e *exitError
	if errors.As(err, &e) {
		return e.code
	}
	var coder cli.ExitCoder
	if errors.As(err, &coder) {
		return exitUsage
	}
	return exitFailure
}

// watchWriter passes writes on to w and keeps the first error. run sets
// one as the app's Writer: code that needs the file behind the Writer (is
// it a terminal?) gets it with osFile.
type watchWriter struct {
	w   io.Writer
	err error
}

// Unwrap returns the writer under w, for the code that asks whether it is
// a terminal (see osFile; package outfile asks the same way).
func (w *watchWriter) Unwrap() io.Writer { return w.w }

func (w *watchWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

// osFile returns the file that w writes to, if it is one: w itself, or the
// file under run's watchWriter.
func osFile(w io.Writer) (*os.File, bool) {
	if ww, ok := w.(*watchWriter); ok {
		w = ww.w
	}
	f, ok := w.(*os.File)
	return f, ok
}

// noArguments is the usage error of a command that takes only flags and
// was given an argument, in the same words for each.
func noArguments(c *cli.Context) error {
	return usageErrorf("%s takes no arguments, got %q (see '%s --help')", c.Command.Name, c.Args().First(), c.Command.HelpName)
}
