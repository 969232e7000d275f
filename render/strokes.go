package render

import (
	"math"
	"strings"
)

// The stroke font of PNG sheets: each glyph is polylines on a grid 4
// units wide and 6 high (the cap height), y down from the top of the
// capitals. Lower case is drawn as upper case.

// pt is a point of a glyph, in font units.
type pt struct{ x, y float64 }

// glyphAdvance is the distance from one glyph to the next, in units.
const glyphAdvance = 5.5

// oval is the outline of O and 0.
var oval = []pt{{1, 0}, {3, 0}, {4, 1}, {4, 5}, {3, 6}, {1, 6}, {0, 5}, {0, 1}, {1, 0}}

// glyphs holds the polylines of every symbol the sheets write.
var glyphs = map[rune][][]pt{
	'0': {oval},
	'1': {{{1, 1}, {2, 0}, {2, 6}}, {{1, 6}, {3, 6}}},
	'2': {{{0, 1}, {1, 0}, {3, 0}, {4, 1}, {4, 2}, {0, 6}, {4, 6}}},
	'3': {{{0, 0}, {4, 0}, {2, 2.5}, {3, 2.5}, {4, 3.5}, {4, 5}, {3, 6}, {1, 6}, {0, 5}}},
	'4': {{{3, 6}, {3, 0}, {0, 4}, {4, 4}}},
	'5': {{{4, 0}, {0.3, 0}, {0, 2.7}, {3, 2.5}, {4, 3.5}, {4, 5}, {3, 6}, {0, 6}}},
	'6': {{{3.5, 0}, {2, 0}, {0, 2.5}, {0, 5}, {1, 6}, {3, 6}, {4, 5}, {4, 3.5}, {3, 2.5}, {1, 2.5}, {0, 3.5}}},
	'7': {{{0, 0}, {4, 0}, {1.5, 6}}},
	'8': {{{1, 0}, {3, 0}, {4, 1}, {4, 2}, {3, 3}, {1, 3}, {0, 2}, {0, 1}, {1, 0}}, {{1, 3}, {0, 4}, {0, 5}, {1, 6}, {3, 6}, {4, 5}, {4, 4}, {3, 3}}},
	'9': {{{0.5, 6}, {2, 6}, {4, 3.5}, {4, 1}, {3, 0}, {1, 0}, {0, 1}, {0, 2.5}, {1, 3.5}, {3, 3.5}, {4, 2.5}}},
	'A': {{{0, 6}, {2, 0}, {4, 6}}, {{0.67, 4}, {3.33, 4}}},
	'B': {{{0, 6}, {0, 0}, {3, 0}, {4, 1}, {4, 2}, {3, 3}, {0, 3}}, {{3, 3}, {4, 4}, {4, 5}, {3, 6}, {0, 6}}},
	'C': {{{4, 1}, {3, 0}, {1, 0}, {0, 1}, {0, 5}, {1, 6}, {3, 6}, {4, 5}}},
	'D': {{{0, 0}, {0, 6}, {2.5, 6}, {4, 4.5}, {4, 1.5}, {2.5, 0}, {0, 0}}},
	'E': {{{4, 0}, {0, 0}, {0, 6}, {4, 6}}, {{0, 3}, {3, 3}}},
	'F': {{{4, 0}, {0, 0}, {0, 6}}, {{0, 3}, {3, 3}}},
	'G': {{{4, 1}, {3, 0}, {1, 0}, {0, 1}, {0, 5}, {1, 6}, {3, 6}, {4, 5}, {4, 3.5}, {2.5, 3.5}}},
	'H': {{{0, 0}, {0, 6}}, {{4, 0}, {4, 6}}, {{0, 3}, {4, 3}}},
	'I': {{{2, 0}, {2, 6}}, {{1, 0}, {3, 0}}, {{1, 6}, {3, 6}}},
	'J': {{{4, 0}, {4, 5}, {3, 6}, {1, 6}, {0, 5}}},
	'K': {{{0, 0}, {0, 6}}, {{4, 0}, {0, 3.5}}, {{1.3, 2.6}, {4, 6}}},
	'L': {{{0, 0}, {0, 6}, {4, 6}}},
	'M': {{{0, 6}, {0, 0}, {2, 3}, {4, 0}, {4, 6}}},
	'N': {{{0, 6}, {0, 0}, {4, 6}, {4, 0}}},
	'O': {oval},
	'P': {{{0, 6}, {0, 0}, {3, 0}, {4, 1}, {4, 2}, {3, 3}, {0, 3}}},
	'Q': {oval, {{2.5, 4.5}, {4, 6}}},
	'R': {{{0, 6}, {0, 0}, {3, 0}, {4, 1}, {4, 2}, {3, 3}, {0, 3}}, {{2, 3}, {4, 6}}},
	'S': {{{4, 1}, {3, 0}, {1, 0}, {0, 1}, {0, 2}, {1, 3}, {3, 3}, {4, 4}, {4, 5}, {3, 6}, {1, 6}, {0, 5}}},
	'T': {{{0, 0}, {4, 0}}, {{2, 0}, {2, 6}}},
	'U': {{{0, 0}, {0, 5}, {1, 6}, {3, 6}, {4, 5}, {4, 0}}},
	'V': {{{0, 0}, {2, 6}, {4, 0}}},
	'W': {{{0, 0}, {1, 6}, {2, 2.5}, {3, 6}, {4, 0}}},
	'X': {{{0, 0}, {4, 6}}, {{4, 0}, {0, 6}}},
	'Y': {{{0, 0}, {2, 3}, {4, 0}}, {{2, 3}, {2, 6}}},
	'Z': {{{0, 0}, {4, 0}, {0, 6}, {4, 6}}},
	'.': {{{2, 5.8}, {2, 5.8}}},
	'·': {{{2, 3}, {2, 3}}},
	'-': {{{1, 3}, {3, 3}}},
}

