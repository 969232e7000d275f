package baseline

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Status says how a search ended.
type Status int

const (
	// Solved: a solution was found (it may not be the only one).
	Solved Status = iota
	// NoSolution: every branch failed (or the givens clash), so the
	// board has no solution.
	NoSolution
	// Stopped: the context was done before the search ended.
	Stopped
)

var statusNames = [...]string{Solved: "solved", NoSolution: "no solution", Stopped: "stopped"}

// String returns "solved", "no solution" or "stopped".
func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return fmt.Sprintf("Status(%d)", int(s))
	}
	return statusNames[s]
}

// Result is the outcome of one search.
type Result struct {
	Status Status
	// Solution is the solution found when Status is Solved, else the
	// zero Grid.
	Solution sudoku.Grid
	// Nodes counts the values the search placed in empty cells.
	Nodes int64
	// Err is the context's error when Status is Stopped, or the reason
	// the board was refused (a board of another size); nil otherwise.
	Err error
}

// ErrSize is wrapped by Result.Err when a board of another size is given
// to a Solver.
var ErrSize = errors.New("baseline: board of the wrong size")

// pollEvery is how many placements pass between two looks at the
// context; a power of two.
const pollEvery = 1024

// frame is one level of the search: the cell filled there, its place in
// the empty list before it was taken, and the candidates not tried yet.
type frame struct {
	cell, slot int32
	left       uint32
}

// Solver solves boards of one size. It is not safe for concurrent use;
// make one per goroutine.
type Solver struct {
	box, n, cells int
	all           uint32 // the N value bits

	// Geometry, fixed: the row, column and box of each cell, and its
	// peers (the other cells of its row, column and box), np each.
	row, col, blk []int32
	peers         []int32
	np            int

	// The board: the value of each cell (0 when empty), the values used
	// in each row, column and box, and each cell's domain, which only
	// AC-3 narrows.
	val               []uint8
	rows, cols, boxes []uint32
	dom               []uint32

	// The empty cells are empty[:nEmpty]; pos[c] is c's index in empty.
	// A cell taken by the search is swapped past nEmpty and swapped back
	// when the search backs out of it, so the list is restored exactly.
	empty, pos []int32
	nEmpty     int

	// Empty cells per row, column and box, and per segment (the cells
	// of one row in one box, and of one column in one box), for Degree.
	rowE, colE, boxE, rsegE, csegE []int32

	stack []frame
	ac3   arcs
}

// NewSolver returns a Solver for boards of box·box rows (box 2 to 5).
// It allocates O(N²·N) words once.
func NewSolver(box int) (*Solver, error) {
	if box < sudoku.MinBox || box > sudoku.MaxBox {
		return nil, fmt.Errorf("baseline: box size %d out of range %d..%d", box, sudoku.MinBox, sudoku.MaxBox)
	}
	n := box * box
	cells := n * n
	s := &Solver{
		box: box, n: n, cells: cells,
		all:   uint32(1)<<n - 1,
		row:   make([]int32, cells),
		col:   make([]int32, cells),
		blk:   make([]int32, cells),
		np:    2*(n-1) + (box-1)*(box-1),
		val:   make([]uint8, cells),
		rows:  make([]uint32, n),
		cols:  make([]uint32, n),
		boxes: make([]uint32, n),
		dom:   make([]uint32, cells),
		empty: make([]int32, cells),
		pos:   make([]int32, cells),
		rowE:  make([]int32, n),
		colE:  make([]int32, n),
		boxE:  make([]int32, n),
		rsegE: make([]int32, n*box),
		csegE: make([]int32, n*box),
		stack: make([]frame, cells),
	}
	for i := range cells {
		r, c := i/n, i%n
		s.row[i], s.col[i], s.blk[i] = int32(r), int32(c), int32(r/box*box+c/box)
	}
	s.peers = make([]int32, 0, cells*s.np)
	for i := range cells {
		for j := range cells {
			if j != i && (s.row[j] == s.row[i] || s.col[j] == s.col[i] || s.blk[j] == s.blk[i]) {
				s.peers = append(s.peers, int32(j))
			}
		}
	}
	s.ac3.init(s)
	return s, nil
}

