package record

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

// Summary is what a json record of gen, rate or batch says of its
// puzzle, read back by ParseJSON.
type Summary struct {
	Puzzle   Board
	Solution Board   // the zero Board when the record has none
	Level    string  // "" when the record has none
	Rating   float64 // 0 when the record has none
	Seed     uint64  // when HasSeed
	HasSeed  bool
}

// jsonSummary holds the fields of a json record that a Summary keeps.
type jsonSummary struct {
	Puzzle   string   `json:"puzzle"`
	Status   string   `json:"status"`
	Solution string   `json:"solution"`
	Seed     *uint64  `json:"seed"`
	Level    string   `json:"level"`
	Rating   *float64 `json:"rating"`
	Error    string   `json:"error"`
	Dims     int      `json:"dims"`
	Box      int      `json:"box"`
}

// ParseJSON reads one json record: its puzzle, a 2D board or, when the
// record has dims, a board of that shape, with its solution, level,
// rating and seed when it has them. Other fields are ignored. It fails
// when the record has no puzzle or the status error (with the record's
// error, if it has one), when a board cannot be read, and when the solution is not a full
// board that keeps the puzzle's givens.
func ParseJSON(line []byte) (Summary, error) {
	var rec jsonSummary
	if err := json.Unmarshal(line, &rec); err != nil {
		return Summary{}, fmt.Errorf("not a JSON record: %v", err)
	}
	if rec.Status == Error.String() && rec.Error != "" {
		// Its puzzle, if any, is the text that could not be read.
		return Summary{}, errors.New(rec.Error)
	}
	if rec.Puzzle == "" {
		if rec.Error != "" {
			return Summary{}, errors.New(rec.Error)
		}
		return Summary{}, errors.New(`no "puzzle" in the record`)
	}
	s := Summary{Level: rec.Level}
	var err error
	if s.Puzzle, err = rec.board(rec.Puzzle); err != nil {
		return Summary{}, fmt.Errorf("puzzle: %w", err)
	}
	if rec.Seed != nil {
		s.Seed, s.HasSeed = *rec.Seed, true
	}
	if rec.Rating != nil {
		s.Rating = *rec.Rating
	}
	if rec.Solution != "" {
		if s.Solution, err = rec.board(rec.Solution); err != nil {
			return Summary{}, fmt.Errorf("solution: %w", err)
		}
		if err := s.Puzzle.matches(&s.Solution); err != nil {
			return Summary{}, err
		}
	}
	return s, nil
}

// board reads a board of the record: a 2D line, or with dims a board of
// that shape.
func (rec *jsonSummary) board(s string) (Board, error) {
	if rec.Dims == 0 || rec.Dims == 2 && sudoku.BoxForSize(rec.Box*rec.Box) != 0 {
		g, err := sudoku.ParseString(s)
		if err != nil {
			var pe *sudoku.ParseError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return Board{}, err
		}
		return Board{Grid: g}, nil
	}
	rd := hyper.NewReader(strings.NewReader(s), "", hyper.Shape{Dims: rec.Dims, Box: rec.Box})
	for b, err := range rd.All() {
		if err != nil {
			return Board{}, err
		}
		return Board{Hyper: b.Board}, nil
	}
	return Board{}, errors.New("empty board")
}

// cells returns the number of cells of b and the value of each.
func (b *Board) cells() (int, func(int) int) {
	if b.Hyper != nil {
		return b.Hyper.Len(), b.Hyper.At
	}
	return b.Grid.Len(), b.Grid.At
}

// matches reports whether sol is a full board that keeps the givens of
// b.
func (b *Board) matches(sol *Board) error {
	n, given := b.cells()
	m, at := sol.cells()
	if m != n {
		return errors.New("the solution has another size than the puzzle")
	}
	for i := range m {
		v := at(i)
		if v == 0 {
			return fmt.Errorf("the solution has an empty cell (cell %d)", i+1)
		}
		if g := given(i); g != 0 && g != v {
			return fmt.Errorf("the solution does not keep the puzzle's given %c (cell %d)", sudoku.Symbol(g), i+1)
		}
	}
	return nil
}
