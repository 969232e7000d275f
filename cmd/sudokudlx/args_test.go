package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/cliargs"
	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/completion"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

func TestReorderArgs(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"batch a.txt -j 2", "batch -j 2 a.txt"},
		{"batch a.txt b.txt -j 2 -q", "batch -j 2 -q a.txt b.txt"},
		{"batch a.txt -j=2 b.txt", "batch -j=2 a.txt b.txt"},
		{"batch - -f json", "batch -f json -"},
		{"batch a.txt -h", "batch --help"},
		{"batch -j 2 --help a.txt", "batch --help"},
		{"batch a.txt -- -j 2", "batch -- a.txt -j 2"},
		{"batch -- a.txt -j", "batch -- a.txt -j"},
		{"batch a.txt --nope x", "batch --nope a.txt x"},
		{"batch a.txt -j", "batch -j a.txt"},
		{"xc q.dlx --count --limit 3", "xc --count --limit 3 q.dlx"},
		{"nosuch a.txt -j 2", "nosuch a.txt -j 2"},
		{"--help batch", "--help batch"},
		{"batch", "batch"},
		{"batch -j2 a.txt", "batch -j 2 a.txt"},
		{"batch a.txt -fjson -q", "batch -f json -q a.txt"},
		{"gen -n3 -o- -q", "gen -n 3 -o - -q"},
		{"batch -qj2 a.txt", "batch -qj2 a.txt"},
		{"batch -- -j2", "batch -- -j2"},
	} {
		got := cliargs.Reorder(commands(), append([]string{"sudokudlx"}, strings.Fields(tc.in)...))
		if g := strings.Join(got[1:], " "); g != tc.want {
			t.Errorf("%q: got %q, want %q", tc.in, g, tc.want)
		}
	}
}

// TestFlagsAfterFiles runs commands with their flags after the files: the
// output is that of the flags first.
func TestFlagsAfterFiles(t *testing.T) {
	easy := repoFile("puzzles", "easy.txt")
	for _, tc := range [][2][]string{
		{{"batch", easy, "-j", "1", "-f", "line", "-q"}, {"batch", "-j", "1", "-f", "line", "-q", easy}},
		{{"solve", easy, "-f", "line"}, {"solve", "-f", "line", easy}},
		{{"rate", easy, "-q", "--format=csv"}, {"rate", "-q", "--format=csv", easy}},
	} {
		after, before := runApp(t, "", tc[0]...), runApp(t, "", tc[1]...)
		if after.code != 0 || before.code != 0 || after.stdout != before.stdout || after.stdout == "" {
			t.Errorf("%q: exit %d, stdout\n%s\nwant (%q, exit %d)\n%s", tc[0], after.code, after.stdout, tc[1], before.code, before.stdout)
		}
	}
	if r := runApp(t, "", "batch", easy, "-h"); r.code != 0 || !strings.Contains(r.stdout, "--jobs") {
		t.Errorf("batch FILE -h: exit %d, stdout %q", r.code, r.stdout)
	}
}

// TestFlagValues checks that a one-letter flag takes its value attached,
// and that a value that does not parse is named as help spells its flag,
// with what it should be.
func TestFlagValues(t *testing.T) {
	easy := repoFile("puzzles", "easy.txt")
	attached, apart := runApp(t, "", "batch", "-j1", "-fjson", "-q", easy), runApp(t, "", "batch", "-j", "1", "-f", "json", "-q", easy)
	if attached.code != 0 || attached.stdout == "" || attached.stdout[:40] != apart.stdout[:40] {
		t.Errorf("batch -j1 -fjson: exit %d, stdout %.40q, stderr %q; want %.40q", attached.code, attached.stdout, attached.stderr, apart.stdout)
	}
	for _, tc := range []struct{ args, want string }{
		{"study --timeout 5", `sudokudlx: --timeout "5": want a duration with its unit, such as 10s, 500ms or 1m30s (see 'sudokudlx study --help')`},
		{"batch -j two", `sudokudlx: -j "two": want a whole number (see 'sudokudlx batch --help')`},
		{"gen --seed -1", `sudokudlx: --seed "-1": want a whole number, 0 or more (see 'sudokudlx gen --help')`},
		{"xc --limit=many", `sudokudlx: --limit "many": want a whole number (see 'sudokudlx xc --help')`},
	} {
		r := runApp(t, "", strings.Fields(tc.args)...)
		if r.code != 2 || r.stdout != "" || r.stderr != tc.want+"\n" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, r.code, r.stdout, r.stderr, tc.want)
		}
	}
}

