package cliargs

import "testing"

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"solve", "solve", 0}, {"slove", "solve", 1}, {"--frmat", "--format", 1},
		{"batc", "batch", 1}, {"bathc", "batch", 1}, {"xc", "gen", 3}, {"", "abc", 3},
	} {
		if got := editDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestSuggest(t *testing.T) {
	names := []string{"help", "solve", "batch", "gen", "--format", "-f"}
	for in, want := range map[string]string{"slove": "solve", "bach": "batch", "xyzzy": "", "x": "", "--frmat": "--format", "genn": "gen"} {
		if got := Suggest(in, names); got != want {
			t.Errorf("Suggest(%q) = %q, want %q", in, got, want)
		}
	}
}
