// Package completion writes the shell completion scripts of a command
// line built on github.com/urfave/cli/v2, for bash, zsh and fish, from the
// app's own commands and flags, so that they never lag behind them.
//
// A flag whose value is a placeholder FILE or DIR completes file or
// directory names; a flag whose usage lists its values after the
// placeholder ("output `FORMAT`: line, json or csv") completes those
// values (see Choices); a command whose ArgsUsage names FILE completes file
// names.
package completion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/cliargs"
	"github.com/urfave/cli/v2"
)

// ErrShell is the error of Script for a shell it does not know.
var ErrShell = errors.New("unknown shell")

// Script returns the completion script of app for shell (bash, zsh or fish),
// for the program named app.Name. Hidden commands are left out.
func Script(app *cli.App, shell string) (string, error) {
	specs := specsOf(app)
	var b strings.Builder
	switch shell {
	case "bash":
		writeBash(&b, app.Name, specs)
	case "zsh":
		writeZsh(&b, app.Name, specs)
	case "fish":
		writeFish(&b, app.Name, specs)
	default:
		return "", fmt.Errorf("%w %q: want bash, zsh or fish", ErrShell, shell)
	}
	return b.String(), nil
}

// Choices returns the values that the usage of f lists, which its
// completion offers (see usageChoices).
func Choices(f cli.Flag) []string { return flagSpecOf(f).choices }

// cmdSpec is what completion knows of a command.
type cmdSpec struct {
	name, usage string
	flags       []flagSpec
	files       bool // takes file arguments
}

// flagSpec is what completion knows of a flag.
type flagSpec struct {
	long, short string   // without dashes; short may be ""
	usage       string   // without the backquotes of the placeholder
	value       string   // the placeholder of its value ("FILE"), "" for a switch
	choices     []string // the values the usage lists, if it lists them
}

// specsOf returns the commands of app as completion sees them.
func specsOf(app *cli.App) []cmdSpec {
	var specs []cmdSpec
	for _, c := range app.Commands {
		if c.Hidden {
			continue
		}
		s := cmdSpec{name: c.Name, usage: c.Usage, files: strings.Contains(c.ArgsUsage, "FILE")}
		flags := slices.Clip(c.Flags)
		if !slices.Contains(flags, cli.HelpFlag) { // the running command has it already
			flags = append(flags, cli.HelpFlag)
		}
		for _, f := range flags {
			s.flags = append(s.flags, flagSpecOf(f))
		}
		specs = append(specs, s)
	}
	return specs
}

// flagSpecOf describes f.
func flagSpecOf(f cli.Flag) flagSpec {
	var fs flagSpec
	for _, n := range f.Names() {
		if len(n) == 1 {
			fs.short = n
		} else if fs.long == "" {
			fs.long = n
		}
	}
	if fs.long == "" { // gen's -n
		fs.long, fs.short = fs.short, ""
	}
	usage := ""
	if u, ok := f.(interface{ GetUsage() string }); ok {
		usage = u.GetUsage()
	}
	if i := strings.IndexByte(usage, '`'); i >= 0 {
		if j := strings.IndexByte(usage[i+1:], '`'); j >= 0 {
			fs.value = usage[i+1 : i+1+j]
		}
	}
	fs.usage = strings.ReplaceAll(usage, "`", "")
	fs.choices = usageChoices(usage)
	if tv, ok := f.(interface{ TakesValue() bool }); ok && tv.TakesValue() && fs.value == "" {
		fs.value = "VALUE"
	}
	return fs
}

// usageChoices returns the values a flag's usage lists after its
// placeholder, in the style of every usage here: "output `FORMAT`: line,
// json or csv", "`LEVEL` only: simple, ... or any", "board `SIZES`: 4, 9,
// 16 or 25, or a comma list". The list runs from the first ": " after the
// placeholder to the end or to a " (" remark; its items are single words
// ("or a comma list" is not one). Completion thus offers what the help
// says, and TestUsageChoices checks that the help says what the commands
// take.
func usageChoices(usage string) []string {
	i := strings.IndexByte(usage, '`')
	if i < 0 {
		return nil
	}
	j := strings.IndexByte(usage[i+1:], '`')
	if j < 0 {
		return nil
	}
	rest := usage[i+1+j+1:]
	k := strings.Index(rest, ": ")
	if k < 0 {
		return nil
	}
	list, _, _ := strings.Cut(rest[k+2:], " (")
	var out []string
	for item := range strings.SplitSeq(list, ", ") {
		for word := range strings.SplitSeq(item, " or ") {
			word = strings.TrimPrefix(strings.TrimSpace(word), "or ")
			if word != "" && strings.Trim(word, "abcdefghijklmnopqrstuvwxyz0123456789-") == "" {
				out = append(out, word)
			}
		}
	}
	if len(out) < 2 {
		return nil // a remark, not a list of values
	}
	return out
}

