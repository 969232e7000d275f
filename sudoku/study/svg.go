package study

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
)

// Geometry of the chart, in SVG user units (pixels).
const (
	svgPanelW = 450 // width of one panel
	svgPanelH = 300 // height of one panel
	svgHead   = 56  // title and legend above the panels
	svgLeft   = 64  // room for the y labels, inside a panel
	svgRight  = 16
	svgTop    = 28 // room for the panel's title
	svgBottom = 44 // room for the x labels and the axis name
)

// palette colours the heuristics, in Config.Heuristics order, and dashes
// tell them apart where their lines overlap.
var (
	palette = []string{"#1f77b4", "#d62728", "#2ca02c", "#9467bd"}
	dashes  = []string{"none", "8 4", "2 3", "8 3 2 3"}
)

// WriteSVG writes the table as a line chart in SVG, a plain XML file that
// any browser shows: for each board size a row of two panels, the success
// rate (percent) and the mean time of the successful searches (on a log
// scale), against the number of givens K, with one polyline per heuristic
// in each panel (points where no search succeeded are left out of the time
// line).
func (t *Table) WriteSVG(w io.Writer) error {
	c := &t.Config
	width := 2 * svgPanelW
	height := svgHead + len(c.Sizes)*svgPanelH
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n",
		width, height, width, height)
	title := "Search on boards with K givens: " + c.String()
	fmt.Fprintf(&b, "<title>%s</title>\n", esc(title))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="%d" y="20" text-anchor="middle" font-size="14">%s</text>`+"\n", width/2, esc(title))
	// The legend.
	x := 20
	for hi, h := range c.Heuristics {
		col := palette[hi%len(palette)]
		fmt.Fprintf(&b, `<line x1="%d" y1="40" x2="%d" y2="40" stroke="%s" stroke-width="2" stroke-dasharray="%s"/>`, x, x+24, col, dashes[hi%len(dashes)])
		fmt.Fprintf(&b, `<text x="%d" y="44">%s</text>`+"\n", x+30, esc(h.String()))
		x += 40 + 8*len(h.String()) + 20
	}
	for si, n := range c.Sizes {
		rows := t.sizeRows(n)
		y := svgHead + si*svgPanelH
		t.successPanel(&b, 0, y, n, rows)
		t.timePanel(&b, svgPanelW, y, n, rows)
	}
	b.WriteString("</svg>\n")
	_, err := w.Write(b.Bytes())
	return err
}

// sizeRows returns the rows of board size n, by heuristic: rows[h] in K
// order.
func (t *Table) sizeRows(n int) [][]Row {
	rows := make([][]Row, len(t.Config.Heuristics))
	for _, r := range t.Rows {
		if r.Size != n {
			continue
		}
		for hi, h := range t.Config.Heuristics {
			if r.Heuristic == h {
				rows[hi] = append(rows[hi], r)
				break
			}
		}
	}
	return rows
}

// panel is the frame of one panel: its plot area and scales.
type panel struct {
	x0, x1, y0, y1 float64 // plot area: x0 left, y0 bottom (y1 < y0)
	kmin, kmax     float64
	vmin, vmax     float64 // the values at y0 and y1
	log            bool    // the values are on a log10 scale
}

func newPanel(px, py int, rows [][]Row) panel {
	p := panel{
		x0: float64(px + svgLeft), x1: float64(px + svgPanelW - svgRight),
		y0: float64(py + svgPanelH - svgBottom), y1: float64(py + svgTop),
		kmin: math.Inf(1), kmax: math.Inf(-1),
	}
	for _, hr := range rows {
		for _, r := range hr {
			p.kmin = math.Min(p.kmin, float64(r.Clues))
			p.kmax = math.Max(p.kmax, float64(r.Clues))
		}
	}
	if math.IsInf(p.kmin, 0) {
		p.kmin, p.kmax = 0, 1
	}
	if p.kmin == p.kmax {
		p.kmin, p.kmax = p.kmin-1, p.kmax+1
	}
	return p
}

func (p *panel) px(k float64) float64 { return p.x0 + (k-p.kmin)/(p.kmax-p.kmin)*(p.x1-p.x0) }

func (p *panel) py(v float64) float64 {
	if p.log {
		v = math.Log10(v)
	}
	return p.y0 - (v-p.vmin)/(p.vmax-p.vmin)*(p.y0-p.y1)
}

// frame draws the panel's axes, its x ticks at the rows' K, its title and
// the x axis's name, and opens its group; the caller closes it.
func (p *panel) frame(b *bytes.Buffer, id, title string, rows [][]Row) {
	fmt.Fprintf(b, `<g class="panel" id="%s">`+"\n", esc(id))
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`+"\n", (p.x0+p.x1)/2, p.y1-10, esc(title))
	fmt.Fprintf(b, `<path d="M%.1f %.1fV%.1fH%.1f" fill="none" stroke="black"/>`+"\n", p.x0, p.y1, p.y0, p.x1)
	seen := map[int]bool{}
	for _, hr := range rows {
		for _, r := range hr {
			if seen[r.Clues] {
				continue
			}
			seen[r.Clues] = true
			x := p.px(float64(r.Clues))
			fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/>`, x, p.y0, x, p.y0+4)
			fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">%d</text>`+"\n", x, p.y0+16, r.Clues)
		}
	}
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">givens K</text>`+"\n", (p.x0+p.x1)/2, p.y0+34)
}

