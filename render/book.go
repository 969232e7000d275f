package render

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Puzzle is one puzzle to draw, and what is known about it.
type Puzzle struct {
	Number int // the puzzle's number in headings, from 1
	// Size is the side N of the board, 4 to 25 (a perfect square), and
	// Givens its N*N cells, row by row, 0 for an empty cell; a board of
	// three dimensions holds Layers such N*N layers one after another.
	Size   int
	Layers int // 0 or 1 for a plane board; Size for a 3D board
	// Box is the side of a box along each axis: 0 for a plane board
	// (whose boxes are sqrt(N) by sqrt(N)); for a 3D board, the cube
	// root of N, its blocks being Box cells along each of the three
	// axes.
	Box      int
	Givens   []int
	Solution []int   // the full board, or nil when it is not known
	Level    string  // such as "expert"; "" when not known
	Rating   float64 // on Sudoku Explainer's scale; 0 when not known
	Seed     uint64  // the generator's seed, when HasSeed
	HasSeed  bool
}

// Paper is a paper size.
type Paper int

// The paper sizes.
const (
	A4 Paper = iota
	Letter
)

// ParsePaper returns the paper named "a4" or "letter" (in any case).
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(s) {
	case "a4":
		return A4, nil
	case "letter":
		return Letter, nil
	}
	return 0, fmt.Errorf("paper %q: want a4 or letter", s)
}

// size returns the width and height of the paper in millimetres.
func (p Paper) size() (w, h float64) {
	if p == Letter {
		return 215.9, 279.4
	}
	return 210, 297
}

func (p Paper) fpdfName() string {
	if p == Letter {
		return "Letter"
	}
	return "A4"
}

// Options say how a book is laid out.
type Options struct {
	Paper   Paper
	PerPage int    // puzzles on a page: 1, 2, 4 or 6 (0 is 1)
	Title   string // the running head of every page; "" for none
	// Solutions appends the solutions to the book, smaller, several to
	// a page (every puzzle needs its Solution).
	Solutions bool
	// Notes draws larger cells, with room for pencil marks: at most two
	// puzzles to a page, one when they are 16x16 or larger.
	Notes bool
}

// ErrPuzzle is wrapped by the errors of a puzzle that cannot be drawn.
var ErrPuzzle = errors.New("cannot draw the puzzle")

// check reports why p cannot be drawn, or nil; solution says that the
// solution is needed.
func (p *Puzzle) check(solution bool) error {
	box := p.box()
	switch {
	case p.layers() > 1:
		if p.Box < 2 || p.Box*p.Box*p.Box != p.Size || p.Layers != p.Size || p.Size > 27 {
			return fmt.Errorf("%w %d: a 3D board of side %d, box %d and %d layers: want side 8 or 27, its box's cube, as many layers", ErrPuzzle, p.Number, p.Size, p.Box, p.Layers)
		}
	case p.Size < 4 || p.Size > 25 || box*box != p.Size:
		return fmt.Errorf("%w %d: side %d, want 4, 9, 16 or 25", ErrPuzzle, p.Number, p.Size)
	}
	cells := p.Size * p.Size * p.layers()
	if len(p.Givens) != cells {
		return fmt.Errorf("%w %d: %d cells, want %d", ErrPuzzle, p.Number, len(p.Givens), cells)
	}
	if solution && len(p.Solution) != cells {
		return fmt.Errorf("%w %d: no solution", ErrPuzzle, p.Number)
	}
	for _, v := range p.Givens {
		if v < 0 || v > p.Size {
			return fmt.Errorf("%w %d: value %d out of range", ErrPuzzle, p.Number, v)
		}
	}
	return nil
}

func (p *Puzzle) layers() int { return max(p.Layers, 1) }

// box returns the side of the boxes of a layer.
func (p *Puzzle) box() int {
	if p.Box > 0 {
		return p.Box
	}
	return int(math.Round(math.Sqrt(float64(p.Size))))
}

// Symbol returns the text of value v: "1".."9", then "A" for 10 up to
// "P" for 25, as in the text form; "" for 0.
func Symbol(v int) string {
	switch {
	case v <= 0:
		return ""
	case v <= 9:
		return strconv.Itoa(v)
	}
	return string(rune('A' + v - 10))
}

// heading returns the left and right parts of a puzzle's heading:
// "Puzzle 12", and what is known of it, "Expert · rating 5.6 · seed 7".
func (p *Puzzle) heading() (left, right string) {
	left = "Puzzle " + strconv.Itoa(p.Number)
	var parts []string
	if p.Level != "" {
		parts = append(parts, strings.ToUpper(p.Level[:1])+p.Level[1:])
	}
	if p.Rating > 0 {
		parts = append(parts, "rating "+strconv.FormatFloat(p.Rating, 'f', 1, 64))
	}
	if p.HasSeed {
		parts = append(parts, "seed "+strconv.FormatUint(p.Seed, 10))
	}
	return left, strings.Join(parts, " · ")
}
