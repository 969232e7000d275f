package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// checkLevel checks that p has exactly one solution (by the dancing-links
// solver) and the level want (by a Rater of the test's own), and returns
// its rating.
func checkLevel(t *testing.T, s *sudoku.Solver, r *rate.Rater, p sudoku.Grid, want rate.Level) rate.Rating {
	t.Helper()
	checkUniqueMinimal(t, s, p, false)
	rt, err := r.Rate(context.Background(), p)
	if err != nil || rt.Level != want {
		t.Fatalf("%s: level %v (%v), want %v", p, rt.Level, err, want)
	}
	return rt
}

// TestGenDifficulty makes a few puzzles of each level, with -j 1 and -j 2,
// and checks that the output is the same and that every puzzle has one
// solution and exactly the level asked.
func TestGenDifficulty(t *testing.T) {
	for _, tc := range []struct {
		level string
		n     int
	}{
		{"simple", 12}, {"easy", 12}, {"intermediate", 12}, {"expert", 4}, {"master", 2}, {"extreme", 4},
	} {
		t.Run(tc.level, func(t *testing.T) {
			level, err := rate.ParseLevel(tc.level)
			if err != nil {
				t.Fatal(err)
			}
			args := []string{"gen", "-n", strconv.Itoa(tc.n), "--seed", "3", "--difficulty", tc.level}
			r1 := runApp(t, "", append(args, "-j", "1")...)
			if r1.code != 0 || !genSummary.MatchString(r1.stderr) {
				t.Fatalf("exit %d, stderr %q", r1.code, r1.stderr)
			}
			if r2 := runApp(t, "", append(args, "-j", "2")...); r2.stdout != r1.stdout {
				t.Errorf("-j 2 output differs from -j 1:\n%s\n%s", r2.stdout, r1.stdout)
			}
			s, _ := sudoku.NewSolver(3)
			var r rate.Rater
			lines := genLines(t, r1.stdout)
			if len(lines) != tc.n {
				t.Fatalf("%d puzzles, want %d", len(lines), tc.n)
			}
			for _, l := range lines {
				if len(l) != 81 {
					t.Fatalf("not a line puzzle: %q", l)
				}
				checkLevel(t, s, &r, mustParse(t, l), level)
			}
		})
	}
}

// TestGenDifficultyJSON checks the level and score of the json format
// against the rater, and that puzzle i is made again by --seed S+i.
func TestGenDifficultyJSON(t *testing.T) {
	r := runApp(t, "", "gen", "-n", "4", "--seed", "10", "--difficulty", "intermediate", "-f", "json", "--symmetry", "rotate180")
	if r.code != 0 {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	s, _ := sudoku.NewSolver(3)
	var rt rate.Rater
	for i, l := range genLines(t, r.stdout) {
		var rec struct {
			Puzzle, Solution, Symmetry, Level string
			Clues, Size, Score                int
			Seed                              uint64
		}
		dec := json.NewDecoder(strings.NewReader(l))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&rec); err != nil {
			t.Fatalf("%v: %s", err, l)
		}
		p := mustParse(t, rec.Puzzle)
		rating := checkLevel(t, s, &rt, p, rate.Intermediate)
		if rec.Level != "intermediate" || rec.Score != rating.Score || rec.Solution != rating.Solution.String() || rec.Seed != uint64(10+i) || !symmetric(p, generate.Rotate180) {
			t.Errorf("record %+v; rated %v, score %d", rec, rating.Level, rating.Score)
		}
		again := runApp(t, "", "gen", "-n", "1", "--seed", strconv.FormatUint(rec.Seed, 10), "--difficulty", "intermediate", "-f", "json", "--symmetry", "rotate180")
		if again.stdout != l+"\n" {
			t.Errorf("--seed %d -n 1 gives %q, want %q", rec.Seed, again.stdout, l)
		}
	}
	// Without --difficulty the json format has no rating.
	r = runApp(t, "", "gen", "--seed", "10", "-f", "json")
	if strings.Contains(r.stdout, `"level"`) || strings.Contains(r.stdout, `"score"`) {
		t.Errorf("json without --difficulty: %s", r.stdout)
	}
}

