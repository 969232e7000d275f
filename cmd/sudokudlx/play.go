package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

// playCommand returns the play command: the seed's terminal game.
func playCommand() *cli.Command {
	return &cli.Command{
		Name:      "play",
		Usage:     "play Sudoku in the terminal: every move checked, hints explained",
		ArgsUsage: "[FILE]",
		Description: `Generates a puzzle with exactly one solution (or plays a puzzle of FILE,
the one of --index when it holds several, or --puzzle, or the saved game
of --resume). On a terminal the board is full-screen: arrows or hjkl
move, digits place, m or Alt+digit marks, u and Ctrl-R undo and redo, H
hints in stages, c checks, s saves, ? lists the keys. Otherwise (or with
--line) it prints the board and reads moves from standard input, one a
line: "r c v" or "r3c5=7" puts v in row r, column c; "r c 0" or "clear r
c" empties a cell; "mark r c v" toggles a pencil mark, "unmark r c [v]"
takes marks off; hint, check, undo, redo, show, solve, help, quit.
Every move is checked: range, givens, clashes in a row, column or box,
and (unless --no-check) whether the value leads to the solution. Exit
status: 0 when the board is solved, 1 when the game ends unfinished
(quit, solve, or the end of the input), 2 for usage errors and bad
puzzles, 128+N when signal N stops it (130 for Ctrl-C).`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "size", Value: 9, Usage: "board `SIZE` of a generated puzzle: 4, 9 or 16"},
			&cli.Uint64Flag{Name: "seed", Usage: "`SEED` of the generated puzzle", DefaultText: "random, printed"},
			&cli.StringFlag{Name: "difficulty", Value: "any", Usage: "`LEVEL` of a generated puzzle: simple, easy, intermediate, expert, master, extreme or any"},
			&cli.IntFlag{Name: "clues", Usage: "exactly `K` clues in a generated puzzle", DefaultText: "as few as keep it unique"},
			&cli.StringFlag{Name: "puzzle", Usage: "play the puzzle `STRING` (any layout the readers know)"},
			&cli.BoolFlag{Name: "no-check", Usage: "accept values that break no rule even when they are wrong (find your own mistakes)", DisableDefaultText: true},
			&cli.IntFlag{Name: "index", Usage: "play the `N`-th puzzle of FILE (from 1)", DefaultText: "the only one; several are listed"},
			&cli.StringFlag{Name: "resume", Usage: "go on with the game saved in `FILE`, where s saves it again"},
			&cli.StringFlag{Name: "save", Value: "sudokudlx-game.json", Usage: "`FILE` where the full-screen board's s saves the game"},
			&cli.BoolFlag{Name: "line", Usage: "read moves a line at a time even on a terminal", DisableDefaultText: true},
		},
		Action: runPlay,
	}
}

