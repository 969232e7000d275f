package record

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
)

// stringCases are strings whose JSON and CSV forms need care.
var stringCases = []string{
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
	for _, s := range stringCases {
		if got, want := string(AppendJSONString(nil, s)), jsonMarshal(t, s); got != want {
			t.Errorf("AppendJSONString(%q) = %s, want %s", s, got, want)
		}
	}
}

func TestAppendCSVField(t *testing.T) {
	for _, s := range stringCases {
		if got, want := string(AppendCSVField(nil, s)), csvWrite(t, s); got != want {
			t.Errorf("AppendCSVField(%q) = %s, want %s", s, got, want)
		}
	}
}

// FuzzAppendJSONString checks that the hand-written JSON strings are those
// of encoding/json.
func FuzzAppendJSONString(f *testing.F) {
	for _, s := range stringCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(AppendJSONString(nil, s)), jsonMarshal(t, s); got != want {
			t.Errorf("AppendJSONString(%q) = %s, want %s", s, got, want)
		}
	})
}

// FuzzAppendCSVField checks that the hand-written CSV fields are those of
// encoding/csv, and that a record of them reads back (for fields without
// "\r", which encoding/csv's reader changes).
func FuzzAppendCSVField(f *testing.F) {
	for _, s := range stringCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(AppendCSVField(nil, s)), csvWrite(t, s); got != want {
			t.Errorf("AppendCSVField(%q) = %s, want %s", s, got, want)
		}
		if strings.Contains(s, "\r") {
			return
		}
		line := AppendCSVField(nil, s)
		line = append(line, ',')
		line = AppendCSVField(line, s)
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
