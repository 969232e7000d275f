package chart_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/chart"
	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/internal/study"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

func table(t *testing.T, sizes ...int) *study.Table {
	t.Helper()
	tab, err := study.Run(context.Background(), study.Config{
		Sizes: sizes,
		Algorithms: []study.Algorithm{study.Engine(sudoku.MRV), study.Baseline(baseline.MinCandidates),
			study.Baseline(baseline.AC3), study.Baseline(baseline.FirstEmpty)},
		Clues:   []int{0, 2, 4, 6, 8},
		Trials:  10,
		Timeout: time.Minute,
		Seed:    1,
	})
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

func TestPNG(t *testing.T) {
	tab := table(t, 4)
	var b bytes.Buffer
	if err := chart.Write(&b, tab, nil, chart.PNG); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	w, h := chart.Size(1)
	if got := img.Bounds().Size(); got.X != w || got.Y != h {
		t.Errorf("size %v, want %dx%d", got, w, h)
	}
	// Every algorithm's colour is drawn.
	seen := map[[3]uint32]int{}
	for y := range h {
		for x := range w {
			r, g, b, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, b >> 8}]++
		}
	}
	for i, a := range tab.Config.Algorithms {
		c := chart.Palette[i]
		if n := seen[[3]uint32{uint32(c.R), uint32(c.G), uint32(c.B)}]; n < 100 {
			t.Errorf("%v: %d pixels of its colour", a, n)
		}
	}
}

// svgLines returns the lines of each colour in an SVG chart, as the x of
// their first points: the paths stroked with the algorithms' line width.
func svgLines(t *testing.T, r io.Reader) (lines map[string][]float64, width, height string) {
	t.Helper()
	lines = map[string][]float64{}
	dec := xml.NewDecoder(r)
	// vgsvg writes widths with 5 significant digits.
	wantWidth := "stroke-width:" + strconv.FormatFloat(chart.LineWidth.Points(), 'g', 5, 64)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return lines, width, height
		}
		if err != nil {
			t.Fatalf("not well-formed: %v", err)
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		var x float64
		for _, a := range el.Attr {
			if el.Name.Local == "path" && a.Name.Local == "d" {
				first, _, _ := strings.Cut(strings.TrimPrefix(a.Value, "M"), ",")
				x, _ = strconv.ParseFloat(first, 64)
			}
		}
		for _, a := range el.Attr {
			switch {
			case el.Name.Local == "svg" && a.Name.Local == "width":
				width = a.Value
			case el.Name.Local == "svg" && a.Name.Local == "height":
				height = a.Value
			case el.Name.Local == "path" && a.Name.Local == "style":
				fields := strings.Split(a.Value, ";")
				if !slices.Contains(fields, wantWidth) {
					continue
				}
				for _, f := range fields {
					if c, ok := strings.CutPrefix(f, "stroke:"); ok {
						lines[c] = append(lines[c], x)
					}
				}
			}
		}
	}
}

func TestSVG(t *testing.T) {
	tab := table(t, 4, 9)
	var b bytes.Buffer
	if err := chart.Write(&b, tab, nil, chart.SVG); err != nil {
		t.Fatal(err)
	}
	lines, w, h := svgLines(t, &b)
	if w != "957.6pt" || h != "547.2pt" {
		t.Errorf("size %s x %s", w, h)
	}
	// Per size a line in each of the three panels, which span the first
	// 864pt; once in the legend, right of them, where it hides no line.
	const panels = 864
	for i, a := range tab.Config.Algorithms {
		c := chart.Palette[i]
		key := fmt.Sprintf("#%02X%02X%02X", c.R, c.G, c.B)
		inPanels, inLegend := 0, 0
		for _, x := range lines[key] {
			if x < panels {
				inPanels++
			} else {
				inLegend++
			}
		}
		if inPanels != 2*3 || inLegend != 1 {
			t.Errorf("%v: %d lines of colour %s in the panels and %d in the legend, want 6 and 1", a, inPanels, key, inLegend)
		}
	}
	if len(lines) != len(tab.Config.Algorithms) {
		t.Errorf("lines %v", lines)
	}
}

// TestLineStyles: neighbours in the list of algorithms differ in dash
// pattern as well as colour, and the twelve algorithms of study's "all"
// have twelve different looks (colour, dashes and glyph), so that a
// reader tells the lines apart without telling every colour apart.
func TestLineStyles(t *testing.T) {
	type look struct {
		colour, dashes string
		glyph          string
	}
	looks := map[look]int{}
	for i := range 12 {
		ls, gs := chart.Style(i)
		l := look{fmt.Sprint(ls.Color), fmt.Sprint(ls.Dashes), fmt.Sprintf("%T", gs.Shape)}
		if j, ok := looks[l]; ok {
			t.Errorf("algorithms %d and %d look the same: %+v", j, i, l)
		}
		looks[l] = i
		if i > 0 {
			prev, _ := chart.Style(i - 1)
			if fmt.Sprint(prev.Dashes) == fmt.Sprint(ls.Dashes) || prev.Color == ls.Color {
				t.Errorf("algorithms %d and %d: dashes %v and %v, colours %v and %v", i-1, i, prev.Dashes, ls.Dashes, prev.Color, ls.Color)
			}
		}
	}
}

func TestUnknownSize(t *testing.T) {
	if err := chart.Write(io.Discard, table(t, 4), []int{9}, chart.SVG); err == nil {
		t.Error("no error for a size not in the table")
	}
}
