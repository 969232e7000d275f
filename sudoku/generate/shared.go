package generate

import (
	"context"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"sync"
)

// maxWorkers bounds Options.Workers: each helper holds a Generator of
// its own.
const maxWorkers = 16

// pool is what a Generator keeps for sharing its checks (see
// removeShared): the helpers' generators, and the buffers of
// sharedRemoval's fail, ok and busy.
type pool struct {
	helpers  []*Generator
	poolFail []bool
	poolOK   []int32
	poolBusy []bool
	// poolChecks counts the checks this Generator made as a worker.
	poolChecks int
}

// A sharedRemoval is the state of remove when several workers check the
// orbits of one puzzle (see Options.Workers and removeShared). Every
// field is guarded by mu.
type sharedRemoval struct {
	mu   sync.Mutex
	cond sync.Cond

	r *removal // the pass; its trialAt and probeAt are where it starts

	p       sudoku.Grid // the puzzle with every removal decided so far
	version int32       // the number of those removals
	front   int         // the position in order of the first orbit not decided

	// What the workers found about the orbit at each position: its removal
	// fails (for good), or succeeds from the puzzle at version ok-1; and
	// whether a worker is checking it (on whatever version).
	fail []bool
	ok   []int32
	busy []bool
	err  error

	// The positions where the front stops for the trial and the probe
	// not run yet (see ahead; -1: none), whether a worker is running one
	// of them, and the cancel of the workers' context, for a hard one.
	// While the trial runs, the other workers check the orbits after it.
	trialAt, probeAt int
	probing          bool
	cancel           context.CancelFunc
}

// removeShared is remove, for a minimal puzzle with neither Clues nor
// a level, with its checks shared by Options.Workers goroutines: each
// worker takes the first orbit in the order not settled yet and checks its
// removal on the puzzle as it stands, while the front of the order moves
// on as answers come in. Removing clues never makes a puzzle with several
// solutions unique, so a removal that fails on the puzzle a worker saw
// fails on every later puzzle too, which has fewer clues; one that
// succeeds stands only if no removal was made in between, and is checked
// again otherwise. Every decision is therefore the one the sequential
// loop makes, and so is the puzzle; only the time differs. Late in the
// removal, where most checks need the SAT solver and most fail, the
// workers seldom waste their work. Their SAT solvers pass one another
// the short clauses they learn (see clauseExchange), so that each does
// not have to learn again what another found.
func (g *Generator) removeShared(ctx context.Context, r *removal) (sudoku.Grid, error) {
	workers := min(g.opt.Workers, maxWorkers)
	for len(g.helpers) < workers-1 {
		h, err := New(Options{Box: g.box})
		if err != nil {
			return sudoku.Grid{}, err
		}
		g.helpers = append(g.helpers, h)
	}
	m := len(r.order)
	g.poolFail = append(g.poolFail[:0], make([]bool, m)...)
	g.poolOK = append(g.poolOK[:0], make([]int32, m)...)
	g.poolBusy = append(g.poolBusy[:0], make([]bool, m)...)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &sharedRemoval{
		r: r, p: *r.full,
		fail: g.poolFail, ok: g.poolOK, busy: g.poolBusy,
		trialAt: r.trialAt, probeAt: r.probeAt, cancel: cancel,
	}
	s.cond.L = &s.mu
	team := append([]*Generator{g}, g.helpers[:workers-1]...)
	x := newClauseExchange(r.id, workers)
	for i, h := range team {
		if h.sat != nil {
			h.sat.join(x, i)
		}
	}
	var wg sync.WaitGroup
	for _, h := range team[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.work(ctx, h)
		}()
	}
	s.work(ctx, g)
	wg.Wait()
	for _, h := range team {
		if h.sat != nil {
			h.sat.join(nil, 0)
		}
	}
	return s.p, s.err
}

// work checks orbits for s with the Generator h until every orbit is
// decided or a check fails with an error.
func (s *sharedRemoval) work(ctx context.Context, h *Generator) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		s.advance()
		if (s.front == s.trialAt || s.front == s.probeAt) && !s.probing && s.err == nil {
			// The front waits at the trial or the probe while the others
			// go on checking the orbits after it.
			s.probing = true
			q, pos, end, trial := s.p, s.front, s.r.probeAt, s.front == s.trialAt
			s.mu.Unlock()
			kept, hard, err := h.watch(ctx, s.r, &q, pos, trial)
			s.mu.Lock()
			s.probing = false
			switch {
			case err != nil:
				if s.err == nil {
					s.err = err
				}
			case hard:
				s.err = errHardOrder
				s.cancel()
			case trial:
				s.version += int32(s.r.takeTrial(&s.p, pos, kept, nil))
				s.front = end
			}
			if trial {
				s.trialAt = -1
			} else {
				s.probeAt = -1
			}
			s.cond.Broadcast()
			continue
		}
		if s.err != nil || s.front == len(s.r.order) {
			s.cond.Broadcast()
			return
		}
		pos := s.next()
		if pos < 0 {
			s.cond.Wait() // every open orbit is being checked
			continue
		}
		v := s.version
		s.busy[pos] = true
		q := s.p
		at := place{removal: s.r, pos: pos, front: s.front}
		s.mu.Unlock()

		cells := s.r.orbit(pos)
		for _, c := range cells {
			q.Cells()[c] = 0
		}
		h.full = *s.r.full
		h.setSeen(&q)
		unique, err := h.unique(ctx, &q, &h.full, cells, &at)
		h.poolChecks++

		s.mu.Lock()
		s.busy[pos] = false
		switch {
		case err != nil:
			if s.err == nil {
				s.err = err
			}
		case unique:
			s.ok[pos] = v + 1
		default:
			s.fail[pos] = true
		}
		s.cond.Broadcast()
	}
}

// advance moves the front past the orbits whose fate is known on the
// current puzzle, making the removals.
func (s *sharedRemoval) advance() {
	for s.front < len(s.r.order) && s.front != s.trialAt && s.front != s.probeAt {
		switch {
		case s.fail[s.front]:
		case s.ok[s.front] == s.version+1:
			for _, c := range s.r.orbit(s.front) {
				s.p.Cells()[c] = 0
			}
			s.version++
		default:
			return
		}
		s.front++
	}
}

// next returns the first position from the front whose orbit is neither
// settled nor being checked, or -1. An orbit being checked on an older
// puzzle is left to that check even so: most checks late in the removal
// fail, which holds for the current puzzle too, and the rare success is
// checked again; checking it twice costs more than it saves.
func (s *sharedRemoval) next() int {
	from := s.front
	if s.probing && s.front == s.trialAt {
		from = s.probeAt // the trial decides the orbits up to there
	}
	for pos := from; pos < len(s.r.order); pos++ {
		if !s.fail[pos] && s.ok[pos] != s.version+1 && !s.busy[pos] {
			return pos
		}
	}
	return -1
}

// setSeen sets g.seen to the values of the clues of p in each unit.
func (g *Generator) setSeen(p *sudoku.Grid) {
	seen := g.seen[:3*g.n]
	clear(seen)
	for i, v := range p.Cells() {
		if v != 0 {
			g.toggle(i, v)
		}
	}
}
