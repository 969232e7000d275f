// Package study measures how Sudoku searches behave on boards with few
// givens, as a function of the number of givens K and of the algorithm:
// the success rate, timeout rate and solve time of a classic solver
// study, measured on the dancing-links engine and on the hand-written
// backtracking solvers of package baseline, with the same boards for
// every algorithm. The command line's study is its one user.
//
// For each board size and each K, Run makes Config.Trials boards (see
// Mode), decides each board's status once (one solution, several, or none,
// with the Knuth MRV rule), then solves it with every Algorithm, stopping
// at the first solution or after Config.Timeout. A Row sums up one (size,
// algorithm, K): the rates of success (a solution found), of boards proved
// to have no solution and of timeouts, the mean and median time and the
// mean number of search-tree nodes of the successful searches (times are
// averaged over the successful trials only), and how many boards
// have one solution or several.
//
// The boards depend only on Config.Seed, the board size and the trial
// number, and the boards of one trial are nested: the board with K givens
// is the first K givens of that trial's board with more. So any number of
// workers gives the same table, the time columns aside, and a change of K
// changes nothing else. The random algorithms draw from sources seeded
// the same way.
//
// The Algorithms are the engine's heuristics of package dlx (mrv: the
// cell, or the row, column or box value, with the fewest options; first:
// the first item; random: a random item; mrv-random) and the baselines
// (bt-first: backtracking on the first empty cell; bt-mincand: on the
// cell with the fewest candidates; bt-random; bt-maxcons; bt-degree; ac3:
// AC-3 arc consistency, then fewest-candidates backtracking).
//
// With Config.Dims 3 or more the boards are the D-dimensional ones of
// package sudoku/hyper, made the same way, and the algorithms are Hyper
// (its solver) and the baselines bt-first and bt-mincand on D-dimensional
// bitmasks; sizes are named like 8x8x8.
//
// A Table prints itself as aligned text, as two tables by locked cells
// (WriteTables), as CSV or as JSON.
package study

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/sudokudlx/sudokudlx/internal/par"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Mode says how the boards of an experiment are made.
type Mode int

const (
	// Random places K random values one by one, each drawn uniformly among
	// the (cell, value) pairs that do not clash with the values placed
	// before. Such a board may have no solution, more and
	// more often as K grows, which is what makes the success rate fall.
	Random Mode = iota
	// Solution keeps K random cells of a random full grid, so the board
	// always has a solution.
	Solution
)

var modeNames = [...]string{Random: "random", Solution: "solution"}

// String returns "random" or "solution".
func (m Mode) String() string {
	if m < 0 || int(m) >= len(modeNames) {
		return fmt.Sprintf("Mode(%d)", int(m))
	}
	return modeNames[m]
}

// ParseMode returns the Mode named s.
func ParseMode(s string) (Mode, error) {
	for m, name := range modeNames {
		if s == name {
			return Mode(m), nil
		}
	}
	return 0, fmt.Errorf("unknown mode %q (want random or solution)", s)
}

// Config describes an experiment.
type Config struct {
	// Sizes are the board sides: 4, 9, 16 or 25.
	Sizes []int
	// Algorithms are the searches compared.
	Algorithms []Algorithm
	// Clues are the numbers K of givens, from 0 to N² each; nil means
	// DefaultClues of each size.
	Clues []int
	// Trials is the number of boards for each size and K.
	Trials int
	// Timeout bounds each search; 0 means none. A search that reaches it
	// counts as a timeout.
	Timeout time.Duration
	// Seed draws the boards and feeds the random algorithms.
	Seed uint64
	// Mode says how the boards are made.
	Mode Mode
	// Workers is the number of goroutines solving boards (at least 1).
	Workers int
	// Dims, when 3 or more, makes the boards D-dimensional (package
	// sudoku/hyper): each of Sizes is then a side L = b^D (8 for 3D b=2),
	// and the algorithms are Hyper and the baselines bt-first and
	// bt-mincand. 0 or 2: the 2D boards.
	Dims int
	// Progress, when not nil, is called on Run's goroutine after each
	// trial (one board per K, solved with every algorithm) with the
	// number of trials done, out of len(Sizes)·Trials.
	Progress func(done int)
}

// DefaultClues returns the numbers of givens studied by default on an N×N
// board: for 9×9 0, 5, ..., 35, and for other sizes eight
// values over about the same share of the cells (up to 43%).
func DefaultClues(size int) []int {
	step := map[int]int{4: 1, 9: 5, 16: 15, 25: 40}[size]
	if step == 0 {
		return nil
	}
	ks := make([]int, 8)
	for i := range ks {
		ks[i] = i * step
	}
	return ks
}