// Box returns the box size of the boards the Solver takes.
func (s *Solver) Box() int { return s.box }

// Solve searches g for a solution with the Method m, up to the first
// solution, a proof that there is none, or ctx being done (looked at
// every 1024 placements). rng draws the cells of RandomCell and may be
// nil for the other methods. The values of a cell are tried in
// increasing order. Solve allocates nothing; each placement costs O(N)
// for MinCandidates, MaxConstraints, Degree and AC3 (a scan of the
// empty cells) and O(1) for RandomCell; FirstEmpty's scans cost O(N²)
// over a whole branch.
func (s *Solver) Solve(ctx context.Context, g sudoku.Grid, m Method, rng *rand.Rand) Result {
	if g.Box() != s.box {
		return Result{Status: NoSolution, Err: fmt.Errorf("%w: a %dx%d board given to a %dx%d solver", ErrSize, g.Size(), g.Size(), s.n, s.n)}
	}
	if m == RandomCell && rng == nil {
		rng = rand.New(rand.NewPCG(0, 0))
	}
	if !s.load(&g) {
		return Result{Status: NoSolution}
	}
	if m == AC3 && !s.ac3.run(s) {
		return Result{Status: NoSolution}
	}
	done := ctx.Done()
	var nodes int64
	d := 0
	for {
		if s.nEmpty == 0 {
			return Result{Status: Solved, Solution: s.grid(), Nodes: nodes}
		}
		c := s.choose(m, rng, d)
		slot := s.pos[c]
		s.take(c)
		s.stack[d] = frame{cell: c, slot: slot, left: s.cand(c)}
		for {
			f := &s.stack[d]
			if f.left != 0 {
				bit := f.left & -f.left
				f.left ^= bit
				s.place(f.cell, bit)
				nodes++
				if nodes%pollEvery == 0 && done != nil {
					select {
					case <-done:
						return Result{Status: Stopped, Nodes: nodes, Err: ctx.Err()}
					default:
					}
				}
				d++
				break
			}
			s.untake(f.cell, f.slot)
			d--
			if d < 0 {
				return Result{Status: NoSolution, Nodes: nodes}
			}
			s.unplace(s.stack[d].cell)
		}
	}
}

// load sets the board to g; it reports false when two givens clash.
func (s *Solver) load(g *sudoku.Grid) bool {
	clear(s.rows)
	clear(s.cols)
	clear(s.boxes)
	clear(s.rowE)
	clear(s.colE)
	clear(s.boxE)
	clear(s.rsegE)
	clear(s.csegE)
	s.nEmpty = 0
	ok := true
	for i := range s.cells {
		v := g.At(i)
		s.val[i] = uint8(v)
		if v == 0 {
			s.dom[i] = s.all
			s.pos[i] = int32(s.nEmpty)
			s.empty[s.nEmpty] = int32(i)
			s.nEmpty++
			s.count(int32(i), 1)
			continue
		}
		bit := uint32(1) << (v - 1)
		s.dom[i] = bit
		r, c, b := s.row[i], s.col[i], s.blk[i]
		if (s.rows[r]|s.cols[c]|s.boxes[b])&bit != 0 {
			ok = false
		}
		s.rows[r] |= bit
		s.cols[c] |= bit
		s.boxes[b] |= bit
	}
	return ok
}

// cand returns the candidates of the empty cell c: its domain less the
// values of its row, column and box.
func (s *Solver) cand(c int32) uint32 {
	return s.dom[c] &^ (s.rows[s.row[c]] | s.cols[s.col[c]] | s.boxes[s.blk[c]])
}

