// Package ctxio holds input and output that a context can cancel: a
// reader of a pipe or a terminal whose Read returns when the context is
// done, and an Open that gives up waiting for the other end of a FIFO.
package ctxio
