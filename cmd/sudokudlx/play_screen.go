package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/tui"
	"github.com/sudokudlx/sudokudlx/internal/outfile"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
	"github.com/urfave/cli/v2"
)

// playMaxSave bounds a saved game file: a 25x25 checkpoint is a few
// kilobytes.
const playMaxSave = 1 << 20

// runPlayScreen plays g on the full-screen board until the player quits
// or solves it; the exit status is that of the line mode.
func runPlayScreen(c *cli.Context, g *game.Game, intro string) error {
	save := c.String("save")
	if c.IsSet("resume") && !c.IsSet("save") {
		save = c.String("resume")
	}
	n := g.Size()
	m := tui.New(g, tui.Options{
		Style: playStyle(),
		Title: fmt.Sprintf("sudokudlx %dx%d", n, n),
		Save: func(cp game.Checkpoint) (string, error) {
			return save, saveGame(c.Context, save, cp)
		},
	})
	// The terminal itself, not a wrapper: bubbletea asks it for its size,
	// without which it cannot erase what a shorter line leaves.
	out, _ := osFile(c.App.Writer)
	// The alternate screen is the View's (tui.Model.View).
	p := tea.NewProgram(m, tea.WithContext(c.Context), tea.WithInput(c.App.Reader),
		tea.WithOutput(out))
	final, err := p.Run()
	switch {
	case errors.Is(err, tea.ErrProgramKilled) && c.Context.Err() != nil,
		errors.Is(err, tea.ErrInterrupted): // a SIGINT that bubbletea caught first
		return withExit(exitInterrupted, errors.New("interrupted: game not finished"))
	case err != nil:
		return withExit(exitFailure, err)
	}
	fmt.Fprintln(c.App.Writer, intro+".")
	if fm, ok := final.(tui.Model); ok && fm.Game().Solved() {
		fmt.Fprintf(c.App.Writer, "Solved in %v with %d moves, %d hints. Well done!\n",
			fm.Game().Elapsed().Round(time.Second), fm.Game().Moves(), fm.Game().Hints())
		return nil
	}
	return withExit(exitFailure, errors.New("game not finished"))
}

// playStyle picks the board's style from the environment: no escape
// sequences on a dumb terminal, no colour under NO_COLOR.
func playStyle() tui.Style {
	switch {
	case os.Getenv("TERM") == "dumb":
		return tui.Plain
	case os.Getenv("NO_COLOR") != "":
		return tui.Mono
	}
	return tui.Color
}

// saveGame writes cp as JSON to the file name, replacing it whole.
func saveGame(ctx context.Context, name string, cp game.Checkpoint) error {
	data, err := json.MarshalIndent(cp, "", "  ")
	if err != nil {
		return err
	}
	out, err := outfile.Create(ctx, name, nil)
	if err != nil {
		return err
	}
	if _, err := out.Write(append(data, '\n')); err != nil {
		out.Abort()
		return err
	}
	return out.Commit()
}

// loadGame reads the game saved in the file name.
func loadGame(name string) (*game.Game, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, withExit(exitUsage, pathError(name, err))
	}
	defer f.Close()
	var cp game.Checkpoint
	dec := json.NewDecoder(io.LimitReader(f, playMaxSave))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cp); err != nil {
		return nil, usageErrorf("%s: not a saved game: %v", name, err)
	}
	g, err := game.Restore(cp)
	if err != nil {
		return nil, usageErrorf("%s: %v", name, err)
	}
	return g, nil
}
