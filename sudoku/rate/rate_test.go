package rate_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/testenv"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

var distribution = flag.Bool("distribution", false, "rate the whole of puzzles3_magictour_top1465 and report levels and speed")

// checkSolution fails unless sol is a full valid grid that keeps the givens
// of g; it does not use the solver.
func checkSolution(t testing.TB, g, sol sudoku.Grid) {
	t.Helper()
	if sol.Size() != g.Size() || !sol.Full() {
		t.Fatalf("solution %s is not a full board", sol)
	}
	if err := sol.Validate(); err != nil {
		t.Fatalf("solution %s breaks a rule: %v", sol, err)
	}
	for i := range g.Len() {
		if v := g.At(i); v != 0 && sol.At(i) != v {
			t.Fatalf("solution %s changes the given at %s", sol, sudoku.CellName(g.Size(), i))
		}
	}
}

// candidates is an independent candidate model, for replaying steps.
type candidates struct {
	n, box int
	cand   []uint32
	val    []int
}

func newCandidates(g sudoku.Grid) *candidates {
	n, box := g.Size(), g.Box()
	c := &candidates{n: n, box: box, cand: make([]uint32, n*n), val: make([]int, n*n)}
	all := uint32(1)<<uint(n+1) - 2
	for i := range n * n {
		c.cand[i] = all
	}
	for i := range n * n {
		if v := g.At(i); v != 0 {
			c.place(i, v)
		}
	}
	return c
}

func (c *candidates) place(i, v int) {
	c.val[i] = v
	c.cand[i] = 0
	bit := uint32(1) << uint(v)
	r, col := i/c.n, i%c.n
	br, bc := r/c.box*c.box, col/c.box*c.box
	for k := range c.n {
		c.cand[r*c.n+k] &^= bit
		c.cand[k*c.n+col] &^= bit
		c.cand[(br+k/c.box)*c.n+bc+k%c.box] &^= bit
	}
}

// replay checks every step of rt against the puzzle's solution and an
// independent candidate model: a placement puts the solution's value in
// an empty cell where it is a candidate; an elimination removes
// candidates that are present and never the solution's value. It also
// checks the counts, score and level against the steps.
func replay(t testing.TB, g sudoku.Grid, rt rate.Rating) {
	t.Helper()
	sol := rt.Solution
	c := newCandidates(g)
	var counts [rate.NumTechniques]int
	score, level := 0, rate.Simple
	for k, st := range rt.Steps {
		counts[st.Technique]++
		score += st.Technique.Weight()
		level = max(level, st.Technique.Level())
		if st.Difficulty < 1 || st.Difficulty > 13 || st.Difficulty < st.Technique.Difficulty() && rate.Position(st.Technique) > rate.Position(rate.HiddenSingle) {
			t.Fatalf("step %d %v: difficulty %v", k, st, st.Difficulty)
		}
		if st.Size != g.Size() {
			t.Fatalf("step %d %v: size %d", k, st, st.Size)
		}
		if st.Cell >= 0 {
			if rate.Position(st.Technique) > rate.Position(rate.HiddenSingle) && st.Technique != rate.Guess {
				t.Fatalf("step %d %v: a placement by %v", k, st, st.Technique)
			}
			if c.val[st.Cell] != 0 || c.cand[st.Cell]&(1<<uint(st.Value)) == 0 {
				t.Fatalf("step %d %v: %d is not a candidate of %s", k, st, st.Value, sudoku.CellName(g.Size(), st.Cell))
			}
			if st.Value != sol.At(st.Cell) {
				t.Fatalf("step %d %v: the solution has %d there", k, st, sol.At(st.Cell))
			}
			if st.Technique == rate.NakedSingle && bits.OnesCount32(c.cand[st.Cell]) != 1 {
				t.Fatalf("step %d %v: the cell has candidates %b", k, st, c.cand[st.Cell])
			}
			c.place(st.Cell, st.Value)
			continue
		}
		if len(st.Eliminations) == 0 {
			t.Fatalf("step %d %v: no eliminations", k, st)
		}
		for _, e := range st.Eliminations {
			if c.cand[e.Cell]&(1<<uint(e.Value)) == 0 {
				t.Fatalf("step %d %v: %d is not a candidate of %s", k, st, e.Value, sudoku.CellName(g.Size(), e.Cell))
			}
			if e.Value == sol.At(e.Cell) {
				t.Fatalf("step %d %v: removes the solution's value from %s", k, st, sudoku.CellName(g.Size(), e.Cell))
			}
			c.cand[e.Cell] &^= 1 << uint(e.Value)
		}
	}
	for i, v := range c.val {
		if v != sol.At(i) {
			t.Fatalf("after the steps %s holds %d, the solution %d", sudoku.CellName(g.Size(), i), v, sol.At(i))
		}
	}
	level = rate.LevelOf(level, score, g.Len())
	if len(rt.Steps) == 0 {
		if rt.Difficulty != 0 || rt.Pearl != 0 || rt.Diamond != 0 {
			t.Fatalf("no steps, ratings ER %v, EP %v, ED %v", rt.Difficulty, rt.Pearl, rt.Diamond)
		}
	} else if rt.Diamond < 1 || rt.Diamond > rt.Pearl || rt.Pearl > rt.Difficulty || rt.Difficulty > 13 {
		t.Fatalf("ratings ER %v, EP %v, ED %v: want 1 ≤ ED ≤ EP ≤ ER ≤ 11", rt.Difficulty, rt.Pearl, rt.Diamond)
	}
	if counts != rt.Counts || score != rt.Score || level != rt.Level {
		t.Fatalf("rating %v %d %v does not match its steps: %v %d %v", rt.Level, rt.Score, rt.Counts, level, score, counts)
	}
}

