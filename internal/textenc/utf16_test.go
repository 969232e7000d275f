package textenc_test

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"

	"github.com/sudokudlx/sudokudlx/internal/textenc"
)

// encode returns s in UTF-16 with a byte-order mark.
func encode(s string, big bool) []byte {
	var order binary.AppendByteOrder = binary.LittleEndian
	if big {
		order = binary.BigEndian
	}
	var b []byte
	for _, u := range utf16.Encode([]rune("\ufeff" + s)) {
		b = order.AppendUint16(b, u)
	}
	return b
}

func read(t *testing.T, data []byte, oneByte bool) (string, string) {
	t.Helper()
	var src io.Reader = bytes.NewReader(data)
	if oneByte {
		src = iotest.OneByteReader(src)
	}
	r, enc := textenc.UTF8(bufio.NewReader(src))
	got, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(got), enc
}

func TestUTF8(t *testing.T) {
	long := strings.Repeat("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\r\n", 200)
	for _, tc := range []struct {
		name    string
		in      []byte
		want    string
		wantEnc string
	}{
		{"utf-8", []byte("12\n"), "12\n", textenc.UTF8Text},
		{"utf-8 bom", []byte("\ufeff12"), "\ufeff12", textenc.UTF8Text},
		{"empty", nil, "", textenc.UTF8Text},
		{"one byte", []byte{0xFF}, "\xff", textenc.UTF8Text},
		{"utf-16le", encode("1.3.\r\n", false), "\ufeff1.3.\r\n", textenc.UTF16LEText},
		{"utf-16be", encode("é 😀 x", true), "\ufeffé 😀 x", textenc.UTF16BEText},
		{"utf-16le long", encode(long, false), "\ufeff" + long, textenc.UTF16LEText},
		{"odd byte", append(encode("ab", false), 'c'), "\ufeffab\ufffd", textenc.UTF16LEText},
		{"lone high surrogate", append(encode("a", false), 0x3D, 0xD8, 'b', 0), "\ufeffa\ufffdb", textenc.UTF16LEText},
		{"high surrogate at the end", append(encode("a", false), 0x3D, 0xD8), "\ufeffa\ufffd", textenc.UTF16LEText},
		{"lone low surrogate", append(encode("a", true), 0xDE, 0x00, 0, 'b'), "\ufeffa\ufffdb", textenc.UTF16BEText},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, oneByte := range []bool{false, true} {
				got, enc := read(t, tc.in, oneByte)
				if got != tc.want || enc != tc.wantEnc {
					t.Errorf("one byte %v: got %q (%s), want %q (%s)", oneByte, got, enc, tc.want, tc.wantEnc)
				}
			}
		})
	}
}

// FuzzUTF16 checks the streaming decoder against unicode/utf16 on the
// whole input, read at once and one byte at a time.
func FuzzUTF16(f *testing.F) {
	f.Add([]byte("1\x002\x00"), false)
	f.Add([]byte{0xD8, 0x3D, 0xDE, 0x00, 0, 'x'}, true)
	f.Add([]byte{0xD8, 0x3D, 0xD8, 0x3D, 0xDE}, true)
	f.Fuzz(func(t *testing.T, data []byte, big bool) {
		var order binary.ByteOrder = binary.LittleEndian
		if big {
			order = binary.BigEndian
		}
		units := make([]uint16, len(data)/2)
		for i := range units {
			units[i] = order.Uint16(data[2*i:])
		}
		want := string(utf16.Decode(units))
		if len(data)%2 == 1 {
			want += "\ufffd"
		}
		for _, oneByte := range []bool{false, true} {
			var src io.Reader = bytes.NewReader(data)
			if oneByte {
				src = iotest.OneByteReader(src)
			}
			got, err := io.ReadAll(textenc.NewUTF16Reader(src, big))
			if err != nil || string(got) != want {
				t.Fatalf("one byte %v: got %q, %v; want %q", oneByte, got, err, want)
			}
		}
	})
}
