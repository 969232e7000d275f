package rate

import (
	"fmt"
	"strings"
)

// Technique is a way of making progress on a puzzle. The solver tries the
// techniques in the order of the table below, the order of the registry
// (see "Adding a technique" in the package documentation): after each
// step it starts again from the first, so every step uses the easiest
// technique that makes progress. A constant's value only names the
// technique (Rating.Counts is indexed by it); it is not its place in the
// order.
//
// Each technique has a fixed weight (Weight), close to HoDoKu's score for
// it, a level, and a difficulty on Sudoku Explainer's scale (Difficulty;
// chains add to it with their length). A puzzle's score is the sum of the
// weights of its steps. The table:
//
//	technique           weight  level         difficulty
//	full house               4  simple        1.0
//	naked single             4  simple        2.3
//	hidden single           14  easy          1.5
//	pointing                50  intermediate  2.6
//	claiming                50  intermediate  2.8
//	naked pair              60  intermediate  3.0
//	hidden pair             70  intermediate  3.4
//	naked triple            80  intermediate  3.6
//	hidden triple          100  intermediate  4.0
//	naked quad             120  expert        5.0
//	hidden quad            150  expert        5.4
//	x-wing                 140  expert        3.2
//	swordfish              150  expert        3.8
//	xy-wing                160  expert        4.2
//	xyz-wing               180  expert        4.4
//	jellyfish              160  expert        5.2
//	unique rectangle 1     100  expert        4.5
//	unique rectangle 2     100  expert        4.5
//	unique rectangle 4     100  expert        4.5
//	hidden rectangle       100  expert        4.5
//	unique rectangle 3     100  expert        4.6
//	unique rectangle 5     100  expert        4.6
//	avoidable rectangle    100  expert        4.5
//	bug+1                  100  expert        5.6
//	remote pair            110  expert        6.6
//	skyscraper             130  expert        6.6
//	2-string kite          150  expert        6.6
//	turbot fish            120  expert        6.6
//	empty rectangle        120  expert        6.6
//	w-wing                 150  expert        6.6
//	simple colors          150  expert        6.6
//	multi colors           200  expert        6.8
//	finned x-wing          130  master        6.6
//	finned swordfish       200  master        6.6
//	finned jellyfish       250  master        6.6
//	sue de coq             250  master        7.0
//	x-chain                260  master        6.6
//	xy-chain               260  master        7.0
//	aic                    280  master        7.0
//	als-xz                 300  master        7.4
//	als-xy-wing            320  master        7.6
//	grouped aic            300  master        6.6
//	als chain              340  master        7.7
//	death blossom          360  master        8.0
//	forcing chain          500  extreme       7.5
//	forcing net            700  extreme       8.5
//	dynamic forcing chain 1000  extreme       8.5
//	guess                10000  extreme       10.0
type Technique int

