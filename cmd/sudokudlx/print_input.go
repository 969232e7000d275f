// The inputs of print: puzzles in every layout the reader knows, and the
// JSON Lines of gen, rate and batch, whose level, rating, seed and
// solution travel with each puzzle.

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/sudokudlx/sudokudlx/internal/record"
	"github.com/sudokudlx/sudokudlx/render"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// printEntry is one puzzle read by print: its drawing, without its number
// yet, and where it came from.
type printEntry struct {
	source sudoku.Position
	puzzle render.Puzzle
}

// printReader gathers the puzzles of print's inputs and reports on
// stderr each one it cannot read.
type printReader struct {
	stderr  io.Writer
	entries []printEntry
	failed  int // puzzles and inputs that could not be read
}

// maxJSONLine bounds a line of JSON input: the largest board with its
// solution and fields.
const maxJSONLine = 1 << 20

// fail reports err on stderr and counts it.
func (pr *printReader) fail(err error) {
	pr.failed++
	fmt.Fprintf(pr.stderr, "%s: %v\n", progName, err)
}

// readAll reads every input in order; it stops early when ctx is done.
func (pr *printReader) readAll(ctx context.Context, ins []input, stdin io.Reader) {
	for _, in := range ins {
		if ctx.Err() != nil {
			return
		}
		if in.err != nil {
			pr.fail(in.err)
			continue
		}
		r, closer, err := openInput(ctx, in, stdin)
		if err != nil {
			pr.fail(err)
			continue
		}
		br := bufio.NewReaderSize(r, 64<<10)
		if firstByte(br) == '{' {
			pr.readJSON(ctx, br, in.name)
		} else {
			readInput(ctx, br, in, hyper.Shape{}, pr.add)
		}
		if closer != nil {
			closer()
		}
	}
}

// firstByte returns the first byte of br that is not white space, without
// reading it; 0 when there is none in the first 64 kB.
func firstByte(br *bufio.Reader) byte {
	for n := 1; n <= br.Size(); n++ {
		b, err := br.Peek(n)
		if len(b) == n && !strings.ContainsRune(" \t\r\n", rune(b[n-1])) {
			return b[n-1]
		}
		if err != nil {
			return 0
		}
	}
	return 0
}

// add takes one item of the usual reader; it always goes on.
func (pr *printReader) add(it item) bool {
	switch {
	case it.argErr != nil:
		if isWarning(it.argErr) {
			fmt.Fprintf(pr.stderr, "%s: %v\n", progName, it.argErr)
		} else {
			pr.fail(it.argErr)
		}
	case it.parseErr != nil:
		pr.fail(it.parseErr)
	case it.boardErr != nil:
		pr.fail(it.boardErr)
	case it.board != nil:
		pos := sudoku.Position{File: it.board.File, Line: it.board.Line}
		p, err := boardPuzzle(it.board.Board)
		if err != nil {
			pr.fail(fmt.Errorf("%v: %w", pos, err))
			return true
		}
		pr.entries = append(pr.entries, printEntry{source: pos, puzzle: p})
	default:
		pr.entries = append(pr.entries, printEntry{source: it.puzzle.Source, puzzle: gridPuzzle(&it.puzzle.Grid)})
	}
	return true
}

// gridPuzzle returns the drawing of a 2D grid.
func gridPuzzle(g *sudoku.Grid) render.Puzzle {
	p := render.Puzzle{Size: g.Size(), Givens: make([]int, g.Len())}
	for i := range p.Givens {
		p.Givens[i] = g.At(i)
	}
	return p
}

// boardPuzzle returns the drawing of a D-dimensional board: a 2D one as
// a grid, a 3D one as its layers.
func boardPuzzle(b *hyper.Board) (render.Puzzle, error) {
	s := b.Shape()
	if s.Dims > 3 {
		return render.Puzzle{}, fmt.Errorf("a %v cannot be printed: boards of 2 and 3 dimensions only", s)
	}
	p := render.Puzzle{Size: b.Side(), Givens: make([]int, b.Len())}
	if s.Dims == 3 {
		p.Layers, p.Box = b.Side(), s.Box
	}
	for i := range p.Givens {
		p.Givens[i] = b.At(i)
	}
	return p, nil
}

// readJSON reads JSON Lines from r, one record a line; blank lines are
// skipped.
func (pr *printReader) readJSON(ctx context.Context, r io.Reader, name string) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxJSONLine)
	line := 0
	for sc.Scan() {
		line++
		if ctx.Err() != nil {
			return
		}
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		pos := sudoku.Position{File: name, Line: line}
		p, err := summaryPuzzle(text)
		if err != nil {
			pr.fail(fmt.Errorf("%v: %w", pos, err))
			continue
		}
		pr.entries = append(pr.entries, printEntry{source: pos, puzzle: p})
	}
	if err := sc.Err(); err != nil {
		pr.fail(fmt.Errorf("%s:%d: %w", name, line+1, err))
	}
}

// summaryPuzzle returns the drawing of a json record's puzzle, with its
// solution, level, rating and seed when the record has them.
func summaryPuzzle(line []byte) (render.Puzzle, error) {
	s, err := record.ParseJSON(line)
	if err != nil {
		return render.Puzzle{}, err
	}
	p := gridPuzzle(&s.Puzzle.Grid)
	if b := s.Puzzle.Hyper; b != nil {
		if p, err = boardPuzzle(b); err != nil {
			return render.Puzzle{}, fmt.Errorf("puzzle: %w", err)
		}
		if s.Solution.Hyper != nil {
			sol, _ := boardPuzzle(s.Solution.Hyper) // of the puzzle's shape
			p.Solution = sol.Givens
		}
	} else if s.Solution.Grid.Len() > 0 {
		p.Solution = gridPuzzle(&s.Solution.Grid).Givens
	}
	p.Level, p.Rating, p.Seed, p.HasSeed = s.Level, s.Rating, s.Seed, s.HasSeed
	return p, nil
}
