package hyper

import (
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
)

// TestAgrees2D solves the 2D puzzles of ../../puzzles through this package
// and through package sudoku: the statuses and unique solutions agree.
func TestAgrees2D(t *testing.T) {
	files := []string{"4x4.txt", "easy.txt", "hard.txt", "16x16.txt", "sudoku1.txt", "bad.txt"}
	solvers := map[int]*Solver{}
	n := 0
	for _, name := range files {
		f, err := os.Open("../../puzzles/" + name)
		if err != nil {
			t.Fatal(err)
		}
		for p, err := range puzzleio.NewReader(f, name).All() {
			if err != nil {
				continue // bad.txt holds unreadable puzzles on purpose
			}
			g := p.Grid
			ref, err := sudoku.NewSolver(g.Box())
			if err != nil {
				t.Fatal(err)
			}
			want := ref.Solve(context.Background(), g, 2)
			hp, err := NewReader(strings.NewReader(g.String()), name, Shape{Dims: 2}).Read()
			if err != nil {
				t.Fatalf("%v: %v", p.Source, err)
			}
			s := solvers[g.Box()]
			if s == nil {
				if s, err = NewSolver(hp.Board.Shape()); err != nil {
					t.Fatal(err)
				}
				solvers[g.Box()] = s
			}
			got := s.Solve(context.Background(), hp.Board, 2)
			err = stopErr(got)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != want.Status {
				t.Errorf("%v: status %v, sudoku says %v", p.Source, got.Status, want.Status)
				continue
			}
			if want.Status == sudoku.Unique {
				checkBoard(t, got.Solution, true)
				if got.Solution.String() != want.Solution.String() {
					t.Errorf("%v: solution %v, sudoku says %v", p.Source, got.Solution, want.Solution)
				}
			}
			n++
		}
		f.Close()
	}
	if n < 50 {
		t.Errorf("only %d puzzles compared", n)
	}
}

