// The completion command: the scripts of package completion, made from
// the app's own commands and flags.

package main

import (
	"io"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/completion"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/urfave/cli/v2"
)

// completionCommand returns the completion command.
func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print the shell completion script for bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Description: `Prints a script that completes the commands, their flags and file names.
Install it with, for example:

   sudokudlx completion bash \
     > ~/.local/share/bash-completion/completions/sudokudlx
   sudokudlx completion zsh > ~/.zfunc/_sudokudlx
     # and fpath+=~/.zfunc before compinit in ~/.zshrc
   sudokudlx completion fish > ~/.config/fish/completions/sudokudlx.fish`,
		Action: runCompletion,
	}
}

func runCompletion(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErrorf("want one shell: bash, zsh or fish (see '%s --help')", c.Command.HelpName)
	}
	script, err := completion.Script(c.App, c.Args().First())
	if err != nil {
		return usageErrorf("%v", err)
	}
	if _, err := io.WriteString(c.App.Writer, script); err != nil {
		return withExit(exitFailure, outfile.WriteError("stdout", err))
	}
	return nil
}
