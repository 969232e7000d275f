package generate

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// MinClues returns the fewest clues that a puzzle with one solution on a
// board of box size box can have, as far as that is proved: 4 on 4×4, 17
// on 9×9 (McGuire, Tugemann and Civario's exhaustive search, 2012), and
// N-1 on the larger N×N boards, where no better bound is proved: a
// puzzle without two of the N values has a second solution, the first
// with those two swapped. It returns 0 for a box size out of range.
func MinClues(box int) int {
	switch {
	case box < sudoku.MinBox || box > sudoku.MaxBox:
		return 0
	case box == 2:
		return 4
	case box == 3:
		return 17
	}
	return box*box - 1
}

// CluesRequestError is the error of CheckClues: a number of clues that no
// generated puzzle can have.
type CluesRequestError struct {
	Size     int      // the board's side N
	Clues    int      // the number of clues asked for
	Symmetry Symmetry // the symmetry asked for
	// Reason says why, in words meant for a user ("never unique: ...");
	// the command line and the web server show it after the count.
	Reason string
}

func (e *CluesRequestError) Error() string {
	return "generate: " + strconv.Itoa(e.Clues) + " clues: " + e.Reason
}

// CheckClues reports whether Options{Box: box, Clues: clues, Symmetry:
// sym} asks for a puzzle that can exist, without making one: clues is 0
// (a minimal puzzle) or within 1..N², not below MinClues(box), and with a
// symmetry other than NoSymmetry and RandomSymmetry a sum of whole orbits
// (with Rotate90 on 9×9, say, a multiple of 4 or one more). It returns
// nil or a *CluesRequestError. New makes the same check; front ends make
// it first, to refuse the request with its reason before any work.
// A count that passes may still not be reached (Generate's
// *sudoku.CluesError): 17 clues exist on 9×9, but one removal rarely
// gets there. box and sym must be valid (New checks them).
func CheckClues(box, clues int, sym Symmetry) error {
	n := box * box
	fail := func(format string, args ...any) error {
		return &CluesRequestError{Size: n, Clues: clues, Symmetry: sym, Reason: fmt.Sprintf(format, args...)}
	}
	low := MinClues(box)
	switch {
	case clues == 0:
		return nil
	case clues < 0 || clues > n*n:
		return fail("want 0 (minimal) to %d for %dx%d", n*n, n, n)
	case clues < low && box <= 3:
		return fail("never unique: every %dx%d puzzle with fewer than %d clues has more than one solution", n, n, low)
	case clues < low:
		return fail("never unique: a %dx%d puzzle with fewer than %d clues lacks two values, which can be swapped", n, n, low)
	case sym == NoSymmetry || sym == RandomSymmetry:
		return nil
	}
	sizes := newOrbits(n, sym).sizes
	if reachable(clues, sizes) {
		return nil
	}
	var near []string
	for k := clues - 1; k >= low; k-- {
		if reachable(k, sizes) {
			near = append(near, strconv.Itoa(k))
			break
		}
	}
	for k := clues + 1; k <= n*n; k++ {
		if reachable(k, sizes) {
			near = append(near, strconv.Itoa(k))
			break
		}
	}
	return fail("no %dx%d pattern with %v symmetry has that many clues (nearest: %s)", n, n, sym, strings.Join(near, " or "))
}
