package dlx_test

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// FuzzReadText checks that ReadText never panics, that every error and
// warning is a *TextError with a position, and that what it reads it
// writes back and reads again the same.
func FuzzReadText(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.dlx")
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, s := range []string{
		"", "a", "a b\na\nb\n", "a | x\na x:R\na x:\n", "a|b|c", "a\na a\n",
		"a | x y\nx y\n", "\xff", "a\x00", "| c\n\n a b:c\n", coloredText,
		"\ufeffa b\ra\r\nb\r", utf16Text("a | x\na x:1\n", false), utf16Text("a\ra", true),
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		x, err := dlx.ReadText(bytes.NewReader(data), "fuzz")
		if err != nil {
			var te *dlx.TextError
			if !errors.As(err, &te) || te.Line < 1 || te.Col < 1 || te.File != "fuzz" {
				t.Fatalf("error %q (%T) is not a *TextError with a position", err, err)
			}
			if x != nil {
				t.Fatalf("ReadText returned a Text and an error")
			}
			return
		}
		for _, w := range x.Warnings {
			var te *dlx.TextError
			if !errors.As(w, &te) || te.Line < 1 || te.Col < 1 || !errors.Is(w, dlx.ErrNoPrimary) {
				t.Fatalf("warning %q is not a *TextError with a position", w)
			}
		}
		if len(x.Lines) != x.Problem.NumOptions() || !slices.IsSorted(x.Lines) {
			t.Fatalf("lines %v for %d options", x.Lines, x.Problem.NumOptions())
		}
		checkRoundTrip(t, x)
		if x.Problem.NumOptions() <= 10 {
			s := dlx.NewSolver(x.Problem, dlx.Options{})
			if got, want := allSolutions(t, s), bruteForce(x.Problem); !slices.Equal(got, want) {
				t.Fatalf("solutions %v, brute force %v", got, want)
			}
		}
	})
}

// FuzzSolveRandom builds a random problem from the fuzz bytes and checks
// the solutions (each exact, colors agreeing) against brute force, with a
// heuristic and a forced option drawn from the bytes.
func FuzzSolveRandom(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{5, 3, 2, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
	f.Add([]byte("the quick brown fox jumps over the lazy dog, again and again"))
	f.Add(bytes.Repeat([]byte{0xff, 0x00, 0x37}, 40))
	f.Fuzz(func(t *testing.T, data []byte) {
		i := 0
		next := func() int {
			if i >= len(data) {
				return 0
			}
			i++
			return int(data[i-1])
		}
		p := randomProblem(t, next, 12)
		h := heuristics[next()%len(heuristics)]
		seed := uint64(next())
		s := dlx.NewSolver(p, dlx.Options{Heuristic: h, Rand: rand.New(rand.NewPCG(seed, 0))})
		want := bruteForce(p)
		if got := allSolutions(t, s); !slices.Equal(got, want) {
			t.Fatalf("%v: solutions %v, brute force %v", h, got, want)
		}
		if n, err := s.Count(context.Background(), 0); err != nil || n != int64(len(want)) {
			t.Fatalf("%v: Count = %d, %v; want %d", h, n, err, len(want))
		}
		if p.NumOptions() == 0 {
			return
		}
		k := next() % p.NumOptions()
		if err := s.Force(k); err != nil {
			t.Fatalf("Force(%d): %v", k, err)
		}
		if got, want := allSolutions(t, s), bruteForce(p, k); !slices.Equal(got, want) {
			t.Fatalf("%v, forced %d: solutions %v, brute force %v", h, k, got, want)
		}
		s.Release()
		if !dlx.SameLinks(s) {
			t.Fatal("links not restored")
		}
	})
}
