// The output of the commands that write results (-o): standard output, a
// regular file that appears only whole, or a special file written in place.

package main

import (
	"errors"
	"fmt"

	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/urfave/cli/v2"
)

// openOutput opens the output of a command's -o flag (standard output
// without it), with the exit status of a failure: interrupted when a
// signal ended the wait for a FIFO's reader, else a failure.
func openOutput(c *cli.Context) (*outfile.File, error) {
	out, err := outfile.Create(c.Context, c.String("output"), c.App.Writer)
	switch {
	case err != nil && c.Context.Err() != nil:
		return nil, withExit(exitInterrupted, errors.New("interrupted"))
	case err != nil:
		return nil, withExit(exitFailure, err)
	}
	return out, nil
}

// outputFlag is -o, the same on every command that writes results.
func outputFlag() cli.Flag {
	return &cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the results to `FILE`: a regular file appears only when the run is complete (a device or FIFO is written in place)"}
}

// endRun ends a streaming run (batch, rate, gen) after its last record or
// a signal: the output committed, or on a signal kept as far as it went
// (standard output and special files get every record written; a regular
// -o file is not left partial); the summary on standard error unless
// --quiet; and the exit status: interrupted, a failure (err, or failed
// for a record that failed), or success.
func endRun(c *cli.Context, out *outfile.File, err error, summary string, failed bool) error {
	stderr := c.App.ErrWriter
	interrupted := c.Context.Err() != nil
	switch {
	case err != nil && !interrupted:
		out.Abort()
		if _, ok := err.(*exitError); ok {
			return err // the run asked for its own exit status
		}
		return withExit(exitFailure, err)
	case interrupted:
		if aerr := out.Abort(); aerr != nil && !out.Whole() {
			fmt.Fprintf(stderr, "%s: %v\n", progName, aerr)
		}
	default:
		if err := out.Commit(); err != nil {
			return withExit(exitFailure, err)
		}
	}
	if !c.Bool("quiet") {
		fmt.Fprintf(stderr, "%s: %s\n", progName, summary)
	}
	switch {
	case interrupted:
		return withExit(exitInterrupted, errors.New("interrupted"))
	case failed:
		return withExit(exitFailure, nil)
	}
	return nil
}
