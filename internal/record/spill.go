package record

import "io"

// spillCells is the size from which a Writer writes a D-dimensional board
// to its output in pieces (5D boards have 33,554,432 cells), rather than
// copying it into the record's buffer first: the record then holds no
// second copy of the board.
const spillCells = 1 << 20

// A spill is where a Writer lets the large boards of a record go. A nil
// *spill keeps every board in the record's buffer.
type spill struct {
	w   io.Writer
	at  int   // the fewest cells of a board that goes out in pieces: spillCells
	err error // the first write that failed
}

// board appends b to dst by app, or, when b is a large D-dimensional board
// and s is not nil, writes dst and then b (by write) to s's writer and
// returns dst emptied.
func (s *spill) board(dst []byte, b *Board, app func([]byte) []byte, write func(io.Writer) error) []byte {
	if s == nil || b.Hyper == nil || b.Hyper.Len() < s.at {
		return app(dst)
	}
	if s.err == nil {
		_, s.err = s.w.Write(dst)
	}
	if s.err == nil {
		s.err = write(s.w)
	}
	return dst[:0]
}

// cells appends the one-line form of b to dst, or spills it.
func (s *spill) cells(dst []byte, b *Board) []byte {
	return s.board(dst, b, b.AppendCells, func(w io.Writer) error {
		_, err := b.Hyper.WriteTo(w)
		return err
	})
}
