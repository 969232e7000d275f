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
	// Expert puzzles also need quads, basic fish (X-Wing, Swordfish,
	// Jellyfish), wings (XY-, XYZ-, W-Wing), short single-digit chains
	// (Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle), Remote
	// Pairs, simple colors or uniqueness (Unique and Hidden Rectangles,
	// BUG+1): HoDoKu's Hard.
	Expert
	// Master puzzles also need finned or sashimi fish, longer chains
	// (X-Chain, XY-Chain, alternating inference chains) or almost locked
	// sets: HoDoKu's Unfair.
	Master
	// Extreme puzzles need forcing chains or nets, or a guess.
	Extreme
)

// NumLevels is one more than the highest Level, so that [NumLevels]int
// can count puzzles by level (index 0 stays unused).
const NumLevels = int(Extreme) + 1

var levelNames = [...]string{Simple: "simple", Easy: "easy", Intermediate: "intermediate", Expert: "expert", Master: "master", Extreme: "extreme"}

// String returns the level's name: "simple", "easy", "intermediate",
// "expert", "master" or "extreme"; "unrated" for the zero Level.
func (l Level) String() string {
	if l == 0 {
		return "unrated"
	}
	if l < 0 || int(l) >= len(levelNames) {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// hodokuNames are HoDoKu's names of the levels that it names otherwise:
// Easy, Medium, Hard, Unfair and Extreme.
var hodokuNames = [...]string{Intermediate: "medium", Expert: "hard", Master: "unfair"}

// ParseLevel returns the Level named s ("simple", "easy", "intermediate",
// "expert", "master" or "extreme", in any case), also by HoDoKu's name
// for it: "medium" is intermediate, "hard" expert and "unfair" master.
func ParseLevel(s string) (Level, error) {
	for l := Simple; l <= Extreme; l++ {
		if strings.EqualFold(s, levelNames[l]) {
			return l, nil
		}
	}
	for l, name := range hodokuNames {
		if name != "" && strings.EqualFold(s, name) {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("rate: unknown level %q (want simple, easy, intermediate, expert, master or extreme, or HoDoKu's medium, hard or unfair)", s)
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
