package web_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/web"
)

// A server on a test listener, asked to solve a 4x4 puzzle and to read a
// malformed one.
func Example() {
	ts := httptest.NewServer(web.New(web.Options{}).Handler())
	defer ts.Close()
	for _, body := range []string{`{"puzzle":"1..3..........24","limit":1}`, `{"puzzle":"1..3....x.....24"}`} {
		resp, err := http.Post(ts.URL+"/api/solve", "application/json", strings.NewReader(body))
		if err != nil {
			fmt.Println(err)
			return
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		// The nodes and the time depend on the engine and the machine.
		s := string(b)
		if i := strings.Index(s, `,"nodes"`); i >= 0 {
			s = s[:i] + "}\n"
		}
		fmt.Print(resp.StatusCode, " ", s)
	}
	// Output:
	// 200 {"puzzle":"1..3..........24","status":"solved","solutions":1,"solution":"1243431224313124"}
	// 400 {"error":{"field":"puzzle","reason":"1:9: bad character 'x'","line":1,"col":9}}
}
