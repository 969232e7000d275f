package web

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/puzzleio"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// solverPool holds idle sudoku.Solvers, set as the solve command sets its
// own (the default heuristic, the SAT hand-off on): a Solver builds its
// matrix once and is not safe for concurrent use, so each request
// borrows a set.
type solverPool struct{ sync.Pool }

func (p *solverPool) get() *sudoku.Solvers {
	if s, ok := p.Get().(*sudoku.Solvers); ok {
		return s
	}
	return &sudoku.Solvers{SAT: true}
}

func (p *solverPool) put(s *sudoku.Solvers) { p.Put(s) }

// raterPool holds idle rate.Raters, which are not safe for concurrent use.
type raterPool struct{ sync.Pool }

func (p *raterPool) get() *rate.Rater {
	if r, ok := p.Get().(*rate.Rater); ok {
		return r
	}
	return rate.NewRater()
}

// parsePuzzle reads the puzzle of field as the command line's reader does,
// in any layout it knows. A malformed puzzle is a 400 with the reader's
// message, line and column.
func parsePuzzle(field, text string) (sudoku.Grid, error) {
	if text == "" {
		return sudoku.Grid{}, badField(field, "missing: want a puzzle, such as 81 cells on one line")
	}
	g, err := puzzleio.ParseString(text)
	if err != nil {
		ae := badField(field, "%v", err)
		var pe *sudoku.ParseError
		if errors.As(err, &pe) {
			ae.Line, ae.Col = pe.Line, pe.Col
		}
		return g, ae
	}
	return g, nil
}

type solveRequest struct {
	Puzzle string `json:"puzzle"`
	// Limit counts solutions up to it (default 2, which tells unique from
	// multiple; 1 takes the first found, status "solved").
	Limit int `json:"limit,omitempty"`
}

type solveAnswer struct {
	Puzzle    string `json:"puzzle"` // as the reader read it, one line
	Status    string `json:"status"`
	Solutions int    `json:"solutions"`
	Solution  string `json:"solution,omitempty"`
	Nodes     int64  `json:"nodes"`
	Micros    int64  `json:"micros"`
	// Reason says why an invalid puzzle is invalid: the clashing givens.
	Reason string `json:"reason,omitempty"`
}

func (s *Server) handleSolve(w http.ResponseWriter, r *http.Request) error {
	var req solveRequest
	if err := decodeBody(r, &req); err != nil {
		return err
	}
	g, err := parsePuzzle("puzzle", req.Puzzle)
	if err != nil {
		return err
	}
	limit := req.Limit
	if limit == 0 {
		limit = 2
	}
	if limit < 1 || limit > 1000 {
		return badField("limit", "%d: want 1 to 1000", req.Limit)
	}
	ans, err := s.solve(r.Context(), g, limit)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ans)
	return nil
}

// solve solves g with a pooled solver; a search cut short by ctx is an
// error, never a verdict.
func (s *Server) solve(ctx context.Context, g sudoku.Grid, limit int) (*solveAnswer, error) {
	sv := s.solvers.get()
	start := time.Now()
	res := sv.Solve(ctx, g, limit)
	elapsed := time.Since(start)
	s.solvers.put(sv)
	if res.Err != nil && res.Status != sudoku.Invalid {
		return nil, res.Err
	}
	ans := &solveAnswer{Puzzle: g.String(), Status: res.Status.String(), Solutions: res.Solutions, Nodes: res.Nodes, Micros: elapsed.Microseconds()}
	if res.Solutions > 0 {
		ans.Solution = res.Solution.String()
	}
	if limit == 1 && res.Solutions == 1 {
		ans.Status = "solved" // whether it is unique is not known
	}
	if res.Status == sudoku.Invalid && res.Err != nil {
		ans.Reason = res.Err.Error()
	}
	return ans, nil
}

type rateRequest struct {
	Puzzle       string `json:"puzzle"`
	Explain      bool   `json:"explain,omitempty"`
	NoUniqueness bool   `json:"no_uniqueness,omitempty"`
}