// dashed returns the flag's names with their dashes.
func (f *flagSpec) dashed() []string {
	names := []string{cliargs.Dash(f.long)}
	if f.short != "" {
		names = append(names, "-"+f.short)
	}
	return names
}

// isFile reports whether the flag's value is a file name.
func (f *flagSpec) isFile() bool { return f.value == "FILE" }

// isDir reports whether the flag's value is a directory name.
func (f *flagSpec) isDir() bool { return f.value == "DIR" }

func writeBash(b *strings.Builder, prog string, specs []cmdSpec) {
	var names []string
	for _, s := range specs {
		names = append(names, s.name)
	}
	fmt.Fprintf(b, "# bash completion for %s; load with: source <(%s completion bash)\n", prog, prog)
	fmt.Fprintf(b, "_%s() {\n", prog)
	b.WriteString("\tlocal cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n")
	b.WriteString("\tif ((COMP_CWORD == 1)); then\n")
	fmt.Fprintf(b, "\t\tCOMPREPLY=($(compgen -W '%s --help --version' -- \"$cur\"))\n", strings.Join(names, " "))
	b.WriteString("\t\treturn\n\tfi\n")
	b.WriteString("\tcase ${COMP_WORDS[1]} in\n")
	for _, s := range specs {
		var all, fileFlags, dirFlags, valueFlags, choiceCases []string
		for _, f := range s.flags {
			all = append(all, f.dashed()...)
			switch {
			case len(f.choices) > 0:
				choiceCases = append(choiceCases, fmt.Sprintf("\t\t%s) COMPREPLY=($(compgen -W '%s' -- \"$cur\")); return ;;\n",
					strings.Join(f.dashed(), "|"), strings.Join(f.choices, " ")))
			case f.isFile():
				fileFlags = append(fileFlags, f.dashed()...)
			case f.isDir():
				dirFlags = append(dirFlags, f.dashed()...)
			case f.value != "":
				valueFlags = append(valueFlags, f.dashed()...)
			}
		}
		fmt.Fprintf(b, "\t%s)\n", s.name)
		b.WriteString("\t\tcase $prev in\n")
		for _, c := range choiceCases {
			b.WriteString(c)
		}
		if len(fileFlags) > 0 {
			fmt.Fprintf(b, "\t\t%s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", strings.Join(fileFlags, "|"))
		}
		if len(dirFlags) > 0 {
			fmt.Fprintf(b, "\t\t%s) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n", strings.Join(dirFlags, "|"))
		}
		if len(valueFlags) > 0 {
			fmt.Fprintf(b, "\t\t%s) COMPREPLY=(); return ;;\n", strings.Join(valueFlags, "|"))
		}
		b.WriteString("\t\tesac\n")
		fmt.Fprintf(b, "\t\tif [[ $cur == -* ]]; then COMPREPLY=($(compgen -W '%s' -- \"$cur\"))", strings.Join(all, " "))
		if s.files {
			b.WriteString("\n\t\telse COMPREPLY=($(compgen -f -- \"$cur\"))")
		} else if s.name == "completion" {
			b.WriteString("\n\t\telse COMPREPLY=($(compgen -W 'bash zsh fish' -- \"$cur\"))")
		} else if s.name == "help" {
			fmt.Fprintf(b, "\n\t\telse COMPREPLY=($(compgen -W '%s' -- \"$cur\"))", strings.Join(names, " "))
		}
		b.WriteString("; fi\n\t\t;;\n")
	}
	b.WriteString("\tesac\n}\n")
	fmt.Fprintf(b, "complete -o filenames -F _%s %s\n", prog, prog)
}

// zshQuote quotes s for a zsh single-quoted description: no quotes,
// brackets or colons inside.
func zshQuote(s string) string {
	return strings.NewReplacer("'", "", "[", "(", "]", ")", ":", " -").Replace(s)
}

