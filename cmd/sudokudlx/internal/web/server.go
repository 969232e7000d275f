package web

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net/http"
	"net/url"
	"runtime/debug"
	"sync"
	"time"
)

//go:embed static
var staticFiles embed.FS

// Options tune a Server. The zero value of each field means its default.
type Options struct {
	// RequestTimeout is the deadline of each API request (default 10s);
	// a request over it is answered 503 when nothing was written yet.
	RequestTimeout time.Duration
	// RateBudget is the time POST /api/rate spends on a puzzle's hard
	// steps before it finishes with guesses and says so (over_budget;
	// see rate.Rater.Budget), default half of RequestTimeout: the
	// hardest puzzles get a rating rather than a 503.
	RateBudget time.Duration
	// GenTimeout is the deadline of GET /api/gen (default 30s): a minimal
	// 16×16 puzzle takes a few seconds on a loaded machine.
	GenTimeout time.Duration
	// StreamTimeout bounds a GET /api/search stream (default 5m).
	StreamTimeout time.Duration
	// MaxBody is the largest request body in bytes (default 64 KiB);
	// a larger one is answered 413.
	MaxBody int64
	// MaxGames is the number of games kept at once (default 1000); a new
	// game beyond it is refused with 503 until one expires.
	MaxGames int
	// GameTTL is how long a game is kept without a request (default 1h).
	GameTTL time.Duration
	// MaxStreams is the number of searches streamed at once (default 32);
	// one more is refused with 503.
	MaxStreams int
	// Log receives the stacks of recovered panics and other server
	// errors; nil discards them.
	Log *log.Logger
	// Now is the clock of game expiry and game time; nil is time.Now.
	Now func() time.Time
}

func (o *Options) fill() {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.RequestTimeout, 10*time.Second)
	def(&o.RateBudget, o.RequestTimeout/2)
	def(&o.GenTimeout, 30*time.Second)
	def(&o.StreamTimeout, 5*time.Minute)
	def(&o.GameTTL, time.Hour)
	if o.MaxBody <= 0 {
		o.MaxBody = 64 << 10
	}
	if o.MaxGames <= 0 {
		o.MaxGames = 1000
	}
	if o.MaxStreams <= 0 {
		o.MaxStreams = 32
	}
	if o.Log == nil {
		o.Log = log.New(io.Discard, "", 0)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
}

// Server answers the API and serves the pages. It is safe for concurrent
// use; its handler is Handler.
type Server struct {
	opt     Options
	mux     *http.ServeMux
	solvers solverPool
	raters  raterPool
	games   *gameStore
	streams streams

	closing   chan struct{} // closed by Close
	closeOnce sync.Once
}

// Close ends the event streams, which never go idle by themselves, so
// that http.Server.Shutdown can finish: each sends its "done" event and
// returns. Other requests are not touched. Call it from
// http.Server.RegisterOnShutdown.
func (s *Server) Close() {
	s.closeOnce.Do(func() { close(s.closing) })
}

// New returns a server with the options opt.
func New(opt Options) *Server {
	opt.fill()
	s := &Server{opt: opt, mux: http.NewServeMux(), games: newGameStore(opt.MaxGames, opt.GameTTL, opt.Now), closing: make(chan struct{})}
	s.streams.max = opt.MaxStreams
	api := func(pattern string, timeout time.Duration, h func(http.ResponseWriter, *http.Request) error) {
		s.mux.Handle(pattern, s.guard(timeout, h))
	}
	api("POST /api/solve", opt.RequestTimeout, s.handleSolve)
	api("POST /api/rate", opt.RequestTimeout, s.handleRate)
	api("GET /api/gen", opt.GenTimeout, s.handleGen)
	api("POST /api/game", opt.RequestTimeout, s.handleGameStart)
	api("GET /api/game/{id}", opt.RequestTimeout, s.handleGameState)
	api("POST /api/game/{id}/{op}", opt.RequestTimeout, s.handleGameOp)
	api("GET /api/search", opt.StreamTimeout, s.handleSearch)
	api("POST /api/search/{id}", opt.RequestTimeout, s.handleSearchPace)
	api("/api/", opt.RequestTimeout, func(w http.ResponseWriter, r *http.Request) error {
		return &apiError{Status: http.StatusNotFound, Reason: "no such endpoint: " + r.Method + " " + r.URL.Path}
	})
	pages, err := fs.Sub(staticFiles, "static")
	if err != nil {
		panic(err) // the embedded tree always has static/
	}
	s.mux.Handle("/", s.guard(opt.RequestTimeout, pageHandler(http.FileServerFS(pages))))
	return s
}

// Handler returns the handler of every page and endpoint.
func (s *Server) Handler() http.Handler { return s.mux }

// pageHandler serves the embedded pages with headers that keep them to
// this host: the content security policy allows nothing from elsewhere.
func pageHandler(files http.Handler) func(http.ResponseWriter, *http.Request) error {
	return func(w http.ResponseWriter, r *http.Request) error {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			return &apiError{Status: http.StatusMethodNotAllowed, Reason: "pages take GET"}
		}
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:")
		h.Set("X-Content-Type-Options", "nosniff")
		files.ServeHTTP(w, r)
		return nil
	}
}

// apiError is an answer other than 200: the status, the request field at
// fault (empty when the request as a whole is), and the reason. Its JSON
// form is the body of the answer.
type apiError struct {
	Status int    `json:"-"`
	Field  string `json:"field,omitempty"`
	Reason string `json:"reason"`
	// Line and Col locate a puzzle's error (the reader's, from 1); 0 when
	// there is none.
	Line int `json:"line,omitempty"`
	Col  int `json:"col,omitempty"`
	// Cells are the cells of a refused move: the cell, then the one it
	// clashes with.
	Cells []int `json:"cells,omitempty"`
}