// TestSuggest: the commands' typos get the command meant.
func TestSuggest(t *testing.T) {
	names := cliargs.CommandNames(commands())
	for in, want := range map[string]string{"slove": "solve", "bach": "batch", "raet": "rate", "xyzzy": "", "x": "", "genn": "gen"} {
		if got := cliargs.Suggest(in, names); got != want {
			t.Errorf("Suggest(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHelpOrder: help lists the commands from the most used.
func TestHelpOrder(t *testing.T) {
	r := runApp(t, "", "help")
	var got []string
	_, list, _ := strings.Cut(r.stdout, "COMMANDS:\n")
	list, _, _ = strings.Cut(list, "\n\n")
	for _, m := range regexp.MustCompile(`(?m)^   ([a-z]+) `).FindAllStringSubmatch(list, -1) {
		got = append(got, m[1])
	}
	want := "solve batch gen rate print play study serve xc completion man"
	if strings.Join(got, " ") != want || r.code != 0 {
		t.Errorf("exit %d, commands %q, want %q\n%s", r.code, got, want, r.stdout)
	}
}

// TestHelpDefaults: no flag of any command shows two defaults.
func TestHelpDefaults(t *testing.T) {
	for _, c := range commands() {
		r := runApp(t, "", c.Name, "--help")
		for _, line := range strings.Split(r.stdout, "\n") {
			if strings.Count(line, "default") > 1 {
				t.Errorf("%s --help: %q", c.Name, line)
			}
		}
	}
}

// TestWriteFailures: help, --version and every output fail with status 1
// and one plain message when standard output cannot be written.
func TestWriteFailures(t *testing.T) {
	for _, args := range [][]string{
		{"help"}, {"--version"}, {"batch", "--help"}, {"man"}, {"completion", "bash"},
		{"gen", "-n", "2", "--seed", "1", "-q"}, {"solve", repoFile("puzzles", "easy.txt")},
		{"batch", "-q", repoFile("puzzles", "easy.txt")},
	} {
		var errb strings.Builder
		code := run(context.Background(), append([]string{"sudokudlx"}, args...), strings.NewReader(""), failWriter{}, &errb)
		if code != 1 || errb.String() != "sudokudlx: write stdout: disk full\n" {
			t.Errorf("%q: exit %d, stderr %q", args, code, errb.String())
		}
	}
}

func TestFormatVersion(t *testing.T) {
	info := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.2.0"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "0123456789abcdef0123"},
		{Key: "vcs.time", Value: "2026-12-01T15:00:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	if got, want := formatVersion(info), "v1.2.0 (commit 0123456789ab of 2026-12-01T15:00:00Z, modified) go1.26.0"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := formatVersion(&debug.BuildInfo{GoVersion: "go1.26.0"}), "(devel) go1.26.0"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	r := runApp(t, "", "--version")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "sudokudlx version ") || !strings.Contains(r.stdout, " go1.") {
		t.Errorf("exit %d, stdout %q", r.code, r.stdout)
	}
}

// TestCompletion: each script names every command, its flags and the
// values of the flags that take one of a few, and the shell at hand, if
// any, reads it without a syntax error.
func TestCompletion(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish"} {
		t.Run(sh, func(t *testing.T) {
			r := runApp(t, "", "completion", sh)
			if r.code != 0 || r.stderr != "" {
				t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
			}
			for _, c := range commands() {
				if !strings.Contains(r.stdout, c.Name) {
					t.Errorf("no command %s", c.Name)
				}
			}
			for _, flag := range []string{"max-nodes", "output", "heuristic", "difficulty", "explain"} {
				if !strings.Contains(r.stdout, flag) {
					t.Errorf("no flag --%s", flag)
				}
			}
			// The values of --format, --difficulty, --size, --symmetry and
			// --heuristic, as the shell offers them.
			for _, values := range []string{"line json csv", "simple easy intermediate expert master extreme any",
				"4 9 16 25", "none rotate90 rotate180 mirror flip diagonal random", "mrv first random mrv-random"} {
				if !strings.Contains(r.stdout, values) {
					t.Errorf("no values %q", values)
				}
			}
			path, err := exec.LookPath(sh)
			if err != nil {
				t.Skipf("no %s to check the syntax", sh)
			}
			cmd := exec.Command(path, "-n")
			cmd.Stdin = strings.NewReader(r.stdout)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s -n: %v\n%s", sh, err, out)
			}
		})
	}
	if r := runApp(t, "", "completion", "tcsh"); r.code != 2 {
		t.Errorf("completion tcsh: exit %d", r.code)
	}
}

// TestBashCompletes runs the bash script's function on command lines and
// checks what it offers: directories for a DIR, command names after help,
// and each flag once.
func TestBashCompletes(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	script := runApp(t, "", "completion", "bash").stdout
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "charts"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cheese.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ line, want string }{
		{"sudokudlx study --chart c", "charts"},
		{"sudokudlx help ba", "batch"},
		{"sudokudlx completion --h", "--help"},
		{"sudokudlx solve ch", "charts cheese.txt"},
		{"sudokudlx gen --symmetry ro", "rotate180 rotate90"},
		{"sudokudlx batch -f c", "csv"},
		{"sudokudlx gen --size 1", "16"},
		{"sudokudlx rate --format ", "csv json line"},
		{"sudokudlx gen --difficulty e", "easy expert extreme"},
		{"sudokudlx play --difficulty ", "any easy expert extreme intermediate master simple"},
		{"sudokudlx solve --heuristic mrv", "mrv mrv-random"},
		{"sudokudlx study --heuristic bt-m", "bt-maxcons bt-mincand"},
	} {
		words := strings.Fields(tc.line)
		if strings.HasSuffix(tc.line, " ") {
			words = append(words, "''") // the word being typed is empty
		}
		prog := script + "\nCOMP_WORDS=(" + strings.Join(words, " ") + "); COMP_CWORD=" + strconv.Itoa(len(words)-1) +
			"; _sudokudlx; echo \"${COMPREPLY[*]}\"\n"
		cmd := exec.Command(bash, "--norc", "-c", prog)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tc.line, err, out)
		}
		got := strings.Fields(string(out))
		slices.Sort(got)
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s<TAB>: %q, want %q", tc.line, g, tc.want)
		}
	}
}

