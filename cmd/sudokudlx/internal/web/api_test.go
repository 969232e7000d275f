package web

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

const (
	easy         = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	easySolution = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
)

// syncBuffer is a log's buffer, written by the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func newTestServer(t *testing.T, opt Options) (*httptest.Server, *syncBuffer) {
	t.Helper()
	logs := &syncBuffer{}
	opt.Log = log.New(logs, "", 0)
	ts := httptest.NewServer(New(opt).Handler())
	t.Cleanup(ts.Close)
	return ts, logs
}

// call makes a request and returns the status and the decoded JSON body.
func call(t *testing.T, ts *httptest.Server, method, path, body string) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, ts.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Fatalf("%s %s: Content-Type %q, body %s", method, path, ct, b)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%s %s: %v in %s", method, path, err, b)
	}
	return resp.StatusCode, m
}

// errorOf returns the error object of an answer, or nil.
func errorOf(m map[string]any) map[string]any {
	e, _ := m["error"].(map[string]any)
	return e
}

// apiCase is one request and what its answer must hold: the status, the
// error's field and a piece of its reason, or values of the answer.
type apiCase struct {
	name         string
	method, path string
	body         string
	status       int
	field        string         // the error's field
	reason       string         // in the error's reason
	want         map[string]any // fields of the answer
}

func runCases(t *testing.T, ts *httptest.Server, cases []apiCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, m := call(t, ts, tc.method, tc.path, tc.body)
			if status != tc.status {
				t.Fatalf("status %d, want %d: %v", status, tc.status, m)
			}
			e := errorOf(m)
			if tc.status >= 400 {
				if e == nil {
					t.Fatalf("no error in %v", m)
				}
				if e["field"] != nil && tc.field == "" || tc.field != "" && e["field"] != tc.field {
					t.Errorf("field %v, want %q", e["field"], tc.field)
				}
				if r, _ := e["reason"].(string); !strings.Contains(r, tc.reason) {
					t.Errorf("reason %q, want it to hold %q", r, tc.reason)
				}
			} else if e != nil {
				t.Fatalf("error %v in a %d answer", e, status)
			}
			for k, v := range tc.want {
				if got := m[k]; got != v {
					if e == nil || e[k] != v {
						t.Errorf("%s = %v, want %v", k, got, v)
					}
				}
			}
		})
	}
}

