package web

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku/game"
)

// maxTick bounds the playing time one request adds: the gap since the
// game's last request counts, up to this, so that a tab left open
// overnight does not count the night.
const maxTick = time.Minute

// gameStore keeps the games in play: at most max, each dropped once it
// has had no request for ttl. Expired games are swept when a game starts,
// and one looked up after its time is gone, so the store needs no
// goroutine of its own.
type gameStore struct {
	mu    sync.Mutex
	games map[string]*gameEntry
	max   int
	ttl   time.Duration
	now   func() time.Time
}

// gameEntry is one game; its mutex orders the requests on it.
type gameEntry struct {
	mu      sync.Mutex
	id      string
	g       *game.Game
	noCheck bool
	last    time.Time // of the last request, under the store's mutex
}

func newGameStore(max int, ttl time.Duration, now func() time.Time) *gameStore {
	return &gameStore{games: map[string]*gameEntry{}, max: max, ttl: ttl, now: now}
}

// add keeps g under a new id, or fails when the store is full.
func (st *gameStore) add(g *game.Game, noCheck bool) (*gameEntry, error) {
	var b [12]byte
	rand.Read(b[:])
	e := &gameEntry{id: hex.EncodeToString(b[:]), g: g, noCheck: noCheck}
	st.mu.Lock()
	defer st.mu.Unlock()
	now := st.now()
	for id, old := range st.games {
		if now.Sub(old.last) > st.ttl {
			delete(st.games, id)
		}
	}
	if len(st.games) >= st.max {
		return nil, &apiError{Status: http.StatusServiceUnavailable, Reason: "too many games in play; try again later"}
	}
	e.last = now
	st.games[e.id] = e
	return e, nil
}

// get returns the game of id, locked, with the time since its last
// request (capped at maxTick); the caller unlocks it.
func (st *gameStore) get(id string) (*gameEntry, time.Duration, error) {
	st.mu.Lock()
	e := st.games[id]
	now := st.now()
	var gap time.Duration
	if e != nil {
		gap = now.Sub(e.last)
		if gap > st.ttl {
			delete(st.games, id)
			e = nil
		} else {
			e.last = now
		}
	}
	st.mu.Unlock()
	if e == nil {
		return nil, 0, &apiError{Status: http.StatusNotFound, Field: "id", Reason: "no such game (games expire after an hour without a move)"}
	}
	e.mu.Lock()
	return e, min(max(gap, 0), maxTick), nil
}

// gameState is the JSON form of a game, enough for a page to draw it.
type gameState struct {
	ID        string       `json:"id"`
	Size      int          `json:"size"`
	Puzzle    string       `json:"puzzle"`
	Board     string       `json:"board"`
	Marks     []game.Marks `json:"marks"` // bit v set: v is marked
	Moves     int          `json:"moves"`
	Hints     int          `json:"hints"`
	ElapsedMS int64        `json:"elapsed_ms"`
	Empty     int          `json:"empty"`
	Over      bool         `json:"over"`
	Solved    bool         `json:"solved"`
	CanUndo   bool         `json:"can_undo"`
	CanRedo   bool         `json:"can_redo"`
	NoCheck   bool         `json:"no_check,omitempty"`
	// Solution is shown once the game is over.
	Solution string `json:"solution,omitempty"`
	// Hint is the staged hint being shown, if any.
	Hint *hintJSON `json:"hint,omitempty"`
}

type hintJSON struct {
	Stage     int      `json:"stage"` // 1 area, 2 cells, 3 move made
	Text      string   `json:"text"`
	Technique string   `json:"technique"`
	Cells     []int    `json:"cells,omitempty"` // from stage 2 on
	Step      stepJSON `json:"step"`            // whole at stage 3 only
}