// TestUsageChoices: the values a flag's usage lists, which completion
// offers, are values the command takes.
func TestUsageChoices(t *testing.T) {
	puzzle := "1..3..........24\n"
	checked := 0
	for _, c := range commands() {
		for _, f := range c.Flags {
			for _, v := range completion.Choices(f) {
				var err error
				switch f.Names()[0] {
				case "symmetry":
					_, err = generate.ParseSymmetry(v)
				case "difficulty":
					if v != "any" {
						_, err = rate.ParseLevel(v)
					}
				case "heuristic":
					if c.Name != "study" {
						_, err = sudoku.ParseHeuristic(v)
					}
				case "format":
					args := []string{c.Name, "--format", v}
					switch c.Name {
					case "gen":
						args = append(args, "-n", "1", "--size", "4", "-q")
					case "study":
						continue // its formats are checked by its own tests
					}
					if r := runApp(t, puzzle, args...); r.code == exitUsage {
						err = fmt.Errorf("exit %d: %s", r.code, r.stderr)
					}
				}
				if err != nil {
					t.Errorf("%s --%s %s: the usage lists it, the command refuses it: %v", c.Name, f.Names()[0], v, err)
				}
				checked++
			}
		}
	}
	if checked < 20 {
		t.Errorf("%d values checked: the usages no longer list them?", checked)
	}
}