// The techniques, declared in the order they are tried; the registry's
// order is the one that counts.
const (
	// FullHouse places the last empty cell of a row, column or box.
	FullHouse Technique = iota
	// NakedSingle places the only candidate left in a cell.
	NakedSingle
	// HiddenSingle places a value that has one possible cell in a unit.
	HiddenSingle
	// Pointing: the candidates for a value in a box all lie in one row or
	// column, so the rest of that line loses the value.
	Pointing
	// Claiming: the candidates for a value in a row or column all lie in
	// one box, so the rest of that box loses the value.
	Claiming
	// NakedPair: two cells of a unit hold the same two candidates only, so
	// the other cells of every unit they share lose both.
	NakedPair
	// HiddenPair: two values of a unit fit only in the same two cells, so
	// those cells lose every other candidate.
	HiddenPair
	// NakedTriple is NakedPair with three cells and three values.
	NakedTriple
	// HiddenTriple is HiddenPair with three values and three cells.
	HiddenTriple
	// NakedQuad is NakedPair with four cells and four values.
	NakedQuad
	// HiddenQuad is HiddenPair with four values and four cells.
	HiddenQuad
	// XWing: in two rows a value fits only in the same two columns (or the
	// other way round), so the rest of those columns lose it.
	XWing
	// Swordfish is XWing with three lines.
	Swordfish
	// XYWing: a pivot cell {x,y} sees a cell {x,z} and a cell {y,z}; one of
	// them is z, so every cell that sees both loses z.
	XYWing
	// XYZWing: a pivot cell {x,y,z} sees a cell {x,z} and a cell {y,z};
	// one of the three is z, so every cell that sees all three loses z.
	XYZWing
	// Jellyfish is XWing with four lines.
	Jellyfish
	// UniqueRectangle1: four cells on two rows, two columns and two boxes
	// that could all hold the same two values would let those values be
	// swapped, so a puzzle with one solution avoids that pattern. Type 1:
	// three corners hold just the two values, so the fourth loses them.
	// The uniqueness techniques are used only on puzzles known to have one
	// solution, and not when Rater.NoUniqueness is set.
	UniqueRectangle1
	// UniqueRectangle2: two corners on a line hold just {x,y}, the other
	// two {x,y,z}; one of these is z, so a cell seeing both loses z.
	UniqueRectangle2
	// UniqueRectangle4: two corners on a line hold just {x,y}; the other
	// two share a unit where x fits only in them, so they lose y.
	UniqueRectangle4
	// HiddenRectangle: a rectangle with one bivalue corner whose values
	// are locked on the lines of the opposite corner; that corner loses
	// the other value, which would make the deadly pattern.
	HiddenRectangle
	// UniqueRectangle3: two corners on a line hold just {x,y}; one of the
	// other two holds one of their extra values, so in a unit they share
	// those values with k-1 other cells make a naked subset of k values,
	// which the rest of the unit loses.
	UniqueRectangle3
	// UniqueRectangle5: three corners hold {x,y,z}, the fourth {x,y};
	// one of the three is z, so a cell seeing all of them loses z.
	UniqueRectangle5
	// AvoidableRectangle: four cells as a rectangle's, none a given, with
	// values placed by the solver: three hold x, y and y (the deadly
	// pattern's), so the fourth cannot take x (type 1); or two on a line
	// hold x and y and the other two {y,z} and {x,z}, so one of these is
	// z and a cell seeing both loses z (type 2).
	AvoidableRectangle
	// BUGPlusOne: every empty cell but one has two candidates; the
	// remaining cell must hold the value that would otherwise leave the
	// board with two solutions (a bivalue universal grave).
	BUGPlusOne
	// RemotePair: a chain of four or more cells {x,y}, each seeing the
	// next; a cell seeing two cells of it an odd number of links apart
	// loses x and y.
	RemotePair
	// Skyscraper: two conjugate pairs of a value on parallel lines, with
	// one end of each on a common cross line; a cell seeing both other
	// ends loses the value.
	Skyscraper
	// TwoStringKite: a conjugate pair on a row and one on a column, with
	// an end of each in one box; a cell seeing both other ends loses the
	// value.
	TwoStringKite
	// TurbotFish: any other chain of two conjugate pairs of a value whose
	// inner ends see each other.
	TurbotFish
	// EmptyRectangle: the candidates of a value in a box lie on one row
	// and one column; with a conjugate pair of the value on a line outside
	// the box, the cross of the box and that pair's far end loses it.
	EmptyRectangle
	// WWing: two cells {x,y} joined by a conjugate pair of x, each end
	// seeing one of them; a cell seeing both loses y.
	WWing
	// SimpleColors: the conjugate pairs of a value join cells into a
	// cluster of two alternating colors, one of which holds the value; a
	// color with two cells that see each other is false (wrap), and a
	// cell that sees both colors loses the value (trap).
	SimpleColors
	// MultiColors: two clusters of a value, a color of one seeing a
	// color of the other: their other colors are not both false, so a
	// cell seeing both loses the value; or a color sees both colors of
	// the other cluster and is false.
	MultiColors
	// FinnedXWing is an X-Wing with extra candidates (fins) in one box of
	// a base line; the cells of the cover lines in that box lose the value.
	// A sashimi X-Wing, with a corner missing, is one too.
	FinnedXWing
	// FinnedSwordfish is FinnedXWing with three lines.
	FinnedSwordfish
	// FinnedJellyfish is FinnedXWing with four lines.
	FinnedJellyfish
	// SueDeCoq: the cells where a box meets a line hold |C|+2 values;
	// a bivalue cell of the line and one of the box take two each, so the
	// rest of the line and of the box lose them.
	SueDeCoq
	// XChain: a chain of strong and weak links of one value; a cell seeing
	// both ends loses the value.
	XChain
	// XYChain: a chain of bivalue cells, each seeing the next and sharing
	// a value with it; a cell seeing both ends loses their common value.
	XYChain
	// AIC is an alternating inference chain of any candidates: one of
	// its ends is true, so a candidate that sees both loses.
	AIC
	// ALSXZ: two almost locked sets (n cells of a unit with n+1 values)
	// share a value x whose cells in one all see its cells in the other,
	// so one set is locked; a cell seeing all their cells holding another
	// shared value z loses z.
	ALSXZ
	// ALSXYWing: almost locked sets A and B each share a restricted
	// common value with a third, C: x with A and y with B. C holds x or
	// y, so A or B is locked, and a cell seeing all their cells holding
	// another common value z loses z.
	ALSXYWing
	// GroupedAIC is an alternating inference chain (or X-Chain) whose
	// nodes may be groups: the candidates of a value where a box meets a
	// line, true when one of them is. A group sees the cells that see all
	// of its cells. Its difficulty is an X-Chain's when it has one value,
	// an AIC's otherwise.
	GroupedAIC
	// ALSChain: almost locked sets in a row, each joined to the next by a
	// restricted common value, no two in turn the same. If the first set
	// lacks a value z it is locked, and so, set by set, is the last: one
	// of the ends holds z, and a cell seeing all their cells holding z
	// loses z.
	ALSChain
	// DeathBlossom: a stem cell and, for each of its candidates d, a petal:
	// an almost locked set whose cells holding d all see the stem. The
	// stem is one of its candidates, so that petal is locked; a value z of
	// every petal is in one of them, and a cell seeing all their cells
	// holding z loses z.
	DeathBlossom
	// ForcingChain: assuming a candidate, singles lead to a
	// contradiction (the candidate goes), or every candidate of a cell
	// leads to the same placement (which is made).
	ForcingChain
	// ForcingNet is ForcingChain with assumptions followed by locked
	// candidates and naked pairs as well as singles.
	ForcingNet
	// DynamicForcingChain is Sudoku Explainer's dynamic forcing chains:
	// branches that follow the state they reach, where the last candidate
	// of a cell or the last place of a value in a unit is set, and that
	// go on, where they stall, with subsets, fish and locked candidates
	// and then with forcing chains of their own (nested forcing chains),
	// level by level (see the package's rating notes).
	DynamicForcingChain
	// Guess places the value of the puzzle's solution in an empty cell with
	// the fewest candidates, when no other technique makes progress.
	Guess

	numTechniques // a new technique's constant goes before this one
)

