package ctxio

import (
	"context"
	"io"
	"os"
)

// Open is os.OpenFile(name, flag, 0) that gives up with ctx.Err()
// when ctx is done first: opening a FIFO blocks until the other end is
// opened. A file opened after ctx is done is closed.
func Open(ctx context.Context, name string, flag int) (*os.File, error) {
	type opened struct {
		f   *os.File
		err error
	}
	ch := make(chan opened, 1)
	go func() {
		f, err := os.OpenFile(name, flag, 0)
		ch <- opened{f, err}
	}()
	select {
	case o := <-ch:
		return o.f, o.err
	case <-ctx.Done():
		go func() {
			if o := <-ch; o.f != nil {
				o.f.Close()
			}
		}()
		return nil, ctx.Err()
	}
}

// reader reads from a reader that may block for a long time (a pipe, a
// terminal) on a goroutine of its own, so that Read returns ctx.Err() as
// soon as ctx is done, even while no data comes. That goroutine may then be
// left blocked in the underlying Read until data comes or the reader is
// closed: it writes only into its own buffers.
type reader struct {
	ctx  context.Context
	data chan readChunk // filled buffers, from the goroutine
	free chan []byte    // empty buffers, to the goroutine
	cur  readChunk      // the chunk being consumed
	used int            // bytes of cur.b consumed
	err  error          // sticky error
}

type readChunk struct {
	b   []byte
	err error
}

// bufSize is the size of each of a reader's two buffers.
const bufSize = 32 << 10

// NewReader returns a reader of r whose Read gives up with ctx.Err() as
// soon as ctx is done, even while no data comes (see reader).
func NewReader(ctx context.Context, r io.Reader) io.Reader {
	c := &reader{ctx: ctx, data: make(chan readChunk, 1), free: make(chan []byte, 2)}
	c.free <- make([]byte, bufSize)
	c.free <- make([]byte, bufSize)
	go c.fill(r)
	return c
}

// fill reads r into free buffers and sends them on, until an error.
func (c *reader) fill(r io.Reader) {
	for {
		var b []byte
		select {
		case b = <-c.free:
		case <-c.ctx.Done():
			return
		}
		n, err := r.Read(b[:cap(b)])
		select {
		case c.data <- readChunk{b[:n], err}:
		case <-c.ctx.Done():
			return
		}
		if err != nil {
			return
		}
	}
}

// Read reads from the underlying reader, or returns ctx.Err() when ctx is
// done first.
func (c *reader) Read(p []byte) (int, error) {
	for {
		if c.err != nil {
			return 0, c.err
		}
		if err := c.ctx.Err(); err != nil {
			c.err = err
			return 0, err
		}
		if c.used < len(c.cur.b) {
			n := copy(p, c.cur.b[c.used:])
			c.used += n
			return n, nil
		}
		if c.cur.err != nil {
			c.err = c.cur.err
			return 0, c.err
		}
		if c.cur.b != nil {
			c.free <- c.cur.b // never blocks: the channel holds both buffers
			c.cur.b = nil
		}
		select {
		case c.cur = <-c.data:
			c.used = 0
		case <-c.ctx.Done():
		}
	}
}
