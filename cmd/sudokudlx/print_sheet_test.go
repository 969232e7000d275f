package main

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/render"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// sheetSVG is what the tests read of an SVG sheet of print.
type sheetSVG struct {
	Rects []struct {
		Class string  `xml:"class,attr"`
		X     float64 `xml:"x,attr"`
		Y     float64 `xml:"y,attr"`
		W     float64 `xml:"width,attr"`
	} `xml:"g>rect"`
	Texts []struct {
		X    float64 `xml:"x,attr"`
		Y    float64 `xml:"y,attr"`
		Text string  `xml:",chardata"`
	} `xml:"g>text"`
}

// readSheet returns the line form of the board of the SVG sheet at path
// (of side n), read from the positions of its texts, and the sheet's
// other texts joined by spaces.
func readSheet(t *testing.T, path string, n int) (cells, heading string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc sheetSVG
	if err := xml.Unmarshal(b, &doc); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	board := make([]byte, n*n)
	for i := range board {
		board[i] = '.'
	}
	var x, y, cell float64
	for _, r := range doc.Rects {
		if r.Class == "board" {
			x, y, cell = r.X, r.Y, r.W/float64(n)
		}
	}
	if cell == 0 {
		t.Fatalf("%s: no board", path)
	}
	var others []string
	for _, tx := range doc.Texts {
		c, r := int(math.Floor((tx.X-x)/cell)), int(math.Floor((tx.Y-0.01-y)/cell))
		if c < 0 || r < 0 || c >= n || r >= n {
			others = append(others, tx.Text)
			continue
		}
		board[r*n+c] = tx.Text[0]
	}
	return string(board), strings.Join(others, " ")
}

func TestPrintSolutionsMatchSolver(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	puzzles := []string{
		"....23.9.7......1..598..3...9......8....3.4..32.....5.8...1.7.62....6..9....8....",
		"..95....63..6.........892..6.4..1.7....7...93.9.2.4......1.8.6..2...5.1...8...3..",
		"1..3..........24",
	}
	if err := os.WriteFile(in, []byte(strings.Join(puzzles, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "sheets") + "/"
	r := runApp(t, "", "print", "--solutions", "-o", out, in)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for i, p := range puzzles {
		g, err := sudoku.ParseString(p)
		if err != nil {
			t.Fatal(err)
		}
		res := sudoku.Solve(g)
		name := filepath.Join(out, "solution-000"+string(rune('1'+i))+".svg")
		got, heading := readSheet(t, name, g.Size())
		if want := res.Solution.String(); got != want {
			t.Errorf("%s: %s, the solver's %s", name, got, want)
		}
		if want := "Solution " + string(rune('1'+i)); heading != want {
			t.Errorf("%s: heading %q, want %q", name, heading, want)
		}
		name = filepath.Join(out, "puzzle-000"+string(rune('1'+i))+".svg")
		if got, _ := readSheet(t, name, g.Size()); got != strings.ReplaceAll(p, "0", ".") {
			t.Errorf("%s: %s, want the puzzle %s", name, got, p)
		}
	}
}

func TestPrintJSONHeadings(t *testing.T) {
	dir := t.TempDir()
	gen := genPrintJSON(t, 2, "--difficulty", "easy")
	lines := runApp(t, "", "gen", "-n", "2", "--seed", "7", "--difficulty", "easy", "-q", "--no-progress")
	rated := runApp(t, lines.stdout, "rate", "-f", "json", "-q", "--no-progress")
	if rated.code != 0 {
		t.Fatalf("rate: exit %d: %s", rated.code, rated.stderr)
	}
	genRated := genPrintJSON(t, 2, "--rate")
	var ratedHeadings []string
	for i, l := range genLines(t, genRated) {
		level, _, rating := ratingOf(t, mustJSONPuzzle(t, l))
		ratedHeadings = append(ratedHeadings, fmt.Sprintf("Puzzle %d %s · rating %s · seed %d", i+1, strings.ToUpper(level[:1])+level[1:], rating, 7+i))
	}
	for _, tc := range []struct {
		name, in string
		want     []string
	}{
		{"gen", gen, []string{"Puzzle 1 Easy · seed 7", "Puzzle 2 Easy · seed 8"}},
		{"rate", rated.stdout, []string{"Puzzle 1 Easy · rating ", "Puzzle 2 Easy · rating "}},
		{"gen --rate", genRated, ratedHeadings},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name) + "/"
			if r := runApp(t, tc.in, "print", "-o", out); r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			for i, want := range tc.want {
				_, heading := readSheet(t, filepath.Join(out, "puzzle-000"+string(rune('1'+i))+".svg"), 9)
				if !strings.HasPrefix(heading, want) {
					t.Errorf("heading %q, want %q", heading, want)
				}
			}
		})
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed (poppler-utils): the PDF's headings are not read back")
	}
	pdf := filepath.Join(dir, "book.pdf")
	if r := runApp(t, gen, "print", "--per-page", "2", "-o", pdf); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	text, err := exec.Command("pdftotext", pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Puzzle 1", "Puzzle 2", "Easy · seed 7", "Easy · seed 8"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("pdftotext lacks %q:\n%s", want, text)
		}
	}
}

