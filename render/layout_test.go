package render

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// layoutRecorder is a canvas that keeps the borders of the boards and
// the texts drawn.
type layoutRecorder struct {
	frames [][3]float64
	texts  []pdfText
}

func (r *layoutRecorder) line(x0, y0, x1, y1, width float64, grey uint8) {}
func (r *layoutRecorder) text(x, y float64, s string, f face, a anchor) {
	r.texts = append(r.texts, pdfText{x, y, s})
}
func (r *layoutRecorder) frame(x, y, side, width float64) {
	r.frames = append(r.frames, [3]float64{x, y, side})
}

// ceilDiv returns n/d rounded up.
func ceilDiv(n, d int) int { return (n + d - 1) / d }

// TestPageLayout lays out books of each size at each --per-page and
// checks what the options promise: the number of pages, the boards
// within the page's margins and apart from each other, every puzzle (and
// solution) once, in order, under its own heading.
func TestPageLayout(t *testing.T) {
	// solutionsTo is how many solutions of each side share a page.
	solutionsTo := map[int]int{4: 20, 9: 12, 16: 4, 25: 2}
	for _, paper := range []Paper{A4, Letter} {
		for _, n := range []int{4, 9, 16, 25} {
			for _, per := range []int{1, 2, 4, 6} {
				for _, notes := range []bool{false, true} {
					name := fmt.Sprintf("%s/%dx%d/%d per page", paper.fpdfName(), n, n, per)
					if notes {
						name += "/notes"
					}
					t.Run(name, func(t *testing.T) {
						const count = 7
						ps := make([]Puzzle, count)
						for i := range ps {
							ps[i] = testPuzzle(i+1, n, 0)
						}
						opt := Options{Paper: paper, PerPage: per, Solutions: true, Notes: notes}
						fit := per
						switch {
						case n == 25, notes && n >= 16:
							fit = 1
						case notes:
							fit = min(per, 2)
						}
						want := ceilDiv(count, fit) + ceilDiv(count, solutionsTo[n])
						if got := PageCount(ps, opt); got != want {
							t.Fatalf("PageCount %d, want %d", got, want)
						}
						checkPages(t, ps, &opt)
					})
				}
			}
		}
	}
}

// TestPageLayout3D checks the layout of 3D boards: their layers side by
// side, two boards a page at most.
func TestPageLayout3D(t *testing.T) {
	ps := []Puzzle{testPuzzle(1, 8, 2), testPuzzle(2, 8, 2), testPuzzle(3, 8, 2)}
	for _, per := range []int{1, 2, 4, 6} {
		t.Run(strconv.Itoa(per), func(t *testing.T) {
			opt := Options{PerPage: per, Solutions: true}
			want := ceilDiv(3, min(per, 2)) + ceilDiv(3, 2)
			if got := PageCount(ps, opt); got != want {
				t.Fatalf("PageCount %d, want %d", got, want)
			}
			checkPages(t, ps, &opt)
		})
	}
}

// checkPages draws every page of the book of ps and checks that each
// board lies within the margins, no two overlap, every text is on the
// page, and the headings name the puzzles, then the solutions under the
// running head "Solutions", once each and in order.
func checkPages(t *testing.T, ps []Puzzle, opt *Options) {
	t.Helper()
	pw, ph := opt.Paper.size()
	var headings []string
	for k, pg := range bookPages(ps, opt) {
		rec := &layoutRecorder{}
		drawPage(rec, ps, &pg, k+1, opt)
		head := false
		if want := len(pg.items) * ps[0].layers(); len(rec.frames) != want {
			t.Fatalf("page %d: %d boards, want %d", k+1, len(rec.frames), want)
		}
		for i, a := range rec.frames {
			x, y, side := a[0], a[1], a[2]
			if x < marginX-1e-9 || x+side > pw-marginX+1e-9 || y < topY-1e-9 || y+side > ph-bottomGap+1e-9 {
				t.Errorf("page %d: board %d at (%.1f, %.1f), side %.1f, leaves the margins", k+1, i, x, y, side)
			}
			for j, b := range rec.frames[:i] {
				if x < b[0]+b[2] && b[0] < x+side && y < b[1]+b[2] && b[1] < y+side {
					t.Errorf("page %d: boards %d and %d overlap", k+1, j, i)
				}
			}
		}
		for _, tx := range rec.texts {
			if tx.x < 0 || tx.x > pw || tx.y < 0 || tx.y > ph {
				t.Errorf("page %d: %q at (%.1f, %.1f) is off the page", k+1, tx.s, tx.x, tx.y)
			}
			if strings.HasPrefix(tx.s, "Puzzle ") {
				headings = append(headings, tx.s)
			}
			head = head || tx.s == "Solutions"
		}
		if head != pg.solutions {
			t.Errorf("page %d: running head \"Solutions\" %v, want %v", k+1, head, pg.solutions)
		}
	}
	// The solutions are numbered like the puzzles.
	var want []string
	for range 2 {
		for i := range ps {
			want = append(want, "Puzzle "+strconv.Itoa(ps[i].Number))
		}
	}
	if got := strings.Join(headings, ", "); got != strings.Join(want, ", ") {
		t.Errorf("headings %s\nwant %s", got, strings.Join(want, ", "))
	}
}
