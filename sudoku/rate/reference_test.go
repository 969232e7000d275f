package rate_test

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"github.com/sudokudlx/sudokudlx/internal/testenv"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// reference is a puzzle of ../shared/ratings-reference with the ratings
// of HoDoKu and Sudoku Explainer.
type reference struct {
	name    string
	line    string
	hodoku  string  // Easy, Medium, Hard, Unfair or Extreme
	brute   bool    // HoDoKu needed brute force
	er      float64 // Sudoku Explainer's rating
	ep, ed  float64 // and its EP and ED
	seSteps string  // Sudoku Explainer's path: rule@rating*count;...
}

// references reads the reference sets, or skips.
func references(t *testing.T) map[string][]reference {
	dir := filepath.Join(sharedDir(t), "ratings-reference")
	files, err := filepath.Glob(filepath.Join(dir, "*.tsv"))
	if err != nil || len(files) == 0 {
		t.Skipf("no reference sets in %s", dir)
	}
	out := map[string][]reference{}
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(path), ".tsv")
		sc := bufio.NewScanner(f)
		for ln := 1; sc.Scan(); ln++ {
			if strings.HasPrefix(sc.Text(), "#") {
				continue
			}
			fs := strings.Split(sc.Text(), "\t")
			if len(fs) < 9 {
				t.Fatalf("%s:%d: %d fields", path, ln, len(fs))
			}
			var se [3]float64
			for i := range se {
				if se[i], err = strconv.ParseFloat(fs[5+i], 64); err != nil {
					t.Fatalf("%s:%d: %v", path, ln, err)
				}
			}
			out[name] = append(out[name], reference{
				name: fmt.Sprintf("%s:%d", name, ln), line: fs[0],
				hodoku: fs[1], brute: fs[3] == "yes", er: se[0], ep: se[1], ed: se[2], seSteps: fs[8],
			})
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// hodokuLevels are HoDoKu's levels, and ours that match them: simple and
// easy are HoDoKu's Easy, then one for one.
var hodokuLevels = []string{"Easy", "Medium", "Hard", "Unfair", "Extreme"}

func hodokuIndex(name string) int { return slices.Index(hodokuLevels, name) }

func ourIndex(l rate.Level) int {
	if l <= rate.Easy {
		return 0
	}
	return int(l - rate.Easy)
}

// spearman returns the rank correlation of x and y, ties ranked by their
// mean rank.
func spearman(x, y []float64) float64 {
	rx, ry := ranks(x), ranks(y)
	var mx, my float64
	for i := range rx {
		mx += rx[i]
		my += ry[i]
	}
	mx /= float64(len(rx))
	my /= float64(len(ry))
	var sxy, sxx, syy float64
	for i := range rx {
		dx, dy := rx[i]-mx, ry[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if sxx == 0 || syy == 0 {
		return 0
	}
	return sxy / sqrt(sxx*syy)
}

func sqrt(x float64) float64 {
	z := x / 2
	for range 60 {
		z = (z + x/z) / 2
	}
	return z
}

func ranks(x []float64) []float64 {
	idx := make([]int, len(x))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return cmp.Compare(x[a], x[b]) })
	r := make([]float64, len(x))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && x[idx[j]] == x[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			r[idx[k]] = float64(i+j-1) / 2
		}
		i = j
	}
	return r
}