// Row sums up the trials of one board size, algorithm and number of
// givens.
type Row struct {
	Size      int // N, the side of the board
	Algorithm Algorithm
	Clues     int // K, the givens of each board
	Trials    int
	// Solved, NoSolution and Timeouts count the searches that found a
	// solution, that proved there is none, and that reached the timeout;
	// they sum to Trials.
	Solved, NoSolution, Timeouts int
	// Unique and Multiple count the boards with one solution and with
	// several, as found by the MRV rule counting up to two (a board whose
	// count reached the timeout is in neither). They are properties of
	// the boards, the same for every algorithm.
	Unique, Multiple int
	// MeanTime, MedianTime and MeanNodes are over the successful
	// searches; they are 0 when there is none. MeanNodes is 0 too for an
	// algorithm that counts no nodes (Algorithm.CountsNodes).
	MeanTime, MedianTime time.Duration
	MeanNodes            float64
}

// Rate returns 100·n/Trials, a percentage of the trials.
func (r *Row) Rate(n int) float64 {
	if r.Trials == 0 {
		return 0
	}
	return 100 * float64(n) / float64(r.Trials)
}

// Table is the result of an experiment: one Row per size, algorithm and K,
// in the order of Config.Sizes, Config.Algorithms and the sorted K.
type Table struct {
	Config  Config
	Rows    []Row
	Elapsed time.Duration // the wall time of Run
}

// ErrConfig is wrapped by the errors of Run for a bad Config.
var ErrConfig = errors.New("bad study")

// ConfigError is the error of Run for a bad Config: Field names the
// Config field at fault (Sizes, Algorithms, Clues, Trials, Timeout, Mode
// or Dims), so that a caller can name its own input for it, and Msg says
// what is wrong. It wraps ErrConfig.
type ConfigError struct {
	Field string
	Msg   string
}

func (e *ConfigError) Error() string { return "bad study: " + e.Field + ": " + e.Msg }

// Unwrap returns ErrConfig.
func (e *ConfigError) Unwrap() error { return ErrConfig }

