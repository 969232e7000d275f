package rate

import "testing"

// TestSeMemoEntry: a state's entry is found again by its candidates, not
// by their hash alone, and a full memo keeps no more states.
func TestSeMemoEntry(t *testing.T) {
	var m seMemo
	a := []uint32{2, 6, 0, 8}
	b := []uint32{2, 6, 0, 10}
	ia, ib := m.entry(a), m.entry(b)
	if ia < 0 || ib < 0 || ia == ib {
		t.Fatalf("entries %d, %d: want two", ia, ib)
	}
	if got := m.entry([]uint32{2, 6, 0, 8}); got != ia {
		t.Errorf("entry of a again: %d, want %d", got, ia)
	}
	// Two states of one hash: each keeps its own entry.
	m.index[seHashRem(b)] = int32(ia)
	m.entries[ia].next = -1
	if got := m.entry(b); got == ia {
		t.Errorf("entry of b under a's hash: a's entry %d", got)
	}
	m.clear()
	for i := range seMemoMax {
		if m.entry([]uint32{uint32(i), 1}) != i {
			t.Fatalf("entry %d not added", i)
		}
	}
	if got := m.entry([]uint32{seMemoMax, 1}); got != -1 {
		t.Errorf("entry of a full memo: %d, want -1", got)
	}
}
