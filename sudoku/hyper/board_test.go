package hyper

import (
	"errors"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestFormulaGrid(t *testing.T) {
	for _, s := range []Shape{{2, 2}, {2, 3}, {2, 4}, {2, 5}, {3, 2}, {3, 3}, {4, 2}} {
		t.Run(s.String(), func(t *testing.T) {
			g := newGeometry(s)
			for seed := range 3 {
				b := formulaGrid(g, rand.New(rand.NewPCG(uint64(seed), 1)))
				checkBoard(t, b, true)
				if err := b.Validate(); err != nil {
					t.Fatalf("Validate: %v", err)
				}
			}
		})
	}
}

func TestShapeCheck(t *testing.T) {
	tests := []struct {
		s       Shape
		ok      bool
		wantMsg string
	}{
		{Shape{2, 3}, true, ""},
		{Shape{3, 3}, true, ""},
		{Shape{4, 2}, true, ""},
		{Shape{1, 3}, false, "dims"},
		{Shape{2, 1}, false, "box"},
		{Shape{5, 2}, true, ""},
		{Shape{4, 3}, false, "side 81 has no symbols beyond 35, and its masks would need about 1.2 GiB (limit 2.0 GiB)"},
		{Shape{5, 3}, false, "masks would need about"},
		{Shape{2, 6}, false, "side 36"},
	}
	for _, tc := range tests {
		err := tc.s.Check()
		if (err == nil) != tc.ok {
			t.Errorf("%v: Check() = %v, want ok %v", tc.s, err, tc.ok)
			continue
		}
		if err != nil {
			if !errors.Is(err, ErrShape) || !strings.Contains(err.Error(), tc.wantMsg) {
				t.Errorf("%v: Check() = %q, want ErrShape and %q", tc.s, err, tc.wantMsg)
			}
		}
	}
	if n := testing.AllocsPerRun(10, func() { _ = Shape{5, 3}.Check() == nil }); n > 2 {
		t.Errorf("refusing 5D b=3 allocates %v times; want the error alone", n)
	}
	if _, err := NewBoard(Shape{5, 3}); !errors.As(err, new(*TooBigError)) {
		t.Errorf("NewBoard(5D b=3) = %v, want *TooBigError", err)
	}
	if !(Shape{4, 2}).Matrix() || (Shape{5, 2}).Matrix() {
		t.Errorf("Matrix: want 4D b=2 on the matrix path, 5D b=2 beyond it")
	}
}

func TestClash(t *testing.T) {
	b, err := NewBoard(Shape{3, 2})
	if err != nil {
		t.Fatal(err)
	}
	b.Set(b.Index(0, 5, 2), 7)
	b.Set(b.Index(6, 5, 2), 7) // same line along x
	err = b.Validate()
	var ce *sudoku.ConflictError
	if !errors.As(err, &ce) {
		t.Fatalf("Validate = %v, want a *sudoku.ConflictError", err)
	}
	if ce.A != b.Index(0, 5, 2) || ce.B != b.Index(6, 5, 2) || ce.Value != 7 || ce.Size != 8 {
		t.Errorf("ConflictError %+v", ce)
	}
	want := "(1,6,3) and (7,6,3) both hold 7 in one line along x"
	if err.Error() != want {
		t.Errorf("Validate = %q, want %q", err, want)
	}
	b.Set(b.Index(6, 5, 2), 0)
	b.Set(b.Index(1, 4, 3), 7) // same 2×2×2 block as (0,5,2)
	if err := b.Validate(); err == nil || err.Error() != "(1,6,3) and (2,5,4) both hold 7 in one block" {
		t.Errorf("Validate = %v, want the block clash", err)
	}
}

func TestCoords(t *testing.T) {
	b, _ := NewBoard(Shape{4, 2})
	for _, i := range []int{0, 1, 17, 4095, 65535} {
		if got := b.Index(b.Coords(i)...); got != i {
			t.Errorf("Index(Coords(%d)) = %d", i, got)
		}
	}
	if got := b.CellName(b.Index(15, 0, 3, 9)); got != "(16,1,4,10)" {
		t.Errorf("CellName = %s", got)
	}
}

func TestGeneratorGrid(t *testing.T) {
	for _, s := range []Shape{{2, 3}, {3, 2}, {3, 3}, {4, 2}} {
		if s.Cells() > maxTestCells && !*hyperBig {
			continue
		}
		gen, err := NewGenerator(s)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(4, 4))
		a, b := mustGrid(t, gen, rng), mustGrid(t, gen, rng)
		if c := mustGrid(t, gen, rand.New(rand.NewPCG(4, 4))); !c.Equal(a) {
			t.Errorf("%v: two grids from one seed", s)
		}
		checkBoard(t, a, true)
		checkBoard(t, b, true)
		if a.Equal(b) {
			t.Errorf("%v: two grids alike", s)
		}
	}
}

// TestSwapLeavesFamily checks that chain swaps make grids whose swap
// chains are not all powers of b in length, as those of the formula
// family are: the walk leaves the algebraic family.
func TestSwapLeavesFamily(t *testing.T) {
	g := newGeometry(Shape{3, 2})
	rng := rand.New(rand.NewPCG(9, 9))
	b := formulaGrid(g, rng)
	sw := newSwapper(g)
	odd := false
	for range 200 {
		i := rng.IntN(g.cells)
		a := b.cells[i]
		c := a%8 + 1
		n := sw.swap(b, i, a, c)
		odd = odd || n&(n-1) != 0
		checkBoard(t, b, true)
	}
	if !odd {
		t.Error("every chain had a power-of-two length")
	}
}
