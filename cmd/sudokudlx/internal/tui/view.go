package tui

import (
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// The escape sequences of the styles.
const (
	sgrReset   = "\x1b[0m"
	sgrBold    = "\x1b[1m"
	sgrUnder   = "\x1b[4m"
	sgrReverse = "\x1b[7m"
	sgrFaint   = "\x1b[2m"
	sgrEntry   = "\x1b[36m"       // cyan
	sgrWrong   = "\x1b[31m"       // red
	sgrSame    = "\x1b[30;43m"    // black on yellow: the cursor's digit
	sgrHint    = "\x1b[30;42m"    // black on green
	sgrArea    = "\x1b[48;5;236m" // dark grey: the cursor's row, column and box
	screenW    = 80               // the width the drawing fits
	markAny    = "\u00b7"         // a 16×16 cell with marks
	markPlain  = ":"              // the same on a dumb terminal
)

// layout is the geometry of a board size: cells w characters wide and h
// lines high, gap spaces between the cells of a box.
type layout struct {
	n, box, w, h, gap int
	perLine           int // marks a line of a cell shows (0: none, see markAny)
}

func layoutFor(n int) layout {
	box := sudoku.BoxForSize(n)
	if box >= 4 {
		return layout{n: n, box: box, w: 3, h: 1}
	}
	per := (n + 1) / 2
	return layout{n: n, box: box, w: max(3, per), h: 2, gap: 1, perLine: per}
}

// width returns the board's width in characters.
func (l layout) width() int { return 1 + l.n*l.w + (l.n-l.box)*l.gap + l.box }

// View draws the board and, on its right, the side panel, on the
// terminal's alternate screen.
func (m Model) View() tea.View {
	v := tea.NewView(m.draw())
	v.AltScreen = true
	return v
}

// draw returns View's content.
func (m Model) draw() string {
	l := layoutFor(m.g.Size())
	board := m.board(l)
	panel := m.panel(screenW - l.width() - 2)
	var b strings.Builder
	for i := range max(len(board), len(panel)) {
		if i < len(board) {
			b.WriteString(board[i])
		} else {
			b.WriteString(strings.Repeat(" ", l.width()))
		}
		if i < len(panel) {
			b.WriteString("  ")
			b.WriteString(panel[i])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// board returns the board's lines.
func (m Model) board(l layout) []string {
	plain := m.opt.Style == Plain
	hz, cross, vt := "\u2500", "\u253c", "\u2502"
	if plain {
		hz, cross, vt = "-", "+", "|"
	}
	seg := strings.Repeat(hz, l.box*l.w+(l.box-1)*l.gap)
	rule := cross + strings.Repeat(seg+cross, l.box)
	var lines []string
	for r := range l.n {
		if r%l.box == 0 {
			lines = append(lines, rule)
		}
		for y := range l.h {
			var b strings.Builder
			for c := range l.n {
				switch {
				case c%l.box == 0:
					b.WriteString(vt)
				default:
					b.WriteString(strings.Repeat(" ", l.gap))
				}
				b.WriteString(m.cell(l, r*l.n+c, y))
			}
			b.WriteString(vt)
			lines = append(lines, b.String())
		}
	}
	return append(lines, rule)
}

// cell draws line y of cell i, l.w characters wide.
func (m Model) cell(l layout, i, y int) string {
	g := m.g
	v, marks := g.Board().At(i), g.Marks(i)
	same := g.Board().At(m.cur)
	cursor := i == m.cur
	text, attr := "", ""
	switch {
	case v != 0:
		open, close := byte(' '), byte(' ')
		if !g.Given(i) {
			open, close = '[', ']'
		}
		switch {
		case cursor && m.opt.Style == Plain:
			open, close = '>', '<'
		case m.hinted[i]:
			open, close = '*', '*'
		case m.checked[i]:
			open, close = '!', '!'
		}
		core := string([]byte{open, sudoku.Symbol(v), close})
		if y > 0 {
			core = "   "
		}
		pad := l.w - 3
		text = strings.Repeat(" ", pad/2) + core + strings.Repeat(" ", pad-pad/2)
		switch {
		case g.Given(i):
			attr = sgrBold
		case m.opt.Style != Color: // the brackets tell entries apart
		case m.checked[i]:
			attr = sgrWrong
		default:
			attr = sgrEntry
		}
		if v == same && y == 0 && !cursor {
			attr += m.sameAttr()
		}
	case l.perLine == 0:
		core := " "
		switch {
		case m.hinted[i]:
			core = "*"
		case m.checked[i]:
			core = "!"
		case cursor && m.opt.Style == Plain:
			core = "<"
		case marks != 0 && m.opt.Style == Plain:
			core = markPlain
		case marks != 0:
			core = markAny
		}
		text = " " + core + " "
	default:
		text = m.markLine(l, i, y)
		attr = m.markAttr()
	}
	return m.paint(i, text, attr)
}

// markLine draws line y of the marks of the empty cell i.
func (m Model) markLine(l layout, i, y int) string {
	marks, same := m.g.Marks(i), m.g.Board().At(m.cur)
	var b strings.Builder
	for k := range l.w {
		v := y*l.perLine + k + 1
		ch := " "
		switch {
		case k < l.perLine && v <= l.n && marks.Has(v):
			ch = string(sudoku.Symbol(v))
			if v == same && m.opt.Style != Plain && i != m.cur {
				ch = m.sameAttr() + ch + sgrReset + m.baseAttr(i) + m.markAttr()
			}
		case k == l.w-1 && y == l.h-1 && m.opt.Style == Plain:
			switch {
			case i == m.cur:
				ch = "<"
			case m.hinted[i]:
				ch = "*"
			case m.checked[i]:
				ch = "!"
			}
		}
		b.WriteString(ch)
	}
	return b.String()
}

// markAttr is the attribute of pencil marks: faint in colour, so that
// values stand out and the marks of neighbours do not run together.
func (m Model) markAttr() string {
	if m.opt.Style == Color {
		return sgrFaint
	}
	return ""
}

func (m Model) sameAttr() string {
	if m.opt.Style == Color {
		return sgrSame
	}
	return sgrUnder
}

// baseAttr is the background of cell i: the cursor, a hint, the
// cursor's row, column and box.
func (m Model) baseAttr(i int) string {
	switch {
	case m.opt.Style == Plain:
		return ""
	case i == m.cur:
		return sgrReverse
	case m.opt.Style == Mono:
		return ""
	case m.hinted[i]:
		return sgrHint
	case m.checked[i]:
		return sgrWrong
	case m.sees(i):
		return sgrArea
	}
	return ""
}

// sees reports whether cell i is in the cursor's row, column or box.
func (m Model) sees(i int) bool {
	n, box := m.g.Size(), m.g.Puzzle().Box()
	r, c, cr, cc := i/n, i%n, m.cur/n, m.cur%n
	return r == cr || c == cc || (r/box == cr/box && c/box == cc/box)
}

// paint wraps text in the attributes of cell i and attr.
func (m Model) paint(i int, text, attr string) string {
	if m.opt.Style == Plain {
		return text
	}
	base := m.baseAttr(i)
	if base == "" && attr == "" {
		return text
	}
	return base + attr + text + sgrReset
}

// panel returns the side panel's lines, at most w characters each.
func (m Model) panel(w int) []string {
	if m.help {
		return m.helpLines()
	}
	g := m.g
	n := g.Size()
	lines := []string{m.opt.Title, "time " + clock(g.Elapsed())}
	cell := "cell " + sudoku.CellName(n, m.cur)
	if g.Given(m.cur) {
		cell += " (given)"
	}
	mode := "mode: digits (m: marks)"
	if m.marks {
		mode = "mode: MARKS (m: digits)"
	}
	lines = append(lines, cell, mode)
	if mk := g.Marks(m.cur); mk != 0 {
		lines = append(lines, "marks "+strings.Join(strings.Split(mk.String(), ""), " "))
	} else {
		lines = append(lines, "")
	}
	lines = append(lines, fmt.Sprintf("to fill %d, hints %d", g.Empty(), g.Hints()), "")
	lines = append(lines, wrap(m.msg, w)...)
	return append(lines, "", "? help  q quit")
}

func (m Model) helpLines() []string {
	digits := "1-9"
	if m.g.Size() > 9 {
		digits = "1-9 A-G"
	}
	if m.g.Size() < 9 {
		digits = fmt.Sprintf("1-%d", m.g.Size())
	}
	return []string{
		"keys", "arrows, hjkl: move", digits + ": place", "m: mark mode",
		"alt+digit: mark", "f: fill marks", "bksp, x: clear", "u: undo",
		"ctrl+r, U: redo", "H, tab: hint", "  again: more", "c: check",
		"s: save", "q: quit", "?: back to the game",
	}
}

// clock formats d as 0:03:12.
func clock(d time.Duration) string {
	s := int(d / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}

// wrap cuts text into lines of at most w characters at blanks.
func wrap(text string, w int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		for len(word) > w {
			if line != "" {
				lines, line = append(lines, line), ""
			}
			lines, word = append(lines, word[:w]), word[w:]
		}
		switch {
		case line == "":
			line = word
		case len(line)+1+len(word) <= w:
			line += " " + word
		default:
			lines, line = append(lines, line), word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
