package hyper

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

func TestDetect(t *testing.T) {
	cube := strings.Repeat(".", 512)
	row3D := strings.Repeat("1", 64)
	tests := []struct {
		name, in string
		want     bool
	}{
		{"empty", "", false},
		{"9x9", strings.Repeat(".", 81) + "\n" + cube + "\n", false},
		{"16x16", strings.Repeat(".", 256), false},
		{"3D", cube + "\n", true},
		{"3D without a newline", cube, true},
		{"3D after comments", "# cubes\n\n  \r\n" + cube + "\r\n", true},
		{"3D with its solution", cube + " " + cube + "\n", true},
		{"3D with a comment", cube + ":made by gen\n", true},
		{"4D b=2", strings.Repeat(".", 65536) + ",x\n", true},
		{"boxed 3D row", "1 2 3 4 | 5 6 7 8 || " + row3D[:56] + "\n", true},
		{"boxed 9x9 row", "1 2 3 | 4 5 6 | 7 8 9\n", false},
		{"prose", strings.Repeat("word ", 20) + "\n", false},
		{"first line too long", strings.Repeat(".", 1<<18) + "\n", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, got := Detect(iotest.OneByteReader(strings.NewReader(tc.in)))
			if got != tc.want {
				t.Errorf("Detect = %v, want %v", got, tc.want)
			}
			all, err := io.ReadAll(r)
			if err != nil || string(all) != tc.in {
				t.Errorf("read back %d bytes (%v), want the %d of the input", len(all), err, len(tc.in))
			}
		})
	}
}

// TestDetectError: a read error comes after the bytes read ahead.
func TestDetectError(t *testing.T) {
	bad := errors.New("disk on fire")
	r, dims := Detect(io.MultiReader(strings.NewReader("# a\n12"), iotest.ErrReader(bad)))
	if dims {
		t.Error("dims for a broken input")
	}
	all, err := io.ReadAll(r)
	if string(all) != "# a\n12" || !errors.Is(err, bad) {
		t.Errorf("read %q, %v; want the bytes, then %v", all, err, bad)
	}
}
