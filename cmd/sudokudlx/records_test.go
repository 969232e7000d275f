package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// statusRun is the output of one command on inputs that give every status
// in turn, and of the same command on a board over its budget.
type statusRun struct {
	code           int
	stdout, budget string
}

// runStatuses runs args (a command and its flags) on the file of each
// status (2D: puzzles/bad.txt; 3D: the boards of hyperStatusBoards and a
// line that cannot be read) and on a board over its budget (with
// overBudget as extra flags).
func runStatuses(t *testing.T, inputs []string, overBudget []string, budgetInput string, args ...string) statusRun {
	t.Helper()
	r := runApp(t, "", append(append([]string{}, args...), inputs...)...)
	b := runApp(t, "", append(append(append([]string{}, args...), overBudget...), budgetInput)...)
	if b.code != exitFailure {
		t.Errorf("%v %v: exit %d, want %d; stderr %q", args, overBudget, b.code, exitFailure, b.stderr)
	}
	return statusRun{code: r.code, stdout: r.stdout, budget: b.stdout}
}

// lineRecord matches the line form of a record without a solution:
// "# status: reason (source)", or "# error: reason" whose reason starts
// with "file:line".
var lineRecord = regexp.MustCompile(`^# (multiple|none|invalid|timeout): (.+) \(([^ ()]+:[0-9]+)\)$|^# error: ([^ :]+:[0-9]+)(:[0-9]+)?: .+$`)

