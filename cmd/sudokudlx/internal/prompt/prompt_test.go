package prompt

import (
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

// puzzle16 is the first puzzle of puzzles/16x16.txt.
const puzzle16 = ".4.CG..6.1.E...8.....A9.B658.E4....8.E2C.3.4...731.D..8F....G25...D......A.3.....CA.6..E...1.7.B1.BG.4......98.E.3.7981AE.C..5G.....A.618C...B..7E3B8F.5GD..4.......2....F7B8D........4.A9.2E.C.G.C.75..6.F..4834.5E..D8.2..B..A6A8..1G2.4.CF...9..23...1.D75.EC"

// TestRenderTerminal checks the board drawn for a terminal: the
// player's entries are coloured, the givens are not, and without the
// escapes it is the plain board.
func TestRenderTerminal(t *testing.T) {
	g := newGame(t, "......12.1.3.32.")
	if err := g.Place(0, 0, 1); err != nil {
		t.Fatal(err)
	}
	tty := (&Session{g: g, tty: true}).render(g.Board())
	plain := (&Session{g: g}).render(g.Board())
	if strings.Count(tty, ansiEntry) != 1 || !strings.Contains(tty, ansiEntry+"1"+ansiReset) {
		t.Errorf("terminal board:\n%q", tty)
	}
	if strings.ReplaceAll(strings.ReplaceAll(tty, ansiEntry, ""), ansiReset, "") != plain {
		t.Errorf("terminal board differs from the plain one:\n%s\n%s", tty, plain)
	}
	want := `     1  2   3  4
   ---------------
 1 | 1    |      |
 2 |      | 1  2 |
   ---------------
 3 |    1 |    3 |
 4 |    3 | 2    |
   ---------------
`
	if plain != want {
		t.Errorf("plain board:\n%s\nwant:\n%s", plain, want)
	}
}

// TestLabels16 checks the column numbers of a 16x16 board: each ends
// over its column's symbols.
func TestLabels16(t *testing.T) {
	g := newGame(t, puzzle16)
	lines := strings.Split((&Session{g: g}).render(g.Board()), "\n")
	header, row := lines[0], lines[2]
	for c := range 16 {
		pos := 3 + 3*c + c/4 + 2 // where cell c's symbol is in a row line
		label := strconv.Itoa(c + 1)
		if pos >= len(header) || header[pos-len(label)+1:pos+1] != label {
			t.Errorf("column %d: header %q, row %q", c+1, header, row)
		}
	}
}

// newGame returns a game of the puzzle text.
func newGame(t *testing.T, text string) *game.Game {
	t.Helper()
	p, err := sudoku.ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(p, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
