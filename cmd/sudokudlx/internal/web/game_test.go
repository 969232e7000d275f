package web

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

const small = "1..3..........24" // a 4x4 puzzle with one solution

func TestGame(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	sol := sudoku.Solve(mustParse(t, small)).Solution.String()
	status, st := call(t, ts, "POST", "/api/game", `{"puzzle":"`+small+`"}`)
	if status != 201 {
		t.Fatalf("start: %d %v", status, st)
	}
	id := st["id"].(string)
	g := "/api/game/" + id
	// A wrong value for cell 1, and a value clashing with the given 1 in
	// cell 0.
	wrong := '1' + (sol[1]-'1'+1)%4
	if wrong == '1' || wrong == '3' {
		wrong = '1' + (sol[1]-'1'+2)%4
	}
	runCases(t, ts, []apiCase{
		{name: "state", method: "GET", path: g, status: 200,
			want: map[string]any{"size": 4.0, "puzzle": small, "board": small, "empty": 12.0, "over": false}},
		{name: "wrong value", method: "POST", path: g + "/move", body: fmt.Sprintf(`{"cell":1,"value":%c}`, wrong),
			status: 422, field: "cell", reason: "makes the puzzle unsolvable"},
		{name: "clash", method: "POST", path: g + "/move", body: `{"cell":1,"value":1}`,
			status: 422, field: "value", reason: "clashes with the 1 at r1c1"},
		{name: "given", method: "POST", path: g + "/move", body: `{"cell":0,"value":2}`,
			status: 422, field: "cell", reason: "is a given"},
		{name: "cell out of range", method: "POST", path: g + "/move", body: `{"cell":16,"value":2}`,
			status: 400, field: "cell", reason: "16 is out of range 0..15"},
		{name: "value out of range", method: "POST", path: g + "/move", body: `{"cell":1,"value":5}`,
			status: 400, field: "value", reason: "5 is out of range 0..4"},
		{name: "no cell", method: "POST", path: g + "/move", body: `{"value":2}`,
			status: 400, field: "cell", reason: "missing"},
		{name: "move", method: "POST", path: g + "/move", body: fmt.Sprintf(`{"cell":1,"value":%c}`, sol[1]),
			status: 200, want: map[string]any{"board": small[:1] + sol[1:2] + small[2:], "can_undo": true, "empty": 11.0}},
		{name: "undo", method: "POST", path: g + "/undo", status: 200,
			want: map[string]any{"board": small, "can_redo": true}},
		{name: "redo", method: "POST", path: g + "/redo", status: 200,
			want: map[string]any{"board": small[:1] + sol[1:2] + small[2:], "can_redo": false}},
		{name: "nothing to redo", method: "POST", path: g + "/redo", status: 409, reason: "nothing to redo"},
		{name: "mark", method: "POST", path: g + "/mark", body: `{"cell":2,"value":4}`, status: 200},
		{name: "mark a given", method: "POST", path: g + "/mark", body: `{"cell":0,"value":4}`,
			status: 422, field: "cell", reason: "is a given"},
		{name: "bad mark op", method: "POST", path: g + "/mark", body: `{"cell":2,"value":4,"op":"flip"}`,
			status: 400, field: "op", reason: `"flip": want toggle, set or clear`},
		{name: "mark 0", method: "POST", path: g + "/mark", body: `{"cell":2,"value":0}`,
			status: 400, field: "value", reason: "0 is out of range 1..4"},
		{name: "check", method: "POST", path: g + "/check", status: 200, want: map[string]any{"checked": true}},
		{name: "no such op", method: "POST", path: g + "/jump", status: 404, field: "op", reason: "no such operation"},
		{name: "no such game", method: "GET", path: "/api/game/0123", status: 404, field: "id", reason: "no such game"},
		{name: "bad body", method: "POST", path: g + "/move", body: `{"cell":"a"}`,
			status: 400, field: "cell", reason: "want a JSON int"},
		{name: "unplayable", method: "POST", path: "/api/game", body: `{"puzzle":"` + strings.Repeat(".", 16) + `"}`,
			status: 422, field: "puzzle", reason: "more than one solution"},
		{name: "bad puzzle", method: "POST", path: "/api/game", body: `{"puzzle":"1..3..........2"}`,
			status: 400, field: "puzzle", reason: "wrong length"},
	})
	// The mark on cell 2 is there.
	_, st = call(t, ts, "GET", g, "")
	if m := st["marks"].([]any)[2].(float64); m != 1<<4 {
		t.Errorf("marks of cell 2: %v, want %d", m, 1<<4)
	}

	// A hint in three stages: the area, the cells, the move made.
	for stage := 1; stage <= 3; stage++ {
		status, st = call(t, ts, "POST", g+"/hint", "")
		h, _ := st["hint"].(map[string]any)
		if status != 200 || h == nil || h["stage"] != float64(stage) {
			t.Fatalf("hint stage %d: %d %v", stage, status, st)
		}
		if cells := list(h["cells"]); (stage >= 2) != (len(cells) > 0) {
			t.Errorf("stage %d shows cells %v", stage, cells)
		}
	}
	if st["hints"] != 1.0 {
		t.Errorf("hints %v after one hint", st["hints"])
	}

	// Fill the rest of the board: the game ends solved.
	board := st["board"].(string)
	for i := range 16 {
		if board[i] == '.' {
			if status, st = call(t, ts, "POST", g+"/move", fmt.Sprintf(`{"cell":%d,"value":%c}`, i, sol[i])); status != 200 {
				t.Fatalf("move %d: %d %v", i, status, st)
			}
		}
	}
	if st["solved"] != true || st["over"] != true || st["solution"] != sol {
		t.Errorf("after the last move: %v", st)
	}
	runCases(t, ts, []apiCase{
		{name: "undo when over", method: "POST", path: g + "/undo", status: 409, reason: "the game is over"},
		{name: "move when over", method: "POST", path: g + "/move", body: `{"cell":1,"value":1}`, status: 409, reason: "the game is over"},
	})
}

