package dlx_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// formatText writes t back in the text format, one option a line.
func formatText(t *dlx.Text) string {
	var b strings.Builder
	p := t.Problem
	b.WriteString(strings.Join(t.Items[:p.NumPrimary()], " "))
	if p.NumItems() > p.NumPrimary() {
		b.WriteString(" | ")
		b.WriteString(strings.Join(t.Items[p.NumPrimary():], " "))
	}
	b.WriteByte('\n')
	for k := range p.NumOptions() {
		b.WriteString(t.FormatOption(k))
		b.WriteByte('\n')
	}
	return b.String()
}

func TestReadText(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in       string
		nPrim    int
		items    []string
		colors   []string
		options  []string
		lines    []int
		warnings []string
	}{
		{
			name:    "knuth",
			in:      knuthText,
			nPrim:   7,
			items:   []string{"a", "b", "c", "d", "e", "f", "g"},
			colors:  []string{""},
			options: []string{"c e f", "a d g", "b c f", "a d", "b g", "d e g"},
			lines:   []int{3, 4, 5, 6, 7, 8},
		},
		{
			name:    "colors",
			in:      coloredText,
			nPrim:   3,
			items:   []string{"p", "q", "r", "x", "y"},
			colors:  []string{"", "A", "B"},
			options: []string{"p q x y:A", "p r x:A y", "p x:B", "q x:A", "r y:B"},
			lines:   []int{2, 3, 4, 5, 6},
		},
		{
			name:     "dropped",
			in:       "\t a   b |  x y\t\nx y\na  x:1\n  b x:1 y\n| comment\n\n  \nb\nx:2 y:2\n",
			nPrim:    2,
			items:    []string{"a", "b", "x", "y"},
			colors:   []string{"", "1"},
			options:  []string{"a x:1", "b x:1 y", "b"},
			lines:    []int{3, 4, 8},
			warnings: []string{"test:2:1: option has no primary item; option dropped", "test:9:1: option has no primary item; option dropped"},
		},
		{
			name:    "crlf, no final newline",
			in:      "a b\r\na\r\n b",
			nPrim:   2,
			items:   []string{"a", "b"},
			colors:  []string{""},
			options: []string{"a", "b"},
			lines:   []int{2, 3},
		},
		{
			name:    "bar without spaces, trailing bar",
			in:      "a|b\na b\n",
			nPrim:   1,
			items:   []string{"a", "b"},
			colors:  []string{""},
			options: []string{"a b"},
			lines:   []int{2},
		},
		{
			name:   "no options",
			in:     "| nothing but items\na b |\n",
			nPrim:  2,
			items:  []string{"a", "b"},
			colors: []string{""},
		},
		{
			name:    "utf-8 bom, cr only",
			in:      "\ufeffa b | x\ra\r\rb x\r",
			nPrim:   2,
			items:   []string{"a", "b", "x"},
			colors:  []string{""},
			options: []string{"a", "b x"},
			lines:   []int{2, 4},
		},
		{
			name:    "utf-16le",
			in:      utf16Text("a b | ü\r\na\r\nb ü:红\r\n", false),
			nPrim:   2,
			items:   []string{"a", "b", "ü"},
			colors:  []string{"", "红"},
			options: []string{"a", "b ü:红"},
			lines:   []int{2, 3},
		},
		{
			name:    "utf-16be",
			in:      utf16Text("a\na\n", true),
			nPrim:   1,
			items:   []string{"a"},
			colors:  []string{""},
			options: []string{"a"},
			lines:   []int{2},
		},
		{
			name:    "unicode names",
			in:      "é ñ | ü\né ü:红\n",
			nPrim:   2,
			items:   []string{"é", "ñ", "ü"},
			colors:  []string{"", "红"},
			options: []string{"é ü:红"},
			lines:   []int{2},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := readString(t, tc.in)
			if got := x.Problem.NumPrimary(); got != tc.nPrim {
				t.Errorf("%d primary items, want %d", got, tc.nPrim)
			}
			if !slices.Equal(x.Items, tc.items) {
				t.Errorf("items %q, want %q", x.Items, tc.items)
			}
			if !slices.Equal(x.Colors, tc.colors) {
				t.Errorf("colors %q, want %q", x.Colors, tc.colors)
			}
			var opts []string
			for k := range x.Problem.NumOptions() {
				opts = append(opts, x.FormatOption(k))
			}
			if !slices.Equal(opts, tc.options) {
				t.Errorf("options %q, want %q", opts, tc.options)
			}
			if !slices.Equal(x.Lines, tc.lines) {
				t.Errorf("lines %v, want %v", x.Lines, tc.lines)
			}
			var warns []string
			for _, w := range x.Warnings {
				var te *dlx.TextError
				if !errors.As(w, &te) || !errors.Is(w, dlx.ErrNoPrimary) {
					t.Errorf("warning %v is not a *TextError wrapping ErrNoPrimary", w)
				}
				warns = append(warns, w.Error())
			}
			if !slices.Equal(warns, tc.warnings) {
				t.Errorf("warnings %q, want %q", warns, tc.warnings)
			}
			checkRoundTrip(t, x)
		})
	}
}

