package record

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// TestRatingWriter writes rated puzzles, one of them past its budget,
// and some that could not be rated, in each format.
func TestRatingWriter(t *testing.T) {
	g, err := sudoku.ParseString("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	if err != nil {
		t.Fatal(err)
	}
	rt, err := rate.NewRater().Rate(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	recs := []Rating{
		{Source: sudoku.Position{File: "f", Line: 1}, Puzzle: g, Verdict: RatingVerdict(nil), Rating: rt},
		{Source: sudoku.Position{File: "f", Line: 2}, Verdict: RatingVerdict(rate.ErrNoSolution), Err: rate.ErrNoSolution},
		{Source: sudoku.Position{File: "f", Line: 3}, Verdict: Error, Err: &sudoku.ParseError{File: "f", Line: 3, Col: 2, Err: sudoku.ErrChar, Text: "1x3"}},
		{Source: sudoku.Position{File: "f", Line: 4}, Puzzle: g, Verdict: Unique, Rating: rt},
	}
	recs[3].Rating.OverBudget = true
	for _, tc := range []struct {
		f    Format
		want string
	}{
		{Line, "f:1  simple  score 196  rating 1.2  full house ×21, naked single ×28\nf:2  none: no solution\n"},
		{CSV, "source,puzzle,status,level,score,rating,rating_p,rating_d,guesses,over_budget,techniques,error\n"},
		{JSON, `{"source":"f:2","puzzle":"","status":"none","level":"","score":0,`},
		{JSON, `{"source":"f:3","puzzle":"1x3","status":"error",`}, // the text read
		{CSV, "\nf:3,1x3,error,"},
		{Line, "f:4  simple  score 196  rating 1.2  full house ×21, naked single ×28  (over budget)\n"},
		{JSON, `"guesses":0,"over_budget":false,`},
		{JSON, `"guesses":0,"over_budget":true,`},
		{CSV, ",1.2,0,true,full house=21;"},
	} {
		var b bytes.Buffer
		w := NewRatingWriter(&b, tc.f, false)
		if err := w.Header(); err != nil {
			t.Fatal(err)
		}
		for i := range recs {
			if err := w.Write(&recs[i]); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Contains(b.Bytes(), []byte(tc.want)) {
			t.Errorf("%v:\n%s\nwant it to hold\n%s", tc.f, b.String(), tc.want)
		}
	}
	if v := RatingVerdict(errors.New("disk on fire")); v != Error {
		t.Errorf("RatingVerdict(other) = %v, want error", v)
	}
}

// TestRatingTechniquesReadBack writes a rating that used every technique,
// each a different number of times, in the line and csv forms, and reads
// the names and counts back: no name holds a separator of either form,
// and a count never reads as part of a name ("unique rectangle 2 ×1").
func TestRatingTechniquesReadBack(t *testing.T) {
	g, err := sudoku.ParseString("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	if err != nil {
		t.Fatal(err)
	}
	rec := Rating{Source: sudoku.Position{File: "f", Line: 1}, Puzzle: g, Verdict: Unique}
	rec.Rating.Status, rec.Rating.Level, rec.Rating.Difficulty = sudoku.Unique, rate.Extreme, 10
	for i := range rec.Rating.Counts {
		rec.Rating.Counts[i] = i + 1
	}
	for _, tc := range []struct {
		f             Format
		prefix        string // what comes before the first technique
		sep, countSep string
	}{
		{Line, "f:1  extreme  score 0  rating 10.0  ", ", ", " ×"},
		{CSV, "", ";", "="},
	} {
		var b bytes.Buffer
		w := NewRatingWriter(&b, tc.f, false)
		if err := w.Header(); err != nil {
			t.Fatal(err)
		}
		if err := w.Write(&rec); err != nil {
			t.Fatal(err)
		}
		list := strings.TrimSuffix(b.String(), "\n")
		if tc.f == CSV {
			rows, err := csv.NewReader(strings.NewReader(b.String())).ReadAll()
			col := -1
			if err == nil && len(rows) == 2 {
				col = slices.Index(rows[0], "techniques")
			}
			if col < 0 || len(rows[1]) != len(rows[0]) {
				t.Fatalf("csv %q: %v", b.String(), err)
			}
			list = rows[1][col]
		}
		list, ok := strings.CutPrefix(list, tc.prefix)
		if !ok {
			t.Fatalf("%v: %q does not start with %q", tc.f, list, tc.prefix)
		}
		seen := 0
		for item := range strings.SplitSeq(list, tc.sep) {
			name, count, ok := strings.Cut(item, tc.countSep)
			tech, err := rate.ParseTechnique(name)
			n, nerr := strconv.Atoi(count)
			if !ok || err != nil || nerr != nil || n != int(tech)+1 || strings.Contains(count, tc.countSep) {
				t.Errorf("%v: %q does not read back as a technique and its count (%v, %v)", tc.f, item, err, nerr)
			}
			seen++
		}
		if seen != rate.NumTechniques {
			t.Errorf("%v: %d techniques read back, want %d", tc.f, seen, rate.NumTechniques)
		}
	}
}