func mustParse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseString(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// fakeClock is a clock that moves when told to.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// TestGameBounds: games expire, their number is bounded, and the time a
// game counts has gaps capped.
func TestGameBounds(t *testing.T) {
	clock := &fakeClock{t: time.Unix(1e9, 0)}
	ts, _ := newTestServer(t, Options{MaxGames: 2, GameTTL: time.Hour, Now: clock.now})
	start := func() (int, map[string]any) { return call(t, ts, "POST", "/api/game", `{"puzzle":"`+small+`"}`) }
	_, a := start()
	clock.add(30 * time.Minute)
	_, b := start()
	if status, m := start(); status != 503 || !strings.Contains(errorOf(m)["reason"].(string), "too many games") {
		t.Fatalf("third game: %d %v", status, m)
	}
	clock.add(20 * time.Second)
	if _, m := call(t, ts, "GET", "/api/game/"+b["id"].(string), ""); m["elapsed_ms"] != 20000.0 {
		t.Errorf("elapsed after 20 s: %v", m["elapsed_ms"])
	}
	clock.add(45 * time.Minute) // a is 75 minutes old, b 45
	if status, _ := call(t, ts, "GET", "/api/game/"+a["id"].(string), ""); status != 404 {
		t.Errorf("an expired game: status %d", status)
	}
	if status, m := start(); status != 201 {
		t.Fatalf("a game after one expired: %d %v", status, m)
	}
	_, m := call(t, ts, "GET", "/api/game/"+b["id"].(string), "")
	if m["elapsed_ms"] != 20000.0+60000.0 {
		t.Errorf("elapsed after a 45 min gap: %v, want the gap capped at 1 min", m["elapsed_ms"])
	}
}

// TestGameMarksAndGiveUp: fill-marks sets every empty cell's candidates,
// give-up ends the game with the solution shown.
func TestGameMarksAndGiveUp(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	_, st := call(t, ts, "POST", "/api/game", `{"puzzle":"`+small+`","no_check":true}`)
	g := "/api/game/" + st["id"].(string)
	status, st := call(t, ts, "POST", g+"/fill-marks", "")
	if status != 200 || st["no_check"] != true {
		t.Fatalf("fill-marks: %d %v", status, st)
	}
	// Cell 1 of 1..3 / .... / .... / ..24 may hold 2 or 4.
	if m := st["marks"].([]any)[1].(float64); m != 1<<2|1<<4 {
		t.Errorf("marks of cell 1: %v, want %d", m, 1<<2|1<<4)
	}
	// With no_check a wrong value that breaks no rule is taken; check
	// lists it.
	if status, st = call(t, ts, "POST", g+"/move", `{"cell":1,"value":4}`); status != 200 {
		t.Fatalf("a wrong value with no_check: %d %v", status, st)
	}
	_, st = call(t, ts, "POST", g+"/check", "")
	if w := list(st["wrong"]); len(w) != 1 || w[0] != 1.0 {
		t.Errorf("wrong: %v", st["wrong"])
	}
	_, st = call(t, ts, "POST", g+"/give-up", "")
	if st["over"] != true || st["solved"] != false || st["solution"] != "1243431224313124" {
		t.Errorf("after give-up: %v", st)
	}
}
