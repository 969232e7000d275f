// Package cliargs reads the command line of a github.com/urfave/cli/v2
// app the way its users write it: the flags of a command may follow its
// arguments (Reorder), and an unknown command or flag, or a value that
// does not parse, gets an error that names it as typed, with the name
// that was likely meant (Suggest, UnknownFlag, BadValue).
package cliargs

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
)

// Dash returns the flag name as a command line spells it: "-j", "--jobs".
func Dash(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// Reorder returns args (args[0] is the program) with the flags of the
// command moved ahead of its other arguments, so that "batch puzzles/*.txt
// -j 2" reads as "batch -j 2 puzzles/*.txt" (urfave/cli, like package
// flag, stops at the first argument that is not a flag). A flag that takes
// a value (-j 2) moves with it, unless written -j=2. "--" still ends the
// flags, and moves ahead of the arguments before it. "-" alone
// is an argument (standard input). A one-letter flag that takes a value
// may have it attached (-j2 reads as -j 2). Flags the command does not know
// move too, so that the error names them. Before a command, nothing moves.
func Reorder(cmds []*cli.Command, args []string) []string {
	if len(args) < 3 {
		return args
	}
	var cmd *cli.Command
	for _, c := range cmds {
		if c.HasName(args[1]) {
			cmd = c
		}
	}
	if cmd == nil {
		return args
	}
	takesValue := make(map[string]bool)
	for _, f := range cmd.Flags {
		tv, ok := f.(interface{ TakesValue() bool })
		for _, n := range f.Names() {
			takesValue[n] = ok && tv.TakesValue()
		}
	}
	rest := args[2:]
	var flags, others []string
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			others = append(others, rest[i:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			others = append(others, a)
			continue
		}
		name := strings.TrimLeft(a, "-")
		if name == "h" || name == "help" {
			// urfave/cli would take the arguments for a help topic.
			return []string{args[0], args[1], "--help"}
		}
		if _, known := takesValue[name]; !known && a[1] != '-' && len(name) > 1 && !strings.Contains(name, "=") && takesValue[name[:1]] {
			// A one-letter flag with its value attached, as make and
			// xargs take them: -j2, -fjson, -oout.txt.
			flags = append(flags, a[:2], a[2:])
			continue
		}
		flags = append(flags, a)
		if !strings.Contains(name, "=") && takesValue[name] && i+1 < len(rest) {
			i++
			flags = append(flags, rest[i])
		}
	}
	out := make([]string, 0, len(args))
	out = append(out, args[:2]...)
	out = append(out, flags...)
	// "--" goes right after the flags, where it ends them; the arguments
	// keep their order around it.
	if i := slices.Index(others, "--"); i > 0 {
		out = append(out, "--")
		out = append(out, others[:i]...)
		return append(out, others[i+1:]...)
	}
	return append(out, others...)
}

// Suggest returns the name among names nearest to s, when it is near
// enough to be what was meant (a typo: a few letters wrong, missing, extra
// or swapped), else "".
func Suggest(s string, names []string) string {
	best, bestDist := "", min(len(s)/3, 2)
	for _, n := range names {
		if d := editDistance(s, n); d <= bestDist && (best == "" || d < editDistance(s, best)) {
			best = n
		}
	}
	return best
}

// editDistance returns the number of single-letter insertions, deletions,
// substitutions and swaps of neighbours that turn a into b (the optimal
// string alignment distance).
func editDistance(a, b string) int {
	// d[i][j] is the distance between a[:i] and b[:j], in three rows.
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// CommandNames returns the names and aliases of the commands, and help.
func CommandNames(cmds []*cli.Command) []string {
	names := []string{"help"}
	for _, c := range cmds {
		if !c.Hidden {
			names = append(names, c.Names()...)
		}
	}
	return names
}

// FlagNames returns the names of flags, with their dashes, and --help.
func FlagNames(flags []cli.Flag) []string {
	names := []string{"--help", "-h"}
	for _, f := range flags {
		for _, n := range f.Names() {
			names = append(names, Dash(n))
		}
	}
	return names
}

// BadValue rewrites the error of a flag value that does not parse
// (`invalid value "5" for flag -timeout: parse error`) with the flag as
// help spells it and what its value should be. Other errors are returned
// as they are.
func BadValue(err error, flags []cli.Flag) error {
	var value, name string
	if n, _ := fmt.Sscanf(err.Error(), "invalid value %q for flag -%s", &value, &name); n != 2 {
		return err
	}
	name = strings.TrimSuffix(name, ":")
	want := "a valid value"
	for _, f := range flags {
		if !slices.Contains(f.Names(), name) {
			continue
		}
		switch f.(type) {
		case *cli.DurationFlag:
			want = "a duration with its unit, such as 10s, 500ms or 1m30s"
		case *cli.IntFlag, *cli.Int64Flag:
			want = "a whole number"
		case *cli.UintFlag, *cli.Uint64Flag:
			want = "a whole number, 0 or more"
		case *cli.Float64Flag:
			want = "a number"
		case *cli.BoolFlag:
			want = "true or false"
		}
	}
	return fmt.Errorf("%s %q: want %s", Dash(name), value, want)
}

// UnknownFlag rewrites the error of a flag that is not defined ("flag
// provided but not defined: -frmat") with the flag as the command line
// args spell it (-zz or --zz; as help would when it is not found there)
// and, when one is near, the flag that was meant.
func UnknownFlag(err error, flags []cli.Flag, args []string) error {
	const prefix = "flag provided but not defined: -"
	msg := err.Error()
	if !strings.HasPrefix(msg, prefix) {
		return err
	}
	bare := strings.TrimPrefix(msg, prefix)
	name := Dash(bare)
	for _, a := range args {
		if a == "--" {
			break
		}
		a, _, _ = strings.Cut(a, "=")
		if strings.HasPrefix(a, "-") && strings.TrimLeft(a, "-") == bare && len(a)-len(bare) <= 2 {
			name = a
			break
		}
	}
	msg = "unknown flag " + name
	if s := Suggest(name, FlagNames(flags)); s != "" {
		msg += fmt.Sprintf("; did you mean %s?", s)
	}
	return fmt.Errorf("%s", msg)
}
