package render

import (
	"context"
	"errors"
	"io"
	"strconv"

	"codeberg.org/go-pdf/fpdf"
)

// ptPerMM converts millimetres to points, the unit of font sizes.
const ptPerMM = 72 / 25.4

// Page geometry, in millimetres.
const (
	marginX   = 16.0
	headY     = 12.0 // the middle of the running head
	topY      = 20.0 // the top of the slots
	footY     = 10.0 // the page number's middle, from the bottom
	bottomGap = 17.0 // the bottom of the slots, from the bottom
)

// WritePDF writes the book of ps to w: the puzzles, opt.PerPage to a
// page, and with opt.Solutions their solutions at the back. The whole
// document is built in memory (about 4 kB a 9x9 puzzle with its
// solution), then written; ctx cancels the building between pages.
func WritePDF(ctx context.Context, w io.Writer, ps []Puzzle, opt Options) error {
	if len(ps) == 0 {
		return errors.New("no puzzles to print")
	}
	for i := range ps {
		if err := ps[i].check(opt.Solutions); err != nil {
			return err
		}
	}
	f := fpdf.New("P", "mm", opt.Paper.fpdfName(), "")
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	f.SetCompression(true)
	f.SetCatalogSort(true) // the fonts in a fixed order: the same bytes every time
	f.SetLineCapStyle("square")
	if opt.Title != "" {
		f.SetTitle(opt.Title, true)
	}
	c := &pdfCanvas{f: f, tr: f.UnicodeTranslatorFromDescriptor(""), lw: -1, draw: -1, fill: -1}
	pages := bookPages(ps, &opt)
	for i := range pages {
		if err := ctx.Err(); err != nil {
			return err
		}
		f.AddPage()
		c.size, c.bold, c.lw, c.draw, c.fill = 0, false, -1, -1, -1 // a new page: set them again
		drawPage(c, ps, &pages[i], i+1, &opt)
	}
	if err := f.Error(); err != nil {
		return err
	}
	return f.Output(w)
}

// drawPage draws page number n of a book: its running head, its puzzles
// or solutions in their slots, and its number.
func drawPage(c canvas, ps []Puzzle, pg *page, n int, opt *Options) {
	pw, ph := opt.Paper.size()
	head := opt.Title
	if pg.solutions {
		head = "Solutions"
		if opt.Title != "" {
			head = opt.Title + " · Solutions"
		}
	}
	if head != "" {
		c.text(pw/2, headY, head, face{size: 3.6, grey: 64}, alignCenter)
		c.line(marginX, headY+3.5, pw-marginX, headY+3.5, 0.15, 128)
	}
	c.text(pw/2, ph-footY, strconv.Itoa(n), face{size: 3.6, grey: 64}, alignCenter)
	sw := (pw - 2*marginX) / float64(pg.cols)
	sh := (ph - topY - bottomGap) / float64(pg.rows)
	for k, i := range pg.items {
		sx := marginX + float64(k%pg.cols)*sw
		sy := topY + float64(k/pg.cols)*sh
		if pg.solutions {
			drawSlot(c, &ps[i], sx, sy, sw, sh, true, solutionStyle)
		} else if opt.Notes {
			drawSlot(c, &ps[i], sx, sy, sw, sh, false, notesStyle)
		} else {
			drawSlot(c, &ps[i], sx, sy, sw, sh, false, puzzleStyle)
		}
	}
}

// drawSlot draws p (or its solution) centred in the slot at (x, y) of
// w by h, under its heading.
func drawSlot(c canvas, p *Puzzle, x, y, w, h float64, solution bool, st gridStyle) {
	padX, padY, headH := 5.0, 4.0, 8.0
	left, right := p.heading()
	hf, rf := face{size: 4.2, bold: true}, face{size: 3.1, grey: 64}
	if solution {
		padX, padY, headH = 3.5, 2.5, 5.5
		hf, rf, right = face{size: 3, bold: true}, face{size: 2.4, grey: 64}, ""
	}
	cell := fitCell(p, w-2*padX, h-2*padY-headH)
	bw, bh := extent(p, cell)
	bx := x + (w-bw)/2
	by := y + padY + headH + (h-2*padY-headH-bh)/2
	if p.layers() > 1 {
		by += 0.4 * cell // room for the layers' labels
	}
	hy := by - headH/2
	if p.layers() > 1 {
		hy -= 0.8 * cell
	}
	c.text(bx, hy, left, hf, alignLeft)
	if right != "" {
		c.text(bx+bw, hy, right, rf, alignRight)
	}
	cells := p.Givens
	if solution {
		cells = p.Solution
	}
	drawBoard(c, p, bx, by, cell, cells, st)
}

// pdfCanvas draws on an fpdf document, setting the line width, colours
// and font only when they change.
type pdfCanvas struct {
	f          *fpdf.Fpdf
	tr         func(string) string // UTF-8 to the core fonts' encoding
	lw         float64
	draw, fill int
	size       float64
	bold       bool
}

func (c *pdfCanvas) line(x0, y0, x1, y1, width float64, grey uint8) {
	c.setLine(width, grey)
	c.f.Line(x0, y0, x1, y1)
}

func (c *pdfCanvas) frame(x, y, side, width float64) {
	c.setLine(width, 0)
	c.f.Rect(x, y, side, side, "D")
}

func (c *pdfCanvas) setLine(width float64, grey uint8) {
	if width != c.lw {
		c.f.SetLineWidth(width)
		c.lw = width
	}
	if int(grey) != c.draw {
		c.f.SetDrawColor(int(grey), int(grey), int(grey))
		c.draw = int(grey)
	}
}

func (c *pdfCanvas) text(x, y float64, s string, fc face, a anchor) {
	if fc.size != c.size || fc.bold != c.bold {
		style := ""
		if fc.bold {
			style = "B"
		}
		c.f.SetFont("Helvetica", style, fc.size*ptPerMM)
		c.size, c.bold = fc.size, fc.bold
	}
	if int(fc.grey) != c.fill {
		c.f.SetTextColor(int(fc.grey), int(fc.grey), int(fc.grey))
		c.fill = int(fc.grey)
	}
	s = c.tr(s)
	switch a {
	case alignCenter:
		x -= c.f.GetStringWidth(s) / 2
	case alignRight:
		x -= c.f.GetStringWidth(s)
	}
	c.f.Text(x, y+capHeight*fc.size/2, s)
}
