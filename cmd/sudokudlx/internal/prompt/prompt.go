// Package prompt is the line-oriented game of sudokudlx play: it prints
// the board, reads the player's moves a line at a time
// (game.ParseCommand), applies them to a *game.Game and says what each did,
// with hints and checks in words. On a terminal it clears and redraws the
// board, colours the player's entries and prompts; on a transcript it
// echoes each line it reads, so that input and output read as a session.
package prompt

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
	"golang.org/x/term"
)

// ErrNotFinished is the error of Run when the game ends unsolved: the
// player quit or gave up, or the input ended.
var ErrNotFinished = errors.New("game not finished")

// A WriteError is the error of Run when the output failed.
type WriteError struct{ Err error }

func (e *WriteError) Error() string { return "write: " + e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

// A Session plays one game. Its zero value is not usable; see New.
type Session struct {
	g   *game.Game
	out *bufio.Writer
	tty bool // the output is a terminal: clear and redraw, colour, prompt
	// edit, on a terminal in raw mode, reads the lines with editing and
	// history, prints the prompt, and takes the output.
	edit  *term.Terminal
	start time.Time
}

// New returns a session of g that writes to w; tty says that w is a
// terminal. The clock of the congratulation starts now.
func New(g *game.Game, w io.Writer, tty bool) *Session {
	return &Session{g: g, out: bufio.NewWriter(w), tty: tty, start: time.Now()}
}

// NewEdited returns a session of g on the terminal t, in raw mode, which
// reads the lines with editing and a history and takes the output.
func NewEdited(g *game.Game, t *term.Terminal) *Session {
	ui := New(g, t, true)
	ui.edit = t
	return ui
}

// Run prints intro and the board, then reads the moves of in (of the
// terminal of NewEdited) and plays them until the board is solved (nil),
// the game ends unsolved (ErrNotFinished), the output fails (a
// *WriteError), the input fails, or ctx is done (ctx's error).
func (ui *Session) Run(ctx context.Context, in io.Reader, intro string) error {
	fmt.Fprintf(ui.out, "%s. Type help for the commands.\n", intro)
	ui.out.WriteString(ui.render(ui.g.Board()))
	return ui.loop(ctx, in)
}

// help lists the commands of the game.
const help = `Commands (rows and columns count from 1):
  r c v     put v in row r, column c (also r3c5=7, r3c5 7)
  r c 0     empty a cell you filled (also clear r c, r3c5=.)
  mark r c v  toggle the pencil mark v in row r, column c
  unmark r c  take off the marks (unmark r c v: just v)
  hint      fill one cell, and say why
  check     list your wrong entries
  undo      take back the last move
  redo      make the move taken back again
  show      print the board
  solve     give up and see the solution
  help      this list
  quit      stop playing
`

// line is a line read by the reader goroutine, or its error.
type line struct {
	text string
	err  error
}

// maxLine bounds a line of input; longer lines are refused.
const maxLine = 4096

var errLongLine = fmt.Errorf("line too long (more than %d bytes)", maxLine)

// loop reads and runs the player's lines until the game ends, the input
// ends or ctx is done.
func (ui *Session) loop(ctx context.Context, in io.Reader) error {
	lines := make(chan line)
	stop := make(chan struct{})
	defer close(stop)
	if ui.edit != nil {
		go readEditLines(ui.edit, lines, stop)
	} else {
		go readLines(in, lines, stop)
	}
	for {
		if ui.tty && ui.edit == nil {
			ui.out.WriteString("> ")
		}
		if err := ui.out.Flush(); err != nil {
			return &WriteError{err}
		}
		var l line
		select {
		case <-ctx.Done():
			ui.out.Flush()
			return ctx.Err()
		case l = <-lines:
		}
		if l.err == io.EOF {
			break
		}
		if !ui.tty {
			fmt.Fprintf(ui.out, "> %s\n", strings.TrimRight(l.text, "\r\n"))
		}
		if l.err != nil {
			if l.err != errLongLine {
				ui.out.Flush()
				return fmt.Errorf("reading the moves: %w", l.err)
			}
			ui.say(l.err.Error())
			continue
		}
		if done, err := ui.do(ctx, l.text); done {
			ui.out.Flush()
			return err
		}
	}
	ui.out.Flush()
	if ui.g.Solved() {
		return nil
	}
	return ErrNotFinished
}

// readEditLines sends the lines edited on t to lines, then io.EOF (at
// Ctrl-D or Ctrl-C, which the raw terminal does not turn into a signal)
// or the read error, stopping early when stop is closed.
func readEditLines(t *term.Terminal, lines chan<- line, stop <-chan struct{}) {
	for {
		text, err := t.ReadLine()
		l := line{text: text, err: err}
		if len(text) > maxLine {
			l = line{text: text[:40] + "...", err: errLongLine}
		}
		select {
		case lines <- l:
		case <-stop:
			return
		}
		if err != nil {
			return
		}
	}
}

// readLines sends the lines of in to lines, then io.EOF or the read
// error, stopping early when stop is closed.
func readLines(in io.Reader, lines chan<- line, stop <-chan struct{}) {
	br := bufio.NewReaderSize(in, maxLine)
	for {
		b, err := br.ReadSlice('\n')
		l := line{text: string(b)}
		switch {
		case err == bufio.ErrBufferFull:
			l = line{text: string(b[:40]) + "...", err: errLongLine}
			for err == bufio.ErrBufferFull {
				_, err = br.ReadSlice('\n')
			}
			if err != nil && err != io.EOF {
				l.err = err
			}
		case err == io.EOF && len(b) > 0:
		case err != nil:
			l.err = err
		}
		select {
		case lines <- l:
		case <-stop:
			return
		}
		if l.err != nil && l.err != errLongLine {
			return
		}
	}
}

// do runs one line; it reports whether the game is over, and the error
// to end with.
func (ui *Session) do(ctx context.Context, line string) (bool, error) {
	g := ui.g
	cmd, err := game.ParseCommand(line)
	if err != nil {
		ui.say(err.Error())
		return false, nil
	}
	switch cmd.Op {
	case game.OpNone:
	case game.OpPlace, game.OpClear:
		if err := g.Place(cmd.Row-1, cmd.Col-1, cmd.Value); err != nil {
			ui.say(err.Error())
			break
		}
		ui.redraw("")
	case game.OpHint:
		h, err := g.Hint(ctx)
		if err != nil {
			ui.say("no hint: " + err.Error())
			break
		}
		ui.redraw(hintText(g, h))
	case game.OpCheck:
		ui.say(checkText(g))
	case game.OpUndo, game.OpRedo:
		undo, what := g.Undo, "undo"
		if cmd.Op == game.OpRedo {
			undo, what = g.Redo, "redo"
		}
		m, err := undo()
		if err != nil {
			ui.say(err.Error())
			break
		}
		ui.redraw(undoText(g, what, m, cmd.Op == game.OpUndo))
	case game.OpMark, game.OpUnmark:
		op := game.MarkToggle
		if cmd.Op == game.OpUnmark {
			op = game.MarkClear
		}
		if err := g.Mark(cmd.Row-1, cmd.Col-1, cmd.Value, op); err != nil {
			ui.say(err.Error())
			break
		}
		i := (cmd.Row-1)*g.Size() + cmd.Col - 1
		ui.say(fmt.Sprintf("marks of %s: %s", sudoku.CellName(g.Size(), i), marksText(g.Marks(i))))
	case game.OpShow:
		ui.redraw("")
	case game.OpSolve:
		g.GiveUp()
		ui.redraw("You gave up: the board shows the solution.")
		return true, ErrNotFinished
	case game.OpHelp:
		ui.say(strings.TrimSuffix(help, "\n"))
	case game.OpQuit:
		return true, ErrNotFinished
	}
	if g.Solved() {
		hints := ""
		if h := g.Hints(); h > 0 {
			hints = fmt.Sprintf(" (%d hint%s)", h, plural(h))
		}
		ui.say(fmt.Sprintf("Solved in %v with %d moves%s. Well done!",
			time.Since(ui.start).Round(time.Second), g.Moves(), hints))
		return true, nil
	}
	return false, nil
}

// undoText says what an undo (back) or redo did to cell m.Cell.
func undoText(g *game.Game, what string, m game.Move, back bool) string {
	v, marks := m.New, m.NewMarks
	if back {
		v, marks = m.Old, m.OldMarks
	}
	name := sudoku.CellName(g.Size(), m.Cell)
	switch {
	case m.Old == m.New:
		return fmt.Sprintf("%s: marks of %s: %s", what, name, marksText(marks))
	case v == 0 && back:
		return fmt.Sprintf("%s: %s is empty again", what, name)
	case v == 0:
		return fmt.Sprintf("%s: %s is empty", what, name)
	case back:
		return fmt.Sprintf("%s: %s is %c again", what, name, sudoku.Symbol(v))
	}
	return fmt.Sprintf("%s: %s is %c", what, name, sudoku.Symbol(v))
}

// marksText lists marks as "1 4 7", or "none".
func marksText(m game.Marks) string {
	if m == 0 {
		return "none"
	}
	return strings.Join(strings.Split(m.String(), ""), " ")
}

// hintText explains a hint, one step a line.
func hintText(g *game.Game, h game.Hint) string {
	var b strings.Builder
	size := g.Size()
	cell := sudoku.CellName(size, h.Move.Cell)
	for _, st := range h.Steps {
		if st.Technique == rate.Guess {
			fmt.Fprintf(&b, "hint: %s = %c: no technique applies here, so it comes from the solution\n", cell, sudoku.Symbol(h.Move.New))
			continue
		}
		fmt.Fprintf(&b, "hint: %v\n", st)
	}
	if len(h.Steps) == 0 {
		fmt.Fprintf(&b, "hint: %s = %c, from the solution\n", cell, sudoku.Symbol(h.Move.New))
	}
	if h.Move.Old != 0 {
		fmt.Fprintf(&b, "hint: your %c at %s was wrong\n", sudoku.Symbol(h.Move.Old), cell)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// checkText lists the wrong entries.
func checkText(g *game.Game) string {
	wrong := g.Wrong()
	if len(wrong) == 0 {
		return fmt.Sprintf("check: no wrong entries, %d cell%s to fill", g.Empty(), plural(g.Empty()))
	}
	names := make([]string, len(wrong))
	for i, c := range wrong {
		names[i] = sudoku.CellName(g.Size(), c)
	}
	entries := "entries"
	if len(wrong) == 1 {
		entries = "entry"
	}
	return fmt.Sprintf("check: %d wrong %s: %s", len(wrong), entries, strings.Join(names, ", "))
}

// say prints a message.
func (ui *Session) say(msg string) {
	if msg != "" {
		ui.out.WriteString(msg)
		ui.out.WriteByte('\n')
	}
}

// redraw prints the board, then msg. On a terminal it clears the screen
// first.
func (ui *Session) redraw(msg string) {
	if ui.tty {
		ui.out.WriteString("\x1b[H\x1b[2J")
	}
	ui.out.WriteString(ui.render(ui.g.Board()))
	ui.say(msg)
}

// ANSI attributes for the terminal: the player's entries in colour.
const (
	ansiEntry = "\x1b[36m"
	ansiReset = "\x1b[0m"
)

// render draws board b in the boxed layout of sudoku.Grid.Boxed, with the
// column numbers above and the row numbers on the left. On a terminal the
// player's entries are coloured.
func (ui *Session) render(b sudoku.Grid) string {
	n, box := b.Size(), b.Box()
	var s strings.Builder
	// Column numbers, over the middle of each cell " v " (two-digit
	// numbers end there).
	s.WriteString("   ")
	col := 0 // characters written after the margin
	for c := range n {
		center := 3*c + c/box + 2
		label := fmt.Sprint(c + 1)
		for ; col < center-len(label)+1; col++ {
			s.WriteByte(' ')
		}
		s.WriteString(label)
		col += len(label)
	}
	s.WriteByte('\n')
	rule := "   " + strings.Repeat("-", 3*n+box+1) + "\n"
	for r := range n {
		if r%box == 0 {
			s.WriteString(rule)
		}
		fmt.Fprintf(&s, "%2d ", r+1)
		for c := range n {
			if c%box == 0 {
				s.WriteByte('|')
			}
			v := b.Get(r, c)
			switch {
			case v == 0:
				s.WriteString("   ")
			case ui.tty && !ui.g.Given(r*n+c):
				s.WriteString(" " + ansiEntry + string(sudoku.Symbol(v)) + ansiReset + " ")
			default:
				s.WriteString(" " + string(sudoku.Symbol(v)) + " ")
			}
		}
		s.WriteString("|\n")
	}
	s.WriteString(rule)
	return s.String()
}

// plural returns "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