func TestPrintSizes(t *testing.T) {
	dir := t.TempDir()
	four := runApp(t, "", "gen", "--size", "4", "-n", "3", "--seed", "1", "-q", "--no-progress")
	sixteen := runApp(t, "", "gen", "--size", "16", "-n", "2", "--seed", "1", "-q", "--no-progress")
	in := four.stdout + sixteen.stdout + easy25() + "\n"
	out := filepath.Join(dir, "sizes.pdf")
	r := runApp(t, in, "print", "--per-page", "6", "--solutions", "-o", out)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	// Puzzles: the 4x4 and 16x16 ones on one page, the 25x25 on its own;
	// solutions: 20 4x4 to a page, 4 16x16, 2 25x25.
	if got, want := pdfPages(t, out), 2+3; got != want {
		t.Errorf("%d pages, want %d", got, want)
	}
	sheets := filepath.Join(dir, "sheets") + "/"
	if r := runApp(t, in, "print", "-o", sheets); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	lines := strings.Fields(in)
	for i, line := range lines {
		g, _ := sudoku.ParseString(line)
		name := filepath.Join(sheets, "puzzle-000"+string(rune('1'+i))+".svg")
		if got, _ := readSheet(t, name, g.Size()); got != g.String() {
			t.Errorf("%s: %s, want %s", name, got, g.String())
		}
	}
}

func TestPrintBadJSON(t *testing.T) {
	good := `{"puzzle":"....23.9.7......1..598..3...9......8....3.4..32.....5.8...1.7.62....6..9....8....","seed":7}`
	in := strings.Join([]string{
		good,
		`{"puzzle":"12x"`,
		`{"source":"a.txt:3","puzzle":"","status":"error","error":"a.txt:3:5: bad character 'x'"}`,
		`{"puzzle":"....23.9.7......1..598..3...9......8....3.4..32.....5.8...1.7.62....6..9....8...z"}`,
		`{"puzzle":"....23.9.7......1..598..3...9......8....3.4..32.....5.8...1.7.62....6..9....8....","solution":"418793695732695814659841372196574238587932461324168957845319726273456189961287543"}`,
		good,
	}, "\n") + "\n"
	out := filepath.Join(t.TempDir(), "x.pdf")
	r := runApp(t, in, "print", "--per-page", "1", "-o", out)
	if r.code != 1 {
		t.Errorf("exit %d, want 1", r.code)
	}
	for _, want := range []string{
		"stdin:2: not a JSON record: unexpected end of JSON input",
		"stdin:3: a.txt:3:5: bad character 'x'",
		"stdin:4: puzzle: bad character 'z'",
		"stdin:5: the solution does not keep the puzzle's given 2 (cell 5)",
		"2 puzzles printed",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	if got := pdfPages(t, out); got != 2 {
		t.Errorf("%d pages, want 2", got)
	}
}

func TestPrintUsage(t *testing.T) {
	dir := t.TempDir()
	one := "1..3..........24\n"
	for _, tc := range []struct {
		name string
		args []string
		code int
		err  string
	}{
		{"per-page", []string{"--per-page", "3", "-o", dir + "/a.pdf"}, 2, "--per-page 3: want 1, 2, 4 or 6"},
		{"paper", []string{"--paper", "a5", "-o", dir + "/a.pdf"}, 2, `--paper: paper "a5": want a4 or letter`},
		{"format", []string{"-f", "eps", "-o", dir + "/a.eps"}, 2, `--format "eps": want pdf, svg or png`},
		{"pdf dir", []string{"-f", "pdf", "-o", dir + "/d/"}, 2, "a PDF is one file"},
		{"svg solutions", []string{"--solutions", "-o", dir + "/a.svg"}, 2, "an SVG holds one puzzle"},
		{"no puzzle", []string{"-o", dir + "/b.pdf", os.DevNull}, 1, "no puzzle to print"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, one, append([]string{"print"}, tc.args...)...)
			if r.code != tc.code || !strings.Contains(r.stderr, tc.err) {
				t.Errorf("exit %d, stderr %q; want %d and %q", r.code, r.stderr, tc.code, tc.err)
			}
		})
	}
	for _, name := range []string{"a.pdf", "a.svg", "b.pdf"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s was written", name)
		}
	}
	// One puzzle to one SVG, PNG and PDF by the extension.
	for _, name := range []string{"one.svg", "one.png", "one.pdf"} {
		path := filepath.Join(dir, name)
		if r := runApp(t, one, "print", "-q", "-o", path); r.code != 0 {
			t.Fatalf("%s: exit %d: %s", name, r.code, r.stderr)
		}
		b, _ := os.ReadFile(path)
		magic := map[string]string{".svg": "<?xml", ".png": "\x89PNG", ".pdf": "%PDF-"}[filepath.Ext(name)]
		if !strings.HasPrefix(string(b), magic) {
			t.Errorf("%s starts %.8q, want %q", name, b, magic)
		}
	}
}

// easy25 returns a 25x25 puzzle of one solution that the solver settles
// at once: a full board with one empty cell in each row.
func easy25() string {
	var b strings.Builder
	for r := range 25 {
		for c := range 25 {
			if c == r*7%25 {
				b.WriteByte('.')
				continue
			}
			b.WriteString(render.Symbol((r*5+r/5+c)%25 + 1))
		}
	}
	return b.String()
}

// mustJSONPuzzle returns the puzzle of a JSON record.
func mustJSONPuzzle(t *testing.T, line string) string {
	t.Helper()
	var rec struct {
		Puzzle string `json:"puzzle"`
	}
	if err := json.Unmarshal([]byte(line), &rec); err != nil || rec.Puzzle == "" {
		t.Fatalf("%q: no puzzle (%v)", line, err)
	}
	return rec.Puzzle
}
