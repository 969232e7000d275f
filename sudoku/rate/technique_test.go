package rate_test

import (
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// A candidate state for the technique tests is a puzzle (often the empty
// board, where every cell holds every value and no technique applies) with
// some candidates removed by hand. Each case is built so that its
// technique, and no easier one, makes progress; the wanted step was worked
// out by hand and is compared in full through Step.String.

// rc returns the index of row r, column c (from 1) of a board of side n.
func rc(n, r, c int) int { return (r-1)*n + c - 1 }

// rm removes value v from the cells.
func rm(v int, cells ...int) []rate.Candidate {
	out := make([]rate.Candidate, len(cells))
	for i, c := range cells {
		out[i] = rate.Candidate{Cell: c, Value: v}
	}
	return out
}

// keep leaves only vals among 1..n in cell c.
func keep(n, c int, vals ...int) []rate.Candidate {
	var out []rate.Candidate
outer:
	for v := 1; v <= n; v++ {
		for _, k := range vals {
			if k == v {
				continue outer
			}
		}
		out = append(out, rate.Candidate{Cell: c, Value: v})
	}
	return out
}

// row returns cells of row r at the given columns of a 9×9 board; col the
// same for a column.
func row(r int, cols ...int) []int {
	out := make([]int, len(cols))
	for i, c := range cols {
		out[i] = rc(9, r, c)
	}
	return out
}

func col(c int, rows ...int) []int {
	out := make([]int, len(rows))
	for i, r := range rows {
		out[i] = rc(9, r, c)
	}
	return out
}

func cat(parts ...[]rate.Candidate) []rate.Candidate {
	var out []rate.Candidate
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func empty(t *testing.T, box int) sudoku.Grid {
	g, err := sudoku.New(box)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

const dots81 = "................................................................................."

func TestTechniques(t *testing.T) {
	// Givens for a naked single at r5c5: row 5 holds 1, 2, 3; column 5
	// holds 4, 5, 6; box 5 holds 8, 9. Only 7 is left for r5c5.
	nakedSingle := []byte(dots81)
	for _, p := range []struct{ r, c, v int }{{5, 1, 1}, {5, 2, 2}, {5, 3, 3}, {1, 5, 4}, {2, 5, 5}, {3, 5, 6}, {4, 4, 8}, {6, 6, 9}} {
		nakedSingle[rc(9, p.r, p.c)] = byte('0' + p.v)
	}
	// Givens for a hidden single: 7 at r1c1, r2c9, r5c4, r8c6 leave r3c5
	// the only place for 7 in box 2.
	hiddenSingle := []byte(dots81)
	for _, p := range []struct{ r, c int }{{1, 1}, {2, 9}, {5, 4}, {8, 6}} {
		hiddenSingle[rc(9, p.r, p.c)] = '7'
	}

	cases := []struct {
		name    string
		box     int
		givens  string // "" for the empty board
		removed []rate.Candidate
		want    rate.Technique
		wantStr string
	}{
		{
			name:    "full house",
			givens:  dots81[:18] + "12345678." + dots81[27:],
			want:    rate.FullHouse,
			wantStr: "r3c9 = 9: full house in row 3",
		},
		{
			name:    "naked single",
			givens:  string(nakedSingle),
			want:    rate.NakedSingle,
			wantStr: "r5c5 = 7: naked single",
		},
		{
			name:    "naked single from candidates",
			removed: keep(9, rc(9, 7, 2), 4),
			want:    rate.NakedSingle,
			wantStr: "r7c2 = 4: naked single",
		},
		{
			name:    "hidden single in box",
			givens:  string(hiddenSingle),
			want:    rate.HiddenSingle,
			wantStr: "r3c5 = 7: hidden single in box 2",
		},
		{
			// 3 removed from r5c1..r5c8: row 5 has one place for 3; every
			// box still has three rows for it.
			name:    "hidden single in row",
			removed: rm(3, row(5, 1, 2, 3, 4, 5, 6, 7, 8)...),
			want:    rate.HiddenSingle,
			wantStr: "r5c9 = 3: hidden single in row 5",
		},
		{
			name:    "hidden single in column",
			removed: rm(3, col(5, 1, 2, 3, 4, 5, 6, 7, 8)...),
			want:    rate.HiddenSingle,
			wantStr: "r9c5 = 3: hidden single in column 5",
		},
		{
			// 5 removed from rows 1 and 3 of box 1: the 5s of box 1 lie in
			// row 2, which loses 5 outside the box.
			name:    "pointing in a row",
			removed: rm(5, rc(9, 1, 1), rc(9, 1, 2), rc(9, 1, 3), rc(9, 3, 1), rc(9, 3, 2), rc(9, 3, 3)),
			want:    rate.Pointing,
			wantStr: "r2c1, r2c2, r2c3: pointing 5 in box 1 (only in row 2) removes 5 from r2c4, r2c5, r2c6, r2c7, r2c8, r2c9",
		},
		{
			// 8 removed from columns 4 and 5 of box 5.
			name: "pointing in a column",
			removed: rm(8, rc(9, 4, 4), rc(9, 4, 5), rc(9, 5, 4), rc(9, 5, 5),
				rc(9, 6, 4), rc(9, 6, 5)),
			want:    rate.Pointing,
			wantStr: "r4c6, r5c6, r6c6: pointing 8 in box 5 (only in column 6) removes 8 from r1c6, r2c6, r3c6, r7c6, r8c6, r9c6",
		},
		{
			// 5 removed from row 2 outside box 1: boxes 2 and 3 keep 5 in
			// two rows, so no pointing; row 2 claims box 1's 5.
			name:    "claiming from a row",
			removed: rm(5, row(2, 4, 5, 6, 7, 8, 9)...),
			want:    rate.Claiming,
			wantStr: "r2c1, r2c2, r2c3: claiming 5 in row 2 (only in box 1) removes 5 from r1c1, r1c2, r1c3, r3c1, r3c2, r3c3",
		},
		{
			name:    "claiming from a column",
			removed: rm(9, col(8, 1, 2, 3, 4, 5, 6)...),
			want:    rate.Claiming,
			wantStr: "r7c8, r8c8, r9c8: claiming 9 in column 8 (only in box 9) removes 9 from r7c7, r7c9, r8c7, r8c9, r9c7, r9c9",
		},
		{
			// r1c4 and r1c8 hold {2,6}; the rest of row 1 has no 6 and
			// only r1c1 has 2. No line or box confines 2 or 6 otherwise.
			name: "naked pair",
			removed: cat(keep(9, rc(9, 1, 4), 2, 6), keep(9, rc(9, 1, 8), 2, 6),
				rm(6, rc(9, 1, 1)),
				rm(2, row(1, 2, 3, 5, 6, 7, 9)...), rm(6, row(1, 2, 3, 5, 6, 7, 9)...)),
			want:    rate.NakedPair,
			wantStr: "r1c4, r1c8: naked pair {2,6} removes 2 from r1c1",
		},
		{
			// A pair in row 1 and box 1 clears both units.
			name:    "naked pair in row and box",
			removed: cat(keep(9, rc(9, 1, 1), 3, 4), keep(9, rc(9, 1, 2), 3, 4)),
			want:    rate.NakedPair,
			wantStr: "r1c1, r1c2: naked pair {3,4} removes {3,4} from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9, r2c1, r2c2, r2c3, r3c1, r3c2, r3c3",
		},
		{
			// In row 1, 2 and 6 fit only r1c4 and r1c8.
			name:    "hidden pair",
			removed: cat(rm(2, row(1, 1, 2, 3, 5, 6, 7, 9)...), rm(6, row(1, 1, 2, 3, 5, 6, 7, 9)...)),
			want:    rate.HiddenPair,
			wantStr: "r1c4, r1c8: hidden pair {2,6} in row 1 removes {1,3,4,5,7,8,9} from r1c4, r1c8",
		},
		{
			// {1,2}, {2,3}, {1,3}: no two cells make a pair.
			name: "naked triple",
			removed: cat(keep(9, rc(9, 5, 1), 1, 2), keep(9, rc(9, 5, 5), 2, 3),
				keep(9, rc(9, 5, 9), 1, 3)),
			want:    rate.NakedTriple,
			wantStr: "r5c1, r5c5, r5c9: naked triple {1,2,3} removes {1,2,3} from r5c2, r5c3, r5c4, r5c6, r5c7, r5c8",
		},
		{
			// In column 2, 4, 7 and 9 fit only r1c2, r4c2, r8c2 (one per
			// box, so nothing is locked).
			name: "hidden triple",
			removed: cat(rm(4, col(2, 2, 3, 5, 6, 7, 9)...), rm(7, col(2, 2, 3, 5, 6, 7, 9)...),
				rm(9, col(2, 2, 3, 5, 6, 7, 9)...)),
			want:    rate.HiddenTriple,
			wantStr: "r1c2, r4c2, r8c2: hidden triple {4,7,9} in column 2 removes {1,2,3,5,6,8} from r1c2, r4c2, r8c2",
		},
		{
			// The corners of box 5 hold {1,5}, {5,8}, {1,9}, {8,9}: every
			// two or three of them span more values than cells.
			name: "naked quad",
			removed: cat(keep(9, rc(9, 4, 4), 1, 5), keep(9, rc(9, 4, 6), 5, 8),
				keep(9, rc(9, 6, 4), 1, 9), keep(9, rc(9, 6, 6), 8, 9)),
			want:    rate.NakedQuad,
			wantStr: "r4c4, r4c6, r6c4, r6c6: naked quad {1,5,8,9} removes {1,5,8,9} from r4c5, r5c4, r5c5, r5c6, r6c5",
		},
		{
			// In row 9: 1 fits c1, c4; 2 fits c2, c4; 3 fits c2, c7; 4
			// fits c1, c7. A cycle: any three values need all four cells,
			// and each pair of cells spans two boxes.
			name: "hidden quad",
			removed: cat(rm(1, row(9, 2, 3, 5, 6, 7, 8, 9)...), rm(2, row(9, 1, 3, 5, 6, 7, 8, 9)...),
				rm(3, row(9, 1, 3, 4, 5, 6, 8, 9)...), rm(4, row(9, 2, 3, 4, 5, 6, 8, 9)...)),
			want:    rate.HiddenQuad,
			wantStr: "r9c1, r9c2, r9c4, r9c7: hidden quad {1,2,3,4} in row 9 removes {5,6,7,8,9} from r9c1, r9c2, r9c4, r9c7",
		},
		{
			// In rows 2 and 6, 4 fits only columns 3 and 7.
			name:    "x-wing in rows",
			removed: cat(rm(4, row(2, 1, 2, 4, 5, 6, 8, 9)...), rm(4, row(6, 1, 2, 4, 5, 6, 8, 9)...)),
			want:    rate.XWing,
			wantStr: "r2c3, r2c7, r6c3, r6c7: x-wing 4 in rows 2, 6 and columns 3, 7 removes 4 from r1c3, r1c7, r3c3, r3c7, r4c3, r4c7, r5c3, r5c7, r7c3, r7c7, r8c3, r8c7, r9c3, r9c7",
		},
		{
			// In columns 1 and 9, 6 fits only rows 4 and 8.
			name:    "x-wing in columns",
			removed: cat(rm(6, col(1, 1, 2, 3, 5, 6, 7, 9)...), rm(6, col(9, 1, 2, 3, 5, 6, 7, 9)...)),
			want:    rate.XWing,
			wantStr: "r4c1, r4c9, r8c1, r8c9: x-wing 6 in columns 1, 9 and rows 4, 8 removes 6 from r4c2, r4c3, r4c4, r4c5, r4c6, r4c7, r4c8, r8c2, r8c3, r8c4, r8c5, r8c6, r8c7, r8c8",
		},
		{
			// 4 in row 1 at c1, c5; row 5 at c5, c9; row 9 at c1, c9.
			name: "swordfish",
			removed: cat(rm(4, row(1, 2, 3, 4, 6, 7, 8, 9)...), rm(4, row(5, 1, 2, 3, 4, 6, 7, 8)...),
				rm(4, row(9, 2, 3, 4, 5, 6, 7, 8)...)),
			want: rate.Swordfish,
			wantStr: "r1c1, r1c5, r5c5, r5c9, r9c1, r9c9: swordfish 4 in rows 1, 5, 9 and columns 1, 5, 9 removes 4 from " +
				"r2c1, r2c5, r2c9, r3c1, r3c5, r3c9, r4c1, r4c5, r4c9, r6c1, r6c5, r6c9, r7c1, r7c5, r7c9, r8c1, r8c5, r8c9",
		},
		{
			// Pivot r5c5 {1,2} sees r2c5 {2,3} and r5c1 {1,3}; r2c1 sees
			// both pincers.
			name: "xy-wing",
			removed: cat(keep(9, rc(9, 5, 5), 1, 2), keep(9, rc(9, 5, 1), 1, 3),
				keep(9, rc(9, 2, 5), 2, 3)),
			want:    rate.XYWing,
			wantStr: "r5c5, r2c5, r5c1: xy-wing pivot {1,2}, pincers {2,3}, {1,3} removes 3 from r2c1",
		},
		{
			// Pivot r5c5 {1,2,3} sees r4c4 {1,3} (box) and r5c8 {2,3}
			// (row); r5c4 and r5c6 see all three.
			name: "xyz-wing",
			removed: cat(keep(9, rc(9, 5, 5), 1, 2, 3), keep(9, rc(9, 4, 4), 1, 3),
				keep(9, rc(9, 5, 8), 2, 3)),
			want:    rate.XYZWing,
			wantStr: "r5c5, r4c4, r5c8: xyz-wing pivot {1,2,3}, pincers {1,3}, {2,3} removes 3 from r5c4, r5c6",
		},
		{
			// 7 in row 1 at c1, c4; row 4 at c2, c4; row 6 at c2, c7; row
			// 9 at c1, c7: a cycle, so no two or three rows make a smaller
			// fish, and no row keeps its 7s in one box.
			name: "jellyfish",
			removed: cat(rm(7, row(1, 2, 3, 5, 6, 7, 8, 9)...), rm(7, row(4, 1, 3, 5, 6, 7, 8, 9)...),
				rm(7, row(6, 1, 3, 4, 5, 6, 8, 9)...), rm(7, row(9, 2, 3, 4, 5, 6, 8, 9)...)),
			want: rate.Jellyfish,
			wantStr: "r1c1, r1c4, r4c2, r4c4, r6c2, r6c7, r9c1, r9c7: jellyfish 7 in rows 1, 4, 6, 9 and columns 1, 2, 4, 7 removes 7 from " +
				"r2c1, r2c2, r2c4, r2c7, r3c1, r3c2, r3c4, r3c7, r5c1, r5c2, r5c4, r5c7, r7c1, r7c2, r7c4, r7c7, r8c1, r8c2, r8c4, r8c7",
		},
		{
			// 4×4: r1c1 and r1c3 hold {1,2}.
			name:    "naked pair 4x4",
			box:     2,
			removed: cat(keep(4, rc(4, 1, 1), 1, 2), keep(4, rc(4, 1, 3), 1, 2)),
			want:    rate.NakedPair,
			wantStr: "r1c1, r1c3: naked pair {1,2} removes {1,2} from r1c2, r1c4",
		},
		{
			// 16×16: G (16) removed from box 1 except r4c4.
			name: "hidden single 16x16",
			box:  4,
			removed: func() []rate.Candidate {
				var out []rate.Candidate
				for r := 1; r <= 4; r++ {
					for c := 1; c <= 4; c++ {
						if r != 4 || c != 4 {
							out = append(out, rate.Candidate{Cell: rc(16, r, c), Value: 16})
						}
					}
				}
				return out
			}(),
			want:    rate.HiddenSingle,
			wantStr: "r4c4 = G: hidden single in box 1",
		},
		{
			// 16×16: in box 6 (rows 5-8, columns 5-8), A (10) fits only
			// row 7.
			name: "pointing 16x16",
			box:  4,
			removed: func() []rate.Candidate {
				var out []rate.Candidate
				for _, r := range []int{5, 6, 8} {
					for c := 5; c <= 8; c++ {
						out = append(out, rate.Candidate{Cell: rc(16, r, c), Value: 10})
					}
				}
				return out
			}(),
			want: rate.Pointing,
			wantStr: "r7c5, r7c6, r7c7, r7c8: pointing A in box 6 (only in row 7) removes A from " +
				"r7c1, r7c2, r7c3, r7c4, r7c9, r7c10, r7c11, r7c12, r7c13, r7c14, r7c15, r7c16",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			box := tc.box
			if box == 0 {
				box = 3
			}
			g := empty(t, box)
			if tc.givens != "" {
				g = parse(t, tc.givens)
			}
			if err := g.Validate(); err != nil {
				t.Fatalf("bad test givens: %v", err)
			}
			st, ok := rate.FirstStep(g, tc.removed)
			if !ok {
				t.Fatalf("no technique applies, want %v", tc.want)
			}
			if st.Technique != tc.want {
				t.Errorf("technique %v, want %v (%s)", st.Technique, tc.want, st)
			}
			if got := st.String(); got != tc.wantStr {
				t.Errorf("step\n got %s\nwant %s", got, tc.wantStr)
			}
			if (st.Cell >= 0) != (rate.Position(st.Technique) <= rate.Position(rate.HiddenSingle)) {
				t.Errorf("placement cell %d for %v", st.Cell, st.Technique)
			}
			if st.Cell < 0 && len(st.Eliminations) == 0 {
				t.Errorf("elimination step removes nothing")
			}
		})
	}
}

// The empty board offers no progress to any technique: the fallback is a
// guess.
func TestNoTechniqueOnEmptyBoard(t *testing.T) {
	for box := sudoku.MinBox; box <= 4; box++ {
		if st, ok := rate.FirstStepUpTo(empty(t, box), nil, manySolutionsLast()); ok {
			t.Errorf("box %d: step %v on the empty board", box, st)
		}
	}
}
