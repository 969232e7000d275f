package cover

import "testing"

func TestMatrix(t *testing.T) {
	for box := 2; box <= 5; box++ {
		n := box * box
		p := Matrix(box)
		if p.NumItems() != 4*n*n || p.NumOptions() != n*n*n {
			t.Errorf("box %d: %d items, %d options; want %d, %d", box, p.NumItems(), p.NumOptions(), 4*n*n, n*n*n)
		}
	}
}

// TestCandidates checks the problems of a few 4×4 puzzles: the options
// are the candidates of the empty cells (a clue takes its value from its
// 7 peers), the items those the clues leave uncovered, and the maps
// between them agree.
func TestCandidates(t *testing.T) {
	for _, tc := range []struct {
		name         string
		cells        string
		opts, items  int
		candidatesOf map[int]int // cell: its number of candidates
	}{
		{"empty", "................", 64, 64, map[int]int{0: 4, 15: 4}},
		{"full", "1234341221434321", 0, 0, nil},
		{"one clue", "1...............", 64 - 4 - 7, 64 - 4, map[int]int{1: 3, 5: 3, 15: 4}},
	} {
		var cells [16]uint8
		for i, c := range tc.cells {
			if c != '.' {
				cells[i] = uint8(c - '0')
			}
		}
		var cc Candidates
		cc.Build(2, cells[:])
		if len(cc.Opts) != tc.opts || cc.Items != tc.items || len(cc.KeyOf) != tc.opts {
			t.Errorf("%s: %d options, %d items; want %d, %d", tc.name, len(cc.Opts), cc.Items, tc.opts, tc.items)
		}
		for k, key := range cc.KeyOf {
			if cc.OptOf[key] != int32(k) || cells[key/4] != 0 {
				t.Fatalf("%s: option %d is (cell, value) %d, which maps back to %d", tc.name, k, key, cc.OptOf[key])
			}
		}
		for cell, want := range tc.candidatesOf {
			got := 0
			for v := range 4 {
				if cc.OptOf[cell*4+v] >= 0 {
					got++
				}
			}
			if got != want {
				t.Errorf("%s: cell %d has %d candidates, want %d", tc.name, cell, got, want)
			}
		}
	}
}
