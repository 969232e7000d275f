package main

import (
	"bufio"
	"context"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

// playTime matches the time in the congratulation, which varies.
var playTime = regexp.MustCompile(`Solved in [0-9hms.]+ with`)

// TestPlayGolden plays the scripted games testdata/play_NAME.in and
// compares the transcripts with testdata/play_NAME.golden (-update
// rewrites them). The time of a solved game is replaced by TIME.
func TestPlayGolden(t *testing.T) {
	const puzzle9 = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"4x4", []string{"--size", "4", "--seed", "877"}},
		{"nocheck", []string{"--no-check", "--puzzle", puzzle9}},
		{"solve", []string{"testdata/play_puzzle.txt"}},
		{"level", []string{"--seed", "7", "--difficulty", "expert"}},
		{"marks", []string{"--puzzle", "......12.1.3.32."}},
		{"index", []string{"--index", "2", "--line", "testdata/play_three.txt"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			script, err := os.ReadFile("testdata/play_" + tc.name + ".in")
			if err != nil {
				t.Fatal(err)
			}
			r := runApp(t, string(script), append([]string{"play"}, tc.args...)...)
			got := playTime.ReplaceAllString(session(r), "Solved in TIME with")
			golden := "testdata/play_" + tc.name + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to make it)", err)
			}
			if got != string(want) {
				t.Errorf("play %q:\n%s\nwant:\n%s", tc.args, got, want)
			}
		})
	}
}

// TestPlaySolves plays generated games of each size and level to the end
// with the solution the solve command shows, and checks the exit status
// and the congratulation.
func TestPlaySolves(t *testing.T) {
	for _, args := range [][]string{
		{"--size", "4", "--seed", "1"},
		{"--size", "9", "--seed", "2", "--difficulty", "easy"},
		{"--size", "9", "--seed", "3", "--clues", "40"},
		{"--size", "16", "--seed", "4", "--clues", "180"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			gave := runApp(t, "solve\n", append([]string{"play"}, args...)...)
			if gave.code != 1 || gave.stderr != "sudokudlx: game not finished\n" {
				t.Fatalf("solve: exit %d, stderr %q", gave.code, gave.stderr)
			}
			puzzle, solution := playBoards(t, gave.stdout)
			if puzzle.Box() == 0 || solution.Clues() != solution.Len() {
				t.Fatalf("no puzzle and solution in\n%s", gave.stdout)
			}
			var script strings.Builder
			n := puzzle.Size()
			for i := range puzzle.Len() {
				if puzzle.At(i) == 0 {
					// Values above 9 as letters, the others as numbers.
					script.WriteString(game.Command{Op: game.OpPlace, Row: i/n + 1, Col: i%n + 1, Value: solution.At(i)}.String())
					script.WriteString("\n")
				}
			}
			r := runApp(t, script.String(), append([]string{"play"}, args...)...)
			if r.code != 0 || r.stderr != "" || !playTime.MatchString(r.stdout) {
				t.Errorf("exit %d, stderr %q\n%s", r.code, r.stderr, lastLines(r.stdout, 3))
			}
			if moves := strings.Count(script.String(), "\n"); !strings.Contains(r.stdout, " with "+strconv.Itoa(moves)+" moves.") {
				t.Errorf("want %d moves in\n%s", moves, lastLines(r.stdout, 1))
			}
		})
	}
}

func lastLines(s string, k int) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-k):], "\n")
}

// playBoards reads back the first board of a transcript (the puzzle) and
// the last (after solve, the solution), both in the boxed layout with row
// and column numbers.
func playBoards(t *testing.T, out string) (first, last sudoku.Grid) {
	t.Helper()
	var boards []string
	var cur []string
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "   -"):
			cur = append(cur, strings.TrimSpace(line))
		case len(line) > 3 && line[3] == '|':
			cur = append(cur, line[3:])
		default:
			if len(cur) > 0 {
				boards = append(boards, strings.Join(cur, "\n"))
				cur = nil
			}
		}
	}
	if len(cur) > 0 {
		boards = append(boards, strings.Join(cur, "\n"))
	}
	if len(boards) == 0 {
		return
	}
	parse := func(s string) sudoku.Grid {
		g, err := sudoku.ParseString(s)
		if err != nil {
			t.Fatalf("%v in\n%s", err, s)
		}
		return g
	}
	return parse(boards[0]), parse(boards[len(boards)-1])
}

// TestPlayList checks that a FILE of several puzzles, without --index,
// is listed and refused.
func TestPlayList(t *testing.T) {
	r := runApp(t, "", "play", "testdata/play_three.txt")
	want := "   1  testdata/play_three.txt:1: 4x4, 6 clues\n" +
		"   2  testdata/play_three.txt:2: 9x9, 32 clues\n" +
		"   3  testdata/play_three.txt:3: 4x4, 3 clues\n"
	if r.code != 2 || r.stdout != want || !strings.Contains(r.stderr, "holds 3 puzzles: choose one with --index N") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
}

