package rate

import (
	"slices"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// writeALS writes the pattern of an ALS-XY-Wing, ALS chain, Death
// Blossom or grouped AIC, and reports whether the step had its shape:
//
//	als-xy-wing: r1c1, r1c2 and r5c5 through r3c3, restricted commons 4 and 7,
//	als chain: {r1c1,r1c2} -4- {r3c3} -7- {r5c5,r5c6} -2- {r9c1}, common 3,
//	death blossom: stem r1c2 {5,6,9}, petals 5: r1c7, r4c7; 6: r4c2; 9: r1c9, common 3,
//	grouped aic: (7){r4c1,r4c2}=(7)r4c5-(1)r4c5=(1)r3c5
func (s Step) writeALS(b *strings.Builder) bool {
	switch s.Technique {
	case ALSXYWing:
		if len(s.Groups) != 3 || len(s.Values) != 2 {
			return false
		}
		b.WriteString("als-xy-wing: ")
		writeCells(b, s.Size, s.Groups[0])
		b.WriteString(" and ")
		writeCells(b, s.Size, s.Groups[1])
		b.WriteString(" through ")
		writeCells(b, s.Size, s.Groups[2])
		b.WriteString(", restricted commons ")
		b.WriteByte(sudoku.Symbol(s.Values[0]))
		b.WriteString(" and ")
		b.WriteByte(sudoku.Symbol(s.Values[1]))
		b.WriteByte(',')
		return true
	case ALSChain:
		if len(s.Groups) < 2 || len(s.Values) != len(s.Groups)-1 || len(s.Eliminations) == 0 {
			return false
		}
		b.WriteString("als chain: ")
		for i, g := range s.Groups {
			if i > 0 {
				b.WriteString(" -")
				b.WriteByte(sudoku.Symbol(s.Values[i-1]))
				b.WriteString("- ")
			}
			writeGroup(b, s.Size, g)
		}
		var zs []int
		for _, e := range s.Eliminations {
			if !slices.Contains(zs, e.Value) {
				zs = append(zs, e.Value)
			}
		}
		slices.Sort(zs)
		b.WriteString(", common ")
		if len(zs) == 1 {
			b.WriteByte(sudoku.Symbol(zs[0]))
		} else {
			writeSet(b, zs)
		}
		b.WriteByte(',')
		return true
	case DeathBlossom:
		if len(s.Groups) < 3 || len(s.Groups[0]) != 1 || len(s.Values) != len(s.Groups) {
			return false
		}
		b.WriteString("death blossom: stem ")
		b.WriteString(cellName(s.Size, s.Groups[0][0]))
		b.WriteByte(' ')
		writeSet(b, s.Values[1:])
		b.WriteString(", petals")
		for i, g := range s.Groups[1:] {
			if i > 0 {
				b.WriteByte(';')
			}
			b.WriteByte(' ')
			b.WriteByte(sudoku.Symbol(s.Values[1+i]))
			b.WriteString(": ")
			writeCells(b, s.Size, g)
		}
		b.WriteString(", common ")
		b.WriteByte(sudoku.Symbol(s.Values[0]))
		b.WriteByte(',')
		return true
	case GroupedAIC:
		if len(s.Groups) != len(s.Values) || len(s.Values) == 0 {
			return false
		}
		b.WriteString("grouped aic: ")
		for i, g := range s.Groups {
			switch {
			case i == 0:
			case i%2 == 1:
				b.WriteByte('=')
			default:
				b.WriteByte('-')
			}
			b.WriteByte('(')
			b.WriteByte(sudoku.Symbol(s.Values[i]))
			b.WriteByte(')')
			if len(g) == 1 {
				b.WriteString(cellName(s.Size, g[0]))
			} else {
				writeGroup(b, s.Size, g)
			}
		}
		return true
	}
	return false
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
