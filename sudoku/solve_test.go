package sudoku

import (
	"bufio"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/internal/cover"
)

func TestSolveStatuses(t *testing.T) {
	tests := []struct {
		name    string
		puzzle  string
		want    Status
		wantErr string
	}{
		{"seed sudoku8", "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..", Unique, ""},
		{"empty 9x9", strings.Repeat(".", 81), Multiple, ""},
		{"empty 4x4", strings.Repeat(".", 16), Multiple, ""},
		{"row conflict", "5.....5" + strings.Repeat(".", 74), Invalid, "r1c1 and r1c7 both hold 5"},
		{"column conflict", "3" + strings.Repeat(".", 26) + "3" + strings.Repeat(".", 53), Invalid, "r1c1 and r4c1 both hold 3"},
		{"box conflict", "1.........1" + strings.Repeat(".", 70), Invalid, "r1c1 and r2c2 both hold 1"},
		// Consistent givens, but r1c9 can hold nothing: row 1 has 1..8,
		// column 9 has 9.
		{"no solution", "12345678." + strings.Repeat(".", 8) + "9" + strings.Repeat(".", 63), None, ""},
		// Two solutions: a full grid with a deadly pattern left open.
		// A deadly rectangle (r1c2, r1c7, r2c2, r2c7 hold 8 and 6) left open.
		{"two solutions", "4.3921.579.7345.21251876493548132976729564138136798245372689514814253769695417382", Multiple, ""},
		{"full valid grid", "483921657967345821251876493548132976729564138136798245372689514814253769695417382", Unique, ""},
		{"4x4 multiple", "1...........4...", Multiple, ""},
		// r1c3 and r1c4 need 3 and 4, but box 2 holds 3 already.
		{"4x4 none", "12.." + "...3" + "...." + "....", None, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := mustParse(t, tc.puzzle)
			res := Solve(g)
			if res.Status != tc.want {
				t.Fatalf("status %v, want %v (err %v)", res.Status, tc.want, res.Err)
			}
			if tc.wantErr != "" {
				var ce *ConflictError
				if !errors.As(res.Err, &ce) || res.Err.Error() != tc.wantErr {
					t.Fatalf("err %v, want %q", res.Err, tc.wantErr)
				}
			}
			if res.Status == Unique || res.Status == Multiple {
				if err := checkSolution(g, res.Solution); err != nil {
					t.Fatalf("bad solution %s: %v", res.Solution, err)
				}
			}
		})
	}
}

func TestSolveAllSizes(t *testing.T) {
	for box := MinBox; box <= MaxBox; box++ {
		g, _ := New(box)
		s, err := NewSolver(box)
		if err != nil {
			t.Fatal(err)
		}
		res := s.Solve(context.Background(), g, 2)
		if res.Status != Multiple {
			t.Fatalf("box %d: empty board is %v", box, res.Status)
		}
		if err := checkSolution(g, res.Solution); err != nil {
			t.Fatalf("box %d: %v", box, err)
		}
		// Keep every third cell of the solution: still solvable, the given
		// cells kept.
		p := res.Solution
		for i := 0; i < p.Len(); i++ {
			if i%3 != 0 {
				p.SetAt(i, 0)
			}
		}
		res = s.Solve(context.Background(), p, 2)
		if res.Status != Unique && res.Status != Multiple {
			t.Fatalf("box %d: %v", box, res.Status)
		}
		if err := checkSolution(p, res.Solution); err != nil {
			t.Fatalf("box %d: %v", box, err)
		}
	}
	if _, err := NewSolver(6); err == nil {
		t.Error("box 6 accepted")
	}
}

func TestSolverRejectsOtherSize(t *testing.T) {
	s, _ := NewSolver(3)
	g, _ := New(2)
	if res := s.Solve(context.Background(), g, 2); res.Status != Invalid || res.Err == nil {
		t.Fatalf("4x4 on a 9x9 solver: %v %v", res.Status, res.Err)
	}
}

