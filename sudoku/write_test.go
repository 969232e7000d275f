package sudoku_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// The -update flag rewrites golden files. It is registered here unless
// another test file of the package has registered it already.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files in testdata")
	}
}

func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// The seed document's "After" board, printed by Boxed, is the seed's text.
func TestBoxedSeed(t *testing.T) {
	const want = `-------------------------------
| 4  8  3 | 9  2  1 | 6  5  7 |
| 9  6  7 | 3  4  5 | 8  2  1 |
| 2  5  1 | 8  7  6 | 4  9  3 |
-------------------------------
| 5  4  8 | 1  3  2 | 9  7  6 |
| 7  2  9 | 5  6  4 | 1  3  8 |
| 1  3  6 | 7  9  8 | 2  4  5 |
-------------------------------
| 3  7  2 | 6  8  9 | 5  1  4 |
| 8  1  4 | 2  5  3 | 7  6  9 |
| 6  9  5 | 4  1  7 | 3  8  2 |
-------------------------------
`
	if got := mustParse(t, seedSol).Boxed(); got != want {
		t.Errorf("Boxed =\n%s\nwant\n%s", got, want)
	}
	const before = `-------------------------------
|       3 |    2    | 6       |
| 9       | 3     5 |       1 |
|       1 | 8     6 | 4       |
-------------------------------
|       8 | 1     2 | 9       |
| 7       |         |       8 |
|       6 | 7     8 | 2       |
-------------------------------
|       2 | 6     9 | 5       |
| 8       | 2     3 |       9 |
|       5 |    1    | 3       |
-------------------------------
`
	if got := mustParse(t, seedLine).Boxed(); got != before {
		t.Errorf("Boxed =\n%s\nwant\n%s", got, before)
	}
}

// The boxed form of each size matches its golden file, reads back to the
// same grid, and prints again to the same bytes.
func TestBoxedGolden(t *testing.T) {
	for _, box := range []int{2, 3, 4, 5} {
		n := box * box
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			g := pattern(box, []int{2: 3, 4: 5, 5: 7}[box])
			if box == 3 {
				g = mustParse(t, seedLine)
			}
			got := g.Boxed()
			if lines := strings.Count(got, "\n"); lines != n+box+1 {
				t.Errorf("%d lines, want %d", lines, n+box+1)
			}
			for _, l := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
				if len(l) != 3*n+box+1 {
					t.Errorf("line %q has %d bytes, want %d", l, len(l), 3*n+box+1)
				}
			}
			file := filepath.Join("testdata", fmt.Sprintf("boxed_%d.golden", n))
			if updating() {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("Boxed =\n%s\nwant (%s)\n%s", got, file, want)
			}
			back := mustParse(t, string(want))
			if back != g {
				t.Errorf("golden reads back as %v, want %v", back, g)
			}
			if again := back.Boxed(); again != string(want) {
				t.Errorf("golden printed again =\n%s", again)
			}
		})
	}
}

func TestAppendBoxed(t *testing.T) {
	g := mustParse(t, seedLine)
	buf := make([]byte, 0, 1024)
	out := g.AppendBoxed(append(buf, "x\n"...))
	if string(out) != "x\n"+g.Boxed() {
		t.Errorf("AppendBoxed = %q", out)
	}
	if n := testing.AllocsPerRun(100, func() { out = g.AppendBoxed(buf[:0]) }); n != 0 {
		t.Errorf("AppendBoxed into a big enough slice allocates %v times", n)
	}
	var zero sudoku.Grid
	if zero.Boxed() != "" || len(zero.AppendBoxed(nil)) != 0 {
		t.Error("the zero Grid prints something")
	}
	if !bytes.Contains(pattern(5, 0).AppendBoxed(nil), []byte("| P ")) {
		t.Error("25 is not printed as P")
	}
}

func ExampleGrid_Boxed() {
	g, err := sudoku.ParseString("1.3...2.4......1")
	if err != nil {
		panic(err)
	}
	fmt.Print(g.Boxed())
	// Output:
	// ---------------
	// | 1    | 3    |
	// |      | 2    |
	// ---------------
	// | 4    |      |
	// |      |    1 |
	// ---------------
}