// check validates cfg and fills in the default clues; it returns the
// clues of each size, sorted.
func (cfg *Config) check() ([][]int, error) {
	bad := func(field, format string, args ...any) ([][]int, error) {
		return nil, &ConfigError{Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if len(cfg.Sizes) == 0 {
		return bad("Sizes", "no board size")
	}
	if len(cfg.Algorithms) == 0 {
		return bad("Algorithms", "no algorithm")
	}
	if cfg.Trials < 1 {
		return bad("Trials", "%d trials (want 1 or more)", cfg.Trials)
	}
	if cfg.Timeout < 0 {
		return bad("Timeout", "negative timeout %v", cfg.Timeout)
	}
	if cfg.Mode != Random && cfg.Mode != Solution {
		return bad("Mode", "unknown mode %d", int(cfg.Mode))
	}
	if cfg.Dims < 0 || cfg.Dims == 1 {
		return bad("Dims", "%d dimensions (want 2 or more)", cfg.Dims)
	}
	for i, a := range cfg.Algorithms {
		if !a.valid() {
			return bad("Algorithms", "unknown algorithm %+v", a)
		}
		if slices.Contains(cfg.Algorithms[:i], a) {
			return bad("Algorithms", "algorithm %v twice", a)
		}
		if cfg.Dims > 2 && !a.isHyper && !(a.isBaseline && hyperBaseline(a.m)) {
			return bad("Algorithms", "%v on %d-dimensional boards (want hyper, bt-first or bt-mincand)", a, cfg.Dims)
		}
	}
	clues := make([][]int, len(cfg.Sizes))
	for i, n := range cfg.Sizes {
		cells := n * n
		switch {
		case cfg.Dims > 2:
			if _, err := hyperShape(cfg.Dims, n); err != nil {
				return bad("Sizes", "%v", err)
			}
			cells = ipow(n, cfg.Dims)
		case sudoku.BoxForSize(n) == 0:
			return bad("Sizes", "board size %d (want 4, 9, 16 or 25)", n)
		}
		ks := cfg.Clues
		switch {
		case ks == nil && cfg.Dims > 2:
			ks = hyperDefaultClues(cells)
		case ks == nil:
			ks = DefaultClues(n)
		}
		ks = slices.Clone(ks)
		slices.Sort(ks)
		ks = slices.Compact(ks)
		if len(ks) == 0 {
			return bad("Clues", "no number of givens")
		}
		if ks[0] < 0 {
			return bad("Clues", "%d givens (want 0 or more)", ks[0])
		}
		if ks[len(ks)-1] > cells {
			return bad("Clues", "%d givens on %s boards (want 0..%d)", ks[len(ks)-1], cfg.SizeName(n), cells)
		}
		if slices.Contains(cfg.Sizes[:i], n) {
			return bad("Sizes", "board size %d twice", n)
		}
		clues[i] = ks
	}
	return clues, nil
}

// Run runs the experiment. It returns the table, or a bad Config error
// (wrapping ErrConfig), or ctx's error when ctx is done first (the table
// is then nil). Its cost is Trials·len(Clues) boards per size, each
// solved once per algorithm and once more to count its solutions.
func Run(ctx context.Context, cfg Config) (*Table, error) {
	clues, err := cfg.check()
	if err != nil {
		return nil, err
	}
	start := time.Now()
	workers := max(cfg.Workers, 1)
	ws := make([]*worker, workers)
	for i := range ws {
		ws[i] = newWorker(&cfg)
	}
	type job struct{ size, trial int }
	// Trial by trial, every size in turn, so that the trials done keep
	// pace with the time spent (a progress bar's estimate holds).
	jobs := func(yield func(job) bool) {
		for t := range cfg.Trials {
			for s := range cfg.Sizes {
				if !yield(job{s, t}) {
					return
				}
			}
		}
	}
	acc := make([][]accumulator, len(cfg.Sizes))
	for s, ks := range clues {
		acc[s] = make([]accumulator, len(cfg.Algorithms)*len(ks))
	}
	done := 0
	work := func(w int, j job) trialResult {
		return ws[w].trial(ctx, j.size, j.trial, clues[j.size])
	}
	err = par.Ordered(ctx, par.Config{Workers: workers}, iter.Seq[job](jobs), work, func(tr trialResult) error {
		a := acc[tr.size]
		for i, o := range tr.outcomes {
			a[i].add(o)
		}
		done++
		if cfg.Progress != nil {
			cfg.Progress(done)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	t := &Table{Config: cfg}
	t.Config.Clues = slices.Clone(cfg.Clues)
	t.Config.Progress = nil
	for s, n := range cfg.Sizes {
		ks := clues[s]
		for ai, a := range cfg.Algorithms {
			for ki, k := range ks {
				row := acc[s][ai*len(ks)+ki].row()
				row.Size, row.Algorithm, row.Clues, row.Trials = n, a, k, cfg.Trials
				t.Rows = append(t.Rows, row)
			}
		}
	}
	t.Elapsed = time.Since(start)
	return t, nil
}

// outcome is what one search of one board did.
type outcome struct {
	found   sudoku.Status // Unique (a solution found), None, or Invalid for a timeout
	status  sudoku.Status // the board's status: Unique, Multiple, None, or Invalid when unknown
	elapsed time.Duration
	nodes   int64
}

// trialResult is the outcome of every algorithm on every board of one
// trial of Config.Sizes[size], algorithm-major: outcomes[a·len(clues)+k].
type trialResult struct {
	size     int
	outcomes []outcome
}

// accumulator sums the outcomes of one row.
type accumulator struct {
	solved, none, timeouts int
	unique, multiple       int
	times                  []time.Duration
	nodes                  int64
}

func (a *accumulator) add(o outcome) {
	switch o.found {
	case sudoku.Unique:
		a.solved++
		a.times = append(a.times, o.elapsed)
		a.nodes += o.nodes
	case sudoku.None:
		a.none++
	default:
		a.timeouts++
	}
	switch o.status {
	case sudoku.Unique:
		a.unique++
	case sudoku.Multiple:
		a.multiple++
	}
}

func (a *accumulator) row() Row {
	r := Row{Solved: a.solved, NoSolution: a.none, Timeouts: a.timeouts, Unique: a.unique, Multiple: a.multiple}
	if n := len(a.times); n > 0 {
		var sum time.Duration
		for _, d := range a.times {
			sum += d
		}
		r.MeanTime = sum / time.Duration(n)
		slices.Sort(a.times)
		if n%2 == 1 {
			r.MedianTime = a.times[n/2]
		} else {
			r.MedianTime = (a.times[n/2-1] + a.times[n/2]) / 2
		}
		r.MeanNodes = float64(a.nodes) / float64(n)
	}
	return r
}

// worker holds the reusable state of one goroutine: the maker and the
// engines of each size, made on first need, and the random source of
// the searches.
type worker struct {
	cfg    *Config
	boards []*boards // by index in Config.Sizes
	src    rand.PCG  // reseeded for each search
	rng    *rand.Rand
}

// boards is a worker's state for one board size.
type boards struct {
	maker *maker
	eng   engines
}

func newWorker(cfg *Config) *worker {
	w := &worker{cfg: cfg, boards: make([]*boards, len(cfg.Sizes))}
	w.rng = rand.New(&w.src)
	return w
}

// boardsOf returns the worker's state for Config.Sizes[size].
func (w *worker) boardsOf(size int) *boards {
	if b := w.boards[size]; b != nil {
		return b
	}
	n := w.cfg.Sizes[size]
	b := &boards{}
	if w.cfg.Dims > 2 {
		s, _ := hyperShape(w.cfg.Dims, n) // check validated it
		b.maker = newMaker(s.Dims, s.Box)
		b.eng = newSpace(s, b.maker)
	} else {
		box := sudoku.BoxForSize(n)
		b.maker = newMaker(2, box)
		b.eng = newPlane(box)
	}
	w.boards[size] = b
	return b
}

// trial makes the boards of one trial of Config.Sizes[size] and solves
// them: each board's status is counted once, then every algorithm
// searches it, each within the timeout.
func (w *worker) trial(ctx context.Context, size, trial int, clues []int) trialResult {
	n := w.cfg.Sizes[size]
	b := w.boardsOf(size)
	as := w.cfg.Algorithms
	res := trialResult{size: size, outcomes: make([]outcome, len(as)*len(clues))}
	if err := b.maker.start(ctx, w.cfg.Mode, w.cfg.Seed, trial, clues[len(clues)-1], b.eng.fill); err != nil {
		return res // ctx is done: par drops the result
	}
	for ki, k := range clues {
		b.eng.load(b.maker.givens(k))
		var status sudoku.Status
		w.timed(ctx, func(ctx context.Context) { status = b.eng.count(ctx) })
		for ai, a := range as {
			seedPCG(&w.src, w.cfg.Seed, streamSearch, uint64(n), uint64(trial), uint64(k), a.id())
			var o outcome
			w.timed(ctx, func(ctx context.Context) { o = b.eng.search(ctx, a, w.rng) })
			o.status = status
			res.outcomes[ai*len(clues)+ki] = o
		}
	}
	return res
}

// timed runs f with ctx bounded by the timeout.
func (w *worker) timed(ctx context.Context, f func(ctx context.Context)) {
	if w.cfg.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, w.cfg.Timeout)
		defer cancel()
	}
	f(ctx)
}

// id numbers the Algorithm for the streams of random numbers: the
// engine's heuristics keep their own numbers, so that their searches
// draw what they drew before the baselines came.
func (a Algorithm) id() uint64 {
	if a.isHyper {
		return 2 << 8
	}
	if a.isBaseline {
		return 1<<8 | uint64(a.m)
	}
	return uint64(a.h)
}

// Streams of random numbers, kept apart by mix.
const (
	streamBoard  = 1
	streamSearch = 2
)

// seedPCG seeds src for the stream named by xs under the user's seed.
// Both 64-bit halves of the PCG state are hashes of the seed and the
// stream. The raw seed must not be one half of the state with a hash that
// ignores it as the other: the low half of a 128-bit LCG's state evolves
// on its own, so every seed then shared the low half of each stream's
// states, and the seeds were not independent (see docs/study.md).
func seedPCG(src *rand.PCG, seed uint64, xs ...uint64) {
	h := mix(xs...)
	src.Seed(mix(h, seed, 1), mix(h, seed, 2))
}

// mix folds its arguments into one 64-bit stream number (SplitMix64
// finalizer after each), so that nearby trials get unrelated streams.
func mix(xs ...uint64) uint64 {
	var h uint64
	for _, x := range xs {
		h ^= x
		h += 0x9e3779b97f4a7c15
		h = (h ^ h>>30) * 0xbf58476d1ce4e5b9
		h = (h ^ h>>27) * 0x94d049bb133111eb
		h ^= h >> 31
	}
	return h
}

// String describes the experiment in one line, as
//
//	NxN, mode M, T trials, algorithms A B, timeout D, seed S
func (cfg *Config) String() string {
	var b strings.Builder
	for i, n := range cfg.Sizes {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(cfg.SizeName(n))
	}
	fmt.Fprintf(&b, ", mode %v, %d trials, algorithms", cfg.Mode, cfg.Trials)
	for _, a := range cfg.Algorithms {
		b.WriteString(" " + a.String())
	}
	if cfg.Timeout > 0 {
		fmt.Fprintf(&b, ", timeout %v", cfg.Timeout)
	}
	fmt.Fprintf(&b, ", seed %d", cfg.Seed)
	return b.String()
}
