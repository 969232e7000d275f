package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/prompt"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
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
			&cli.StringFlag{Name: "difficulty", Value: "any", Usage: "`LEVEL` of a generated puzzle: simple, easy, intermediate, expert, master, extreme or any (HoDoKu's medium, hard, unfair too)"},
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

func runPlay(c *cli.Context) error {
	g, intro, err := playGame(c)
	if err != nil {
		return err
	}
	if !c.Bool("line") && playIsTerminal(c.App.Writer) && playInIsTerminal(c.App.Reader) {
		return runPlayScreen(c, g, intro)
	}
	tty := playIsTerminal(c.App.Writer)
	ui := prompt.New(g, c.App.Writer, tty)
	if in, ok := c.App.Reader.(*os.File); ok && tty && term.IsTerminal(int(in.Fd())) {
		// --line on a terminal: the line is edited, with a history.
		old, err := term.MakeRaw(int(in.Fd()))
		if err == nil {
			defer term.Restore(int(in.Fd()), old)
			ui = prompt.NewEdited(g, term.NewTerminal(struct {
				io.Reader
				io.Writer
			}{in, c.App.Writer}, "> "))
		}
	}
	err = ui.Run(c.Context, c.App.Reader, intro)
	var we *prompt.WriteError
	switch {
	case err == nil:
		return nil
	case c.Context.Err() != nil && errors.Is(err, c.Context.Err()):
		return withExit(exitInterrupted, errors.New("interrupted: game not finished"))
	case errors.As(err, &we):
		return withExit(exitFailure, outfile.WriteError("stdout", we.Err))
	}
	return withExit(exitFailure, err)
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
	if err := generate.CheckClues(box, spec.Clues, generate.NoSymmetry); err != nil {
		return p, "", "", cluesUsage(err)
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
