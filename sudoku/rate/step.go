package rate

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// UnitKind tells rows, columns and boxes apart.
type UnitKind uint8

// The kinds of unit.
const (
	Row UnitKind = iota
	Column
	Box
)

var unitKindNames = [...]string{Row: "row", Column: "column", Box: "box"}

// String returns "row", "column" or "box".
func (k UnitKind) String() string {
	if int(k) >= len(unitKindNames) {
		return "UnitKind(" + strconv.Itoa(int(k)) + ")"
	}
	return unitKindNames[k]
}

// Unit is a row, a column or a box. Index counts from 0 (rows from the top,
// columns from the left, boxes row by row from the top left); String
// counts from 1.
type Unit struct {
	Kind  UnitKind
	Index int
}

// String returns the unit's usual name, as "row 3", "column 5" or "box 2".
func (u Unit) String() string {
	return u.Kind.String() + " " + strconv.Itoa(u.Index+1)
}

// Candidate is a value that a cell may still hold. Cell is the row-major
// index of the cell, from 0.
type Candidate struct {
	Cell, Value int
}

// Step is one move of the logical solver: either a placement (Cell and
// Value) or a set of eliminations (Cell is -1), with the pattern that
// justifies it.
type Step struct {
	Technique Technique
	// Size is N, the side of the board, for naming cells.
	Size int
	// Cell and Value are the placement of a full house, naked single,
	// hidden single or guess; Cell is -1 for the other techniques.
	Cell, Value int
	// Units are the units the pattern lives in: the unit of a full house
	// or hidden single; the box then the line of pointing; the line then
	// the box of claiming; the unit where a pair, triple or quad was
	// found; the base lines then the cover lines of a fish; the box, row
	// and column of an empty rectangle; the box then the line of a Sue de
	// Coq; the unit whose places a forcing chain follows. Nil for the
	// others.
	Units []Unit
	// Cells are the cells of the pattern, row-major indices in increasing
	// order, except for wings: the pivot first, then the pincer holding x,
	// then the pincer holding y; for chains (skyscraper, 2-string kite,
	// turbot fish, w-wing, x-chain, xy-chain, aic) the cell of each node
	// in chain order, the first link strong, then weak, strong, ...; for
	// a remote pair the cells in chain order; for an empty rectangle the
	// near then the far end of its conjugate pair; for a forcing chain the
	// cell assumed (or, for a unit's places, each place), then the cell
	// every assumption fills alike, if any.
	// Nil for singles and guesses.
	Cells []int
	// Values are the values of the pattern: the value of locked
	// candidates and fish; the values of a pair, triple or quad; x, y and z
	// of a wing (pivot {x,y} or {x,y,z}, pincers {x,z} and {y,z}, z is
	// removed); the value of each node of a chain; the two values of a
	// rectangle or remote pair (for a unique rectangle 3, then the values
	// of its naked subset); the value a bug+1 cell must hold; the
	// candidates assumed by a forcing chain; the candidates of the cell of
	// a guess. A forcing chain whose every assumption fills Cells[1] alike
	// has that value in Value.
	Values []int
	// Eliminations are the candidates the step removes, ordered by cell
	// then value. Nil for placements.
	Eliminations []Candidate
	// Fins are the fins of a finned fish, in increasing order.
	Fins []int
	// Groups are the colors of a coloring step, each a slice of Cells:
	// the two colors of a cluster, then for multi colors the two of the
	// second cluster; the two almost locked sets of an ALS-XZ; the sets A,
	// B and C of an ALS-XY-Wing (Values: x, then y); the sets of an ALS
	// chain in order (Values: the restricted common values between them);
	// the stem of a Death Blossom, then its petals (Values: z, then the
	// stem's candidates, the k-th petal's for the k-th); the nodes of a
	// grouped AIC, a cell or a group of cells each, in chain order, the
	// first link strong (Values: each node's value); the
	// corners of a unique rectangle 3, then the cells of its naked subset.
	Groups [][]int
	// Difficulty is the step's difficulty on Sudoku Explainer's scale:
	// its technique's (Technique.Difficulty), more for a long chain or
	// forcing chain; a naked single's is that of the easiest single then
	// on the board, as long as no harder step has come before.
	Difficulty float64
}

