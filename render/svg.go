package render

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strconv"
)

// WriteSVG writes p (or with s.Solution its solution) to w as an SVG
// document in millimetres: its heading, its board, each value a text
// element of class "given" (or "value", for a solution's other cells)
// centred on its cell, each layer's border a rect of class "board".
func WriteSVG(w io.Writer, p *Puzzle, s Sheet) error {
	if err := p.check(s.Solution); err != nil {
		return err
	}
	l := layoutSheet(p, s)
	bw := bufio.NewWriter(w)
	c := &svgCanvas{w: bw}
	fmt.Fprintf(bw, `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="%smm" height="%smm" viewBox="0 0 %s %s">
<rect width="100%%" height="100%%" fill="#fff"/>
<g font-family="Helvetica, Arial, sans-serif" stroke-linecap="square">
`, num(l.w), num(l.h), num(l.w), num(l.h))
	drawSheet(c, p, s, l)
	bw.WriteString("</g>\n</svg>\n")
	return bw.Flush()
}

// num formats a coordinate with at most three decimals.
func num(v float64) string { return strconv.FormatFloat(math.Round(v*1000)/1000, 'f', -1, 64) }

// svgCanvas writes SVG elements.
type svgCanvas struct{ w *bufio.Writer }

// grey returns the colour of grey g.
func grey(g uint8) string { return fmt.Sprintf("#%02x%02x%02x", g, g, g) }

func (c *svgCanvas) line(x0, y0, x1, y1, width float64, g uint8) {
	fmt.Fprintf(c.w, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"/>`+"\n",
		num(x0), num(y0), num(x1), num(y1), grey(g), num(width))
}

func (c *svgCanvas) frame(x, y, side, width float64) {
	fmt.Fprintf(c.w, `<rect class="board" x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#000" stroke-width="%s"/>`+"\n",
		num(x), num(y), num(side), num(side), num(width))
}

func (c *svgCanvas) text(x, y float64, s string, f face, a anchor) {
	fmt.Fprintf(c.w, `<text x="%s" y="%s" font-size="%s"`, num(x), num(y+capHeight*f.size/2), num(f.size))
	if f.role != "" {
		fmt.Fprintf(c.w, ` class="%s"`, f.role)
	}
	if f.bold {
		c.w.WriteString(` font-weight="bold"`)
	}
	if f.grey != 0 {
		fmt.Fprintf(c.w, ` fill="%s"`, grey(f.grey))
	}
	switch a {
	case alignCenter:
		c.w.WriteString(` text-anchor="middle"`)
	case alignRight:
		c.w.WriteString(` text-anchor="end"`)
	}
	c.w.WriteByte('>')
	xml.EscapeText(c.w, []byte(s))
	c.w.WriteString("</text>\n")
}
