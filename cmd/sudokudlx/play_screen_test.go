package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

// tmuxSession is a tmux server of its own running one window, for the
// tests of the full-screen board on a real terminal.
type tmuxSession struct {
	t      *testing.T
	socket string
}

// newTmux starts command in a detached tmux window of 100x30 on a server
// of the test's own, which the test's end kills. It skips the test where
// tmux is not installed.
func newTmux(t *testing.T, command string) *tmuxSession {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	s := &tmuxSession{t: t, socket: fmt.Sprintf("sudokudlx-test-%d-%d", os.Getpid(), time.Now().UnixNano())}
	// The shell keeps the window open after the game ends (cat waits), so
	// that the exit status can be read from the screen.
	s.run("new-session", "-d", "-x", "100", "-y", "30", "sh", "-c", command+"; echo EXIT=$?; cat")
	t.Cleanup(func() { exec.Command("tmux", "-L", s.socket, "kill-server").Run() })
	return s
}

func (s *tmuxSession) run(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", s.socket}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// keys sends keys, by tmux's names.
func (s *tmuxSession) keys(keys ...string) {
	s.t.Helper()
	s.run(append([]string{"send-keys", "-t", "0"}, keys...)...)
}

// waitFor polls the screen until it shows every one of texts, and fails
// the test with the last screen when that has not happened in ten
// seconds.
func (s *tmuxSession) waitFor(texts ...string) string {
	s.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		screen := s.run("capture-pane", "-p", "-t", "0")
		missing := ""
		for _, x := range texts {
			if !strings.Contains(screen, x) {
				missing = x
				break
			}
		}
		if missing == "" {
			return screen
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("the screen does not show %q:\n%s", missing, screen)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestPlayScreenTmux plays on the full-screen board in a real terminal:
// start, move, place, mark, hint, undo, save, quit.
func TestPlayScreenTmux(t *testing.T) {
	bin := testBinary(t)
	save := filepath.Join(t.TempDir(), "game.json")
	s := newTmux(t, fmt.Sprintf("NO_COLOR=1 %s play --puzzle ......12.1.3.32. --save %s", bin, save))
	s.waitFor("sudokudlx 4x4", "cell r1c1", "? help")
	s.keys("l")
	s.waitFor("cell r1c2")
	s.keys("2")
	s.waitFor("r1c2 = 2", "[2]")
	s.keys("l", "M-3")
	s.waitFor("cell r1c3", "marks 3")
	s.keys("H")
	s.waitFor("hint 1/3: there is a")
	s.keys("H")
	s.waitFor("hint 2/3")
	s.keys("u")
	screen := s.waitFor("undo r1c3")
	if strings.Contains(screen, "marks 3") {
		t.Errorf("undo left the mark:\n%s", screen)
	}
	s.keys("q")
	s.waitFor("unsaved changes")
	s.keys("s")
	s.waitFor("saved to " + save)
	s.keys("q")
	s.waitFor("EXIT=1", "game not finished")
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	var cp game.Checkpoint
	if err := json.Unmarshal(data, &cp); err != nil {
		t.Fatal(err)
	}
	if g, err := game.Restore(cp); err != nil || g.Board().At(1) != 2 {
		t.Fatalf("saved game: %v, %v", g, err)
	}
	// The saved game goes on where it stopped.
	r := newTmux(t, fmt.Sprintf("%s play --resume %s", bin, save))
	r.waitFor("to fill 9", "[2]")
	r.keys("q")
	r.waitFor("EXIT=1")
}

// TestPlayLineEditTmux checks the line mode on a terminal: a line
// recalled from the history with Up, edited and run.
func TestPlayLineEditTmux(t *testing.T) {
	bin := testBinary(t)
	s := newTmux(t, bin+" play --line --puzzle ......12.1.3.32.")
	s.waitFor("Type help for the commands", "\n>") // capture-pane drops the blank after the prompt
	s.keys("mark 1 1 3", "Enter")
	s.waitFor("marks of r1c1: 3")
	s.keys("Up", "BSpace", "4", "Enter")
	s.waitFor("> mark 1 1 4", "marks of r1c1: 3 4")
	s.keys("quit", "Enter")
	s.waitFor("EXIT=1", "game not finished")
}