// singlesSolve fills g with naked singles only (hidden singles too when
// hidden is set), by a plain loop independent of the package, and reports
// whether the board was completed.
func singlesSolve(g sudoku.Grid, hidden bool) bool {
	c := newCandidates(g)
	n, box := c.n, c.box
	// units lists the cells of every row, column and box.
	var units [][]int
	for i := range n {
		var row, col, bx []int
		for j := range n {
			row = append(row, i*n+j)
			col = append(col, j*n+i)
			bx = append(bx, (i/box*box+j/box)*n+i%box*box+j%box)
		}
		units = append(units, row, col, bx)
	}
	for {
		progress := false
		for i, m := range c.cand {
			if c.val[i] == 0 && bits.OnesCount32(m) == 1 {
				c.place(i, bits.TrailingZeros32(m))
				progress = true
			}
		}
		if hidden && !progress {
			for _, u := range units {
				for v := 1; v <= n; v++ {
					at, count := -1, 0
					for _, i := range u {
						if c.cand[i]&(1<<uint(v)) != 0 {
							at, count = i, count+1
						}
					}
					if count == 1 {
						c.place(at, v)
						progress = true
					}
				}
			}
		}
		if !progress {
			break
		}
	}
	for _, v := range c.val {
		if v == 0 {
			return false
		}
	}
	return true
}

// solvedGrid returns a random full board of box size box: a pattern
// solution with its values, rows in bands, bands, columns in stacks and
// stacks shuffled.
func solvedGrid(rng *rand.Rand, box int) sudoku.Grid {
	n := box * box
	g, _ := sudoku.New(box)
	perm := func(k int) []int { return rng.Perm(k) }
	vals := perm(n)
	rows, cols := make([]int, 0, n), make([]int, 0, n)
	for _, band := range perm(box) {
		for _, r := range perm(box) {
			rows = append(rows, band*box+r)
		}
	}
	for _, stack := range perm(box) {
		for _, c := range perm(box) {
			cols = append(cols, stack*box+c)
		}
	}
	for r := range n {
		for c := range n {
			rr, cc := rows[r], cols[c]
			g.Set(r, c, vals[(rr*box+rr/box+cc)%n]+1)
		}
	}
	return g
}

