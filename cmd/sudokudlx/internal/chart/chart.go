// Package chart draws the tables of package study as line charts, in PNG
// or SVG, with gonum.org/v1/plot. It lives under the
// command so that the plotting library stays out of the core packages.
//
// A chart has one row of three panels per board size: the success rate
// and the timeout rate (percent of the trials) and the median time of the
// successful searches (milliseconds, on a log scale), each against the
// number of locked cells K, with one line per algorithm. The legend has a
// column of its own at the right, so that it hides no line.
package chart

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/sudokudlx/sudokudlx/internal/study"
)

// Format is an image format: PNG or SVG.
type Format int

const (
	PNG Format = iota
	SVG
)

// String returns "png" or "svg", the usual file extension.
func (f Format) String() string {
	if f == SVG {
		return "svg"
	}
	return "png"
}

// Geometry of a chart.
const (
	panelW = 4 * vg.Inch   // one panel's width
	panelH = 3.6 * vg.Inch // one row's height
	titleH = 0.4 * vg.Inch // the title above the rows
	// legendW is the width of the legend's column, right of the panels:
	// room for the longest algorithm name and its sample line.
	legendW = 1.3 * vg.Inch
	// LineWidth is the width of the algorithms' lines, wider than the
	// axes and grid so that a reader of the SVG can tell them apart.
	LineWidth = vg.Length(2)
)

// DPI is the resolution of the PNG charts.
const DPI = 96

// Size returns the width and height in pixels of a PNG chart of rows
// board sizes.
func Size(rows int) (w, h int) {
	wl, hl := dims(rows)
	return int(wl.Dots(DPI) + 0.5), int(hl.Dots(DPI) + 0.5)
}

func dims(rows int) (w, h vg.Length) {
	return 3*panelW + legendW, titleH + vg.Length(rows)*panelH
}

// Palette colours the algorithms in the order of the table's
// Config.Algorithms: the eight colours of Okabe and Ito, chosen to stay
// distinct for readers with a colour-vision deficiency, the pale yellow
// last. The i-th algorithm also has the dash pattern i mod 3 and the
// glyph (i + i/8) mod 4, so that neighbours in the list differ in more
// than colour and two algorithms of one colour differ in glyph as well.
var Palette = []color.RGBA{
	{0x00, 0x72, 0xb2, 0xff}, // blue
	{0xe6, 0x9f, 0x00, 0xff}, // orange
	{0x00, 0x9e, 0x73, 0xff}, // bluish green
	{0xd5, 0x5e, 0x00, 0xff}, // vermillion
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0x00, 0x00, 0x00, 0xff}, // black
	{0xf0, 0xe4, 0x42, 0xff}, // yellow
}

var dashes = [][]vg.Length{nil, {vg.Points(6), vg.Points(3)}, {vg.Points(2), vg.Points(2)}}

// style returns the line and glyph styles of the i-th algorithm.
func style(i int) (draw.LineStyle, draw.GlyphStyle) {
	col := Palette[i%len(Palette)]
	return draw.LineStyle{Color: col, Width: LineWidth, Dashes: dashes[i%len(dashes)]},
		draw.GlyphStyle{Color: col, Shape: glyph(i), Radius: vg.Points(2.5)}
}

// sample is the legend's picture of the i-th algorithm: its line with its
// glyph in the middle.
type sample int

func (s sample) Thumbnail(c *draw.Canvas) {
	ls, gs := style(int(s))
	y := c.Center().Y
	c.StrokeLine2(ls, c.Min.X, y, c.Max.X, y)
	c.DrawGlyph(gs, vg.Point{X: c.Center().X, Y: y})
}

// Write draws the chart of the board sizes of t (all of them when sizes
// is empty) in the format f to w. It fails on a size that t does not hold
// and on a write error.
func Write(w io.Writer, t *study.Table, sizes []int, f Format) error {
	if len(sizes) == 0 {
		sizes = t.Config.Sizes
	}
	rows := make([][]*plot.Plot, len(sizes))
	for i, n := range sizes {
		ps, err := panels(t, n)
		if err != nil {
			return err
		}
		rows[i] = ps
	}
	wl, hl := dims(len(sizes))
	var c vg.CanvasWriterTo
	switch f {
	case SVG:
		c = vgsvg.New(wl, hl)
	default:
		c = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(wl, hl), vgimg.UseDPI(DPI), vgimg.UseBackgroundColor(color.White))}
	}
	dc := draw.New(c)
	title := plot.New().Title.TextStyle
	title.Font.Size = vg.Points(13)
	title.XAlign = draw.XCenter
	title.YAlign = draw.YTop
	dc.FillText(title, vg.Point{X: wl / 2, Y: hl - vg.Points(6)}, heading(&t.Config))
	body := draw.Crop(dc, 0, -legendW, 0, -titleH)
	drawLegend(draw.Crop(dc, wl-legendW, 0, 0, -titleH), t)
	tiles := draw.Tiles{
		Rows: len(sizes), Cols: 3,
		PadX: vg.Points(14), PadY: vg.Points(14),
		PadTop: vg.Points(4), PadBottom: vg.Points(4), PadLeft: vg.Points(6), PadRight: vg.Points(10),
	}
	for i := range rows {
		for j, p := range rows[i] {
			p.Draw(tiles.At(body, j, i))
		}
	}
	_, err := c.WriteTo(w)
	return err
}

