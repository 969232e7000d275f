// The man page: manual.txt, written in the syntax of Go doc comments, set
// in roff.

package main

import (
	_ "embed"
	"fmt"
	"go/doc/comment"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/sudokudlx/sudokudlx/internal/outfile"
)

//go:embed manual.txt
var manual string

// manCommand returns the man command.
func manCommand() *cli.Command {
	return &cli.Command{
		Name:  "man",
		Usage: "print the manual page (roff)",
		Description: `Prints the manual page in roff, for man(1). Install it with, for example:

   sudokudlx man > ~/.local/share/man/man1/sudokudlx.1

or read it at once with "sudokudlx man | man -l -".`,
		Action: runMan,
	}
}

func runMan(c *cli.Context) error {
	if c.Args().Present() {
		return noArguments(c)
	}
	page := manPage(manual, version())
	if _, err := io.WriteString(c.App.Writer, page); err != nil {
		return withExit(exitFailure, outfile.WriteError("stdout", err))
	}
	return nil
}

// manPage returns text, in the syntax of Go doc comments, set as a man page
// of section 1. Its first paragraph is the summary ("Command sudokudlx
// solves ...").
func manPage(text, version string) string {
	var p comment.Parser
	doc := p.Parse(text)
	var b strings.Builder
	fmt.Fprintf(&b, ".TH %s 1 \"\" %s\n", strings.ToUpper(progName), roffQuote(progName+" "+version))
	b.WriteString(".SH NAME\n")
	blocks := doc.Content
	// The first paragraph is the summary: "Command sudokudlx solves ...".
	if len(blocks) > 0 {
		if para, ok := blocks[0].(*comment.Paragraph); ok {
			summary := strings.TrimPrefix(inlineText(para.Text), "Command "+progName+" ")
			fmt.Fprintf(&b, "%s \\- %s\n", progName, roffEscape(strings.TrimSuffix(summary, ".")))
			blocks = blocks[1:]
		}
	}
	b.WriteString(".SH DESCRIPTION\n")
	for _, blk := range blocks {
		switch blk := blk.(type) {
		case *comment.Heading:
			fmt.Fprintf(&b, ".SH %s\n", roffQuote(strings.ToUpper(inlineText(blk.Text))))
		case *comment.Paragraph:
			b.WriteString(".PP\n")
			b.WriteString(roffEscape(inlineText(blk.Text)))
			b.WriteByte('\n')
		case *comment.Code:
			b.WriteString(".PP\n.nf\n.RS 4\n")
			for _, line := range strings.Split(strings.TrimSuffix(blk.Text, "\n"), "\n") {
				b.WriteString(roffEscape(line))
				b.WriteByte('\n')
			}
			b.WriteString(".RE\n.fi\n")
		case *comment.List:
			for _, item := range blk.Items {
				b.WriteString(".IP \\(bu 2\n")
				for _, c := range item.Content {
					if para, ok := c.(*comment.Paragraph); ok {
						b.WriteString(roffEscape(inlineText(para.Text)))
						b.WriteByte('\n')
					}
				}
			}
		}
	}
	return b.String()
}

// inlineText returns the plain text of a paragraph or heading.
func inlineText(text []comment.Text) string {
	var b strings.Builder
	for _, t := range text {
		switch t := t.(type) {
		case comment.Plain:
			b.WriteString(string(t))
		case comment.Italic:
			b.WriteString(string(t))
		case *comment.Link:
			b.WriteString(inlineText(t.Text))
		case *comment.DocLink:
			b.WriteString(inlineText(t.Text))
		}
	}
	return strings.ReplaceAll(b.String(), "\n", " ")
}

// roffEscape escapes text for roff: backslashes, a leading dot or quote
// (which would start a request), and hyphens, which roff may turn into
// dashes that a copied command line would not take.
func roffEscape(s string) string {
	s = strings.NewReplacer(`\`, `\e`, "-", `\-`).Replace(s)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}

// roffQuote returns s as one quoted roff argument.
func roffQuote(s string) string {
	return `"` + strings.ReplaceAll(roffEscape(s), `"`, `""`) + `"`
}
