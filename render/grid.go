package render

import "math"

// anchor says where a text's x is: at its left end, middle or right end.
type anchor int

const (
	alignLeft anchor = iota
	alignCenter
	alignRight
)

// face is the look of a text: its em size in millimetres (user units),
// its weight, its grey (0 black, 255 white).
type face struct {
	size float64
	bold bool
	grey uint8
}

// capHeight is the height of Helvetica's capitals and figures, in ems.
const capHeight = 0.718

// canvas is what the formats draw on, in millimetres (the user units of
// SVG, pixels scaled for PNG), y down.
type canvas interface {
	// line strokes a line of the given width, with square caps.
	line(x0, y0, x1, y1, width float64, grey uint8)
	// text writes s with its capitals centred vertically on y.
	text(x, y float64, s string, f face, a anchor)
}

// layerGap is the space between the layers of a 3D board, in cells.
const layerGap = 1.5

// layerGrid returns how the layers of p are laid out: in cols columns
// and rows rows, as near a square as they come.
func layerGrid(p *Puzzle) (cols, rows int) {
	n := p.layers()
	cols = int(math.Ceil(math.Sqrt(float64(n))))
	if n <= 4 {
		cols = n // side by side
	}
	return cols, (n + cols - 1) / cols
}

// extent returns the width and height of p's board at the given cell
// size.
func extent(p *Puzzle, cell float64) (w, h float64) {
	cols, rows := layerGrid(p)
	side := float64(p.Size) * cell
	gap := layerGap * cell
	return float64(cols)*side + float64(cols-1)*gap, float64(rows)*side + float64(rows-1)*gap
}

// fitCell returns the largest cell size at which p's board fits in w by h.
func fitCell(p *Puzzle, w, h float64) float64 {
	bw, bh := extent(p, 1)
	return math.Min(w/bw, h/bh)
}

// gridStyle is how a board's cells are written.
type gridStyle struct {
	digit  float64 // cap height of the values, as a fraction of the cell
	filled uint8   // grey of the values that are not givens
}

var (
	puzzleStyle   = gridStyle{digit: 0.56}
	notesStyle    = gridStyle{digit: 0.46}
	solutionStyle = gridStyle{digit: 0.56, filled: 96}
)

// lineWidths returns the widths of cell lines, box lines and the border
// for cells of the given size, in millimetres.
func lineWidths(cell float64) (thin, thick, border float64) {
	thin = clamp(cell*0.02, 0.08, 0.25)
	thick = clamp(cell*0.07, 0.3, 0.8)
	return thin, thick, thick * 1.25
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// drawBoard draws p's board with its top left corner at (x, y): the
// values of cells, those that are also givens in black, the others in the
// style's grey.
func drawBoard(c canvas, p *Puzzle, x, y, cell float64, cells []int, st gridStyle) {
	n := p.Size
	cols, _ := layerGrid(p)
	side := float64(n) * cell
	gap := layerGap * cell
	for l := range p.layers() {
		lx := x + float64(l%cols)*(side+gap)
		ly := y + float64(l/cols)*(side+gap)
		if p.layers() > 1 {
			c.text(lx, ly-0.5*cell, "Layer "+Symbol(l+1), face{size: math.Min(0.45*cell, 4), grey: 64}, alignLeft)
		}
		off := l * n * n
		drawLayer(c, p, lx, ly, cell, cells[off:off+n*n], p.Givens[off:off+n*n], st)
	}
}

// drawLayer draws one N*N layer: values, then cell lines, then box lines
// and the border on top.
func drawLayer(c canvas, p *Puzzle, x, y, cell float64, cells, givens []int, st gridStyle) {
	n, box := p.Size, p.box()
	em := st.digit * cell / capHeight
	for i, v := range cells {
		if v == 0 {
			continue
		}
		f := face{size: em}
		if givens[i] == 0 {
			f.grey = st.filled
		}
		cx := x + (float64(i%n)+0.5)*cell
		cy := y + (float64(i/n)+0.5)*cell
		c.text(cx, cy, Symbol(v), f, alignCenter)
	}
	thin, thick, border := lineWidths(cell)
	side := float64(n) * cell
	for k := 1; k < n; k++ {
		if k%box == 0 {
			continue
		}
		d := float64(k) * cell
		c.line(x+d, y, x+d, y+side, thin, 80)
		c.line(x, y+d, x+side, y+d, thin, 80)
	}
	for k := box; k < n; k += box {
		d := float64(k) * cell
		c.line(x+d, y, x+d, y+side, thick, 0)
		c.line(x, y+d, x+side, y+d, thick, 0)
	}
	c.line(x, y, x+side, y, border, 0)
	c.line(x, y+side, x+side, y+side, border, 0)
	c.line(x, y, x, y+side, border, 0)
	c.line(x+side, y, x+side, y+side, border, 0)
}
