// Package outfile writes a command's results: to standard output, to a
// regular file that appears only whole (written under a temporary name
// beside it and renamed at the end, so that a failed or interrupted run
// leaves no partial file), or to a file that is not a regular file (a
// device, a FIFO, a terminal), written in place. Records written to
// standard output or in place are flushed as they come.
package outfile

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
	"golang.org/x/term"
)

// File is where results go: standard output; a file that is written
// under a temporary name beside it and renamed at the end, so that a failed
// or interrupted run never leaves a partial file under its name; or a file
// that is not a regular file (a device such as /dev/null, a FIFO, a
// terminal), which is written in place, like standard output. A symbolic
// link is followed: the file it names is the one written or replaced.
type File struct {
	*bufio.Writer
	name    string    // the name given; "" for standard output
	tmp     *os.File  // the temporary file of a regular file, else nil
	target  string    // where tmp goes: name, with its links followed
	inPlace *os.File  // a special file, written in place
	dest    io.Writer // standard output, when it is the output

	// Records are written under mu (Lock). When flushing is on (see
	// StartFlushing), each record is flushed at once (perRecord) or within
	// FlushAfter by timer, so that a reader sees results as they come and
	// a closed pipe is noticed.
	mu        sync.Mutex
	perRecord bool
	timer     *time.Timer // nil when flushing is off
	armed     bool        // timer is set to flush
	flushErr  error       // the first error of a flush by timer
}

// FlushAfter bounds how long a finished record waits in the buffer of an
// output that someone may be reading as it grows.
const FlushAfter = 100 * time.Millisecond

// outBufSize is the size of the output buffer.
const outBufSize = 1 << 20

// maxLinks bounds the chain of symbolic links Create follows.
const maxLinks = 40

// Create returns an File writing to the file name, or
// to stdout when name is "" or "-". Opening a special file (a FIFO waits
// for its reader) ends when ctx is done, with ctx's error.
func Create(ctx context.Context, name string, stdout io.Writer) (*File, error) {
	if name == "" || name == "-" {
		return &File{Writer: bufio.NewWriterSize(stdout, outBufSize), dest: stdout}, nil
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
		return &File{Writer: bufio.NewWriterSize(f, outBufSize), name: name, inPlace: f}, nil
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
	return &File{Writer: bufio.NewWriterSize(tmp, outBufSize), name: name, tmp: tmp, target: target}, nil
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
func (o *File) Name() string {
	if o.name == "" {
		return "stdout"
	}
	return o.name
}

// StartFlushing makes the output flush its records as they come when it
// is standard output or a special file: each record when it is a terminal,
// else at most FlushAfter after it was written. A regular -o file, which
// appears only at the end, is written in large blocks.
func (o *File) StartFlushing() {
	if o.tmp != nil {
		return
	}
	w := o.inPlace
	if w == nil {
		w, _ = fileOf(o.dest)
	}
	o.perRecord = w != nil && term.IsTerminal(int(w.Fd()))
	o.timer = time.AfterFunc(time.Hour, o.timedFlush)
	o.timer.Stop()
}

// Lock and Unlock guard the writes of a record, which goroutines may make
// at once, and the flushes by timer.
func (o *File) Lock() { o.mu.Lock() }

// Unlock ends what Lock began.
func (o *File) Unlock() { o.mu.Unlock() }

// Whole reports whether the output is a regular file written under a
// temporary name, which appears under its own only at Commit.
func (o *File) Whole() bool { return o.tmp != nil }

// EndRecord is called, with the lock held, after each record is written: it
// flushes the record or sees that it will be. It returns the error of a
// flush by timer, if one failed.
func (o *File) EndRecord() error {
	switch {
	case o.timer == nil:
	case o.perRecord:
		return o.Flush()
	case !o.armed && o.Buffered() > 0:
		o.armed = true
		o.timer.Reset(FlushAfter)
	}
	return o.flushErr
}

// WriteRecord writes one record, b, under the lock, and lets it be
// flushed as records are (see StartFlushing).
func (o *File) WriteRecord(b []byte) error {
	o.Lock()
	defer o.Unlock()
	if _, err := o.Write(b); err != nil {
		return err
	}
	return o.EndRecord()
}

// FlushRecords writes out what the buffer holds, under the lock, so that
// a diagnostic on standard error follows the records before it.
func (o *File) FlushRecords() error {
	o.Lock()
	defer o.Unlock()
	return o.Flush()
}

// timedFlush flushes what the records left in the buffer.
func (o *File) timedFlush() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.armed = false
	if err := o.Flush(); err != nil && o.flushErr == nil {
		o.flushErr = err
	}
}

// stopFlushing stops the timer; it returns with o.mu held, so that no
// flush by timer runs after it.
func (o *File) stopFlushing() {
	if o.timer != nil {
		o.timer.Stop()
	}
	o.mu.Lock()
}

// commit flushes what is buffered and, for a regular file, gives the
// temporary file its final name and the permissions of a new file (or
// those of the file it replaces). After an error nothing is left under
// either name.
func (o *File) Commit() error {
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
			return WriteError(o.Name(), err)
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
		return WriteError(o.name, err)
	}
	return nil
}

// abort ends an interrupted or failed run: a regular file's temporary file
// is removed and no file appears under its name. On standard output or a
// special file it flushes what is buffered, which is the whole of what was
// done.
func (o *File) Abort() error {
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
		return WriteError(o.Name(), err)
	}
	return nil
}

// writeError returns a failed write to the output called name as "write
// NAME: reason", without the operation and path that an *fs.PathError
// adds (the temporary file's, or /dev/stdout).
func WriteError(name string, err error) error {
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

// pathError returns err as "name: reason", without the operation that an
// *fs.PathError adds ("open name: ...").
func pathError(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", name, err)
}

// fileOf returns the file that w writes to, if it is one: w itself, or
// the file under a writer that wraps it and tells it with
// Unwrap() io.Writer.
func fileOf(w io.Writer) (*os.File, bool) {
	if u, ok := w.(interface{ Unwrap() io.Writer }); ok {
		w = u.Unwrap()
	}
	f, ok := w.(*os.File)
	return f, ok
}
