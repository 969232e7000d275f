package main

import (
	"context"
	"os"
	"os/signal"
)

func main() { os.Exit(realMain()) }

// realMain runs the app with a context that SIGINT cancels; a second
// SIGINT kills the process at once. It is separate from main so that its
// defers run before the exit.
func realMain() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	context.AfterFunc(ctx, stop)
	return run(ctx, os.Args, os.Stdin, os.Stdout, os.Stderr)
}
