package main

import (
	"bytes"
	"context"
	"encoding/xml"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/chart"
)

// TestStudyBaselines runs every algorithm on small boards, where none
// times out: each one solves exactly the boards that have a solution.
func TestStudyBaselines(t *testing.T) {
	rows := studyCSV(t, "--size", "4", "--heuristic", "all", "--trials", "20", "--clues", "0,4,8,10", "-j", "2", "--timeout", "1m")
	if len(rows) != 10*4 {
		t.Fatalf("%d rows, want 40", len(rows))
	}
	solved := map[string]string{}
	for _, r := range rows {
		if r["timeouts"] != "0" {
			t.Errorf("timeouts: %v", r)
		}
		k := r["clues"]
		if want, ok := solved[k]; ok && r["solved"] != want {
			t.Errorf("%s K=%s: solved %s, mrv %s", r["algorithm"], k, r["solved"], want)
		}
		solved[k] = r["solved"]
	}
}

func TestStudySeedFormat(t *testing.T) {
	args := []string{"study", "--size", "4,9", "--trials", "12", "--clues", "0,5,10", "-f", "seed", "--heuristic", "mrv,bt-mincand,ac3", "--seed", "4"}
	one := runApp(t, "", append(args, "-j", "1")...)
	two := runApp(t, "", append(args, "-j", "2")...)
	if one.code != 0 || two.code != 0 {
		t.Fatalf("exit %d, %d: %s %s", one.code, two.code, one.stderr, two.stderr)
	}
	for _, want := range []string{
		"Table 1, 4x4: success rate and timeout rate (%) by locked cells",
		"Table 2, 9x9: mean time (ms) of the successful searches and success rate (%) by locked cells",
		"locked  mrv success  mrv timeout  bt-mincand success",
		"ac3 ms  ac3 success",
	} {
		if !strings.Contains(one.stdout, want) {
			t.Errorf("no %q in\n%s", want, one.stdout)
		}
	}
	// Table 1 holds no times: the same bytes for any -j.
	table1 := func(s string) string {
		var keep []string
		in := false
		for _, l := range strings.Split(s, "\n") {
			switch {
			case strings.HasPrefix(l, "Table 1"):
				in = true
			case strings.HasPrefix(l, "Table 2"):
				in = false
			}
			if in {
				keep = append(keep, l)
			}
		}
		return strings.Join(keep, "\n")
	}
	if a, b := table1(one.stdout), table1(two.stdout); a != b || strings.Count(a, "\n") != 2*(2+3)+1 {
		t.Errorf("Table 1 at -j 1:\n%s\nat -j 2:\n%s", a, b)
	}
}

func TestStudyOutputAndQuiet(t *testing.T) {
	name := filepath.Join(t.TempDir(), "table.txt")
	r := runApp(t, "", "study", "--size", "4", "--trials", "3", "--clues", "0,4", "-o", name, "-q")
	if r.code != 0 || r.stdout != "" || r.stderr != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	b, err := os.ReadFile(name)
	if err != nil || !strings.HasPrefix(string(b), "# 4x4, mode random, 3 trials") {
		t.Errorf("%s: %q, %v", name, b, err)
	}
}

func TestStudyCharts(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "charts")
	svg := filepath.Join(t.TempDir(), "all.svg")
	r := runApp(t, "", "study", "--size", "4,9", "--trials", "5", "--clues", "0,5,10", "--heuristic", "mrv,bt-mincand,ac3", "--chart", dir, "--svg", svg, "-q")
	if r.code != 0 {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	for _, n := range []string{"4x4", "9x9"} {
		f, err := os.Open(filepath.Join(dir, "study-"+n+".png"))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		w, h := chart.Size(1)
		if got := img.Bounds().Size(); got.X != w || got.Y != h {
			t.Errorf("%s: %v, want %dx%d", n, got, w, h)
		}
		checkXML(t, filepath.Join(dir, "study-"+n+".svg"))
	}
	checkXML(t, svg)
	entries, _ := os.ReadDir(dir)
	if len(entries) != 4 {
		t.Errorf("%d files in %s, want 4", len(entries), dir)
	}
}

func checkXML(t *testing.T, name string) {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(b))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// TestStudyBadPathsFirst checks that the outputs are opened before the
// work: with a context already cancelled, a bad path is reported (exit
// 1), while good paths lead to the work, which is interrupted (exit 130).
func TestStudyBadPathsFirst(t *testing.T) {
	tmp := t.TempDir()
	file := filepath.Join(tmp, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(tmp, "no", "such", "dir")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	base := []string{"study", "--size", "16", "--trials", "100000"}
	for _, tc := range []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"svg", []string{"--svg", filepath.Join(missing, "x.svg")}, 1, "x.svg"},
		{"output", []string{"-o", filepath.Join(missing, "t.txt")}, 1, "t.txt"},
		{"output is a directory", []string{"-o", tmp}, 1, "is a directory"},
		{"chart under a file", []string{"--chart", filepath.Join(file, "charts")}, 1, "charts"},
		{"good", []string{"--chart", filepath.Join(tmp, "ok"), "-o", filepath.Join(tmp, "t.txt")}, 130, "interrupted"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runAppContext(t, ctx, strings.NewReader(""), append(base, tc.args...)...)
			if r.code != tc.code || !strings.Contains(r.stderr, tc.msg) || r.stdout != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and %q", r.code, r.stdout, r.stderr, tc.code, tc.msg)
			}
		})
	}
	// Nothing is left behind by the interrupted run.
	if _, err := os.Stat(filepath.Join(tmp, "t.txt")); err == nil {
		t.Error("an interrupted run left its output")
	}
	if entries, _ := os.ReadDir(filepath.Join(tmp, "ok")); len(entries) != 0 {
		t.Errorf("an interrupted run left %d chart files", len(entries))
	}
}

// TestStudyBaselinesSameForAnyJobs checks that the random baselines draw
// the same cells for any -j: the node counts do not change.
func TestStudyBaselinesSameForAnyJobs(t *testing.T) {
	args := []string{"--size", "4", "--heuristic", "bt-random,bt-degree,random", "--trials", "40", "--clues", "0:8:2", "--seed", "6", "--timeout", "1m"}
	one := studyCSV(t, append(args, "-j", "1")...)
	two := studyCSV(t, append(args, "-j", "2")...)
	if len(one) != 15 || len(one) != len(two) {
		t.Fatalf("%d and %d rows", len(one), len(two))
	}
	for i := range one {
		for _, col := range []string{"algorithm", "clues", "solved", "no_solution", "mean_nodes"} {
			if one[i][col] != two[i][col] {
				t.Errorf("row %d %s: %q at -j 1, %q at -j 2", i, col, one[i][col], two[i][col])
			}
		}
	}
}
