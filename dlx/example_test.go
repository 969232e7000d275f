package dlx_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// The example of Knuth's "Dancing Links": seven items a..g and six
// options. Build the problem, make a solver, ask for a solution.
func Example() {
	names := []string{"a", "b", "c", "d", "e", "f", "g"}
	p := dlx.NewProblem(7, 0) // seven primary items, no secondary ones
	for _, opt := range [][]int{
		{2, 4, 5}, // c e f
		{0, 3, 6}, // a d g
		{1, 2, 5}, // b c f
		{0, 3},    // a d
		{1, 6},    // b g
		{3, 4, 6}, // d e g
	} {
		if _, err := p.AddOption(opt...); err != nil {
			panic(err) // cannot happen: the options are well formed
		}
	}

	s := dlx.NewSolver(p, dlx.Options{}) // MRV, Knuth's heuristic
	sol, err := s.First(context.Background())
	if err != nil {
		panic(err)
	}
	for _, k := range sol {
		items, _ := p.Option(k)
		var opt []string
		for _, it := range items {
			opt = append(opt, names[it])
		}
		fmt.Println(strings.Join(opt, " "))
	}
	st := s.Stats()
	fmt.Printf("%d nodes, %d updates\n", st.Nodes, st.Updates)
	// Output:
	// a d
	// c e f
	// b g
	// 6 nodes, 30 updates
}

// queensProblem returns the n-queens problem: ranks and files primary,
// diagonals secondary (a queen needs no diagonal, but two queens may not
// share one).
func queensProblem(n int) *dlx.Problem {
	p := dlx.NewProblem(2*n, 2*(2*n-1))
	for i := range n {
		for j := range n {
			p.AddOption(i, n+j, 2*n+i+j, 2*n+(2*n-1)+i-j+n-1)
		}
	}
	return p
}

// Count counts solutions up to a limit: a limit of 2 tells whether a
// solution is unique, 0 counts them all.
func ExampleSolver_Count() {
	s := dlx.NewSolver(queensProblem(8), dlx.Options{})
	ctx := context.Background()
	n, _ := s.Count(ctx, 2)
	fmt.Println("unique:", n == 1)
	n, _ = s.Count(ctx, 0)
	st := s.Stats()
	fmt.Printf("%d solutions, %d nodes, %d updates\n", n, st.Nodes, st.Updates)
	// Output:
	// unique: false
	// 92 solutions, 1199 nodes, 21375 updates
}

// Solutions walks the solutions; a break ends the search and leaves the
// solver ready for the next one. The slice is reused: copy it to keep it.
func ExampleSolver_Solutions() {
	s := dlx.NewSolver(queensProblem(6), dlx.Options{})
	found := 0
	for sol := range s.Solutions(context.Background()) {
		// Option k is the queen on rank k/6, file k%6.
		var queens []string
		for _, k := range sol {
			queens = append(queens, fmt.Sprintf("%d%d", k/6, k%6))
		}
		fmt.Println(strings.Join(queens, " "))
		found++
		if found == 3 {
			break // 6-queens has 4 solutions; three will do
		}
	}
	if err := s.Err(); err != nil { // the context or the node limit
		fmt.Println(err)
	}
	// Output:
	// 01 13 25 30 54 42
	// 02 15 21 34 40 53
	// 03 10 24 31 45 52
}

// Force puts options into every solution, as the givens of a puzzle;
// Release takes them out again. The solver is built once.
func ExampleSolver_Force() {
	s := dlx.NewSolver(queensProblem(8), dlx.Options{})
	ctx := context.Background()
	// A queen in the corner, rank 0, file 0: option 0.
	if err := s.Force(0); err != nil {
		panic(err)
	}
	n, _ := s.Count(ctx, 0)
	fmt.Println("with a queen in the corner:", n)
	// Another queen on the same diagonal conflicts, and changes nothing.
	fmt.Println(s.Force(9)) // rank 1, file 1
	s.Release()
	n, _ = s.Count(ctx, 0)
	fmt.Println("released:", n)
	// Output:
	// with a queen in the corner: 4
	// dlx: option conflicts with a forced option: option 9, item 38
	// released: 92
}

// Secondary items may carry colors: options that give a secondary item the
// same color may both be chosen. Here two words share the letter at a
// crossing: item x, colored by the letter.
func Example_colors() {
	// Primary items: across, down. Secondary: x, the crossing cell.
	p := dlx.NewProblem(2, 1)
	const x = 2
	letters := []string{"", "A", "B"} // color 0 is no color
	for _, o := range []struct {
		word   string
		item   int
		letter int
	}{
		{"CAT", 0, 1}, {"COB", 0, 2}, // across, with letter A or B at x
		{"BAR", 1, 1}, {"ABE", 1, 2}, // down
	} {
		p.AddColoredOption([]int{o.item, x}, []int{0, o.letter})
	}
	words := []string{"CAT", "COB", "BAR", "ABE"}
	s := dlx.NewSolver(p, dlx.Options{})
	for sol := range s.Solutions(context.Background()) {
		_, colors := p.Option(sol[0])
		fmt.Println(words[sol[0]], words[sol[1]], "cross at", letters[colors[1]])
	}
	// Output:
	// CAT BAR cross at A
	// COB ABE cross at B
}

// ReadText reads Knuth's text format: the items (primary | secondary),
// then one option a line; "|" starts a comment; "x:A" gives secondary item
// x the color A. Text keeps the names.
func ExampleReadText() {
	const problem = `| A DLX2 example: one solution.
p q r | x y
p q x y:A
p r x:A y
p x:B
q x:A
r y:B
`
	t, err := dlx.ReadText(strings.NewReader(problem), "example.dlx")
	if err != nil {
		fmt.Println(err)
		return
	}
	s := dlx.NewSolver(t.Problem, dlx.Options{})
	for sol := range s.Solutions(context.Background()) {
		for _, k := range sol {
			fmt.Printf("%s (line %d)\n", t.FormatOption(k), t.Lines[k])
		}
	}

	_, err = dlx.ReadText(strings.NewReader("p q | x\np z\n"), "bad.dlx")
	fmt.Println(err)
	// Output:
	// q x:A (line 6)
	// p r x:A y (line 4)
	// bad.dlx:2:3: unknown item "z"
}
