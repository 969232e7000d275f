package rate_test

import (
	"context"
	"math/bits"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// This file holds a second, deliberately plain implementation of every
// technique's condition ("does it make progress here?"), written from the
// definitions with brute-force enumeration, to check the solver's claim
// that each step uses the easiest technique that makes progress.

// bruteUnits returns the cells of every row, column and box.
func bruteUnits(n, box int) [][]int {
	var units [][]int
	for i := range n {
		var row, col, bx []int
		for j := range n {
			row = append(row, i*n+j)
			col = append(col, j*n+i)
			bx = append(bx, (i/box*box+j/box)*n+i%box*box+j%box)
		}
		units = append(units, row, col, bx)
	}
	return units
}

// combos calls f with every k-subset of 0..n-1 until f returns true.
func combos(n, k int, f func([]int) bool) bool {
	pick := make([]int, k)
	var rec func(start, depth int) bool
	rec = func(start, depth int) bool {
		if depth == k {
			return f(pick)
		}
		for i := start; i < n; i++ {
			pick[depth] = i
			if rec(i+1, depth+1) {
				return true
			}
		}
		return false
	}
	return rec(0, 0)
}

func has(m uint32, v int) bool { return m&(1<<uint(v)) != 0 }

func contains(cells []int, c int) bool {
	for _, d := range cells {
		if d == c {
			return true
		}
	}
	return false
}

// sees reports whether two different cells share a unit.
func (c *candidates) seesCell(i, j int) bool {
	if i == j {
		return false
	}
	ri, ci, rj, cj := i/c.n, i%c.n, j/c.n, j%c.n
	return ri == rj || ci == cj || (ri/c.box == rj/c.box && ci/c.box == cj/c.box)
}

// bruteApplies reports whether technique t makes progress on c.
func bruteApplies(c *candidates, t rate.Technique) bool {
	n, box := c.n, c.box
	units := bruteUnits(n, box)
	empty := func(i int) bool { return c.val[i] == 0 }
	switch t {
	case rate.FullHouse:
		for _, u := range units {
			k := 0
			for _, i := range u {
				if empty(i) {
					k++
				}
			}
			if k == 1 {
				return true
			}
		}
	case rate.NakedSingle:
		for i, m := range c.cand {
			if empty(i) && bits.OnesCount32(m) == 1 {
				return true
			}
		}
	case rate.HiddenSingle:
		for _, u := range units {
			for v := 1; v <= n; v++ {
				k := 0
				for _, i := range u {
					if has(c.cand[i], v) {
						k++
					}
				}
				if k == 1 {
					return true
				}
			}
		}
	case rate.Pointing, rate.Claiming:
		// Pointing: from a box into a line; claiming: from a line into a
		// box. The value's candidates in "from" all lie in "to", and "to"
		// has the value outside "from".
		for _, from := range units {
			for _, to := range units {
				fromBox := isBox(from, n)
				if fromBox == isBox(to, n) || (t == rate.Pointing) != fromBox {
					continue
				}
				for v := 1; v <= n; v++ {
					inside, outside := 0, false
					confined := true
					for _, i := range from {
						if has(c.cand[i], v) {
							inside++
							if !contains(to, i) {
								confined = false
							}
						}
					}
					for _, i := range to {
						if has(c.cand[i], v) && !contains(from, i) {
							outside = true
						}
					}
					if inside > 0 && confined && outside {
						return true
					}
				}
			}
		}
	case rate.NakedPair, rate.NakedTriple, rate.NakedQuad:
		k := map[rate.Technique]int{rate.NakedPair: 2, rate.NakedTriple: 3, rate.NakedQuad: 4}[t]
		for _, u := range units {
			var cells []int
			for _, i := range u {
				if empty(i) {
					cells = append(cells, i)
				}
			}
			if combos(len(cells), k, func(p []int) bool {
				var union uint32
				var set []int
				for _, x := range p {
					union |= c.cand[cells[x]]
					set = append(set, cells[x])
				}
				if bits.OnesCount32(union) != k {
					return false
				}
				// Every unit holding the whole set loses union elsewhere.
				for _, w := range units {
					all := true
					for _, s := range set {
						if !contains(w, s) {
							all = false
						}
					}
					if !all {
						continue
					}
					for _, i := range w {
						if !contains(set, i) && c.cand[i]&union != 0 {
							return true
						}
					}
				}
				return false
			}) {
				return true
			}
		}
	case rate.HiddenPair, rate.HiddenTriple, rate.HiddenQuad:
		k := map[rate.Technique]int{rate.HiddenPair: 2, rate.HiddenTriple: 3, rate.HiddenQuad: 4}[t]
		for _, u := range units {
			var vals []int
			for v := 1; v <= n; v++ {
				for _, i := range u {
					if has(c.cand[i], v) {
						vals = append(vals, v)
						break
					}
				}
			}
			if combos(len(vals), k, func(p []int) bool {
				var vm uint32
				for _, x := range p {
					vm |= 1 << uint(vals[x])
				}
				var where []int
				for _, i := range u {
					if c.cand[i]&vm != 0 {
						where = append(where, i)
					}
				}
				if len(where) != k {
					return false
				}
				for _, i := range where {
					if c.cand[i]&^vm != 0 {
						return true
					}
				}
				return false
			}) {
				return true
			}
		}
	case rate.XWing, rate.Swordfish, rate.Jellyfish:
		k := map[rate.Technique]int{rate.XWing: 2, rate.Swordfish: 3, rate.Jellyfish: 4}[t]
		at := func(dir, line, cross int) int {
			if dir == 0 {
				return line*n + cross
			}
			return cross*n + line
		}
		for v := 1; v <= n; v++ {
			for dir := range 2 {
				var lines []int
				for l := range n {
					for x := range n {
						if has(c.cand[at(dir, l, x)], v) {
							lines = append(lines, l)
							break
						}
					}
				}
				if combos(len(lines), k, func(p []int) bool {
					var cover uint32
					base := map[int]bool{}
					for _, x := range p {
						base[lines[x]] = true
						for cr := range n {
							if has(c.cand[at(dir, lines[x], cr)], v) {
								cover |= 1 << uint(cr)
							}
						}
					}
					if bits.OnesCount32(cover) != k {
						return false
					}
					for cr := range n {
						if cover&(1<<uint(cr)) == 0 {
							continue
						}
						for l := range n {
							if !base[l] && has(c.cand[at(dir, l, cr)], v) {
								return true
							}
						}
					}
					return false
				}) {
					return true
				}
			}
		}
	case rate.XYWing, rate.XYZWing:
		size := 2
		if t == rate.XYZWing {
			size = 3
		}
		for p, pm := range c.cand {
			if bits.OnesCount32(pm) != size {
				continue
			}
			for a, am := range c.cand {
				if !c.seesCell(p, a) || bits.OnesCount32(am) != 2 {
					continue
				}
				for b, bm := range c.cand {
					if b == a || !c.seesCell(p, b) || bits.OnesCount32(bm) != 2 {
						continue
					}
					z := am & bm
					if bits.OnesCount32(z) != 1 || pm&z != 0 && t == rate.XYWing {
						continue
					}
					if t == rate.XYWing && (am|bm)&^z != pm {
						continue
					}
					if t == rate.XYZWing && (am|bm) != pm {
						continue
					}
					for d, dm := range c.cand {
						if dm&z == 0 || d == p || !c.seesCell(d, a) || !c.seesCell(d, b) {
							continue
						}
						if t == rate.XYZWing && !c.seesCell(d, p) {
							continue
						}
						return true
					}
				}
			}
		}
	}
	return false
}

// isBox tells a box from a line: its first and last cells share neither
// row nor column.
func isBox(u []int, n int) bool {
	first, last := u[0], u[len(u)-1]
	return first/n != last/n && first%n != last%n
}

// bruteKnows reports whether bruteApplies has a condition for t: the
// techniques up to Jellyfish. The steps of harder techniques are checked
// against them (and against the solution by replay), not by their own.
func bruteKnows(t rate.Technique) bool { return rate.Position(t) <= rate.Position(rate.Jellyfish) }

// TestEasiestTechniqueFirst replays the steps of puzzles of every level
// and checks, with the brute-force conditions above, that before each
// step no easier technique would have made progress and the step's own
// technique does (for a guess: that none does).
func TestEasiestTechniqueFirst(t *testing.T) {
	puzzles := builtin(t)
	for i, s := range solvedSamples(t) {
		if i%3 == 0 {
			puzzles = append(puzzles, s.puzzle)
		}
	}
	for i, line := range optionalBenchLines(t, "puzzles3_magictour_top1465", 60) {
		if i%2 == 0 {
			puzzles = append(puzzles, parse(t, line))
		}
	}
	puzzles = append(puzzles, generated(t, 2, 10, 16)...)
	puzzles = append(puzzles, generated(t, 4, 2, 150)...)
	var r rate.Rater
	for _, g := range puzzles {
		rt, err := r.Explain(context.Background(), g)
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		c := newCandidates(g)
		for k, st := range rt.Steps {
			for _, easier := range rate.Order()[:rate.Position(st.Technique)] {
				if bruteKnows(easier) && bruteApplies(c, easier) {
					t.Fatalf("%s step %d %q: %v would make progress", g, k, st, easier)
				}
			}
			if bruteKnows(st.Technique) && !bruteApplies(c, st.Technique) {
				t.Fatalf("%s step %d %q: brute force finds no %v", g, k, st, st.Technique)
			}
			if st.Cell >= 0 {
				c.place(st.Cell, st.Value)
			} else {
				for _, e := range st.Eliminations {
					c.cand[e.Cell] &^= 1 << uint(e.Value)
				}
			}
		}
	}
}