// blank empties the cells of full that rng picks with probability p.
func blank(rng *rand.Rand, full sudoku.Grid, p float64) sudoku.Grid {
	g := full
	for i := range g.Len() {
		if rng.Float64() < p {
			g.SetAt(i, 0)
		}
	}
	return g
}

type sample struct {
	name   string
	puzzle sudoku.Grid
	want   sudoku.Grid // the known solution, or the zero Grid
}

// samples returns the puzzles of testdata/solved.txt and, when ../shared
// is there, of the shared benchmark sets: the first 200 of top1465 and of
// the 17-clue set, and the labelled puzzles of tdoku_test_puzzles with
// one solution.
func samples(t *testing.T) []sample {
	out := solvedSamples(t)
	for _, name := range []string{"puzzles3_magictour_top1465", "puzzles2_17_clue"} {
		for i, line := range optionalBenchLines(t, name, 200) {
			out = append(out, sample{name: fmt.Sprintf("%s:%d", name, i+1), puzzle: parse(t, line)})
		}
	}
	for i, line := range optionalBenchLines(t, "tdoku_test_puzzles", 0) {
		f := strings.Split(line, ":")
		if len(f) < 2 || f[1] != "1" {
			continue
		}
		s := sample{name: fmt.Sprintf("tdoku_test_puzzles:%d", i+1), puzzle: parse(t, f[0])}
		if len(f) > 2 {
			s.want = parse(t, f[2])
		}
		out = append(out, s)
	}
	return out
}

func TestStepsAgreeWithSolution(t *testing.T) {
	var r rate.Rater
	ctx := context.Background()
	var levels [rate.NumLevels]int
	for i, s := range samples(t) {
		rt, err := r.Explain(ctx, s.puzzle)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		checkSolution(t, s.puzzle, rt.Solution)
		if s.want != (sudoku.Grid{}) && rt.Solution != s.want {
			t.Fatalf("%s: solution %s, want %s", s.name, rt.Solution, s.want)
		}
		replay(t, s.puzzle, rt)
		levels[rt.Level]++
		if testenv.Race && i%4 != 0 {
			continue // a quarter of the second ratings under the detector
		}
		plain, err := r.Rate(ctx, s.puzzle)
		if err != nil || plain.Level != rt.Level || plain.Score != rt.Score || plain.Counts != rt.Counts || plain.Steps != nil {
			t.Fatalf("%s: Rate gives %v %d %v, Explain %v %d", s.name, plain.Level, plain.Score, err, rt.Level, rt.Score)
		}
	}
	t.Logf("levels of the samples: %v", levels[1:])
}

// minimal returns a puzzle with a unique solution made from the full
// board by emptying cells in random order while the dancing-links solver
// still finds one solution, stopping after maxBlank empty cells.
func minimal(t testing.TB, rng *rand.Rand, full sudoku.Grid, maxBlank int) sudoku.Grid {
	t.Helper()
	s, err := sudoku.NewSolver(full.Box())
	if err != nil {
		t.Fatal(err)
	}
	g := full
	blanks := 0
	for _, i := range rng.Perm(g.Len()) {
		if blanks == maxBlank {
			break
		}
		g.SetAt(i, 0)
		if s.Solve(context.Background(), g, 2).Status != sudoku.Unique {
			g.SetAt(i, full.At(i))
			continue
		}
		blanks++
	}
	return g
}

