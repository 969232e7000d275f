package render

import (
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
)

// pngScale is the resolution of PNG sheets, in pixels a millimetre
// (about 200 dpi).
const pngScale = 8.0

// WritePNG writes p (or with s.Solution its solution) to w as a PNG
// image in grey, drawn as WriteSVG draws it, with a stroke font of this
// package's own (the heading in capitals).
func WritePNG(w io.Writer, p *Puzzle, s Sheet) error {
	if err := p.check(s.Solution); err != nil {
		return err
	}
	l := layoutSheet(p, s)
	img := image.NewGray(image.Rect(0, 0, int(math.Ceil(l.w*pngScale)), int(math.Ceil(l.h*pngScale))))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	drawSheet(&pngCanvas{img: img}, p, s, l)
	return (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(w, img)
}

// pngCanvas draws on a grey image, in millimetres scaled by pngScale.
type pngCanvas struct{ img *image.Gray }

// blend paints pixel (x, y) grey g with coverage a.
func (c *pngCanvas) blend(x, y int, g uint8, a float64) {
	if !(image.Point{x, y}.In(c.img.Rect)) {
		return
	}
	old := c.img.GrayAt(x, y).Y
	v := float64(old)*(1-a) + float64(g)*a
	if v < float64(old) { // ink only darkens
		c.img.SetGray(x, y, color.Gray{Y: uint8(math.Round(v))})
	}
}

// fillRect paints the rectangle [x0,x1]x[y0,y1] (in pixels), its edge
// pixels by the part of them it covers.
func (c *pngCanvas) fillRect(x0, y0, x1, y1 float64, g uint8) {
	for py := int(math.Floor(y0)); float64(py) < y1; py++ {
		ay := math.Min(y1, float64(py+1)) - math.Max(y0, float64(py))
		for px := int(math.Floor(x0)); float64(px) < x1; px++ {
			ax := math.Min(x1, float64(px+1)) - math.Max(x0, float64(px))
			c.blend(px, py, g, ax*ay)
		}
	}
}

// line strokes a horizontal or vertical line (the only ones the sheets
// draw) with square caps.
func (c *pngCanvas) line(x0, y0, x1, y1, width float64, g uint8) {
	r := width * pngScale / 2
	x0, y0, x1, y1 = x0*pngScale, y0*pngScale, x1*pngScale, y1*pngScale
	c.fillRect(math.Min(x0, x1)-r, math.Min(y0, y1)-r, math.Max(x0, x1)+r, math.Max(y0, y1)+r, g)
}

func (c *pngCanvas) frame(x, y, side, width float64) {
	c.line(x, y, x+side, y, width, 0)
	c.line(x, y+side, x+side, y+side, width, 0)
	c.line(x, y, x, y+side, width, 0)
	c.line(x+side, y, x+side, y+side, width, 0)
}

func (c *pngCanvas) text(x, y float64, s string, f face, a anchor) {
	capPx := capHeight * f.size * pngScale
	u := capPx / 6
	w := capPx * 0.11
	if f.bold {
		w = capPx * 0.16
	}
	x *= pngScale
	switch a {
	case alignCenter:
		x -= textUnits(s) * u / 2
	case alignRight:
		x -= textUnits(s) * u
	}
	top := y*pngScale - capPx/2
	strokeText(s, x, top, u, w, func(px, py int, cov float64) { c.blend(px, py, f.grey, cov) })
}
