package study_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/internal/study"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

var engineAlgorithms = []study.Algorithm{study.Engine(sudoku.MRV), study.Engine(sudoku.First), study.Engine(sudoku.Random)}

func run(t *testing.T, cfg study.Config) *study.Table {
	t.Helper()
	tab, err := study.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for range cfg.Sizes {
		want += len(cfg.Algorithms) * len(cfg.Clues)
	}
	if len(tab.Rows) != want {
		t.Fatalf("%d rows, want %d", len(tab.Rows), want)
	}
	for _, r := range tab.Rows {
		if r.Solved+r.NoSolution+r.Timeouts != r.Trials || r.Trials != cfg.Trials {
			t.Errorf("%+v: outcomes do not add up to the trials", r)
		}
		if r.Unique+r.Multiple > r.Trials {
			t.Errorf("%+v: more boards with solutions than trials", r)
		}
		if sum := r.Rate(r.Solved) + r.Rate(r.NoSolution) + r.Rate(r.Timeouts); sum < 99.999 || sum > 100.001 {
			t.Errorf("%+v: rates sum to %v", r, sum)
		}
		if (r.Solved == 0) != (r.MeanNodes == 0) || r.MeanTime < 0 || r.MedianTime < 0 {
			t.Errorf("%+v: means do not match the successes", r)
		}
	}
	return tab
}

// checkSameBoards checks, for a run without timeouts, that every heuristic
// saw the same boards: each one found a solution exactly on the boards with
// one or more, and proved the others have none.
func checkSameBoards(t *testing.T, tab *study.Table) {
	t.Helper()
	for _, r := range tab.Rows {
		if r.Timeouts != 0 {
			t.Fatalf("%+v: timeouts", r)
		}
		if r.Solved != r.Unique+r.Multiple {
			t.Errorf("%v K=%d: solved %d boards, but %d have a solution", r.Algorithm, r.Clues, r.Solved, r.Unique+r.Multiple)
		}
	}
}

func TestSolutionMode(t *testing.T) {
	cfg := study.Config{
		Sizes: []int{4}, Algorithms: engineAlgorithms, Clues: []int{0, 4, 8, 12, 16},
		Trials: 8, Mode: study.Solution, Seed: 3, Workers: 2, Timeout: time.Minute,
	}
	rows := run(t, cfg).Rows
	// The random heuristic is hopeless on 9x9 boards with few givens.
	cfg.Sizes, cfg.Algorithms, cfg.Clues = []int{9}, []study.Algorithm{study.Engine(sudoku.MRV), study.Engine(sudoku.First)}, []int{0, 6, 12, 60}
	tab := run(t, cfg)
	tab.Rows = append(rows, tab.Rows...)
	for _, r := range tab.Rows {
		if r.Solved != r.Trials || r.Timeouts != 0 {
			t.Errorf("%dx%d %v K=%d: solved %d of %d, %d timeouts", r.Size, r.Size, r.Algorithm, r.Clues, r.Solved, r.Trials, r.Timeouts)
		}
		if r.Size == 4 && r.Clues == 16 && r.Unique != r.Trials {
			t.Errorf("full 4x4 grids: %d unique of %d", r.Unique, r.Trials)
		}
		if r.Size == 9 && r.Clues <= 12 && r.Multiple != r.Trials {
			t.Errorf("9x9 with %d givens: %d of %d boards have several solutions", r.Clues, r.Multiple, r.Trials)
		}
	}
	checkSameBoards(t, tab)
}

func TestRandomMode(t *testing.T) {
	cfg := study.Config{
		Sizes: []int{4}, Algorithms: engineAlgorithms, Clues: []int{0, 2, 4, 6, 8},
		Trials: 40, Mode: study.Random, Seed: 1, Workers: 2, Timeout: time.Minute,
	}
	tab := run(t, cfg)
	checkSameBoards(t, tab)
	none := 0
	for _, r := range tab.Rows {
		if r.Clues == 0 && r.Solved != r.Trials {
			t.Errorf("%v on the empty board: solved %d of %d", r.Algorithm, r.Solved, r.Trials)
		}
		none += r.NoSolution
	}
	// Random givens that clash with nothing still leave some 4x4 boards
	// without a solution at K = 6 and 8: the success rate falls.
	if none == 0 {
		t.Errorf("no board without a solution in random mode")
	}
	// Nested boards: a board with no solution keeps none with more givens.
	for _, h := range cfg.Algorithms {
		prev := -1
		for _, r := range tab.Rows {
			if r.Algorithm == h {
				if r.NoSolution < prev {
					t.Errorf("%v: no-solution count falls to %d at K=%d", h, r.NoSolution, r.Clues)
				}
				prev = r.NoSolution
			}
		}
	}
}

