package web

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// event is one Server-Sent Event.
type event struct {
	name string
	data map[string]any
}

// readEvent reads the next event of an event stream.
func readEvent(t *testing.T, sc *bufio.Scanner) (event, bool) {
	t.Helper()
	var ev event
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if ev.name != "" {
				return ev, true
			}
		case strings.HasPrefix(line, "event: "):
			ev.name = line[len("event: "):]
		case strings.HasPrefix(line, "data: "):
			if err := json.Unmarshal([]byte(line[len("data: "):]), &ev.data); err != nil {
				t.Fatalf("event %s: %v", ev.name, err)
			}
		default:
			t.Fatalf("not an event line: %q", line)
		}
	}
	return ev, false
}

func openSearch(t *testing.T, ts interface {
	Client() *http.Client
}, base, query string) (*http.Response, *bufio.Scanner) {
	t.Helper()
	resp, err := ts.Client().Get(base + "/api/search?" + query)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp, bufio.NewScanner(resp.Body)
}

func TestSearchStream(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	resp, sc := openSearch(t, ts, ts.URL, "rate=1000&every=7&puzzle="+url.QueryEscape(easy))
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("status %d, type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	var names []string
	var last event
	prevNodes := 0.0
	for {
		ev, ok := readEvent(t, sc)
		if !ok {
			break
		}
		names = append(names, ev.name)
		last = ev
		if ev.name == "node" {
			n := ev.data["nodes"].(float64)
			if n <= prevNodes || n != 1 && int(n)%7 != 0 {
				t.Errorf("frame at node %v after %v, every 7", n, prevNodes)
			}
			prevNodes = n
			if b := ev.data["board"].(string); len(b) != 81 {
				t.Errorf("board %q", b)
			}
		}
	}
	if len(names) < 4 || names[0] != "start" || names[len(names)-1] != "done" {
		t.Fatalf("events %v", names)
	}
	d := last.data
	if d["status"] != "unique" || d["nodes"] != 50.0 || d["solution"] != easySolution {
		t.Errorf("done: %v", d)
	}
	if sv, _ := d["solver"].(map[string]any); sv["status"] != "unique" {
		t.Errorf("the solver's verdict: %v", d["solver"])
	}
}

// TestSearchPace: a stream started paused sends nothing after "start"
// until its watcher unpauses it.
func TestSearchPace(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	_, sc := openSearch(t, ts, ts.URL, "paused=1&max_nodes=20&puzzle="+url.QueryEscape(easy))
	ev, ok := readEvent(t, sc)
	if !ok || ev.name != "start" || ev.data["paused"] != true {
		t.Fatalf("first event %v", ev)
	}
	id := ev.data["id"].(string)
	runCases(t, ts, []apiCase{
		{name: "bad rate", method: "POST", path: "/api/search/" + id, body: `{"rate":0}`,
			status: 400, field: "rate", reason: "want 1 to 1000"},
		{name: "no such search", method: "POST", path: "/api/search/00", body: `{}`,
			status: 404, field: "id"},
		{name: "unpause", method: "POST", path: "/api/search/" + id, body: `{"paused":false,"rate":1000,"every":5}`,
			status: 200, want: map[string]any{"paused": false, "rate": 1000.0, "every": 5.0}},
	})
	for {
		ev, ok = readEvent(t, sc)
		if !ok {
			t.Fatal("the stream ended without done")
		}
		if ev.name == "done" {
			break
		}
	}
	if ev.data["status"] != "stopped" || ev.data["stopped"] != "node budget spent" || ev.data["nodes"] != 20.0 {
		t.Errorf("done: %v", ev.data)
	}
}

func TestSearchErrors(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	q := "&puzzle=" + url.QueryEscape(easy)
	runCases(t, ts, []apiCase{
		{name: "no puzzle", method: "GET", path: "/api/search", status: 400, field: "puzzle", reason: "missing"},
		{name: "bad puzzle", method: "GET", path: "/api/search?puzzle=12x4", status: 400, field: "puzzle", reason: "1:3: bad character"},
		{name: "invalid", method: "GET", path: "/api/search?puzzle=11" + strings.Repeat(".", 79), status: 422, field: "puzzle", reason: "both hold 1"},
		{name: "bad every", method: "GET", path: "/api/search?every=0" + q, status: 400, field: "every"},
		{name: "bad rate", method: "GET", path: "/api/search?rate=x" + q, status: 400, field: "rate", reason: "want a whole number"},
		{name: "bad max_nodes", method: "GET", path: "/api/search?max_nodes=0" + q, status: 400, field: "max_nodes"},
		{name: "unknown", method: "GET", path: "/api/search?speed=3" + q, status: 400, field: "speed", reason: "unknown parameter"},
	})
}

// TestSearchCancel: a watcher that goes away ends its search, and the
// stream's slot is freed.
func TestSearchCancel(t *testing.T) {
	s := New(Options{})
	ts := newServerOf(t, s)
	resp, sc := openSearch(t, ts, ts.URL, "rate=1&puzzle="+url.QueryEscape(easy))
	if ev, ok := readEvent(t, sc); !ok || ev.name != "start" {
		t.Fatalf("first event %v", ev)
	}
	resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	// The handler returns once its write fails or its context ends; the
	// server's Close waits for it.
	ts.Close()
	s.streams.mu.Lock()
	defer s.streams.mu.Unlock()
	if n := len(s.streams.m); n != 0 {
		t.Errorf("%d streams left", n)
	}
}

func newServerOf(t *testing.T, s *Server) *httptest.Server {
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	return ts
}

// TestSearchBound: streams beyond Options.MaxStreams are refused while
// the others run.
func TestSearchBound(t *testing.T) {
	ts, _ := newTestServer(t, Options{MaxStreams: 1})
	_, sc := openSearch(t, ts, ts.URL, "paused=1&puzzle="+url.QueryEscape(easy))
	if ev, ok := readEvent(t, sc); !ok || ev.name != "start" {
		t.Fatalf("first event %v", ev)
	}
	runCases(t, ts, []apiCase{
		{name: "second stream", method: "GET", path: "/api/search?puzzle=" + url.QueryEscape(easy),
			status: 503, reason: "too many searches"},
	})
}
