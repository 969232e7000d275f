package main

import (
	"context"
	"os"
)

func main() { os.Exit(realMain()) }

// realMain runs the app with a context that SIGINT, SIGTERM or SIGHUP
// cancels (see signalContext). It is separate from main so that its defers
// run before the exit.
func realMain() int {
	ctx, stop := signalContext(context.Background())
	defer stop()
	return run(ctx, os.Args, os.Stdin, os.Stdout, os.Stderr)
}
