package outfile

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommitAbort: a regular file appears, whole, only at Commit, with the
// mode of the file it replaces; Abort leaves no file; standard output
// gets the bytes at once.
func TestCommitAbort(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "out.txt")
	for _, tc := range []struct {
		name   string
		commit bool
		want   []string // the files of dir after
	}{
		{"abort", false, nil},
		{"commit", true, []string{"out.txt"}},
		{"commit again", true, []string{"out.txt"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Create(context.Background(), name, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !f.Whole() || f.Name() != name {
				t.Errorf("Whole %v, Name %q", f.Whole(), f.Name())
			}
			f.WriteString(tc.name + "\n")
			if _, err := os.Stat(name); err == nil && tc.name == "commit" {
				t.Error("the file is there before Commit")
			}
			if tc.commit {
				err = f.Commit()
			} else {
				err = f.Abort()
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				got = append(got, e.Name())
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("dir holds %q, want %q", got, tc.want)
			}
			if tc.commit {
				if b, _ := os.ReadFile(name); string(b) != tc.name+"\n" {
					t.Errorf("file holds %q", b)
				}
			}
		})
		if tc.name == "commit" {
			if err := os.Chmod(name, 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	if fi, err := os.Stat(name); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v (%v), want 0600 kept", fi.Mode(), err)
	}

	var stdout bytes.Buffer
	f, err := Create(context.Background(), "-", &stdout)
	if err != nil || f.Whole() || f.Name() != "stdout" {
		t.Fatalf("stdout: %v, Whole %v", err, f.Whole())
	}
	f.WriteString("x\n")
	if err := f.Commit(); err != nil || stdout.String() != "x\n" {
		t.Errorf("stdout holds %q (%v)", stdout.String(), err)
	}
	if _, err := Create(context.Background(), dir, nil); err == nil || err.Error() != dir+": is a directory" {
		t.Errorf("a directory: %v", err)
	}
}