func writeZsh(b *strings.Builder, prog string, specs []cmdSpec) {
	fmt.Fprintf(b, "#compdef %s\n# zsh completion for %s: put it in a directory of $fpath as _%s\n", prog, prog, prog)
	fmt.Fprintf(b, "_%s() {\n", prog)
	b.WriteString("\tlocal -a commands\n\tcommands=(\n")
	for _, s := range specs {
		fmt.Fprintf(b, "\t\t'%s:%s'\n", s.name, zshQuote(s.usage))
	}
	b.WriteString("\t)\n")
	b.WriteString("\tif ((CURRENT == 2)); then\n\t\t_describe command commands\n\t\t_arguments '--help[show help]' '--version[print the version]'\n\t\treturn\n\tfi\n")
	b.WriteString("\tlocal cmd=$words[2]\n\tshift words\n\t((CURRENT--))\n\tcase $cmd in\n")
	for _, s := range specs {
		fmt.Fprintf(b, "\t%s)\n\t\t_arguments -s", s.name)
		for _, f := range s.flags {
			action := ""
			switch {
			case len(f.choices) > 0:
				action = ":" + f.value + ":(" + strings.Join(f.choices, " ") + ")"
			case f.isFile():
				action = ":" + f.value + ":_files"
			case f.isDir():
				action = ":" + f.value + ":_files -/"
			case f.value != "":
				action = ":" + f.value + ": "
			}
			for _, n := range f.dashed() {
				fmt.Fprintf(b, " \\\n\t\t\t'%s[%s]%s'", n, zshQuote(f.usage), action)
			}
		}
		switch {
		case s.files:
			b.WriteString(" \\\n\t\t\t'*:file:_files'")
		case s.name == "completion":
			b.WriteString(" \\\n\t\t\t':shell:(bash zsh fish)'")
		}
		b.WriteString("\n\t\t;;\n")
	}
	b.WriteString("\tesac\n}\n")
	fmt.Fprintf(b, "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then\n\t_%s \"$@\"\nelse\n\tcompdef _%s %s\nfi\n", prog, prog, prog)
}

// fishQuote quotes s for fish, in single quotes.
func fishQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(s) + "'"
}

func writeFish(b *strings.Builder, prog string, specs []cmdSpec) {
	var names []string
	for _, s := range specs {
		names = append(names, s.name)
	}
	all := strings.Join(names, " ")
	fmt.Fprintf(b, "# fish completion for %s\n", prog)
	fmt.Fprintf(b, "complete -c %s -f\n", prog)
	fmt.Fprintf(b, "complete -c %s -n 'not __fish_seen_subcommand_from %s' -l help -s h -d 'show help'\n", prog, all)
	fmt.Fprintf(b, "complete -c %s -n 'not __fish_seen_subcommand_from %s' -l version -s v -d 'print the version'\n", prog, all)
	for _, s := range specs {
		fmt.Fprintf(b, "complete -c %s -n 'not __fish_seen_subcommand_from %s' -a %s -d %s\n", prog, all, s.name, fishQuote(s.usage))
		cond := fmt.Sprintf("-n '__fish_seen_subcommand_from %s'", s.name)
		if s.files {
			fmt.Fprintf(b, "complete -c %s %s -F\n", prog, cond)
		} else if s.name == "completion" {
			fmt.Fprintf(b, "complete -c %s %s -a 'bash zsh fish'\n", prog, cond)
		}
		for _, f := range s.flags {
			fmt.Fprintf(b, "complete -c %s %s", prog, cond)
			if len(f.long) == 1 {
				fmt.Fprintf(b, " -o %s", f.long)
			} else {
				fmt.Fprintf(b, " -l %s", f.long)
			}
			if f.short != "" {
				fmt.Fprintf(b, " -s %s", f.short)
			}
			switch {
			case len(f.choices) > 0:
				fmt.Fprintf(b, " -x -a %s", fishQuote(strings.Join(f.choices, " ")))
			case f.isFile():
				b.WriteString(" -r -F")
			case f.isDir():
				b.WriteString(" -x -a '(__fish_complete_directories)'")
			case f.value != "":
				b.WriteString(" -x")
			}
			fmt.Fprintf(b, " -d %s\n", fishQuote(f.usage))
		}
	}
}
