package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// The browser tests drive the pages in a headless Chromium (Debian's
// package chromium; SUDOKUDLX_CHROMIUM names another binary) against a
// server on a free loopback port. They skip, saying why, where there is no
// Chromium. SUDOKUDLX_SCREENSHOTS=DIR keeps a screenshot of each page.

// chromiumPath returns the browser to run, or "".
func chromiumPath() string {
	if p := os.Getenv("SUDOKUDLX_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// page is a browser tab on a test server.
type page struct {
	t    *testing.T
	ctx  context.Context
	base string

	mu     sync.Mutex
	errors []string // the page's uncaught exceptions
}

// newPage starts the server and a browser with a fresh profile, and
// returns a tab. Everything is stopped at the end of the test.
func newPage(t *testing.T) *page {
	t.Helper()
	path := chromiumPath()
	if path == "" {
		t.Skip("no Chromium found (install Debian's chromium, or set SUDOKUDLX_CHROMIUM): browser tests skipped")
	}
	ts := httptest.NewServer(New(Options{}).Handler())
	t.Cleanup(ts.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 900),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(cancelTab)
	ctx, cancelTime := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(cancelTime)
	p := &page{t: t, ctx: ctx, base: ts.URL}
	err := chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventExceptionThrown); ok {
			d := e.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			p.mu.Lock()
			p.errors = append(p.errors, fmt.Sprintf("%s:%d: %s", d.URL, d.LineNumber+1, msg))
			p.mu.Unlock()
		}
	})
	if err != nil {
		t.Fatalf("start %s: %v", path, err)
	}
	t.Cleanup(func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		for _, e := range p.errors {
			t.Errorf("uncaught in the page: %s", e)
		}
	})
	return p
}

// run runs actions, failing the test on an error.
func (p *page) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// open loads a page and waits until its scripts have run.
func (p *page) open(path string) {
	p.t.Helper()
	p.run("open "+path, chromedp.Navigate(p.base+path), chromedp.WaitReady(chromedp.CSS("body")))
}

// until waits for a JavaScript condition to hold: the page is polled on
// each animation frame, so the test waits for the event, never a time.
func (p *page) until(what, cond string) {
	p.t.Helper()
	p.run("wait for "+what, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(0)))
}

// eval returns the value of a JavaScript expression.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("eval %s: %v", expr, err)
	}
	return v
}

func (p *page) key(k string) {
	p.t.Helper()
	p.run("key "+k, chromedp.KeyEvent(k))
}

// screenshot keeps a picture of the page when SUDOKUDLX_SCREENSHOTS
// names a directory.
func (p *page) screenshot(name string) {
	p.t.Helper()
	dir := os.Getenv("SUDOKUDLX_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		p.t.Error(err)
	}
}

func cellJS(i int) string {
	return fmt.Sprintf(`document.querySelector('#board [data-cell="%d"]').dataset.value`, i)
}

// TestBrowserPlay plays a 4x4 game to the end by keys: a cell clicked, a
// digit typed, undo and redo, a hint in its three stages with its cells
// highlighted, then the arrows and digits for every other cell.
func TestBrowserPlay(t *testing.T) {
	p := newPage(t)
	sol := sudoku.Solve(mustParse(t, small)).Solution.String()
	p.open("/play.html?puzzle=" + small)
	p.until("the game", `document.body.dataset.game === "playing"`)
	if n := eval[int](p, `document.querySelectorAll("#board .cell").length`); n != 16 {
		t.Fatalf("%d cells on a 4x4 board", n)
	}
	if g := eval[int](p, `document.querySelectorAll("#board .cell.given").length`); g != 4 {
		t.Errorf("%d givens drawn, want 4", g)
	}

	// Click cell 1, type its value: it is placed.
	p.run("click cell 1", chromedp.Click(chromedp.CSS(`#board [data-cell="1"]`)))
	p.key(sol[1:2])
	p.until("cell 1 placed", cellJS(1)+` === "`+sol[1:2]+`"`)
	if !eval[bool](p, `document.querySelector('#board [data-cell="1"]').classList.contains("entry")`) {
		t.Error("an entry is not drawn apart from the givens")
	}
	p.key("u")
	p.until("undo", cellJS(1)+` === "0"`)
	p.key("r")
	p.until("redo", cellJS(1)+` === "`+sol[1:2]+`"`)
	// A wrong value is refused, and said so.
	wrong := "1"
	p.key(wrong)
	p.until("the refusal", `document.getElementById("msg").classList.contains("error")`)

	// A hint: the area, then the cells highlighted, then the move made.
	p.key("h")
	p.until("hint stage 1", `document.getElementById("hinttext").textContent.startsWith("Hint: there is a")`)
	p.key("h")
	p.until("hint stage 2", `document.querySelectorAll("#board .cell.pattern").length > 0`)
	text := eval[string](p, `document.getElementById("hinttext").textContent`)
	lit := eval[[]string](p, `Array.from(document.querySelectorAll("#board .cell.pattern"), (c) => c.dataset.cell)`)
	for _, c := range lit {
		var i int
		fmt.Sscan(c, &i)
		if name := sudoku.CellName(4, i); !strings.Contains(text, name) {
			t.Errorf("cell %s is highlighted, the hint %q does not name it", name, text)
		}
	}
	p.screenshot("play-hint")
	p.key("h")
	p.until("hint stage 3", `document.querySelectorAll("#board .cell.placed").length === 1`)
	var placed int
	fmt.Sscan(eval[string](p, `document.querySelector("#board .cell.placed").dataset.cell`), &placed)
	p.until("the hint's value", cellJS(placed)+` === "`+sol[placed:placed+1]+`"`)

	// The rest by keys: the arrows walk the board row by row.
	p.run("click cell 0", chromedp.Click(chromedp.CSS(`#board [data-cell="0"]`)))
	for i := range 16 {
		if eval[string](p, cellJS(i)) == "0" {
			p.key(sol[i : i+1])
			p.until(fmt.Sprintf("cell %d placed", i), cellJS(i)+` === "`+sol[i:i+1]+`"`)
		}
		if i%4 == 3 {
			p.key(kb.ArrowDown)
		}
		p.key(kb.ArrowRight)
	}
	p.until("solved", `document.body.dataset.game === "solved"`)
	p.screenshot("play-solved")
	if msg := eval[string](p, `document.getElementById("msg").textContent`); !strings.HasPrefix(msg, "Solved!") {
		t.Errorf("message %q at the end", msg)
	}
}

