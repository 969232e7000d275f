package web

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// streamWriteTimeout bounds the write of one event of a stream.
const streamWriteTimeout = 10 * time.Second

// errShutdown is the cause of the end of a stream that Server.Close ends.
var errShutdown = errors.New("the server is shutting down")

// pace is how a stream samples its search: a frame every Every nodes, at
// most Rate frames a second, none while Paused. A watcher may change it
// while the stream runs (POST /api/search/{id}).
type pace struct {
	Every  int64 `json:"every"`
	Rate   int   `json:"rate"`
	Paused bool  `json:"paused"`
}

func (p *pace) check() error {
	if p.Every < 1 || p.Every > 1_000_000 {
		return badField("every", "%d: want 1 to 1000000 nodes a frame", p.Every)
	}
	if p.Rate < 1 || p.Rate > 1000 {
		return badField("rate", "%d: want 1 to 1000 frames a second", p.Rate)
	}
	return nil
}

// stream is a search being streamed, as its watcher controls it.
type stream struct {
	mu      sync.Mutex
	pace    pace
	changed chan struct{} // closed and replaced on every change
}

func (st *stream) get() (pace, chan struct{}) {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.pace, st.changed
}

func (st *stream) set(p pace) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.pace = p
	close(st.changed)
	st.changed = make(chan struct{})
}

// streams are the searches being streamed, by id.
type streams struct {
	mu  sync.Mutex
	m   map[string]*stream
	max int
}

func (ss *streams) add(p pace) (string, *stream, error) {
	var b [12]byte
	rand.Read(b[:])
	id := hex.EncodeToString(b[:])
	st := &stream{pace: p, changed: make(chan struct{})}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if len(ss.m) >= ss.max {
		return "", nil, &apiError{Status: http.StatusServiceUnavailable, Reason: "too many searches being watched; try again later"}
	}
	if ss.m == nil {
		ss.m = map[string]*stream{}
	}
	ss.m[id] = st
	return id, st, nil
}

func (ss *streams) remove(id string) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	delete(ss.m, id)
}

func (ss *streams) lookup(id string) *stream {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.m[id]
}

// parseSearchQuery reads GET /api/search's parameters: puzzle, every,
// rate, max_nodes.
func parseSearchQuery(q url.Values) (sudoku.Grid, pace, int64, error) {
	p := pace{Every: 1, Rate: 20}
	var maxNodes int64 = 1_000_000
	for k := range q {
		switch k {
		case "puzzle", "every", "rate", "max_nodes", "paused":
		default:
			return sudoku.Grid{}, p, 0, badField(k, "unknown parameter (want puzzle, every, rate, max_nodes or paused)")
		}
	}
	g, err := parsePuzzle("puzzle", q.Get("puzzle"))
	if err != nil {
		return g, p, 0, err
	}
	num := func(name string, dst *int64) error {
		if v := q.Get(name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return badField(name, "%q: want a whole number", v)
			}
			*dst = n
		}
		return nil
	}
	rate := int64(p.Rate)
	for _, f := range []struct {
		name string
		dst  *int64
	}{{"every", &p.Every}, {"rate", &rate}, {"max_nodes", &maxNodes}} {
		if err := num(f.name, f.dst); err != nil {
			return g, p, 0, err
		}
	}
	if rate < 1 || rate > 1000 {
		return g, p, 0, badField("rate", "%d: want 1 to 1000 frames a second", rate)
	}
	p.Rate = int(rate)
	p.Paused = q.Get("paused") == "1" || q.Get("paused") == "true"
	if err := p.check(); err != nil {
		return g, p, 0, err
	}
	if maxNodes < 1 || maxNodes > 100_000_000 {
		return g, p, 0, badField("max_nodes", "%d: want 1 to 100000000", maxNodes)
	}
	return g, p, maxNodes, nil
}

// searchFrame is the data of a "node" or "solution" event.
type searchFrame struct {
	Nodes     int64  `json:"nodes"`
	Depth     int    `json:"depth"`
	Solutions int    `json:"solutions"`
	Board     string `json:"board"`
}

// searchDone is the data of the last event, "done".
type searchDone struct {
	// Status, Solutions and Nodes are the traced search's, which stopped
	// early when Stopped says why.
	Status    string `json:"status"`
	Solutions int    `json:"solutions"`
	Nodes     int64  `json:"nodes"`
	Solution  string `json:"solution,omitempty"`
	Stopped   string `json:"stopped,omitempty"`
	// Solver is the verdict of sudoku.Solver, as /api/solve gives it.
	Solver *solveAnswer `json:"solver,omitempty"`
}

