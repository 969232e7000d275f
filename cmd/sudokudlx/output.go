// The output of the commands that write results (-o): standard output, a
// regular file that appears only whole, or a special file written in place.

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/ctxio"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

// outputFile is where results go: standard output; a file that is written
// under a temporary name beside it and renamed at the end, so that a failed
// or interrupted run never leaves a partial file under its name; or a file
// that is not a regular file (a device such as /dev/null, a FIFO, a
// terminal), which is written in place, like standard output. A symbolic
// link is followed: the file it names is the one written or replaced.
type outputFile struct {
	*bufio.Writer
	name    string    // the name given; "" for standard output
	tmp     *os.File  // the temporary file of a regular file, else nil
	target  string    // where tmp goes: name, with its links followed
	inPlace *os.File  // a special file, written in place
	dest    io.Writer // standard output, when it is the output

	// Records are written under mu. When flushing is on (see
	// startFlushing), each record is flushed at once (perRecord) or within
	// flushAfter by timer, so that a reader sees results as they come and
	// a closed pipe is noticed.
	mu        sync.Mutex
	perRecord bool
	timer     *time.Timer // nil when flushing is off
	armed     bool        // timer is set to flush
	flushErr  error       // the first error of a flush by timer
}

// flushAfter bounds how long a finished record waits in the buffer of an
// output that someone may be reading as it grows.
const flushAfter = 100 * time.Millisecond

// outBufSize is the size of the output buffer.
const outBufSize = 1 << 20

// maxLinks bounds the chain of symbolic links createOutput follows.
const maxLinks = 40

// openOutput opens the output of a command's -o flag (standard output
// without it), with the exit status of a failure: interrupted when a
// signal ended the wait for a FIFO's reader, else a failure.
func openOutput(c *cli.Context) (*outputFile, error) {
	out, err := createOutputContext(c.Context, c.String("output"), c.App.Writer)
	switch {
	case err != nil && c.Context.Err() != nil:
		return nil, withExit(exitInterrupted, errors.New("interrupted"))
	case err != nil:
		return nil, withExit(exitFailure, err)
	}
	return out, nil
}

// createOutputContext returns an outputFile writing to the file name, or
// to stdout when name is "" or "-". Opening a special file (a FIFO waits
// for its reader) ends when ctx is done, with ctx's error.
func createOutputContext(ctx context.Context, name string, stdout io.Writer) (*outputFile, error) {
	if name == "" || name == "-" {
		return &outputFile{Writer: bufio.NewWriterSize(stdout, outBufSize), dest: stdout}, nil
	}
	fi, err := os.Stat(name)
	switch {
	case err == nil && fi.IsDir():
		return nil, fmt.Errorf("%s: is a directory", name)
	case err == nil && !fi.Mode().IsRegular():
		f, err := ctxio.Open(ctx, name, os.O_WRONLY)
		if err != nil {
			return nil, pathError(name, err)
		}
		return &outputFile{Writer: bufio.NewWriterSize(f, outBufSize), name: name, inPlace: f}, nil
	}
	target, err := followLinks(name)
	if err != nil {
		return nil, pathError(name, err)
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		// The file itself may well exist: say that the temporary file
		// beside it, renamed onto it at the end, could not be made.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("%s: cannot make the temporary file to write it in %s: %w", name, filepath.Clean(dir), err)
	}
	return &outputFile{Writer: bufio.NewWriterSize(tmp, outBufSize), name: name, tmp: tmp, target: target}, nil
}

// followLinks returns the file that name leads to through symbolic links,
// which need not exist (a dangling link names the file to create).
func followLinks(name string) (string, error) {
	for range maxLinks {
		fi, err := os.Lstat(name)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			return name, nil
		}
		link, err := os.Readlink(name)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(name), link)
		}
		name = link
	}
	return "", errors.New("too many levels of symbolic links")
}

// displayName names the output in messages.
func (o *outputFile) displayName() string {
	if o.name == "" {
		return "stdout"
	}
	return o.name
}

