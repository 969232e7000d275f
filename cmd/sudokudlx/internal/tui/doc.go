// Package tui is the full-screen board of sudokudlx play, on
// charm.land/bubbletea/v2: a cursor moved with the arrow keys
// or hjkl, digits (and A-G on 16×16 boards) that place values or, in mark
// mode or with Alt, toggle pencil marks, undo and redo, hints in stages,
// checks, saves, and a timer. The state is a *game.Game; this package only
// turns keys into its methods and draws it.
//
// A Model is a plain value that tests drive without a terminal: send it
// tea.KeyPressMsgs with Update and read the Content of View. The drawing
// fits 80×24 for every size, and shows entries apart from givens without
// colour (entries are in brackets), so it reads under NO_COLOR and on dumb
// terminals (Style).
package tui
