package dlx_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokudlx/sudokudlx/dlx"
)

// knuthDLX2 is a transliteration of the search of Knuth's DLX2 (dlx2.w:
// cover, uncover, purify, unpurify, the choice of an item and the main
// loop), counting mems where his code writes o, oo and ooo. It is the
// reference for the figures of the Solver, mems included.
type knuthDLX2 struct {
	prev, next           []int // items 0..n (0 the root), then the secondary
	up, down, itm, color []int // nodes; headers 1..n, itm = len
	lastItm, second      int   // headers are < lastItm; primaries < second
	mems, updates, nodes int64
	count, maxcount      int64
}

func newKnuthDLX2(p *dlx.Problem) *knuthDLX2 {
	n, np := p.NumItems(), p.NumPrimary()
	k := &knuthDLX2{lastItm: n + 1, second: np + 1}
	k.prev, k.next = make([]int, n+2), make([]int, n+2)
	for i := 0; i <= np; i++ {
		k.next[i], k.prev[(i+1)%(np+1)] = (i+1)%(np+1), i
	}
	for i := np + 1; i <= n; i++ { // secondary items: self-linked, never in the list
		k.next[i], k.prev[i] = i, i
	}
	add := func(up, down, itm, color int) {
		k.up, k.down = append(k.up, up), append(k.down, down)
		k.itm, k.color = append(k.itm, itm), append(k.color, color)
	}
	for i := 0; i <= n; i++ {
		add(i, i, 0, 0)
	}
	spacer := len(k.up)
	add(0, 0, 0, 0)
	for o := range p.NumOptions() {
		items, colors := p.Option(o)
		first := len(k.up)
		for j, it := range items {
			h := it + 1
			x := len(k.up)
			add(k.up[h], h, h, colors[j])
			k.down[k.up[h]] = x
			k.up[h] = x
			k.itm[h]++
		}
		k.down[spacer] = len(k.up) - 1
		spacer = len(k.up)
		add(first, 0, -(o + 1), 0)
	}
	return k
}

func (k *knuthDLX2) hideBody(rr int, dir int) {
	for nn := rr + dir; nn != rr; {
		k.mems++ // color
		if k.color[nn] >= 0 {
			k.mems++ // up, down
			uu, dd, cc := k.up[nn], k.down[nn], k.itm[nn]
			if cc <= 0 {
				if dir > 0 {
					nn = uu
				} else {
					nn = dd
				}
				continue
			}
			k.mems += 2
			if dir > 0 {
				k.down[uu], k.up[dd] = dd, uu
				k.updates++
				k.itm[cc]--
			} else {
				k.down[uu], k.up[dd] = nn, nn
				k.itm[cc]++
			}
			k.mems += 2 // len read and write
		}
		nn += dir
	}
}

func (k *knuthDLX2) cover(c int) {
	k.mems += 3
	l, r := k.prev[c], k.next[c]
	k.next[l], k.prev[r] = r, l
	k.updates++
	k.mems++
	for rr := k.down[c]; rr >= k.lastItm; rr = k.down[rr] {
		k.hideBody(rr, 1)
		k.mems++
	}
}

func (k *knuthDLX2) uncover(c int) {
	k.mems++
	for rr := k.down[c]; rr >= k.lastItm; rr = k.down[rr] {
		k.hideBody(rr, 1-2) // unhide, walking left as in unpurify
		k.mems++
	}
	k.mems += 3
	l, r := k.prev[c], k.next[c]
	k.next[l], k.prev[r] = c, c
}

func (k *knuthDLX2) purify(p int) {
	k.mems++
	cc, x := k.itm[p], k.color[p]
	k.mems++
	for rr := k.down[cc]; rr >= k.lastItm; rr = k.down[rr] {
		k.mems++
		if k.color[rr] != x {
			k.hideBody(rr, 1)
		} else {
			k.mems++
			k.color[rr] = -1
		}
		k.mems++
	}
}

