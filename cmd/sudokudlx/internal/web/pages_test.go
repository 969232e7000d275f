package web

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

func TestPages(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	for _, page := range []string{"/", "/play.html", "/solve.html", "/gen.html", "/search.html", "/style.css", "/board.js"} {
		resp, err := ts.Client().Get(ts.URL + page)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("%s: status %d", page, resp.StatusCode)
			continue
		}
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("%s: Content-Security-Policy %q", page, csp)
		}
		// Nothing from another host: no absolute URL in any page.
		for _, bad := range []string{"http://", "https://", "//cdn"} {
			if bytes.Contains(b, []byte(bad)) {
				t.Errorf("%s refers to %q", page, bad)
			}
		}
	}
}

func TestPageErrors(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	runCases(t, ts, []apiCase{
		{name: "POST a page", method: "POST", path: "/play.html", body: `{}`, status: 405, reason: "pages take GET"},
	})
	resp, err := ts.Client().Get(ts.URL + "/nosuch.html")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 {
		t.Errorf("a missing page: status %d", resp.StatusCode)
	}
}