// panels returns the three panels of board size n.
func panels(t *study.Table, n int) ([]*plot.Plot, error) {
	byAlg := make([][]study.Row, len(t.Config.Algorithms))
	found := false
	for _, r := range t.Rows {
		if r.Size != n {
			continue
		}
		found = true
		for i, a := range t.Config.Algorithms {
			if r.Algorithm == a {
				byAlg[i] = append(byAlg[i], r)
			}
		}
	}
	if !found {
		return nil, fmt.Errorf("chart: no %s rows in the table", t.Config.SizeName(n))
	}
	name := t.Config.SizeName(n)
	success := newPanel(name+": success rate", "success (% of trials)")
	timeout := newPanel(name+": timeout rate", "timeouts (% of trials)")
	// No y label on the log panel: gonum centres it on the arithmetic
	// middle of the axis, near its top on a log scale, and shrinks the
	// panel to make room; the title gives the unit.
	median := newPanel(name+": median time of the successes (ms, log scale)", "")
	for _, p := range []*plot.Plot{success, timeout} {
		p.Y.Min, p.Y.Max = 0, 100
	}
	median.Y.Scale = plot.LogScale{}
	median.Y.Tick.Marker = decades{}
	lo, hi := 0.0, 0.0
	kmin, kmax := math.Inf(1), math.Inf(-1)
	for _, r := range t.Rows {
		if r.Size == n {
			kmin, kmax = min(kmin, float64(r.Clues)), max(kmax, float64(r.Clues))
		}
	}
	for i, rows := range byAlg {
		a := t.Config.Algorithms[i]
		var s, o, m plotter.XYs
		for _, r := range rows {
			k := float64(r.Clues)
			s = append(s, plotter.XY{X: k, Y: r.Rate(r.Solved)})
			o = append(o, plotter.XY{X: k, Y: r.Rate(r.Timeouts)})
			if r.Solved > 0 {
				ms := float64(r.MedianTime) / float64(time.Millisecond)
				// A median under a nanosecond would break the log scale.
				ms = max(ms, 1e-6)
				m = append(m, plotter.XY{X: k, Y: ms})
				if lo == 0 || ms < lo {
					lo = ms
				}
				hi = max(hi, ms)
			}
		}
		for _, pl := range []struct {
			p   *plot.Plot
			xys plotter.XYs
		}{{success, s}, {timeout, o}, {median, m}} {
			if err := addLine(pl.p, pl.xys, i, a.String()); err != nil {
				return nil, err
			}
		}
	}
	// Every panel spans the same K, even where a line has no point.
	for _, p := range []*plot.Plot{success, timeout, median} {
		p.X.Min, p.X.Max = kmin, kmax
	}
	if hi == 0 {
		lo, hi = 1e-3, 1
	}
	// Whole decades, so that the log ticks have labels.
	median.Y.Min, median.Y.Max = decadeBelow(lo), decadeAbove(hi)
	return []*plot.Plot{success, timeout, median}, nil
}

// heading is the chart's title: the experiment without the algorithms,
// which the legend names.
func heading(c *study.Config) string {
	s := fmt.Sprintf("Search on boards with K locked cells: mode %v, %d trials", c.Mode, c.Trials)
	if c.Timeout > 0 {
		s += fmt.Sprintf(", timeout %v", c.Timeout)
	}
	return s + fmt.Sprintf(", seed %d", c.Seed)
}

func newPanel(title, ylabel string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "locked cells K"
	p.Y.Label.Text = ylabel
	p.Add(plotter.NewGrid())
	return p
}

// addLine adds the line of the i-th algorithm to p. A line without
// points adds nothing.
func addLine(p *plot.Plot, xys plotter.XYs, i int, name string) error {
	if len(xys) == 0 {
		return nil
	}
	l, s, err := plotter.NewLinePoints(xys)
	if err != nil {
		return fmt.Errorf("chart: %s: %w", name, err)
	}
	l.LineStyle, s.GlyphStyle = style(i)
	p.Add(l, s)
	return nil
}

// drawLegend names every algorithm of t, with its sample, at the top of
// c, which is the column right of the panels.
func drawLegend(c draw.Canvas, t *study.Table) {
	l := plot.NewLegend()
	l.Top, l.Left = true, true
	l.TextStyle.Font.Size = vg.Points(10)
	l.ThumbnailWidth = vg.Points(28)
	l.Padding = vg.Points(3)
	l.YOffs = -vg.Points(28) // level with the top of the panels' plotting areas
	for i, a := range t.Config.Algorithms {
		l.Add(a.String(), sample(i))
	}
	l.Draw(c)
}

func glyph(i int) draw.GlyphDrawer {
	switch (i + i/len(Palette)) % 4 {
	case 1:
		return draw.SquareGlyph{}
	case 2:
		return draw.TriangleGlyph{}
	case 3:
		return draw.CrossGlyph{}
	}
	return draw.CircleGlyph{}
}

// decadeBelow and decadeAbove return the powers of ten around x, exact
// (math.Pow of an integer exponent), so that the log ticks, which go from
// decade to decade, end on the axis ends.
func decadeBelow(x float64) float64 { return math.Pow(10, math.Floor(math.Log10(x))) }

func decadeAbove(x float64) float64 { return math.Pow(10, math.Ceil(math.Log10(x))) }

// decades marks a log axis: a labelled tick at each power of ten and
// unlabelled ones at 2..9 times it, none outside [min, max]. (gonum's
// LogTicks can put a tick a decade beyond max by rounding, which shrinks
// the panel to make room for its label.)
type decades struct{}

func (decades) Ticks(min, max float64) []plot.Tick {
	var ticks []plot.Tick
	for e := math.Floor(math.Log10(min)); e <= math.Ceil(math.Log10(max)); e++ {
		d := math.Pow(10, e)
		for i := 1; i < 10; i++ {
			v := d * float64(i)
			if v < min*(1-1e-9) || v > max*(1+1e-9) {
				continue
			}
			t := plot.Tick{Value: v}
			if i == 1 {
				t.Label = strconv.FormatFloat(d, 'g', -1, 64)
			}
			ticks = append(ticks, t)
		}
	}
	return ticks
}
