// The inputs of the puzzle commands: arguments, globs, standard input, and
// the stream of puzzles read from them.

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sudokudlx/sudokudlx/internal/ctxio"
	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/hyper"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

// stdinSource names standard input in the sources of puzzles ("stdin:3").
// It is a plain word, so that output fed back in reads as before.
const stdinSource = "stdin"

// input is one file to read, found from the command line, or the reason
// an argument gave none.
type input struct {
	name   string // the file, as named in sources and messages (see sourceName); stdinSource for stdin
	path   string // the file to open; "" for stdin
	stdin  bool
	err    error  // the argument failed: nothing to read
	column string // the CSV column that holds the puzzles (--column); "" for the first puzzle field
}

// inputFlags returns the flags that say how the puzzle commands (solve,
// batch, rate) read their inputs.
func inputFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "column", Usage: "take the puzzles of CSV files from the column named `NAME` in their header (default: the first field that is a puzzle)"},
	}
}

// commandInputs returns the inputs of a puzzle command: its arguments, as
// expandArgs finds them, read as the flags of inputFlags say.
//
// When one of them is standard input and that is a terminal, it says so
// on standard error first: a command that waits for typed puzzles would
// otherwise look hung.
func commandInputs(c *cli.Context) []input {
	ins := expandArgs(c.Args().Slice())
	if col := c.String("column"); col != "" {
		for i := range ins {
			ins[i].column = col
		}
	}
	if slices.ContainsFunc(ins, func(in input) bool { return in.stdin }) && readsTerminal(c.App.Reader) {
		fmt.Fprintf(c.App.ErrWriter, "%s: reading puzzles from standard input (Ctrl-D ends)\n", progName)
	}
	return ins
}

// readsTerminal reports whether r is a terminal.
func readsTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// expandArgs turns the command line's FILE|GLOB|- arguments into inputs, in
// order: no argument or "-" is standard input, read once (a later "-"
// adds nothing, as its end was reached); a name that exists is used
// as it is; any other argument with glob characters is expanded with
// filepath.Glob (for shells that pass patterns through). A pattern that
// matches nothing, a missing file and a directory give an input with err
// set, so that the other arguments still run.
func expandArgs(args []string) []input {
	if len(args) == 0 {
		return []input{{name: stdinSource, stdin: true}}
	}
	var ins []input
	stdin := false
	for _, a := range args {
		if a == "-" {
			if !stdin {
				ins = append(ins, input{name: stdinSource, stdin: true})
			}
			stdin = true
			continue
		}
		fi, err := os.Stat(a)
		switch {
		case err == nil:
			ins = append(ins, fileInput(a, fi))
		case errors.Is(err, fs.ErrNotExist) && hasMeta(a):
			matches, gerr := filepath.Glob(a)
			switch {
			case gerr != nil:
				ins = append(ins, input{name: sourceName(a), err: fmt.Errorf("%s: %w", sourceName(a), gerr)})
			case len(matches) == 0:
				ins = append(ins, input{name: sourceName(a), err: fmt.Errorf("%s: no file matches the pattern", sourceName(a))})
			}
			for _, m := range matches {
				fi, err := os.Stat(m)
				if err != nil {
					ins = append(ins, input{name: sourceName(m), err: pathError(sourceName(m), err)})
					continue
				}
				ins = append(ins, fileInput(m, fi))
			}
		default:
			ins = append(ins, input{name: sourceName(a), err: pathError(sourceName(a), err)})
		}
	}
	return ins
}

// fileInput is the input for file name, or an error when it is a
// directory.
func fileInput(name string, fi fs.FileInfo) input {
	in := input{name: sourceName(name), path: name}
	if fi.IsDir() {
		in.err = fmt.Errorf("%s: is a directory", in.name)
	}
	return in
}

