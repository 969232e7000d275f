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
	if s.Technique.chain() {
		writeChain(&b, s)
	} else {
		s.writePattern(&b)
	}
	if len(s.Eliminations) > 0 {
		b.WriteString(" removes ")
		writeEliminations(&b, s.Size, s.Eliminations)
	}
	return b.String()
}

// writePattern writes the cells and the pattern of a step that is not a
// chain.
func (s Step) writePattern(b *strings.Builder) {
	switch s.Technique {
	case RemotePair:
		b.WriteString("remote pair ")
		writeSet(b, s.Values)
		b.WriteString(": ")
		for i, c := range s.Cells {
			if i > 0 {
				b.WriteByte('-')
			}
			b.WriteString(cellName(s.Size, c))
		}
		return
	case ForcingChain, ForcingNet:
		if len(s.Cells) == 0 || len(s.Values) == 0 {
			break
		}
		by := " leads by singles to "
		if s.Technique == ForcingNet {
			by = " leads by singles, locked candidates and naked pairs to "
		}
		b.WriteString(s.Technique.String())
		b.WriteString(": ")
		if len(s.Cells) == 1 {
			b.WriteString(cellName(s.Size, s.Cells[0]))
			b.WriteString(" = ")
			b.WriteByte(sudoku.Symbol(s.Values[0]))
			b.WriteString(by)
			b.WriteString("a contradiction,")
			return
		}
		last := s.Cells[len(s.Cells)-1]
		if len(s.Units) == 1 {
			b.WriteByte(sudoku.Symbol(s.Values[0]))
			b.WriteString(" in ")
			b.WriteString(s.Units[0].String())
			b.WriteString(" at each of ")
			writeCells(b, s.Size, s.Cells[:len(s.Cells)-1])
		} else {
			b.WriteString(cellName(s.Size, s.Cells[0]))
			b.WriteString(" = each of ")
			writeSet(b, s.Values)
		}
		b.WriteString(by)
		b.WriteString(cellName(s.Size, last))
		b.WriteString(" = ")
		b.WriteByte(sudoku.Symbol(s.Value))
		b.WriteByte(',')
		return
	case SimpleColors, MultiColors:
		if len(s.Groups) >= 2 && len(s.Values) == 1 {
			b.WriteString(s.Technique.String())
			b.WriteByte(' ')
			b.WriteByte(sudoku.Symbol(s.Values[0]))
			b.WriteString(": ")
			for i, g := range s.Groups {
				switch {
				case i == 2:
					b.WriteString(" and ")
				case i%2 == 1:
					b.WriteString(" / ")
				}
				writeCells(b, s.Size, g)
			}
			return
		}
	case SueDeCoq:
		if len(s.Groups) == 3 && len(s.Units) == 2 {
			b.WriteString("sue de coq ")
			writeSet(b, s.Values)
			b.WriteString(": ")
			writeCells(b, s.Size, s.Groups[0])
			b.WriteString(" (")
			b.WriteString(s.Units[0].String())
			b.WriteString(", ")
			b.WriteString(s.Units[1].String())
			b.WriteString(") with ")
			writeCells(b, s.Size, s.Groups[1])
			b.WriteString(" and ")
			writeCells(b, s.Size, s.Groups[2])
			b.WriteByte(',')
			return
		}
	case ALSXZ:
		if len(s.Groups) == 2 && len(s.Values) == 1 {
			b.WriteString("als-xz: ")
			writeCells(b, s.Size, s.Groups[0])
			b.WriteString(" and ")
			writeCells(b, s.Size, s.Groups[1])
			b.WriteString(", restricted common ")
			b.WriteByte(sudoku.Symbol(s.Values[0]))
			b.WriteByte(',')
			return
		}
	case ALSXYWing, ALSChain, DeathBlossom, GroupedAIC:
		if s.writeALS(b) {
			return
		}
	case UniqueRectangle3:
		if len(s.Groups) == 2 && len(s.Units) == 1 && len(s.Values) > 2 {
			writeCells(b, s.Size, s.Groups[0])
			b.WriteString(": unique rectangle 3 ")
			writeSet(b, s.Values[:2])
			b.WriteString(", its extra values with ")
			writeCells(b, s.Size, s.Groups[1])
			b.WriteString(" a naked ")
			b.WriteString([...]string{"", "", "pair", "triple", "quad"}[min(len(s.Groups[1])+1, 4)])
			b.WriteByte(' ')
			writeSet(b, s.Values[2:])
			b.WriteString(" in ")
			b.WriteString(s.Units[0].String())
			b.WriteByte(',')
			return
		}
	case EmptyRectangle:
		if len(s.Units) == 3 && len(s.Cells) == 2 && len(s.Values) == 1 {
			b.WriteString("empty rectangle ")
			b.WriteByte(sudoku.Symbol(s.Values[0]))
			b.WriteString(" in ")
			b.WriteString(s.Units[0].String())
			b.WriteString(" (")
			b.WriteString(s.Units[1].String())
			b.WriteString(", ")
			b.WriteString(s.Units[2].String())
			b.WriteString(") with ")
			b.WriteString(cellName(s.Size, s.Cells[0]))
			b.WriteByte('=')
			b.WriteString(cellName(s.Size, s.Cells[1]))
			return
		}
	}
	writeCells(b, s.Size, s.Cells)
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
		writeSet(b, s.Values)
	case HiddenPair, HiddenTriple, HiddenQuad:
		b.WriteByte(' ')
		writeSet(b, s.Values)
		if len(s.Units) > 0 {
			b.WriteString(" in ")
			b.WriteString(s.Units[0].String())
		}
	case XWing, Swordfish, Jellyfish, FinnedXWing, FinnedSwordfish, FinnedJellyfish:
		if len(s.Values) > 0 {
			b.WriteByte(' ')
			b.WriteByte(sudoku.Symbol(s.Values[0]))
		}
		k := len(s.Units) / 2
		if k > 0 {
			b.WriteString(" in ")
			writeLines(b, s.Units[:k])
			b.WriteString(" and ")
			writeLines(b, s.Units[k:])
		}
		if len(s.Fins) > 0 {
			b.WriteString(", fin")
			if len(s.Fins) > 1 {
				b.WriteByte('s')
			}
			b.WriteByte(' ')
			writeCells(b, s.Size, s.Fins)
		}
	case UniqueRectangle1, UniqueRectangle2, UniqueRectangle4, HiddenRectangle, UniqueRectangle5,
		AvoidableRectangle:
		b.WriteByte(' ')
		writeSet(b, s.Values)
	case BUGPlusOne:
		if len(s.Values) == 1 && len(s.Cells) == 1 {
			b.WriteString(" (")
			b.WriteString(cellName(s.Size, s.Cells[0]))
			b.WriteString(" must be ")
			b.WriteByte(sudoku.Symbol(s.Values[0]))
			b.WriteByte(')')
		}
	case XYWing, XYZWing:
		if len(s.Values) == 3 {
			x, y, z := s.Values[0], s.Values[1], s.Values[2]
			b.WriteString(" pivot ")
			if s.Technique == XYWing {
				writeSet(b, sortedInts(x, y))
			} else {
				writeSet(b, sortedInts(x, y, z))
			}
			b.WriteString(", pincers ")
			writeSet(b, sortedInts(x, z))
			b.WriteString(", ")
			writeSet(b, sortedInts(y, z))
		}
	}
}

// writeChain writes a chain as its technique's name and its nodes:
// "skyscraper 5: r1c2=r1c7-r4c7=r4c3" when they share their value,
// "aic: (5)r1c2=(3)r1c2-(3)r4c2=(3)r4c8" otherwise; "=" is a strong
// link, "-" a weak one.
func writeChain(b *strings.Builder, s Step) {
	b.WriteString(s.Technique.String())
	one := len(s.Values) > 0
	for _, v := range s.Values {
		one = one && v == s.Values[0]
	}
	if one {
		b.WriteByte(' ')
		b.WriteByte(sudoku.Symbol(s.Values[0]))
	}
	b.WriteString(": ")
	for i, c := range s.Cells {
		if i > 0 {
			if i%2 == 1 {
				b.WriteByte('=')
			} else {
				b.WriteByte('-')
			}
		}
		if !one && i < len(s.Values) {
			b.WriteByte('(')
			b.WriteByte(sudoku.Symbol(s.Values[i]))
			b.WriteByte(')')
		}
		b.WriteString(cellName(s.Size, c))
	}
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
