// The inputs of print: puzzles in every layout the reader knows, and the
// JSON Lines of gen, rate and batch, whose level, rating, seed and
// solution travel with each puzzle.

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

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

// printRecord holds the fields of a record of gen, rate or batch that
// print uses.
type printRecord struct {
	Puzzle   string   `json:"puzzle"`
	Solution string   `json:"solution"`
	Seed     *uint64  `json:"seed"`
	Level    string   `json:"level"`
	Rating   *float64 `json:"rating"`
	Error    string   `json:"error"`
	Dims     int      `json:"dims"`
	Box      int      `json:"box"`
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
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		pos := sudoku.Position{File: name, Line: line}
		var rec printRecord
		if err := json.Unmarshal([]byte(text), &rec); err != nil {
			pr.fail(fmt.Errorf("%v: not a JSON record: %v", pos, err))
			continue
		}
		p, err := rec.puzzle()
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

// puzzle returns the drawing of the record's puzzle, with its solution,
// level, rating and seed when the record has them.
func (rec *printRecord) puzzle() (render.Puzzle, error) {
	if rec.Puzzle == "" {
		if rec.Error != "" {
			return render.Puzzle{}, errors.New(rec.Error)
		}
		return render.Puzzle{}, errors.New(`no "puzzle" in the record`)
	}
	givens, err := rec.cells(rec.Puzzle)
	if err != nil {
		return render.Puzzle{}, fmt.Errorf("puzzle: %w", err)
	}
	p := givens
	p.Level = rec.Level
	if rec.Seed != nil {
		p.Seed, p.HasSeed = *rec.Seed, true
	}
	if rec.Rating != nil {
		p.Rating = *rec.Rating
	}
	if rec.Solution != "" {
		sol, err := rec.cells(rec.Solution)
		if err != nil {
			return render.Puzzle{}, fmt.Errorf("solution: %w", err)
		}
		if err := matchSolution(&p, sol.Givens); err != nil {
			return render.Puzzle{}, err
		}
		p.Solution = sol.Givens
	}
	return p, nil
}

// cells reads a board of the record: a 2D line, or with dims a board of
// that shape.
func (rec *printRecord) cells(s string) (render.Puzzle, error) {
	if rec.Dims == 0 || rec.Dims == 2 && sudoku.BoxForSize(rec.Box*rec.Box) != 0 {
		g, err := sudoku.ParseString(s)
		if err != nil {
			var pe *sudoku.ParseError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return render.Puzzle{}, err
		}
		return gridPuzzle(&g), nil
	}
	rd := hyper.NewReader(strings.NewReader(s), "", hyper.Shape{Dims: rec.Dims, Box: rec.Box})
	for b, err := range rd.All() {
		if err != nil {
			return render.Puzzle{}, err
		}
		return boardPuzzle(b.Board)
	}
	return render.Puzzle{}, errors.New("empty board")
}

// matchSolution reports whether sol is a full board that keeps the
// givens of p.
func matchSolution(p *render.Puzzle, sol []int) error {
	if len(sol) != len(p.Givens) {
		return errors.New("the solution has another size than the puzzle")
	}
	for i, v := range sol {
		if v == 0 {
			return fmt.Errorf("the solution has an empty cell (cell %d)", i+1)
		}
		if g := p.Givens[i]; g != 0 && g != v {
			return fmt.Errorf("the solution does not keep the puzzle's given %s (cell %d)", render.Symbol(g), i+1)
		}
	}
	return nil
}