func stateOf(e *gameEntry) *gameState {
	g := e.g
	n := g.Size() * g.Size()
	st := &gameState{
		ID: e.id, Size: g.Size(), Puzzle: g.Puzzle().String(), Board: g.Board().String(),
		Marks: make([]game.Marks, n), Moves: g.Moves(), Hints: g.Hints(),
		ElapsedMS: g.Elapsed().Milliseconds(), Empty: g.Empty(), Over: g.Over(), Solved: g.Solved(),
		CanUndo: g.CanUndo(), CanRedo: g.CanRedo(), NoCheck: e.noCheck,
	}
	for i := range n {
		st.Marks[i] = g.Marks(i)
	}
	if g.Over() {
		st.Solution = g.Solution().String()
	}
	if h, ok := g.PendingHint(); ok {
		st.Hint = hintOf(h)
	}
	return st
}

// hintOf shows a staged hint no further than its stage: the cells from
// the second, the step itself at the third.
func hintOf(h game.StagedHint) *hintJSON {
	j := &hintJSON{Stage: int(h.Stage), Text: h.Text(), Technique: h.Step.Technique.String()}
	if h.Stage >= game.StageCells {
		j.Cells = h.Cells()
	}
	if h.Stage >= game.StageMove {
		j.Step = stepOf(&h.Step)
	}
	return j
}

type gameStartRequest struct {
	Puzzle  string `json:"puzzle"`
	NoCheck bool   `json:"no_check,omitempty"`
}

func (s *Server) handleGameStart(w http.ResponseWriter, r *http.Request) error {
	var req gameStartRequest
	if err := decodeBody(r, &req); err != nil {
		return err
	}
	p, err := parsePuzzle("puzzle", req.Puzzle)
	if err != nil {
		return err
	}
	g, err := game.New(p, game.Options{NoCheck: req.NoCheck})
	if err != nil {
		return &apiError{Status: http.StatusUnprocessableEntity, Field: "puzzle", Reason: "cannot be played: " + err.Error()}
	}
	e, err := s.games.add(g, req.NoCheck)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, stateOf(e))
	return nil
}

func (s *Server) handleGameState(w http.ResponseWriter, r *http.Request) error {
	e, gap, err := s.games.get(r.PathValue("id"))
	if err != nil {
		return err
	}
	defer e.mu.Unlock()
	e.g.Tick(gap)
	writeJSON(w, http.StatusOK, stateOf(e))
	return nil
}

// gameRequest is the body of a game's operations; each uses the fields it
// needs.
type gameRequest struct {
	Cell  *int   `json:"cell"`  // move, mark: row-major, from 0
	Value *int   `json:"value"` // move: 0 clears; mark: the value
	Op    string `json:"op"`    // mark: toggle (default), set, clear
}

// gameAnswer is a game's state after an operation, with what the
// operation has to say.
type gameAnswer struct {
	*gameState
	Move       *moveJSON `json:"move,omitempty"`
	Wrong      []int     `json:"wrong,omitempty"`       // check
	WrongMarks []int     `json:"wrong_marks,omitempty"` // check
	Checked    bool      `json:"checked,omitempty"`
	hint       *hintJSON // the hint given, which the state may no longer hold
}

// moveJSON is a game.Move: one change of one cell.
type moveJSON struct {
	Cell     int        `json:"cell"`
	Old      int        `json:"old"`
	New      int        `json:"new"`
	OldMarks game.Marks `json:"old_marks"`
	NewMarks game.Marks `json:"new_marks"`
	Hint     bool       `json:"hint,omitempty"`
}

func moveOf(m game.Move) *moveJSON {
	return &moveJSON{m.Cell, m.Old, m.New, m.OldMarks, m.NewMarks, m.Hint}
}