// dlxCount counts the solutions of b up to limit with dancing links.
func dlxCount(t *testing.T, b *Board, limit int64) int64 {
	g := b.geo
	p := dlx.NewProblem(g.numItems(), 0)
	for _, o := range g.optionItems() {
		if _, err := p.AddOption(o...); err != nil {
			t.Fatal(err)
		}
	}
	s := dlx.NewSolver(p, dlx.Options{})
	for i, v := range b.cells {
		if v != 0 {
			if err := s.Force(g.option(i, int(v))); err != nil {
				return 0
			}
		}
	}
	n, err := s.Count(context.Background(), limit)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestCountsAgree counts the solutions of small 3D puzzles with the
// CDCL solver (each solution ruled out in turn) and with dancing links.
func TestCountsAgree(t *testing.T) {
	const limit = 12
	s, err := NewSolver(Shape{3, 2})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for seed := range 24 {
		rng := rand.New(rand.NewPCG(uint64(seed), 2))
		b := formulaGrid(s.geo, rng)
		keep := 0.30 + 0.02*float64(seed%10)
		for i := range b.cells {
			if rng.Float64() >= keep {
				b.cells[i] = 0
			}
		}
		if seed%6 == 5 { // a clash of two givens in the x line
			i := rng.IntN(len(b.cells) / 8)
			b.cells[i*8] = 3
			b.cells[i*8+1] = 3
		}
		res := s.Solve(context.Background(), b, limit)
		err := stopErr(res)
		if err != nil {
			t.Fatal(err)
		}
		if res.Status == sudoku.Invalid {
			if res.Err == nil {
				t.Errorf("seed %d: invalid without an error", seed)
			}
			continue
		}
		want := dlxCount(t, b, limit)
		if int64(res.Solutions) != want {
			t.Errorf("seed %d: xcsat counts %d, dlx %d", seed, res.Solutions, want)
		}
		if res.Solution != nil {
			checkBoard(t, res.Solution, true)
		}
		seen[res.Solutions] = true
		// Limit 2 goes another way: a chain swap may give the second.
		res2 := s.Solve(context.Background(), b, 2)
		err = stopErr(res2)
		if err != nil || int64(res2.Solutions) != min(want, 2) {
			t.Errorf("seed %d: with limit 2, %d solutions (%v), dlx %d", seed, res2.Solutions, err, want)
		}
		if res2.Solution != nil {
			checkBoard(t, res2.Solution, true)
		}
	}
	if len(seen) < 3 {
		t.Errorf("counts seen %v: the puzzles do not vary enough", seen)
	}
}

func TestGenerateMinimal(t *testing.T) {
	gen, err := NewGenerator(Shape{3, 2})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := NewSolver(Shape{3, 2})
	ctx := context.Background()
	for seed := range 2 {
		rng := rand.New(rand.NewPCG(uint64(seed), 3))
		p, sol, err := gen.Generate(ctx, rng, 0)
		if err != nil {
			t.Fatal(err)
		}
		checkBoard(t, sol, true)
		res := s.Solve(ctx, p, 2)
		err = stopErr(res)
		if err != nil || res.Status != sudoku.Unique || !res.Solution.Equal(sol) {
			t.Fatalf("seed %d: %v %v, want unique with the generator's solution", seed, res.Status, err)
		}
		if dlxCount(t, p, 2) != 1 {
			t.Fatalf("seed %d: dlx finds more than one solution", seed)
		}
		// Minimal: without any one clue there is another solution.
		for i, v := range p.cells {
			if v == 0 {
				continue
			}
			q := p.Clone()
			q.cells[i] = 0
			res := s.Solve(ctx, q, 2)
			err := stopErr(res)
			if err != nil || res.Status != sudoku.Multiple {
				t.Fatalf("seed %d: without the clue at %s: %v %v", seed, p.CellName(i), res.Status, err)
			}
		}
		// The same seed makes the same puzzle.
		p2, _, _ := gen.Generate(ctx, rand.New(rand.NewPCG(uint64(seed), 3)), 0)
		if !p2.Equal(p) {
			t.Errorf("seed %d: not reproducible", seed)
		}
	}
}

// TestEmptyBoard counts two solutions of the empty 3D b=2 board: the
// second comes from the first by a chain swap, where a search for it
// would not end.
func TestEmptyBoard(t *testing.T) {
	s, _ := NewSolver(Shape{3, 2})
	b, _ := NewBoard(Shape{3, 2})
	res := s.Solve(context.Background(), b, 2)
	err := stopErr(res)
	if err != nil || res.Status != sudoku.Multiple {
		t.Fatalf("%v %v, want multiple", res.Status, err)
	}
	checkBoard(t, res.Solution, true)
}

func TestGenerateClues(t *testing.T) {
	gen, err := NewGenerator(Shape{3, 3})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, _, err := gen.Generate(ctx, rand.New(rand.NewPCG(1, 1)), 0); err != ErrNeedClues {
		t.Errorf("minimal 3D b=3: %v, want ErrNeedClues", err)
	}
	p, sol, err := gen.Generate(ctx, rand.New(rand.NewPCG(1, 1)), 9000)
	if err != nil {
		t.Fatal(err)
	}
	checkBoard(t, sol, true)
	if p.Givens() != 9000 {
		t.Errorf("%d clues, want 9000", p.Givens())
	}
	s, err := NewSolver(Shape{3, 3})
	if err != nil {
		t.Fatal(err)
	}
	res := s.Solve(ctx, p, 2)
	err = stopErr(res)
	if err != nil || res.Status != sudoku.Unique || !res.Solution.Equal(sol) {
		t.Errorf("%v %v: want unique", res.Status, err)
	}
}

// stopErr returns the error of a search that stopped early or failed, nil
// for an answer (an Invalid board's conflict included).
func stopErr(r Result) error {
	if r.Status == sudoku.Invalid {
		return nil
	}
	return r.Err
}