// Puzzles with a unique solution, made from random solved boards of every
// size: each is rated, its solution is the board it came from, and its
// steps agree with it. Random blanking with no uniqueness check is also
// tried: those puzzles are either rated that way or have several
// solutions.
func TestRandomPuzzlesAllSizes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var r rate.Rater
	ctx := context.Background()
	for _, tc := range []struct {
		box      int
		n        int
		maxBlank int // for minimal puzzles: at most maxBlank+k%4*step blanks
		step     int
		blanks   float64 // for random blanking
	}{{2, 100, 16, 0, 0.7}, {3, 30, 81, 0, 0.6}, {4, 3, 130, 10, 0.3}, {5, 1, 100, 0, 0.25}} {
		t.Run(fmt.Sprintf("%dx%d", tc.box*tc.box, tc.box*tc.box), func(t *testing.T) {
			var levels [rate.NumLevels]int
			multiple := 0
			for k := range 2 * tc.n {
				full := solvedGrid(rng, tc.box)
				checkSolution(t, full, full)
				var g sudoku.Grid
				if k%2 == 0 {
					g = minimal(t, rng, full, tc.maxBlank+k/2%4*tc.step)
				} else {
					g = blank(rng, full, tc.blanks)
				}
				rt, err := r.Explain(ctx, g)
				if k%2 == 1 && errors.Is(err, rate.ErrMultipleSolutions) {
					multiple++
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", g, err)
				}
				if rt.Solution != full {
					t.Fatalf("%s: solution %s, want %s", g, rt.Solution, full)
				}
				replay(t, g, rt)
				levels[rt.Level]++
			}
			t.Logf("levels %v; %d random blankings with several solutions", levels[1:], multiple)
		})
	}
}

// Simple means naked singles alone finish the puzzle; easy means singles
// do and naked singles alone do not. Both are checked by a loop written
// here, on random and benchmark puzzles.
func TestLevelsMatchSinglesLoops(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var puzzles []sudoku.Grid
	for range 300 {
		box := 2 + rng.IntN(2)
		g := blank(rng, solvedGrid(rng, box), 0.45+0.3*rng.Float64())
		puzzles = append(puzzles, g)
	}
	for _, s := range samples(t) {
		puzzles = append(puzzles, s.puzzle)
	}
	var r rate.Rater
	var seen [rate.NumLevels]int
	for _, g := range puzzles {
		ctx, cancel := context.Background(), context.CancelFunc(func() {})
		if testenv.Race {
			// The hardest samples take the nested forcing chains, too
			// slow under the race detector; such a puzzle is extreme,
			// and the test is about simple and easy ones.
			ctx, cancel = context.WithTimeout(ctx, 2*time.Second)
		}
		rt, err := r.Rate(ctx, g)
		cancel()
		if err != nil {
			continue
		}
		seen[rt.Level]++
		naked := singlesSolve(g, false)
		singles := singlesSolve(g, true)
		if (rt.Level == rate.Simple) != naked {
			t.Errorf("%s: level %v, naked singles finish it: %v", g, rt.Level, naked)
		}
		if (rt.Level <= rate.Easy) != singles {
			t.Errorf("%s: level %v, singles finish it: %v", g, rt.Level, singles)
		}
	}
	if seen[rate.Simple] == 0 || seen[rate.Easy] == 0 {
		t.Errorf("levels seen %v: want simple and easy puzzles", seen)
	}
}