// stripTimes returns the rows without their time columns.
func stripTimes(rows []study.Row) []study.Row {
	rows = slices.Clone(rows)
	for i := range rows {
		rows[i].MeanTime, rows[i].MedianTime = 0, 0
	}
	return rows
}

func TestSameTableForAnyWorkers(t *testing.T) {
	cfg := study.Config{
		Sizes: []int{9}, Algorithms: []study.Algorithm{study.Engine(sudoku.MRV), study.Engine(sudoku.MRVRandom)}, Clues: []int{0, 10, 20, 25, 30},
		Trials: 6, Mode: study.Random, Seed: 7, Workers: 1, Timeout: time.Minute,
	}
	// The first and random heuristics are slow on 9x9 boards with 20 to 30
	// givens (heavy tails): they run on 4x4 below.
	one := run(t, cfg)
	cfg.Workers = 4
	four := run(t, cfg)
	if !slices.Equal(stripTimes(one.Rows), stripTimes(four.Rows)) {
		t.Errorf("-j 1 and -j 4 differ:\n%+v\n%+v", one.Rows, four.Rows)
	}
	small := study.Config{Sizes: []int{4}, Algorithms: engineAlgorithms, Clues: []int{0, 3, 6}, Trials: 20, Seed: 7, Workers: 1}
	a := run(t, small)
	small.Workers = 3
	b := run(t, small)
	if !slices.Equal(stripTimes(a.Rows), stripTimes(b.Rows)) {
		t.Errorf("4x4: -j 1 and -j 3 differ:\n%+v\n%+v", a.Rows, b.Rows)
	}
	small.Seed = 8
	c := run(t, small)
	if slices.Equal(stripTimes(a.Rows), stripTimes(c.Rows)) {
		t.Errorf("seeds 7 and 8 give the same table")
	}
}

// TestMoreCluesSameBoards checks that adding a K changes nothing in the
// rows of the other K: the boards depend on the seed and the trial only.
func TestMoreCluesSameBoards(t *testing.T) {
	cfg := study.Config{Sizes: []int{4}, Algorithms: engineAlgorithms, Clues: []int{2, 6}, Trials: 30, Seed: 5}
	a := run(t, cfg)
	cfg.Clues = []int{2, 4, 6}
	b := run(t, cfg)
	var kept []study.Row
	for _, r := range b.Rows {
		if r.Clues != 4 {
			kept = append(kept, r)
		}
	}
	if !slices.Equal(stripTimes(a.Rows), stripTimes(kept)) {
		t.Errorf("rows change when a K is added:\n%+v\n%+v", a.Rows, kept)
	}
}