type rateAnswer struct {
	Puzzle     string         `json:"puzzle"` // as the reader read it, one line
	Status     string         `json:"status"`
	Level      string         `json:"level,omitempty"`
	Score      int            `json:"score"`
	Rating     float64        `json:"rating"`
	Guesses    int            `json:"guesses"`
	OverBudget bool           `json:"over_budget"`
	Techniques map[string]int `json:"techniques,omitempty"`
	Solution   string         `json:"solution,omitempty"`
	Steps      []stepJSON     `json:"steps,omitempty"`
	Reason     string         `json:"reason,omitempty"`
}

// stepJSON is one step of an explanation, as a page draws it: the cells of
// the pattern, the candidates removed, the values placed.
type stepJSON struct {
	Technique    string      `json:"technique"`
	Text         string      `json:"text"`
	Difficulty   float64     `json:"difficulty"`
	Units        []string    `json:"units,omitempty"`
	Cells        []int       `json:"cells,omitempty"`
	Values       []int       `json:"values,omitempty"`
	Fins         []int       `json:"fins,omitempty"`
	Groups       [][]int     `json:"groups,omitempty"`
	Eliminations []candidate `json:"eliminations,omitempty"`
	Placed       []candidate `json:"placed,omitempty"`
}

type candidate struct {
	Cell  int `json:"cell"`
	Value int `json:"value"`
}

func stepOf(st *rate.Step) stepJSON {
	j := stepJSON{
		Technique: st.Technique.String(), Text: st.String(), Difficulty: st.Difficulty,
		Cells: st.Cells, Values: st.Values, Fins: st.Fins, Groups: st.Groups,
	}
	for _, u := range st.Units {
		j.Units = append(j.Units, u.String())
	}
	for _, e := range st.Eliminations {
		j.Eliminations = append(j.Eliminations, candidate{e.Cell, e.Value})
	}
	if st.Cell >= 0 {
		j.Placed = []candidate{{st.Cell, st.Value}}
	}
	return j
}

func (s *Server) handleRate(w http.ResponseWriter, r *http.Request) error {
	var req rateRequest
	if err := decodeBody(r, &req); err != nil {
		return err
	}
	g, err := parsePuzzle("puzzle", req.Puzzle)
	if err != nil {
		return err
	}
	rt := s.raters.get()
	rt.NoUniqueness, rt.Budget = req.NoUniqueness, s.opt.RateBudget
	var rating rate.Rating
	if req.Explain {
		rating, err = rt.Explain(r.Context(), g)
	} else {
		rating, err = rt.Rate(r.Context(), g)
	}
	s.raters.Put(rt)
	if ctxErr := r.Context().Err(); ctxErr != nil {
		return ctxErr
	}
	ans := rateAnswerOf(&rating, err)
	ans.Puzzle = g.String()
	writeJSON(w, http.StatusOK, ans)
	return nil
}

// rateAnswerOf returns the answer for a rating or for the error of a
// puzzle that was not rated, whose status says why, as the rate command
// says it.
func rateAnswerOf(rt *rate.Rating, err error) *rateAnswer {
	var ce *sudoku.ConflictError
	switch {
	case err == nil:
	case errors.Is(err, rate.ErrMultipleSolutions):
		return &rateAnswer{Status: sudoku.Multiple.String(), Reason: err.Error()}
	case errors.Is(err, rate.ErrNoSolution):
		return &rateAnswer{Status: sudoku.None.String(), Reason: err.Error()}
	case errors.As(err, &ce):
		return &rateAnswer{Status: sudoku.Invalid.String(), Reason: err.Error()}
	default:
		return &rateAnswer{Status: "error", Reason: err.Error()}
	}
	ans := &rateAnswer{
		Status: sudoku.Unique.String(), Level: rt.Level.String(), Score: rt.Score,
		Rating: rt.Difficulty, Guesses: rt.Counts[rate.Guess], OverBudget: rt.OverBudget,
		Techniques: map[string]int{}, Solution: rt.Solution.String(),
	}
	for t, n := range rt.Used() {
		ans.Techniques[t.String()] = n
	}
	for i := range rt.Steps {
		ans.Steps = append(ans.Steps, stepOf(&rt.Steps[i]))
	}
	return ans
}