// TestMan: the man page is the doc comment, with a section for every
// command.
func TestMan(t *testing.T) {
	r := runApp(t, "", "man")
	if r.code != 0 || !strings.HasPrefix(r.stdout, ".TH SUDOKUDLX 1 ") {
		t.Fatalf("exit %d, stdout %.200q", r.code, r.stdout)
	}
	for _, c := range commands() {
		if !strings.Contains(r.stdout, "\n.SH \""+strings.ToUpper(c.Name)+":") {
			t.Errorf("no section for %s", c.Name)
		}
	}
	for _, line := range strings.Split(r.stdout, "\n") {
		if strings.HasPrefix(line, ".") && !regexp.MustCompile(`^\.(TH|SH|PP|nf|fi|RS|RE|IP) ?`).MatchString(line) {
			t.Errorf("stray request %q", line)
		}
	}
}

// TestOSFile: the file behind run's Writer is still seen (play and the
// flushing ask whether it is a terminal).
func TestOSFile(t *testing.T) {
	if f, ok := osFile(&watchWriter{w: os.Stdout}); !ok || f != os.Stdout {
		t.Errorf("osFile(watchWriter(stdout)) = %v, %v", f, ok)
	}
	if _, ok := osFile(&strings.Builder{}); ok {
		t.Error("osFile(strings.Builder) found a file")
	}
}

// FuzzReorderArgs: reordering keeps every argument (only the order
// changes, and a short flag's attached value, as in -j2, may become an
// argument of its own), and a reordered line stays as it is.
func FuzzReorderArgs(f *testing.F) {
	for _, s := range []string{"batch a.txt -j 2", "batch -- a -j", "xc q --count", "batch a -o -x b -- c", "gen -n 3", "solve - -f json x -- -", "solve -f0", "batch -j2 a"} {
		f.Add(s)
	}
	cmds := commands()
	f.Fuzz(func(t *testing.T, line string) {
		args := append([]string{"sudokudlx"}, strings.Fields(line)...)
		once := cliargs.Reorder(cmds, args)
		if strings.Contains(strings.Join(once[1:], " "), "--help") && len(once) == 3 {
			return // -h or --help: the rest is dropped for help
		}
		// The same bytes, in some order: nothing lost, nothing added.
		bytesOf := func(s []string) string {
			b := []byte(strings.Join(s, ""))
			slices.Sort(b)
			return string(b)
		}
		if bytesOf(args) != bytesOf(once) {
			t.Fatalf("%q became %q", args, once)
		}
		// An argument that is not a short flag with a value attached is
		// kept whole.
		kept := map[string]int{}
		for _, a := range once {
			kept[a]++
		}
		for _, a := range args {
			if len(a) > 2 && a[0] == '-' && a[1] != '-' {
				continue
			}
			if kept[a] == 0 {
				t.Fatalf("%q became %q: %q is gone", args, once, a)
			}
			kept[a]--
		}
		if twice := cliargs.Reorder(cmds, once); strings.Join(twice, "\x00") != strings.Join(once, "\x00") {
			t.Fatalf("%q: %q, then %q", args, once, twice)
		}
	})
}

// TestHelpSignalStatus checks that every command that runs work tells, in
// its help, the exit status a signal gives: 128+N, not only Ctrl-C's 130.
func TestHelpSignalStatus(t *testing.T) {
	for _, c := range commands() {
		switch c.Name {
		case "completion", "man":
			continue
		}
		if !strings.Contains(c.Description, "128+N") {
			t.Errorf("%s --help does not give the status 128+N of a signal:\n%s", c.Name, c.Description)
		}
	}
}

// TestNoArguments checks that the commands that take only flags refuse an
// argument in the same words.
func TestNoArguments(t *testing.T) {
	for _, cmd := range []string{"gen", "study", "man"} {
		r := runApp(t, "", cmd, "extra")
		want := fmt.Sprintf("sudokudlx: %s takes no arguments, got \"extra\" (see 'sudokudlx %s --help')\n", cmd, cmd)
		if r.code != 2 || r.stdout != "" || r.stderr != want {
			t.Errorf("%s extra: exit %d, stdout %q, stderr %q; want exit 2, %q", cmd, r.code, r.stdout, r.stderr, want)
		}
	}
}
