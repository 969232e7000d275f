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
	// found; the base lines then the cover lines of a fish. Nil for a naked
	// single, a wing and a guess.
	Units []Unit
	// Cells are the cells of the pattern, row-major indices in increasing
	// order, except for wings: the pivot first, then the pincer holding x,
	// then the pincer holding y. Nil for singles and guesses.
	Cells []int
	// Values are the values of the pattern: the value of locked
	// candidates and fish; the values of a pair, triple or quad; x, y and z
	// of a wing (pivot {x,y} or {x,y,z}, pincers {x,z} and {y,z}, z is
	// removed); the candidates of the cell of a guess.
	Values []int
	// Eliminations are the candidates the step removes, ordered by cell
	// then value. Nil for placements.
	Eliminations []Candidate
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
	if s.Cell >= 0 {
		b.WriteString(cellName(s.Size, s.Cell))
		b.WriteString(" = ")
		b.WriteByte(sudoku.Symbol(s.Value))
		b.WriteString(": ")
		b.WriteString(s.Technique.String())
		switch s.Technique {
		case FullHouse, HiddenSingle:
			if len(s.Units) > 0 {
				b.WriteString(" in ")
				b.WriteString(s.Units[0].String())
			}
		case Guess:
			b.WriteString(" from ")
			writeSet(&b, s.Values)
			b.WriteString(" (no technique applies)")
		}
		return b.String()
	}
	writeCells(&b, s.Size, s.Cells)
	b.WriteString(": ")
	b.WriteString(s.Technique.String())
	switch s.Technique {
	case Pointing, Claiming:
		if len(s.Values) > 0 && len(s.Units) == 2 {
			b.WriteByte(' ')
			b.WriteByte(sudoku.Symbol(s.Values[0]))
			b.WriteString(" in ")
			b.WriteString(s.Units[0].String())
			b.WriteString(" (only in ")
			b.WriteString(s.Units[1].String())
			b.WriteByte(')')
		}
	case NakedPair, NakedTriple, NakedQuad:
		b.WriteByte(' ')
		writeSet(&b, s.Values)
	case HiddenPair, HiddenTriple, HiddenQuad:
		b.WriteByte(' ')
		writeSet(&b, s.Values)
		if len(s.Units) > 0 {
			b.WriteString(" in ")
			b.WriteString(s.Units[0].String())
		}
	case XWing, Swordfish, Jellyfish:
		if len(s.Values) > 0 {
			b.WriteByte(' ')
			b.WriteByte(sudoku.Symbol(s.Values[0]))
		}
		k := len(s.Units) / 2
		if k > 0 {
			b.WriteString(" in ")
			writeLines(&b, s.Units[:k])
			b.WriteString(" and ")
			writeLines(&b, s.Units[k:])
		}
	case XYWing, XYZWing:
		if len(s.Values) == 3 {
			x, y, z := s.Values[0], s.Values[1], s.Values[2]
			b.WriteString(" pivot ")
			if s.Technique == XYWing {
				writeSet(&b, sortedInts(x, y))
			} else {
				writeSet(&b, sortedInts(x, y, z))
			}
			b.WriteString(", pincers ")
			writeSet(&b, sortedInts(x, z))
			b.WriteString(", ")
			writeSet(&b, sortedInts(y, z))
		}
	}
	if len(s.Eliminations) > 0 {
		b.WriteString(" removes ")
		writeEliminations(&b, s.Size, s.Eliminations)
	}
	return b.String()
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

func sortedInts(vs ...int) []int {
	for i := 1; i < len(vs); i++ {
		for j := i; j > 0 && vs[j] < vs[j-1]; j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
	return vs
}