// yTick draws a horizontal grid line and its label at value v.
func (p *panel) yTick(b *bytes.Buffer, v float64, label string) {
	y := p.py(v)
	fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#ddd"/>`, p.x0, y, p.x1, y)
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="end">%s</text>`+"\n", p.x0-6, y+4, esc(label))
}

// series draws one heuristic's polyline through the points (k, v) for
// which ok says there is a value, with a dot at each point.
func (p *panel) series(b *bytes.Buffer, hi int, name string, rows []Row, value func(*Row) (float64, bool)) {
	col, dash := palette[hi%len(palette)], dashes[hi%len(dashes)]
	var pts bytes.Buffer
	var dots bytes.Buffer
	for i := range rows {
		v, ok := value(&rows[i])
		if !ok {
			continue
		}
		x, y := p.px(float64(rows[i].Clues)), p.py(v)
		if pts.Len() > 0 {
			pts.WriteByte(' ')
		}
		fmt.Fprintf(&pts, "%.1f,%.1f", x, y)
		fmt.Fprintf(&dots, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`, x, y, col)
	}
	fmt.Fprintf(b, `<polyline class="series" data-heuristic="%s" points="%s" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="%s"/>`+"\n",
		esc(name), pts.String(), col, dash)
	if dots.Len() > 0 {
		b.Write(dots.Bytes())
		b.WriteByte('\n')
	}
}

func (t *Table) successPanel(b *bytes.Buffer, px, py, n int, rows [][]Row) {
	p := newPanel(px, py, rows)
	p.vmin, p.vmax = 0, 100
	p.frame(b, fmt.Sprintf("success-%d", n), fmt.Sprintf("%dx%d: success rate (%%)", n, n), rows)
	for v := 0; v <= 100; v += 25 {
		p.yTick(b, float64(v), fmt.Sprint(v))
	}
	for hi, h := range t.Config.Heuristics {
		p.series(b, hi, h.String(), rows[hi], func(r *Row) (float64, bool) {
			return r.Rate(r.Solved), true
		})
	}
	b.WriteString("</g>\n")
}

func (t *Table) timePanel(b *bytes.Buffer, px, py, n int, rows [][]Row) {
	p := newPanel(px, py, rows)
	p.log = true
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, hr := range rows {
		for _, r := range hr {
			if r.Solved > 0 && r.MeanTime > 0 {
				v := math.Log10(float64(r.MeanTime))
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	if math.IsInf(lo, 0) {
		lo, hi = 3, 6 // 1µs to 1ms, for an empty panel
	}
	p.vmin, p.vmax = math.Floor(lo), math.Ceil(hi)
	if p.vmin == p.vmax {
		p.vmax++
	}
	p.frame(b, fmt.Sprintf("time-%d", n), fmt.Sprintf("%dx%d: mean time to a solution", n, n), rows)
	for e := p.vmin; e <= p.vmax; e++ {
		p.yTick(b, math.Pow(10, e), decade(int(e)))
	}
	for hi, h := range t.Config.Heuristics {
		p.series(b, hi, h.String(), rows[hi], func(r *Row) (float64, bool) {
			return float64(r.MeanTime), r.Solved > 0 && r.MeanTime > 0
		})
	}
	b.WriteString("</g>\n")
}

// decade names the time 10^e nanoseconds: "1ns", "10µs", "100ms", "1s".
func decade(e int) string {
	units := []string{"ns", "µs", "ms", "s"}
	u := min(max(e, 0)/3, len(units)-1)
	return fmt.Sprintf("%.0f%s", math.Pow(10, float64(e-3*u)), units[u])
}

// esc escapes s for XML text and attribute values.
func esc(s string) string {
	var b bytes.Buffer
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}
