package rate_test

import (
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// but returns the cells of unit cells less the ones in skip.
func but(cells []int, skip ...int) []int {
	var out []int
	for _, c := range cells {
		keep := true
		for _, s := range skip {
			keep = keep && c != s
		}
		if keep {
			out = append(out, c)
		}
	}
	return out
}

// box9 returns the cells of box b (from 1) of a 9×9 board.
func box9(b int) []int {
	var out []int
	r0, c0 := (b-1)/3*3, (b-1)%3*3
	for i := range 9 {
		out = append(out, (r0+i/3)*9+c0+i%3)
	}
	return out
}

// TestPatterns checks the techniques beyond the basic ones on candidate
// states made by hand on the empty 9×9 board, as TestTechniques does: in
// each the technique, and no easier one, makes progress, and the wanted
// step was worked out by hand.
func TestPatterns(t *testing.T) {
	all := func(line []int) []int { return line }
	row9 := func(r int) []int { return all(row(r, 1, 2, 3, 4, 5, 6, 7, 8, 9)) }
	col9 := func(c int) []int { return all(col(c, 1, 2, 3, 4, 5, 6, 7, 8, 9)) }
	cases := []struct {
		name    string
		removed []rate.Candidate
		want    rate.Technique
		wantStr string
	}{
		{
			// 1 in column 2 only at r2, r8; in column 6 only at r3, r8:
			// the bases share row 8, so r2c2 or r3c6 is 1.
			name:    "skyscraper",
			removed: cat(rm(1, col(2, 1, 3, 4, 5, 6, 7, 9)...), rm(1, col(6, 1, 2, 4, 5, 6, 7, 9)...)),
			want:    rate.Skyscraper,
			wantStr: "skyscraper 1: r2c2=r8c2-r8c6=r3c6 removes 1 from r2c4, r2c5, r3c1, r3c3",
		},
		{
			// 2 in row 1 only at c2, c7; in column 1 only at r2, r7; r1c2
			// and r2c1 share box 1.
			name:    "2-string kite",
			removed: cat(rm(2, row(1, 1, 3, 4, 5, 6, 8, 9)...), rm(2, col(1, 1, 3, 4, 5, 6, 8, 9)...)),
			want:    rate.TwoStringKite,
			wantStr: "2-string kite 2: r1c7=r1c2-r2c1=r7c1 removes 2 from r7c7",
		},
		{
			// 3 in box 1 only at r1c2, r3c3; in row 7 only at c3, c8;
			// r3c3 and r7c3 share column 3.
			name:    "turbot fish",
			removed: cat(rm(3, but(box9(1), rc(9, 1, 2), rc(9, 3, 3))...), rm(3, row(7, 1, 2, 4, 5, 6, 7, 9)...)),
			want:    rate.TurbotFish,
			wantStr: "turbot fish 3: r7c8=r7c3-r3c3=r1c2 removes 3 from r1c8",
		},
		{
			// 8 in box 1 lies on row 2 and column 2; column 7 has 8 only
			// at r2, r7.
			name: "empty rectangle",
			removed: cat(rm(8, rc(9, 1, 1), rc(9, 1, 3), rc(9, 3, 1), rc(9, 3, 3)),
				rm(8, col(7, 1, 3, 4, 5, 6, 8, 9)...)),
			want:    rate.EmptyRectangle,
			wantStr: "empty rectangle 8 in box 1 (row 2, column 2) with r2c7=r7c7 removes 8 from r7c2",
		},
		{
			// r1c1 and r5c9 hold {4,5}; row 9 has 5 only at c1, c9.
			name: "w-wing",
			removed: cat(keep(9, rc(9, 1, 1), 4, 5), keep(9, rc(9, 5, 9), 4, 5),
				rm(5, row(9, 2, 3, 4, 5, 6, 7, 8)...)),
			want:    rate.WWing,
			wantStr: "w-wing: (4)r1c1=(5)r1c1-(5)r9c1=(5)r9c9-(5)r5c9=(4)r5c9 removes 4 from r1c9, r5c1",
		},
		{
			// r1c1, r1c5, r5c5, r6c6 hold {6,7}, the units joining them
			// have no other 6 or 7 (so no naked pair applies).
			name: "remote pair",
			removed: cat(keep(9, rc(9, 1, 1), 6, 7), keep(9, rc(9, 1, 5), 6, 7), keep(9, rc(9, 5, 5), 6, 7),
				keep(9, rc(9, 6, 6), 6, 7),
				rm(6, but(row9(1), rc(9, 1, 1), rc(9, 1, 5))...), rm(7, but(row9(1), rc(9, 1, 1), rc(9, 1, 5))...),
				rm(6, but(col9(5), rc(9, 1, 5), rc(9, 5, 5))...), rm(7, but(col9(5), rc(9, 1, 5), rc(9, 5, 5))...),
				rm(6, but(box9(5), rc(9, 5, 5), rc(9, 6, 6))...), rm(7, but(box9(5), rc(9, 5, 5), rc(9, 6, 6))...)),
			want:    rate.RemotePair,
			wantStr: "remote pair {6,7}: r1c1-r1c5-r5c5-r6c6 removes {6,7} from r6c1",
		},
		{
			// 9 in row 2 at c3, c7; in row 6 at c3, c7 and the fin c8.
			name:    "finned x-wing",
			removed: cat(rm(9, row(2, 1, 2, 4, 5, 6, 8, 9)...), rm(9, row(6, 1, 2, 4, 5, 6, 9)...)),
			want:    rate.FinnedXWing,
			wantStr: "r2c3, r2c7, r6c3, r6c7: finned x-wing 9 in rows 2, 6 and columns 3, 7, fin r6c8 removes 9 from r4c7, r5c7",
		},
		{
			// {1,2}, {2,3}, {3,4}, {4,1} in a ring of four cells that is
			// no wing.
			name: "xy-chain",
			removed: cat(keep(9, rc(9, 1, 1), 1, 2), keep(9, rc(9, 1, 5), 2, 3), keep(9, rc(9, 5, 5), 3, 4),
				keep(9, rc(9, 5, 9), 1, 4)),
			want:    rate.XYChain,
			wantStr: "xy-chain: (1)r1c1=(2)r1c1-(2)r1c5=(3)r1c5-(3)r5c5=(4)r5c5-(4)r5c9=(1)r5c9 removes 1 from r1c9, r5c1",
		},
		{
			// Three corners of r1c1, r1c4, r2c1, r2c4 hold {1,2}; their
			// row, column and box have no other 1 or 2.
			name: "unique rectangle 1",
			removed: cat(keep(9, rc(9, 1, 1), 1, 2), keep(9, rc(9, 1, 4), 1, 2), keep(9, rc(9, 2, 1), 1, 2),
				rm(1, but(row9(1), rc(9, 1, 1), rc(9, 1, 4))...), rm(2, but(row9(1), rc(9, 1, 1), rc(9, 1, 4))...),
				rm(1, but(col9(1), rc(9, 1, 1), rc(9, 2, 1))...), rm(2, but(col9(1), rc(9, 1, 1), rc(9, 2, 1))...),
				rm(1, but(box9(1), rc(9, 1, 1), rc(9, 2, 1))...), rm(2, but(box9(1), rc(9, 1, 1), rc(9, 2, 1))...)),
			want:    rate.UniqueRectangle1,
			wantStr: "r1c1, r1c4, r2c1, r2c4: unique rectangle 1 {1,2} removes {1,2} from r2c4",
		},
		{
			// r1c1, r1c4 hold {1,2} (row 1 has no other 1 or 2); r2c1 holds
			// {1,2,3}, r2c4 {1,2,4}: one is 3 or 4, and r2c7 {3,4} with
			// them is a naked pair of row 2.
			name: "unique rectangle 3",
			removed: cat(keep(9, rc(9, 1, 1), 1, 2), keep(9, rc(9, 1, 4), 1, 2),
				keep(9, rc(9, 2, 1), 1, 2, 3), keep(9, rc(9, 2, 4), 1, 2, 4), keep(9, rc(9, 2, 7), 3, 4),
				rm(1, but(row9(1), rc(9, 1, 1), rc(9, 1, 4))...), rm(2, but(row9(1), rc(9, 1, 1), rc(9, 1, 4))...)),
			want:    rate.UniqueRectangle3,
			wantStr: "r1c1, r1c4, r2c1, r2c4: unique rectangle 3 {1,2}, its extra values with r2c7 a naked pair {3,4} in row 2, removes {3,4} from r2c2, r2c3, r2c5, r2c6, r2c8, r2c9",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st, ok := rate.FirstStep(empty(t, 3), tc.removed)
			if !ok {
				t.Fatalf("no technique applies, want %v", tc.want)
			}
			if st.Technique != tc.want {
				t.Errorf("technique %v, want %v (%s)", st.Technique, tc.want, st)
			}
			if got := st.String(); got != tc.wantStr {
				t.Errorf("step\n got %s\nwant %s", got, tc.wantStr)
			}
		})
	}
}
