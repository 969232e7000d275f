package web

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// FuzzAPI sends any body to the endpoints that read one, and any query to
// those that read a query: the answer is always JSON, a verdict or an
// error with a reason, and never a 500 (no panic, no unforeseen error).
func FuzzAPI(f *testing.F) {
	for _, s := range []string{
		`{"puzzle":"` + easy + `"}`, `{"puzzle":"1..3..........24","explain":true}`, `{"puzzle":7}`, `{`, ``,
		`{"puzzle":"` + strings.Repeat(".", 81) + `","limit":1}`, `{"cell":3,"value":2}`, `[]`, `null`,
		"size=4&seed=1", "puzzle=1..3..........24&every=3", "difficulty=extreme&size=4", "seed=-0",
	} {
		f.Add(uint8(0), s)
	}
	// Short deadlines: a stream is cut after a few frames, a slow puzzle
	// is a 503.
	s := New(Options{RequestTimeout: time.Second, GenTimeout: time.Second, StreamTimeout: 100 * time.Millisecond})
	h := s.Handler()
	// A game for the game's operations.
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/game", strings.NewReader(`{"puzzle":"1..3..........24"}`)))
	var st struct{ ID string }
	if err := json.Unmarshal(rec.Body.Bytes(), &st); err != nil || st.ID == "" {
		f.Fatalf("start a game: %s", rec.Body)
	}
	posts := []string{"/api/solve", "/api/rate", "/api/game", "/api/game/" + st.ID + "/move", "/api/game/" + st.ID + "/mark"}
	gets := []string{"/api/gen", "/api/search"}
	f.Fuzz(func(t *testing.T, which uint8, input string) {
		k := int(which) % (len(posts) + len(gets))
		var rec *httptest.ResponseRecorder
		if k < len(posts) {
			rec = httptest.NewRecorder()
			req := httptest.NewRequest("POST", posts[k], strings.NewReader(input))
			req.Header.Set("Content-Type", "application/json")
			h.ServeHTTP(rec, req)
		} else {
			if q, err := url.ParseQuery(input); err == nil && len(q["size"]) > 0 && q.Get("size") != "4" && q.Get("size") != "9" {
				return // 16x16 and 25x25 puzzles take seconds to make, not a fuzz step
			}
			rec = httptest.NewRecorder()
			req := httptest.NewRequest("GET", gets[k-len(posts)], nil)
			req.URL.RawQuery = input // as a client may send it, unchecked
			h.ServeHTTP(rec, req)
			if rec.Code == 200 && k == len(posts)+1 {
				return // an event stream: not one JSON value
			}
		}
		if rec.Code >= 500 && rec.Code != 503 {
			t.Fatalf("%s %q: status %d: %s", append(posts, gets...)[k], input, rec.Code, rec.Body)
		}
		var ans map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &ans); err != nil {
			t.Fatalf("%q: not JSON: %v: %s", input, err, rec.Body)
		}
		if rec.Code >= 400 {
			e, _ := ans["error"].(map[string]any)
			if r, _ := e["reason"].(string); r == "" {
				t.Fatalf("%q: status %d without a reason: %s", input, rec.Code, rec.Body)
			}
		}
	})
}
