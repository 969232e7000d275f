// Package progress is the progress bar of long runs, on
// github.com/schollz/progressbar/v3: drawn only on a terminal, and fed at
// most every tenth of a second, however often work is counted.
package progress

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// A Bar is the progress bar of a long run (batch, gen, rate, study). It
// draws on w only when w is a terminal and the user did not turn it off,
// so it never mixes with results on stdout or with logs in a file. Adds
// are gathered and passed to the bar at most every flushEvery, so that
// counting a hundred thousand results a second costs next to nothing.
type Bar struct {
	bar     *progressbar.ProgressBar
	pending int64
	calls   int
	last    time.Time
}

const flushEvery = 100 * time.Millisecond

// New returns a bar counting units ("puzzles") up to total, or with no
// total (a count and a rate, no time left) when total <= 0. It returns a
// Bar that draws nothing when disabled or when w is not a terminal (w
// itself, or the writer under it, when w tells it with Unwrap() io.Writer).
func New(w io.Writer, enabled bool, total int64, units string) *Bar {
	p := &Bar{last: time.Now()}
	f, ok := fileOf(w)
	if !enabled || !ok || !term.IsTerminal(int(f.Fd())) {
		return p
	}
	max := total
	if max <= 0 {
		max = -1
	}
	p.bar = progressbar.NewOptions64(max,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(units),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString(units),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(flushEvery),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSetWidth(30),
	)
	return p
}

// Add counts n more units done.
func (p *Bar) Add(n int) {
	if p.bar == nil {
		return
	}
	p.pending += int64(n)
	p.calls++
	if p.calls%64 != 0 {
		return
	}
	if now := time.Now(); now.Sub(p.last) >= flushEvery {
		p.last = now
		_ = p.bar.Add64(p.pending)
		p.pending = 0
	}
}

// Set shows done units, for a run that counts its own progress (with Set
// alone, not Add).
func (p *Bar) Set(done int) {
	if p.bar != nil {
		_ = p.bar.Set(done)
	}
}

// Finish passes on what is pending and clears the bar.
func (p *Bar) Finish() {
	if p.bar == nil {
		return
	}
	if p.pending > 0 {
		_ = p.bar.Add64(p.pending)
		p.pending = 0
	}
	_ = p.bar.Finish()
	_ = p.bar.Exit()
}

// fileOf returns the file that w writes to, if it is one.
func fileOf(w io.Writer) (*os.File, bool) {
	if u, ok := w.(interface{ Unwrap() io.Writer }); ok {
		w = u.Unwrap()
	}
	f, ok := w.(*os.File)
	return f, ok
}
