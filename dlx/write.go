package dlx

import (
	"bufio"
	"fmt"
	"io"
)

// WriteText writes p in Knuth's text format, which ReadText reads back
// and DLX1 and DLX2 run (DLX3 when p has bounds): the line of items
// (primary, with their bounds as "lo:hi|name" or "hi|name" unless they
// are 1 and 1, then "|" and the secondary ones if there are any), then one
// option a line. items names
// p's items (len(items) == p.NumItems()); colors names its colors, colors[c]
// for color c > 0 (it may be nil when p has none). The names must be
// valid names for ReadText (no spaces, ':' or '|', no control
// characters) and distinct; WriteText checks that they are.
func WriteText(w io.Writer, p *Problem, items, colors []string) error {
	if len(items) != p.NumItems() {
		return fmt.Errorf("dlx: %d item names for %d items", len(items), p.NumItems())
	}
	seen := make(map[string]bool, len(items))
	for _, name := range items {
		if why := checkName([]byte(name)); why != "" || name == "" || containsSpace(name) || seen[name] {
			if why == "" {
				why = fmt.Sprintf("%q is empty, holds a space or is repeated", name)
			}
			return fmt.Errorf("dlx: %w: item name %s", ErrBadName, why)
		}
		seen[name] = true
	}
	for c, name := range colors {
		if c == 0 {
			continue
		}
		if why := checkName([]byte(name)); why != "" || name == "" || containsSpace(name) {
			return fmt.Errorf("dlx: %w: color %q", ErrBadName, name)
		}
	}
	bw := bufio.NewWriter(w)
	for i, name := range items {
		if i > 0 {
			bw.WriteByte(' ')
		}
		if i == p.NumPrimary() {
			bw.WriteString("| ")
		}
		if i < p.NumPrimary() {
			switch lo, hi := p.Bounds(i); {
			case lo != hi:
				fmt.Fprintf(bw, "%d:%d|", lo, hi)
			case hi != 1:
				fmt.Fprintf(bw, "%d|", hi)
			}
		}
		bw.WriteString(name)
	}
	bw.WriteByte('\n')
	for k := range p.NumOptions() {
		its, cols := p.Option(k)
		for i, it := range its {
			if i > 0 {
				bw.WriteByte(' ')
			}
			bw.WriteString(items[it])
			if c := cols[i]; c != 0 {
				if c >= len(colors) {
					return fmt.Errorf("dlx: option %d: color %d has no name", k, c)
				}
				bw.WriteByte(':')
				bw.WriteString(colors[c])
			}
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

func containsSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if isSpace(s[i]) || s[i] == '\n' {
			return true
		}
	}
	return false
}