func TestSolve(t *testing.T) {
	ts, _ := newTestServer(t, Options{MaxBody: 1000})
	multiple := strings.Repeat(".", 81)
	invalid := "11" + strings.Repeat(".", 79)
	none := "12345678.........9" + strings.Repeat(".", 63)
	runCases(t, ts, []apiCase{
		{name: "unique", method: "POST", path: "/api/solve", body: `{"puzzle":"` + easy + `"}`,
			status: 200, want: map[string]any{"status": "unique", "solutions": 1.0, "solution": easySolution}},
		{name: "grid layout", method: "POST", path: "/api/solve", body: `{"puzzle":"1..3\n....\n....\n..24"}`,
			status: 200, want: map[string]any{"status": "unique", "solution": "1243431224313124"}},
		{name: "multiple", method: "POST", path: "/api/solve", body: `{"puzzle":"` + multiple + `"}`,
			status: 200, want: map[string]any{"status": "multiple", "solutions": 2.0}},
		{name: "limit 1", method: "POST", path: "/api/solve", body: `{"puzzle":"` + multiple + `","limit":1}`,
			status: 200, want: map[string]any{"status": "solved", "solutions": 1.0}},
		{name: "none", method: "POST", path: "/api/solve", body: `{"puzzle":"` + none + `"}`,
			status: 200, want: map[string]any{"status": "none", "solutions": 0.0}},
		{name: "invalid", method: "POST", path: "/api/solve", body: `{"puzzle":"` + invalid + `"}`,
			status: 200, want: map[string]any{"status": "invalid", "reason": "r1c1 and r1c2 both hold 1"}},
		{name: "bad character", method: "POST", path: "/api/solve", body: `{"puzzle":"` + easy[:40] + "x" + easy[41:] + `"}`,
			status: 400, field: "puzzle", reason: "1:41: bad character", want: map[string]any{"line": 1.0, "col": 41.0}},
		{name: "short", method: "POST", path: "/api/solve", body: `{"puzzle":"123"}`,
			status: 400, field: "puzzle", reason: "wrong length"},
		{name: "two puzzles", method: "POST", path: "/api/solve", body: `{"puzzle":"` + easy + `\n` + easy + `"}`,
			status: 400, field: "puzzle", reason: "more than one puzzle"},
		{name: "missing", method: "POST", path: "/api/solve", body: `{}`,
			status: 400, field: "puzzle", reason: "missing"},
		{name: "wrong type", method: "POST", path: "/api/solve", body: `{"puzzle":7}`,
			status: 400, field: "puzzle", reason: "want a JSON string"},
		{name: "unknown field", method: "POST", path: "/api/solve", body: `{"puzle":"x"}`,
			status: 400, field: "puzle", reason: "unknown field"},
		{name: "bad JSON", method: "POST", path: "/api/solve", body: `{"puzzle":`,
			status: 400, reason: "JSON cut short"},
		{name: "syntax", method: "POST", path: "/api/solve", body: `{"puzzle" "x"}`,
			status: 400, reason: "bad JSON at byte"},
		{name: "two values", method: "POST", path: "/api/solve", body: `{"puzzle":"` + easy + `"} {}`,
			status: 400, reason: "more than one JSON value"},
		{name: "bad limit", method: "POST", path: "/api/solve", body: `{"puzzle":"` + easy + `","limit":-1}`,
			status: 400, field: "limit", reason: "want 1 to 1000"},
		{name: "too large", method: "POST", path: "/api/solve", body: `{"puzzle":"` + strings.Repeat(easy+`\n`, 20) + `"}`,
			status: 413, reason: "body over 1000 bytes"},
		{name: "GET", method: "GET", path: "/api/solve",
			status: 404, reason: "no such endpoint"},
		{name: "unknown endpoint", method: "POST", path: "/api/solv", body: `{}`,
			status: 404, reason: "no such endpoint: POST /api/solv"},
	})
}

