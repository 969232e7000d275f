package main

import (
	"bytes"
	"fmt"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/sudokudlx/sudokudlx/internal/testenv"
)

// The README's and the manual's shell sessions run as testscript scripts:
// TestDocSessions writes each `$` session of a document into
// testdata/script/NAME.txtar (and fails when a script and its document
// disagree; -update rewrites the scripts), and TestScripts runs them, with
// the test binary as sudokudlx on the PATH and a copy of the files they
// read (sessionDirs, namedFiles) in the work directory.

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		progName: func() { os.Exit(realMain()) },
	})
}

// docSources are the documents whose sessions run, by script name.
var docSources = []struct {
	script string
	read   func(root string) (path string, blocks []codeBlock, err error)
}{
	{"readme", readmeBlocks},
	{"manual", manualBlocks},
}

// sessionDirs are the folders of the repository that sessions read, as
// the README's do from the root of a clone; the setup of every script
// copies them into its work directory.
var sessionDirs = []string{"puzzles", filepath.Join("testdata", "xc")}

// namedFiles are the files that sessions name without their folder, and
// where they are in the repository. The setup of every script copies them
// into its work directory too.
var namedFiles = map[string]string{
	"knuth.dlx":    "puzzles/xc/knuth.dlx",
	"queens13.dlx": "testdata/xc/queens13.dlx",
}

// notRun are the sessions that no script runs, by a pattern of one of
// their commands, and why.
var notRun = []struct {
	command *regexp.Regexp
	why     string
}{
	{regexp.MustCompile(`^sudokudlx serve\b`), "a server, which runs until it is stopped"},
	{regexp.MustCompile(`^sudokudlx play\b`), "a game whose transcript leaves out moves"},
	{regexp.MustCompile(`^sudokudlx study\b`), "its table counts timeouts, which depend on the machine's load"},
	{regexp.MustCompile(`^sudokudlx (completion|man)\b.*~/`), "it installs a file into the home directory"},
}

// notUnderRace are the sessions that do not run under the race detector,
// which slows them tenfold, by a pattern of one of their commands, and
// why.
var notUnderRace = []struct {
	command *regexp.Regexp
	why     string
}{
	{regexp.MustCompile(`^sudokudlx xc --count --stats .*queens13`), "1.6 million search nodes"},
	{regexp.MustCompile(`^sudokudlx rate .*puzzles/hardest\.txt`), "it rates puzzles/hardest.txt, the slowest file of puzzles/"},
}

// docSession is one `$` block of a document: its shell commands and the
// output shown.
type docSession struct {
	line     int      // the line of the first command in the document
	commands []string // the commands, without their "$ "
	want     []string
}

// TestDocSessions checks that the scripts of testdata/script are those the
// documents' sessions make (go test ./cmd/sudokudlx -run TestDocSessions -update rewrites
// them).
func TestDocSessions(t *testing.T) {
	root := repoRoot(t)
	for _, src := range docSources {
		t.Run(src.script, func(t *testing.T) {
			path, blocks, err := src.read(root)
			if err != nil {
				t.Fatal(err)
			}
			rel, _ := filepath.Rel(root, path)
			sessions := parseSessions(blocks)
			if len(sessions) == 0 {
				t.Fatalf("%s: no sessions found", rel)
			}
			want := renderScript(src.script, filepath.ToSlash(rel), sessions)
			file := filepath.Join("testdata", "script", src.script+".txtar")
			if *update {
				if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			got, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (go test ./cmd/sudokudlx -run TestDocSessions -update writes it)", err)
			}
			if string(got) != want {
				t.Errorf("%s differs from the sessions of %s: run go test ./cmd/sudokudlx -run TestDocSessions -update", file, rel)
			}
		})
	}
}

// TestScripts runs the scripts of testdata/script.
func TestScripts(t *testing.T) {
	root := repoRoot(t)
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("testdata", "script"),
		RequireExplicitExec: true,
		ContinueOnError:     true,
		Setup: func(env *testscript.Env) error {
			for _, dir := range sessionDirs {
				if err := copyTree(filepath.Join(root, dir), filepath.Join(env.WorkDir, dir)); err != nil {
					return err
				}
			}
			for name, from := range namedFiles {
				data, err := os.ReadFile(filepath.Join(root, from))
				if err != nil {
					return err
				}
				if err := os.WriteFile(filepath.Join(env.WorkDir, name), data, 0o644); err != nil {
					return err
				}
			}
			return nil
		},
		Condition: func(cond string) (bool, error) {
			if cond == "race" {
				return testenv.Race, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"session": cmdSession,
		},
	})
}

