package render

import "fmt"

// Sheet says how WriteSVG and WritePNG draw one puzzle.
type Sheet struct {
	Solution bool // draw the solution (the puzzle needs one), givens in black
	Notes    bool // larger cells, with room for pencil marks
}

// Sheet geometry, in millimetres.
const (
	sheetBoard  = 120.0 // the width of a plane board
	sheetMargin = 6.0
	sheetHead   = 10.0
)

// sheetLayout is where a sheet puts its board: the sheet's width and
// height, the board's top left corner and its cell size.
type sheetLayout struct {
	w, h, x, y, cell float64
}

// layoutSheet returns the layout of p's sheet.
func layoutSheet(p *Puzzle, s Sheet) sheetLayout {
	board := sheetBoard
	if s.Notes {
		board *= 1.4
	}
	cell := board / float64(p.Size)
	bw, bh := extent(p, cell)
	l := sheetLayout{w: bw + 2*sheetMargin, h: bh + 2*sheetMargin + sheetHead, x: sheetMargin, y: sheetMargin + sheetHead, cell: cell}
	if p.layers() > 1 {
		l.h += 0.8 * cell
		l.y += 0.8 * cell
	}
	return l
}

// drawSheet draws p's sheet on c.
func drawSheet(c canvas, p *Puzzle, s Sheet, l sheetLayout) {
	left, right := p.heading()
	if s.Solution {
		left, right = "Solution "+fmt.Sprint(p.Number), ""
	}
	bw, _ := extent(p, l.cell)
	hy := sheetMargin + sheetHead/2 - 1
	c.text(l.x, hy, left, face{size: 5, bold: true}, alignLeft)
	if right != "" {
		c.text(l.x+bw, hy, right, face{size: 3.6, grey: 64}, alignRight)
	}
	cells, st := p.Givens, puzzleStyle
	switch {
	case s.Solution:
		cells, st = p.Solution, solutionStyle
	case s.Notes:
		st = notesStyle
	}
	drawBoard(c, p, l.x, l.y, l.cell, cells, st)
}