// TestBrowserSolve enters a puzzle, solves it, rates it and steps
// through the explanation: each step's cells are highlighted and its
// eliminations struck on the board.
func TestBrowserSolve(t *testing.T) {
	p := newPage(t)
	// gen --seed 7 --difficulty expert --symmetry rotate180: 30 clues.
	const expert = ".....462....27.8.9....68..5.123..5..5.......7..3..721.3..68....2.9.13....517....."
	p.open("/solve.html")
	p.run("enter the puzzle", chromedp.SetValue(chromedp.ID("puzzle"), expert), chromedp.Click(chromedp.ID("solve")))
	p.until("the verdict", `document.body.dataset.status === "unique"`)
	if v := eval[string](p, `document.getElementById("verdict").textContent`); !strings.HasPrefix(v, "unique: 1 solution") {
		t.Errorf("verdict %q", v)
	}
	if n := eval[int](p, `document.querySelectorAll("#board .cell.entry").length`); n != 81-30 {
		t.Errorf("%d cells filled by the solution, want 51", n)
	}
	p.run("rate", chromedp.Click(chromedp.ID("rate")))
	p.until("the explanation", `document.body.dataset.step === "0" && document.querySelectorAll("#steps li").length > 10`)
	// Step to the first step that removes candidates: they are struck.
	steps := eval[int](p, `document.querySelectorAll("#steps li").length`)
	found := false
	for k := 0; k < steps && !found; k++ {
		if k > 0 {
			p.run("next", chromedp.Click(chromedp.ID("next")))
			p.until(fmt.Sprintf("step %d", k), fmt.Sprintf(`document.body.dataset.step === "%d"`, k))
		}
		if eval[int](p, `document.querySelectorAll("#board .cell.pattern, #board .cell.placed").length`) == 0 {
			t.Errorf("step %d: no cell highlighted", k)
		}
		struck := eval[int](p, `document.querySelectorAll("#board .marks span.elim").length`)
		if struck > 0 && eval[int](p, `document.querySelectorAll("#board .cell.pattern").length`) >= 2 {
			found = true
			text := eval[string](p, `document.getElementById("steptext").textContent`)
			if !strings.Contains(text, "remov") && !strings.Contains(text, "elim") {
				t.Errorf("step %d strikes %d candidates; its text: %q", k, struck, text)
			}
			p.screenshot("solve-step")
		}
	}
	if !found {
		t.Error("no step with a pattern struck a candidate")
	}
	p.run("last", chromedp.Click(chromedp.ID("last")))
	p.until("the end", fmt.Sprintf(`document.body.dataset.step === "%d"`, steps))
	if n := eval[int](p, `Array.from(document.querySelectorAll("#board .cell")).filter((c) => c.dataset.value === "0").length`); n != 0 {
		t.Errorf("%d cells empty after the last step", n)
	}
	// A bad puzzle: the reader's message, with its column.
	p.run("a bad puzzle", chromedp.SetValue(chromedp.ID("puzzle"), "12x4"), chromedp.Click(chromedp.ID("solve")))
	p.until("the error", `document.body.dataset.status === "error"`)
	if msg := eval[string](p, `document.getElementById("msg").textContent`); !strings.Contains(msg, "1:3: bad character") {
		t.Errorf("message %q", msg)
	}
}

