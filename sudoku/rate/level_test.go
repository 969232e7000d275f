package rate_test

import (
	"context"
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

func TestLevelNames(t *testing.T) {
	names := []string{"simple", "easy", "intermediate", "expert", "master", "extreme"}
	for i, name := range names {
		l := rate.Level(i + 1)
		if l.String() != name {
			t.Errorf("Level(%d) = %q, want %q", i+1, l, name)
		}
		for _, s := range []string{name, strings.ToUpper(name)} {
			if got, err := rate.ParseLevel(s); err != nil || got != l {
				t.Errorf("ParseLevel(%q) = %v, %v", s, got, err)
			}
		}
		text, err := l.MarshalText()
		if err != nil || string(text) != name {
			t.Errorf("MarshalText(%v) = %q, %v", l, text, err)
		}
		var back rate.Level
		if err := back.UnmarshalText(text); err != nil || back != l {
			t.Errorf("UnmarshalText(%q) = %v, %v", text, back, err)
		}
	}
	for s, l := range map[string]rate.Level{"medium": rate.Intermediate, "Hard": rate.Expert, "UNFAIR": rate.Master} {
		if got, err := rate.ParseLevel(s); err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v, want %v", s, got, err, l)
		}
	}
	for _, s := range []string{"", "any", "medium ", "harder", "simple "} {
		if _, err := rate.ParseLevel(s); err == nil {
			t.Errorf("ParseLevel(%q) succeeded", s)
		}
	}
	if got := rate.Level(0).String(); got != "unrated" {
		t.Errorf("Level(0) = %q", got)
	}
	if _, err := rate.Level(0).MarshalText(); err == nil {
		t.Errorf("Level(0) marshals")
	}
	if got := rate.Level(9).String(); got != "Level(9)" {
		t.Errorf("Level(9) = %q", got)
	}
}

// The techniques are tried in the registry's order; that order must not
// go down in level, so that the techniques of a level come before every
// harder one.
func TestTechniqueOrder(t *testing.T) {
	order := rate.Order()
	for k := 1; k < len(order); k++ {
		prev, cur := order[k-1], order[k]
		if cur.Level() < prev.Level() {
			t.Errorf("%v (%v) after %v (%v)", cur, cur.Level(), prev, prev.Level())
		}
		if d := cur.Difficulty(); d < 1 || d > 11 {
			t.Errorf("%v: difficulty %v", cur, d)
		}
	}
	want := map[rate.Technique]rate.Level{
		rate.FullHouse: rate.Simple, rate.NakedSingle: rate.Simple, rate.HiddenSingle: rate.Easy,
		rate.Pointing: rate.Intermediate, rate.HiddenTriple: rate.Intermediate, rate.HiddenQuad: rate.Expert,
		rate.Skyscraper: rate.Expert, rate.UniqueRectangle1: rate.Expert, rate.XChain: rate.Master,
		rate.AIC: rate.Master, rate.FinnedXWing: rate.Master, rate.ForcingChain: rate.Extreme,
		rate.XWing: rate.Expert, rate.Jellyfish: rate.Expert, rate.XYWing: rate.Expert, rate.XYZWing: rate.Expert,
		rate.Guess: rate.Extreme,
	}
	for tech, l := range want {
		if tech.Level() != l {
			t.Errorf("%v is %v, want %v", tech, tech.Level(), l)
		}
	}
	if rate.Technique(-1).Weight() != 0 || rate.Technique(rate.NumTechniques).Level() != 0 {
		t.Errorf("an unknown technique has a weight or a level")
	}
}

