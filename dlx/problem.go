package dlx

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// item is an entry of the item list: the active items form circular lists
// through prev and next, one headed by the root (index 0) for the primary
// items and one headed by index nItems+1 for the secondary items.
type item struct {
	prev, next int32
}

// node is an entry of the node array. Indices 1..nItems are the items'
// header nodes, whose itm field holds the item's length (its number of
// active options). A spacer node has itm <= 0: the spacer before option k
// has itm == -k, its up field points to the first node of the option before
// it and its down field to the last node of the option after it. Any other
// node belongs to one option and to the item itm, with the item's list
// linked through up and down. color is 0 for no color; during a search a
// node whose secondary item has been purified with that node's color is
// marked -1.
type node struct {
	up, down int32
	itm      int32
	color    int32
}

// Errors returned while building a problem.
var (
	ErrItemRange     = errors.New("item out of range")
	ErrItemRepeated  = errors.New("item repeated in option")
	ErrNoPrimary     = errors.New("option has no primary item")
	ErrColorPrimary  = errors.New("color on a primary item")
	ErrColorNegative = errors.New("negative color")
	// ErrTooLarge: the problem would have more nodes than an int32 can
	// index.
	ErrTooLarge = errors.New("problem too large")
)

// Problem is an exact-cover problem being built: items, then options. Items
// are numbered from 0; the primary items come first. Build it with
// NewProblem and AddOption, then hand it to NewSolver, which copies it: a
// Problem can serve any number of solvers, in any number of goroutines, as
// long as no option is added meanwhile.
type Problem struct {
	nPrim, nItems int
	items         []item
	nodes         []node
	optStart      []int32 // first node of each option
	lastSpacer    int32
	seen          []int32 // AddColoredOption: per item, stamp of the last long option it was in
	stamp         int32
	colored       bool    // some option gives an item a color
	lo, hi        []int32 // SetBounds: per primary item; nil when all are 1 and 1
}

// NewProblem returns a problem with the given numbers of primary and
// secondary items and no options. Items 0..primary-1 are primary, the next
// secondary ones are secondary.
func NewProblem(primary, secondary int) *Problem {
	if primary < 0 || secondary < 0 {
		panic("dlx: negative number of items")
	}
	n := primary + secondary
	p := &Problem{nPrim: primary, nItems: n}
	// items 0 (root), 1..n, n+1 (secondary root).
	p.items = make([]item, n+2)
	link := func(head int32, lo, hi int) {
		prev := head
		for i := lo; i <= hi; i++ {
			p.items[prev].next = int32(i)
			p.items[i].prev = prev
			prev = int32(i)
		}
		p.items[prev].next = head
		p.items[head].prev = prev
	}
	link(0, 1, primary)
	link(int32(n+1), primary+1, n)
	// header nodes 0..n (node 0 unused), then the first spacer at n+1.
	p.nodes = make([]node, n+2, n+2+4*n)
	for i := 1; i <= n; i++ {
		p.nodes[i] = node{up: int32(i), down: int32(i)}
	}
	p.lastSpacer = int32(n + 1)
	p.nodes[n+1] = node{itm: 0}
	return p
}

// NumPrimary returns the number of primary items.
func (p *Problem) NumPrimary() int { return p.nPrim }

// NumItems returns the number of items, primary and secondary.
func (p *Problem) NumItems() int { return p.nItems }

// NumOptions returns the number of options added so far.
func (p *Problem) NumOptions() int { return len(p.optStart) }

// NumNodes returns the number of option nodes, the sum of the options'
// sizes.
func (p *Problem) NumNodes() int { return len(p.nodes) - p.nItems - 2 - len(p.optStart) }

// AddOption adds an option made of the given items (indices from 0) and
// returns its index. It fails if an item is out of range or repeated, or if
// no item is primary (such an option could never be chosen).
func (p *Problem) AddOption(items ...int) (int, error) {
	return p.AddColoredOption(items, nil)
}

// AddColoredOption is AddOption with a color for each item: colors[i] is
// the color of items[i], 0 for none. Only secondary items may have a color.
// Options that share a secondary item may both be in a solution when both
// give it the same (nonzero) color. colors may be nil.
func (p *Problem) AddColoredOption(items []int, colors []int) (int, error) {
	if colors != nil && len(colors) != len(items) {
		return 0, fmt.Errorf("dlx: %d colors for %d items", len(colors), len(items))
	}
	if len(p.nodes)+len(items)+1 > math.MaxInt32 {
		return 0, fmt.Errorf("dlx: %w", ErrTooLarge)
	}
	long := len(items) > 16 // check repeats with p.seen, not in quadratic time
	if long {
		if p.seen == nil || p.stamp == math.MaxInt32 {
			p.seen, p.stamp = make([]int32, p.nItems), 0
		}
		p.stamp++
	}
	hasPrimary := false
	for i, it := range items {
		if it < 0 || it >= p.nItems {
			return 0, fmt.Errorf("dlx: %w: %d (have %d items)", ErrItemRange, it, p.nItems)
		}
		repeated := false
		if long {
			repeated = p.seen[it] == p.stamp
			p.seen[it] = p.stamp
		} else {
			repeated = slices.Contains(items[:i], it)
		}
		if repeated {
			return 0, fmt.Errorf("dlx: %w: %d", ErrItemRepeated, it)
		}
		if it < p.nPrim {
			hasPrimary = true
			if colors != nil && colors[i] != 0 {
				return 0, fmt.Errorf("dlx: %w: %d", ErrColorPrimary, it)
			}
		}
		if colors != nil && colors[i] < 0 {
			return 0, fmt.Errorf("dlx: %w: %d", ErrColorNegative, colors[i])
		}
	}
	if !hasPrimary {
		return 0, fmt.Errorf("dlx: %w", ErrNoPrimary)
	}
	k := len(p.optStart)
	first := int32(len(p.nodes))
	p.optStart = append(p.optStart, first)
	for i, it := range items {
		h := int32(it + 1)
		x := int32(len(p.nodes))
		c := int32(0)
		if colors != nil {
			c = int32(colors[i])
			p.colored = p.colored || c != 0
		}
		last := p.nodes[h].up
		p.nodes = append(p.nodes, node{up: last, down: h, itm: h, color: c})
		p.nodes[last].down = x
		p.nodes[h].up = x
		p.nodes[h].itm++ // length
	}
	lastNode := int32(len(p.nodes) - 1)
	p.nodes[p.lastSpacer].down = lastNode
	p.nodes = append(p.nodes, node{up: first, itm: -int32(k + 1)})
	p.lastSpacer = int32(len(p.nodes) - 1)
	return k, nil
}

// Option returns the items of option k in the order they were given, and
// their colors (0 for none).
func (p *Problem) Option(k int) (items, colors []int) {
	for x := p.optStart[k]; p.nodes[x].itm > 0; x++ {
		items = append(items, int(p.nodes[x].itm)-1)
		colors = append(colors, int(p.nodes[x].color))
	}
	return items, colors
}