// String explains the step in words, as
//
//	r3c5 = 7: hidden single in box 2
//	r1c4, r1c8: naked pair {2,6} removes 2 from r1c1
//
// Cells are named rNcM and units "row 3", "column 5", "box 2", all counted
// from 1; values are written with sudoku.Symbol.
func (s Step) String() string {
	var b strings.Builder
	explain := writeNamed
	if s.Technique.valid() {
		explain = s.Technique.info().explain
	}
	explain(&b, &s)
	if s.Cell < 0 && len(s.Eliminations) > 0 {
		b.WriteString(" removes ")
		writeEliminations(&b, s.Size, s.Eliminations)
	}
	return b.String()
}

// writeNamed writes a step as its cells and its technique's name,
// "r1c4, r1c8: naked pair", or a placement as "r5c5 = 7: naked single":
// the start of most explanations, and the whole of those with no pattern
// of their own.
func writeNamed(b *strings.Builder, s *Step) {
	if s.Cell >= 0 {
		writePlaced(b, s)
		return
	}
	writeCells(b, s.Size, s.Cells)
	b.WriteString(": ")
	b.WriteString(s.Technique.String())
}

func cellName(size, i int) string {
	return "r" + strconv.Itoa(i/size+1) + "c" + strconv.Itoa(i%size+1)
}

func writeCells(b *strings.Builder, size int, cells []int) {
	for i, c := range cells {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(cellName(size, c))
	}
}

// writeSet writes values as {2,6}.
func writeSet(b *strings.Builder, vs []int) {
	b.WriteByte('{')
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(sudoku.Symbol(v))
	}
	b.WriteByte('}')
}

// writeLines writes lines of one kind as "rows 2, 6".
func writeLines(b *strings.Builder, us []Unit) {
	b.WriteString(us[0].Kind.String())
	if len(us) > 1 {
		b.WriteByte('s')
	}
	for i, u := range us {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(u.Index + 1))
	}
}

// writeEliminations groups the cells that lose the same values, in order of
// each group's first cell: "2 from r1c1, r1c5 and {3,7} from r2c2".
func writeEliminations(b *strings.Builder, size int, es []Candidate) {
	// Collapse es (ordered by cell) into (cell, mask) pairs.
	type cellMask struct {
		cell int
		mask uint64
	}
	var cms []cellMask
	for _, e := range es {
		if n := len(cms); n > 0 && cms[n-1].cell == e.Cell {
			cms[n-1].mask |= 1 << uint(e.Value)
			continue
		}
		cms = append(cms, cellMask{e.Cell, 1 << uint(e.Value)})
	}
	done := make([]bool, len(cms))
	first := true
	for i := range cms {
		if done[i] {
			continue
		}
		if !first {
			b.WriteString(" and ")
		}
		first = false
		m := cms[i].mask
		var vs []int
		for x := m; x != 0; x &= x - 1 {
			vs = append(vs, bits.TrailingZeros64(x))
		}
		if len(vs) == 1 {
			b.WriteByte(sudoku.Symbol(vs[0]))
		} else {
			writeSet(b, vs)
		}
		b.WriteString(" from ")
		sep := false
		for j := i; j < len(cms); j++ {
			if done[j] || cms[j].mask != m {
				continue
			}
			done[j] = true
			if sep {
				b.WriteString(", ")
			}
			sep = true
			b.WriteString(cellName(size, cms[j].cell))
		}
	}
}

// writeGroup writes cells as {r1c1,r1c2}.
func writeGroup(b *strings.Builder, size int, cells []int) {
	b.WriteByte('{')
	for i, c := range cells {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(cellName(size, c))
	}
	b.WriteByte('}')
}
