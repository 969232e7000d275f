// Package chart draws the tables of package study as line charts, in PNG
// (the seed's form) or SVG, with gonum.org/v1/plot. It lives under the
// command so that the plotting library stays out of the core packages.
//
// A chart has one row of three panels per board size: the success rate
// and the timeout rate (percent of the trials) and the median time of the
// successful searches (milliseconds, on a log scale), each against the
// number of locked cells K, with one line per algorithm.
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

	"github.com/sudokudlx/sudokudlx/sudoku/study"
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
	return 3 * panelW, titleH + vg.Length(rows)*panelH
}

// Palette colours the algorithms in the order of the table's
// Config.Algorithms (the tab10 colours); a dash pattern and a glyph shape
// tell apart lines of the same colour when there are more than ten.
var Palette = []color.RGBA{
	{0x1f, 0x77, 0xb4, 0xff}, {0xff, 0x7f, 0x0e, 0xff}, {0x2c, 0xa0, 0x2c, 0xff},
	{0xd6, 0x27, 0x28, 0xff}, {0x94, 0x67, 0xbd, 0xff}, {0x8c, 0x56, 0x4b, 0xff},
	{0xe3, 0x77, 0xc2, 0xff}, {0x7f, 0x7f, 0x7f, 0xff}, {0xbc, 0xbd, 0x22, 0xff},
	{0x17, 0xbe, 0xcf, 0xff},
}

var dashes = [][]vg.Length{nil, {vg.Points(6), vg.Points(3)}, {vg.Points(2), vg.Points(2)}}

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
	body := draw.Crop(dc, 0, 0, 0, -titleH)
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
		if err := addLine(success, s, i, a.String(), true); err != nil {
			return nil, err
		}
		if err := addLine(timeout, o, i, a.String(), false); err != nil {
			return nil, err
		}
		if err := addLine(median, m, i, a.String(), false); err != nil {
			return nil, err
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

// addLine adds the line of the i-th algorithm to p, with a legend entry
// when legend is set. A line without points adds nothing but the entry.
func addLine(p *plot.Plot, xys plotter.XYs, i int, name string, legend bool) error {
	col := Palette[i%len(Palette)]
	var thumb plot.Thumbnailer
	if len(xys) > 0 {
		l, s, err := plotter.NewLinePoints(xys)
		if err != nil {
			return fmt.Errorf("chart: %s: %w", name, err)
		}
		l.Color, l.Width, l.Dashes = col, LineWidth, dashes[i/len(Palette)%len(dashes)]
		s.Color, s.Shape, s.Radius = col, glyph(i), vg.Points(2.5)
		p.Add(l, s)
		thumb = l
	}
	if legend && thumb != nil {
		// Top right: success rates fall as K grows, so that corner of
		// the success panel is empty.
		p.Legend.Add(name, thumb)
		p.Legend.Top = true
		p.Legend.TextStyle.Font.Size = vg.Points(9)
		p.Legend.XOffs = -vg.Points(4)
	}
	return nil
}

func glyph(i int) draw.GlyphDrawer {
	switch i % 4 {
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
