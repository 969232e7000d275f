package rate

import "strings"

// technique is a row of the registry: everything the rater knows about
// one technique.
type technique struct {
	id     Technique
	name   string // String's
	level  Level
	weight int // a step's share of the score, close to HoDoKu's
	se     int // Sudoku Explainer's difficulty, in tenths
	// uniqueness: the technique assumes that the puzzle has one solution;
	// it is tried only when Rater.NoUniqueness is off.
	uniqueness bool
	// find looks for a step of the technique on the board and records it
	// in b.st, reporting whether it found one; it may set b.broken on a
	// contradiction. Nil for a technique whose steps another row's finder
	// records (AIC, XY-Chain's) and for Guess, which the rater makes.
	find func(b *board) bool
	// explain writes the step in words, without the eliminations, which
	// Step.String adds.
	explain func(b *strings.Builder, s *Step)
}

// registry holds the techniques in the order the solver tries them, and
// the same rows by Technique. It is filled by init, not by its
// declaration: the finders read it (through begin and the Technique
// methods), and Go does not let a variable's initializer reach the
// variable itself through the functions it names.
var registry struct {
	order []technique
	byID  [NumTechniques]technique
	pos   [NumTechniques]int // the index in order of each technique's row
	se    []seRow            // Sudoku Explainer's order (see seOrderRows)
}

func init() {
	registry.order = []technique{
		{FullHouse, "full house", Simple, 4, 10, false, (*board).fullHouse, writePlacedIn},
		{NakedSingle, "naked single", Simple, 4, 23, false, (*board).nakedSingle, writeNamed},
		{HiddenSingle, "hidden single", Easy, 14, 15, false, (*board).hiddenSingle, writePlacedIn},
		{Pointing, "pointing", Intermediate, 50, 26, false, (*board).pointing, writeLocked},
		{Claiming, "claiming", Intermediate, 50, 28, false, (*board).claiming, writeLocked},
		{NakedPair, "naked pair", Intermediate, 60, 30, false, nakedSubset(2), writeNaked},
		{HiddenPair, "hidden pair", Intermediate, 70, 34, false, hiddenSubset(2), writeHidden},
		{NakedTriple, "naked triple", Intermediate, 80, 36, false, nakedSubset(3), writeNaked},
		{HiddenTriple, "hidden triple", Intermediate, 100, 40, false, hiddenSubset(3), writeHidden},
		{NakedQuad, "naked quad", Expert, 120, 50, false, nakedSubset(4), writeNaked},
		{HiddenQuad, "hidden quad", Expert, 150, 54, false, hiddenSubset(4), writeHidden},
		{XWing, "x-wing", Expert, 140, 32, false, fish(2), writeFish},
		{Swordfish, "swordfish", Expert, 150, 38, false, fish(3), writeFish},
		{XYWing, "xy-wing", Expert, 160, 42, false, (*board).xyWing, writeWing},
		{XYZWing, "xyz-wing", Expert, 180, 44, false, (*board).xyzWing, writeWing},
		{Jellyfish, "jellyfish", Expert, 160, 52, false, fish(4), writeFish},
		{UniqueRectangle1, "unique rectangle 1", Expert, 100, 45, true, uniqueRectangle(UniqueRectangle1), writeRectangle},
		{UniqueRectangle2, "unique rectangle 2", Expert, 100, 45, true, uniqueRectangle(UniqueRectangle2), writeRectangle},
		{UniqueRectangle4, "unique rectangle 4", Expert, 100, 45, true, uniqueRectangle(UniqueRectangle4), writeRectangle},
		{HiddenRectangle, "hidden rectangle", Expert, 100, 45, true, (*board).hiddenRectangle, writeRectangle},
		{UniqueRectangle3, "unique rectangle 3", Expert, 100, 46, true, (*board).uniqueRectangle3, writeUR3},
		{UniqueRectangle5, "unique rectangle 5", Expert, 100, 46, true, (*board).uniqueRectangle5, writeRectangle},
		{AvoidableRectangle, "avoidable rectangle", Expert, 100, 45, true, (*board).avoidableRectangle, writeRectangle},
		{BUGPlusOne, "bug+1", Expert, 100, 56, true, (*board).bugPlusOne, writeBUG},
		{RemotePair, "remote pair", Expert, 110, 66, false, (*board).remotePair, writeRemotePair},
		{Skyscraper, "skyscraper", Expert, 130, 66, false, (*board).skyscraper, writeChain},
		{TwoStringKite, "2-string kite", Expert, 150, 66, false, twoLinks(shapeKite), writeChain},
		{TurbotFish, "turbot fish", Expert, 120, 66, false, twoLinks(shapeTurbot), writeChain},
		{EmptyRectangle, "empty rectangle", Expert, 120, 66, false, (*board).emptyRectangle, writeEmptyRectangle},
		{WWing, "w-wing", Expert, 150, 66, false, (*board).wWing, writeChain},
		{SimpleColors, "simple colors", Expert, 150, 66, false, (*board).simpleColors, writeColors},
		{MultiColors, "multi colors", Expert, 200, 68, false, (*board).multiColors, writeColors},
		{FinnedXWing, "finned x-wing", Master, 130, 66, false, finnedFish(2), writeFish},
		{FinnedSwordfish, "finned swordfish", Master, 200, 66, false, finnedFish(3), writeFish},
		{FinnedJellyfish, "finned jellyfish", Master, 250, 66, false, finnedFish(4), writeFish},
		{SueDeCoq, "sue de coq", Master, 250, 70, false, (*board).sueDeCoq, writeSueDeCoq},
		{XChain, "x-chain", Master, 260, 66, false, chains(XChain), writeChain},
		{XYChain, "xy-chain", Master, 260, 70, false, chains(XYChain), writeChain},
		{AIC, "aic", Master, 280, 70, false, nil, writeChain},
		{ALSXZ, "als-xz", Master, 300, 74, false, (*board).alsXZ, writeALSXZ},
		{ALSXYWing, "als-xy-wing", Master, 320, 76, false, (*board).alsXYWing, writeALSXYWing},
		{GroupedAIC, "grouped aic", Master, 300, 66, false, (*board).groupedChain, writeGroupedAIC},
		{ALSChain, "als chain", Master, 340, 77, false, (*board).alsChain, writeALSChain},
		{DeathBlossom, "death blossom", Master, 360, 80, false, (*board).deathBlossom, writeDeathBlossom},
		{ForcingChain, "forcing chain", Extreme, 500, 75, false, (*board).forcingChain, writeForcing},
		{ForcingNet, "forcing net", Extreme, 700, 85, false, (*board).forcingNet, writeForcing},
		{DynamicForcingChain, "dynamic forcing chain", Extreme, 1000, 85, false, (*board).dynamicForcingChain, writeDynamic},
		{Guess, "guess", Extreme, 10000, 100, false, nil, writeGuess},
	}
	for i, row := range registry.order {
		registry.byID[row.id] = row
		registry.pos[row.id] = i
	}
	registry.se = seOrderRows()
}

