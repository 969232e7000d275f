// Command sudokudlx solves exact-cover problems with Knuth's dancing links,
// and Sudoku puzzles built on them.
//
// Usage:
//
//	sudokudlx COMMAND [FLAGS] [ARGS]
//
// Results go to standard output (or to the file of -o); diagnostics and
// summaries to standard error, each line prefixed with "sudokudlx: ";
// the progress bar goes there too, shown only when it is a terminal.
// A puzzle that
// cannot be read is a result like any other (status error, with its file,
// line and column), in order on standard output; a FILE that cannot be
// read at all is a diagnostic. Standard input is named "stdin" in
// sources and messages.
//
// The exit status is 0 on success, 1 when something failed or was not
// found (the rest of the run still goes on), 2 for usage errors (and for
// xc, bad input), and 128+N when signal N stopped the run: 130 for SIGINT
// (Ctrl-C), 143 for SIGTERM (timeout, kill, job schedulers), 129 for
// SIGHUP. Each command's section says what counts as a failure. A write
// error on standard output (a full disk) is status 1, for help and
// --version too; a closed pipe ("sudokudlx gen | head -5") ends the
// program at once, as it does other tools.
//
// SIGINT, SIGTERM and SIGHUP all stop a run the same way: work in
// progress is dropped, every result finished is written in input order,
// the summary is printed, and the message "interrupted" (or "interrupted
// by SIGTERM") follows. A second signal does not cut that short (timeout
// -s INT sends two); a third exits at once, without writing more (and
// may leave the temporary file of -o FILE, named .FILE.tmp followed by
// digits, beside it).
//
// Flags may come before or after the files ("batch puzzles/*.txt -j 2");
// "--" ends the flags. A one-letter flag may have its value attached (-j2,
// -fjson). An unknown command or flag that is a typo away from a known one
// gets a suggestion ("did you mean --format?"), and a value that does not
// parse is named with what the flag wants (--timeout "5": want a duration
// with its unit).
//
// -o FILE, on every command that writes results (solve, batch, gen,
// rate, study), writes a regular file under a temporary name beside it and
// renames it at the end, so that a failed or interrupted run leaves no
// partial FILE (an existing FILE keeps its permissions). A FILE that is
// not a regular file (/dev/null, a FIFO, a terminal) is written in place
// instead, like standard output; a symbolic link is followed to the file
// it names. Results on standard output or in place are flushed as they
// come: each record on a terminal, within a tenth of a second otherwise.
//
// "sudokudlx help" lists the commands and "sudokudlx COMMAND --help" tells
// their flags; "sudokudlx man" prints this page for man(1), "sudokudlx
// completion bash|zsh|fish" a completion script (see their sections), and
// --version the module version, the commit and its time, and the Go
// release it was built with.
//
// # xc: exact cover in Knuth's format
//
//	sudokudlx xc [--count] [--limit N] [--heuristic RULE] [--seed S] [--stats] [FILE|-]
//
// Xc reads a problem in the text format of Knuth's DLX1 and DLX2 from FILE,
// or from standard input when FILE is "-" or absent. The first line names
// the items: the primary ones (covered exactly once), then "|", then the
// secondary ones (covered at most once). Each further line is an option:
// the names of its items. A secondary item in an option may carry a color,
// "x:A"; options that give x the same color may both be chosen. Lines whose
// first non-blank character is "|" are comments. An option with no primary
// item is dropped, with a warning. The file may be UTF-8, with or without a
// byte-order mark, or UTF-16 with one; lines end in LF, CRLF or CR.
//
// As in Knuth's DLX3, a primary item of the first line may carry bounds:
// "2:3|p" lets p be covered 2 to 3 times, "2|p" exactly twice. Such a
// problem is searched as DLX3 searches it (branching on the item with the
// fewest choices counting its slack, nodes and updates as DLX3 counts
// them). The n×n 0-1 matrices whose rows and columns sum to 2:
//
//	$ printf '2|r1 2|r2 2|r3 2|c1 2|c2 2|c3\n' > m3.dlx
//	$ for r in 1 2 3; do for c in 1 2 3; do echo r$r c$c; done; done >> m3.dlx
//	$ sudokudlx xc --count m3.dlx
//	6 solutions
//
// Xc prints each solution as its options, one a line in input form,
// followed by a blank line, as it is found (flushed as the results of the
// other commands are), and then the number of solutions:
//
//	$ cat knuth.dlx
//	| Knuth's example from "Dancing Links"
//	a b c d e f g
//	c e f
//	a d g
//	b c f
//	a d
//	b g
//	d e g
//	$ sudokudlx xc knuth.dlx
//	a d
//	c e f
//	b g
//
//	1 solution
//
// The flags:
//
//	--count          print only the number of solutions
//	--limit N        stop after N solutions (0, the default: all)
//	--heuristic RULE the item to branch on: mrv (the default, Knuth's: fewest
//	                 options, leftmost on ties), first (leftmost), random,
//	                 or mrv-random (mrv with random ties and option order)
//	--seed S         the seed of the random heuristics (default 1)
//	--stats          print search-tree nodes, link updates and search time on
//	                 standard error; with mrv they equal those of Knuth's DLX1
//
// For example:
//
//	$ sudokudlx xc --count --stats queens13.dlx
//	73712 solutions
//	sudokudlx: 1,651,935 nodes, 31,415,080 updates, T s
//	$ printf 'a b | x\na x:R\nb x:G\nb x:R\n' | sudokudlx xc --limit 1
//	a x:R
//	b x:R
//
//	1 solution
//	$ printf 'a b\na c\n' | sudokudlx xc
//	sudokudlx: stdin:2:3: unknown item "c"
//	$ echo $?
//	2
//
// The exit status is 0 when a solution was found, 1 when there is none,
// 2 for usage errors and bad input. An interrupted xc prints the solutions
// found, but no total: "interrupted after N solutions" goes to standard
// error, and the status is 130 (or 128+N for signal N).
//
// # solve: Sudoku puzzles, one after the other
//
//	sudokudlx solve [--format boxed|line|json] [-o FILE] [--limit N] [--heuristic RULE] [--seed S]
//	                [--timeout D] [--max-nodes N] [--column NAME] [FILE|GLOB|-]...
//
// Solve reads the puzzles of each FILE, or of standard input when there is
// none or FILE is "-" (named "stdin" in sources; read once, so a later "-"
// adds nothing), in any layout the reader
// knows: one puzzle a line (81 symbols for 9x9, '.' or '0' for empty,
// text after a blank, ':' or ',' is a comment; or 81 values separated by
// blanks or commas), grids of N rows (CP468, .sdk, Project Euler's "Grid
// 01" files, Simple Sudoku), the boxed boards solve prints, so that its
// output can be read again (its status lines too are headers, in
// silence: batch reads each board before and after), CSV files with a header (the puzzle is the
// first field that is one, as in the Kaggle files, or the column that
// --column NAME names), and OpenSudoku XML exports. Boards are 4x4, 9x9,
// 16x16 or 25x25; values above 9 are letters (A = 10, upper or lower case)
// or numbers; in a 16x16 puzzle that has both '.' and '0', '0' is 16 (the
// hexadecimal style 0-F). Files may be UTF-8 (with or without a byte-order
// mark) or UTF-16 with a byte-order mark, with any line ends (LF, CRLF,
// CR). Lines starting with '#' are comments; lines of text (starting with a
// word) are skipped: up to three words silently as headers, longer ones as
// prose with one warning per file on standard error. Anything else is a
// read error naming FILE:LINE:COL and the reason; a line over 1 MiB is one
// at once, and a file of binary data ends there. A pattern that the shell
// passed through (puzzles/*.txt) is expanded. Puzzles are answered as they
// come, so puzzles typed or piped in get their answer at once.
//
// For each puzzle solve prints its source (file:line), the board before, the
// board after, and a line with the status, the solving time and the search
// nodes:
//
//	$ sudokudlx solve puzzles/sudoku8.txt
//	Puzzle puzzles/sudoku8.txt:1
//	Before
//	-------------------------------
//	|       3 |    2    | 6       |
//	| 9       | 3     5 |       1 |
//	...
//	After
//	-------------------------------
//	| 4  8  3 | 9  2  1 | 6  5  7 |
//	| 9  6  7 | 3  4  5 | 8  2  1 |
//	...
//	unique solution in T ms (50 nodes)
//
// The status is one of: "unique solution"; "multiple solutions (2 or
// more)", with the first solution found shown as "After (one of 2 or more
// solutions)"; "no solution" (the givens agree but nothing completes them);
// "invalid: r1c1 and r1c7 both hold 6" (two givens break a rule, no search
// is made); "timeout: not settled within D (--timeout)" (over the
// budget of --timeout or --max-nodes; the next puzzle is solved as
// usual); "solved, uniqueness not checked (--limit 1)"; "error:
// FILE:LINE:COL: reason" for a puzzle that cannot be read (a bad
// character, a wrong length, a value out of range, an unfinished grid).
// Reading goes on after a bad puzzle.
//
// The flags:
//
//	--format, -f FMT  boxed (the default), line or json, as for batch below:
//	                  line prints the solution alone, or "# status: reason
//	                  (source)"
//	-o, --output FILE write to FILE (see -o above)
//	--limit N         count solutions up to N (default 2, the least that
//	                  tells unique from multiple); 1 stops at the first
//	                  solution found, with the status solved (unique or not)
//	--heuristic RULE  mrv (the default), first, random or mrv-random, as
//	                  for xc; mrv is by far the fastest
//	--seed S          seed of the random heuristics (default 1); each puzzle's
//	                  random source is seeded from S and its place in the input
//	--column NAME     take the puzzles of CSV files from the column NAME of
//	                  their header (any case; also for batch and rate); a
//	                  header without it is an error, and the file is skipped
//	--timeout D       give up a puzzle after D (such as 1m; default 0, never):
//	                  its status is timeout, and the run goes on
//	--max-nodes N     give up a puzzle after N search-tree nodes (default 0,
//	                  never), the same on every machine: status timeout,
//	                  with the nodes that ran. The budget is looked at
//	                  before each choice: the 9x9 engine may run a few
//	                  nodes past it while it backs out of a dead end; a
//	                  16x16 or 25x25 puzzle handed to the SAT solver
//	                  spends the rest of N as conflicts
//
// For example:
//
//	$ printf '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n' | sudokudlx solve -f line
//	468931527751624839392578461134756298289413675675289314846192753513867942927345186
//
// The exit status is 0 when every puzzle has a solution (unique, multiple
// or solved), 1 when a puzzle is invalid, has no solution, went over its
// budget (timeout) or cannot be read, or a FILE cannot be read (the other
// puzzles are still solved and printed; an unreadable puzzle's record is on
// standard output, an unreadable FILE's reason on standard error), 2 for
// usage errors, 128+N when signal N stopped it (130 for Ctrl-C), after
// every answer finished was written (with -o FILE: no file is left).
//
// # batch: whole collections, on every core
//
//	sudokudlx batch [-f line|json|csv] [-o FILE] [-j N] [--no-progress] [-q]
//	                [--limit N] [--heuristic RULE] [--seed S] [--timeout D]
//	                [--max-nodes N] [--column NAME] [FILE|GLOB|-]...
//
// Batch reads the same inputs as solve, as a stream (its memory does not
// grow with the number of puzzles), solves them on N goroutines (-j,
// default GOMAXPROCS) and writes one record per puzzle, in input order:
// the output is byte for byte the same for every -j, but for the times of
// json and csv. Formats:
//
//	line  the solution on one line when the puzzle has exactly one (or
//	      with --limit 1, the one found), else a line "# status: reason
//	      (source)", which the reader skips:
//	      "# multiple: 2 or more solutions (puzzles/bad.txt:16)",
//	      "# none: no solution (puzzles/bad.txt:14)",
//	      "# invalid: r1c3 and r1c7 both hold 5 (puzzles/bad.txt:12)",
//	      "# timeout: not settled within D (--timeout) (big.txt:7)",
//	      "# error: FILE:LINE:COL: reason" (the position is the reason's)
//	json  JSON Lines: {"source":"file:line","puzzle":...,"status":...,
//	      "solution":...,"solutions":N,"nodes":N,"micros":T,"error":...}
//	      where status is unique, multiple, none, invalid, timeout, solved
//	      (--limit 1) or error, puzzle
//	      and solution are in the one-line form ("" when there is none;
//	      for multiple, the first solution found), solutions is the count up
//	      to --limit and micros the solving time in microseconds
//	csv   the same fields under a header row
//
// Other flags:
//
//	-o, --output FILE  write to FILE (see -o above)
//	-j, --jobs N       solve on N goroutines (1 to 256)
//	--timeout D, --max-nodes N
//	                   the budget of each puzzle, as for solve: a puzzle
//	                   over it gets the status timeout, the others go on
//	--no-progress      no progress bar (it shows on standard error only
//	                   when that is a terminal)
//	-q, --quiet        no summary
//
// After the run a summary goes to standard error, with ", N solved", ", N
// timeout" and ", N errors" when there are some:
//
//	$ sudokudlx batch -o solved.txt puzzles/hard.txt puzzles/hardest.txt
//	sudokudlx: 43 puzzles in T s (R/s): 43 unique, 0 multiple, 0 none, 0 invalid
//	$ sudokudlx batch puzzles/bad.txt
//	468931527751624839392578461134756298289413675675289314846192753513867942927345186
//	# error: puzzles/bad.txt:6:5: bad character 'x'
//	# error: puzzles/bad.txt:8:1: wrong length: 80 symbols; a puzzle line has 16, 81, 256 or 625 (2D), 512 or 19,683 (3D), 65,536 (4D)
//	# error: puzzles/bad.txt:10:10: value out of range: 10 in a 9x9 puzzle
//	# invalid: r1c1 and r1c7 both hold 6 (puzzles/bad.txt:12)
//	# none: no solution (puzzles/bad.txt:14)
//	# multiple: 2 or more solutions (puzzles/bad.txt:16)
//	# error: puzzles/bad.txt:22:1: unfinished grid: 9x9 grid from line 18 has 4 of 9 rows, then a blank line
//	483921657967345821251876493548132976729564138136798245372689514814253769695417382
//	sudokudlx: 9 puzzles in T s (R/s): 2 unique, 1 multiple, 1 none, 1 invalid, 4 errors
//	$ echo $?
//	1
//	$ sudokudlx batch --heuristic first --max-nodes 100000 puzzles/hard.txt | head -3
//	# timeout: not settled within 100,000 nodes (--max-nodes) (puzzles/hard.txt:3)
//	# timeout: not settled within 100,000 nodes (--max-nodes) (puzzles/hard.txt:4)
//	# timeout: not settled within 100,000 nodes (--max-nodes) (puzzles/hard.txt:5)
//
// A pattern that matches nothing, a directory, a missing or unreadable
// file, or a file without any puzzle is an error for that argument, on
// standard error; the other arguments still run. A signal stops the work
// within a moment as told at the top (the results finished so far, in
// order, then the summary; exit status 128+N). The exit status is
// otherwise as for solve.
//
// # gen: unique, minimal puzzles
//
//	sudokudlx gen [-n N] [--seed S] [--size 4|9|16|25] [--symmetry SYM] [--clues K]
//	              [--difficulty LEVEL] [-j N] [--format line|boxed|json] [-o FILE]
//	              [--solution] [--keep-order] [--timeout D] [--no-progress] [-q]
//
// Gen makes -n puzzles with exactly one solution each. Each starts from a
// full grid drawn at random by the dancing-links search in its seeded
// randomized mode; every cell (with --symmetry none, rotate90, rotate180,
// mirror, flip, diagonal or random: every set of cells the symmetry maps
// onto each other) is then tried once, in random order, and emptied when
// the puzzle keeps exactly one solution. The result is minimal: emptying
// any further cell (set of cells) would admit a second solution. --clues K
// stops at K clues instead (unique, not minimal).
//
// Puzzle i (from 0) is made from the seed S+i alone, so the output is the
// same for every -j, and "gen --seed S+i -n 1" makes puzzle i again. With
// fewer puzzles than -j workers, the spare workers help each 16x16 or
// 25x25 puzzle check its removals (the bytes stay the same): a minimal
// 25x25 puzzle takes seconds on two cores. When the checks of a 25x25
// removal turn hard (an early look at them exceeds a fixed number of SAT
// conflicts), gen starts it again on the same grid with a new random
// order, a few times at most (json says how many, as "reorders");
// --keep-order keeps each grid's first order, the plain single pass.
// Without --seed a random seed is chosen and printed on standard error.
// The line format is one puzzle a line, so gen feeds batch, rate and solve:
//
//	$ sudokudlx gen -n 3 --seed 42
//	3.27.....4.52..3.1......8.......1..4......9.........82.564.2.9.9..83..1...4.6....
//	........2...9..1.....73.9.4.......5...56.38..6.8.4.2..5...6.....7..21..91.3..8...
//	.9..275......4......7..93.186........2.36.7..1.9..4......47...5.8....9..7.4......
//	sudokudlx: 3 puzzles generated in T s (R/s), 25 clues (mean 25.0)
//	$ sudokudlx gen -n 1 --seed 42 --format json
//	{"puzzle":"3.27.....4.52..3.1......8.......1..4......9.........82.564.2.9.9..83..1...4.6....","solution":"312758649485296371679143825798321564261584937543679182856412793927835416134967258","clues":25,"seed":42,"symmetry":"none","size":9}
//
// A puzzle that fails (--timeout, --clues, --difficulty) is reported on
// standard error and left out; the exit status is then 1. Puzzles go to
// standard output, or to -o FILE (see -o above), as they are made: "gen
// -n 1000000 | head -5" ends as soon as head has its five. Interrupted,
// gen writes the puzzles made so far and exits with 128 plus the signal's
// number (130 for Ctrl-C).
//
// # Sudoku in D dimensions: --dims D --box B
//
//	sudokudlx solve --dims D [--box B] [--format boxed|line|json] [--limit N] [--timeout D] [-o FILE] [FILE|GLOB|-]...
//	sudokudlx batch --dims D [--box B] [--format line|json|csv] [-j N] [--limit N] [--timeout D] [-o FILE] [FILE|GLOB|-]...
//	sudokudlx gen --dims D --box B [--clues K] [-n N] [--seed S] [-j N] [--format line|boxed|json] [--solution] [--timeout D]
//
// With --dims, solve, batch and gen work on boards of D dimensions and
// block length B (package sudoku/hyper): the side is L = B^D, the board
// has L^D cells, and every line along an axis and every B×…×B block holds
// each value 1..L once (D = 2, B = 3 is 9x9). A board is one line of L^D
// symbols ('.' or '0' empty, 1-9 then A-Z; 512 = 3D B=2, 19683 = 3D B=3,
// 65536 = 4D B=2; without --box the length tells it) or the boxed form
// solve prints: a 3D board as its L layers side by side, one text row per
// y, a 4D board as L such blocks of rows. Cells are named by their
// coordinates from 1, x first. Statuses, records and exit statuses are
// those of 2D puzzles: unique, multiple, none, invalid (naming both
// clashing cells with all their coordinates), timeout, error, and solved
// under --limit 1; a line record is the solution or "# status: reason
// (source)"; json and csv records have the fields of the 2D ones, with
// nodes null (json) or empty (csv), since the solver of these boards
// counts none, then dims and box. --max-nodes, --heuristic, --seed and
// --column are for 2D puzzles and refused with --dims. boxed records
// have the words of the 2D ones on comment lines, so that they read back
// in. batch solves on -j workers, each with a solver of its own (a 4D
// B=2 solver holds about 200 MB: memory grows with -j, not with the
// input), and writes the records in input order, the same for every -j.
// Shapes whose solver would need more than 2 GiB, or whose side passes
// 35, are refused before anything is made, with exit 2:
//
//	$ sudokudlx gen --dims 5 --box 2
//	sudokudlx: --dims 5 --box 2: 5D b=2 (32^5): would need about 184.0 GiB of memory (limit 2.0 GiB)
//	$ printf '11%510s\n' | tr ' ' . | sudokudlx batch --dims 3
//	# invalid: (1,1,1) and (2,1,1) both hold 1 in one line along x (stdin:1)
//
// Gen makes a full grid (an algebraic grid shuffled by the board's
// symmetries, walked by random resampling and chain swaps of two values,
// then found by a SAT search with random phases) and empties cells in
// random order while the puzzle keeps one solution: minimal for shapes
// up to 65,536 options (3D B=2; a grid whose removal checks would turn
// hard is passed over for the next one drawn), --clues K required beyond
// (3D B=3, 4D B=2). Puzzle i comes from seed S+i alone, on -j workers: the output is
// the same for every -j. json records: puzzle, solution, clues, seed, size
// (the side L), dims, box. The progress bar, the summary, the failures,
// -o, the signals and the exit statuses are those of 2D gen; --size,
// --symmetry, --difficulty and --keep-order are refused.
//
// # play: the game in the terminal
//
//	sudokudlx play [--size 4|9|16] [--seed S] [--difficulty LEVEL] [--clues K] [--no-check]
//	sudokudlx play [--no-check] FILE
//	sudokudlx play [--no-check] --puzzle STRING
//
// Play generates a puzzle with exactly one solution (a minimal one unless
// --clues K asks for exactly K clues; --difficulty simple, easy,
// intermediate, expert, master or extreme asks for that level of the rater, any by
// default), or plays the first puzzle of FILE or the --puzzle given, and
// reads moves from standard input, one a line:
//
//	r c v   r3c5=7          put v in row r, column c (values above 9: numbers or A..P)
//	r c 0   clear r c       empty a cell you filled
//	hint                    fill one cell and explain it with the rater's steps
//	check                   list your wrong entries
//	undo                    take back the last move (hints too)
//	show                    print the board
//	solve                   give up and see the solution
//	help, quit
//
// Every move is checked: a row, column or value out of range, a given,
// or a value already in the cell's row, column or box is refused with a
// message that names the clashing cell; so is a value that differs from
// the solution ("makes the puzzle unsolvable"), unless --no-check, for
// players who want to find their own mistakes with check. Without --seed
// a random seed is drawn and shown, so that a game can be played again:
//
//	$ sudokudlx play --size 4 --seed 4
//	New 4x4 game: 4 clues, level simple (seed 4). Type help for the commands.
//	     1  2   3  4
//	   ---------------
//	 1 | 1    |    4 |
//	 2 |    2 |      |
//	   ---------------
//	 3 |      |      |
//	 4 |      |    1 |
//	   ---------------
//	> 1 2 2
//	2 at r1c2 clashes with the 2 at r2c2 in column 2
//	> 1 3 3
//	r1c3 = 3 makes the puzzle unsolvable
//	> hint
//	(the board)
//	hint: r1c2 = 3: naked single
//	...
//	Solved in T with 16 moves (1 hint). Well done!
//
// When standard output is a terminal the board is redrawn in place, with
// the player's entries in colour; otherwise the output is a plain
// transcript that echoes each line read. The exit status is 0 when the
// board is solved, 1 when the game ends otherwise (quit, solve, or the end
// of the input: "game not finished"), 2 for usage errors and for puzzles
// that are invalid or do not have exactly one solution, 128+N when
// signal N stops it (130 for Ctrl-C).
//
// # study: how the searches behave
//
//	sudokudlx study [--size 4,9,16] [--heuristic mrv,bt-first,bt-mincand,ac3|all]
//	    [--clues 0:35:5] [--trials N] [--timeout D] [--seed S] [--mode random|solution]
//	    [--format text|seed|csv|json] [-o FILE] [--chart DIR] [--svg FILE]
//	    [-j N] [--no-progress] [-q]
//	sudokudlx study --dims D [--box 2,3] [--heuristic hyper] [--clues ...] [--trials N] ...
//
// Study repeats the experiments of the two studies this project grew from
// (a backtracking solver with several rules for the next cell, and AC-3;
// docs/study.md tells more) on our engine and on their algorithms. For
// each board size, algorithm and number of givens K it makes --trials
// boards (100 by default) and solves each with every algorithm, up to the
// first solution or the --timeout (one second by default, 0 for none).
// With --mode random (the default, the studies' way) a board is K values
// placed one by one, each drawn among the cell and value pairs that clash
// with nothing placed before: such a board may have no solution, and more
// often as K grows. With --mode solution a board keeps K random cells of a
// random full grid, so it always has one. --clues takes a list and ranges FROM:TO[:STEP] (default 0:35:5
// for 9x9, 0:7 for 4x4, 0:105:15 for 16x16, 0:280:40 for 25x25).
//
// The algorithms (--heuristic, a comma list; all names the ten) are the
// dancing-links engine's branching rules, mrv (the cell, or the value of a
// row, column or box, with the fewest options), first, random and
// mrv-random, and the studies' baselines, backtracking over cells with
// bitmask candidates: bt-first (their baseline, the first empty cell),
// bt-mincand (their MIN_CANDIDATES), bt-random (a random empty cell),
// bt-maxcons (their MAX_CONSTRAINTS as written, N minus the candidates,
// which picks the same cells as bt-mincand), bt-degree (the empty cell
// with the most empty neighbours) and ac3 (the second study's AC-3, then
// bt-mincand). The default is mrv,bt-first,bt-mincand,ac3, which takes
// well under a minute; bt-random and bt-degree time out on most boards,
// so give them a short --timeout.
//
// Each row of the table gives the success rate (a solution found), the
// no-solution rate (proved to have none), the timeout rate, the mean and
// median time and the mean number of search-tree nodes of the successful
// searches, and how many of the boards have one solution and how many
// several (counted once per board, with mrv). --format seed prints the
// studies' two tables instead, for each size: Table 1, the success and
// timeout rates against the locked cells, and Table 2, the mean time in
// milliseconds and the success rate, two columns per algorithm. --format
// csv and json write the figures for programs (times in microseconds). The
// same boards serve every algorithm, and they depend only on --seed (1 by
// default), the size and the trial: the table is the same for every -j,
// but for the times. -o FILE writes the table to a file that appears only
// when the run is complete; --chart DIR writes study-NxN.png and
// study-NxN.svg for each size (success rate, timeout rate and median time
// on a log scale against K, one line per algorithm) and --svg FILE one SVG
// of all sizes. Every output is opened before the work starts, so a bad
// path fails at once. A progress bar with the time left (on a terminal)
// and a summary go to standard error; -q shows neither. A signal stops the
// run with nothing written (the table needs every trial) and the exit
// status 128+N (130 for Ctrl-C, 143 for SIGTERM).
//
//	$ sudokudlx study --chart charts
//	# 9x9, mode random, 100 trials, algorithms mrv bt-first bt-mincand ac3, timeout 1s, seed 1
//	  size   algorithm  clues  trials  success  no solution  timeout  mean time  median time  mean nodes  unique  multiple
//	   9x9         mrv      0     100   100.0%         0.0%     0.0%          T            T        82.0       0       100
//	   9x9         mrv     20     100    79.0%        21.0%     0.0%          T            T        64.3       0        79
//	...
//	   9x9  bt-mincand     20     100    79.0%        21.0%     0.0%          T            T      6564.5       0        79
//	...
//	sudokudlx: 3,200 searches in T s
//
// The success rate falls between 15 and 30 givens because random givens
// that clash with nothing soon leave no solution; mrv, which also branches
// on the places of a value in a row, column or box, proves it in tens of
// microseconds and never times out, while the cell-only rules have heavy
// tails (means far above the medians, and timeouts). See docs/study.md for
// the comparison with the studies' figures.
//
// With --dims D (3 or more) study runs on the D-dimensional boards of
// block lengths --box (a comma list, 2 by default; side B^D): the same
// boards (K random values that clash with nothing, or K cells of a full
// grid), tables, charts (study-8x8x8.png) and -j rule. The algorithms
// there are hyper, the solver of the --dims boards (the default; its
// "nodes" are SAT conflicts), and the baselines bt-first and bt-mincand
// on D-dimensional bitmasks ("all" names these three); hyper also runs on
// 2D boards beside the others. The default
// is 10 trials and K from 0 to 10.5% of the cells by steps of 1.5%:
// random boards of these shapes have no solution from about a tenth of
// their cells on. docs/study-dims.md has the figures.
//
// # rate: difficulty by the techniques a person needs
//
//	sudokudlx rate [-f line|json|csv] [--explain] [--no-uniqueness] [-o FILE] [-j N] [--no-progress] [-q]
//	               [--timeout D] [--column NAME] [FILE|GLOB|-]...
//
// Rate reads the same inputs as batch and solves each puzzle the way a
// person does, with candidates and the easiest technique that makes
// progress, again and again: singles, locked candidates, subsets, fish,
// wings, uniqueness (unique rectangles types 1 to 5, hidden and
// avoidable rectangles, BUG+1; --no-uniqueness turns them off),
// Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, W-Wing, Remote
// Pair, simple and multi colors, finned fish, Sue de Coq, X-Chains,
// XY-Chains, alternating inference chains, ALS-XZ, ALS-XY-Wing, grouped
// AICs, ALS chains, Death Blossom, forcing chains and forcing nets;
// when none applies it guesses the value of a cell with the fewest
// candidates (from the unique solution, found by dancing links) and goes
// on. The level is that of the hardest technique used: simple (naked
// singles and full houses only), easy (hidden singles), intermediate
// (locked candidates, pairs, triples), expert (quads, fish, wings,
// uniqueness, short chains, coloring), master (finned fish, chains, ALS), extreme
// (forcing chains or nets, or a guess); as in HoDoKu a score over 1000, 1600 or
// 1800 raises a puzzle beyond singles to expert, master or extreme. The
// score is the sum of the weights of the steps (close to HoDoKu's: full
// house and naked single 4, hidden single 14, pointing and claiming 50,
// ..., forcing chain 500, guess 10000; docs/rating.md has the table), so
// that puzzles of one level can be ordered; the rating is the difficulty
// of the hardest step on Sudoku Explainer's scale (1.0 to 11; a long
// chain rates higher), and guesses counts the guesses. Records come in
// input order, byte for byte the same for every -j:
//
//	line  "source  level  score N  rating R  technique ×count, ..." and,
//	      with --explain, every step after a tab; a puzzle that is not
//	      rated gives "source  status: reason"
//	json  JSON Lines: {"source":...,"puzzle":...,"status":...,"level":...,
//	      "score":N,"rating":R,"guesses":N,"techniques":{"naked single":30,
//	      ...},"error":...}, with --explain "steps":["r3c5 = 7: hidden
//	      single in box 2",...] before "error"
//	csv   the same columns under a header row; techniques as
//	      "naked single=30;hidden single=18", steps joined by "; "
//
// For example:
//
//	$ sudokudlx rate puzzles/sudoku8.txt puzzles/bad.txt
//	puzzles/sudoku8.txt:1  simple  score 196  rating 1.2  full house ×21, naked single ×28
//	puzzles/bad.txt:4  extreme  score 5362  rating 8.3  full house ×19, naked single ×37, hidden single ×7, pointing ×10, claiming ×1, naked pair ×2, hidden pair ×2, hidden triple ×1, unique rectangle 1 ×1, unique rectangle 2 ×1, hidden rectangle ×2, skyscraper ×2, finned x-wing ×1, aic ×3, forcing chain ×5
//	puzzles/bad.txt:6  error: puzzles/bad.txt:6:5: bad character 'x'
//	...
//	puzzles/bad.txt:12  invalid: r1c1 and r1c7 both hold 6
//	puzzles/bad.txt:14  none: no solution
//	puzzles/bad.txt:16  multiple: 2 or more solutions
//	...
//	sudokudlx: 10 puzzles rated in T s (R/s): 2 simple, 0 easy, 0 intermediate, 0 expert, 0 master, 1 extreme, 1 multiple, 1 none, 1 invalid, 4 errors
//	$ printf '9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....\n' | sudokudlx rate -q --explain
//	stdin:1  expert  score 1412  rating 4.2  full house ×19, naked single ×25, hidden single ×19, pointing ×12, hidden pair ×3, xy-wing ×1
//		r3c2 = 1: hidden single in box 1
//		...
//		r9c1, r9c3: hidden pair {2,8} in row 9 removes {4,5,6} from r9c1, r9c3
//		...
//		r4c8, r1c8, r4c4: xy-wing pivot {6,8}, pincers {2,8}, {2,6} removes 2 from r1c4
//		...
//	$ sudokudlx rate -j 2 puzzles/hardest.txt > /dev/null
//	sudokudlx: 23 puzzles rated in T s (R/s): 0 simple, 0 easy, 0 intermediate, 0 expert, 0 master, 23 extreme
//
// Puzzles that are invalid, have no solution or several are reported as
// such and never rated; --timeout D gives up a puzzle not rated within D
// ("source  timeout: not settled within D (--timeout)"; the rater counts
// no search nodes, so there is no --max-nodes). They, unreadable puzzles
// and FILEs that fail make the exit status 1. The flags -o, -j,
// --no-progress and -q, the summary, the signals (exit status 128+N, the
// results finished so far are written) and the other exit statuses are
// as for batch.
//
// "sudokudlx gen --difficulty LEVEL" makes puzzles that rate gives that
// level (see gen --help for how): every level on 9x9 and 16x16 boards;
// every 4x4 puzzle with one solution is simple, so the other levels are a
// usage error there. In json each puzzle then has its "level" and "score".
//
//	$ sudokudlx gen -n 2 --seed 1 --difficulty expert | sudokudlx rate -q
//	stdin:1  expert  score 1574  rating 6.6  full house ×20, naked single ×21, hidden single ×15, pointing ×4, claiming ×1, naked pair ×2, hidden pair ×2, x-wing ×2, xy-wing ×1, unique rectangle 3 ×1, w-wing ×1
//	stdin:2  expert  score 554  rating 4.2  full house ×19, naked single ×20, hidden single ×17, xy-wing ×1
//	$ sudokudlx gen -n 1 --seed 1 --difficulty master | sudokudlx rate -q --explain
//	stdin:1  master  score 1688  rating 7.2  full house ×20, naked single ×18, hidden single ×19, pointing ×3, skyscraper ×1, 2-string kite ×1, aic ×3
//		...
//		aic: (5)r2c9=(5)r2c8-(5)r4c8=(8)r4c8-(8)r6c9=(9)r6c9 removes 9 from r2c9
//		...
//
// # print: puzzle books on paper and the web
//
// Print reads the same inputs as batch, and the JSON Lines of gen, rate
// and batch, so that each puzzle's level, rating, seed and solution come
// with it, and lays the puzzles out as a book: a PDF with --per-page
// puzzles (1, 2, 4 or 6) to an A4 or --paper letter page, each under its
// heading (its number; its level, rating and seed when the input has
// them), thick box lines and thin cell lines, the givens centred in
// Helvetica, page numbers, --title as the running head. --solutions adds
// the solutions at the back, smaller, numbered like the puzzles (solved
// on the fly when the input has none); --notes gives larger cells, with
// room for pencil marks. A 25x25 puzzle gets a page of its own.
//
//	$ sudokudlx gen -n 60 --difficulty expert --seed 7 -f json | sudokudlx print --solutions -o expert.pdf
//	sudokudlx: 60 puzzles generated in T s (R/s), 23-27 clues (mean 24.6)
//	sudokudlx: 60 puzzles printed to expert.pdf, 20 pages
//
// The output appears only when it is complete, and an -o that cannot be
// written fails before any input is read. A puzzle that cannot be read
// (or, with --solutions, has no single solution) is named on standard
// error with its file and line and left out; the others are printed and
// the exit status is 1.
//
// # serve: the toolkit in a browser
//
//	sudokudlx serve [--addr 127.0.0.1:8080] [--open]
//
// Serve serves pages to play (keys and mouse, pencil marks, staged hints,
// undo and redo), to solve and rate a puzzle and step through its solution
// path on the board, to generate puzzles and print them, and to watch the
// dancing-links search fill and backtrack, with the JSON API they use
// (POST /api/solve, POST /api/rate, GET /api/gen, /api/game/..., GET
// /api/search as Server-Sent Events; docs/serve.md). Everything is in the
// binary: nothing is fetched from another host. It listens on loopback by
// default (port 0 takes any free port) and prints the URL on standard
// error; --open opens it in the desktop's browser. SIGINT or SIGTERM stops
// it cleanly: the requests in flight finish (10 s at most), the live
// searches end, and the exit status is 0, not 128+N, since a signal is how
// a server is stopped; it is 1 when the address cannot be bound.
//
//	$ sudokudlx serve --addr 127.0.0.1:0
//	sudokudlx: serving on http://127.0.0.1:40121/
//	^Csudokudlx: stopping: finishing the requests in flight
//	sudokudlx: stopped
//
// # completion: shell completion
//
//	sudokudlx completion bash|zsh|fish
//
// Completion prints a script that completes the commands, their flags and
// file names, made from the program's own commands and flags. Install it:
//
//	$ sudokudlx completion bash > ~/.local/share/bash-completion/completions/sudokudlx
//	$ sudokudlx completion zsh > ~/.zfunc/_sudokudlx    # with fpath+=~/.zfunc before compinit
//	$ sudokudlx completion fish > ~/.config/fish/completions/sudokudlx.fish
//
// or try it in the running shell with "source <(sudokudlx completion bash)".
//
// # man: the manual page
//
//	sudokudlx man
//
// Man prints this text, the same as "go doc ./cmd/sudokudlx", as a man page
// in roff:
//
//	$ sudokudlx man > ~/.local/share/man/man1/sudokudlx.1
//	$ sudokudlx man | man -l -
package main