// TestReferenceAgreement rates the reference sets and compares with
// HoDoKu's levels and Sudoku Explainer's ratings: it prints the agreement
// table, the share of the puzzles HoDoKu solves by logic that need no
// guess, and the rank correlation of Rating.Difficulty with SE's ER, and
// holds them to floors reached. Every step is checked against the
// solution as well.
//
//	go test ./sudoku/rate -run TestReferenceAgreement -v
func TestReferenceAgreement(t *testing.T) {
	sets := references(t)
	names := make([]string, 0, len(sets))
	for name := range sets {
		names = append(names, name)
	}
	slices.Sort(names)
	var r rate.Rater
	var table [5][5]int // [ours][HoDoKu]
	agree, total, logical, noGuess := 0, 0, 0, 0
	var same [3]int // ER, EP and ED equal to Sudoku Explainer's
	var ours, er, oursHard, erHard []float64
	for _, name := range names {
		setAgree := 0
		for _, ref := range sets[name] {
			g := parse(t, ref.line)
			rt, err := r.Explain(context.Background(), g)
			if err != nil {
				t.Fatalf("%s: %v", ref.name, err)
			}
			replay(t, g, rt)
			o, h := ourIndex(rt.Level), hodokuIndex(ref.hodoku)
			if h < 0 {
				t.Fatalf("%s: HoDoKu level %q", ref.name, ref.hodoku)
			}
			table[o][h]++
			total++
			if o == h {
				agree++
				setAgree++
			}
			for i, pair := range [][2]float64{{rt.Difficulty, ref.er}, {rt.Pearl, ref.ep}, {rt.Diamond, ref.ed}} {
				if d := pair[0] - pair[1]; d > -0.05 && d < 0.05 {
					same[i]++
				}
			}
			if !ref.brute {
				logical++
				if rt.Counts[rate.Guess] == 0 {
					noGuess++
				}
			}
			if name == "random-minimal-1000" {
				ours = append(ours, rt.Difficulty)
				er = append(er, ref.er)
				if h >= 3 {
					oursHard = append(oursHard, rt.Difficulty)
					erHard = append(erHard, ref.er)
				}
			}
		}
		t.Logf("%-24s agreement with HoDoKu %5.1f%% of %d", name, 100*float64(setAgree)/float64(len(sets[name])), len(sets[name]))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "ours \\ HoDoKu        %8s%8s%8s%8s%8s\n", "Easy", "Medium", "Hard", "Unfair", "Extreme")
	for o, row := range table {
		label := []string{"simple+easy", "intermediate", "expert", "master", "extreme"}[o]
		fmt.Fprintf(&b, "%-20s", label)
		for _, n := range row {
			fmt.Fprintf(&b, "%8d", n)
		}
		b.WriteByte('\n')
	}
	t.Logf("levels of all %d reference puzzles:\n%s", total, b.String())
	share := func(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }
	rho, rhoHard := spearman(ours, er), spearman(oursHard, erHard)
	t.Logf("agreement %.1f%%; solved without a guess: %d of %d solved by HoDoKu's logic (%.1f%%)",
		share(agree, total), noGuess, logical, share(noGuess, logical))
	t.Logf("Spearman of the rating and SE's ER on random-minimal-1000: %.3f; among HoDoKu's Unfair and Extreme (%d): %.3f",
		rho, len(oursHard), rhoHard)
	t.Logf("equal to Sudoku Explainer's: ER %.1f%%, EP %.1f%%, ED %.1f%%",
		share(same[0], total), share(same[1], total), share(same[2], total))
	// Floors reached; raise them as the rater improves.
	if er, ep, ed := share(same[0], total), share(same[1], total), share(same[2], total); er < seFloor || ep < seFirstFloor || ed < seFirstFloor {
		t.Errorf("ER, EP and ED equal to Sudoku Explainer's on %.1f%%, %.1f%% and %.1f%%, below %v%% and %v%%", er, ep, ed, seFloor, seFirstFloor)
	}
	if a := share(agree, total); a < agreementFloor {
		t.Errorf("agreement %.1f%%, below %v%%", a, agreementFloor)
	}
	if s := share(noGuess, logical); s < noGuessFloor {
		t.Errorf("%.1f%% solved without a guess, below %v%%", s, noGuessFloor)
	}
	if rho < spearmanFloor || rhoHard < spearmanHardFloor {
		t.Errorf("Spearman %.3f and %.3f, below %v and %v", rho, rhoHard, spearmanFloor, spearmanHardFloor)
	}
}

// The floors TestReferenceAgreement holds the rater to.
const (
	agreementFloor    = 94.0
	noGuessFloor      = 99.5
	spearmanFloor     = 0.90
	spearmanHardFloor = 0.85
	seFloor           = 95.0
	seFirstFloor      = 99.5
)

// TestSoundOnSharedSets rates the first puzzles of every set of
// ../shared/puzzles-bench (all of them with -distribution) and replays
// every step against the solution: no technique removes a candidate of
// the solution or places a wrong value.
func TestSoundOnSharedSets(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "puzzles-bench")
	files, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil {
		t.Fatal(err)
	}
	limit := 100
	if testenv.Race {
		limit = 25 // the race detector's tenfold cost, on a test of one goroutine
	}
	if *distribution {
		limit = 0
	}
	var r rate.Rater
	rated := 0
	for _, path := range files {
		name := filepath.Base(path)
		if name == "README" {
			continue
		}
		n := limit
		if strings.Contains(name, "hardest") && !*distribution {
			// Each takes Sudoku Explainer's nested forcing chains, the
			// dearest rules; TestSENested has more of them.
			n = 8
			if testenv.Race {
				n = 1
			}
		}
		for i, line := range benchLines(t, name, n) {
			p, _, _ := strings.Cut(line, ":")
			g, err := sudoku.ParseString(p)
			if err != nil {
				t.Fatalf("%s:%d: %v", name, i+1, err)
			}
			rt, err := r.Explain(context.Background(), g)
			if errors.Is(err, rate.ErrMultipleSolutions) || errors.Is(err, rate.ErrNoSolution) {
				continue // tdoku's test set has such puzzles on purpose
			}
			if err != nil {
				t.Fatalf("%s:%d: %v", name, i+1, err)
			}
			replay(t, g, rt)
			rated++
		}
	}
	t.Logf("%d puzzles rated and replayed", rated)
}
