package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// pageObject matches the dictionary of one page of a PDF (not /Pages).
var pageObject = regexp.MustCompile(`/Type\s*/Page\b`)

// pdfPages counts the page objects of a PDF, as a reader finds them, and
// checks the count against pdfinfo's where poppler-utils is installed.
func pdfPages(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Fatalf("%s: not a PDF: %.20q", path, b)
	}
	n := len(pageObject.FindAll(b, -1))
	if _, err := exec.LookPath("pdfinfo"); err == nil {
		out, err := exec.Command("pdfinfo", path).Output()
		if err != nil {
			t.Fatalf("pdfinfo %s: %v", path, err)
		}
		m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(out)
		if m == nil {
			t.Fatalf("pdfinfo %s: no page count in %s", path, out)
		}
		if info, _ := strconv.Atoi(string(m[1])); info != n {
			t.Errorf("%s: pdfinfo counts %d pages, the page objects %d", path, info, n)
		}
	}
	return n
}

// genPrintJSON returns n puzzles of gen -f json, from seed 7.
func genPrintJSON(t *testing.T, n int, extra ...string) string {
	t.Helper()
	r := runApp(t, "", append([]string{"gen", "-n", strconv.Itoa(n), "--seed", "7", "-f", "json", "-q", "--no-progress"}, extra...)...)
	if r.code != 0 {
		t.Fatalf("gen: exit %d: %s", r.code, r.stderr)
	}
	return r.stdout
}

func TestPrintPages(t *testing.T) {
	in := genPrintJSON(t, 13)
	dir := t.TempDir()
	for _, tc := range []struct {
		perPage   string
		solutions bool
		want      int
	}{
		{"1", false, 13},
		{"2", false, 7},
		{"4", false, 4},
		{"6", false, 3},
		{"6", true, 3 + 2}, // 12 solutions to a page
		{"1", true, 13 + 2},
	} {
		name := "per-page=" + tc.perPage
		if tc.solutions {
			name += ",solutions"
		}
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(dir, name+".pdf")
			args := []string{"print", "--per-page", tc.perPage, "-o", out}
			if tc.solutions {
				args = append(args, "--solutions")
			}
			r := runApp(t, in, args...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			if got := pdfPages(t, out); got != tc.want {
				t.Errorf("%d pages, want %d", got, tc.want)
			}
			if want := "13 puzzles printed to " + out + ", " + strconv.Itoa(tc.want) + " pages"; !strings.Contains(r.stderr, want) {
				t.Errorf("stderr %q, want %q", r.stderr, want)
			}
		})
	}
}

func TestPrintBadInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	good := "....23.9.7......1..598..3...9......8....3.4..32.....5.8...1.7.62....6..9....8...."
	text := good + "\n" + good[:80] + "x\n" + good + "\n"
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.pdf")
	r := runApp(t, "", "print", "--per-page", "1", "-o", out, in, filepath.Join(dir, "nosuch.txt"))
	if r.code != 1 {
		t.Errorf("exit %d, want 1", r.code)
	}
	for _, want := range []string{in + ":2:81: bad character 'x'", "nosuch.txt: no such file", "2 puzzles printed"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr %q lacks %q", r.stderr, want)
		}
	}
	if got := pdfPages(t, out); got != 2 {
		t.Errorf("%d pages, want the 2 good puzzles", got)
	}
}

// failReader fails the test that reads it.
type failReader struct{ t *testing.T }

func (r failReader) Read([]byte) (int, error) {
	r.t.Error("the input was read")
	return 0, os.ErrClosed
}

func TestPrintUnwritable(t *testing.T) {
	out := filepath.Join(t.TempDir(), "nosuch", "out.pdf")
	r := runAppContext(t, t.Context(), failReader{t}, "print", "-o", out)
	if r.code != 1 || !strings.Contains(r.stderr, "out.pdf: cannot make the temporary file") {
		t.Errorf("exit %d, stderr %q: want 1 and the temporary file", r.code, r.stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("%s was written", out)
	}
}
