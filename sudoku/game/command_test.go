package game_test

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata")

func TestParseCommand(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want game.Command
		err  string // a substring of the error; "" for none
	}{
		{"3 5 7", game.Command{Op: game.OpPlace, Row: 3, Col: 5, Value: 7}, ""},
		{"r3c5=7", game.Command{Op: game.OpPlace, Row: 3, Col: 5, Value: 7}, ""},
		{"R3 C5 7", game.Command{Op: game.OpPlace, Row: 3, Col: 5, Value: 7}, ""},
		{"r16c16=g", game.Command{Op: game.OpPlace, Row: 16, Col: 16, Value: 16}, ""},
		{"0 0 0", game.Command{Op: game.OpClear}, ""},
		{"3 5 0", game.Command{Op: game.OpClear, Row: 3, Col: 5}, ""},
		{"r3c5=.", game.Command{Op: game.OpClear, Row: 3, Col: 5}, ""},
		{"clear r3 c5", game.Command{Op: game.OpClear, Row: 3, Col: 5}, ""},
		{"  Hint ", game.Command{Op: game.OpHint}, ""},
		{"?", game.Command{Op: game.OpHelp}, ""},
		{"exit", game.Command{Op: game.OpQuit}, ""},
		{"", game.Command{}, ""},
		{"# note", game.Command{}, ""},
		{"hint 3", game.Command{}, "hint takes no arguments"},
		{"3 5", game.Command{}, "want a row, a column and a value"},
		{"r3c5", game.Command{}, "want a row, a column and a value"},
		{"clear", game.Command{}, "want one cell after clear"},
		{"clear 3 5 7", game.Command{}, "want one cell after clear"},
		{"redo", game.Command{Op: game.OpRedo}, ""},
		{"mark 3 5 7", game.Command{Op: game.OpMark, Row: 3, Col: 5, Value: 7}, ""},
		{"mark r3c5 g", game.Command{Op: game.OpMark, Row: 3, Col: 5, Value: 16}, ""},
		{"unmark r3c5", game.Command{Op: game.OpUnmark, Row: 3, Col: 5}, ""},
		{"unmark 3 5 7", game.Command{Op: game.OpUnmark, Row: 3, Col: 5, Value: 7}, ""},
		{"mark 3 5", game.Command{}, "want a cell and a value after mark"},
		{"mark 3 5 .", game.Command{}, "want a cell and a value after mark"},
		{"unmark 3", game.Command{}, "want a cell and maybe a value after unmark"},
		{"undo 2", game.Command{}, "undo takes no arguments"},
		{"r3 5 7", game.Command{}, `want a column after "r3"`},
		{"3 5 x7", game.Command{}, `"x7" is not a number`},
		{"1234567 1 1", game.Command{}, `"1234567" is too long a number`},
		{strings.Repeat("x", 100), game.Command{}, `"xxxxxxxxxxxxxxxxxxxxxxxx..."`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := game.ParseCommand(tc.in)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) || !errors.Is(err, game.ErrSyntax) {
					t.Errorf("err = %v, want one with %q", err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("got %+v, %v; want %+v", got, err, tc.want)
			}
		})
	}
}

// TestParseCommandGolden parses every line of testdata/commands.txt and
// compares the results with commands.golden.
func TestParseCommandGolden(t *testing.T) {
	var out bytes.Buffer
	for _, line := range commandLines(t) {
		c, err := game.ParseCommand(line)
		if err != nil {
			fmt.Fprintf(&out, "%q\terror: %v\n", line, err)
		} else {
			fmt.Fprintf(&out, "%q\t%q\n", line, c)
		}
	}
	golden := filepath.Join("testdata", "commands.golden")
	if *update {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), want) {
		t.Errorf("output differs from %s (run with -update to see):\n%s", golden, out.Bytes())
	}
}

func commandLines(t testing.TB) []string {
	data, err := os.ReadFile(filepath.Join("testdata", "commands.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// FuzzParseMove checks that ParseCommand never panics, that a command it
// returns reads back from its String form, and that errors are syntax
// errors with a message.
func FuzzParseMove(f *testing.F) {
	for _, line := range commandLines(f) {
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := game.ParseCommand(line)
		if err != nil {
			if !errors.Is(err, game.ErrSyntax) || err.Error() == "" || c != (game.Command{}) {
				t.Fatalf("ParseCommand(%q) = %+v, %v", line, c, err)
			}
			return
		}
		if c.Row < 0 || c.Col < 0 || c.Value < 0 {
			t.Fatalf("ParseCommand(%q) = %+v: negative", line, c)
		}
		back, err := game.ParseCommand(c.String())
		if err != nil || back != c {
			t.Fatalf("ParseCommand(%q) = %+v, String %q reads back as %+v, %v", line, c, c.String(), back, err)
		}
	})
}