// handleSearch streams the exact-cover search of a puzzle as Server-Sent
// Events: "start" (the stream's id and pace), a "node" frame as the pace
// samples them, a "solution" for each solution, then "done". The search
// counts up to two solutions, as solve does.
func (s *Server) handleSearch(w http.ResponseWriter, r *http.Request) error {
	g, p, maxNodes, err := parseSearchQuery(r.URL.Query())
	if err != nil {
		return err
	}
	if err := g.Validate(); err != nil {
		return &apiError{Status: http.StatusUnprocessableEntity, Field: "puzzle", Reason: err.Error()}
	}
	id, st, err := s.streams.add(p)
	if err != nil {
		return err
	}
	defer s.streams.remove(id)
	ctx, cancel := context.WithCancelCause(r.Context())
	defer cancel(nil)
	go func() {
		select {
		case <-s.closing:
			cancel(errShutdown)
		case <-ctx.Done():
		}
	}()
	es := newEventStream(w)
	send := es.send
	start := struct {
		ID     string `json:"id"`
		Size   int    `json:"size"`
		Puzzle string `json:"puzzle"`
		pace
		MaxNodes int64 `json:"max_nodes"`
	}{id, g.Size(), g.String(), p, maxNodes}
	if !send("start", start) {
		return nil
	}
	t := newTracer(g)
	t.limit, t.maxNodes, t.ctx = 2, maxNodes, ctx
	board := make([]byte, len(t.cells))
	frame := func(cells []uint8, depth int) searchFrame {
		for i, v := range cells {
			board[i] = sudoku.Symbol(int(v))
		}
		return searchFrame{Nodes: t.nodes, Depth: depth, Solutions: t.solutions, Board: string(board)}
	}
	var last time.Time
	t.visit = func(cells []uint8, depth int, solved bool) bool {
		if solved {
			return send("solution", frame(cells, depth))
		}
		cur, _ := st.get()
		if t.nodes%cur.Every != 0 && t.nodes != 1 {
			return true
		}
		if !wait(ctx, st, &last) {
			return false
		}
		return send("node", frame(cells, depth))
	}
	t.run()
	done := t.verdict(context.Cause(ctx))
	if t.first != nil {
		done.Solution = frame(t.first, 0).Board
	}
	if ctx.Err() == nil {
		done.Solver, _ = s.solve(ctx, g, 2)
	}
	// The watcher may be gone; the last write's error says nothing more.
	send("done", done)
	return nil
}

// eventStream writes Server-Sent Events.
type eventStream struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

// newEventStream starts the answer of an event stream.
func newEventStream(w http.ResponseWriter) *eventStream {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	return &eventStream{w: w, rc: http.NewResponseController(w)}
}

// send writes one event, v as its JSON data, and flushes it; false when
// the watcher is gone.
func (es *eventStream) send(event string, v any) bool {
	b, _ := json.Marshal(v) // the server's own types always marshal
	// Each event has its own write deadline, past the server's
	// WriteTimeout, so that a watcher who stops reading cannot hold the
	// stream, nor the server's shutdown, for longer.
	_ = es.rc.SetWriteDeadline(time.Now().Add(streamWriteTimeout))
	if _, err := fmt.Fprintf(es.w, "event: %s\ndata: %s\n\n", event, b); err != nil {
		return false
	}
	return es.rc.Flush() == nil
}

// verdict returns the last event of a search that has run; cause is why
// its context ended, if it did.
func (t *tracer) verdict(cause error) searchDone {
	done := searchDone{Solutions: t.solutions, Nodes: t.nodes}
	switch {
	case t.stop != nil:
		done.Status, done.Stopped = "stopped", t.stop.Error()
		if cause == errShutdown {
			done.Stopped = cause.Error()
		}
	case t.solutions == 0:
		done.Status = sudoku.None.String()
	case t.solutions == 1:
		done.Status = sudoku.Unique.String()
	default:
		done.Status = sudoku.Multiple.String()
	}
	return done
}

// wait holds a frame until the pace allows it: 1/Rate after the last
// frame, and not while paused. It returns false when ctx ends first.
func wait(ctx context.Context, st *stream, last *time.Time) bool {
	for {
		p, changed := st.get()
		var tm *time.Timer
		var timer <-chan time.Time
		if !p.Paused {
			d := time.Until(last.Add(time.Second / time.Duration(p.Rate)))
			if d <= 0 {
				*last = time.Now()
				return true
			}
			tm = time.NewTimer(d)
			timer = tm.C
		}
		select {
		case <-ctx.Done():
			return false
		case <-changed:
			if tm != nil {
				tm.Stop()
			}
		case <-timer:
			*last = time.Now()
			return true
		}
	}
}

// handleSearchPace changes the pace of a stream: POST /api/search/{id}
// with {"every": N, "rate": R, "paused": bool}, the fields left out kept.
func (s *Server) handleSearchPace(w http.ResponseWriter, r *http.Request) error {
	st := s.streams.lookup(r.PathValue("id"))
	if st == nil {
		return &apiError{Status: http.StatusNotFound, Field: "id", Reason: "no such search (it may have ended)"}
	}
	p, _ := st.get()
	if err := decodeBody(r, &p); err != nil {
		return err
	}
	if err := p.check(); err != nil {
		return err
	}
	st.set(p)
	writeJSON(w, http.StatusOK, p)
	return nil
}
