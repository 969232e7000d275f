package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os/exec"
	"runtime"
	"strconv"
	"time"

	"github.com/sudokudlx/sudokudlx/cmd/sudokudlx/internal/web"
	"github.com/urfave/cli/v2"
)

// shutdownGrace is how long a stopping server waits for the requests in
// flight to finish.
const shutdownGrace = 10 * time.Second

// serveCommand returns the serve command: the toolkit in a browser.
func serveCommand() *cli.Command {
	return &cli.Command{
		Name:  "serve",
		Usage: "serve the toolkit to a browser: play, solve and rate, generate, watch the search",
		Description: `Serves pages to play, solve and rate, generate and watch the search, and
the JSON API they use (docs/serve.md): POST /api/solve, POST /api/rate,
GET /api/gen, /api/game/..., GET /api/search (Server-Sent Events). Pages
and scripts are in the binary; nothing is fetched from another host.
--addr binds to loopback by default; port 0 takes a free port. The URL
is printed on standard error ("serving on http://ADDR/"). SIGINT or
SIGTERM stops it cleanly: no new connection is taken, the requests in
flight finish (up to 10 s), the live searches end, and the exit status
is 0, not 128+N as for the other commands: a signal is how a server is
stopped. It is 1 when the address cannot be bound.`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "addr", Value: "127.0.0.1:8080", Usage: "listen on `HOST:PORT` (port 0: any free port)"},
			&cli.BoolFlag{Name: "open", Usage: "open the page in the default browser", DisableDefaultText: true},
		},
		Action: runServe,
	}
}

func runServe(c *cli.Context) error {
	if c.Args().Present() {
		return noArguments(c)
	}
	stderr := c.App.ErrWriter
	ln, err := net.Listen("tcp", c.String("addr"))
	if err != nil {
		return withExit(exitFailure, fmt.Errorf("serve: %w", err))
	}
	url := "http://" + ln.Addr().String() + "/"
	tcp, _ := ln.Addr().(*net.TCPAddr)
	if tcp != nil && tcp.IP.IsUnspecified() {
		// Every interface: this machine's browser reaches it as localhost.
		url = "http://" + net.JoinHostPort("localhost", strconv.Itoa(tcp.Port)) + "/"
	}
	logger := log.New(stderr, progName+": ", 0)
	api := web.New(web.Options{Log: logger})
	srv := &http.Server{
		Handler:           api.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      time.Minute, // the event streams set their own
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          logger,
	}
	srv.RegisterOnShutdown(api.Close)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	fmt.Fprintf(stderr, "%s: serving on %s\n", progName, url)
	if tcp != nil && !tcp.IP.IsLoopback() {
		fmt.Fprintf(stderr, "%s: warning: listening on %s, not only loopback: anyone who can reach it can use the server\n", progName, ln.Addr())
	}
	if c.Bool("open") {
		if err := openBrowser(url); err != nil {
			fmt.Fprintf(stderr, "%s: --open: %v\n", progName, err)
		}
	}
	select {
	case err := <-served:
		return withExit(exitFailure, fmt.Errorf("serve: %w", err))
	case <-c.Context.Done():
	}
	fmt.Fprintf(stderr, "%s: stopping: finishing the requests in flight\n", progName)
	ctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	err = srv.Shutdown(ctx)
	if serr := <-served; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	if err != nil {
		return withExit(exitFailure, fmt.Errorf("serve: shutdown: %w", err))
	}
	fmt.Fprintf(stderr, "%s: stopped\n", progName)
	return nil
}

// openBrowser opens url in the desktop's browser, without waiting for it.
func openBrowser(url string) error {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait() // reap it
	return nil
}