// sourceName returns the file name as sources and messages show it: with
// its control characters (a newline, a tab) written as escapes, \n or
// \x1b, so that a record of the line format stays on one line whatever
// the name.
func sourceName(name string) string {
	if strings.IndexFunc(name, func(r rune) bool { return r < 0x20 || r == 0x7f }) < 0 {
		return name
	}
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\r':
			b.WriteString(`\r`)
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// hasMeta reports whether s holds a character special to filepath.Match.
func hasMeta(s string) bool { return strings.ContainsAny(s, `*?[\`) }

// pathError returns err as "name: reason", without the operation that an
// *fs.PathError adds ("open name: ...").
func pathError(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", name, err)
}

// item is one element of the puzzle stream: a puzzle, a puzzle that could
// not be read (parseErr), or an argument that failed (argErr), which is no
// puzzle at all. An argErr that is a *readWarning is only a warning: the
// file was read.
type item struct {
	index    int64 // position in the stream, from 0: seeds random heuristics
	puzzle   sudoku.Puzzle
	parseErr *sudoku.ParseError
	argErr   error
	// A D-dimensional board (see readInput), or why it could not be read.
	board    *hyper.Puzzle
	boardErr error
}

// puzzleStream returns the stream of every puzzle of the inputs, in order,
// read one at a time (see readInput; hint is the shape of --dims): its memory does not grow with the
// number of puzzles. Standard input, and any file that is not a regular
// file (a pipe, a terminal), is read so that a cancelled ctx ends a read
// that waits for data. A file without any puzzle, and a file that cannot
// be opened or read to its end, give an argErr item; the stream then goes
// on with the next input. The stream ends early when ctx is done.
func puzzleStream(ctx context.Context, ins []input, stdin io.Reader, hint hyper.Shape) iter.Seq[item] {
	return func(yield func(item) bool) {
		var index int64
		emit := func(it item) bool {
			it.index = index
			index++
			return yield(it)
		}
		for _, in := range ins {
			if ctx.Err() != nil {
				return
			}
			if in.err != nil {
				if !emit(item{argErr: in.err}) {
					return
				}
				continue
			}
			r, closer, err := openInput(ctx, in, stdin)
			if err != nil {
				if !emit(item{argErr: err}) {
					return
				}
				continue
			}
			ok := readInput(ctx, r, in, hint, emit)
			if closer != nil {
				closer()
			}
			if !ok {
				return
			}
		}
	}
}

// newPuzzleReader returns the Reader of the puzzles of in, read from r.
func newPuzzleReader(r io.Reader, in input) *puzzleio.Reader {
	pr := puzzleio.NewReader(r, in.name)
	if in.column != "" {
		pr.SetColumn(in.column)
	}
	return pr
}

// readWarning says that lines of a file were skipped as prose (see
// puzzleio.Reader): text that is neither a puzzle nor a short header.
type readWarning struct {
	file        string
	line, lines int // the first line skipped, and how many were
}

func (w *readWarning) Error() string {
	s := "s"
	if w.lines == 1 {
		s = ""
	}
	return fmt.Sprintf("%s:%d: warning: %d line%s of prose skipped (text of more than three words, from this line on)", w.file, w.line, w.lines, s)
}

// isWarning reports whether the argErr of an item is only a warning, which
// does not make the command fail.
func isWarning(err error) bool {
	_, ok := err.(*readWarning)
	return ok
}

// readAll passes every puzzle of pr to emit and reports whether the stream
// should go on (emit returned true every time).
func readAll(ctx context.Context, pr *puzzleio.Reader, name string, emit func(item) bool) bool {
	for p, err := range pr.All() {
		if ctx.Err() != nil {
			return false
		}
		var it item
		// The Reader returns a *ParseError itself, never wrapped (and
		// errors.As would move pe to the heap for every puzzle).
		pe, _ := err.(*sudoku.ParseError)
		switch {
		case err == nil:
			it.puzzle = p
		case pe != nil && errors.Is(pe, puzzleio.ErrNoPuzzle):
			it.argErr = pe // about the whole file, not a puzzle
		case pe != nil:
			it.parseErr = pe
		default:
			it.argErr = pathError(name, err) // "stdin: is a directory", not "stdin: read /dev/stdin: ..."
		}
		if !emit(it) {
			return false
		}
	}
	return true
}

// openInput opens in for reading and returns the reader and a function
// that releases it (nil for stdin).
func openInput(ctx context.Context, in input, stdin io.Reader) (io.Reader, func(), error) {
	if in.stdin {
		return ctxio.NewReader(ctx, stdin), nil, nil
	}
	f, err := ctxio.Open(ctx, in.path, os.O_RDONLY) // a FIFO waits for a writer
	if err != nil {
		return nil, nil, pathError(in.name, err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, pathError(in.name, err)
	}
	if fi.IsDir() {
		f.Close()
		return nil, nil, fmt.Errorf("%s: is a directory", in.name)
	}
	if fi.Mode().IsRegular() {
		return f, func() { f.Close() }, nil
	}
	cr := ctxio.NewReader(ctx, f)
	return cr, func() { f.Close() }, nil
}
