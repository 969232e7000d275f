package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

func TestExpandArgs(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a.txt", "b.txt", "c.sdk", "star*.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	p := func(name string) string { return filepath.Join(dir, name) }
	for _, tc := range []struct {
		name string
		args []string
		want []string // names, "!name: message" for errors
	}{
		{"none is stdin", nil, []string{"stdin"}},
		{"dash is stdin, once", []string{"-", p("a.txt"), "-", "-"}, []string{"stdin", p("a.txt")}},
		{"pattern", []string{p("*.txt")}, []string{p("a.txt"), p("b.txt"), p("star*.txt"), "!" + p("sub.txt") + ": is a directory"}},
		{"name with meta used as is", []string{p("star*.txt")}, []string{p("star*.txt")}},
		{"class", []string{p("[ac].*")}, []string{p("a.txt"), p("c.sdk")}},
		{"no match", []string{p("*.none"), p("c.sdk")}, []string{"!" + p("*.none") + ": no file matches the pattern", p("c.sdk")}},
		{"missing", []string{p("nosuch")}, []string{"!" + p("nosuch") + ": no such file or directory"}},
		{"directory", []string{dir}, []string{"!" + dir + ": is a directory"}},
		{"bad pattern", []string{p("[")}, []string{"!" + p("[") + ": syntax error in pattern"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, in := range expandArgs(tc.args) {
				switch {
				case in.err != nil:
					got = append(got, "!"+in.err.Error())
				case in.stdin:
					got = append(got, "stdin")
				default:
					got = append(got, in.name)
				}
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestPuzzleStream checks the items of a stream: puzzles with their
// sources and indexes, read errors, and argument errors in their places.
func TestPuzzleStream(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(good, []byte("# c\n.......1.14..3..\n.......1.14..3.x\n"), 0o644)
	os.WriteFile(empty, []byte("# nothing\n"), 0o644)
	ins := expandArgs([]string{good, filepath.Join(dir, "nosuch"), empty, "-"})
	var got []string
	for it := range puzzleStream(t.Context(), ins, strings.NewReader(".......1.14..3..\n"), hyper.Shape{}) {
		var s string
		switch {
		case it.argErr != nil:
			s = "arg " + it.argErr.Error()
		case it.parseErr != nil:
			s = "parse " + it.parseErr.Error()
		default:
			s = it.puzzle.Source.String() + " " + it.puzzle.Grid.String()
		}
		got = append(got, strconv.Itoa(int(it.index))+" "+strings.ReplaceAll(s, dir+string(filepath.Separator), ""))
	}
	want := []string{
		"0 good.txt:2 .......1.14..3..",
		"1 parse good.txt:3:16: bad character 'x'",
		"2 arg nosuch: no such file or directory",
		"3 arg empty.txt:1:1: no puzzle in the file",
		"4 stdin:1 .......1.14..3..",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// A failing reader is an error for its argument.
	ins = expandArgs(nil)
	r := io.MultiReader(strings.NewReader(".......1.14..3..  x\n"), iotest.ErrReader(errors.New("disk on fire")))
	got = nil
	for it := range puzzleStream(t.Context(), ins, r, hyper.Shape{}) {
		if it.argErr != nil {
			got = append(got, it.argErr.Error())
		} else {
			got = append(got, it.puzzle.Source.String())
		}
	}
	if strings.Join(got, "|") != "stdin:1|stdin: disk on fire" {
		t.Errorf("failing reader: %q", got)
	}
}

// TestInputFormats runs the puzzle commands on a sample file of each
// format that people's files come in (testdata/inputs) and compares the
// exit status, stdout and stderr with testdata/inputs_NAME.golden.
func TestInputFormats(t *testing.T) {
	in := func(name string) string { return filepath.Join("testdata", "inputs", name) }
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"spaced", []string{"batch", "-q", in("spaced.txt")}},
		{"kaggle", []string{"batch", "-q", in("kaggle.csv")}},
		{"kaggle_solution", []string{"batch", "-q", "--column", "solution", in("kaggle.csv")}},
		{"kaggle_nosuch", []string{"batch", "-q", "--column", "nosuch", in("kaggle.csv"), in("cr.txt")}},
		{"kaggle_solve", []string{"solve", "-f", "line", "--column", "PUZZLE", in("kaggle.csv")}},
		{"kaggle_rate", []string{"rate", "-q", "--column", "puzzle", in("kaggle.csv")}},
		{"opensudoku", []string{"batch", "-q", in("opensudoku.xml")}},
		{"lower16", []string{"batch", "-q", in("lower16.txt")}},
		{"hex16", []string{"batch", "-q", "-f", "json", in("hex16.txt")}},
		{"prose", []string{"batch", "-q", in("prose.txt")}},
		{"prose_solve", []string{"solve", "-f", "line", in("prose.txt")}},
		{"cr", []string{"batch", "-q", in("cr.txt")}},
		{"utf16", []string{"batch", "-q", in("utf16.txt")}},
		{"xml_not_opensudoku", []string{"batch", "-q", in("page.html"), in("cr.txt")}},
		{"xc_bom", []string{"xc", in("bom.dlx")}},
		{"xc_utf16", []string{"xc", in("utf16.dlx")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, "", tc.args...)
			got := fmt.Sprintf("$ sudokudlx %s\nexit %d\n--- stdout\n%s--- stderr\n%s", strings.Join(tc.args, " "), r.code, maskTimes(r.stdout), r.stderr)
			checkGolden(t, "inputs_"+tc.name+".golden", got)
		})
	}
}

// zeros is an endless input of NUL bytes, as /dev/zero gives.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// An endless line on standard input is an error at once, and the run ends
// with exit status 1.
func TestInputEndless(t *testing.T) {
	for _, args := range [][]string{{"batch", "-q"}, {"solve", "-f", "line"}, {"rate", "-q"}} {
		t.Run(args[0], func(t *testing.T) {
			start := time.Now()
			r := runAppContext(t, t.Context(), zeros{}, args...)
			if r.code != 1 || !strings.Contains(r.stdout, "stdin:1:1048577: line too long") {
				t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}

// TestSourceNameControl reads a file whose name holds a newline: each
// record of the line format stays on one line, with the newline written
// \n in its source, and a missing file of such a name is reported alike.
func TestSourceNameControl(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a\nb.txt")
	if err := os.WriteFile(name, []byte("12345678.........9...............................................................\n123\n"), 0o644); err != nil {
		t.Skip("a file name with a newline:", err)
	}
	shown := filepath.Join(dir, `a\nb.txt`)
	r := runApp(t, "", "batch", "-q", name, filepath.Join(dir, "c\td.txt"))
	want := "# none: no solution (" + shown + ":1)\n# error: " + shown + ":2:1: wrong length: a line of 3 cells; a grid row has 4, 9, 16 or 25, a puzzle 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)\n"
	if r.code != 1 || r.stdout != want {
		t.Errorf("exit %d, stdout\n%q\nwant\n%q", r.code, r.stdout, want)
	}
	if w := "sudokudlx: " + filepath.Join(dir, `c\td.txt`) + ": no such file or directory\n"; r.stderr != w {
		t.Errorf("stderr %q, want %q", r.stderr, w)
	}
}

// TestReadErrorNamed reads standard input that fails (a directory): the
// message names the input once, without the operation and path of the
// *fs.PathError ("stdin: read /dev/stdin: ...").
func TestReadErrorNamed(t *testing.T) {
	d, err := os.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	for _, cmd := range []string{"solve", "batch", "rate"} {
		r := runAppContext(t, context.Background(), d, cmd, "-")
		if first := strings.SplitAfter(r.stderr, "\n")[0]; r.code != 1 || first != "sudokudlx: stdin: is a directory\n" {
			t.Errorf("%s - < DIR: exit %d, stderr %q", cmd, r.code, r.stderr)
		}
	}
}

// TestInputLimits runs batch on the inputs whose limits used to lose
// puzzles: a minified OpenSudoku pack of 20,000 games on one line of 1.9
// MB reads whole; a quoted CSV field with a line end inside is one
// record; malformed XML is a syntax error at its line and column; a line
// with no end within 64 MiB is one error, and the puzzle after it is read.
func TestInputLimits(t *testing.T) {
	const hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	const sol = "468931527751624839392578461134756298289413675675289314846192753513867942927345186"
	var pack strings.Builder
	pack.WriteString(`<?xml version="1.0" encoding="UTF-8"?><opensudoku>`)
	for range 20_000 {
		pack.WriteString(`<game data="` + strings.ReplaceAll(hard, ".", "0") + `"/>`)
	}
	pack.WriteString("</opensudoku>")
	if pack.Len() < 1_900_000 || strings.Contains(pack.String(), "\n") {
		t.Fatalf("the pack is %d bytes; want 1.9 MB on one line", pack.Len())
	}
	for _, tc := range []struct {
		name   string
		in     io.Reader
		stdout string
		code   int
	}{
		{"minified opensudoku", strings.NewReader(pack.String()), strings.Repeat(sol+"\n", 20_000), 0},
		{"csv quoted line end", strings.NewReader("id,note,puzzle\n7,\"two\nlines\"," + hard + "\n8,x," + hard + "\n"), sol + "\n" + sol + "\n", 0},
		{"malformed xml", strings.NewReader("<opensudoku>\n<game data=\"" + hard + "\"/>\n<game data=x/>\n"),
			sol + "\n# error: stdin:3:13: syntax error: XML: unquoted or missing attribute value in element\n", 1},
		{"line over 64 MiB", io.MultiReader(io.LimitReader(zeros{}, 65<<20), strings.NewReader("\n"+hard+"\n")),
			"# error: stdin:1:1048577: line too long: more than 1048576 bytes, with NUL bytes (binary data); the rest of the input is skipped\n", 1},
		{"text line over 64 MiB", io.MultiReader(io.LimitReader(ones{}, 65<<20), strings.NewReader("\n"+hard+"\n")),
			"# error: stdin:1:1048577: line too long: more than 1048576 bytes\n" + sol + "\n", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runAppContext(t, t.Context(), tc.in, "batch", "-q")
			if r.code != tc.code || r.stdout != tc.stdout {
				t.Errorf("exit %d, stdout %.300q, stderr %q; want %d, %.300q", r.code, r.stdout, r.stderr, tc.code, tc.stdout)
			}
		})
	}
}

// ones is an endless stream of '1'.
type ones struct{}

func (ones) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '1'
	}
	return len(p), nil
}
