package main

import (
	"io"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress is the progress bar of the long commands (batch, gen, rate). It
// draws on w only when w is a terminal and the user did not turn it off, so
// it never mixes with results on stdout or with logs in a file. Adds are
// gathered and passed to the bar at most every flushEvery, so that counting
// a hundred thousand results a second costs next to nothing.
type progress struct {
	bar     *progressbar.ProgressBar
	pending int64
	calls   int
	last    time.Time
}

const flushEvery = 100 * time.Millisecond

// newProgress returns a bar counting units ("puzzles") up to total, or
// with no total (a count and a rate, no time left) when total <= 0. It
// returns a progress that draws nothing when disabled or when w is not a
// terminal.
func newProgress(w io.Writer, enabled bool, total int64, units string) *progress {
	p := &progress{last: time.Now()}
	f, ok := osFile(w)
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
func (p *progress) Add(n int) {
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

// Finish passes on what is pending and clears the bar.
func (p *progress) Finish() {
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
