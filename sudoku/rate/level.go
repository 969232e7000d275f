package rate

import (
	"fmt"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
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

// scoreLimits holds, for each box size, the scores above which a puzzle
// beyond singles is at least expert, master and extreme. The 9×9 row is
// HoDoKu's (Medium up to 1000, Hard up to 1600, Unfair up to 1800). A
// score sums a weight per step, and a larger board takes more steps for
// the same techniques: every puzzle pays for placing its cells by singles
// before any technique counts. So each other row is HoDoKu's limits times
// the mean score of the singles of gen's random minimal puzzles of that
// size over that of 9×9 ones: 46.7 on 4×4, 362.3 on 9×9, 1,127 on 16×16
// and 2,536 on 25×25 (docs/rating.md has how they were measured).
// TestScoreLimits checks that on 16×16 and 25×25 boards these limits
// raise a level no more often than HoDoKu's do on 9×9.
var scoreLimits = [sudoku.MaxBox + 1][3]int{
	2: {129, 206, 232}, // never reached: every 4×4 puzzle is simple
	3: {1000, 1600, 1800},
	4: {3111, 4978, 5600},
	5: {7001, 11202, 12602},
}

// ScoreLimits returns the scores above which a puzzle that needs more than
// singles, on a board of box size box, is at least expert, master and
// extreme: 1000, 1600 and 1800 on 9×9 boards, as in HoDoKu, and more on
// larger boards, whose solutions take more steps. It returns zeros for a
// box size that has no boards.
func ScoreLimits(box int) (expert, master, extreme int) {
	if box < sudoku.MinBox || box > sudoku.MaxBox {
		return 0, 0, 0
	}
	l := scoreLimits[box]
	return l[0], l[1], l[2]
}
