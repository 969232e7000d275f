// The help of the app and of each command, wrapped at helpWidth columns.
//
// urfave/cli aligns the flags and commands with a tabwriter after it has
// rendered its template, so the template's own wrap cannot know at which
// column a usage starts. The help printer here wraps the finished text
// instead: a long line goes on under the column where its text starts
// (the usage of a flag or a command, or the line's indent).

package main

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/cliargs"
	"github.com/urfave/cli/v2"
)

// helpWidth is the width of the help text, in columns.
const helpWidth = 80

// The help printer and the suggestion for an unknown help topic of
// urfave/cli are variables of the package, which this sets once, before
// anything runs, and nothing changes after.
func init() {
	render := cli.HelpPrinter
	cli.HelpPrinter = func(w io.Writer, templ string, data any) {
		var b bytes.Buffer
		render(&b, templ, data)
		_, _ = w.Write(wrapHelp(b.Bytes(), helpWidth))
	}
	cli.SuggestCommand = suggestTopic
}

// suggestTopic is the hint after "No help topic for 'x'": the command
// suggest finds near x, as for an unknown command, or none at all (the
// library's own would name the least far command, however far).
func suggestTopic(cmds []*cli.Command, provided string) string {
	if s := cliargs.Suggest(provided, cliargs.CommandNames(cmds)); s != "" {
		return fmt.Sprintf("Did you mean %q?", s)
	}
	return ""
}

// helpColumn matches a line of the flags or the commands: an indent, the
// names (no two spaces in a row), two spaces or more, then the usage.
var helpColumn = regexp.MustCompile(`^( +\S+(?: \S+)*  +)\S`)

// wrapHelp wraps each line of text longer than width at its spaces; the
// lines it makes start at the column of the usage when the line is one
// of flags or commands (four columns in from the line's indent when that
// column is past the middle), else at the line's own indent. A word
// longer than the room left stays whole, on a line of its own.
func wrapHelp(text []byte, width int) []byte {
	var out bytes.Buffer
	for line := range strings.Lines(string(text)) {
		body, nl := strings.CutSuffix(line, "\n")
		if utf8.RuneCountInString(body) <= width {
			out.WriteString(line)
			continue
		}
		lead := len(body) - len(strings.TrimLeft(body, " "))
		head, hang := body[:lead], lead
		if m := helpColumn.FindStringSubmatch(body); m != nil {
			head, hang = m[1], len(m[1])
			if hang >= width/2 {
				hang = lead + 4 // too little room under the usage
			}
		}
		rest := strings.Fields(body[len(head):])
		pad := strings.Repeat(" ", hang)
		col := len(head)
		out.WriteString(head)
		for i, word := range rest {
			n := utf8.RuneCountInString(word)
			if i > 0 && col+1+n > width {
				out.WriteString("\n" + pad)
				col = hang
			} else if i > 0 {
				out.WriteByte(' ')
				col++
			}
			out.WriteString(word)
			col += n
		}
		if nl {
			out.WriteByte('\n')
		}
	}
	return out.Bytes()
}