// TestGenDifficultySizes: 4×4 puzzles are all simple, the other levels are
// a usage error there; 16×16 boards reach the easy levels.
func TestGenDifficultySizes(t *testing.T) {
	var r rate.Rater
	for _, tc := range []struct {
		size, n int
		level   rate.Level
	}{
		{4, 30, rate.Simple},
		{16, 1, rate.Simple},
		{16, 1, rate.Easy},
		{16, 1, rate.Master},
	} {
		t.Run(fmt.Sprintf("%dx%d %v", tc.size, tc.size, tc.level), func(t *testing.T) {
			res := runApp(t, "", "gen", "-q", "--seed", "4", "--size", strconv.Itoa(tc.size), "-n", strconv.Itoa(tc.n), "--difficulty", tc.level.String())
			lines := genLines(t, res.stdout)
			if res.code != 0 || len(lines) != tc.n {
				t.Fatalf("exit %d, %d puzzles, stderr %q", res.code, len(lines), res.stderr)
			}
			s, _ := sudoku.NewSolver(sudoku.BoxForSize(tc.size))
			for _, l := range lines {
				checkLevel(t, s, &r, mustParse(t, l), tc.level)
			}
		})
	}
	for l := rate.Easy; l <= rate.Extreme; l++ {
		res := runApp(t, "", "gen", "--seed", "1", "--size", "4", "--difficulty", l.String())
		want := fmt.Sprintf("sudokudlx: --difficulty %v: no 4x4 puzzle is %v (want simple or any for 4x4)\n", l, l)
		if res.code != 2 || res.stdout != "" || res.stderr != want {
			t.Errorf("4x4 %v: exit %d, stdout %q, stderr %q, want %q", l, res.code, res.stdout, res.stderr, want)
		}
	}
}

// TestGenDifficultyFails: a level that a --clues count never reaches (one
// empty cell is a full house: simple) fails each puzzle after its tries,
// with exit status 1, in a moment.
func TestGenDifficultyFails(t *testing.T) {
	r := runApp(t, "", "gen", "-n", "1", "--seed", "5", "--clues", "80", "--difficulty", "easy")
	want := "sudokudlx: puzzle 1 (seed 5): no easy puzzle in 1,000 tries (--difficulty)\n"
	sum, ok := strings.CutPrefix(r.stderr, want)
	if r.code != 1 || r.stdout != "" || !ok || !genSummary.MatchString(sum) || !strings.HasSuffix(sum, ", 1 failed\n") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1 and the failures %q", r.code, r.stdout, r.stderr, want)
	}
}

// TestDifficultyAliases: HoDoKu's names of the levels (medium, hard,
// unfair, in any case) make the same puzzles as ours, in gen and play,
// and a 4x4 board refuses them as it refuses the level they name.
func TestDifficultyAliases(t *testing.T) {
	for _, tc := range []struct{ alias, level string }{
		{"medium", "intermediate"}, {"hard", "expert"}, {"unfair", "master"}, {"Hard", "expert"}, {"UNFAIR", "master"},
	} {
		t.Run(tc.alias, func(t *testing.T) {
			for _, args := range [][]string{
				{"gen", "-n", "2", "--seed", "4", "-f", "json", "--difficulty"},
				{"play", "--seed", "4", "--difficulty"},
			} {
				got := runApp(t, "quit\n", append(args, tc.alias)...)
				want := runApp(t, "quit\n", append(args, tc.level)...)
				if got.code == exitUsage || got.code != want.code || got.stdout == "" || got.stdout != want.stdout {
					t.Errorf("%q: exit %d, stdout\n%s\nwant exit %d (%s)\n%s", append(args, tc.alias), got.code, got.stdout, want.code, tc.level, want.stdout)
				}
			}
			r := runApp(t, "", "gen", "--size", "4", "--difficulty", tc.alias)
			want := "no 4x4 puzzle is " + tc.level + " (want simple or any for 4x4)"
			if r.code != 2 || !strings.Contains(r.stderr, want) {
				t.Errorf("gen --size 4 --difficulty %s: exit %d, stderr %q, want %q", tc.alias, r.code, r.stderr, want)
			}
		})
	}
}

func TestGenDifficultyUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--difficulty", "harder"}, `sudokudlx: --difficulty "harder": want simple, easy, intermediate, expert, master, extreme or any (or HoDoKu's medium, hard, unfair)` + "\n"},
		{[]string{"--difficulty", ""}, `sudokudlx: --difficulty "": want simple, easy, intermediate, expert, master, extreme or any (or HoDoKu's medium, hard, unfair)` + "\n"},
		{[]string{"--size", "4", "--difficulty", "expert"}, "sudokudlx: --difficulty expert: no 4x4 puzzle is expert (want simple or any for 4x4)\n"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			r := runApp(t, "", append([]string{"gen", "--seed", "1"}, tc.args...)...)
			if r.code != 2 || r.stdout != "" || r.stderr != tc.want {
				t.Errorf("exit %d\nstdout %q\nstderr %q\nwant %q", r.code, r.stdout, r.stderr, tc.want)
			}
		})
	}
}

// gen --difficulty feeds rate: every puzzle comes back with its level.
func TestGenDifficultyRateRoundTrip(t *testing.T) {
	gen := runApp(t, "", "gen", "-n", "10", "--seed", "2", "--difficulty", "easy", "--symmetry", "random")
	if gen.code != 0 {
		t.Fatalf("gen: exit %d, stderr %q", gen.code, gen.stderr)
	}
	r := runApp(t, gen.stdout, "rate", "-q")
	if r.code != 0 || strings.Count(r.stdout, "  easy  ") != 10 {
		t.Errorf("rate: exit %d, stdout %q", r.code, r.stdout)
	}
}