// The finders of the rows that share a search, with its parameter bound.

func nakedSubset(k int) func(*board) bool  { return func(b *board) bool { return b.nakedSubset(k) } }
func hiddenSubset(k int) func(*board) bool { return func(b *board) bool { return b.hiddenSubset(k) } }
func fish(k int) func(*board) bool         { return func(b *board) bool { return b.fish(k) } }
func finnedFish(k int) func(*board) bool   { return func(b *board) bool { return b.finnedFish(k) } }
func twoLinks(shape int) func(*board) bool { return func(b *board) bool { return b.twoLinks(shape) } }
func chains(t Technique) func(*board) bool { return func(b *board) bool { return b.chains(t) } }

func uniqueRectangle(t Technique) func(*board) bool {
	return func(b *board) bool { return b.uniqueRectangle(t) }
}

// logicStep looks for the easiest technique (not Guess) that makes
// progress and records it in b.st. It returns false when none does, or
// when a contradiction is seen (b.broken is then set).
func (b *board) logicStep() bool { return b.logicStepIn(registry.order) }

// logicStepUpTo is logicStep with the techniques up to last (in the
// registry's order) only.
func (b *board) logicStepUpTo(last Technique) bool {
	return b.logicStepIn(registry.order[:registry.pos[last]+1])
}

// logicStepIn is logicStep with the techniques of rows only.
func (b *board) logicStepIn(rows []technique) bool {
	for i := range rows {
		row := &rows[i]
		if row.find == nil || row.uniqueness && b.noUnique {
			continue
		}
		if row.find(b) {
			return true
		}
		if b.broken {
			return false
		}
	}
	return false
}
