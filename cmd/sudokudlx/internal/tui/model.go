package tui

import (
	"context"
	"errors"
	"fmt"
	"time"
	"unicode"

	tea "charm.land/bubbletea/v2"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

// Style is how much of the terminal's attributes the board uses.
type Style int

// The styles.
const (
	Color Style = iota // colours and attributes
	Mono               // attributes (bold, underline, reverse) but no colour: NO_COLOR
	Plain              // no escape sequence at all: a dumb terminal
)

// Options configure a Model.
type Options struct {
	Style Style
	// Title is the first line of the side panel, as "9x9 expert".
	Title string
	// Save writes a checkpoint and returns where it went, for the
	// message; nil disables saving.
	Save func(game.Checkpoint) (string, error)
	// Tick is the period of the timer's redraw; 0 means a second. Tests
	// set it negative to have no timer commands.
	Tick time.Duration
}

// Model is the full-screen game; see the package comment.
type Model struct {
	g     *game.Game
	opt   Options
	cur   int  // the cell under the cursor
	marks bool // digits toggle marks instead of placing
	help  bool // the panel shows the keys
	// quitting is set by a q with unsaved changes: a second q quits.
	quitting bool
	quit     bool // the program is ending
	msg      string
	// checked are the cells the last check found wrong; hinted the cells
	// of the hint being shown. Any change of the board drops both.
	checked, hinted map[int]bool
	savedAt         int // g.Moves() at the last save (or at the start)
	last            time.Time
}

// New returns the model of g.
func New(g *game.Game, opt Options) Model {
	if opt.Tick == 0 {
		opt.Tick = time.Second
	}
	m := Model{g: g, opt: opt, savedAt: g.Moves(), msg: "? for help"}
	for i := range g.Board().Len() { // the cursor starts on the first empty cell
		if g.Board().At(i) == 0 {
			m.cur = i
			break
		}
	}
	return m
}

// Game returns the game the model plays.
func (m Model) Game() *game.Game { return m.g }

// Cursor returns the cell under the cursor (row-major, from 0).
func (m Model) Cursor() int { return m.cur }

// Quit reports whether the player asked to quit (as opposed to having
// solved the game).
func (m Model) Quit() bool { return m.quit }

// tickMsg is the timer's message.
type tickMsg time.Time

func (m Model) tick() tea.Cmd {
	if m.opt.Tick < 0 || m.g.Over() {
		return nil
	}
	return tea.Tick(m.opt.Tick, func(t time.Time) tea.Msg { return tickMsg(t) })
}

// Init starts the timer.
func (m Model) Init() tea.Cmd {
	return m.tick()
}

// Update applies a key or a tick.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tickMsg:
		now := time.Time(msg)
		if !m.last.IsZero() {
			m.g.Tick(now.Sub(m.last))
		}
		m.last = now
		return m, m.tick()
	case tea.KeyPressMsg:
		if len([]rune(msg.Text)) < 2 {
			return m.key(msg)
		}
		// Text of several runes (keys typed faster than they are read, a
		// grapheme cluster): each rune is a key.
		var cmd tea.Cmd
		for _, r := range msg.Text {
			var next tea.Model
			next, cmd = m.key(tea.KeyPressMsg{Code: r, Text: string(r), Mod: msg.Mod})
			if m = next.(Model); m.quit {
				break
			}
		}
		return m, cmd
	}
	return m, nil
}

// key handles one key.
func (m Model) key(k tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	s := k.String()
	if s == "ctrl+c" {
		m.quit = true
		return m, tea.Quit
	}
	if m.quitting {
		m.quitting = false
		if s == "q" || s == "y" {
			m.quit = true
			return m, tea.Quit
		}
		m.msg = "not quitting"
		if s != "s" {
			return m, nil
		}
	}
	n := m.g.Size()
	r, c := m.cur/n, m.cur%n
	switch s {
	case "up", "k":
		m.cur = (r+n-1)%n*n + c
	case "down", "j":
		m.cur = (r+1)%n*n + c
	case "left", "h":
		m.cur = r*n + (c+n-1)%n
	case "right", "l":
		m.cur = r*n + (c+1)%n
	case "?":
		m.help = !m.help
	case "m":
		m.marks = !m.marks
		m.msg = map[bool]string{true: "mark mode: digits toggle marks", false: "digit mode: digits place"}[m.marks]
	case "backspace", "delete", "x", "0", ".", "space":
		m.clear(r, c)
	case "u":
		m.undoRedo(m.g.Undo, "undo")
	case "ctrl+r", "U":
		m.undoRedo(m.g.Redo, "redo")
	case "H", "tab":
		m.hint()
	case "f":
		m.after(m.g.FillMarks(), "marks filled with the candidates")
	case "c":
		m.check()
	case "s":
		m.save()
	case "q", "esc":
		if m.g.Moves() == m.savedAt || m.g.Over() {
			m.quit = true
			return m, tea.Quit
		}
		m.quitting = true
		m.msg = "unsaved changes: q quits, s saves, any other key goes on"
	default:
		if v, alt := m.value(k); v > 0 {
			m.enter(r, c, v, alt || m.marks)
		}
	}
	return m, nil
}