func TestTimeout(t *testing.T) {
	// The random heuristic on the empty 16x16 board takes far longer than
	// a microsecond; so does any search.
	cfg := study.Config{Sizes: []int{16}, Algorithms: []study.Algorithm{study.Engine(sudoku.Random)}, Clues: []int{0}, Trials: 2, Timeout: time.Microsecond}
	tab := run(t, cfg)
	if r := tab.Rows[0]; r.Timeouts != r.Trials {
		t.Errorf("%+v: want only timeouts", r)
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cfg := study.Config{Sizes: []int{9}, Algorithms: engineAlgorithms, Clues: []int{0}, Trials: 5}
	if tab, err := study.Run(ctx, cfg); !errors.Is(err, context.Canceled) || tab != nil {
		t.Errorf("Run on a cancelled context: %v, %v", tab, err)
	}
}

func TestBadConfig(t *testing.T) {
	good := study.Config{Sizes: []int{4}, Algorithms: engineAlgorithms, Trials: 1}
	for _, tc := range []struct {
		name, field string
		edit        func(*study.Config)
	}{
		{"no size", "Sizes", func(c *study.Config) { c.Sizes = nil }},
		{"size 5", "Sizes", func(c *study.Config) { c.Sizes = []int{5} }},
		{"size twice", "Sizes", func(c *study.Config) { c.Sizes = []int{4, 4} }},
		{"no algorithm", "Algorithms", func(c *study.Config) { c.Algorithms = nil }},
		{"bad heuristic", "Algorithms", func(c *study.Config) { c.Algorithms = []study.Algorithm{study.Engine(9)} }},
		{"no trials", "Trials", func(c *study.Config) { c.Trials = 0 }},
		{"negative timeout", "Timeout", func(c *study.Config) { c.Timeout = -1 }},
		{"too many clues", "Clues", func(c *study.Config) { c.Clues = []int{17} }},
		{"negative clues", "Clues", func(c *study.Config) { c.Clues = []int{-1} }},
		{"empty clues", "Clues", func(c *study.Config) { c.Clues = []int{} }},
		{"bad mode", "Mode", func(c *study.Config) { c.Mode = 7 }},
		{"one dimension", "Dims", func(c *study.Config) { c.Dims = 1 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := good
			tc.edit(&cfg)
			_, err := study.Run(context.Background(), cfg)
			var ce *study.ConfigError
			if !errors.Is(err, study.ErrConfig) || !errors.As(err, &ce) || ce.Field != tc.field || ce.Msg == "" {
				t.Errorf("err = %#v, want a ConfigError on %s", err, tc.field)
			}
		})
	}
}

var small struct {
	once sync.Once
	tab  *study.Table
}

// smallTable returns a table made once for the tests of the writers.
func smallTable(t *testing.T) *study.Table {
	small.once.Do(func() { small.tab = makeSmallTable(t) })
	if small.tab == nil {
		t.Fatal("no table")
	}
	return small.tab
}

func makeSmallTable(t *testing.T) *study.Table {
	return run(t, study.Config{
		Sizes: []int{4, 9}, Algorithms: []study.Algorithm{study.Engine(sudoku.MRV), study.Engine(sudoku.MRVRandom)}, Clues: []int{0, 4, 8, 16},
		Trials: 10, Seed: 2, Timeout: time.Minute, Mode: study.Solution,
	})
}

func TestWriteCSVAndJSON(t *testing.T) {
	tab := smallTable(t)
	var b bytes.Buffer
	if err := tab.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1+len(tab.Rows) || recs[0][0] != "size" || recs[1][1] != "mrv" {
		t.Errorf("CSV: %d records, first %q", len(recs), recs[:2])
	}
	b.Reset()
	if err := tab.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Trials int
		Rows   []struct {
			Size       int
			Algorithm  string
			Clues      int
			Solved     int
			SuccessPct float64  `json:"success_pct"`
			MeanTimeUS *float64 `json:"mean_time_us"`
		}
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Trials != 10 || len(got.Rows) != len(tab.Rows) {
		t.Fatalf("JSON: %+v", got)
	}
	for i, r := range got.Rows {
		want := tab.Rows[i]
		if r.Size != want.Size || r.Algorithm != want.Algorithm.String() || r.Clues != want.Clues ||
			r.Solved != want.Solved || r.SuccessPct != want.Rate(want.Solved) || (r.MeanTimeUS == nil) != (want.Solved == 0) {
			t.Errorf("JSON row %d: %+v, want %+v", i, r, want)
		}
	}
	b.Reset()
	if err := tab.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 1+len(tab.Rows) || !strings.Contains(lines[0], "success") {
		t.Errorf("text:\n%s", b.String())
	}
	for _, l := range lines[1:] {
		if utf8.RuneCountInString(l) != utf8.RuneCountInString(lines[0]) {
			t.Errorf("columns not aligned:\n%s", b.String())
			break
		}
	}
}

func TestParseClues(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []int
		err  string
	}{
		{"0:35:5", []int{0, 5, 10, 15, 20, 25, 30, 35}, ""},
		{"0,5,10", []int{0, 5, 10}, ""},
		{"10, 0:4:2, 4", []int{0, 2, 4, 10}, ""},
		{"3:5", []int{3, 4, 5}, ""},
		{"7", []int{7}, ""},
		{"", nil, "empty item"},
		{"1,,2", nil, "empty item"},
		{"a", nil, "not a number"},
		{"-5", nil, "not a number"},
		{"5:1", nil, "ends before it starts"},
		{"0:10:0", nil, "step 0"},
		{"1:2:3:4", nil, "want K"},
		{"0:100000", nil, "more than 1000"},
		{"99999999999999999999", nil, "not a number"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := study.ParseClues(tc.in)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Errorf("err = %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || !slices.Equal(got, tc.want) {
				t.Errorf("got %v, %v; want %v", got, err, tc.want)
			}
		})
	}
}