func (s *Server) handleGameOp(w http.ResponseWriter, r *http.Request) error {
	var req gameRequest
	if r.ContentLength != 0 {
		if err := decodeBody(r, &req); err != nil {
			return err
		}
	}
	e, gap, err := s.games.get(r.PathValue("id"))
	if err != nil {
		return err
	}
	defer e.mu.Unlock()
	g := e.g
	g.Tick(gap)
	ans := &gameAnswer{}
	if err := s.gameOp(r, g, r.PathValue("op"), &req, ans); err != nil {
		return err
	}
	ans.gameState = stateOf(e)
	if ans.hint != nil {
		ans.gameState.Hint = ans.hint
	}
	writeJSON(w, http.StatusOK, ans)
	return nil
}

// gameOp applies one operation to g.
func (s *Server) gameOp(r *http.Request, g *game.Game, op string, req *gameRequest, ans *gameAnswer) error {
	var err error
	switch op {
	case "move":
		var i, v int
		if i, v, err = cellValue(g, req, 0); err == nil {
			err = g.Place(i/g.Size(), i%g.Size(), v)
		}
	case "mark":
		var i, v int
		if i, v, err = cellValue(g, req, 1); err == nil {
			var mop game.MarkOp
			if mop, err = markOp(req.Op); err == nil {
				err = g.Mark(i/g.Size(), i%g.Size(), v, mop)
			}
		}
	case "fill-marks":
		err = g.FillMarks()
	case "hint":
		var h game.StagedHint
		if h, err = g.NextHint(r.Context()); err == nil {
			ans.hint = hintOf(h)
			if h.Stage == game.StageMove {
				ans.Move = moveOf(h.Move)
			}
		}
	case "undo", "redo":
		var m game.Move
		if op == "undo" {
			m, err = g.Undo()
		} else {
			m, err = g.Redo()
		}
		if err == nil {
			ans.Move = moveOf(m)
		}
	case "check":
		ans.Wrong, ans.WrongMarks, ans.Checked = g.Wrong(), g.WrongMarks(), true
	case "give-up":
		g.GiveUp()
	default:
		return &apiError{Status: http.StatusNotFound, Field: "op",
			Reason: op + ": no such operation (want move, mark, fill-marks, hint, undo, redo, check or give-up)"}
	}
	return moveError(err)
}

// cellValue reads and checks the cell and value of a move (value from
// 0, which clears) or a mark (from 1).
func cellValue(g *game.Game, req *gameRequest, minValue int) (int, int, error) {
	n := g.Size()
	if req.Cell == nil {
		return 0, 0, badField("cell", "missing: want a cell index, row-major from 0")
	}
	if *req.Cell < 0 || *req.Cell >= n*n {
		return 0, 0, badField("cell", "%d is out of range 0..%d", *req.Cell, n*n-1)
	}
	if req.Value == nil {
		return 0, 0, badField("value", "missing: want a value %d..%d", minValue, n)
	}
	if *req.Value < minValue || *req.Value > n {
		return 0, 0, badField("value", "%d is out of range %d..%d", *req.Value, minValue, n)
	}
	return *req.Cell, *req.Value, nil
}

func markOp(s string) (game.MarkOp, error) {
	switch s {
	case "", "toggle":
		return game.MarkToggle, nil
	case "set":
		return game.MarkSet, nil
	case "clear":
		return game.MarkClear, nil
	}
	return 0, badField("op", "%q: want toggle, set or clear", s)
}

// moveError turns the error of a game's method into an answer: a move the
// rules refuse is a 422 naming the cell (and the cell it clashes with),
// one that has nothing to do a 409.
func moveError(err error) error {
	var me *game.MoveError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &me):
		ae := &apiError{Status: http.StatusUnprocessableEntity, Field: "cell", Reason: me.Error(),
			Cells: []int{me.Row*me.Size + me.Col}}
		if errors.Is(err, game.ErrClash) {
			ae.Field = "value"
			ae.Cells = append(ae.Cells, me.Other)
		}
		return ae
	case errors.Is(err, game.ErrNoUndo), errors.Is(err, game.ErrNoRedo), errors.Is(err, game.ErrOver):
		return &apiError{Status: http.StatusConflict, Reason: err.Error()}
	}
	return err
}
