package render_test

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"regexp"

	"github.com/sudokudlx/sudokudlx/render"
)

// puzzle returns the 4x4 puzzle of a text line, '.' for an empty cell.
func puzzle(number int, line string) render.Puzzle {
	p := render.Puzzle{Number: number, Size: 4, Level: "simple"}
	for _, ch := range line {
		v := 0
		if ch != '.' {
			v = int(ch - '0')
		}
		p.Givens = append(p.Givens, v)
	}
	return p
}

// A book of five puzzles, four to a page, and one puzzle as SVG: each
// given is a text element centred on its cell. The sheet's board starts
// 6 mm from the left, its 4x4 cells 30 mm wide: x is the middle of the
// given's column (r1c1 and r1c4; r4c3 and r4c4), y its baseline.
func Example() {
	var ps []render.Puzzle
	for i, line := range []string{"1..3..........24", ".2..3..1..4.4...", "..1.3..2.4....3.", "4......3.1..2...", "...2.13.......4."} {
		ps = append(ps, puzzle(i+1, line))
	}
	opt := render.Options{PerPage: 4, Title: "Small ones"}
	var pdf bytes.Buffer
	if err := render.WritePDF(context.Background(), &pdf, ps, opt); err != nil {
		log.Fatal(err)
	}
	fmt.Println(render.PageCount(ps, opt), "pages")

	var svg bytes.Buffer
	if err := render.WriteSVG(&svg, &ps[0], render.Sheet{}); err != nil {
		log.Fatal(err)
	}
	given := regexp.MustCompile(`<text x="([\d.]+)" y="([\d.]+)"[^>]*class="given"[^>]*>(\w)</text>`)
	for _, m := range given.FindAllStringSubmatch(svg.String(), -1) {
		fmt.Printf("%s at x=%s y=%s\n", m[3], m[1], m[2])
	}
	// Output:
	// 2 pages
	// 1 at x=21 y=39.4
	// 3 at x=111 y=39.4
	// 2 at x=81 y=129.4
	// 4 at x=111 y=129.4
}
