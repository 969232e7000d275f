package main

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/web"
)

// TestServeProcess runs serve as a process on a free port, as a person
// would: it says its URL, answers, and stops cleanly on SIGINT or SIGTERM,
// ending the event stream in flight, with status 0.
func TestServeProcess(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(signalName(sig), func(t *testing.T) {
			cmd := exec.Command(testBinary(t), "serve", "--addr", "127.0.0.1:0")
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { cmd.Process.Kill() })
			lines := bufio.NewReader(stderr)
			first, err := lines.ReadString('\n')
			if err != nil {
				t.Fatalf("no first line: %v", err)
			}
			m := regexp.MustCompile(`^sudokudlx: serving on (http://127\.0\.0\.1:[0-9]+/)\n$`).FindStringSubmatch(first)
			if m == nil {
				t.Fatalf("first line %q", first)
			}
			base := strings.TrimSuffix(m[1], "/")

			resp, err := http.Post(base+"/api/solve", "application/json", strings.NewReader(`{"puzzle":"1..3..........24"}`))
			if err != nil {
				t.Fatal(err)
			}
			var ans struct{ Status, Solution string }
			err = json.NewDecoder(resp.Body).Decode(&ans)
			resp.Body.Close()
			if err != nil || resp.StatusCode != 200 || ans.Status != "unique" || ans.Solution != "1243431224313124" {
				t.Fatalf("solve: %d %+v %v", resp.StatusCode, ans, err)
			}

			// A paused search stays in flight until the server stops.
			stream, err := http.Get(base + "/api/search?paused=1&puzzle=" + url.QueryEscape("1..3..........24"))
			if err != nil {
				t.Fatal(err)
			}
			defer stream.Body.Close()
			events := bufio.NewReader(stream.Body)
			if line, _ := events.ReadString('\n'); line != "event: start\n" {
				t.Fatalf("first event line %q", line)
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			rest, _ := io.ReadAll(events)
			if !strings.Contains(string(rest), "event: done\n") || !strings.Contains(string(rest), `"stopped":"the server is shutting down"`) {
				t.Errorf("the stream ended with %q", rest)
			}
			tail, _ := io.ReadAll(lines)
			werr := cmd.Wait()
			if werr != nil {
				t.Errorf("exit: %v; stderr %q", werr, tail)
			}
			want := "sudokudlx: stopping: finishing the requests in flight\nsudokudlx: stopped\n"
			if string(tail) != want {
				t.Errorf("stderr after the URL: %q, want %q", tail, want)
			}
		})
	}
}

func TestServeUsage(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"argument", []string{"serve", "extra"}, exitUsage, `serve takes no arguments, got "extra"`},
		{"bad address", []string{"serve", "--addr", "127.0.0.1:99999"}, exitFailure, "sudokudlx: serve: listen tcp: address 99999: invalid port\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runApp(t, "", tc.args...)
			if r.code != tc.code || !strings.Contains(r.stderr, tc.stderr) {
				t.Errorf("exit %d, stderr %q; want %d, %q", r.code, r.stderr, tc.code, tc.stderr)
			}
		})
	}
}

// TestServeGenSameBytes: GET /api/gen gives the puzzle that gen prints
// with the same flags.
func TestServeGenSameBytes(t *testing.T) {
	ts := httptest.NewServer(web.New(web.Options{}).Handler())
	defer ts.Close()
	for _, tc := range []struct{ query, flags string }{
		{"size=9&difficulty=expert&symmetry=rotate180&seed=7", "--size 9 --difficulty expert --symmetry rotate180 --seed 7"},
		{"size=4&seed=12", "--size 4 --seed 12"},
		{"size=9&seed=3&clues=40&symmetry=mirror", "--seed 3 --clues 40 --symmetry mirror"},
		{"size=16&seed=5&clues=150", "--size 16 --seed 5 --clues 150"},
	} {
		t.Run(tc.query, func(t *testing.T) {
			r := runApp(t, "", append([]string{"gen", "-q", "--no-progress"}, strings.Fields(tc.flags)...)...)
			if r.code != 0 {
				t.Fatalf("gen %s: exit %d, %s", tc.flags, r.code, r.stderr)
			}
			resp, err := ts.Client().Get(ts.URL + "/api/gen?" + tc.query)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var ans struct{ Puzzle string }
			if err := json.NewDecoder(resp.Body).Decode(&ans); err != nil || resp.StatusCode != 200 {
				t.Fatalf("status %d, %v", resp.StatusCode, err)
			}
			if ans.Puzzle+"\n" != r.stdout {
				t.Errorf("the API made %q, gen %s printed %q", ans.Puzzle, tc.flags, r.stdout)
			}
		})
	}
}

// TestImpossibleCluesSameWords: a count of clues that no puzzle has is
// refused at once, with the same reason, by gen and play (exit 2) and by
// GET /api/gen (400, field clues).
func TestImpossibleCluesSameWords(t *testing.T) {
	ts := httptest.NewServer(web.New(web.Options{}).Handler())
	defer ts.Close()
	for _, tc := range []struct {
		query, flags string
		play         bool // play has no --symmetry, nor 25x25
		reason       string
	}{
		{"clues=5", "--clues 5", true, "never unique: every 9x9 puzzle with fewer than 17 clues has more than one solution"},
		{"size=4&clues=3", "--size 4 --clues 3", true, "never unique: every 4x4 puzzle with fewer than 4 clues has more than one solution"},
		{"size=16&clues=14", "--size 16 --clues 14", true, "never unique: a 16x16 puzzle with fewer than 15 clues lacks two values, which can be swapped"},
		{"size=25&clues=1", "--size 25 --clues 1", false, "never unique: a 25x25 puzzle with fewer than 24 clues lacks two values, which can be swapped"},
		{"clues=82", "--clues 82", true, "want 0 (minimal) to 81 for 9x9"},
		{"symmetry=rotate90&clues=18", "--symmetry rotate90 --clues 18", false, "no 9x9 pattern with rotate90 symmetry has that many clues (nearest: 17 or 20)"},
		{"size=16&symmetry=mirror&clues=121", "--size 16 --symmetry mirror --clues 121", false, "no 16x16 pattern with mirror symmetry has that many clues (nearest: 120 or 122)"},
	} {
		t.Run(tc.query, func(t *testing.T) {
			_, k, _ := strings.Cut(tc.flags, "--clues ")
			want := "sudokudlx: --clues " + k + ": " + tc.reason + "\n"
			cmds := []string{"gen"}
			if tc.play {
				cmds = append(cmds, "play")
			}
			for _, cmd := range cmds {
				r := runApp(t, "", append([]string{cmd, "--seed", "1"}, strings.Fields(tc.flags)...)...)
				if r.code != exitUsage || r.stdout != "" || r.stderr != want {
					t.Errorf("%s %s: exit %d, stdout %q, stderr %q; want %d, %q", cmd, tc.flags, r.code, r.stdout, r.stderr, exitUsage, want)
				}
			}
			resp, err := ts.Client().Get(ts.URL + "/api/gen?" + tc.query)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var ans struct {
				Error struct{ Field, Reason string }
			}
			if err := json.NewDecoder(resp.Body).Decode(&ans); err != nil {
				t.Fatal(err)
			}
			if e := ans.Error; resp.StatusCode != 400 || e.Field != "clues" || e.Reason != strconv.Quote(k)+": "+tc.reason {
				t.Errorf("GET /api/gen?%s: %d %+v, want 400 clues %q", tc.query, resp.StatusCode, e, tc.reason)
			}
		})
	}
}
