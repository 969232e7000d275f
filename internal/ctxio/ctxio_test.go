package ctxio

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestReader checks that a read that waits for data ends when the
// context is cancelled, and that data passes through unchanged.
func TestReader(t *testing.T) {
	data := strings.Repeat("0123456789abcdef", 10000)
	got, err := io.ReadAll(NewReader(t.Context(), iotest.OneByteReader(strings.NewReader(data))))
	if err != nil || string(got) != data {
		t.Fatalf("read %d bytes, %v; want %d", len(got), err, len(data))
	}
	got, err = io.ReadAll(iotest.HalfReader(NewReader(t.Context(), strings.NewReader(data))))
	if err != nil || string(got) != data {
		t.Fatalf("half reads: read %d bytes, %v; want %d", len(got), err, len(data))
	}

	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(t.Context())
	r := NewReader(ctx, pr)
	go pw.Write([]byte("abc"))
	buf := make([]byte, 10)
	n, err := r.Read(buf)
	if n != 3 || err != nil {
		t.Fatalf("first read: %d, %v", n, err)
	}
	// No more data comes: the next read waits until the cancel.
	go cancel()
	n, err = r.Read(buf)
	if n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("blocked read: %d, %v", n, err)
	}
	if _, err := r.Read(buf); !errors.Is(err, context.Canceled) {
		t.Errorf("read after cancel: %v", err)
	}
}
