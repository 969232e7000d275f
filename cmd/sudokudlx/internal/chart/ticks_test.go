package chart

import "testing"

func TestDecades(t *testing.T) {
	for _, tc := range []struct {
		min, max float64
		labels   []string
		n        int
	}{
		{0.001, 10, []string{"0.001", "0.01", "0.1", "1", "10"}, 37},
		{decadeBelow(0.0123), decadeAbove(0.5), []string{"0.01", "0.1", "1"}, 19},
	} {
		ticks := decades{}.Ticks(tc.min, tc.max)
		var labels []string
		for _, tk := range ticks {
			if tk.Value < tc.min*(1-1e-9) || tk.Value > tc.max*(1+1e-9) {
				t.Errorf("[%v, %v]: tick %v outside", tc.min, tc.max, tk.Value)
			}
			if tk.Label != "" {
				labels = append(labels, tk.Label)
			}
		}
		if len(ticks) != tc.n || len(labels) != len(tc.labels) {
			t.Errorf("[%v, %v]: %d ticks, labels %v; want %d, %v", tc.min, tc.max, len(ticks), labels, tc.n, tc.labels)
			continue
		}
		for i := range labels {
			if labels[i] != tc.labels[i] {
				t.Errorf("[%v, %v]: labels %v, want %v", tc.min, tc.max, labels, tc.labels)
				break
			}
		}
	}
}
