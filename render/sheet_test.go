package render

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// svgDoc is what the tests read of an SVG sheet.
type svgDoc struct {
	Rects []struct {
		Class string  `xml:"class,attr"`
		X     float64 `xml:"x,attr"`
		Y     float64 `xml:"y,attr"`
		W     float64 `xml:"width,attr"`
	} `xml:"g>rect"`
	Texts []struct {
		Class  string  `xml:"class,attr"`
		X      float64 `xml:"x,attr"`
		Y      float64 `xml:"y,attr"`
		Anchor string  `xml:"text-anchor,attr"`
		Text   string  `xml:",chardata"`
	} `xml:"g>text"`
}

// readSVG parses an SVG sheet and returns, for each layer's board, the
// symbol of each of its cells ("" for none) as the text elements place
// them, and the texts outside the boards.
func readSVG(t *testing.T, b []byte, n int) (boards [][]string, others []string) {
	t.Helper()
	var doc svgDoc
	if err := xml.Unmarshal(b, &doc); err != nil {
		t.Fatalf("not XML: %v", err)
	}
	var frames [][3]float64
	for _, r := range doc.Rects {
		if r.Class == "board" {
			frames = append(frames, [3]float64{r.X, r.Y, r.W})
			boards = append(boards, make([]string, n*n))
		}
	}
	for _, tx := range doc.Texts {
		found := false
		for k, fr := range frames {
			// The baseline is below the cell's centre by half the
			// capitals' height: look just above it.
			if i := cellAt(fr, n, tx.X, tx.Y-0.01); i >= 0 {
				if tx.Anchor != "middle" {
					t.Errorf("%q at (%v, %v) is not centred", tx.Text, tx.X, tx.Y)
				}
				if boards[k][i] != "" {
					t.Errorf("board %d cell %d holds %q and %q", k, i, boards[k][i], tx.Text)
				}
				boards[k][i] = tx.Text
				found = true
			}
		}
		if !found {
			others = append(others, tx.Text)
		}
	}
	return boards, others
}

func TestSVGCells(t *testing.T) {
	for _, tc := range []struct {
		name   string
		p      Puzzle
		sheet  Sheet
		layers int
	}{
		{"4x4", testPuzzle(1, 4, 0), Sheet{}, 1},
		{"9x9", testPuzzle(2, 9, 0), Sheet{}, 1},
		{"9x9 notes", testPuzzle(3, 9, 0), Sheet{Notes: true}, 1},
		{"9x9 solution", testPuzzle(4, 9, 0), Sheet{Solution: true}, 1},
		{"16x16", testPuzzle(5, 16, 0), Sheet{}, 1},
		{"25x25", testPuzzle(6, 25, 0), Sheet{Solution: true}, 1},
		{"3D box 2", testPuzzle(7, 8, 2), Sheet{}, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := WriteSVG(&buf, &tc.p, tc.sheet); err != nil {
				t.Fatal(err)
			}
			n := tc.p.Size
			boards, others := readSVG(t, buf.Bytes(), n)
			if len(boards) != tc.layers {
				t.Fatalf("%d boards, want %d", len(boards), tc.layers)
			}
			cells := tc.p.Givens
			if tc.sheet.Solution {
				cells = tc.p.Solution
			}
			for k, b := range boards {
				for i, got := range b {
					if want := Symbol(cells[k*n*n+i]); got != want {
						t.Errorf("layer %d cell r%dc%d: %q, want %q", k+1, i/n+1, i%n+1, got, want)
					}
				}
			}
			head := strings.Join(others, " | ")
			want := "Puzzle " + strconv.Itoa(tc.p.Number) + " | Expert · rating 5.6 · seed 41"
			if tc.sheet.Solution {
				want = "Solution " + strconv.Itoa(tc.p.Number)
			}
			if !strings.HasPrefix(head, want) {
				t.Errorf("heading %q, want %q", head, want)
			}
		})
	}
}

func TestPNG(t *testing.T) {
	p := testPuzzle(1, 9, 0)
	var buf bytes.Buffer
	if err := WritePNG(&buf, &p, Sheet{}); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	l := layoutSheet(&p, Sheet{})
	if got, want := img.Bounds().Dx(), int(l.w*pngScale+0.999); got != want {
		t.Errorf("width %d px, want %d", got, want)
	}
	// Ink in the middle of every given's cell, none in an empty one's.
	gray := img.(*image.Gray)
	for i, v := range p.Givens {
		x0 := (l.x + (float64(i%9)+0.3)*l.cell) * pngScale
		y0 := (l.y + (float64(i/9)+0.25)*l.cell) * pngScale
		ink := 0
		for y := int(y0); y < int(y0+0.5*l.cell*pngScale); y++ {
			for x := int(x0); x < int(x0+0.4*l.cell*pngScale); x++ {
				if gray.GrayAt(x, y).Y < 128 {
					ink++
				}
			}
		}
		if (ink > 0) != (v != 0) {
			t.Errorf("cell r%dc%d (value %d): %d dark pixels", i/9+1, i%9+1, v, ink)
		}
	}
}

