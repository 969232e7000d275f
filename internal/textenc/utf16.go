package textenc

import (
	"bufio"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// Encodings that UTF8 recognises by their byte-order mark.
const (
	UTF8Text    = "UTF-8"
	UTF16LEText = "UTF-16LE"
	UTF16BEText = "UTF-16BE"
)

// UTF8 returns a reader of br's text as UTF-8 and the name of the encoding
// found. A UTF-16 byte-order mark (FF FE or FE FF) selects UTF-16, decoded
// as it is read; the mark itself comes out as the UTF-8 byte-order mark
// (EF BB BF), which the caller drops as it does in a UTF-8 file. Anything
// else is returned unchanged as UTF-8. UTF8 peeks at the first two bytes
// of br, which blocks until they come or br ends; it costs no allocation
// for UTF-8 and one buffer for UTF-16.
func UTF8(br *bufio.Reader) (io.Reader, string) {
	b, _ := br.Peek(2)
	switch {
	case len(b) == 2 && b[0] == 0xFF && b[1] == 0xFE:
		return NewUTF16Reader(br, false), UTF16LEText
	case len(b) == 2 && b[0] == 0xFE && b[1] == 0xFF:
		return NewUTF16Reader(br, true), UTF16BEText
	}
	return br, UTF8Text
}

// UTF16Reader decodes UTF-16 (of one byte order) into UTF-8. An unpaired
// surrogate, and an odd byte at the end of the input, read as U+FFFD.
type UTF16Reader struct {
	src io.Reader
	big bool
	in  [4 << 10]byte
	nin int    // bytes of in not yet decoded (at most 3: an odd byte or half a pair)
	out []byte // decoded text not yet returned
	buf []byte // backing array of out
	err error  // of src, returned once out is empty
}

// NewUTF16Reader returns a reader of the UTF-16 text of src as UTF-8;
// bigEndian selects the byte order.
func NewUTF16Reader(src io.Reader, bigEndian bool) *UTF16Reader {
	return &UTF16Reader{src: src, big: bigEndian, buf: make([]byte, 0, 6<<10+8)}
}

// Read reads decoded UTF-8 text into p.
func (d *UTF16Reader) Read(p []byte) (int, error) {
	for len(d.out) == 0 {
		if d.err != nil {
			return 0, d.err
		}
		d.fill()
	}
	n := copy(p, d.out)
	d.out = d.out[n:]
	return n, nil
}

// fill reads more of src and decodes every complete code unit, keeping an
// odd byte, or a high surrogate whose pair has not come yet, for the next
// call (or decoding them as U+FFFD at the end of src).
func (d *UTF16Reader) fill() {
	n, err := d.src.Read(d.in[d.nin:])
	d.nin += n
	d.err = err
	out := d.buf[:0]
	i := 0
	for ; i+2 <= d.nin; i += 2 {
		u := d.unit(i)
		r := rune(u)
		if utf16.IsSurrogate(r) {
			if u < 0xDC00 && i+4 <= d.nin {
				r = utf16.DecodeRune(r, rune(d.unit(i+2)))
				if r != utf8.RuneError {
					i += 2
				}
			} else if u < 0xDC00 && err == nil {
				break // the pair may come with the next read
			} else {
				r = utf8.RuneError
			}
		}
		out = utf8.AppendRune(out, r)
	}
	if err != nil && i < d.nin {
		out = utf8.AppendRune(out, utf8.RuneError) // an odd byte at the end
		i = d.nin
	}
	d.nin = copy(d.in[:], d.in[i:d.nin])
	d.buf, d.out = out, out
}

func (d *UTF16Reader) unit(i int) uint16 {
	if d.big {
		return uint16(d.in[i])<<8 | uint16(d.in[i+1])
	}
	return uint16(d.in[i+1])<<8 | uint16(d.in[i])
}