// startFlushing makes the output flush its records as they come when it
// is standard output or a special file: each record when it is a terminal,
// else at most flushAfter after it was written. A regular -o file, which
// appears only at the end, is written in large blocks.
func (o *outputFile) startFlushing() {
	if o.tmp != nil {
		return
	}
	w := o.inPlace
	if w == nil {
		w, _ = osFile(o.dest)
	}
	o.perRecord = w != nil && term.IsTerminal(int(w.Fd()))
	o.timer = time.AfterFunc(time.Hour, o.timedFlush)
	o.timer.Stop()
}

// endRecord is called, with o.mu held, after each record is written: it
// flushes the record or sees that it will be. It returns the error of a
// flush by timer, if one failed.
func (o *outputFile) endRecord() error {
	switch {
	case o.timer == nil:
	case o.perRecord:
		return o.Flush()
	case !o.armed && o.Buffered() > 0:
		o.armed = true
		o.timer.Reset(flushAfter)
	}
	return o.flushErr
}

// timedFlush flushes what the records left in the buffer.
func (o *outputFile) timedFlush() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.armed = false
	if err := o.Flush(); err != nil && o.flushErr == nil {
		o.flushErr = err
	}
}

// stopFlushing stops the timer; it returns with o.mu held, so that no
// flush by timer runs after it.
func (o *outputFile) stopFlushing() {
	if o.timer != nil {
		o.timer.Stop()
	}
	o.mu.Lock()
}

// commit flushes what is buffered and, for a regular file, gives the
// temporary file its final name and the permissions of a new file (or
// those of the file it replaces). After an error nothing is left under
// either name.
func (o *outputFile) commit() error {
	o.stopFlushing()
	defer o.mu.Unlock()
	err := o.Flush()
	switch {
	case o.inPlace != nil:
		if cerr := o.inPlace.Close(); err == nil {
			err = cerr
		}
		fallthrough
	case o.tmp == nil:
		if err != nil {
			return writeError(o.displayName(), err)
		}
		return nil
	}
	mode := fs.FileMode(0o644)
	if fi, serr := os.Stat(o.target); serr == nil {
		mode = fi.Mode().Perm()
	}
	if err == nil {
		err = o.tmp.Chmod(mode)
	}
	if cerr := o.tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(o.tmp.Name(), o.target)
	}
	if err != nil {
		os.Remove(o.tmp.Name())
		return writeError(o.name, err)
	}
	return nil
}

// abort ends an interrupted or failed run: a regular file's temporary file
// is removed and no file appears under its name. On standard output or a
// special file it flushes what is buffered, which is the whole of what was
// done.
func (o *outputFile) abort() error {
	o.stopFlushing()
	defer o.mu.Unlock()
	if o.tmp != nil {
		o.tmp.Close()
		return os.Remove(o.tmp.Name())
	}
	err := o.Flush()
	if o.inPlace != nil {
		if cerr := o.inPlace.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return writeError(o.displayName(), err)
	}
	return nil
}

// writeError returns a failed write to the output called name as "write
// NAME: reason", without the operation and path that an *fs.PathError
// adds (the temporary file's, or /dev/stdout).
func writeError(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		err = le.Err
	}
	return fmt.Errorf("write %s: %w", name, err)
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
func endRun(c *cli.Context, out *outputFile, err error, summary string, failed bool) error {
	stderr := c.App.ErrWriter
	interrupted := c.Context.Err() != nil
	switch {
	case err != nil && !interrupted:
		out.abort()
		if _, ok := err.(*exitError); ok {
			return err // the run asked for its own exit status
		}
		return withExit(exitFailure, err)
	case interrupted:
		if aerr := out.abort(); aerr != nil && out.tmp == nil {
			fmt.Fprintf(stderr, "%s: %v\n", progName, aerr)
		}
	default:
		if err := out.commit(); err != nil {
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
