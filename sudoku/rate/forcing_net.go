package rate

// This file holds the forcing nets, the last logic before a guess: the
// forcing chains' assumptions (see forcing.go) followed not only by
// singles but, when singles stop, by locked candidates and naked pairs
// too, so that more of them end in a contradiction or agree.
// The nets are bounded as the chains are (maxForcingBox, maxForcingCands);
// each assumption's propagation ends, as every net step removes
// candidates.

// forcingNet looks for a forcing chain whose propagation follows the net
// steps, and records it as a ForcingNet.
func (b *board) forcingNet() bool {
	if b.box > maxForcingBox {
		return false
	}
	sc := b.scratch()
	sc.net = true
	ok := b.forcingChain()
	sc.net = false
	if ok {
		b.st.tech = ForcingNet
		b.st.se += ForcingNet.tenths() - ForcingChain.tenths()
	}
	return ok
}

// netStep makes, inside a forcing net's propagation, the first locked
// candidates or naked pair elimination, and reports whether there was
// one. It must not work out b.unitPos (as hidden subsets do): the
// forcing chains' loop over units reads the one of the state before the
// assumptions.
func (b *board) netStep() bool {
	b.segValid = false // placements were made
	if b.pointing() || b.claiming() || b.nakedSubset(2) {
		b.apply()
		return true
	}
	return false
}
