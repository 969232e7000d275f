package record

import (
	"strings"
	"testing"
)

// TestParseJSON reads back records of gen, rate and batch: the puzzle of
// every shape, what goes with it, and why a record cannot be read.
func TestParseJSON(t *testing.T) {
	const (
		puzzle   = "....23.9.7......1..598..3...9......8....3.4..32.....5.8...1.7.62....6..9....8...."
		solution = "418793695732695814659841372196574238587932461324168957845319726273456189961287543"
		full4    = "1234341221434321"
	)
	cube := strings.Repeat(".", 512)
	for _, tc := range []struct {
		name, line string
		cells      string // the puzzle's cells, read back
		sol        string // the solution's, "" for none
		level      string
		rating     float64
		seed       uint64
		hasSeed    bool
		err        string
	}{
		{"gen", `{"puzzle":"` + puzzle + `","seed":7,"level":"expert","rating":7.2}`, puzzle, "", "expert", 7.2, 7, true, ""},
		{"seed 0", `{"puzzle":"` + puzzle + `","seed":0}`, puzzle, "", "", 0, 0, true, ""},
		{"batch", `{"source":"a.txt:1","puzzle":"1..4......4....1","solution":"` + full4 + `","status":"unique"}`, "1..4......4....1", full4, "", 0, 0, false, ""},
		{"3D", `{"puzzle":"` + cube + `","dims":3,"box":2}`, cube, "", "", 0, 0, false, ""},
		{"2D by dims", `{"puzzle":"` + full4 + `","dims":2,"box":2}`, full4, "", "", 0, 0, false, ""},
		{"not json", `{"puzzle":"12x"`, "", "", "", 0, 0, false, "not a JSON record: unexpected end of JSON input"},
		{"error record", `{"puzzle":"","error":"a.txt:3:5: bad character 'x'"}`, "", "", "", 0, 0, false, "a.txt:3:5: bad character 'x'"},
		{"error record with its text", `{"puzzle":"1..4x","status":"error","error":"a.txt:3:5: bad character 'x'"}`, "", "", "", 0, 0, false, "a.txt:3:5: bad character 'x'"},
		{"no puzzle", `{"seed":1}`, "", "", "", 0, 0, false, `no "puzzle" in the record`},
		{"bad cell", `{"puzzle":"` + puzzle[:80] + `z"}`, "", "", "", 0, 0, false, "puzzle: bad character 'z'"},
		{"bad solution", `{"puzzle":"` + puzzle + `","solution":"12"}`, "", "", "", 0, 0, false, "solution: "},
		{"other size", `{"puzzle":"` + puzzle + `","solution":"` + full4 + `"}`, "", "", "", 0, 0, false, "the solution has another size than the puzzle"},
		{"empty cell", `{"puzzle":"1..4......4....1","solution":"1234341221434.21"}`, "", "", "", 0, 0, false, "the solution has an empty cell (cell 14)"},
		{"lost given", `{"puzzle":"` + puzzle + `","solution":"` + solution[:4] + "5" + solution[5:] + `"}`,
			"", "", "", 0, 0, false, "the solution does not keep the puzzle's given 2 (cell 5)"},
	} {
		s, err := ParseJSON([]byte(tc.line))
		if tc.err != "" {
			if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if got := string(s.Puzzle.AppendCells(nil)); got != tc.cells {
			t.Errorf("%s: puzzle %q, want %q", tc.name, got, tc.cells)
		}
		if got := string(s.Solution.AppendCells(nil)); got != tc.sol {
			t.Errorf("%s: solution %q, want %q", tc.name, got, tc.sol)
		}
		if s.Level != tc.level || s.Rating != tc.rating || s.Seed != tc.seed || s.HasSeed != tc.hasSeed {
			t.Errorf("%s: level %q rating %v seed %d (%v), want %q %v %d (%v)", tc.name, s.Level, s.Rating, s.Seed, s.HasSeed,
				tc.level, tc.rating, tc.seed, tc.hasSeed)
		}
		if (s.Puzzle.Hyper != nil) != (tc.name == "3D") {
			t.Errorf("%s: D-dimensional board %v", tc.name, s.Puzzle.Hyper != nil)
		}
	}
}