// place puts the value bit in the cell c, which the search took.
func (s *Solver) place(c int32, bit uint32) {
	s.val[c] = uint8(bits.TrailingZeros32(bit) + 1)
	s.rows[s.row[c]] |= bit
	s.cols[s.col[c]] |= bit
	s.boxes[s.blk[c]] |= bit
}

// unplace removes the value of the cell c.
func (s *Solver) unplace(c int32) {
	bit := ^(uint32(1) << (s.val[c] - 1))
	s.val[c] = 0
	s.rows[s.row[c]] &= bit
	s.cols[s.col[c]] &= bit
	s.boxes[s.blk[c]] &= bit
}

// take removes the cell c from the empty list, swapping it with the last
// empty cell.
func (s *Solver) take(c int32) {
	i := s.pos[c]
	s.nEmpty--
	last := s.empty[s.nEmpty]
	s.empty[i], s.empty[s.nEmpty] = last, c
	s.pos[last], s.pos[c] = i, int32(s.nEmpty)
	s.count(c, -1)
}

// untake puts the cell c back in the empty list at slot, undoing the
// take that moved it there; every take since has been undone.
func (s *Solver) untake(c, slot int32) {
	end := int32(s.nEmpty)
	s.nEmpty++
	other := s.empty[slot]
	s.empty[slot], s.empty[end] = c, other
	s.pos[c], s.pos[other] = slot, end
	s.count(c, 1)
}

// count adds d to the empty counts of the cell c's row, column, box and
// segments.
func (s *Solver) count(c, d int32) {
	r, col := s.row[c], s.col[c]
	box := int32(s.box)
	s.rowE[r] += d
	s.colE[col] += d
	s.boxE[s.blk[c]] += d
	s.rsegE[r*box+col/box] += d
	s.csegE[col*box+r/box] += d
}

// degree returns the number of empty peers of the empty cell c: the empty
// cells of its row, column and box, counting those of its row and column
// segments in the box once, less c itself.
func (s *Solver) degree(c int32) int32 {
	r, col := s.row[c], s.col[c]
	box := int32(s.box)
	return s.rowE[r] + s.colE[col] + s.boxE[s.blk[c]] - s.rsegE[r*box+col/box] - s.csegE[col*box+r/box] - 1
}

// choose returns the empty cell to fill at depth d with the Method m.
// Ties go to the first cell met: in row-major order for FirstEmpty, in
// the order of the empty list for the others.
func (s *Solver) choose(m Method, rng *rand.Rand, d int) int32 {
	empty := s.empty[:s.nEmpty]
	switch m {
	case FirstEmpty:
		// The cells before the one filled at depth d-1 are all full.
		i := int32(0)
		if d > 0 {
			i = s.stack[d-1].cell + 1
		}
		for s.val[i] != 0 {
			i++
		}
		return i
	case RandomCell:
		return empty[rng.IntN(len(empty))]
	case MaxConstraints:
		// As the rule is usually written: the values ruled out, N minus the
		// candidates; the cell with the most of them.
		best, most := int32(-1), -1
		for _, c := range empty {
			k := s.n - bits.OnesCount32(s.cand(c))
			if k > most {
				best, most = c, k
				if k == s.n {
					break
				}
			}
		}
		return best
	case Degree:
		best, most := int32(-1), int32(-1)
		for _, c := range empty {
			if k := s.degree(c); k > most {
				best, most = c, k
			}
		}
		return best
	default: // MinCandidates, AC3
		best, fewest := int32(-1), 1<<30
		for _, c := range empty {
			k := bits.OnesCount32(s.cand(c))
			if k < fewest {
				best, fewest = c, k
				if k == 0 {
					break
				}
			}
		}
		return best
	}
}

// grid returns the board as a Grid.
func (s *Solver) grid() sudoku.Grid {
	g, _ := sudoku.New(s.box)
	for i, v := range s.val {
		g.SetAt(i, int(v))
	}
	return g
}