func TestTechniqueNames(t *testing.T) {
	seen := map[string]bool{}
	for k := range rate.NumTechniques {
		tech := rate.Technique(k)
		name := tech.String()
		if seen[name] || name == "" || strings.HasPrefix(name, "Technique(") {
			t.Errorf("bad or repeated name %q", name)
		}
		seen[name] = true
		if got, err := rate.ParseTechnique(strings.ToUpper(name)); err != nil || got != tech {
			t.Errorf("ParseTechnique(%q) = %v, %v", name, got, err)
		}
	}
	// Techniques and levels are strings in JSON, also as map keys.
	in := map[rate.Technique]int{rate.NakedSingle: 3, rate.XWing: 1}
	data, err := json.Marshal(struct {
		Level      rate.Level             `json:"level"`
		Techniques map[rate.Technique]int `json:"techniques"`
	}{rate.Expert, in})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"level":"expert","techniques":{"naked single":3,"x-wing":1}}`; string(data) != want {
		t.Errorf("json %s, want %s", data, want)
	}
	var out map[rate.Technique]int
	if err := json.Unmarshal([]byte(`{"naked single":3,"x-wing":1}`), &out); err != nil || len(out) != 2 || out[rate.XWing] != 1 {
		t.Errorf("unmarshal: %v, %v", out, err)
	}
}

// The table of weights, levels and difficulties in Technique's
// documentation is the one the code uses (docs/rating.md copies it).
func TestWeightTableDocumented(t *testing.T) {
	src, err := os.ReadFile("technique.go")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?m)^//\t([a-z0-9 +-]+?)\s+(\d+)\s+([a-z]+)\s+(\d+\.\d)$`)
	rows := re.FindAllStringSubmatch(string(src), -1)
	if len(rows) != len(rate.Order()) {
		for _, tech := range rate.Order() {
			t.Logf("//\t%-19s %5d  %-12s  %.1f", tech, tech.Weight(), tech.Level(), tech.Difficulty())
		}
		t.Fatalf("%d rows in the documented table, want %d, in the order above", len(rows), len(rate.Order()))
	}
	for k, row := range rows {
		tech := rate.Order()[k]
		w, _ := strconv.Atoi(row[2])
		d, _ := strconv.ParseFloat(row[4], 64)
		if row[1] != tech.String() || w != tech.Weight() || row[3] != tech.Level().String() || d != tech.Difficulty() {
			t.Errorf("documented %q %s %s %s, code %q %d %v %v", row[1], row[2], row[3], row[4], tech, tech.Weight(), tech.Level(), tech.Difficulty())
		}
	}
}

func TestStepString(t *testing.T) {
	cases := []struct {
		st   rate.Step
		want string
	}{
		{rate.Step{Technique: rate.Guess, Size: 9, Cell: 80, Value: 3, Values: []int{3, 8}},
			"r9c9 = 3: guess from {3,8} (no technique applies)"},
		{rate.Step{Technique: rate.NakedSingle, Size: 16, Cell: 17, Value: 12},
			"r2c2 = C: naked single"},
		{rate.Step{Technique: rate.FullHouse, Size: 4, Cell: 3, Value: 4, Units: []rate.Unit{{Kind: rate.Row, Index: 0}}},
			"r1c4 = 4: full house in row 1"},
		{rate.Step{Technique: rate.HiddenTriple, Size: 16, Cell: -1, Cells: []int{0, 1, 2},
			Units: []rate.Unit{{Kind: rate.Row, Index: 0}}, Values: []int{10, 11, 16},
			Eliminations: []rate.Candidate{{0, 1}, {0, 2}, {1, 1}, {1, 2}, {2, 9}}},
			"r1c1, r1c2, r1c3: hidden triple {A,B,G} in row 1 removes {1,2} from r1c1, r1c2 and 9 from r1c3"},
		{rate.Step{Technique: rate.XYZWing, Size: 9, Cell: -1, Cells: []int{40, 30, 43}, Values: []int{1, 2, 3},
			Eliminations: []rate.Candidate{{39, 3}, {41, 3}}},
			"r5c5, r4c4, r5c8: xyz-wing pivot {1,2,3}, pincers {1,3}, {2,3} removes 3 from r5c4, r5c6"},
		{rate.Step{Technique: rate.XWing, Size: 9, Cell: -1, Cells: []int{0, 8, 72, 80}, Values: []int{5},
			Units:        []rate.Unit{{rate.Column, 0}, {rate.Column, 8}, {rate.Row, 0}, {rate.Row, 8}},
			Eliminations: []rate.Candidate{{36, 5}}},
			"r1c1, r1c9, r9c1, r9c9: x-wing 5 in columns 1, 9 and rows 1, 9 removes 5 from r5c1"},
	}
	for _, tc := range cases {
		if got := tc.st.String(); got != tc.want {
			t.Errorf("got  %s\nwant %s", got, tc.want)
		}
	}
	if got := (rate.Unit{Kind: rate.Box, Index: 24}).String(); got != "box 25" {
		t.Errorf("unit %q", got)
	}
}

