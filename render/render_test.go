package render

import (
	"bytes"
	"compress/zlib"
	"context"
	"io"
	"math"
	"regexp"
	"strconv"
	"testing"
)

// testPuzzle returns puzzle number of side n (a plane board when box is
// 0, else 3D): a full board of the pattern that keeps every unit whole,
// with about a third of the cells kept as givens.
func testPuzzle(number, n, box int) Puzzle {
	p := Puzzle{Number: number, Size: n, Level: "expert", Rating: 5.6, Seed: 41, HasSeed: true}
	layers := 1
	if box > 0 {
		p.Box, p.Layers, layers = box, n, n
	}
	b := int(math.Round(math.Sqrt(float64(n))))
	for l := range layers {
		for r := range n {
			for c := range n {
				v := (r*b+r/b+c+l)%n + 1
				p.Solution = append(p.Solution, v)
				if (r*7+c*3+l)%3 == 0 {
					p.Givens = append(p.Givens, v)
				} else {
					p.Givens = append(p.Givens, 0)
				}
			}
		}
	}
	return p
}

// recorder is a canvas that keeps the borders of the boards drawn.
type recorder struct{ frames [][3]float64 }

func (r *recorder) line(x0, y0, x1, y1, width float64, grey uint8) {}
func (r *recorder) text(x, y float64, s string, f face, a anchor)  {}
func (r *recorder) frame(x, y, side, width float64) {
	r.frames = append(r.frames, [3]float64{x, y, side})
}

// cellAt returns the index of the cell of the board (x, y, side) of side
// n cells that holds the point, or -1.
func cellAt(fr [3]float64, n int, px, py float64) int {
	cell := fr[2] / float64(n)
	c := int(math.Floor((px - fr[0]) / cell))
	r := int(math.Floor((py - fr[1]) / cell))
	if c < 0 || r < 0 || c >= n || r >= n {
		return -1
	}
	return r*n + c
}

// pdfText is one text drawn on a page of a PDF: where its baseline
// starts, in millimetres from the top left, and what it says.
type pdfText struct {
	x, y float64
	s    string
}

var (
	streamRE = regexp.MustCompile(`(?s)stream\r?\n(.*?)\r?\nendstream`)
	textRE   = regexp.MustCompile(`BT ([\d.]+) ([\d.]+) Td \((.*?)\) Tj ET`)
)

// readPDFText returns the texts of every page's content stream: the
// streams are inflated and their text operators read, as a PDF reader
// reads them.
func readPDFText(t *testing.T, pdf []byte, pageHeight float64) [][]pdfText {
	t.Helper()
	var pages [][]pdfText
	for _, m := range streamRE.FindAllSubmatch(pdf, -1) {
		zr, err := zlib.NewReader(bytes.NewReader(m[1]))
		if err != nil {
			continue // not a page's content (fonts are not embedded: none)
		}
		content, err := io.ReadAll(zr)
		if err != nil {
			t.Fatalf("inflate: %v", err)
		}
		var page []pdfText
		for _, tm := range textRE.FindAllSubmatch(content, -1) {
			x, _ := strconv.ParseFloat(string(tm[1]), 64)
			y, _ := strconv.ParseFloat(string(tm[2]), 64)
			page = append(page, pdfText{x / ptPerMM, pageHeight - y/ptPerMM, string(tm[3])})
		}
		pages = append(pages, page)
	}
	return pages
}

// checkBoard checks that the texts that start inside the board at fr
// are exactly the values of cells, each in its own cell. A text is placed
// by the start of its baseline, which for a value centred in its cell is
// left of the centre by half its width (less than a cell) and below it
// by half its height.
func checkBoard(t *testing.T, name string, fr [3]float64, n int, cells []int, texts []pdfText) {
	t.Helper()
	seen := map[int]string{}
	for _, tx := range texts {
		i := cellAt(fr, n, tx.x, tx.y-0.01)
		if i < 0 {
			continue
		}
		if old, dup := seen[i]; dup {
			t.Errorf("%s: cell %d holds %q and %q", name, i, old, tx.s)
		}
		seen[i] = tx.s
	}
	for i, v := range cells {
		if got := seen[i]; got != Symbol(v) {
			t.Errorf("%s: cell %d (r%dc%d) holds %q, want %q", name, i, i/n+1, i%n+1, got, Symbol(v))
		}
	}
}

func TestPDFGivensInTextLayer(t *testing.T) {
	for _, n := range []int{4, 9, 16, 25} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			ps := []Puzzle{testPuzzle(1, n, 0), testPuzzle(2, n, 0)}
			opt := Options{PerPage: 2, Solutions: true, Title: "Test"}
			var buf bytes.Buffer
			if err := WritePDF(context.Background(), &buf, ps, opt); err != nil {
				t.Fatal(err)
			}
			pages := bookPages(ps, &opt)
			texts := readPDFText(t, buf.Bytes(), 297)
			if len(texts) != len(pages) {
				t.Fatalf("%d content streams, want %d pages", len(texts), len(pages))
			}
			for k := range pages {
				rec := &recorder{}
				drawPage(rec, ps, &pages[k], k+1, &opt)
				for j, i := range pages[k].items {
					cells := ps[i].Givens
					if pages[k].solutions {
						cells = ps[i].Solution
					}
					checkBoard(t, "page "+strconv.Itoa(k+1), rec.frames[j], n, cells, texts[k])
				}
			}
		})
	}
}

// TestPDFSameBytes: a book is the same document every time it is made,
// but for its dates: the fonts and other resources are written in a
// fixed order, whatever the order of the maps that hold them.
func TestPDFSameBytes(t *testing.T) {
	dates := regexp.MustCompile(`/(Creation|Mod)Date \(D:[^)]*\)`)
	ps := []Puzzle{testPuzzle(1, 8, 2), testPuzzle(2, 9, 0)}
	var first []byte
	for i := range 30 {
		var buf bytes.Buffer
		if err := WritePDF(context.Background(), &buf, ps, Options{PerPage: 2, Solutions: true, Title: "Test"}); err != nil {
			t.Fatal(err)
		}
		b := dates.ReplaceAll(buf.Bytes(), nil)
		if i == 0 {
			first = b
		} else if !bytes.Equal(b, first) {
			t.Fatalf("book %d differs from the first", i+1)
		}
	}
}