// countAll counts solutions with the dlx engine directly from the
// exact-cover problem: the reference for the specialised engine.
func dlxCount(t testing.TB, g Grid, limit int64, h dlx.Heuristic) int64 {
	x := dlx.NewSolver(cover.Matrix(g.Box()), dlx.Options{Heuristic: h})
	n := g.Size()
	for i := 0; i < g.Len(); i++ {
		if v := g.At(i); v != 0 {
			if err := x.Force(i*n + v - 1); err != nil {
				return 0 // conflicting givens: no solution
			}
		}
	}
	c, err := x.Count(context.Background(), limit)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestEngineMatchesDLX: on random puzzles of every size, the specialised
// engine counts what the generic dancing-links engine counts, and each
// heuristic of Solver agrees.
func TestEngineMatchesDLX(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for box := MinBox; box <= 3; box++ {
		s, _ := NewSolver(box)
		full := s.Solve(context.Background(), mustEmpty(box), 1).Solution
		for trial := 0; trial < 150; trial++ {
			g := randomPuzzle(rng, full)
			want := dlxCount(t, g, 50, dlx.MRV)
			hs := []Heuristic{MRV, MRVRandom}
			if box == 2 || g.Clues() > 40 {
				// Without MRV a sparse 9x9 search can take very long.
				hs = append(hs, First, Random)
			}
			for _, h := range hs {
				s.SetHeuristic(h, rand.New(rand.NewPCG(1, uint64(trial))))
				res := s.Solve(context.Background(), g, 50)
				if int64(res.Solutions) != want {
					t.Fatalf("box %d, %v, %s: %d solutions, dlx counts %d", box, h, g, res.Solutions, want)
				}
				if res.Solutions > 0 {
					if err := checkSolution(g, res.Solution); err != nil {
						t.Fatalf("%s: %v", g, err)
					}
				}
			}
			s.SetHeuristic(MRV, nil)
		}
	}
}

func mustEmpty(box int) Grid { g, _ := New(box); return g }

// randomPuzzle keeps a random subset of a full grid's cells, and sometimes
// changes one of them so that the puzzle may have no solution.
func randomPuzzle(rng *rand.Rand, full Grid) Grid {
	g := full
	keep := rng.IntN(full.Len()/2 + 1)
	for i := 0; i < g.Len(); i++ {
		if rng.IntN(g.Len()) >= keep {
			g.SetAt(i, 0)
		}
	}
	if rng.IntN(4) == 0 {
		i := rng.IntN(g.Len())
		g.SetAt(i, 1+rng.IntN(g.Size()))
	}
	return g
}

// TestTdokuCounts: the labelled puzzles of tdoku's test set get the
// status and count their labels say.
func TestTdokuCounts(t *testing.T) {
	path := sharedDir(t, "puzzles-bench/tdoku_test_puzzles")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, _ := NewSolver(3)
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		fields := strings.Split(sc.Text(), ":")
		if len(fields) < 2 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		g := mustParse(t, fields[0])
		want, err := strconv.Atoi(fields[1])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		res := s.Solve(context.Background(), g, want+1)
		if res.Solutions != want {
			t.Errorf("line %d: %d solutions, label says %d", line, res.Solutions, want)
		}
		wantStatus := statusOf(want)
		if res.Status != wantStatus && res.Status != Invalid {
			t.Errorf("line %d: status %v, want %v", line, res.Status, wantStatus)
		}
		if res.Status == Invalid && want != 0 {
			t.Errorf("line %d: invalid (%v) but has %d solutions", line, res.Err, want)
		}
		if want > 0 {
			if err := checkSolution(g, res.Solution); err != nil {
				t.Errorf("line %d: %v", line, err)
			}
		}
		if want == 1 && len(fields) > 2 && res.Solution.String() != fields[2] {
			t.Errorf("line %d: solution %s, label %s", line, res.Solution, fields[2])
		}
	}
}

// TestBenchSetsSample solves a sample of every shared benchmark set and
// checks every solution independently.
func TestBenchSetsSample(t *testing.T) {
	dir := sharedDir(t, "puzzles-bench")
	for _, tc := range []struct {
		file string
		want Status
	}{
		{"puzzles2_17_clue", Unique},
		{"puzzles3_magictour_top1465", Unique},
		{"puzzles5_forum_hardest_1905_11+", Unique},
		{"puzzles6_forum_hardest_1106", Unique},
		{"puzzles7_serg_benchmark", Multiple},
	} {
		t.Run(tc.file, func(t *testing.T) {
			s, _ := NewSolver(3)
			for i, g := range loadPuzzles(t, dir+"/"+tc.file, 97, 40) {
				res := s.Solve(context.Background(), g, 2)
				if res.Status != tc.want {
					t.Fatalf("puzzle %d %s: %v, want %v", i, g, res.Status, tc.want)
				}
				if err := checkSolution(g, res.Solution); err != nil {
					t.Fatalf("puzzle %d %s: %v", i, g, err)
				}
			}
		})
	}
}

func TestSolveCancelled(t *testing.T) {
	// An empty 25x25 board counted to a huge limit never ends by itself.
	s, _ := NewSolver(5)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	start := time.Now()
	res := s.Solve(ctx, mustEmpty(5), 1<<30)
	if !errors.Is(res.Err, context.DeadlineExceeded) {
		t.Fatalf("err %v, want deadline exceeded", res.Err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("cancelled search took %v", d)
	}
	// The solver still works afterwards.
	p := mustParse(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	s9, _ := NewSolver(3)
	s9.Solve(ctx, p, 2)
	if res := s9.Solve(context.Background(), p, 2); res.Status != Unique {
		t.Fatalf("after cancel: %v", res.Status)
	}
}

func TestSolveAllocatesNothing(t *testing.T) {
	s, _ := NewSolver(3)
	p := mustParse(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	s.Solve(context.Background(), p, 2)
	if a := testing.AllocsPerRun(100, func() { s.Solve(context.Background(), p, 2) }); a != 0 {
		t.Fatalf("%v allocations per puzzle", a)
	}
}

func FuzzSolve(f *testing.F) {
	f.Add([]byte("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."), uint8(3))
	f.Add([]byte("1...........4..."), uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, boxByte uint8) {
		box := 2 + int(boxByte)%2
		g := mustEmpty(box)
		for i := 0; i < g.Len() && i < len(data); i++ {
			g.SetAt(i, int(data[i])%(g.Size()+1))
		}
		s, _ := NewSolver(box)
		res := s.Solve(context.Background(), g, 3)
		if res.Status == Invalid {
			if g.Validate() == nil {
				t.Fatalf("%s: invalid without a conflict", g)
			}
			return
		}
		if want := dlxCount(t, g, 3, dlx.MRV); int64(res.Solutions) != want {
			t.Fatalf("%s: %d solutions, dlx %d", g, res.Solutions, want)
		}
		if res.Solutions > 0 {
			if err := checkSolution(g, res.Solution); err != nil {
				t.Fatalf("%s: %v", g, err)
			}
		}
	})
}
