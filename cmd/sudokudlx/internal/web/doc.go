// Package web is the HTTP side of "sudokudlx serve": a JSON API over the
// library and the pages that use it, plain HTML, CSS and JavaScript
// embedded in the binary, so that the server works offline and fetches
// nothing from any other host.
//
// The API speaks JSON and calls the same library code as the command
// line: sudoku.Solver for POST /api/solve, rate.Rater for POST /api/rate,
// generate.Generator.Seeded for GET /api/gen (the same puzzle, byte for
// byte, as "sudokudlx gen" with the same flags), a game.Game per game for
// /api/game/..., and GET /api/search streams a search of the board as
// Server-Sent Events for the live view. docs/serve.md lists every
// endpoint.
//
// Every request has a deadline and a bounded body (413 beyond it); a bad
// request gets a 4xx answer whose JSON error names the field and the
// reason; a panic in a handler is recovered, logged with its stack and
// answered 500. The state the server keeps is bounded: at most
// Options.MaxGames games, each dropped after Options.GameTTL without a
// request, and pools of solvers and raters that the garbage collector may
// empty.
package web