func TestPlayErrors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"size 5", []string{"--size", "5"}, 2, "--size 5: want 4, 9 or 16"},
		{"size 25", []string{"--size", "25"}, 2, "--size 25: want 4, 9 or 16"},
		{"difficulty", []string{"--difficulty", "harder"}, 2, `--difficulty "harder": want simple, easy, intermediate, expert, master, extreme or any (or HoDoKu's medium, hard, unfair)`},
		{"clues", []string{"--clues", "-1"}, 2, "--clues -1"},
		{"clues too many", []string{"--size", "4", "--clues", "17"}, 2, "--clues 17"},
		{"clues too few", []string{"--size", "4", "--clues", "3", "--seed", "1"}, 2, "--clues 3: never unique: every 4x4 puzzle with fewer than 4 clues has more than one solution"},
		{"clues 10", []string{"--clues", "10"}, 2, "--clues 10: never unique: every 9x9 puzzle with fewer than 17 clues has more than one solution"},
		{"no such level", []string{"--size", "4", "--difficulty", "expert"}, 2, "--difficulty expert: no 4x4 puzzle is expert (want simple or any for 4x4)"},
		{"index without a file", []string{"--index", "2"}, 2, "--index applies to the puzzles of a FILE"},
		{"index 0", []string{"--index", "0", "testdata/play_puzzle.txt"}, 2, "--index 0: want 1 or more"},
		{"index too far", []string{"--index", "9", "testdata/play_puzzle.txt"}, 2, "--index 9: testdata/play_puzzle.txt holds 1 puzzle"},
		{"resume and a file", []string{"--resume", "x.json", "testdata/play_puzzle.txt"}, 2, "both FILE and --resume"},
		{"resume and size", []string{"--resume", "x.json", "--size", "4"}, 2, "--size does not apply to a resumed game"},
		{"resume no file", []string{"--resume", "testdata/nosuch.json"}, 2, "testdata/nosuch.json: no such file or directory"},
		{"resume not a game", []string{"--resume", "testdata/play_puzzle.txt"}, 2, "testdata/play_puzzle.txt: not a saved game"},
		{"two puzzles", []string{"--puzzle", "1...", "testdata/play_puzzle.txt"}, 2, "both FILE and --puzzle"},
		{"two files", []string{"a", "b"}, 2, "too many arguments"},
		{"seed with a puzzle", []string{"--seed", "1", "testdata/play_puzzle.txt"}, 2, "--seed applies to generated puzzles"},
		{"stdin", []string{"-"}, 2, "the moves do"},
		{"no file", []string{"testdata/nosuch.txt"}, 2, "sudokudlx: testdata/nosuch.txt: no such file or directory\n"},
		{"directory", []string{"testdata"}, 2, "sudokudlx: testdata: is a directory\n"},
		{"bad file", []string{"testdata/xc_knuth.dlx"}, 2, "testdata/xc_knuth.dlx:"},
		{"bad puzzle", []string{"--puzzle", "12345"}, 2, "--puzzle: "},
		{"several solutions", []string{"--puzzle", "................"}, 2, "sudokudlx: --puzzle: the puzzle has more than one solution"},
		{"no solution", []string{"--puzzle", ".12.....3...4..."}, 2, "the puzzle has no solution"},
		{"conflict", []string{"--puzzle", "11.............."}, 2, "r1c1 and r1c2 both hold 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, "quit\n", append([]string{"play"}, tc.args...)...)
			if r.code != tc.code || !strings.HasPrefix(r.stderr, "sudokudlx: ") || !strings.Contains(r.stderr, tc.stderr) {
				t.Errorf("exit %d (want %d)\nstderr: %q\nwant it to contain %q", r.code, tc.code, r.stderr, tc.stderr)
			}
			if tc.code == 2 && r.stdout != "" {
				t.Errorf("stdout: %q", r.stdout)
			}
		})
	}
}

// TestPlayEOF checks the end of the input: exit 1 and "game not finished"
// when the board is not solved, also with no input at all.
func TestPlayEOF(t *testing.T) {
	for _, in := range []string{"", "1 1 1", "hint\nhint\n"} {
		r := runApp(t, in, "play", "--size", "4", "--seed", "9")
		if r.code != 1 || r.stderr != "sudokudlx: game not finished\n" {
			t.Errorf("input %q: exit %d, stderr %q", in, r.code, r.stderr)
		}
	}
}

// TestPlayInterrupted checks that a cancelled context ends a game that
// waits for input, with exit status 130.
func TestPlayInterrupted(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	r := runAppContext(t, ctx, pr, "play", "--size", "4", "--seed", "1")
	if r.code != 130 || !strings.Contains(r.stderr, "interrupted") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}
