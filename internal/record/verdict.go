package record

import (
	"fmt"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
)

// Format is an output format.
type Format int

const (
	Boxed Format = iota // boards drawn with rules, for people
	Line                // one line a record
	JSON                // JSON Lines
	CSV                 // CSV with a header row
)

var formatNames = [...]string{Boxed: "boxed", Line: "line", JSON: "json", CSV: "csv"}

func (f Format) String() string { return formatNames[f] }

// ParseFormat returns the format named s among those allowed.
func ParseFormat(s string, allowed ...Format) (Format, error) {
	names := make([]string, len(allowed))
	for i, f := range allowed {
		if s == f.String() {
			return f, nil
		}
		names[i] = f.String()
	}
	return 0, fmt.Errorf("unknown format %q (want %s)", s, strings.Join(names, ", "))
}

// Verdict is what became of a puzzle: the four statuses of sudoku.Status,
// Timeout for a puzzle over its budget, Error for a puzzle that could not
// be read, or Solved for a solution found where a limit of one asked for
// no more (unique or not).
type Verdict uint8

const (
	Unique Verdict = iota
	Multiple
	None
	Invalid
	Timeout
	Error
	Solved
	NumVerdicts // the number of verdicts, for tallies indexed by Verdict
)

var verdictNames = [NumVerdicts]string{"unique", "multiple", "none", "invalid", "timeout", "error", "solved"}

func (v Verdict) String() string { return verdictNames[v] }

// VerdictOf returns the verdict for a solver status.
func VerdictOf(s sudoku.Status) Verdict {
	switch s {
	case sudoku.Unique:
		return Unique
	case sudoku.Multiple:
		return Multiple
	case sudoku.None:
		return None
	}
	return Invalid
}

// Failed reports whether the verdict makes a command's exit status 1: a
// puzzle with no solution, invalid, over its budget, or that could not be
// read. Multiple solutions are no failure.
func (v Verdict) Failed() bool {
	return v == None || v == Invalid || v == Timeout || v == Error
}

// Answered reports whether the record has a solution to print in the line
// form: the unique one, or the first found under a limit of one.
func (v Verdict) Answered() bool { return v == Unique || v == Solved }
