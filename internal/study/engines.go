package study

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// engines is what a worker needs of the boards of one size, 2D or
// D-dimensional: the full grids of Solution mode, and the searches of
// the board that load set. The trial loop (worker.trial) is the same for
// every shape; only the engines differ.
type engines interface {
	// fill draws a full grid and returns its value at each cell.
	fill(ctx context.Context, rng *rand.Rand) (func(cell int) int, error)
	// load sets the board to the givens, which clash with nothing.
	load(givens []placement)
	// count returns the board's status, counting its solutions up to two:
	// Unique, Multiple, None, or Invalid when ctx is done first.
	count(ctx context.Context) sudoku.Status
	// search solves the board with a up to the first solution; rng draws
	// the choices of the random algorithms.
	search(ctx context.Context, a Algorithm, rng *rand.Rand) outcome
}

// gridFiller is engines.fill.
type gridFiller = func(ctx context.Context, rng *rand.Rand) (func(cell int) int, error)

// plane is the engines of 2D boards: the dancing-links solver, the
// baselines of package baseline, and Hyper on its 2D shape.
type plane struct {
	box   int
	dlx   *sudoku.Solver
	bt    *baseline.Solver
	hyper *hyper.Solver       // made on first need
	gen   *generate.Generator // made on first need
	grid  sudoku.Grid
}

func newPlane(box int) *plane {
	s, err := sudoku.NewSolver(box)
	if err != nil {
		panic(err) // cannot happen: check validated the size
	}
	bs, err := baseline.NewSolver(box)
	if err != nil {
		panic(err) // cannot happen: check validated the size
	}
	return &plane{box: box, dlx: s, bt: bs}
}

func (p *plane) fill(ctx context.Context, rng *rand.Rand) (func(int) int, error) {
	if p.gen == nil {
		// Asking for N² clues makes the generator stop before removing
		// any: the full grid, drawn by the randomized dancing-links fill.
		n := p.box * p.box
		gen, err := generate.New(generate.Options{Box: p.box, Clues: n * n})
		if err != nil {
			panic(err) // cannot happen: the box size was checked
		}
		p.gen = gen
	}
	full, err := p.gen.Generate(ctx, rng)
	if err != nil {
		return nil, err
	}
	return full.Solution.At, nil
}

func (p *plane) load(givens []placement) {
	p.grid, _ = sudoku.New(p.box)
	for _, g := range givens {
		p.grid.SetAt(int(g.cell), int(g.value))
	}
}

func (p *plane) count(ctx context.Context) sudoku.Status {
	p.dlx.SetHeuristic(sudoku.MRV, nil)
	r, _ := p.solveDLX(ctx, 2)
	return r.Status
}

func (p *plane) search(ctx context.Context, a Algorithm, rng *rand.Rand) outcome {
	if a.isHyper {
		if p.hyper == nil {
			s, err := hyper.NewSolver(hyper.Shape{Dims: 2, Box: p.box})
			if err != nil {
				panic(err) // cannot happen: every 2D box size has a shape
			}
			p.hyper = s
		}
		b, _ := hyper.NewBoard(hyper.Shape{Dims: 2, Box: p.box})
		for i := range b.Len() {
			b.Set(i, p.grid.At(i))
		}
		return solveHyper(ctx, p.hyper, b)
	}
	if m, ok := a.Method(); ok {
		start := time.Now()
		r := p.bt.Solve(ctx, p.grid, m, rng)
		o := outcome{elapsed: time.Since(start), nodes: r.Nodes}
		switch r.Status {
		case baseline.Solved:
			o.found = sudoku.Unique
		case baseline.NoSolution:
			o.found = sudoku.None
		default:
			o.found = sudoku.Invalid
		}
		return o
	}
	h, _ := a.Heuristic()
	p.dlx.SetHeuristic(h, rng)
	r, elapsed := p.solveDLX(ctx, 1)
	return outcome{elapsed: elapsed, nodes: r.Nodes, found: r.Status}
}

// solveDLX counts the solutions of the board up to limit and returns the
// result and the time the solver took; when ctx is done first the
// Result's Status is Invalid and Err is set.
func (p *plane) solveDLX(ctx context.Context, limit int) (sudoku.Result, time.Duration) {
	start := time.Now()
	r := p.dlx.Solve(ctx, p.grid, limit)
	elapsed := time.Since(start)
	if r.Err != nil {
		r.Status = sudoku.Invalid
	}
	return r, elapsed
}

// space is the engines of D-dimensional boards: Hyper and the bitmask
// baselines of hyperBT.
type space struct {
	shape  hyper.Shape
	solver *hyper.Solver
	bt     *hyperBT
	gen    *hyper.Generator // made on first need
	board  *hyper.Board
}

func newSpace(s hyper.Shape, m *maker) *space {
	solver, err := hyper.NewSolver(s)
	if err != nil {
		panic(err) // cannot happen: check validated the shape
	}
	return &space{shape: s, solver: solver, bt: newHyperBT(m)}
}

func (s *space) fill(ctx context.Context, rng *rand.Rand) (func(int) int, error) {
	if s.gen == nil {
		gen, err := hyper.NewGenerator(s.shape)
		if err != nil {
			panic(err) // cannot happen: check validated the shape
		}
		s.gen = gen
	}
	full, err := s.gen.Grid(ctx, rng)
	if err != nil {
		return nil, err
	}
	return full.At, nil
}

func (s *space) load(givens []placement) {
	s.board, _ = hyper.NewBoard(s.shape)
	for _, g := range givens {
		s.board.Set(int(g.cell), int(g.value))
	}
}

func (s *space) count(ctx context.Context) sudoku.Status {
	r := s.solver.Solve(ctx, s.board, 2)
	if r.Err != nil {
		return sudoku.Invalid
	}
	return r.Status
}

func (s *space) search(ctx context.Context, a Algorithm, _ *rand.Rand) outcome {
	if m, ok := a.Method(); ok {
		return s.bt.solve(ctx, s.board, m)
	}
	return solveHyper(ctx, s.solver, s.board)
}

// solveHyper solves b with s up to the first solution. Hyper counts no
// search-tree nodes.
func solveHyper(ctx context.Context, s *hyper.Solver, b *hyper.Board) outcome {
	start := time.Now()
	r := s.Solve(ctx, b, 1)
	o := outcome{elapsed: time.Since(start), found: r.Status}
	switch {
	case r.Err != nil:
		o.found = sudoku.Invalid
	case r.Status == sudoku.Multiple:
		o.found = sudoku.Unique
	}
	return o
}