func TestSolveContentType(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	resp, err := ts.Client().Post(ts.URL+"/api/solve", "text/plain", strings.NewReader(`{"puzzle":"`+easy+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain: status %d, want 415", resp.StatusCode)
	}
}

func TestRate(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	runCases(t, ts, []apiCase{
		{name: "easy", method: "POST", path: "/api/rate", body: `{"puzzle":"` + easy + `"}`,
			status: 200, want: map[string]any{"status": "unique", "level": "simple", "solution": easySolution, "guesses": 0.0}},
		{name: "multiple", method: "POST", path: "/api/rate", body: `{"puzzle":"` + strings.Repeat(".", 81) + `"}`,
			status: 200, want: map[string]any{"status": "multiple"}},
		{name: "invalid", method: "POST", path: "/api/rate", body: `{"puzzle":"11` + strings.Repeat(".", 79) + `"}`,
			status: 200, want: map[string]any{"status": "invalid"}},
		{name: "bad puzzle", method: "POST", path: "/api/rate", body: `{"puzzle":"12x4"}`,
			status: 400, field: "puzzle", reason: "1:3: bad character"},
		{name: "bad explain", method: "POST", path: "/api/rate", body: `{"puzzle":"` + easy + `","explain":"yes"}`,
			status: 400, field: "explain", reason: "want a JSON bool"},
	})
}

// TestRateBudget: past its rating budget the server still answers with a
// rating, from guesses, and says so.
func TestRateBudget(t *testing.T) {
	ts, _ := newTestServer(t, Options{RateBudget: time.Nanosecond})
	const goldenNugget = ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7....."
	runCases(t, ts, []apiCase{
		{name: "hardest", method: "POST", path: "/api/rate", body: `{"puzzle":"` + goldenNugget + `"}`,
			status: 200, want: map[string]any{"status": "unique", "level": "extreme", "over_budget": true, "rating": 10.0}},
		{name: "easy", method: "POST", path: "/api/rate", body: `{"puzzle":"` + easy + `"}`,
			status: 200, want: map[string]any{"status": "unique", "level": "simple", "over_budget": true, "guesses": 0.0}},
	})
}

// TestRateExplain checks that the steps of an explanation replay to the
// solution: each placement is the solution's value, each elimination a
// value the solution does not have there.
func TestRateExplain(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	const hard = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."
	status, m := call(t, ts, "POST", "/api/rate", `{"puzzle":"`+hard+`","explain":true}`)
	if status != 200 {
		t.Fatalf("status %d: %v", status, m)
	}
	sol := m["solution"].(string)
	steps := m["steps"].([]any)
	board := []byte(hard)
	elims := 0
	for k, s := range steps {
		st := s.(map[string]any)
		if st["technique"] == "" || st["text"] == "" {
			t.Fatalf("step %d: %v", k, st)
		}
		for _, p := range list(st["placed"]) {
			c, v := cellValueOf(p)
			if sol[c] != byte('0'+v) {
				t.Errorf("step %d (%s) places %d in cell %d, the solution %c", k, st["text"], v, c, sol[c])
			}
			board[c] = byte('0' + v)
		}
		for _, e := range list(st["eliminations"]) {
			c, v := cellValueOf(e)
			elims++
			if sol[c] == byte('0'+v) {
				t.Errorf("step %d (%s) removes the solution's %d from cell %d", k, st["text"], v, c)
			}
		}
	}
	if string(board) != sol {
		t.Errorf("the steps fill %s, not the solution %s", board, sol)
	}
	if elims == 0 || m["level"] == "easy" {
		t.Errorf("a hard puzzle rated %v with %d eliminations", m["level"], elims)
	}
}

func list(v any) []any { l, _ := v.([]any); return l }

func cellValueOf(v any) (int, int) {
	m := v.(map[string]any)
	return int(m["cell"].(float64)), int(m["value"].(float64))
}

func TestGen(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	_, first := call(t, ts, "GET", "/api/gen?size=9&difficulty=easy&symmetry=rotate180&seed=7", "")
	_, expert := call(t, ts, "GET", "/api/gen?difficulty=expert&seed=7", "")
	runCases(t, ts, []apiCase{
		{name: "HoDoKu's name of a level", method: "GET", path: "/api/gen?difficulty=hard&seed=7",
			status: 200, want: map[string]any{"puzzle": expert["puzzle"], "level": "expert", "difficulty": "expert"}},
		{name: "HoDoKu's name refused as its level is", method: "GET", path: "/api/gen?size=4&difficulty=unfair",
			status: 400, field: "difficulty", reason: "no 4x4 puzzle is master (want simple or any)"},
		{name: "same seed, same puzzle", method: "GET", path: "/api/gen?size=9&difficulty=easy&symmetry=rotate180&seed=7",
			status: 200, want: map[string]any{"puzzle": first["puzzle"], "level": "easy", "seed": 7.0, "symmetry": "rotate180", "difficulty": "easy"}},
		{name: "4x4", method: "GET", path: "/api/gen?size=4&seed=1",
			status: 200, want: map[string]any{"puzzle": "1..3..........24", "size": 4.0, "level": "simple", "difficulty": "any"}},
		{name: "clues", method: "GET", path: "/api/gen?seed=3&clues=40",
			status: 200, want: map[string]any{"clues": 40.0}},
		{name: "bad size", method: "GET", path: "/api/gen?size=10",
			status: 400, field: "size", reason: `"10": want 4, 9, 16 or 25`},
		{name: "bad level", method: "GET", path: "/api/gen?difficulty=tough",
			status: 400, field: "difficulty", reason: "want simple, easy"},
		{name: "unreachable level", method: "GET", path: "/api/gen?size=4&difficulty=expert",
			status: 400, field: "difficulty", reason: "no 4x4 puzzle is expert (want simple or any)"},
		{name: "bad symmetry", method: "GET", path: "/api/gen?symmetry=spin",
			status: 400, field: "symmetry"},
		{name: "bad seed", method: "GET", path: "/api/gen?seed=-1",
			status: 400, field: "seed", reason: "want a whole number"},
		{name: "bad clues", method: "GET", path: "/api/gen?clues=100",
			status: 400, field: "clues", reason: "want 0 (minimal) to 81"},
		{name: "clues never unique", method: "GET", path: "/api/gen?clues=5",
			status: 400, field: "clues", reason: `"5": never unique: every 9x9 puzzle with fewer than 17 clues has more than one solution`},
		{name: "clues never unique 16x16", method: "GET", path: "/api/gen?size=16&clues=14",
			status: 400, field: "clues", reason: `"14": never unique: a 16x16 puzzle with fewer than 15 clues lacks two values`},
		{name: "clues between orbits", method: "GET", path: "/api/gen?symmetry=rotate90&clues=18",
			status: 400, field: "clues", reason: `"18": no 9x9 pattern with rotate90 symmetry has that many clues (nearest: 17 or 20)`},
		{name: "clues not reached", method: "GET", path: "/api/gen?seed=1&clues=17",
			status: 422, field: "clues", reason: "not reached"},
		{name: "unknown parameter", method: "GET", path: "/api/gen?level=easy",
			status: 400, field: "level", reason: "unknown parameter"},
	})
	if p, _ := first["puzzle"].(string); len(p) != 81 {
		t.Errorf("puzzle %q", p)
	}
}

// TestDeadline: a request over its deadline is a 503, not a verdict.
func TestDeadline(t *testing.T) {
	ts, _ := newTestServer(t, Options{GenTimeout: time.Nanosecond})
	runCases(t, ts, []apiCase{
		{name: "gen", method: "GET", path: "/api/gen?size=16&seed=1",
			status: 503, reason: "over the request's deadline"},
	})
}

// TestPanic: a panic in a handler is a 500 with a JSON error, and its
// stack is logged; the server goes on.
func TestPanic(t *testing.T) {
	logs := &syncBuffer{}
	s := New(Options{Log: log.New(logs, "", 0)})
	h := s.guard(time.Second, func(http.ResponseWriter, *http.Request) error {
		panic("boom")
	})
	for range 2 {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil))
		if rec.Code != 500 || !strings.Contains(rec.Body.String(), `"reason":"internal error"`) {
			t.Errorf("status %d, body %s", rec.Code, rec.Body)
		}
	}
	out := logs.String()
	for _, want := range []string{"panic serving GET /api/x: boom", "goroutine ", "api_test.go"} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %q:\n%s", want, out)
		}
	}
}

// TestSameOrigin: a page of another site cannot post to the API; the
// server's own pages and programs without an Origin can.
func TestSameOrigin(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	host := strings.TrimPrefix(ts.URL, "http://")
	for _, tc := range []struct {
		origin string
		status int
	}{
		{"", 200},
		{"http://" + host, 200},
		{"http://evil.example", 403},
		{"null", 403},
	} {
		req, _ := http.NewRequest("POST", ts.URL+"/api/solve", strings.NewReader(`{"puzzle":"`+easy+`"}`))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if tc.origin != "" {
			req.Header.Set("Origin", tc.origin)
		}
		resp, err := ts.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status {
			t.Errorf("Origin %q: status %d, want %d: %s", tc.origin, resp.StatusCode, tc.status, b)
		}
	}
}