func TestPages(t *testing.T) {
	nine := func(n int) []Puzzle {
		ps := make([]Puzzle, n)
		for i := range ps {
			ps[i] = testPuzzle(i+1, 9, 0)
		}
		return ps
	}
	for _, tc := range []struct {
		name string
		ps   []Puzzle
		opt  Options
		want int
	}{
		{"13 at 1", nine(13), Options{PerPage: 1}, 13},
		{"13 at 2", nine(13), Options{PerPage: 2}, 7},
		{"13 at 4", nine(13), Options{PerPage: 4}, 4},
		{"13 at 6", nine(13), Options{PerPage: 6}, 3},
		{"13 at 6 with solutions", nine(13), Options{PerPage: 6, Solutions: true}, 3 + 2},
		{"13 at 6 with notes", nine(13), Options{PerPage: 6, Notes: true}, 7},
		{"25x25 alone", append(append(nine(3), testPuzzle(4, 25, 0)), nine(2)...), Options{PerPage: 6}, 3},
		{"16x16 at 4", []Puzzle{testPuzzle(1, 16, 0), testPuzzle(2, 16, 0), testPuzzle(3, 16, 0)}, Options{PerPage: 4, Solutions: true}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := PageCount(tc.ps, tc.opt); got != tc.want {
				t.Errorf("PageCount %d, want %d", got, tc.want)
			}
			var buf bytes.Buffer
			if err := WritePDF(context.Background(), &buf, tc.ps, tc.opt); err != nil {
				t.Fatal(err)
			}
			if got := len(regexp.MustCompile(`/Type /Page\n`).FindAll(buf.Bytes(), -1)); got != tc.want {
				t.Errorf("%d page objects, want %d", got, tc.want)
			}
		})
	}
}

// TestPdftotext reads the givens back with poppler's pdftotext, word by
// word with their boxes, where it is installed.
func TestPdftotext(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed (poppler-utils)")
	}
	ps := []Puzzle{testPuzzle(1, 9, 0), testPuzzle(2, 16, 0)}
	opt := Options{PerPage: 1, Paper: Letter}
	path := filepath.Join(t.TempDir(), "book.pdf")
	var buf bytes.Buffer
	if err := WritePDF(context.Background(), &buf, ps, opt); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-bbox", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	pages := strings.Split(string(out), "<page ")[1:]
	if len(pages) != 2 {
		t.Fatalf("%d pages, want 2", len(pages))
	}
	word := regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)
	for k, page := range pages {
		rec := &recorder{}
		drawPage(rec, ps, &bookPages(ps, &opt)[k], k+1, &opt)
		var texts []pdfText
		for _, m := range word.FindAllStringSubmatch(page, -1) {
			f := make([]float64, 4)
			for j := range f {
				f[j], _ = strconv.ParseFloat(m[j+1], 64)
				f[j] /= ptPerMM
			}
			// The box's centre, as a baseline's start a little above it.
			texts = append(texts, pdfText{(f[0] + f[2]) / 2, (f[1]+f[3])/2 + 0.02, m[5]})
		}
		if !strings.Contains(page, ">Puzzle</word>") {
			t.Errorf("page %d: no heading", k+1)
		}
		checkBoard(t, "page "+strconv.Itoa(k+1), rec.frames[0], ps[k].Size, ps[k].Givens, texts)
	}
}

func TestErrors(t *testing.T) {
	bad := testPuzzle(1, 9, 0)
	bad.Givens = bad.Givens[:80]
	noSol := testPuzzle(2, 9, 0)
	noSol.Solution = nil
	odd := testPuzzle(3, 9, 0)
	odd.Size = 8
	for _, tc := range []struct {
		name string
		p    Puzzle
		opt  Options
	}{
		{"short", bad, Options{}},
		{"no solution", noSol, Options{Solutions: true}},
		{"side 8", odd, Options{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := WritePDF(context.Background(), &bytes.Buffer{}, []Puzzle{tc.p}, tc.opt)
			if !errors.Is(err, ErrPuzzle) {
				t.Errorf("WritePDF: %v, want ErrPuzzle", err)
			}
			if err := WriteSVG(&bytes.Buffer{}, &tc.p, Sheet{Solution: tc.opt.Solutions}); !errors.Is(err, ErrPuzzle) {
				t.Errorf("WriteSVG: %v, want ErrPuzzle", err)
			}
		})
	}
}

func TestSymbol(t *testing.T) {
	for v, want := range map[int]string{0: "", 1: "1", 9: "9", 10: "A", 16: "G", 25: "P"} {
		if got := Symbol(v); got != want {
			t.Errorf("Symbol(%d) = %q, want %q", v, got, want)
		}
	}
}