// cmdSession runs "session NAME": the shell script NAME.sh of the archive
// in the work directory, with standard output and standard error in one
// stream as on a terminal, and compares what it prints with NAME.want by
// the documents' conventions (see matchSession).
func cmdSession(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: session NAME")
	}
	var out bytes.Buffer
	cmd := exec.Command("sh", ts.MkAbs(args[0]+".sh"))
	cmd.Dir = ts.MkAbs(".")
	cmd.Env = sessionEnv(ts)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		if _, exited := err.(*exec.ExitError); !exited {
			ts.Fatalf("%v", err)
		}
	}
	// Blank lines at the end are not seen in a document.
	got := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	want := strings.Split(strings.TrimRight(ts.ReadFile(args[0]+".want"), "\n"), "\n")
	if !matchSession(want, got) {
		ts.Fatalf("%s: the output is not the one shown\n--- shown\n%s\n--- got\n%s", args[0], strings.Join(want, "\n"), out.String())
	}
}

// sessionEnv returns the environment of the script, which puts the test
// binary first on the PATH as sudokudlx.
func sessionEnv(ts *testscript.TestScript) []string {
	var env []string
	for _, k := range []string{"PATH", "HOME", "TMPDIR", "WORK"} {
		env = append(env, k+"="+ts.Getenv(k))
	}
	return append(env, "LC_ALL=C")
}

// matchSession reports whether the lines got match the lines shown: a
// line "..." stands for any number of lines, "T" for a time or a duration
// ("T ms", "in T"), "R/s" for a rate; every other character as it is.
func matchSession(want, got []string) bool {
	pats := make([]*regexp.Regexp, len(want))
	for i, w := range want {
		if strings.TrimSpace(w) != "..." {
			pats[i] = linePattern(w)
		}
	}
	// Glob matching with "..." as the star: on a mismatch, go back to the
	// last star and let it take one more line.
	wi, gi, star, mark := 0, 0, -1, 0
	for gi < len(got) {
		switch {
		case wi < len(want) && pats[wi] == nil:
			star, mark = wi, gi
			wi++
		case wi < len(want) && pats[wi].MatchString(got[gi]):
			wi++
			gi++
		case star >= 0:
			mark++
			wi, gi = star+1, mark
		default:
			return false
		}
	}
	for wi < len(want) && pats[wi] == nil {
		wi++
	}
	return wi == len(want)
}

// placeholder finds the documents' stand-ins for what changes from run to
// run: T (a time) as a word of its own, and R in "R/s" (a rate).
var placeholder = regexp.MustCompile(`(^|[ (])(T|R)([ )/]|$)`)

// number is what T and R stand for: 0.042, 1,234, 350µs, 1m2.5s.
const number = `[0-9][0-9.,]*(?:[a-zµ]+(?:[0-9][0-9.,]*[a-zµ]+)*)?`

// linePattern returns the pattern of a line shown.
func linePattern(line string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString("^")
	last := 0
	for _, m := range placeholder.FindAllStringSubmatchIndex(line, -1) {
		b.WriteString(regexp.QuoteMeta(line[last:m[4]]))
		b.WriteString(number)
		last = m[5]
	}
	b.WriteString(regexp.QuoteMeta(line[last:]))
	b.WriteString("$")
	return regexp.MustCompile(b.String())
}

// renderScript returns the testscript archive of the sessions of the
// document doc, whose sessions are named script-LINE.
func renderScript(script, doc string, sessions []docSession) string {
	var cmds, files strings.Builder
	fmt.Fprintf(&cmds, "# The `$` sessions of %s, each run by a session command. TestDocSessions\n", doc)
	cmds.WriteString("# writes this file (go test ./cmd/sudokudlx -run TestDocSessions -update): do not edit it.\n")
	for _, s := range sessions {
		if why := skipReason(s); why != "" {
			fmt.Fprintf(&cmds, "\n# %s:%d, not run: %s\n", doc, s.line, why)
			continue
		}
		name := fmt.Sprintf("%s-%d", script, s.line)
		if why := raceReason(s); why != "" {
			fmt.Fprintf(&cmds, "\n# %s:%d, not under -race: %s\n[!race] session %s\n", doc, s.line, why, name)
		} else {
			fmt.Fprintf(&cmds, "\n# %s:%d\nsession %s\n", doc, s.line, name)
		}
		fmt.Fprintf(&files, "-- %s.sh --\n%s\n-- %s.want --\n", name, strings.Join(s.commands, "\n"), name)
		for _, w := range s.want {
			files.WriteString(w + "\n")
		}
	}
	cmds.WriteString("\n")
	return cmds.String() + files.String()
}

// raceReason returns why a session does not run under -race, or "".
func raceReason(s docSession) string {
	for _, n := range notUnderRace {
		for _, c := range s.commands {
			if n.command.MatchString(c) {
				return n.why
			}
		}
	}
	return ""
}

// skipReason returns why a session is not run, or "".
func skipReason(s docSession) string {
	for _, n := range notRun {
		for _, c := range s.commands {
			if n.command.MatchString(c) {
				return n.why
			}
		}
	}
	return ""
}

// codeBlock is a block of code in a document: its lines, the first at
// line first of the document's file.
type codeBlock struct {
	first int
	lines []string
}