// NumTechniques is the number of techniques, for arrays indexed by
// Technique.
const NumTechniques = int(numTechniques)

func (t Technique) valid() bool {
	return t >= 0 && int(t) < NumTechniques && registry.byID[t].name != ""
}

// info returns the technique's row of the registry; t must be valid.
func (t Technique) info() *technique { return &registry.byID[t] }

// String returns the technique's name in lower case, as "naked single",
// "x-wing" or "guess".
func (t Technique) String() string {
	if !t.valid() {
		return fmt.Sprintf("Technique(%d)", int(t))
	}
	return t.info().name
}

// Weight returns the technique's fixed weight, the amount each use adds to
// a puzzle's score (see the table in Technique's documentation); 0 for an
// unknown technique.
func (t Technique) Weight() int {
	if !t.valid() {
		return 0
	}
	return t.info().weight
}

// Level returns the level a puzzle reaches when it needs the technique; 0
// for an unknown technique.
func (t Technique) Level() Level {
	if !t.valid() {
		return 0
	}
	return t.info().level
}

// Difficulty returns the technique's base difficulty on Sudoku Explainer's
// scale, 1.0 to 10.0 (see the table in Technique's documentation): a step's
// own difficulty (Step.Difficulty) may be higher, for a long chain. 0 for
// an unknown technique.
func (t Technique) Difficulty() float64 {
	if !t.valid() {
		return 0
	}
	return float64(t.info().se) / 10
}

// uniqueness reports whether the technique assumes that the puzzle has
// one solution.
func (t Technique) uniqueness() bool { return t.valid() && t.info().uniqueness }

// tenths returns the technique's difficulty on Sudoku Explainer's scale,
// in tenths; t must be valid.
func (t Technique) tenths() int { return t.info().se }

// ParseTechnique returns the Technique whose String is s, in any case.
func ParseTechnique(s string) (Technique, error) {
	for _, row := range registry.order {
		if strings.EqualFold(s, row.name) {
			return row.id, nil
		}
	}
	return 0, fmt.Errorf("rate: unknown technique %q", s)
}

// MarshalText returns the technique's name, so that a Technique is written
// as a string in JSON (also as a map key).
func (t Technique) MarshalText() ([]byte, error) {
	if !t.valid() {
		return nil, fmt.Errorf("rate: cannot marshal %v", t)
	}
	return []byte(t.info().name), nil
}

// UnmarshalText sets the technique from its name, as ParseTechnique does.
func (t *Technique) UnmarshalText(text []byte) error {
	v, err := ParseTechnique(string(text))
	if err != nil {
		return err
	}
	*t = v
	return nil
}