// TestRecordsContract runs solve and batch on 2D puzzles and on
// --dims boards of every status, in each format, and checks that the
// --dims records keep the contract of the 2D ones: the same line forms
// and reasons, the same json keys in the same order with values of the
// same types, the same csv columns, then dims and box; nodes has no value
// on --dims boards.
func TestRecordsContract(t *testing.T) {
	dir := t.TempDir()
	boards, sol := hyperStatusBoards(t)
	order := []string{"unique", "error", "invalid", "none", "multiple"}
	var in3 []string
	for _, s := range order {
		b := boards[s]
		if s == "error" {
			b = "bad?line"
		}
		in3 = append(in3, b)
	}
	cube := filepath.Join(dir, "cube.txt")
	sparse := filepath.Join(dir, "sparse.txt")
	if err := os.WriteFile(cube, []byte(strings.Join(in3, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sparse, []byte("1"+strings.Repeat(".", 511)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	bad, hard := "../../puzzles/bad.txt", "../../puzzles/hard.txt"

	for _, cmd := range []string{"solve", "batch"} {
		formats := []string{"line", "json", "csv"}
		if cmd == "solve" {
			formats = formats[:2]
		}
		for _, f := range formats {
			t.Run(cmd+"/"+f, func(t *testing.T) {
				// Over budget: --max-nodes on 2D puzzles; --timeout 1ns on
				// the sparse board, which the singles do not settle.
				args := []string{cmd, "-f", f}
				if cmd == "batch" {
					args = append(args, "-q")
				}
				two := runStatuses(t, []string{bad}, []string{"--max-nodes", "1"}, hard, args...)
				three := runStatuses(t, []string{cube}, []string{"--timeout", "1ns"}, sparse, append(args, "--dims", "3")...)
				if two.code != exitFailure || three.code != exitFailure {
					t.Errorf("exit %d in 2D, %d with --dims; want %d", two.code, three.code, exitFailure)
				}
				switch f {
				case "line":
					checkLineContract(t, two, three, sol, cube, sparse)
				case "json":
					checkJSONContract(t, two, three)
				case "csv":
					checkCSVContract(t, two, three)
				}
			})
		}
	}
}

// firstLines returns the first line of each kind that run printed: the
// statuses of line records, "unique" for a solution.
func firstLines(t *testing.T, run statusRun) map[string]string {
	t.Helper()
	got := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(run.stdout+run.budget), "\n") {
		status := "unique"
		if strings.HasPrefix(l, "#") {
			m := lineRecord.FindStringSubmatch(l)
			if m == nil {
				t.Errorf("line %q: not a record of the line format", l)
				continue
			}
			if status = m[1]; status == "" {
				status = "error"
			}
		}
		if _, ok := got[status]; !ok {
			got[status] = l
		}
	}
	return got
}

func checkLineContract(t *testing.T, two, three statusRun, sol, cube, sparse string) {
	got2, got3 := firstLines(t, two), firstLines(t, three)
	for _, s := range []string{"unique", "multiple", "none", "invalid", "timeout", "error"} {
		if got2[s] == "" || got3[s] == "" {
			t.Errorf("%s: 2D %q, --dims %q: want a record of each", s, got2[s], got3[s])
		}
	}
	want := map[string]string{
		"unique":   sol,
		"error":    "# error: " + cube + ":2:4: not a symbol: '?'",
		"invalid":  "# invalid: (1,1,1) and (2,1,1) both hold 1 in one line along x (" + cube + ":3)",
		"none":     "# none: no solution (" + cube + ":4)",
		"multiple": "# multiple: 2 or more solutions (" + cube + ":5)",
		"timeout":  "# timeout: not settled within 1ns (--timeout) (" + sparse + ":1)",
	}
	for s, w := range want {
		if got3[s] != w {
			t.Errorf("%s:\n%s\nwant\n%s", s, got3[s], w)
		}
	}
	// The reasons that are not the solver's words are the same words.
	for _, s := range []string{"multiple", "none"} {
		r2 := lineRecord.FindStringSubmatch(got2[s])
		r3 := lineRecord.FindStringSubmatch(got3[s])
		if r2 == nil || r3 == nil || r2[2] != r3[2] {
			t.Errorf("%s: 2D %q, --dims %q: want the same reason", s, got2[s], got3[s])
		}
	}
}

// orderedRecord is one json record: its keys in order and its values.
type orderedRecord struct {
	keys   []string
	values map[string]any
}

func parseJSONRecords(t *testing.T, out string) map[string]orderedRecord {
	t.Helper()
	recs := map[string]orderedRecord{}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var r orderedRecord
		if err := json.Unmarshal([]byte(l), &r.values); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		dec := json.NewDecoder(strings.NewReader(l))
		dec.Token() // {
		for dec.More() {
			k, _ := dec.Token()
			r.keys = append(r.keys, k.(string))
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				t.Fatal(err)
			}
		}
		status, _ := r.values["status"].(string)
		if _, ok := recs[status]; !ok {
			recs[status] = r
		}
	}
	return recs
}

func checkJSONContract(t *testing.T, two, three statusRun) {
	recs2 := parseJSONRecords(t, two.stdout+two.budget)
	recs3 := parseJSONRecords(t, three.stdout+three.budget)
	for _, s := range []string{"unique", "multiple", "none", "invalid", "timeout", "error"} {
		r2, r3 := recs2[s], recs3[s]
		if r2.keys == nil || r3.keys == nil {
			t.Errorf("%s: no record (2D %v, --dims %v)", s, r2.keys, r3.keys)
			continue
		}
		if want := append(slices.Clone(r2.keys), "dims", "box"); !slices.Equal(r3.keys, want) {
			t.Errorf("%s: keys %v, want %v", s, r3.keys, want)
		}
		for _, k := range r2.keys {
			v2, v3 := r2.values[k], r3.values[k]
			switch {
			case k == "nodes":
				if v3 != nil {
					t.Errorf("%s: nodes %v, want null", s, v3)
				}
			case fmt.Sprintf("%T", v2) != fmt.Sprintf("%T", v3):
				t.Errorf("%s: %s is %T (%v), in 2D %T", s, k, v3, v3, v2)
			case k != "source" && k != "micros" && ((v2 == "") != (v3 == "")):
				t.Errorf("%s: %s %q, in 2D %q: want both empty or neither", s, k, v3, v2)
			}
		}
		if s != "error" && (r3.values["dims"] != 3.0 || r3.values["box"] != 2.0) {
			t.Errorf("%s: dims %v, box %v", s, r3.values["dims"], r3.values["box"])
		}
	}
	if n := recs3["multiple"].values["solutions"]; n != 2.0 {
		t.Errorf("multiple: solutions %v, want 2", n)
	}
}

func checkCSVContract(t *testing.T, two, three statusRun) {
	read := func(s string) [][]string {
		rows, err := csv.NewReader(strings.NewReader(s)).ReadAll()
		if err != nil {
			t.Fatalf("%v:\n%s", err, s)
		}
		return rows
	}
	rows2, rows3 := read(two.stdout), read(three.stdout)
	budget3 := read(three.budget)
	if want := append(slices.Clone(rows2[0]), "dims", "box"); !slices.Equal(rows3[0], want) || !slices.Equal(budget3[0], want) {
		t.Fatalf("header %v, want %v", rows3[0], want)
	}
	rows3 = append(rows3, budget3[1:]...)
	var statuses []string
	for _, r := range rows3[1:] {
		statuses = append(statuses, r[2])
		if r[5] != "" {
			t.Errorf("%s: nodes %q, want empty", r[2], r[5])
		}
		if failed := r[2] != "unique" && r[2] != "multiple" && r[2] != "none"; failed != (r[7] != "") {
			t.Errorf("%s: error %q", r[2], r[7])
		}
	}
	if want := []string{"unique", "error", "invalid", "none", "multiple", "timeout"}; !slices.Equal(statuses, want) {
		t.Errorf("statuses %v, want %v", statuses, want)
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.WriteAll(rows3[:len(rows3)-1])
	if buf.String() != three.stdout {
		t.Errorf("not csv as encoding/csv writes it:\n%s\nwant\n%s", three.stdout, buf.String())
	}
}