func TestNotRated(t *testing.T) {
	var r rate.Rater
	ctx := context.Background()
	conflict := "55" + dots81[2:]
	// The first row of a solution with two empty cells whose values can be
	// swapped... an almost empty board has many solutions.
	multiple := "1" + dots81[1:]
	// Row 1 needs a 9 at r1c9, which column 9 already has.
	none := "12345678." + dots81[9:72] + "........9"
	cases := []struct {
		name    string
		g       sudoku.Grid
		status  sudoku.Status
		wantErr error
	}{
		{"zero grid", sudoku.Grid{}, sudoku.Invalid, rate.ErrNoBoard},
		{"multiple", parse(t, multiple), sudoku.Multiple, rate.ErrMultipleSolutions},
		{"none", parse(t, none), sudoku.None, rate.ErrNoSolution},
		{"empty 4x4", empty(t, 2), sudoku.Multiple, rate.ErrMultipleSolutions},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rt, err := r.Explain(ctx, tc.g)
			if !errors.Is(err, tc.wantErr) || rt.Status != tc.status || rt.Level != 0 || rt.Steps != nil {
				t.Errorf("got %v, %v, level %v, want %v, %v", rt.Status, err, rt.Level, tc.status, tc.wantErr)
			}
		})
	}
	t.Run("invalid", func(t *testing.T) {
		rt, err := r.Rate(ctx, parse(t, conflict))
		var ce *sudoku.ConflictError
		if !errors.As(err, &ce) || rt.Status != sudoku.Invalid {
			t.Fatalf("got %v, %v", rt.Status, err)
		}
		if got := err.Error(); got != "r1c1 and r1c2 both hold 5" {
			t.Errorf("error %q", got)
		}
	})
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var r rate.Rater
	g := parse(t, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	if _, err := r.Rate(ctx, g); !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want context.Canceled", err)
	}
}

// TestDistribution rates the whole of puzzles3_magictour_top1465 and
// reports the level distribution and the speed; it runs only with
// -distribution:
//
//	go test ./sudoku/rate -run TestDistribution -distribution -v
func TestDistribution(t *testing.T) {
	if !*distribution {
		t.Skip("run with -distribution")
	}
	if !testenv.Full() {
		t.Skip("the distribution is of the whole set: ../shared absent")
	}
	lines := benchLines(t, "puzzles3_magictour_top1465", 0)
	puzzles := make([]sudoku.Grid, len(lines))
	for i, l := range lines {
		puzzles[i] = parse(t, l)
	}
	var r rate.Rater
	var levels [rate.NumLevels]int
	var techniques [rate.NumTechniques]int
	minScore, maxScore, sum := 1<<62, 0, 0
	start := time.Now()
	for _, g := range puzzles {
		rt, err := r.Rate(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		levels[rt.Level]++
		for k, n := range rt.Counts {
			if n > 0 {
				techniques[k]++
			}
		}
		minScore, maxScore, sum = min(minScore, rt.Score), max(maxScore, rt.Score), sum+rt.Score
	}
	el := time.Since(start)
	t.Logf("%d puzzles in %v: %.0f puzzles/s", len(puzzles), el, float64(len(puzzles))/el.Seconds())
	for l := rate.Simple; l <= rate.Extreme; l++ {
		t.Logf("%-12v %5d", l, levels[l])
	}
	t.Logf("score min %d, mean %.1f, max %d", minScore, float64(sum)/float64(len(puzzles)), maxScore)
	for _, tech := range rate.Order() {
		t.Logf("puzzles using %-13v %5d", tech, techniques[tech])
	}
}

// A wrong value added to a puzzle with one solution leaves none: the
// techniques may find a contradiction or get stuck, and the puzzle is
// reported as having no solution either way.
func TestWrongGivenHasNoSolution(t *testing.T) {
	var r rate.Rater
	ctx := context.Background()
	tried := 0
	for _, g := range builtin(t) {
		rt, err := r.Rate(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		for i := range g.Len() {
			if g.At(i) != 0 {
				continue
			}
			for v := 1; v <= g.Size(); v++ {
				bad := g
				bad.SetAt(i, v)
				if v == rt.Solution.At(i) || bad.Validate() != nil {
					continue
				}
				tried++
				got, err := r.Explain(ctx, bad)
				if !errors.Is(err, rate.ErrNoSolution) || got.Status != sudoku.None || got.Steps != nil {
					t.Fatalf("%s: %v, %v", bad, got.Status, err)
				}
				if res := sudoku.Solve(bad); res.Status != sudoku.None {
					t.Fatalf("%s: the solver says %v", bad, res.Status)
				}
			}
			break // the first empty cell of each puzzle
		}
	}
	if tried == 0 {
		t.Fatal("no puzzle tried")
	}
}