// TestBrowserGen makes the puzzle of a seed: the one the API (and gen)
// makes.
func TestBrowserGen(t *testing.T) {
	p := newPage(t)
	p.open("/gen.html")
	p.until("a first puzzle", `document.body.dataset.puzzle !== undefined`)
	p.run("seed 7, expert, rotate180",
		chromedp.SetValue(chromedp.ID("seed"), "7"),
		chromedp.SetValue(chromedp.ID("level"), "expert"),
		chromedp.SetValue(chromedp.ID("symmetry"), "rotate180"),
		chromedp.Click(chromedp.ID("gen")))
	const want = ".....462....27.8.9....68..5.123..5..5.......7..3..721.3..68....2.9.13....517....."
	p.until("the puzzle of seed 7", `document.body.dataset.puzzle === "`+want+`"`)
	if g := eval[int](p, `document.querySelectorAll("#board .cell.given").length`); g != 30 {
		t.Errorf("%d givens drawn, want 30", g)
	}
	p.screenshot("gen")
	// The print view: the board and its caption, no controls.
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	for _, sel := range []string{"nav", ".controls", "#toplay"} {
		if shown := eval[bool](p, `document.querySelector("`+sel+`").getClientRects().length > 0`); shown {
			t.Errorf("the print view shows %s", sel)
		}
	}
	if !eval[bool](p, `document.getElementById("info").getClientRects().length > 0`) {
		t.Error("the print view hides the puzzle's caption")
	}
	p.screenshot("gen-print")
}

// TestBrowserSearch watches a search to its end, sped up on the way.
func TestBrowserSearch(t *testing.T) {
	p := newPage(t)
	p.open("/search.html")
	p.run("start", chromedp.Click(chromedp.ID("start")))
	p.until("the first frames", `Number(document.body.dataset.nodes) >= 1`)
	// Faster: 200 frames a second, 16 nodes a frame, set while it runs.
	p.run("speed up", chromedp.Evaluate[chromedp.Void](`
		document.getElementById("rate").value = 200;
		document.getElementById("every").value = 4;
		document.getElementById("every").dispatchEvent(new Event("input"));`))
	p.until("a few hundred nodes", `Number(document.body.dataset.nodes) >= 300`)
	p.screenshot("search")
	p.until("the end", `document.body.dataset.search === "done"`)
	msg := eval[string](p, `document.getElementById("msg").textContent`)
	if !strings.HasPrefix(msg, "unique: 1 solutions, 2,720 nodes.") || !strings.Contains(msg, "The solver says unique") {
		t.Errorf("message %q", msg)
	}
}

// TestBrowserIndex: the front page links every page.
func TestBrowserIndex(t *testing.T) {
	p := newPage(t)
	p.open("/")
	links := eval[[]string](p, `Array.from(document.querySelectorAll("main a"), (a) => a.getAttribute("href"))`)
	if strings.Join(links, " ") != "play.html solve.html gen.html search.html" {
		t.Errorf("links %q", links)
	}
	p.screenshot("index")
}

// TestBrowserPhone: on a phone's width every page fits, with no sideways
// scrolling, and the board keeps its cells square.
func TestBrowserPhone(t *testing.T) {
	p := newPage(t)
	p.run("a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateScale(2)))
	for _, pg := range []struct{ path, ready string }{
		{"/play.html?puzzle=" + easy, `document.body.dataset.game === "playing"`},
		{"/solve.html?puzzle=" + easy, `document.body.dataset.step === "0"`},
		{"/gen.html", `document.body.dataset.puzzle !== undefined`},
		{"/search.html", `document.querySelectorAll("#board .cell").length === 81`},
	} {
		p.open(pg.path)
		p.until(pg.path+" ready", pg.ready)
		if over := eval[int](p, `document.documentElement.scrollWidth - window.innerWidth`); over > 0 {
			t.Errorf("%s: %d px wider than the phone", pg.path, over)
		}
		w := eval[float64](p, `document.getElementById("board").getBoundingClientRect().width`)
		h := eval[float64](p, `document.getElementById("board").getBoundingClientRect().height`)
		if w < 300 || w > 390 || w != h {
			t.Errorf("%s: the board is %.0fx%.0f px", pg.path, w, h)
		}
		if pg.path[1:5] == "play" {
			p.screenshot("phone-play")
		}
	}
}
