package render

// page is one page of a book: the puzzles (or their solutions) it holds,
// as indexes into the book's puzzles, on a grid of cols by rows slots.
type page struct {
	solutions  bool
	items      []int
	cols, rows int
}

// slotGrid returns the grid of slots of a page holding n: 1, 2, 4, 6,
// 12 or 20.
func slotGrid(n int) (cols, rows int) {
	switch n {
	case 2:
		return 1, 2
	case 4:
		return 2, 2
	case 6:
		return 2, 3
	case 12:
		return 3, 4
	case 20:
		return 4, 5
	}
	return 1, 1
}

// puzzlesPerPage returns how many puzzles like p go on one page: the
// option's number, at most two with notes and one for 16x16 and larger
// with notes; a 25x25 puzzle, and a 3D board of 16x16 or larger layers,
// get a page to themselves.
func puzzlesPerPage(p *Puzzle, opt *Options) int {
	n := opt.PerPage
	switch n {
	case 2, 4, 6:
	default:
		n = 1
	}
	large := p.Size >= 25 || (p.Size >= 16 && p.layers() > 1)
	switch {
	case large, opt.Notes && p.Size >= 16:
		return 1
	case opt.Notes || p.layers() > 1:
		return min(n, 2)
	}
	return n
}

// solutionsPerPage returns how many solutions like p's go on one page.
func solutionsPerPage(p *Puzzle) int {
	switch {
	case p.layers() > 1 || p.Size >= 25:
		return 2
	case p.Size >= 16:
		return 4
	case p.Size >= 9:
		return 12
	}
	return 20
}

// bookPages returns the pages of a book of ps: the puzzles in order, a
// page holding puzzles of one capacity (a 25x25 puzzle starts a page of
// its own), then with opt.Solutions the solutions in the same order.
func bookPages(ps []Puzzle, opt *Options) []page {
	var pages []page
	fill := func(solutions bool, per func(*Puzzle) int) {
		var cur *page
		for i := range ps {
			n := per(&ps[i])
			if cur == nil || len(cur.items) == cur.cols*cur.rows || cur.cols*cur.rows != n {
				cols, rows := slotGrid(n)
				pages = append(pages, page{solutions: solutions, cols: cols, rows: rows})
				cur = &pages[len(pages)-1]
			}
			cur.items = append(cur.items, i)
		}
	}
	fill(false, func(p *Puzzle) int { return puzzlesPerPage(p, opt) })
	if opt.Solutions {
		fill(true, solutionsPerPage)
	}
	return pages
}

// PageCount returns the number of pages of the book that WritePDF makes
// of ps with opt.
func PageCount(ps []Puzzle, opt Options) int { return len(bookPages(ps, &opt)) }