// The registry has one row for every Technique constant, each with a name
// of its own and an explanation; every row but AIC's (found with
// XY-Chain's) and Guess's (the rater's last resort, which comes last)
// has a finder.
func TestRegistry(t *testing.T) {
	order := rate.Order()
	if len(order) != rate.NumTechniques {
		t.Fatalf("%d rows, %d constants", len(order), rate.NumTechniques)
	}
	seen := map[rate.Technique]bool{}
	for k, tech := range order {
		if seen[tech] || tech < 0 || int(tech) >= rate.NumTechniques {
			t.Errorf("row %d: %v repeated or not a constant", k, tech)
		}
		seen[tech] = true
		if rate.Position(tech) != k {
			t.Errorf("%v: position %d, row %d", tech, rate.Position(tech), k)
		}
		finder, writer := rate.Registered(tech)
		if wantFinder := tech != rate.AIC && tech != rate.Guess; finder != wantFinder || !writer {
			t.Errorf("%v: finder %v (want %v), writer %v", tech, finder, wantFinder, writer)
		}
	}
	if order[len(order)-1] != rate.Guess {
		t.Errorf("the last row is %v, not guess", order[len(order)-1])
	}
}

// TestLevelOfScales checks the score limits that raise a level: HoDoKu's
// on 9×9 boards, exactly; on the others each limit raises the level above
// it and not at it, and each is larger on a larger board, so that a score
// that makes a 9×9 puzzle extreme leaves a 16×16 one at the level of its
// hardest technique.
func TestLevelOfScales(t *testing.T) {
	type tc struct {
		hardest      rate.Level
		score, cells int
		want         rate.Level
	}
	tests := []tc{
		{rate.Easy, 5000, 81, rate.Easy},
		{rate.Intermediate, 1000, 81, rate.Intermediate},
		{rate.Intermediate, 1001, 81, rate.Expert},
		{rate.Intermediate, 1600, 81, rate.Expert},
		{rate.Intermediate, 1601, 81, rate.Master},
		{rate.Intermediate, 1800, 81, rate.Master},
		{rate.Intermediate, 1801, 81, rate.Extreme},
		{rate.Master, 1700, 81, rate.Master},
		{rate.Master, 4828, 81, rate.Extreme},
		{rate.Master, 4828, 256, rate.Master},
		{rate.Easy, 1 << 20, 625, rate.Easy},
	}
	prev := [3]int{}
	for box := 2; box <= 5; box++ {
		e, m, x := rate.ScoreLimits(box)
		cells := box * box * box * box
		if e <= prev[0] || m <= prev[1] || x <= prev[2] || !(e < m && m < x) {
			t.Errorf("ScoreLimits(%d) = %d, %d, %d: not above %v, or not increasing", box, e, m, x, prev)
		}
		prev = [3]int{e, m, x}
		tests = append(tests,
			tc{rate.Intermediate, e, cells, rate.Intermediate}, tc{rate.Intermediate, e + 1, cells, rate.Expert},
			tc{rate.Expert, m, cells, rate.Expert}, tc{rate.Expert, m + 1, cells, rate.Master},
			tc{rate.Master, x, cells, rate.Master}, tc{rate.Intermediate, x + 1, cells, rate.Extreme},
			tc{rate.Extreme, 0, cells, rate.Extreme})
	}
	for _, box := range []int{1, 6} {
		if e, m, x := rate.ScoreLimits(box); e != 0 || m != 0 || x != 0 {
			t.Errorf("ScoreLimits(%d) = %d, %d, %d, want zeros", box, e, m, x)
		}
	}
	for _, tt := range tests {
		if got := rate.LevelOf(tt.hardest, tt.score, tt.cells); got != tt.want {
			t.Errorf("levelOf(%v, %d, %d cells) = %v, want %v", tt.hardest, tt.score, tt.cells, got, tt.want)
		}
	}
}