// textUnits returns the width of s in font units.
func textUnits(s string) float64 {
	n := len([]rune(s))
	if n == 0 {
		return 0
	}
	return float64(n)*glyphAdvance - (glyphAdvance - 4)
}

// strokeText draws s with its top left at (x, y), u pixels a unit, the
// strokes w pixels wide, with plot(px, py, coverage).
func strokeText(s string, x, y, u, w float64, plot func(px, py int, a float64)) {
	for _, r := range strings.ToUpper(s) {
		g := glyphs[r]
		if g != nil {
			strokeGlyph(g, x, y, u, w, plot)
		}
		x += glyphAdvance * u
	}
}

// strokeGlyph draws one glyph: each pixel near a stroke is covered by the
// part of it within w/2 of the stroke's centre line, to a pixel's width.
func strokeGlyph(g [][]pt, x, y, u, w float64, plot func(px, py int, a float64)) {
	r := w / 2
	x0, y0 := int(math.Floor(x-r-1)), int(math.Floor(y-r-1))
	x1, y1 := int(math.Ceil(x+4*u+r+1)), int(math.Ceil(y+6*u+r+1))
	for py := y0; py <= y1; py++ {
		for px := x0; px <= x1; px++ {
			cx, cy := float64(px)+0.5, float64(py)+0.5
			d := math.Inf(1)
			for _, line := range g {
				for k := 0; k+1 < len(line); k++ {
					a := pt{x + line[k].x*u, y + line[k].y*u}
					b := pt{x + line[k+1].x*u, y + line[k+1].y*u}
					d = math.Min(d, segmentDist(cx, cy, a, b))
				}
			}
			if cov := clamp(r-d+0.5, 0, 1); cov > 0 {
				plot(px, py, cov)
			}
		}
	}
}

// segmentDist returns the distance from (x, y) to the segment ab.
func segmentDist(x, y float64, a, b pt) float64 {
	dx, dy := b.x-a.x, b.y-a.y
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = clamp(((x-a.x)*dx+(y-a.y)*dy)/l, 0, 1)
	}
	return math.Hypot(x-a.x-t*dx, y-a.y-t*dy)
}