// checkRoundTrip writes x in the text format, reads it again and checks
// that nothing changed.
func checkRoundTrip(t *testing.T, x *dlx.Text) {
	t.Helper()
	out := formatText(x)
	y, err := dlx.ReadText(strings.NewReader(out), "again")
	if err != nil {
		t.Fatalf("reading %q again: %v", out, err)
	}
	if len(y.Warnings) != 0 {
		t.Errorf("reading again: warnings %v", y.Warnings)
	}
	if !slices.Equal(x.Items, y.Items) || x.Problem.NumPrimary() != y.Problem.NumPrimary() ||
		!slices.Equal(x.Colors, y.Colors) || x.Problem.NumOptions() != y.Problem.NumOptions() {
		t.Fatalf("read again differently:\n%s", out)
	}
	for k := range x.Problem.NumOptions() {
		i1, c1 := x.Problem.Option(k)
		i2, c2 := y.Problem.Option(k)
		if !slices.Equal(i1, i2) || !slices.Equal(c1, c2) {
			t.Fatalf("option %d read again differently: %v %v, then %v %v", k, i1, c1, i2, c2)
		}
	}
	if out2 := formatText(y); out2 != out {
		t.Errorf("format is not idempotent:\n%s\nthen\n%s", out, out2)
	}
}

// TestReadTextManyItems reads a problem of 200,000 items, whose line of
// items is longer than MaxLineLength.
func TestReadTextManyItems(t *testing.T) {
	const n = 200_000
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "item%d ", i)
	}
	if b.Len() <= dlx.MaxLineLength {
		t.Fatalf("line of items of %d bytes, not over %d", b.Len(), dlx.MaxLineLength)
	}
	b.WriteString("\nitem0 item199999\r\n")
	for i := 1; i < n-1; i++ {
		fmt.Fprintf(&b, "item%d\n", i)
	}
	x, err := dlx.ReadText(strings.NewReader(b.String()), "many")
	if err != nil {
		t.Fatal(err)
	}
	if x.Problem.NumItems() != n || x.Problem.NumOptions() != n-1 {
		t.Fatalf("%d items, %d options", x.Problem.NumItems(), x.Problem.NumOptions())
	}
	if k, err := dlx.NewSolver(x.Problem, dlx.Options{}).Count(context.Background(), 0); k != 1 || err != nil {
		t.Errorf("%d solutions, %v", k, err)
	}
}

