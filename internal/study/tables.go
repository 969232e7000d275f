package study

import (
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"
	"time"
)

// WriteTables writes the table as two tables by locked cells (the
// command line's --format seed), for each board size: Table 1, the success rate and the timeout rate (percent)
// against the number of locked cells, and Table 2, the mean time in
// milliseconds of the successful searches and the
// success rate; each with two columns per algorithm. A mean time is "-"
// where no search succeeded.
func (t *Table) WriteTables(w io.Writer) error {
	algs := t.Config.Algorithms
	for si, n := range t.Config.Sizes {
		rows := t.byK(n)
		if si > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "Table 1, %s: success rate and timeout rate (%%) by locked cells\n", t.Config.SizeName(n))
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprint(tw, "locked\t")
		for _, a := range algs {
			fmt.Fprintf(tw, "%v success\t%v timeout\t", a, a)
		}
		fmt.Fprintln(tw)
		for _, rs := range rows {
			fmt.Fprintf(tw, "%d\t", rs[0].Clues)
			for _, r := range rs {
				fmt.Fprintf(tw, "%.1f\t%.1f\t", r.Rate(r.Solved), r.Rate(r.Timeouts))
			}
			fmt.Fprintln(tw)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintf(w, "\nTable 2, %s: mean time (ms) of the successful searches and success rate (%%) by locked cells\n", t.Config.SizeName(n))
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprint(tw, "locked\t")
		for _, a := range algs {
			fmt.Fprintf(tw, "%v ms\t%v success\t", a, a)
		}
		fmt.Fprintln(tw)
		for _, rs := range rows {
			fmt.Fprintf(tw, "%d\t", rs[0].Clues)
			for _, r := range rs {
				ms := "-"
				if r.Solved > 0 {
					ms = formatMillis(r.MeanTime)
				}
				fmt.Fprintf(tw, "%s\t%.1f\t", ms, r.Rate(r.Solved))
			}
			fmt.Fprintln(tw)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	return nil
}

// byK returns the rows of board size n grouped by K, in K order: rows[k]
// holds one row per algorithm, in Config.Algorithms order.
func (t *Table) byK(n int) [][]Row {
	var ks []int
	idx := map[int]int{}
	for _, r := range t.Rows {
		if r.Size == n {
			if _, ok := idx[r.Clues]; !ok {
				idx[r.Clues] = len(ks)
				ks = append(ks, r.Clues)
			}
		}
	}
	rows := make([][]Row, len(ks))
	for _, a := range t.Config.Algorithms {
		for _, r := range t.Rows {
			if r.Size == n && r.Algorithm == a {
				i := idx[r.Clues]
				rows[i] = append(rows[i], r)
			}
		}
	}
	return rows
}

// formatMillis writes d in milliseconds with three significant digits
// (at least three decimals below one millisecond).
func formatMillis(d time.Duration) string {
	ms := float64(d) / float64(time.Millisecond)
	switch {
	case ms >= 100:
		return strconv.FormatFloat(ms, 'f', 0, 64)
	case ms >= 10:
		return strconv.FormatFloat(ms, 'f', 1, 64)
	case ms >= 1:
		return strconv.FormatFloat(ms, 'f', 2, 64)
	}
	return strconv.FormatFloat(ms, 'g', 3, 64)
}