func (k *knuthDLX2) unpurify(p int) {
	k.mems++
	cc, x := k.itm[p], k.color[p]
	k.mems++
	for rr := k.up[cc]; rr >= k.lastItm; rr = k.up[rr] {
		k.mems++
		if k.color[rr] < 0 {
			k.mems++
			k.color[rr] = x
		} else {
			k.hideBody(rr, -1)
		}
		k.mems++
	}
}

func (k *knuthDLX2) commit(cur int, dir int) {
	for pp := cur + dir; pp != cur; {
		k.mems++
		cc := k.itm[pp]
		if cc <= 0 {
			k.mems++
			if dir > 0 {
				pp = k.up[pp]
			} else {
				pp = k.down[pp]
			}
			continue
		}
		switch c := k.color[pp]; {
		case c == 0 && dir > 0:
			k.cover(cc)
		case c == 0:
			k.uncover(cc)
		case c > 0 && dir > 0:
			k.purify(pp)
		case c > 0:
			k.unpurify(pp)
		}
		pp += dir
	}
}

// solve is the main loop of dlx2.w, stopping at maxcount solutions.
func (k *knuthDLX2) solve() {
	var choice []int
	level, best, cur := 0, 0, 0
forward:
	k.nodes++
	{
		t := 1 << 30
		k.mems++
		for p := k.next[0]; t != 0 && p != 0; p = k.next[p] {
			k.mems++
			if k.itm[p] < t {
				best, t = p, k.itm[p]
			}
			k.mems++
		}
	}
	k.cover(best)
	k.mems += 2
	cur = k.down[best]
	if level == len(choice) {
		choice = append(choice, 0)
	}
	choice[level] = cur
advance:
	if cur == best {
		goto backup
	}
	k.commit(cur, 1)
	k.mems++
	if k.next[0] == 0 {
		k.nodes++
		k.count++
		if k.count >= k.maxcount {
			return
		}
		goto recover
	}
	level++
	goto forward
backup:
	k.uncover(best)
	if level == 0 {
		return
	}
	level--
	k.mems += 2
	cur = choice[level]
	best = k.itm[cur]
recover:
	k.commit(cur, -1)
	k.mems += 2
	cur = k.down[cur]
	choice[level] = cur
	goto advance
}

// TestMemsKnuth: on random problems, with colors and with limits, the
// solver's solutions, nodes, updates and mems are those of the
// transliteration of Knuth's DLX2. Tracking the items without options
// gives the same tree with a shorter scan: fewer mems, never more.
func TestMemsKnuth(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	next := func() int { return rng.IntN(256) }
	for trial := range 400 {
		p := randomProblem(t, next, 12)
		if p.NumOptions() == 0 {
			continue
		}
		limit := int64(0)
		if trial%3 == 0 {
			limit = 1 + int64(rng.IntN(3))
		}
		k := newKnuthDLX2(p)
		k.maxcount = 1 << 62
		if limit > 0 {
			k.maxcount = limit
		}
		k.solve()
		want := dlx.Stats{Solutions: k.count, Nodes: k.nodes, Updates: k.updates, Mems: k.mems}
		for _, track := range []bool{false, true} {
			s := dlx.NewSolver(p, dlx.Options{})
			dlx.SetTracking(s, track)
			if _, err := s.Count(context.Background(), limit); err != nil {
				t.Fatal(err)
			}
			st := s.Stats()
			if track && st.Mems <= want.Mems {
				st.Mems = want.Mems
			}
			if st != want {
				t.Fatalf("trial %d (limit %d, tracking %v): %+v, want Knuth's %+v", trial, limit, track, st, want)
			}
		}
	}
}

// TestMemsKnuthKnown: the transliteration gives the golden figures of
// queens8 and langford8 (TestGoldenStats), mems included.
func TestMemsKnuthKnown(t *testing.T) {
	for _, tc := range []struct {
		p    *dlx.Problem
		mems int64
	}{{queens(t, 8), 305205}, {langford(t, 8), 583793}} {
		k := newKnuthDLX2(tc.p)
		k.maxcount = 1 << 62
		k.solve()
		if k.mems != tc.mems {
			t.Errorf("%d mems, want %d", k.mems, tc.mems)
		}
	}
}
