package study

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"text/tabwriter"
	"time"
)

// WriteText writes the table as aligned columns, a header line first:
// size, algorithm, clues, trials, the three rates (percent of the trials),
// mean and median time and mean nodes of the successful searches ("-"
// when there is none; mean nodes "none" for an algorithm that counts no
// nodes, see Algorithm.CountsNodes), and the unique and multiple counts.
func (t *Table) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "size\talgorithm\tclues\ttrials\tsuccess\tno solution\ttimeout\tmean time\tmedian time\tmean nodes\tunique\tmultiple\t")
	for i := range t.Rows {
		r := &t.Rows[i]
		mean, median, nodes := "-", "-", "-"
		if r.Solved > 0 {
			mean, median, nodes = FormatDuration(r.MeanTime), FormatDuration(r.MedianTime), strconv.FormatFloat(r.MeanNodes, 'f', 1, 64)
		}
		if !r.Algorithm.CountsNodes() {
			nodes = "none"
		}
		fmt.Fprintf(tw, "%s\t%v\t%d\t%d\t%.1f%%\t%.1f%%\t%.1f%%\t%s\t%s\t%s\t%d\t%d\t\n",
			t.Config.SizeName(r.Size), r.Algorithm, r.Clues, r.Trials,
			r.Rate(r.Solved), r.Rate(r.NoSolution), r.Rate(r.Timeouts),
			mean, median, nodes, r.Unique, r.Multiple)
	}
	return tw.Flush()
}

// csvHeader names the CSV columns; the times are in microseconds.
var csvHeader = []string{
	"size", "algorithm", "clues", "trials", "solved", "no_solution", "timeouts",
	"success_pct", "no_solution_pct", "timeout_pct",
	"mean_time_us", "median_time_us", "mean_nodes", "unique", "multiple",
}

// WriteCSV writes the table as CSV with a header line (see csvHeader):
// counts, rates in percent, times in microseconds. The time and node
// columns are empty when no search succeeded, and mean_nodes is empty
// for an algorithm that counts no nodes (Algorithm.CountsNodes). On D-dimensional boards a
// last column, dims, holds D (size is the side L).
func (t *Table) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	header := csvHeader
	if t.Config.Dims > 2 {
		header = append(slices.Clip(csvHeader), "dims")
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	itoa := strconv.Itoa
	ftoa := func(x float64, prec int) string { return strconv.FormatFloat(x, 'f', prec, 64) }
	for i := range t.Rows {
		r := &t.Rows[i]
		mean, median, nodes := "", "", ""
		if r.Solved > 0 {
			mean, median = ftoa(micros(r.MeanTime), 3), ftoa(micros(r.MedianTime), 3)
			if r.Algorithm.CountsNodes() {
				nodes = ftoa(r.MeanNodes, 2)
			}
		}
		rec := []string{
			itoa(r.Size), r.Algorithm.String(), itoa(r.Clues), itoa(r.Trials),
			itoa(r.Solved), itoa(r.NoSolution), itoa(r.Timeouts),
			ftoa(r.Rate(r.Solved), 2), ftoa(r.Rate(r.NoSolution), 2), ftoa(r.Rate(r.Timeouts), 2),
			mean, median, nodes, itoa(r.Unique), itoa(r.Multiple),
		}
		if t.Config.Dims > 2 {
			rec = append(rec, itoa(t.Config.Dims))
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func micros(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }

// jsonTable and jsonRow are the JSON form of a Table.
type jsonTable struct {
	Sizes      []int     `json:"sizes"`
	Algorithms []string  `json:"algorithms"`
	Mode       string    `json:"mode"`
	Trials     int       `json:"trials"`
	TimeoutSec float64   `json:"timeout_s"`
	Seed       uint64    `json:"seed"`
	Dims       int       `json:"dims,omitempty"` // D of D-dimensional boards; size is their side
	ElapsedSec float64   `json:"elapsed_s"`
	Rows       []jsonRow `json:"rows"`
}

type jsonRow struct {
	Size          int      `json:"size"`
	Algorithm     string   `json:"algorithm"`
	Clues         int      `json:"clues"`
	Trials        int      `json:"trials"`
	Solved        int      `json:"solved"`
	NoSolution    int      `json:"no_solution"`
	Timeouts      int      `json:"timeouts"`
	SuccessPct    float64  `json:"success_pct"`
	NoSolutionPct float64  `json:"no_solution_pct"`
	TimeoutPct    float64  `json:"timeout_pct"`
	MeanTimeUS    *float64 `json:"mean_time_us"`
	MedianTimeUS  *float64 `json:"median_time_us"`
	MeanNodes     *float64 `json:"mean_nodes"`
	Unique        int      `json:"unique"`
	Multiple      int      `json:"multiple"`
}

// WriteJSON writes the table as one indented JSON object: the experiment's
// settings and a "rows" array with the fields of the CSV form (times in
// microseconds, null when no search succeeded; mean_nodes null too for
// an algorithm that counts no nodes).
func (t *Table) WriteJSON(w io.Writer) error {
	c := &t.Config
	jt := jsonTable{
		Sizes:      c.Sizes,
		Mode:       c.Mode.String(),
		Trials:     c.Trials,
		TimeoutSec: c.Timeout.Seconds(),
		Seed:       c.Seed,
		Dims:       c.Dims,
		ElapsedSec: t.Elapsed.Seconds(),
		Rows:       make([]jsonRow, 0, len(t.Rows)),
	}
	for _, h := range c.Algorithms {
		jt.Algorithms = append(jt.Algorithms, h.String())
	}
	for i := range t.Rows {
		r := &t.Rows[i]
		jr := jsonRow{
			Size: r.Size, Algorithm: r.Algorithm.String(), Clues: r.Clues, Trials: r.Trials,
			Solved: r.Solved, NoSolution: r.NoSolution, Timeouts: r.Timeouts,
			SuccessPct: r.Rate(r.Solved), NoSolutionPct: r.Rate(r.NoSolution), TimeoutPct: r.Rate(r.Timeouts),
			Unique: r.Unique, Multiple: r.Multiple,
		}
		if r.Solved > 0 {
			mean, median, nodes := micros(r.MeanTime), micros(r.MedianTime), r.MeanNodes
			jr.MeanTimeUS, jr.MedianTimeUS = &mean, &median
			if r.Algorithm.CountsNodes() {
				jr.MeanNodes = &nodes
			}
		}
		jt.Rows = append(jt.Rows, jr)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(jt)
}

// FormatDuration writes d with three significant digits and a unit that
// suits it, from nanoseconds to seconds (as time.Duration prints units).
func FormatDuration(d time.Duration) string {
	var x float64
	var unit string
	switch {
	case d < time.Microsecond:
		return strconv.FormatInt(int64(d), 10) + "ns"
	case d < time.Millisecond:
		x, unit = float64(d)/float64(time.Microsecond), "µs"
	case d < time.Second:
		x, unit = float64(d)/float64(time.Millisecond), "ms"
	default:
		x, unit = d.Seconds(), "s"
	}
	prec := 2
	switch {
	case x >= 100:
		prec = 0
	case x >= 10:
		prec = 1
	}
	return strconv.FormatFloat(x, 'f', prec, 64) + unit
}
