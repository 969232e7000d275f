package tui_test

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"

	tea "charm.land/bubbletea/v2"
	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/tui"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

// A 4×4 puzzle with one solution, 1234 3412 2143 4321.
const (
	puzzle4   = "......12.1.3.32."
	solution4 = "1234341221434321"
	// An expert 9×9 puzzle whose hints include pointings.
	puzzle9 = "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6....."
)

func newModel(t *testing.T, puzzle string, opt tui.Options) tui.Model {
	t.Helper()
	p, err := sudoku.ParseString(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(p, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	opt.Tick = -1
	return tui.New(g, opt)
}

// press sends keys to m: each string a key by its bubbletea name
// ("up", "ctrl+r", "alt+3") or a single rune.
func press(t *testing.T, m tui.Model, keys ...string) tui.Model {
	t.Helper()
	for _, k := range keys {
		var msg tea.KeyPressMsg
		switch k {
		case "up":
			msg = tea.KeyPressMsg{Code: tea.KeyUp}
		case "down":
			msg = tea.KeyPressMsg{Code: tea.KeyDown}
		case "left":
			msg = tea.KeyPressMsg{Code: tea.KeyLeft}
		case "right":
			msg = tea.KeyPressMsg{Code: tea.KeyRight}
		case "backspace":
			msg = tea.KeyPressMsg{Code: tea.KeyBackspace}
		case "ctrl+r":
			msg = tea.KeyPressMsg{Code: 'r', Mod: tea.ModCtrl}
		default:
			// As the terminal sends them: a key with Alt has a code but
			// no text, an upper-case letter has Shift and a lower-case code.
			r := []rune(strings.TrimPrefix(k, "alt+"))
			switch {
			case strings.HasPrefix(k, "alt+"):
				msg = tea.KeyPressMsg{Code: unicode.ToLower(r[0]), Mod: tea.ModAlt}
				if unicode.IsUpper(r[0]) {
					msg.Mod |= tea.ModShift
				}
			case len(r) == 1 && unicode.IsUpper(r[0]):
				msg = tea.KeyPressMsg{Code: unicode.ToLower(r[0]), ShiftedCode: r[0], Text: k, Mod: tea.ModShift}
			case len(r) == 1:
				msg = tea.KeyPressMsg{Code: r[0], Text: k}
			default: // keys read at once
				msg = tea.KeyPressMsg{Code: tea.KeyExtended, Text: k}
			}
		}
		next, _ := m.Update(msg)
		m = next.(tui.Model)
	}
	return m
}

// goTo moves the cursor of m to cell i with the arrow keys.
func goTo(t *testing.T, m tui.Model, i int) tui.Model {
	t.Helper()
	n := m.Game().Size()
	for m.Cursor()/n != i/n {
		m = press(t, m, "down")
	}
	for m.Cursor()%n != i%n {
		m = press(t, m, "l")
	}
	return m
}

func TestSolveByKeys(t *testing.T) {
	m := newModel(t, puzzle4, tui.Options{Style: tui.Plain})
	for i := range 16 {
		if m.Game().Given(i) {
			continue
		}
		m = goTo(t, m, i)
		m = press(t, m, string(solution4[i]))
	}
	if !m.Game().Solved() {
		t.Fatalf("not solved:\n%s", m.View().Content)
	}
	if v := m.View().Content; !strings.Contains(v, "Solved") || !strings.Contains(v, "[4]") {
		t.Errorf("view of the solved game:\n%s", v)
	}
}

func TestMarksByKeys(t *testing.T) {
	m := newModel(t, puzzle4, tui.Options{Style: tui.Plain})
	m = goTo(t, m, 0)
	m = press(t, m, "m", "1", "4", "m", "alt+2")
	if got := m.Game().Marks(0).String(); got != "124" {
		t.Fatalf("marks %q, want 124\n%s", got, m.View().Content)
	}
	if v := m.View().Content; !strings.Contains(v, "|12 ") || !strings.Contains(v, "| 4<") {
		t.Errorf("marks not drawn:\n%s", v)
	}
	m = press(t, m, "alt+2")
	if got := m.Game().Marks(0).String(); got != "14" {
		t.Fatalf("marks after a second alt+2 %q, want 14", got)
	}
	m = press(t, m, "backspace")
	if m.Game().Marks(0) != 0 {
		t.Fatalf("backspace left marks %v", m.Game().Marks(0))
	}
	// Undo and redo across marks and values.
	m = press(t, m, "u")
	if got := m.Game().Marks(0).String(); got != "14" {
		t.Fatalf("undo of the clear: %q, want 14", got)
	}
	m = press(t, m, "1") // placing 1 in r1c1 takes the cell's marks
	if m.Game().Board().At(0) != 1 || m.Game().Marks(0) != 0 {
		t.Fatalf("place: %v %v", m.Game().Board(), m.Game().Marks(0))
	}
	m = press(t, m, "u1") // keys read at once come as one message
	if m.Game().Board().At(0) != 1 || m.Game().Marks(0) != 0 {
		t.Fatalf("place: %v %v", m.Game().Board(), m.Game().Marks(0))
	}
	m = press(t, m, "u")
	if m.Game().Board().At(0) != 0 || m.Game().Marks(0).String() != "14" {
		t.Fatalf("undo of the place: %v %v", m.Game().Board(), m.Game().Marks(0))
	}
	m = press(t, m, "ctrl+r")
	if m.Game().Board().At(0) != 1 {
		t.Fatalf("redo: %v", m.Game().Board())
	}
	m = press(t, m, "u", "u") // the place, then the second alt+2
	if got := m.Game().Marks(0).String(); got != "124" {
		t.Fatalf("two undos: %q, want 124", got)
	}
}

func TestHintStages(t *testing.T) {
	m := newModel(t, puzzle9, tui.Options{Style: tui.Plain})
	// The first hints place singles; go on to the first elimination.
	for range 40 {
		m = press(t, m, "H")
		h, _ := m.Game().PendingHint()
		if h.Step.Cell < 0 {
			break
		}
		m = press(t, m, "H", "H")
	}
	h, ok := m.Game().PendingHint()
	if !ok || h.Step.Cell >= 0 {
		t.Fatal("no elimination hint")
	}
	v := m.View().Content
	if !strings.Contains(v, "hint 1/3: there is a") || !strings.Contains(v, h.Step.Units[0].String()) {
		t.Errorf("stage 1:\n%s", v)
	}
	m = press(t, m, "H")
	if v := m.View().Content; !strings.Contains(v, "hint 2/3") || !strings.Contains(v, "look") || !strings.Contains(v, "*") {
		t.Errorf("stage 2:\n%s", v)
	}
	m = press(t, m, "H")
	if v := m.View().Content; !strings.Contains(v, "hint 3/3") || !strings.Contains(v, "removes") {
		t.Errorf("stage 3:\n%s", v)
	}
	for _, e := range h.Step.Eliminations {
		if m.Game().Marks(e.Cell).Has(e.Value) || m.Game().Marks(e.Cell) == 0 {
			t.Errorf("marks of cell %d: %v after removing %d", e.Cell, m.Game().Marks(e.Cell), e.Value)
		}
	}
}

func TestSaveResume(t *testing.T) {
	var saved []byte
	save := func(cp game.Checkpoint) (string, error) {
		var err error
		saved, err = json.Marshal(cp)
		return "test.json", err
	}
	m := newModel(t, puzzle4, tui.Options{Style: tui.Plain, Save: save})
	m = goTo(t, m, 0)
	m = press(t, m, "1", "right", "alt+2", "q")
	if m.Quit() || !strings.Contains(m.View().Content, "unsaved") {
		t.Fatalf("q with unsaved changes quit:\n%s", m.View().Content)
	}
	m = press(t, m, "s")
	if !strings.Contains(m.View().Content, "saved to test.json") {
		t.Fatalf("no save:\n%s", m.View().Content)
	}
	var cp game.Checkpoint
	if err := json.Unmarshal(saved, &cp); err != nil {
		t.Fatal(err)
	}
	g, err := game.Restore(cp)
	if err != nil {
		t.Fatal(err)
	}
	r := tui.New(g, tui.Options{Style: tui.Plain, Tick: -1})
	if r.Game().Board() != m.Game().Board() || r.Game().Marks(1).String() != "2" {
		t.Errorf("resumed %v %v", r.Game().Board(), r.Game().Marks(1))
	}
	if r = press(t, r, "q"); !r.Quit() {
		t.Error("q on a game just resumed did not quit")
	}
	if m = press(t, m, "q"); !m.Quit() {
		t.Error("q after a save did not quit")
	}
}

// TestFits checks that every size fits 80×24, and that the entries show
// apart from the givens in every style.
func TestFits(t *testing.T) {
	for _, tc := range []struct{ name, puzzle string }{
		{"4x4", puzzle4},
		{"9x9", puzzle9},
		{"16x16", puzzle16},
	} {
		for _, st := range []tui.Style{tui.Color, tui.Mono, tui.Plain} {
			m := newModel(t, tc.puzzle, tui.Options{Style: st, Title: "sudokudlx"})
			m = press(t, m, "H", "H", "H", "f", "?", "?", "down")
			v := m.View().Content
			lines := strings.Split(strings.TrimSuffix(v, "\n"), "\n")
			if len(lines) > 24 {
				t.Errorf("%s style %d: %d lines", tc.name, st, len(lines))
			}
			for _, l := range lines {
				if w := visible(l); w > 80 {
					t.Errorf("%s style %d: a line of %d columns: %q", tc.name, st, w, l)
				}
			}
			if !strings.Contains(v, "[") {
				t.Errorf("%s style %d: the hint's entry is not in brackets:\n%s", tc.name, st, v)
			}
			if st == tui.Plain && strings.Contains(v, "\x1b") {
				t.Errorf("%s: escape sequences in the plain style", tc.name)
			}
			if st == tui.Mono && (strings.Contains(v, "\x1b[3") || strings.Contains(v, "\x1b[48")) {
				t.Errorf("%s: colours in the mono style (NO_COLOR)", tc.name)
			}
			if st == tui.Color && !strings.Contains(v, "\x1b[36m") {
				t.Errorf("%s: no colour for the entries in the colour style", tc.name)
			}
		}
	}
}

// visible returns the columns line takes on a terminal: its runes less
// the escape sequences.
func visible(line string) int {
	n, esc := 0, false
	for _, r := range line {
		switch {
		case esc:
			esc = r < '@' || r > '~' || r == '['
		case r == 0x1b:
			esc = true
		default:
			n++
		}
	}
	return n
}

// A 16×16 puzzle with one solution (sudokudlx gen --size 16).
const puzzle16 = ".4.CG..6.1.E...8.....A9..65..E4....8.E2C...4...731.D........G.5..........A.3.....C..6..E...1.7.B..BG.4......98...3..98.AE.C..5......A..18C...B...E3B.F.5.D..4.......2....F7..D........4..9.2E...G...75..6.F..4834.5E..D..2..B...6A8...G2...CF......23...1.D....C"
