package rate

import (
	"fmt"
	"strings"
)

// Level is the difficulty class of a puzzle: the class of the hardest
// technique its logical solution needed. The zero Level is no level (a
// puzzle that was not rated).
type Level int

// The levels, from the easiest.
const (
	// Simple puzzles are solved by naked singles alone (a full house is a
	// naked single).
	Simple Level = iota + 1
	// Easy puzzles also need hidden singles.
	Easy
	// Intermediate puzzles also need locked candidates (pointing and
	// claiming) or naked or hidden pairs, triples or quads.
	Intermediate
	// Expert puzzles also need fish (X-Wing, Swordfish, Jellyfish) or wings
	// (XY-Wing, XYZ-Wing).
	Expert
	// Extreme puzzles are not finished by any technique: at least one guess
	// was needed.
	Extreme
)

// NumLevels is one more than the highest Level, so that [NumLevels]int
// can count puzzles by level (index 0 stays unused).
const NumLevels = int(Extreme) + 1

var levelNames = [...]string{Simple: "simple", Easy: "easy", Intermediate: "intermediate", Expert: "expert", Extreme: "extreme"}

// String returns the level's name: "simple", "easy", "intermediate",
// "expert" or "extreme"; "unrated" for the zero Level.
func (l Level) String() string {
	if l == 0 {
		return "unrated"
	}
	if l < 0 || int(l) >= len(levelNames) {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel returns the Level named s ("simple", "easy", "intermediate",
// "expert" or "extreme", in any case).
func ParseLevel(s string) (Level, error) {
	for l := Simple; l <= Extreme; l++ {
		if strings.EqualFold(s, levelNames[l]) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("rate: unknown level %q (want simple, easy, intermediate, expert or extreme)", s)
}

// MarshalText returns the level's name, so that a Level is written as a
// string in JSON.
func (l Level) MarshalText() ([]byte, error) {
	if l < Simple || l > Extreme {
		return nil, fmt.Errorf("rate: cannot marshal %v", l)
	}
	return []byte(levelNames[l]), nil
}

// UnmarshalText sets the level from its name, as ParseLevel does.
func (l *Level) UnmarshalText(text []byte) error {
	v, err := ParseLevel(string(text))
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// Technique is a way of making progress on a puzzle. The constants are in
// the order the solver tries them: after each step it starts again from the
// first, so every step uses the easiest technique that makes progress.
//
// Each technique has a fixed weight (Weight); a puzzle's score is the sum of
// the weights of its steps. The table, with the level each technique
// belongs to:
//
//	technique      weight  level
//	full house          1  simple
//	naked single        1  simple
//	hidden single       2  easy
//	pointing            5  intermediate
//	claiming            6  intermediate
//	naked pair          8  intermediate
//	hidden pair        10  intermediate
//	naked triple       12  intermediate
//	hidden triple      15  intermediate
//	naked quad         20  intermediate
//	hidden quad        25  intermediate
//	x-wing             30  expert
//	swordfish          40  expert
//	xy-wing            45  expert
//	xyz-wing           50  expert
//	jellyfish          60  expert
//	guess             100  extreme
type Technique int

// The techniques, in the order they are tried.
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
	// Guess places the value of the puzzle's solution in an empty cell with
	// the fewest candidates, when no other technique makes progress.
	Guess
)

// NumTechniques is the number of techniques, for arrays indexed by
// Technique.
const NumTechniques = int(Guess) + 1

var techniqueInfo = [NumTechniques]struct {
	name   string
	weight int
	level  Level
}{
	FullHouse:    {"full house", 1, Simple},
	NakedSingle:  {"naked single", 1, Simple},
	HiddenSingle: {"hidden single", 2, Easy},
	Pointing:     {"pointing", 5, Intermediate},
	Claiming:     {"claiming", 6, Intermediate},
	NakedPair:    {"naked pair", 8, Intermediate},
	HiddenPair:   {"hidden pair", 10, Intermediate},
	NakedTriple:  {"naked triple", 12, Intermediate},
	HiddenTriple: {"hidden triple", 15, Intermediate},
	NakedQuad:    {"naked quad", 20, Intermediate},
	HiddenQuad:   {"hidden quad", 25, Intermediate},
	XWing:        {"x-wing", 30, Expert},
	Swordfish:    {"swordfish", 40, Expert},
	XYWing:       {"xy-wing", 45, Expert},
	XYZWing:      {"xyz-wing", 50, Expert},
	Jellyfish:    {"jellyfish", 60, Expert},
	Guess:        {"guess", 100, Extreme},
}

func (t Technique) valid() bool { return t >= 0 && int(t) < NumTechniques }

// String returns the technique's name in lower case, as "naked single",
// "x-wing" or "guess".
func (t Technique) String() string {
	if !t.valid() {
		return fmt.Sprintf("Technique(%d)", int(t))
	}
	return techniqueInfo[t].name
}

// Weight returns the technique's fixed weight, the amount each use adds to
// a puzzle's score (see the table in Technique's documentation); 0 for an
// unknown technique.
func (t Technique) Weight() int {
	if !t.valid() {
		return 0
	}
	return techniqueInfo[t].weight
}

// Level returns the level a puzzle reaches when it needs the technique; 0
// for an unknown technique.
func (t Technique) Level() Level {
	if !t.valid() {
		return 0
	}
	return techniqueInfo[t].level
}

// ParseTechnique returns the Technique whose String is s, in any case.
func ParseTechnique(s string) (Technique, error) {
	for t := range Technique(NumTechniques) {
		if strings.EqualFold(s, techniqueInfo[t].name) {
			return t, nil
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
	return []byte(techniqueInfo[t].name), nil
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
