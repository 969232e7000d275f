package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// jsonStringCases are strings whose JSON and CSV forms need care.
var jsonStringCases = []string{
	"", "plain", `quote " and backslash \`, "tab\tnewline\ncr\r", "\x00\x01\x1f\x7f",
	"\b\f", "<html> & 'single'", "héllo wörld ☃", "\u2028\u2029", "bad \xff\xfe utf-8 \xe2\x82",
	" leading blank", "\tleading tab", `\.`, "a,b", "\"", "\u00a0nbsp first",
}

// jsonMarshal is encoding/json's form of s, without HTML escaping.
func jsonMarshal(t testing.TB, s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// csvWrite is encoding/csv's form of one field.
func csvWrite(t testing.TB, s string) string {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	if err := w.Write([]string{s, "x"}); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	return strings.TrimSuffix(b.String(), ",x\n")
}

func TestAppendJSONString(t *testing.T) {
	for _, s := range jsonStringCases {
		if got, want := string(appendJSONString(nil, s)), jsonMarshal(t, s); got != want {
			t.Errorf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
	}
}

func TestAppendCSVField(t *testing.T) {
	for _, s := range jsonStringCases {
		if got, want := string(appendCSVField(nil, s)), csvWrite(t, s); got != want {
			t.Errorf("appendCSVField(%q) = %s, want %s", s, got, want)
		}
	}
}

// FuzzAppendJSONString checks that the hand-written JSON strings are those
// of encoding/json.
func FuzzAppendJSONString(f *testing.F) {
	for _, s := range jsonStringCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(appendJSONString(nil, s)), jsonMarshal(t, s); got != want {
			t.Errorf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
	})
}

// FuzzAppendCSVField checks that the hand-written CSV fields are those of
// encoding/csv, and that a record of them reads back (for fields without
// "\r", which encoding/csv's reader changes).
func FuzzAppendCSVField(f *testing.F) {
	for _, s := range jsonStringCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(appendCSVField(nil, s)), csvWrite(t, s); got != want {
			t.Errorf("appendCSVField(%q) = %s, want %s", s, got, want)
		}
		if strings.Contains(s, "\r") {
			return
		}
		line := appendCSVField(nil, s)
		line = append(line, ',')
		line = appendCSVField(line, s)
		line = append(line, '\n')
		rows, err := csv.NewReader(bytes.NewReader(line)).ReadAll()
		if err != nil {
			t.Fatalf("%q does not read back: %v", line, err)
		}
		if len(rows) != 1 || len(rows[0]) != 2 || rows[0][0] != s || rows[0][1] != s {
			t.Errorf("%q read back as %q", line, rows)
		}
	})
}

// sampleRecords returns a record of each verdict.
func sampleRecords(t testing.TB) []record {
	p := mustParse(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	s := mustParse(t, "483921657967345821251876493548132976729564138136798245372689514814253769695417382")
	src := sudoku.Position{File: "dir/a, \"b\".txt", Line: 12}
	return []record{
		{source: src, puzzle: p, verdict: verdictUnique, solution: s, solutions: 1, limit: 2, nodes: 50, elapsed: 41 * time.Microsecond},
		{source: src, puzzle: p, verdict: verdictMultiple, solution: s, solutions: 2, limit: 2, nodes: 939, elapsed: 1500 * time.Microsecond},
		{source: src, puzzle: p, verdict: verdictMultiple, solution: s, solutions: 3, limit: 5, nodes: 1, elapsed: time.Microsecond},
		{source: src, puzzle: p, verdict: verdictNone, limit: 2, nodes: 1},
		{source: src, puzzle: p, verdict: verdictInvalid, limit: 2, err: &sudoku.ConflictError{Size: 9, A: 0, B: 6, Value: 6}},
		{source: src, verdict: verdictError, err: &sudoku.ParseError{File: src.File, Line: 12, Col: 5, Err: errors.New("bad character 'x'")}},
	}
}

// TestRecordFormats checks each format of each kind of record, and that
// json and csv carry the same fields.
func TestRecordFormats(t *testing.T) {
	recs := sampleRecords(t)
	write := func(f format) string {
		var b bytes.Buffer
		w := bufio.NewWriter(&b)
		rw := newRecordWriter(w, f)
		if err := rw.header(); err != nil {
			t.Fatal(err)
		}
		for i := range recs {
			if err := rw.write(&recs[i]); err != nil {
				t.Fatal(err)
			}
		}
		w.Flush()
		return b.String()
	}
	line := write(formatLine)
	wantLine := "483921657967345821251876493548132976729564138136798245372689514814253769695417382\n" +
		"# multiple: 2 or more solutions (dir/a, \"b\".txt:12)\n" +
		"# multiple: 3 solutions (dir/a, \"b\".txt:12)\n" +
		"# none: no solution (dir/a, \"b\".txt:12)\n" +
		"# invalid: r1c1 and r1c7 both hold 6 (dir/a, \"b\".txt:12)\n" +
		"# error: dir/a, \"b\".txt:12:5: bad character 'x'\n"
	if line != wantLine {
		t.Errorf("line:\n%s\nwant:\n%s", line, wantLine)
	}

	js := parseJSONLines(t, write(formatJSON))
	rows, err := csv.NewReader(strings.NewReader(write(formatCSV))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(js) != len(recs) || len(rows) != len(recs)+1 {
		t.Fatalf("%d json records, %d csv rows", len(js), len(rows))
	}
	for i, r := range js {
		want := []string{r.Source, r.Puzzle, r.Status, r.Solution, itoa(r.Solutions), itoa(int(r.Nodes)), rows[i+1][6], r.Error}
		if strings.Join(rows[i+1], "|") != strings.Join(want, "|") {
			t.Errorf("csv row %q, json %q", rows[i+1], want)
		}
		if r.Source != `dir/a, "b".txt:12` {
			t.Errorf("source %q", r.Source)
		}
	}
	if js[0].Micros != 41 || js[1].Micros != 1500 {
		t.Errorf("micros %v and %v, want 41 and 1500", js[0].Micros, js[1].Micros)
	}

	boxed := write(formatBoxed)
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

func itoa(n int) string { return string(appendPos(nil, sudoku.Position{Line: n})) }

// TestRecordWriteAllocs checks that writing a record with an answer
// allocates nothing, in every format.
func TestRecordWriteAllocs(t *testing.T) {
	recs := sampleRecords(t)[:4]
	for _, f := range []format{formatLine, formatJSON, formatCSV, formatBoxed} {
		rw := newRecordWriter(bufio.NewWriter(io.Discard), f)
		allocs := testing.AllocsPerRun(100, func() {
			for i := range recs {
				if err := rw.write(&recs[i]); err != nil {
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
	if f, err := parseFormat("json", formatLine, formatJSON); err != nil || f != formatJSON {
		t.Errorf("json: %v, %v", f, err)
	}
	if _, err := parseFormat("boxed", formatLine, formatJSON); err == nil || err.Error() != `unknown format "boxed" (want line, json)` {
		t.Errorf("boxed: %v", err)
	}
}

// BenchmarkRecordJSON compares the hand-written JSON records with
// encoding/json.
func BenchmarkRecordJSON(b *testing.B) {
	rec := sampleRecords(b)[0]
	b.Run("append", func(b *testing.B) {
		rw := newRecordWriter(bufio.NewWriter(io.Discard), formatJSON)
		b.ReportAllocs()
		for b.Loop() {
			rw.write(&rec)
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		enc := json.NewEncoder(io.Discard)
		b.ReportAllocs()
		for b.Loop() {
			enc.Encode(jsonRecord{
				Source: rec.source.String(), Puzzle: rec.puzzle.String(), Status: rec.verdict.String(),
				Solution: rec.solution.String(), Solutions: rec.solutions, Nodes: rec.nodes,
				Micros: float64(rec.elapsed) / 1e3,
			})
		}
	})
}
