package record

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
)

func mustGrid(t testing.TB, s string) Board {
	t.Helper()
	g, err := sudoku.ParseString(s)
	if err != nil {
		t.Fatal(err)
	}
	return Board{Grid: g}
}

// sampleRecords returns a record of each verdict.
func sampleRecords(t testing.TB) []Record {
	p := mustGrid(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	s := mustGrid(t, "483921657967345821251876493548132976729564138136798245372689514814253769695417382")
	src := sudoku.Position{File: "dir/a, \"b\".txt", Line: 12}
	return []Record{
		{Source: src, Puzzle: p, Verdict: Unique, Solution: s, Solutions: 1, Limit: 2, Nodes: 50, Elapsed: 41 * time.Microsecond},
		{Source: src, Puzzle: p, Verdict: Multiple, Solution: s, Solutions: 2, Limit: 2, Nodes: 939, Elapsed: 1500 * time.Microsecond},
		{Source: src, Puzzle: p, Verdict: Multiple, Solution: s, Solutions: 3, Limit: 5, Nodes: 1, Elapsed: time.Microsecond},
		{Source: src, Puzzle: p, Verdict: None, Limit: 2, Nodes: 1},
		{Source: src, Puzzle: p, Verdict: Invalid, Limit: 2, Err: &sudoku.ConflictError{Size: 9, A: 0, B: 6, Value: 6}},
		{Source: src, Verdict: Error, Err: &sudoku.ParseError{File: src.File, Line: 12, Col: 5, Err: errors.New("bad character 'x'"), Text: "12.4x, \"6\""}},
		{Source: src, Puzzle: p, Verdict: Solved, Solution: s, Solutions: 1, Limit: 1, Nodes: 50},
	}
}

// write writes recs in format f.
func write(t testing.TB, recs []Record, f Format, shaped bool) string {
	var b bytes.Buffer
	w := NewWriter(&b, f, shaped)
	if err := w.Header(); err != nil {
		t.Fatal(err)
	}
	for i := range recs {
		if err := w.Write(&recs[i]); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// jsonRecord is a record as encoding/json reads it back.
type jsonRecord struct {
	Source    string  `json:"source"`
	Puzzle    string  `json:"puzzle"`
	Status    string  `json:"status"`
	Solution  string  `json:"solution"`
	Solutions int     `json:"solutions"`
	Nodes     *int64  `json:"nodes"`
	Micros    float64 `json:"micros"`
	Error     string  `json:"error"`
	Note      string  `json:"solution_note"`
	Dims      *int    `json:"dims"`
	Box       *int    `json:"box"`
}

func parseJSONLines(t testing.TB, s string) []jsonRecord {
	t.Helper()
	var out []jsonRecord
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	for dec.More() {
		var r jsonRecord
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("%v in\n%s", err, s)
		}
		out = append(out, r)
	}
	return out
}

// TestRecordFormats checks each format of each kind of record, and that
// json and csv carry the same fields.
func TestRecordFormats(t *testing.T) {
	recs := sampleRecords(t)
	line := write(t, recs, Line, false)
	wantLine := "483921657967345821251876493548132976729564138136798245372689514814253769695417382\n" +
		"# multiple: 2 or more solutions (dir/a, \"b\".txt:12)\n" +
		"# multiple: 3 solutions (dir/a, \"b\".txt:12)\n" +
		"# none: no solution (dir/a, \"b\".txt:12)\n" +
		"# invalid: r1c1 and r1c7 both hold 6 (dir/a, \"b\".txt:12)\n" +
		"# error: dir/a, \"b\".txt:12:5: bad character 'x'\n" +
		"483921657967345821251876493548132976729564138136798245372689514814253769695417382\n"
	if line != wantLine {
		t.Errorf("line:\n%s\nwant:\n%s", line, wantLine)
	}

	js := parseJSONLines(t, write(t, recs, JSON, false))
	rows, err := csv.NewReader(strings.NewReader(write(t, recs, CSV, false))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(js) != len(recs) || len(rows) != len(recs)+1 {
		t.Fatalf("%d json records, %d csv rows", len(js), len(rows))
	}
	if got := strings.Join(rows[0], ","); got != "source,puzzle,status,solution,solutions,nodes,micros,error,solution_note" {
		t.Errorf("header %s", got)
	}
	for i, r := range js {
		want := []string{r.Source, r.Puzzle, r.Status, r.Solution, strconv.Itoa(r.Solutions), strconv.FormatInt(*r.Nodes, 10), rows[i+1][6], r.Error, r.Note}
		if strings.Join(rows[i+1], "|") != strings.Join(want, "|") {
			t.Errorf("csv row %q, json %q", rows[i+1], want)
		}
		if r.Source != `dir/a, "b".txt:12` {
			t.Errorf("source %q", r.Source)
		}
		if r.Dims != nil || r.Box != nil {
			t.Errorf("2D record %d has a shape", i)
		}
	}
	if js[0].Micros != 41 || js[1].Micros != 1500 {
		t.Errorf("micros %v and %v, want 41 and 1500", js[0].Micros, js[1].Micros)
	}
	// A solution that is not the only one says so; an unreadable puzzle
	// gives the text read.
	for i, want := range []string{"", "one of 2 or more solutions", "one of 3 solutions", "", "", "", "uniqueness not checked (--limit 1)"} {
		if js[i].Note != want {
			t.Errorf("%s: solution_note %q, want %q", js[i].Status, js[i].Note, want)
		}
	}
	if js[5].Puzzle != "12.4x, \"6\"" {
		t.Errorf("error record: puzzle %q, want the text read", js[5].Puzzle)
	}

	boxed := write(t, recs, Boxed, false)
	for _, want := range []string{
		"Puzzle dir/a, \"b\".txt:12\nBefore\n----",
		"\nunique solution in 0.041 ms (50 nodes)\n\n",
		"\nAfter (one of 2 or more solutions)\n----",
		"\nmultiple solutions (2 or more) in 1.500 ms (939 nodes)\n\n",
		"\nAfter (one of 3 solutions)\n----",
		"\nmultiple solutions (3) in 0.001 ms (1 node)\n\n",
		"\nno solution in 0.000 ms (1 node)\n\n",
		"\ninvalid: r1c1 and r1c7 both hold 6\n\n",
		"Puzzle dir/a, \"b\".txt:12\nerror: dir/a, \"b\".txt:12:5: bad character 'x'\n\n",
	} {
		if !strings.Contains(boxed, want) {
			t.Errorf("boxed output lacks %q:\n%s", want, boxed)
		}
	}
}

// hyperRecords returns records of a 3D board of box 2: solved, with
// two solutions, and unreadable.
func hyperRecords(t testing.TB) []Record {
	s := hyper.Shape{Dims: 3, Box: 2}
	empty, err := hyper.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := hyper.NewSolver(s)
	if err != nil {
		t.Fatal(err)
	}
	res := sol.Solve(t.Context(), empty, 2)
	if err := res.Err; err != nil {
		t.Fatal(err)
	}
	src := sudoku.Position{File: "cube.txt", Line: 3}
	return []Record{
		{Source: src, Puzzle: Board{Hyper: res.Solution}, Verdict: Unique, Solution: Board{Hyper: res.Solution}, Solutions: 1, Limit: 2, Nodes: NoNodes, Elapsed: 2 * time.Millisecond},
		{Source: src, Puzzle: Board{Hyper: empty}, Verdict: Multiple, Solution: Board{Hyper: res.Solution}, Solutions: 2, Limit: 2, Nodes: NoNodes},
		{Source: src, Verdict: Error, Nodes: NoNodes, Err: errors.New("cube.txt:3: 511 symbols")},
	}
}

// TestShapedRecords checks the records of D-dimensional boards: the 2D
// fields with nodes null and the shape added; boxed lines as comments.
func TestShapedRecords(t *testing.T) {
	recs := hyperRecords(t)
	js := parseJSONLines(t, write(t, recs, JSON, true))
	if len(js) != 3 {
		t.Fatalf("%d records", len(js))
	}
	for i, r := range js {
		if r.Nodes != nil || r.Dims == nil || r.Box == nil {
			t.Fatalf("record %d: nodes %v, dims %v, box %v", i, r.Nodes, r.Dims, r.Box)
		}
		wantDims, wantBox := 3, 2
		if i == 2 {
			wantDims, wantBox = 0, 0
		}
		if *r.Dims != wantDims || *r.Box != wantBox || r.Source != "cube.txt:3" {
			t.Errorf("record %d: %+v", i, r)
		}
	}
	if len(js[0].Solution) != 512 || js[1].Status != "multiple" || js[2].Error != "cube.txt:3: 511 symbols" {
		t.Errorf("records %+v", js)
	}
	rows, err := csv.NewReader(strings.NewReader(write(t, recs, CSV, true))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rows[0], ","); got != "source,puzzle,status,solution,solutions,nodes,micros,error,solution_note,dims,box" {
		t.Errorf("header %s", got)
	}
	if rows[1][5] != "" || rows[1][9] != "3" || rows[3][9] != "0" || rows[2][8] != "one of 2 or more solutions" {
		t.Errorf("rows %q", rows[1:])
	}
	boxed := write(t, recs, Boxed, true)
	for _, want := range []string{
		"# Puzzle cube.txt:3 (3D b=2 (8^3), 512 givens)\n# Before\n",
		"\n# After\n",
		"\n# unique solution in 2.000 ms\n\n",
		"\n# After (one of 2 or more solutions)\n",
		"\n# multiple solutions (2 or more) in 0.000 ms\n\n",
		"# Puzzle cube.txt:3\n# error: cube.txt:3: 511 symbols\n\n",
	} {
		if !strings.Contains(boxed, want) {
			t.Errorf("boxed output lacks %q:\n%s", want, boxed)
		}
	}
	if line := write(t, recs[:1], Line, true); line != recs[0].Solution.Hyper.String()+"\n" {
		t.Errorf("line %q", line)
	}
}

// TestWriteAllocs checks that writing a record with an answer allocates
// nothing, in every format.
func TestWriteAllocs(t *testing.T) {
	recs := sampleRecords(t)[:4]
	for _, f := range []Format{Line, JSON, CSV, Boxed} {
		w := NewWriter(io.Discard, f, false)
		allocs := testing.AllocsPerRun(100, func() {
			for i := range recs {
				if err := w.Write(&recs[i]); err != nil {
					t.Fatal(err)
				}
			}
		})
		if allocs != 0 {
			t.Errorf("%v: %v allocations per run", f, allocs)
		}
	}
}

func TestParseFormat(t *testing.T) {
	if f, err := ParseFormat("json", Line, JSON); err != nil || f != JSON {
		t.Errorf("json: %v, %v", f, err)
	}
	if _, err := ParseFormat("boxed", Line, JSON); err == nil || err.Error() != `unknown format "boxed" (want line, json)` {
		t.Errorf("boxed: %v", err)
	}
}

// FuzzRecordRoundTrip checks that a record of any source, verdict,
// counts and message reads back through encoding/json and encoding/csv
// as the fields it was written from.
func FuzzRecordRoundTrip(f *testing.F) {
	f.Add("dir/a, \"b\".txt", 12, uint8(0), 1, int64(50), int64(41000), "")
	f.Add("\tx\ny", 0, uint8(5), 0, int64(-1), int64(0), "bad \xff \"quote\"\r\n")
	puzzle := mustGrid(f, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	f.Fuzz(func(t *testing.T, file string, line int, v uint8, solutions int, nodes, nanos int64, msg string) {
		if nanos < 0 || nanos > 1e15 {
			return
		}
		r := Record{Source: sudoku.Position{File: file, Line: line}, Puzzle: puzzle, Verdict: Verdict(v % uint8(NumVerdicts)),
			Solutions: solutions, Nodes: nodes, Elapsed: time.Duration(nanos)}
		if msg != "" {
			r.Err = errors.New(msg)
		}
		wantSource := string(AppendPos(nil, r.Source))
		js := parseJSONLines(t, write(t, []Record{r}, JSON, false))
		if len(js) != 1 {
			t.Fatalf("%d json records", len(js))
		}
		j := js[0]
		// encoding/json reads each byte of invalid UTF-8 as U+FFFD.
		wantJSONSource, wantMsg := string([]rune(wantSource)), string([]rune(msg))
		wantNote := string(r.appendSolutionNote(nil))
		if j.Source != wantJSONSource || j.Puzzle != puzzle.Grid.String() || j.Status != r.Verdict.String() ||
			j.Solution != "" || j.Solutions != solutions || j.Error != wantMsg || j.Note != wantNote {
			t.Errorf("json %+v from %+v", j, r)
		}
		if (nodes == NoNodes) != (j.Nodes == nil) || (j.Nodes != nil && *j.Nodes != nodes) {
			t.Errorf("json nodes %v, want %d", j.Nodes, nodes)
		}
		if strings.ContainsRune(file+msg, '\r') {
			return // encoding/csv's reader turns "\r\n" into "\n"
		}
		rows, err := csv.NewReader(strings.NewReader(write(t, []Record{r}, CSV, false))).ReadAll()
		if err != nil || len(rows) != 2 {
			t.Fatalf("csv: %v, %q", err, rows)
		}
		want := []string{wantSource, puzzle.Grid.String(), r.Verdict.String(), "", strconv.Itoa(solutions), strconv.FormatInt(nodes, 10),
			strconv.FormatFloat(float64(nanos)/1e3, 'f', 3, 64), msg, wantNote}
		if nodes == NoNodes {
			want[5] = ""
		}
		if strings.Join(rows[1], "\x00") != strings.Join(want, "\x00") {
			t.Errorf("csv %q, want %q", rows[1], want)
		}
	})
}

// BenchmarkRecordJSON compares the hand-written JSON records with
// encoding/json.
func BenchmarkRecordJSON(b *testing.B) {
	rec := sampleRecords(b)[0]
	b.Run("append", func(b *testing.B) {
		w := NewWriter(io.Discard, JSON, false)
		b.ReportAllocs()
		for b.Loop() {
			_ = w.Write(&rec)
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		enc := json.NewEncoder(io.Discard)
		b.ReportAllocs()
		for b.Loop() {
			_ = enc.Encode(jsonRecord{
				Source: rec.Source.String(), Puzzle: rec.Puzzle.Grid.String(), Status: rec.Verdict.String(),
				Solution: rec.Solution.Grid.String(), Solutions: rec.Solutions, Nodes: &rec.Nodes,
				Micros: float64(rec.Elapsed) / 1e3,
			})
		}
	})
}