func (e *apiError) Error() string {
	if e.Field == "" {
		return e.Reason
	}
	return e.Field + ": " + e.Reason
}

// badField returns a 400 error for field.
func badField(field, format string, args ...any) *apiError {
	return &apiError{Status: http.StatusBadRequest, Field: field, Reason: fmt.Sprintf(format, args...)}
}

// guard wraps an API handler: the request gets a deadline and a bounded
// body, an error returned becomes a JSON answer, and a panic becomes a 500
// and a logged stack.
func (s *Server) guard(timeout time.Duration, h func(http.ResponseWriter, *http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), timeout)
		defer cancel()
		r = r.WithContext(ctx)
		r.Body = http.MaxBytesReader(w, r.Body, s.opt.MaxBody)
		rw := &trackWriter{ResponseWriter: w}
		if err := sameOrigin(r); err != nil {
			writeError(rw, err)
			return
		}
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.opt.Log.Printf("panic serving %s %s: %v\n%s", r.Method, r.URL.Path, v, debug.Stack())
			if !rw.wrote {
				writeError(rw, &apiError{Status: http.StatusInternalServerError, Reason: "internal error"})
			}
		}()
		if err := h(rw, r); err != nil && !rw.wrote {
			writeError(rw, s.classify(ctx, err))
		}
	})
}

// sameOrigin refuses a request that changes something (any method but
// GET and HEAD) sent by a page of another site: browsers send the page's
// Origin with such requests, and a page elsewhere must not play or start
// games on a server that a person runs on their own machine.
func sameOrigin(r *http.Request) *apiError {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		return nil
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return nil // not from a browser's page: curl, programs
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host != r.Host {
		return &apiError{Status: http.StatusForbidden, Reason: "cross-origin request refused: Origin " + origin + " is not this server"}
	}
	return nil
}

// classify turns a handler's error into the answer's error.
func (s *Server) classify(ctx context.Context, err error) *apiError {
	var ae *apiError
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &ae):
		return ae
	case errors.As(err, &mbe):
		return &apiError{Status: http.StatusRequestEntityTooLarge, Reason: fmt.Sprintf("body over %d bytes", mbe.Limit)}
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil:
		return &apiError{Status: http.StatusServiceUnavailable, Reason: "over the request's deadline"}
	case errors.Is(err, context.Canceled):
		return &apiError{Status: http.StatusServiceUnavailable, Reason: "request cancelled"}
	}
	s.opt.Log.Printf("error: %v", err)
	return &apiError{Status: http.StatusInternalServerError, Reason: err.Error()}
}

// trackWriter remembers whether the answer was started, so that an error
// after that is not written into a body already sent. It passes Flush on
// for the event stream.
type trackWriter struct {
	http.ResponseWriter
	wrote bool
}

func (w *trackWriter) WriteHeader(code int) {
	w.wrote = true
	w.ResponseWriter.WriteHeader(code)
}

func (w *trackWriter) Write(b []byte) (int, error) {
	w.wrote = true
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *trackWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func writeError(w http.ResponseWriter, e *apiError) {
	writeJSON(w, e.Status, struct {
		Error *apiError `json:"error"`
	}{e})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		// Only the server's own types are written; they always marshal.
		status, b = http.StatusInternalServerError, []byte(`{"error":{"reason":"cannot encode the answer"}}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// decodeBody reads the request's JSON body into v: one object, no
// unknown fields, within the body limit.
func decodeBody(r *http.Request, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !isJSON(ct) {
		return &apiError{Status: http.StatusUnsupportedMediaType, Reason: "want Content-Type application/json, got " + ct}
	}
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonError(err)
	}
	if dec.More() {
		return &apiError{Status: http.StatusBadRequest, Reason: "body: more than one JSON value"}
	}
	return nil
}

// isJSON accepts application/json and curl's default for -d,
// application/x-www-form-urlencoded, whose body is read as JSON all the
// same, so that "curl -d '{...}'" works.
func isJSON(ct string) bool {
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && (mt == "application/json" || mt == "application/x-www-form-urlencoded")
}

// jsonError names the field of a decoding error where it has one.
func jsonError(err error) error {
	var mbe *http.MaxBytesError
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &mbe):
		return err
	case errors.As(err, &te):
		return badField(te.Field, "want a JSON %v, got %s", te.Type, te.Value)
	case errors.As(err, &se):
		return &apiError{Status: http.StatusBadRequest, Reason: fmt.Sprintf("body: bad JSON at byte %d: %v", se.Offset, se)}
	case errors.Is(err, io.EOF):
		return &apiError{Status: http.StatusBadRequest, Reason: "body: empty, want a JSON object"}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &apiError{Status: http.StatusBadRequest, Reason: "body: JSON cut short"}
	}
	if f, ok := unknownField(err.Error()); ok {
		return badField(f, "unknown field")
	}
	return &apiError{Status: http.StatusBadRequest, Reason: "body: " + err.Error()}
}

// unknownField returns the field named by encoding/json's error for
// DisallowUnknownFields, `json: unknown field "x"`.
func unknownField(msg string) (string, bool) {
	const prefix = `json: unknown field "`
	if len(msg) > len(prefix)+1 && msg[:len(prefix)] == prefix && msg[len(msg)-1] == '"' {
		return msg[len(prefix) : len(msg)-1], true
	}
	return "", false
}
