package web

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/sudokudlx/sudokudlx/sudoku"
	"github.com/sudokudlx/sudokudlx/sudoku/generate"
	"github.com/sudokudlx/sudokudlx/sudoku/rate"
)

// genAnswer is a puzzle made by GET /api/gen. Puzzle is the line that
// "sudokudlx gen" prints with the same flags, without its newline.
type genAnswer struct {
	Puzzle     string  `json:"puzzle"`
	Solution   string  `json:"solution"`
	Clues      int     `json:"clues"`
	Seed       uint64  `json:"seed"`
	Symmetry   string  `json:"symmetry"`
	Size       int     `json:"size"`
	Level      string  `json:"level"`
	Score      int     `json:"score"`
	Rating     float64 `json:"rating"`
	Difficulty string  `json:"difficulty"` // what was asked: a level or "any"
}

// parseGenQuery reads the options of GET /api/gen, named and checked as
// the flags of gen are: size, difficulty, symmetry, clues, seed (random
// when absent, and then returned).
func parseGenQuery(q url.Values) (generate.Options, uint64, error) {
	for k := range q {
		switch k {
		case "size", "difficulty", "symmetry", "clues", "seed":
		default:
			return generate.Options{}, 0, badField(k, "unknown parameter (want size, difficulty, symmetry, clues or seed)")
		}
	}
	opt := generate.Options{Box: 3, Rate: true}
	if v := q.Get("size"); v != "" {
		size, err := strconv.Atoi(v)
		if opt.Box = sudoku.BoxForSize(size); err != nil || opt.Box == 0 {
			return opt, 0, badField("size", "%q: want 4, 9, 16 or 25", v)
		}
	}
	if v := q.Get("symmetry"); v != "" {
		sym, err := generate.ParseSymmetry(v)
		if err != nil {
			return opt, 0, badField("symmetry", "%v", err)
		}
		opt.Symmetry = sym
	}
	n := opt.Box * opt.Box
	if v := q.Get("clues"); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil {
			return opt, 0, badField("clues", "%q: want 0 (minimal) to %d for %dx%d", v, n*n, n, n)
		}
		// The check and the words of gen's and play's --clues.
		var ce *generate.CluesRequestError
		if err := generate.CheckClues(opt.Box, k, opt.Symmetry); errors.As(err, &ce) {
			return opt, 0, badField("clues", "%q: %s", v, ce.Reason)
		}
		opt.Clues = k
	}
	if v := q.Get("difficulty"); v != "" && v != "any" {
		level, err := rate.ParseLevel(v)
		if err != nil {
			return opt, 0, badField("difficulty", "%q: want simple, easy, intermediate, expert, master, extreme or any (or HoDoKu's medium, hard, unfair)", v)
		}
		if !rate.Reachable(opt.Box, level) {
			var can []string
			for l := rate.Simple; l <= rate.Extreme; l++ {
				if rate.Reachable(opt.Box, l) {
					can = append(can, l.String())
				}
			}
			return opt, 0, badField("difficulty", "no %dx%d puzzle is %s (want %s or any)", n, n, level, strings.Join(can, ", "))
		}
		opt.Level, opt.Rate = level, false
	}
	var seed uint64
	if v := q.Get("seed"); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			return opt, 0, badField("seed", "%q: want a whole number from 0 to %d", v, uint64(1<<64-1))
		}
	} else {
		seed = randomSeed()
	}
	return opt, seed, nil
}

// randomSeed returns a seed below 2^53, which a JSON number carries
// exactly into any language, as gen's own random seed.
func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 11
}

func (s *Server) handleGen(w http.ResponseWriter, r *http.Request) error {
	opt, seed, err := parseGenQuery(r.URL.Query())
	if err != nil {
		return err
	}
	g, err := generate.New(opt)
	if err != nil {
		return err // the options were checked
	}
	p, err := g.Seeded(r.Context(), seed)
	var ce *sudoku.CluesError
	var te *generate.TriesError
	switch {
	case errors.As(err, &ce):
		return &apiError{Status: http.StatusUnprocessableEntity, Field: "clues",
			Reason: "not reached: the removal stopped at " + strconv.Itoa(ce.Got) + " clues"}
	case errors.As(err, &te):
		return &apiError{Status: http.StatusUnprocessableEntity, Field: "difficulty", Reason: te.Error()}
	case err != nil:
		return err
	}
	ans := genAnswer{
		Puzzle: p.Grid.String(), Solution: p.Solution.String(), Clues: p.Grid.Clues(), Seed: seed,
		Symmetry: p.Symmetry.String(), Size: p.Grid.Size(), Level: p.Rating.Level.String(),
		Score: p.Rating.Score, Rating: p.Rating.Difficulty, Difficulty: "any",
	}
	if opt.Level != 0 {
		ans.Difficulty = opt.Level.String()
	}
	writeJSON(w, http.StatusOK, ans)
	return nil
}
