package main

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestHelpWidth checks the help of the app and of every command: no line
// past helpWidth columns, and no line of a paragraph that ends long before
// the next line's first word would have had to go on (a broken wrap in
// the source: "A puzzle fails after" over "1,000 tries ...").
func TestHelpWidth(t *testing.T) {
	runs := [][]string{{"--help"}, {"help"}}
	for _, c := range commands() {
		runs = append(runs, []string{c.Name, "--help"}, []string{"help", c.Name})
	}
	for _, args := range runs {
		r := runApp(t, "", args...)
		if r.code != 0 || r.stdout == "" {
			t.Errorf("%v: exit %d, stderr %q", args, r.code, r.stderr)
			continue
		}
		lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
		section := ""
		for i, l := range lines {
			if strings.HasSuffix(l, ":") && !strings.HasPrefix(l, " ") {
				section = l
			}
			if n := utf8.RuneCountInString(l); n > helpWidth {
				t.Errorf("%v: line %d has %d columns:\n%s", args, i+1, n, l)
			}
			if i+1 == len(lines) || section != "DESCRIPTION:" {
				continue // the flags and commands are lines of their own
			}
			next := lines[i+1]
			indent := len(l) - len(strings.TrimLeft(l, " "))
			nextIndent := len(next) - len(strings.TrimLeft(next, " "))
			words := strings.Fields(next)
			if strings.TrimSpace(l) == "" || len(words) == 0 || indent != nextIndent {
				continue // not two lines of one paragraph
			}
			if room := helpWidth - 20; utf8.RuneCountInString(l)+1+utf8.RuneCountInString(words[0]) <= room {
				t.Errorf("%v: line %d ends early; %q would fit:\n%s\n%s", args, i+1, words[0], l, next)
			}
		}
	}
}

// TestWrapHelp wraps the lines of a help text: a flag's usage under its
// column, a paragraph under its indent, a long word whole.
func TestWrapHelp(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
	}{
		{"short", "   --n N  make N puzzles\n", "   --n N  make N puzzles\n"},
		{"flag", "   --n N  make N puzzles of the kind asked for\n",
			"   --n N  make N puzzles\n          of the kind\n          asked for\n"},
		{"wide column", "   --a-very-long-flag-name  usage words\n",
			"   --a-very-long-flag-name  usage\n       words\n"},
		{"paragraph", "   one two three four five six\n", "   one two three four\n   five six\n"},
		{"long word", "   a bbbbbbbbbbbbbbbbbbbbbbbbb c\n", "   a\n   bbbbbbbbbbbbbbbbbbbbbbbbb\n   c\n"},
		{"no newline", "   one two three four five six", "   one two three four\n   five six"},
	} {
		if got := string(wrapHelp([]byte(tc.in), 24)); got != tc.want {
			t.Errorf("%s:\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}