// value returns the value a key stands for (digits, and A-G on 16×16
// boards), 0 for none, and whether Alt was held. A key with Alt has no
// text: its rune is the key's code, shifted when Shift was held too.
func (m Model) value(k tea.KeyPressMsg) (int, bool) {
	alt := k.Mod&tea.ModAlt != 0
	var ch rune
	switch r := []rune(k.Text); {
	case len(r) == 1:
		ch = r[0]
	case !alt || k.Mod&^(tea.ModAlt|tea.ModShift) != 0:
		return 0, false
	case k.ShiftedCode != 0:
		ch = k.ShiftedCode
	case k.Mod&tea.ModShift != 0:
		ch = unicode.ToUpper(k.Code)
	default:
		ch = k.Code
	}
	v := 0
	switch {
	case ch >= '1' && ch <= '9':
		v = int(ch - '0')
	case ch >= 'A' && ch <= 'Z':
		v = int(ch-'A') + 10
	}
	if v > m.g.Size() {
		return 0, false
	}
	return v, alt
}

// enter places v at (r, c) or toggles its mark.
func (m *Model) enter(r, c, v int, mark bool) {
	name := sudoku.CellName(m.g.Size(), m.cur)
	if mark {
		m.after(m.g.Mark(r, c, v, game.MarkToggle), "")
		return
	}
	if err := m.g.Place(r, c, v); err != nil {
		m.after(err, "")
		return
	}
	m.after(nil, fmt.Sprintf("%s = %c", name, sudoku.Symbol(v)))
}

// clear empties the cursor's cell, or takes off its marks.
func (m *Model) clear(r, c int) {
	if m.g.Board().At(m.cur) != 0 {
		m.after(m.g.Clear(r, c), "cleared")
		return
	}
	m.after(m.g.Mark(r, c, 0, game.MarkClear), "marks cleared")
}

func (m *Model) undoRedo(f func() (game.Move, error), what string) {
	mv, err := f()
	if err == nil {
		m.cur = mv.Cell
	}
	m.after(err, what+" "+sudoku.CellName(m.g.Size(), mv.Cell))
}

// hint shows the next stage of a hint.
func (m *Model) hint() {
	h, err := m.g.NextHint(context.Background())
	if err != nil {
		m.after(err, "")
		return
	}
	m.after(nil, "")
	m.msg = fmt.Sprintf("hint %d/3: %s", h.Stage, h.Text())
	if h.Stage >= game.StageCells && h.Stage < game.StageMove {
		m.hinted = map[int]bool{}
		for _, c := range h.Cells() {
			m.hinted[c] = true
		}
	}
	if h.Stage == game.StageMove {
		m.cur = h.Move.Cell
	}
}

// check shows the wrong entries and marks.
func (m *Model) check() {
	m.checked = map[int]bool{}
	wrong, marks := m.g.Wrong(), m.g.WrongMarks()
	for _, c := range append(wrong, marks...) {
		m.checked[c] = true
	}
	if len(m.checked) == 0 {
		m.msg = fmt.Sprintf("check: no mistakes, %d to fill", m.g.Empty())
		return
	}
	m.msg = fmt.Sprintf("check: %d wrong entries, %d cells whose marks miss the answer (shown !)", len(wrong), len(marks))
}

func (m *Model) save() {
	if m.opt.Save == nil {
		m.msg = "saving is off"
		return
	}
	where, err := m.opt.Save(m.g.Checkpoint())
	if err != nil {
		m.msg = "not saved: " + err.Error()
		return
	}
	m.savedAt = m.g.Moves()
	m.msg = "saved to " + where
}

// after ends a command: the error, else msg, becomes the message, and the
// check and hint highlights go.
func (m *Model) after(err error, msg string) {
	var me *game.MoveError
	switch {
	case errors.As(err, &me):
		m.msg = me.Error()
		return
	case err != nil:
		m.msg = err.Error()
		return
	}
	m.checked, m.hinted = nil, nil
	m.msg = msg
	if m.g.Solved() {
		m.msg = fmt.Sprintf("Solved in %v with %d moves, %d hints. Well done! q quits",
			m.g.Elapsed().Round(time.Second), m.g.Moves(), m.g.Hints())
	}
}
