package sudoku

import "fmt"

// CluesError is the error of a generator asked for fewer clues than its
// removal of clues could reach: the puzzle returned with it is the
// one reached, unique, with Got clues.
type CluesError struct {
	Want, Got int
}

func (e *CluesError) Error() string {
	return fmt.Sprintf("sudoku: %d clues asked for, but the removal stopped at %d", e.Want, e.Got)
}
