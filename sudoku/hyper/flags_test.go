package hyper

import "flag"

// hyperBig runs the tests that make 4D grids too (seconds each, minutes
// under the race detector): go test ./sudoku/hyper -hyper.big.
var hyperBig = flag.Bool("hyper.big", false, "also make grids of 4D boards (seconds each)")

// maxTestCells is the largest board the default tests make grids of.
const maxTestCells = 20_000

// update rewrites the golden files of the tests that have them.
var update = flag.Bool("update", false, "rewrite the golden files under testdata/")