// parseSessions returns the sessions of the code blocks: a block whose
// lines start with "$ " is one session, whose commands run in one shell
// (so that "echo $?" sees the command before it) and whose other lines,
// after the first command, are the output shown.
func parseSessions(blocks []codeBlock) []docSession {
	var out []docSession
	for _, b := range blocks {
		var s *docSession
		for i, text := range b.lines {
			switch {
			case strings.HasPrefix(text, "$ "):
				if s == nil {
					out = append(out, docSession{line: b.first + i})
					s = &out[len(out)-1]
				}
				s.commands = append(s.commands, strings.TrimPrefix(text, "$ "))
			case s != nil:
				s.want = append(s.want, text)
			}
		}
	}
	return out
}

// readmeBlocks returns the fenced code blocks of README.md.
func readmeBlocks(root string) (string, []codeBlock, error) {
	path := filepath.Join(root, "README.md")
	data, err := os.ReadFile(path)
	if err != nil {
		return "", nil, err
	}
	var out []codeBlock
	var cur *codeBlock
	for i, l := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(l, "```") && cur == nil:
			out = append(out, codeBlock{first: i + 2})
			cur = &out[len(out)-1]
		case strings.HasPrefix(l, "```"):
			cur = nil
		case cur != nil:
			cur.lines = append(cur.lines, l)
		}
	}
	return path, out, nil
}

// manualBlocks returns the code blocks of the manual: the embedded
// manual.txt when the command has one, else doc.go's doc comment (the
// text "sudokudlx man" prints).
func manualBlocks(root string) (string, []codeBlock, error) {
	dir := filepath.Join(root, "cmd", progName)
	path := filepath.Join(dir, "manual.txt")
	data, err := os.ReadFile(path)
	first := 1 // the line of the text's first line in the file
	if os.IsNotExist(err) {
		path = filepath.Join(dir, "doc.go")
		fset := token.NewFileSet()
		f, perr := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.PackageClauseOnly)
		if perr != nil {
			return "", nil, perr
		}
		if f.Doc == nil {
			return "", nil, fmt.Errorf("%s: no doc comment", path)
		}
		data, err = []byte(f.Doc.Text()), nil
		first = fset.Position(f.Doc.Pos()).Line
	}
	if err != nil {
		return "", nil, err
	}
	var p comment.Parser
	text := string(data)
	lines := strings.Split(text, "\n")
	var out []codeBlock
	// The parser gives a block's text without its place: find it in the
	// lines, from the end of the block before.
	at := 0
	for _, blk := range p.Parse(text).Content {
		code, ok := blk.(*comment.Code)
		if !ok {
			continue
		}
		body := strings.Split(strings.TrimSuffix(code.Text, "\n"), "\n")
		for at < len(lines) && strings.TrimPrefix(lines[at], "\t") != body[0] {
			at++
		}
		out = append(out, codeBlock{first: first + at, lines: body})
		at += len(body)
	}
	return path, out, nil
}

// repoRoot returns the repository root, two folders above the package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// copyTree copies the regular files below from to to.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
}

// TestManualBlocks checks that the manual's code blocks are found where
// they are in its file: each block's first line, looked up at the line
// number given, is that line.
func TestManualBlocks(t *testing.T) {
	root := repoRoot(t)
	path, blocks, err := manualBlocks(root)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	sessions := 0
	for _, b := range blocks {
		if b.first < 1 || b.first > len(lines) || !strings.HasSuffix(lines[b.first-1], b.lines[0]) {
			t.Errorf("%s:%d: block %q is not there", path, b.first, b.lines[0])
		}
		if strings.HasPrefix(b.lines[0], "$ ") {
			sessions++
		}
	}
	if sessions < 10 {
		t.Errorf("%d sessions found in %s, want 10 or more", sessions, path)
	}
}

func TestMatchSession(t *testing.T) {
	for _, tc := range []struct {
		name      string
		want, got string
		ok        bool
	}{
		{"same", "a\nb", "a\nb", true},
		{"differs", "a\nb", "a\nc", false},
		{"longer", "a", "a\nb", false},
		{"time", "solved in T ms (1 node)", "solved in 0.088 ms (1 node)", true},
		{"duration", "Solved in T with 16 moves", "Solved in 1m2.5s with 16 moves", true},
		{"rate", "in T s (R/s): 2 unique", "in 0.02 s (1,231/s): 2 unique", true},
		{"not a number", "in T s", "in x s", false},
		{"letter in text", "a x:R", "a x:R", true},
		{"letter is no placeholder", "a x:R", "a x:5", false},
		{"dots take none", "a\n...\nb", "a\nb", true},
		{"dots take many", "a\n...\nb", "a\n1\n2\nb", true},
		{"dots at the end", "a\n...", "a\n1\n2", true},
		{"dots then a line missing", "a\n...\nb", "a\n1\n2", false},
		{"two dots", "a\n...\nc\n...\ne", "a\nb\nc\nd\ne", true},
		{"indented dots", "x\n\t...\ny", "x\n\t1\ny", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := matchSession(strings.Split(tc.want, "\n"), strings.Split(tc.got, "\n")); got != tc.ok {
				t.Errorf("matchSession(%q, %q) = %v, want %v", tc.want, tc.got, got, tc.ok)
			}
		})
	}
}
