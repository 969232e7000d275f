#!/bin/sh
# golden-compare.sh: capture the command line's outputs for fixed seeds and
# inputs, or compare them with a capture, to show that a change of structure
# left every byte the same.
#
#   scripts/golden-compare.sh capture DIR [BINARY]
#   scripts/golden-compare.sh compare DIR [BINARY]
#
# BINARY defaults to a fresh build of ./cmd/sudokudlx. The shared puzzle sets
# (../shared) feed batch and rate; their cases are left out without them.
# Timings (batch's micros, solve's times, the summaries on standard error)
# are masked or not captured.
set -eu
mode=${1:?capture or compare}
dir=${2:?directory}
bin=${3:-}
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "$bin" ]; then
	bin=$(mktemp -d)/sudokudlx
	(cd "$root" && go build -o "$bin" ./cmd/sudokudlx)
fi
shared=$root/../shared
case $mode in
capture) out=$dir ;;
compare) out=$(mktemp -d) ;;
*) echo "usage: $0 capture|compare DIR [BINARY]" >&2; exit 2 ;;
esac
mkdir -p "$out"

run() { # name args...
	name=$1
	shift
	"$bin" "$@" >"$out/$name" 2>/dev/null || echo "exit $?" >>"$out/$name"
}

run gen-n200-seed5 gen -n 200 --seed 5 -q
run gen-json-seed9 gen -n 50 --seed 9 -f json -q
run gen-rotate90 gen --symmetry rotate90 --seed 3 -n 5 -q
run gen-expert gen --difficulty expert -n 30 --seed 7 -q
run gen-size16 gen --size 16 -n 2 --seed 2 -q
run gen-size4 gen --size 4 -n 50 --seed 1 -q
run gen-dims3 gen --dims 3 --box 2 -n 2 --seed 1 -q
run gen-clues30 gen --clues 30 --solution --seed 4 -n 3 -q
run gen-boxed gen -f boxed -n 2 --seed 6 -q
run man man
run help help
for sh in bash zsh fish; do
	run "completion-$sh" completion "$sh"
done
for c in solve batch gen rate play study serve xc completion man; do
	run "help-$c" help "$c"
done
run solve-hard solve "$root/puzzles/hard.txt"
run solve-4x4 solve "$root/puzzles/4x4.txt"
run batch-bad batch "$root/puzzles/bad.txt" -q
run batch-16 batch -f json "$root/puzzles/16x16.txt" -q
sed -i 's/"micros":[0-9.]*,//' "$out/batch-16"
sed -i 's/ in [0-9.]* ms / in T ms /' "$out/solve-hard" "$out/solve-4x4"
"$bin" gen --dims 3 --box 2 -n 3 --solution --seed 2 -q 2>/dev/null |
	"$bin" batch -q >"$out/batch-dims3" 2>&1 || echo "exit $?" >>"$out/batch-dims3"
if [ -d "$shared/puzzles-bench" ]; then
	top=$shared/puzzles-bench/puzzles3_magictour_top1465
	run batch-top1465 batch "$top" -q
	run batch-top1465-json batch -f json "$top" -q
	sed -i 's/"micros":[0-9.]*,//' "$out/batch-top1465-json"
	head -n 203 "$top" >"$out/.rate-in"
	run rate-200 rate -f json "$out/.rate-in" -q
	sed -i "s#$out/.rate-in#RATEIN#g" "$out/rate-200"
	rm -f "$out/.rate-in"
fi

if [ "$mode" = compare ]; then
	if diff -r "$dir" "$out"; then
		echo "golden-compare: all $(ls "$dir" | wc -l) outputs unchanged"
	else
		echo "golden-compare: outputs differ (new ones in $out)" >&2
		exit 1
	fi
fi
