package rate

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/internal/units"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// TestSinglesAway checks the shortcut of Ceiling.Admits against the full
// logical solve: a puzzle that the techniques up to a level solve, less
// clues that are then naked singles, is still solved by them; and
// singlesAway refuses anything that is not such a removal. The puzzles are
// those of testdata/puzzles.txt with clues of their solution added.
func TestSinglesAway(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "puzzles.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rng := rand.New(rand.NewPCG(9, 9))
	var r Rater
	checked := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		g, err := sudoku.ParseString(sc.Text())
		if err != nil {
			t.Fatal(err)
		}
		rt, err := r.Rate(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		for range 20 {
			p := g
			for range 4 + rng.IntN(20) {
				c := rng.IntN(p.Len())
				p.SetAt(c, rt.Solution.At(c))
			}
			lvl, ok := r.solvesUpTo(&p, Guess-1)
			if !ok {
				continue // still needs a guess
			}
			last := lastTechnique(lvl)
			if r.singlesAway(&p, &p) {
				t.Fatalf("%s: nothing removed, yet accepted", p)
			}
			for c := range p.Len() {
				if p.At(c) == 0 {
					continue
				}
				q := p
				q.SetAt(c, 0)
				if !r.singlesAway(&p, &q) {
					continue
				}
				checked++
				if _, ok := r.solvesUpTo(&q, last); !ok {
					t.Fatalf("%s less r%dc%d: a naked single, yet not solved up to %v", p, c/9+1, c%9+1, lvl)
				}
				if r.singlesAway(&q, &p) {
					t.Fatalf("%s: a clue added, yet accepted", p)
				}
				w := q
				w.SetAt((c+1)%p.Len(), 0)
				w.SetAt(c, p.At(c)%9+1)
				if r.singlesAway(&p, &w) {
					t.Fatalf("%s: a clue changed, yet accepted", w)
				}
			}
		}
	}
	if checked < 500 {
		t.Errorf("only %d removals checked", checked)
	}
}

// TestSinglesCheck checks what the generator's shortcut for singles rests on for
// Ceiling.Admits: singles, as the removal propagates them, solve a puzzle
// exactly when the rater's techniques up to the hidden single do, and the
// level is then easy at most, as the generator assumes. The puzzles are those of
// testdata/puzzles.txt with more and more clues of their solution added,
// so that every level down to simple is met.
func TestSinglesCheck(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "puzzles.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rng := rand.New(rand.NewPCG(5, 6))
	var r Rater
	c := newSinglesCheck(3)
	var seen [2]int // puzzles not solved, solved by singles
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		g, err := sudoku.ParseString(sc.Text())
		if err != nil {
			t.Fatal(err)
		}
		rt, err := r.Rate(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		for range 30 {
			p := g
			for range rng.IntN(40) {
				i := rng.IntN(p.Len())
				p.SetAt(i, rt.Solution.At(i))
			}
			lvl, want := r.solvesUpTo(&p, HiddenSingle)
			got := c.solves(&p)
			if got != want || got && lvl > Easy {
				t.Fatalf("%s: singles solve it: %v; the rater up to hidden singles: %v (%v)", p, got, want, lvl)
			}
			seen[b2i(got)]++
		}
	}
	if seen[0] < 50 || seen[1] < 50 {
		t.Errorf("%d puzzles not solved by singles, %d solved: want both", seen[0], seen[1])
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// singlesCheck decides whether naked and hidden singles alone solve a
// puzzle, with the propagation of internal/units that the generator's
// removal uses, for TestSinglesCheck.
type singlesCheck struct {
	t      *units.Table
	s      units.Singles
	st     []uint32
	placed []uint32
}

func newSinglesCheck(box int) *singlesCheck {
	t := units.For(box)
	s := units.NewSingles(t)
	return &singlesCheck{t: t, s: s, st: make([]uint32, s.Width()), placed: make([]uint32, 3*t.N)}
}

// solves reports whether naked and hidden singles solve p, whose givens
// must be those of a solution (no two alike in a unit), as the generator's
// are. It costs O(N²) per round of hidden singles.
func (c *singlesCheck) solves(p *sudoku.Grid) bool {
	n := c.t.N
	cells := p.Cells()
	clear(c.placed)
	for i, v := range cells {
		if v != 0 {
			r, col, b := c.t.UnitsOf(i)
			bit := uint32(1) << (v - 1)
			c.placed[r] |= bit
			c.placed[col] |= bit
			c.placed[b] |= bit
		}
	}
	c.s.Start(c.st, cells, c.placed)
	if ok, _ := c.s.Propagate(c.st, nil); !ok {
		return false
	}
	for _, m := range c.st[:n*n] {
		if m != 0 {
			return false
		}
	}
	return true
}