func TestReadTextErrors(t *testing.T) {
	long := strings.Repeat("x", dlx.MaxLineLength)
	for _, tc := range []struct {
		name      string
		in        string
		want      error
		line, col int
		msg       string // in the message, if not ""
	}{
		{"empty", "", dlx.ErrNoItems, 1, 1, "test:1:1: no items"},
		{"only comments", "| a b\n\n  | c\n", dlx.ErrNoItems, 3, 1, ""},
		{"duplicate item", "a b a\n", dlx.ErrDuplicateItem, 1, 5, `test:1:5: duplicate item name "a"`},
		{"duplicate secondary", "a | b a\n", dlx.ErrDuplicateItem, 1, 7, ""},
		{"colon in item name", "a b:c\n", dlx.ErrBadName, 1, 3, `bad name: item name "b:c" contains ':'`},
		{"second bar", "a | b | c\n", dlx.ErrBadName, 1, 7, "second '|'"},
		{"control character", "a\x00 b\n", dlx.ErrBadName, 1, 1, "control character U+0000"},
		{"C1 control character", "a \u0085b\n", dlx.ErrBadName, 1, 3, "control character U+0085"},
		{"invalid UTF-8", "a \xff\n", dlx.ErrBadName, 1, 3, "not valid UTF-8"},
		{"unknown item", "a b\na c\n", dlx.ErrUnknownItem, 2, 3, `test:2:3: unknown item "c"`},
		{"unknown colored item", "a | x\na y:R\n", dlx.ErrUnknownItem, 2, 3, `unknown item "y"`},
		{"repeated item", "a b\n\na b a\n", dlx.ErrItemRepeated, 3, 5, `test:3:5: item repeated in option "a"`},
		{"repeated colored item", "a | x\na x:R x:R\n", dlx.ErrItemRepeated, 2, 7, ""},
		{"color on primary", "a | x\na:R x\n", dlx.ErrColorPrimary, 2, 2, `test:2:2: color on a primary item "a"`},
		{"empty color", "a | x\na x:\n", dlx.ErrBadName, 2, 5, "empty color"},
		{"empty item name", "a | x\na :R\n", dlx.ErrBadName, 2, 3, "empty item name"},
		{"colon in color", "a | x\na x:R:G\n", dlx.ErrBadName, 2, 5, `color "R:G" contains ':'`},
		{"bar in option", "a b\na |b\n", dlx.ErrBadName, 2, 3, `"|b" contains '|'`},
		{"bad color", "a | x\na x:\x01\n", dlx.ErrBadName, 2, 5, "control character"},
		{"long option", "a\na\n" + long + "x\na\n", dlx.ErrLineTooLong, 3, dlx.MaxLineLength + 1, ""},
		{"long unknown name", "a\nabcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ\n", dlx.ErrUnknownItem, 2, 1, `unknown item "abcdefghijklmnopqrstuvwxyz0123456789ABCD"... (46 bytes)`},
		{"longest line", "a\na" + long[1:] + "x\n", dlx.ErrLineTooLong, 2, dlx.MaxLineLength + 1, ""},
		{"bom only on line 1", "a\n\ufeffa\n", dlx.ErrBadName, 2, 1, "byte-order mark U+FEFF"},
		{"utf-16 unknown item", utf16Text("a b\nb c\n", false), dlx.ErrUnknownItem, 2, 3, `test:2:3: unknown item "c"`},
		{"utf-16 lone surrogate", utf16Text("a b\n", false) + "\x00\xd8a\x00", dlx.ErrUnknownItem, 2, 1, "unknown item \"\ufffda\""},
		{"byte-order mark in a name", "a \ufeffb\n", dlx.ErrBadName, 1, 3, "byte-order mark U+FEFF"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := dlx.ReadText(strings.NewReader(tc.in), "test")
			checkTextError(t, err, tc.want, tc.line, tc.col, tc.msg)
		})
	}
	// The line of items may be longer than MaxLineLength, up to
	// MaxItemLineLength; a longer one is an error, and a long comment
	// after it too.
	for _, tc := range []struct {
		name      string
		in        string
		line, col int
	}{
		{"long item line", "a " + long + "\na\n", 1, 1<<16 + 1},
		{"long item line, no end", "a " + long, 1, 1<<16 + 1},
		{"long comment after items", "a\n|" + long + "\na\n", 2, dlx.MaxLineLength + 1},
		{"long item line, CR", "a " + long + "\r\na\n", 1, 1<<16 + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := dlx.ReadTextItemLimit(strings.NewReader(tc.in), "test", 1<<16)
			checkTextError(t, err, dlx.ErrLineTooLong, tc.line, tc.col, "")
		})
	}
	// A line of exactly MaxLineLength bytes is fine.
	in := "a " + long[:dlx.MaxLineLength-4] + " b\nb\n"
	if x, err := dlx.ReadText(strings.NewReader(in), "test"); err != nil || x.Problem.NumOptions() != 1 {
		t.Errorf("line of %d bytes: %v", dlx.MaxLineLength, err)
	}
}

// utf16Text returns s in UTF-16 with a byte-order mark.
func utf16Text(s string, big bool) string {
	var order binary.AppendByteOrder = binary.LittleEndian
	if big {
		order = binary.BigEndian
	}
	var b []byte
	for _, u := range utf16.Encode([]rune("\ufeff" + s)) {
		b = order.AppendUint16(b, u)
	}
	return string(b)
}

// checkTextError checks that err is a *TextError at line:col that wraps
// want and whose message contains msg.
func checkTextError(t *testing.T, err, want error, line, col int, msg string) {
	t.Helper()
	var te *dlx.TextError
	if !errors.As(err, &te) {
		t.Fatalf("error %v (%T), want a *TextError", err, err)
	}
	if !errors.Is(err, want) {
		t.Errorf("error %q does not wrap %q", err, want)
	}
	if te.Line != line || te.Col != col {
		t.Errorf("error at %d:%d, want %d:%d: %v", te.Line, te.Col, line, col, err)
	}
	if te.File != "test" {
		t.Errorf("error names file %q", te.File)
	}
	if !strings.Contains(err.Error(), msg) {
		t.Errorf("error %q does not say %q", err, msg)
	}
}

// endless is a reader of an endless line.
type endless struct{}

func (endless) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = 'x'
	}
	return len(b), nil
}

func TestReadTextEndlessLine(t *testing.T) {
	_, err := dlx.ReadText(io.MultiReader(strings.NewReader("a\n"), endless{}), "test")
	checkTextError(t, err, dlx.ErrLineTooLong, 2, dlx.MaxLineLength+1, "")
}

