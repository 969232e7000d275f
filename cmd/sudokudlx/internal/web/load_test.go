package web

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// loadPuzzles reads the 9x9 puzzles of puzzles/easy.txt and hard.txt, one
// a line.
func loadPuzzles(b *testing.B) [][]byte {
	b.Helper()
	var bodies [][]byte
	for _, name := range []string{"easy.txt", "hard.txt"} {
		f, err := os.Open(filepath.Join("..", "..", "..", "..", "puzzles", name))
		if err != nil {
			b.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if len(line) >= 81 && line[0] != '#' {
				bodies = append(bodies, []byte(`{"puzzle":"`+line[:81]+`"}`))
			}
		}
		f.Close()
	}
	if len(bodies) == 0 {
		b.Fatal("no puzzles")
	}
	return bodies
}

// BenchmarkSolveLoopback is the load test of POST /api/solve: a server on
// a loopback port, as serve runs it, and clients that each send their
// requests one after the other on a kept-alive connection, b.N requests in
// all. Every answer must be a 200; the benchmark reports requests a
// second and the growth of the live heap from the start to the end (after
// a collection), which stays flat when nothing is kept per request:
//
//	go test -run '^$' -bench SolveLoopback -benchtime 100000x ./cmd/sudokudlx/internal/web
func BenchmarkSolveLoopback(b *testing.B) {
	bodies := loadPuzzles(b)
	for _, clients := range []int{2, 200} {
		b.Run("clients="+strconv.Itoa(clients), func(b *testing.B) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				b.Fatal(err)
			}
			s := New(Options{})
			srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second}
			go srv.Serve(ln)
			defer srv.Shutdown(context.Background())
			url := "http://" + ln.Addr().String() + "/api/solve"
			tr := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}
			defer tr.CloseIdleConnections()
			client := &http.Client{Transport: tr, Timeout: 30 * time.Second}

			heap := func() uint64 {
				runtime.GC()
				var m runtime.MemStats
				runtime.ReadMemStats(&m)
				return m.HeapAlloc
			}
			// One round first: the connections, pools and solvers exist
			// before the heap is measured.
			var next, failed atomic.Int64
			var firstErr atomic.Value
			work := func(total int64) {
				next.Store(0)
				var wg sync.WaitGroup
				for range clients {
					wg.Go(func() {
						for {
							i := next.Add(1) - 1
							if i >= total {
								return
							}
							if err := post(client, url, bodies[i%int64(len(bodies))]); err != nil {
								failed.Add(1)
								firstErr.CompareAndSwap(nil, err)
							}
						}
					})
				}
				wg.Wait()
			}
			work(int64(clients) * 20)
			before := heap()
			b.ResetTimer()
			start := time.Now()
			work(int64(b.N))
			elapsed := time.Since(start)
			b.StopTimer()
			after := heap()
			if n := failed.Load(); n > 0 {
				b.Fatalf("%d of %d requests failed: %v", n, b.N, firstErr.Load())
			}
			b.ReportMetric(float64(b.N)/elapsed.Seconds(), "req/s")
			b.ReportMetric(float64(int64(after)-int64(before)), "heap-growth-B")
		})
	}
}

// post sends one request and checks that the answer is a 200 with a
// verdict, reading it to the end so that the connection is kept.
func post(c *http.Client, url string, body []byte) error {
	resp, err := c.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK || !bytes.Contains(b, []byte(`"status":"unique"`)) {
		return &loadError{resp.StatusCode, string(b)}
	}
	return nil
}

type loadError struct {
	status int
	body   string
}

func (e *loadError) Error() string { return "status " + strconv.Itoa(e.status) + ": " + e.body }