// playHelp lists the commands of the game.
const playHelp = `Commands (rows and columns count from 1):
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

func runPlay(c *cli.Context) error {
	g, intro, err := playGame(c)
	if err != nil {
		return err
	}
	if !c.Bool("line") && playIsTerminal(c.App.Writer) && playInIsTerminal(c.App.Reader) {
		return runPlayScreen(c, g, intro)
	}
	ui := &playUI{
		g:     g,
		out:   bufio.NewWriter(c.App.Writer),
		tty:   playIsTerminal(c.App.Writer),
		start: time.Now(),
	}
	if in, ok := c.App.Reader.(*os.File); ok && ui.tty && term.IsTerminal(int(in.Fd())) {
		// --line on a terminal: the line is edited, with a history.
		old, err := term.MakeRaw(int(in.Fd()))
		if err == nil {
			defer term.Restore(int(in.Fd()), old)
			ui.edit = term.NewTerminal(struct {
				io.Reader
				io.Writer
			}{in, c.App.Writer}, "> ")
			ui.out = bufio.NewWriter(ui.edit)
		}
	}
	fmt.Fprintf(ui.out, "%s. Type help for the commands.\n", intro)
	ui.out.WriteString(ui.render(g.Board()))
	return ui.loop(c.Context, c.App.Reader)
}

// playGame returns the game to play, new or resumed, and a line that
// introduces it.
func playGame(c *cli.Context) (*game.Game, string, error) {
	if c.IsSet("resume") {
		for _, f := range []string{"size", "seed", "difficulty", "clues", "puzzle", "index", "no-check"} {
			if c.IsSet(f) {
				return nil, "", usageErrorf("--%s does not apply to a resumed game", f)
			}
		}
		if c.Args().Present() {
			return nil, "", usageErrorf("both FILE and --resume: give one game")
		}
		g, err := loadGame(c.String("resume"))
		if err != nil {
			return nil, "", err
		}
		n := g.Size()
		return g, fmt.Sprintf("Resumed %dx%d game from %s: %d cells to fill", n, n, c.String("resume"), g.Empty()), nil
	}
	p, intro, where, err := playPuzzle(c)
	if err != nil {
		return nil, "", err
	}
	g, err := game.New(p, game.Options{NoCheck: c.Bool("no-check")})
	if err != nil {
		return nil, "", usageErrorf("%s: %v", where, err)
	}
	return g, intro, nil
}

// playPuzzle returns the puzzle to play, a line that introduces it, and
// where it comes from, for messages.
func playPuzzle(c *cli.Context) (p sudoku.Grid, intro, where string, err error) {
	args := c.Args().Slice()
	given := c.IsSet("puzzle") || len(args) > 0
	if given {
		for _, f := range []string{"size", "seed", "difficulty", "clues"} {
			if c.IsSet(f) {
				return p, "", "", usageErrorf("--%s applies to generated puzzles, not to a puzzle given", f)
			}
		}
	}
	switch {
	case len(args) > 1:
		return p, "", "", usageErrorf("too many arguments: %q (want one FILE)", args)
	case len(args) == 1 && c.IsSet("puzzle"):
		return p, "", "", usageErrorf("both FILE and --puzzle: give one puzzle")
	case len(args) == 1:
		return readPlayPuzzle(c, args[0])
	case c.IsSet("index"):
		return p, "", "", usageErrorf("--index applies to the puzzles of a FILE")
	case c.IsSet("puzzle"):
		p, err := puzzleio.ParseString(c.String("puzzle"))
		if err != nil {
			return p, "", "", usageErrorf("--puzzle: %v", err)
		}
		return p, describePuzzle(p, ""), "--puzzle", nil
	}

	n := c.Int("size")
	box := sudoku.BoxForSize(n)
	if box == 0 || box > 4 {
		return p, "", "", usageErrorf("--size %d: want 4, 9 or 16", n)
	}
	spec := game.Spec{Box: box, Clues: c.Int("clues")}
	if spec.Clues < 0 || spec.Clues > n*n {
		return p, "", "", usageErrorf("--clues %d: want 1..%d", spec.Clues, n*n)
	}
	if low := playMinClues[n]; spec.Clues > 0 && spec.Clues < low {
		return p, "", "", usageErrorf("--clues %d: no %dx%d puzzle with fewer than %d clues has one solution", spec.Clues, n, n, low)
	}
	if spec.Level, err = parseDifficulty(c.String("difficulty"), box); err != nil {
		return p, "", "", err
	}
	seed := c.Uint64("seed")
	if !c.IsSet("seed") {
		seed = rand.Uint64()
	}
	pz, err := game.NewPuzzle(c.Context, generate.NewRand(seed), spec)
	switch {
	case errors.Is(err, game.ErrNotFound):
		return p, "", "", withExit(exitFailure, err)
	case err != nil && c.Context.Err() != nil:
		return p, "", "", withExit(exitInterrupted, errors.New("interrupted"))
	case err != nil:
		return p, "", "", withExit(exitFailure, err)
	}
	intro = fmt.Sprintf("New %dx%d game: %d clues, level %v (seed %d)", n, n, pz.Grid.Clues(), pz.Rating.Level, seed)
	return pz.Grid, intro, fmt.Sprintf("seed %d", seed), nil
}

// playMinClues are the fewest clues a puzzle with one solution has, by
// side, where that is known: 4 on 4x4, 17 on 9x9 (McGuire et al., 2012).
var playMinClues = map[int]int{4: 4, 9: 17}

// readPlayPuzzle reads the puzzle of the file name that --index picks;
// without --index the file must hold one puzzle, or its puzzles are
// listed and the error asks for one. A file that
// may keep the read waiting (a FIFO with no writer, a terminal) is opened
// and read so that a signal, which cancels ctx, ends the wait.
func readPlayPuzzle(c *cli.Context, name string) (p sudoku.Grid, intro, where string, err error) {
	ctx := c.Context
	if name == "-" {
		return p, "", "", usageErrorf("the puzzle cannot come from standard input: the moves do")
	}
	index := c.Int("index")
	if c.IsSet("index") && index < 1 {
		return p, "", "", usageErrorf("--index %d: want 1 or more", index)
	}
	r, closer, err := openInput(ctx, input{name: sourceName(name), path: name}, nil)
	if err != nil {
		if ctx.Err() != nil {
			return p, "", "", withExit(exitInterrupted, errors.New("interrupted"))
		}
		return p, "", "", withExit(exitUsage, err)
	}
	defer closer()
	rd := puzzleio.NewReader(r, name)
	var seen []sudoku.Puzzle // the puzzles read, kept for a list
	for {
		pz, err := rd.Read()
		switch {
		case err == io.EOF && len(seen) > 0:
			if c.IsSet("index") {
				return p, "", "", usageErrorf("--index %d: %s holds %d puzzle%s", index, name, len(seen), plural(int64(len(seen))))
			}
			if len(seen) == 1 {
				where = seen[0].Source.String()
				return seen[0].Grid, describePuzzle(seen[0].Grid, where), where, nil
			}
			listPlayPuzzles(c.App.Writer, seen)
			return p, "", "", usageErrorf("%s holds %d puzzles: choose one with --index N", name, len(seen))
		case err != nil:
			if _, ok := err.(*sudoku.ParseError); !ok {
				err = pathError(name, err)
			}
			if ctx.Err() != nil {
				return p, "", "", withExit(exitInterrupted, errors.New("interrupted"))
			}
			return p, "", "", withExit(exitUsage, err)
		}
		if c.IsSet("index") && len(seen)+1 == index {
			where = pz.Source.String()
			return pz.Grid, describePuzzle(pz.Grid, where), where, nil
		}
		if len(seen) < playListMax || c.IsSet("index") {
			seen = append(seen, sudoku.Puzzle(pz))
		} else {
			seen = append(seen, sudoku.Puzzle{Source: pz.Source})
		}
	}
}

// playListMax bounds the puzzles listed when FILE holds several.
const playListMax = 30

// listPlayPuzzles prints the puzzles of a file, one a line, for --index.
func listPlayPuzzles(w io.Writer, ps []sudoku.Puzzle) {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	for k, pz := range ps {
		if k == playListMax {
			fmt.Fprintf(bw, "... and %d more\n", len(ps)-k)
			break
		}
		n := pz.Grid.Size()
		fmt.Fprintf(bw, "%4d  %s: %dx%d, %d clues\n", k+1, pz.Source, n, n, pz.Grid.Clues())
	}
}

// describePuzzle introduces a puzzle that was given: "9x9 puzzle from
// FILE:LINE: 24 clues, level easy", or "Your 9x9 puzzle: ..." when from
// is "". The level is left out when the puzzle has no unique solution
// (game.New then refuses it).
func describePuzzle(p sudoku.Grid, from string) string {
	n := p.Size()
	var s string
	if from == "" {
		s = fmt.Sprintf("Your %dx%d puzzle: %d clues", n, n, p.Clues())
	} else {
		s = fmt.Sprintf("%dx%d puzzle from %s: %d clues", n, n, from, p.Clues())
	}
	if rt, err := rate.Rate(p); err == nil {
		s += ", level " + rt.Level.String()
	}
	return s
}

// playUI runs a game on a line-oriented terminal or transcript.
type playUI struct {
	g   *game.Game
	out *bufio.Writer
	tty bool // the output is a terminal: clear and redraw, colour, prompt
	// edit, on a terminal in raw mode, reads the lines with editing and
	// history, prints the prompt, and takes the output.
	edit  *term.Terminal
	start time.Time
}

// playLine is a line read by the reader goroutine, or its error.
type playLine struct {
	text string
	err  error
}

// playMaxLine bounds a line of input; longer lines are refused.
const playMaxLine = 4096

var errPlayLongLine = fmt.Errorf("line too long (more than %d bytes)", playMaxLine)

// loop reads and runs the player's lines until the game ends, the input
// ends or ctx is done.
func (ui *playUI) loop(ctx context.Context, in io.Reader) error {
	lines := make(chan playLine)
	stop := make(chan struct{})
	defer close(stop)
	if ui.edit != nil {
		go readEditLines(ui.edit, lines, stop)
	} else {
		go readPlayLines(in, lines, stop)
	}
	for {
		if ui.tty && ui.edit == nil {
			ui.out.WriteString("> ")
		}
		if err := ui.out.Flush(); err != nil {
			return withExit(exitFailure, writeError("stdout", err))
		}
		var l playLine
		select {
		case <-ctx.Done():
			ui.out.Flush()
			return withExit(exitInterrupted, errors.New("interrupted: game not finished"))
		case l = <-lines:
		}
		if l.err == io.EOF {
			break
		}
		if !ui.tty {
			fmt.Fprintf(ui.out, "> %s\n", strings.TrimRight(l.text, "\r\n"))
		}
		if l.err != nil {
			if l.err != errPlayLongLine {
				ui.out.Flush()
				return withExit(exitFailure, fmt.Errorf("reading the moves: %w", l.err))
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
	return withExit(exitFailure, errors.New("game not finished"))
}

// readEditLines sends the lines edited on t to lines, then io.EOF (at
// Ctrl-D or Ctrl-C, which the raw terminal does not turn into a signal)
// or the read error, stopping early when stop is closed.
func readEditLines(t *term.Terminal, lines chan<- playLine, stop <-chan struct{}) {
	for {
		text, err := t.ReadLine()
		l := playLine{text: text, err: err}
		if len(text) > playMaxLine {
			l = playLine{text: text[:40] + "...", err: errPlayLongLine}
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

// readPlayLines sends the lines of in to lines, then io.EOF or the read
// error, stopping early when stop is closed.
func readPlayLines(in io.Reader, lines chan<- playLine, stop <-chan struct{}) {
	br := bufio.NewReaderSize(in, playMaxLine)
	for {
		b, err := br.ReadSlice('\n')
		l := playLine{text: string(b)}
		switch {
		case err == bufio.ErrBufferFull:
			l = playLine{text: string(b[:40]) + "...", err: errPlayLongLine}
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
		if l.err != nil && l.err != errPlayLongLine {
			return
		}
	}
}

// do runs one line; it reports whether the game is over, and the error
// to end with.
func (ui *playUI) do(ctx context.Context, line string) (bool, error) {
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
		return true, withExit(exitFailure, errors.New("game not finished"))
	case game.OpHelp:
		ui.say(strings.TrimSuffix(playHelp, "\n"))
	case game.OpQuit:
		return true, withExit(exitFailure, errors.New("game not finished"))
	}
	if g.Solved() {
		hints := ""
		if h := g.Hints(); h > 0 {
			hints = fmt.Sprintf(" (%d hint%s)", h, plural(int64(h)))
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
		return fmt.Sprintf("check: no wrong entries, %d cell%s to fill", g.Empty(), plural(int64(g.Empty())))
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
func (ui *playUI) say(msg string) {
	if msg != "" {
		ui.out.WriteString(msg)
		ui.out.WriteByte('\n')
	}
}

// redraw prints the board, then msg. On a terminal it clears the screen
// first.
func (ui *playUI) redraw(msg string) {
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
func (ui *playUI) render(b sudoku.Grid) string {
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

// playInIsTerminal reports whether r is a terminal.
func playInIsTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// playIsTerminal reports whether w is a terminal.
func playIsTerminal(w io.Writer) bool {
	f, ok := osFile(w)
	return ok && term.IsTerminal(int(f.Fd()))
}