func TestReadTextReadError(t *testing.T) {
	boom := errors.New("boom")
	_, err := dlx.ReadText(io.MultiReader(strings.NewReader("a b\na\n"), iotest.ErrReader(boom)), "test")
	checkTextError(t, err, boom, 3, 1, "test:3:1: boom")
}

func TestTextErrorWithoutFile(t *testing.T) {
	_, err := dlx.ReadText(strings.NewReader("a\nb\n"), "")
	if got, want := err.Error(), `2:1: unknown item "b"`; got != want {
		t.Errorf("error %q, want %q", got, want)
	}
}

// TestReadTextLongOption reads an option of 30,000 items: the check for
// repeated items must not take quadratic time.
func TestReadTextLongOption(t *testing.T) {
	const n = 30000
	var b bytes.Buffer
	for i := range n {
		fmt.Fprintf(&b, "i%d ", i)
	}
	items := b.String()
	in := items + "\n" + items + "\n" + items + "\n"
	x, err := dlx.ReadText(strings.NewReader(in), "test")
	if err != nil {
		t.Fatal(err)
	}
	if x.Problem.NumOptions() != 2 || x.Problem.NumNodes() != 2*n {
		t.Fatalf("%d options, %d nodes", x.Problem.NumOptions(), x.Problem.NumNodes())
	}
	_, err = dlx.ReadText(strings.NewReader(in+items+"i7\n"), "test")
	checkTextError(t, err, dlx.ErrItemRepeated, 4, len(items)+1, `"i7"`)
}

func TestFormatOptionAdded(t *testing.T) {
	x := readString(t, coloredText)
	k := mustAdd(t, x.Problem, []int{2, 4, 3}, []int{0, 2, 1})
	if got, want := x.FormatOption(k), "r y:B x:A"; got != want {
		t.Errorf("FormatOption(%d) = %q, want %q", k, got, want)
	}
	if got, want := x.FormatOption(0), "p q x y:A"; got != want {
		t.Errorf("FormatOption(0) = %q, want %q", got, want)
	}
}

func TestFormatOptionAllocs(t *testing.T) {
	x := readString(t, coloredText)
	n := 0
	allocs := testing.AllocsPerRun(100, func() {
		for k := range x.Problem.NumOptions() {
			n += len(x.FormatOption(k))
		}
	})
	if allocs != 0 {
		t.Errorf("FormatOption allocates %v times", allocs)
	}
}

// TestReadTextFiles reads the files of testdata.
func TestReadTextFiles(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.dlx")
	if len(files) == 0 {
		t.Fatal("no testdata/*.dlx")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			x, err := dlx.ReadText(f, file)
			if err != nil {
				t.Fatal(err)
			}
			checkRoundTrip(t, x)
			s := dlx.NewSolver(x.Problem, dlx.Options{})
			if got, want := allSolutions(t, s), bruteForce(x.Problem); !slices.Equal(got, want) {
				t.Errorf("solutions %v, brute force %v", got, want)
			}
		})
	}
}

func TestAddOptionErrors(t *testing.T) {
	p := dlx.NewProblem(2, 1)
	long := make([]int, 40)
	p2 := dlx.NewProblem(40, 0)
	for i := range long {
		long[i] = i
	}
	for _, tc := range []struct {
		name   string
		p      *dlx.Problem
		items  []int
		colors []int
		want   error
	}{
		{"range", p, []int{0, 3}, nil, dlx.ErrItemRange},
		{"negative", p, []int{-1}, nil, dlx.ErrItemRange},
		{"repeated", p, []int{0, 1, 0}, nil, dlx.ErrItemRepeated},
		{"no primary", p, []int{2}, nil, dlx.ErrNoPrimary},
		{"color on primary", p, []int{0, 2}, []int{1, 1}, dlx.ErrColorPrimary},
		{"negative color", p, []int{0, 2}, []int{0, -1}, dlx.ErrColorNegative},
		{"long repeated", p2, append(slices.Clone(long), 17), nil, dlx.ErrItemRepeated},
		{"long, fine", p2, long, nil, nil},
		{"long again, fine", p2, long, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.p.NumOptions()
			_, err := tc.p.AddColoredOption(tc.items, tc.colors)
			if !errors.Is(err, tc.want) {
				t.Errorf("error %v, want %v", err, tc.want)
			}
			if err != nil && tc.p.NumOptions() != before {
				t.Errorf("failed AddColoredOption added an option")
			}
		})
	}
	if n, _ := count(t, p2, dlx.MRV); n != 2 {
		t.Errorf("%d solutions, want 2", n)
	}
}