// TestScoreLimits rates the puzzles of testdata/levels-by-size.txt, 16×16
// and 25×25 puzzles whose hardest technique is intermediate, expert or
// master, and checks that the score limits of their size raise the level
// of a technique level's puzzles no more often than HoDoKu's limits raise
// those of 9×9 puzzles: of gen's random minimal 9×9 puzzles (the 1,000 of
// the reference data) 1 of 194 intermediate ones, 9 of 178 expert ones and
// 126 of 187 master ones. HoDoKu's 9×9 limits themselves would raise most
// of the intermediate ones, which the test checks too, and the minimal
// 16×16 puzzle of gen --seed 7, which needs finned fish and AICs, stays
// master.
func TestScoreLimits(t *testing.T) {
	data, err := os.ReadFile("testdata/levels-by-size.txt")
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		size  int
		level rate.Level
	}
	var n, raised, raised9 = map[key]int{}, map[key]int{}, map[key]int{}
	var r rate.Rater
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		puzzle, args, _ := strings.Cut(line, "\t")
		g, err := sudoku.ParseString(puzzle)
		if err != nil {
			t.Fatalf("testdata/levels-by-size.txt:%d: %v", i+1, err)
		}
		rt, err := r.Rate(context.Background(), g)
		if err != nil {
			t.Fatalf("testdata/levels-by-size.txt:%d: %v", i+1, err)
		}
		hardest := rate.Simple
		for tech := range rt.Used() {
			hardest = max(hardest, tech.Level())
		}
		if hardest < rate.Intermediate || hardest > rate.Master {
			t.Fatalf("testdata/levels-by-size.txt:%d (gen %s): hardest technique %v, want intermediate to master", i+1, args, hardest)
		}
		if args == "--size 16 --seed 7" && rt.Level != rate.Master {
			t.Errorf("gen %s: %v (score %d), want master", args, rt.Level, rt.Score)
		}
		k := key{g.Size(), hardest}
		n[k]++
		if rt.Level > hardest {
			raised[k]++
		}
		if rate.LevelOf(hardest, rt.Score, 81) > hardest {
			raised9[k]++
		}
	}
	share9 := map[rate.Level]float64{rate.Intermediate: 1.0 / 194, rate.Expert: 9.0 / 178, rate.Master: 126.0 / 187}
	for _, size := range []int{16, 25} {
		for level := rate.Intermediate; level <= rate.Master; level++ {
			k := key{size, level}
			if n[k] < 10 {
				t.Errorf("%dx%d: %d %v puzzles, want 10 or more", size, size, n[k], level)
				continue
			}
			share := float64(raised[k]) / float64(n[k])
			t.Logf("%dx%d %-12v raised %2d of %2d (%3.0f%%; 9x9 limits: %2d; 9x9 puzzles %3.0f%%)", size, size, level, raised[k], n[k], 100*share, raised9[k], 100*share9[level])
			if share > share9[level] {
				t.Errorf("%dx%d: the score raises %d of %d %v puzzles (%.0f%%), more than HoDoKu's limits on 9x9 (%.0f%%)", size, size, raised[k], n[k], level, 100*share, 100*share9[level])
			}
		}
		if k := (key{size, rate.Intermediate}); 2*raised9[k] <= n[k] {
			t.Errorf("%dx%d: HoDoKu's 9x9 limits raise only %d of %d intermediate puzzles: the sample does not show why the limits grow", size, size, raised9[k], n[k])
		}
	}
}
