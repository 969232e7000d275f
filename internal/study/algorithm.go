package study

import (
	"fmt"

	"github.com/sudokudlx/sudokudlx/internal/baseline"
	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Algorithm is a search that the study compares: a branching rule of the
// dancing-links engine, or one of the baselines (package baseline). The
// zero Algorithm is the engine with sudoku.MRV. Algorithms compare with ==.
type Algorithm struct {
	isBaseline bool
	isHyper    bool
	h          sudoku.Heuristic
	m          baseline.Method
}

// Engine returns the dancing-links search with the branching rule h.
func Engine(h sudoku.Heuristic) Algorithm { return Algorithm{h: h} }

// Baseline returns the baseline solver with the method m.
func Baseline(m baseline.Method) Algorithm { return Algorithm{isBaseline: true, m: m} }

// Hyper returns the solver of package sudoku/hyper (the singles, a short
// depth-first search on them, then CDCL on the exact cover): the one
// algorithm of D-dimensional boards, and a comparison on 2D ones.
func Hyper() Algorithm { return Algorithm{isHyper: true} }

// CountsNodes reports whether a counts the nodes of its search tree: all
// do but Hyper, whose work (singles, a short search, CDCL conflicts) has
// no such count, so its rows have no mean nodes.
func (a Algorithm) CountsNodes() bool { return !a.isHyper }

// Heuristic returns the engine's branching rule and true, or false for a
// baseline.
func (a Algorithm) Heuristic() (sudoku.Heuristic, bool) { return a.h, !a.isBaseline && !a.isHyper }

// Method returns the baseline's method and true, or false for the engine.
func (a Algorithm) Method() (baseline.Method, bool) { return a.m, a.isBaseline }

// String returns the name ParseAlgorithm takes: mrv, first, random,
// mrv-random, bt-first, bt-mincand, bt-random, bt-maxcons, bt-degree,
// ac3 or hyper.
func (a Algorithm) String() string {
	if a.isHyper {
		return "hyper"
	}
	if a.isBaseline {
		return a.m.String()
	}
	return a.h.String()
}

// ParseAlgorithm returns the Algorithm named s.
func ParseAlgorithm(s string) (Algorithm, error) {
	if h, err := sudoku.ParseHeuristic(s); err == nil {
		return Engine(h), nil
	}
	if m, err := baseline.ParseMethod(s); err == nil {
		return Baseline(m), nil
	}
	if s == "hyper" {
		return Hyper(), nil
	}
	return Algorithm{}, fmt.Errorf("unknown algorithm %q (want mrv, first, random, mrv-random, bt-first, bt-mincand, bt-random, bt-maxcons, bt-degree, ac3 or hyper)", s)
}

// valid reports whether a names a known algorithm.
func (a Algorithm) valid() bool {
	if a.isHyper {
		return !a.isBaseline && a.h == 0 && a.m == 0
	}
	if a.isBaseline {
		return a.m >= baseline.FirstEmpty && a.m <= baseline.AC3
	}
	return a.h >= sudoku.MRV && a.h <= sudoku.MRVRandom
}