func FuzzParseClues(f *testing.F) {
	for _, s := range []string{"0:35:5", "0,5,10", "1:2", "3", "0:999", ", ,", "5:1:0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ks, err := study.ParseClues(s)
		if err != nil {
			return
		}
		if len(ks) == 0 || len(ks) > 1000 || !slices.IsSorted(ks) || ks[0] < 0 {
			t.Fatalf("ParseClues(%q) = %v", s, ks)
		}
		for i := 1; i < len(ks); i++ {
			if ks[i] == ks[i-1] {
				t.Fatalf("ParseClues(%q) = %v: repeats", s, ks)
			}
		}
	})
}

func TestDefaultClues(t *testing.T) {
	if got := study.DefaultClues(9); !slices.Equal(got, []int{0, 5, 10, 15, 20, 25, 30, 35}) {
		t.Errorf("DefaultClues(9) = %v", got)
	}
	for _, n := range []int{4, 16, 25} {
		ks := study.DefaultClues(n)
		if len(ks) != 8 || ks[0] != 0 || ks[7] > n*n/2 {
			t.Errorf("DefaultClues(%d) = %v", n, ks)
		}
	}
	if study.DefaultClues(5) != nil {
		t.Errorf("DefaultClues(5) not nil")
	}
}

func TestFormatDuration(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{850, "850ns"}, {12345, "12.3µs"}, {4560 * time.Microsecond, "4.56ms"},
		{1200 * time.Millisecond, "1.20s"}, {250 * time.Millisecond, "250ms"},
	} {
		if got := study.FormatDuration(tc.d); got != tc.want {
			t.Errorf("FormatDuration(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

// TestBaselines runs the baselines on the boards of the engine: where
// nothing times out, each solves exactly the boards that have a solution
// and proves the others have none, and max-constraints searches the same
// tree as min-candidates.
func TestBaselines(t *testing.T) {
	var algs []study.Algorithm
	for _, m := range baseline.Methods() {
		algs = append(algs, study.Baseline(m))
	}
	cfg := study.Config{
		Sizes: []int{4}, Algorithms: append([]study.Algorithm{study.Engine(sudoku.MRV)}, algs...),
		Clues: []int{0, 4, 6, 8, 10}, Trials: 30, Seed: 5, Workers: 2, Timeout: time.Minute,
	}
	checkSameBoards(t, run(t, cfg))
	cfg.Sizes, cfg.Clues, cfg.Trials = []int{9}, []int{0, 15, 20, 25, 30}, 20
	cfg.Algorithms = []study.Algorithm{study.Engine(sudoku.MRV), study.Baseline(baseline.MinCandidates),
		study.Baseline(baseline.MaxConstraints), study.Baseline(baseline.AC3)}
	tab := run(t, cfg)
	checkSameBoards(t, tab)
	nodes := map[int]float64{}
	for _, r := range tab.Rows {
		if m, ok := r.Algorithm.Method(); ok && m == baseline.MinCandidates {
			nodes[r.Clues] = r.MeanNodes
		}
	}
	for _, r := range tab.Rows {
		if m, ok := r.Algorithm.Method(); ok && m == baseline.MaxConstraints && r.MeanNodes != nodes[r.Clues] {
			t.Errorf("K=%d: bt-maxcons %.1f nodes, bt-mincand %.1f", r.Clues, r.MeanNodes, nodes[r.Clues])
		}
	}
}

func TestParseAlgorithm(t *testing.T) {
	for _, name := range []string{"mrv", "first", "random", "mrv-random", "bt-first", "bt-mincand", "bt-random", "bt-maxcons", "bt-degree", "ac3"} {
		a, err := study.ParseAlgorithm(name)
		if err != nil || a.String() != name {
			t.Errorf("ParseAlgorithm(%q) = %v, %v", name, a, err)
		}
	}
	if _, err := study.ParseAlgorithm("dlx"); err == nil {
		t.Error("ParseAlgorithm(dlx): no error")
	}
	if study.Engine(sudoku.MRV) != (study.Algorithm{}) {
		t.Error("the zero Algorithm is not the engine's mrv")
	}
}
