// gen.js: GET /api/gen with the page's options, the puzzle drawn and
// ready to print.
"use strict";

const $ = (id) => document.getElementById(id);
let board;

async function generate() {
  const q = new URLSearchParams({ size: $("size").value, difficulty: $("level").value, symmetry: $("symmetry").value });
  if ($("seed").value !== "") q.set("seed", $("seed").value);
  say($("msg"), "making a puzzle...");
  $("gen").disabled = true;
  try {
    const p = await api("GET", "/api/gen?" + q);
    const cells = cellsOf(p.puzzle);
    board.setSize(p.size);
    board.draw({ cells, givens: cells.map((v) => v !== 0), selected: -1 });
    $("info").textContent = `${p.size}x${p.size} · ${p.level} · score ${p.score} · rating ${p.rating.toFixed(1)} · ${p.clues} clues · symmetry ${p.symmetry} · seed ${p.seed}`;
    $("line").textContent = p.puzzle;
    const enc = encodeURIComponent(p.puzzle);
    $("toplay").href = "play.html?puzzle=" + enc;
    $("tosolve").href = "solve.html?puzzle=" + enc;
    $("towatch").href = "search.html?puzzle=" + enc;
    say($("msg"), `the same puzzle as: sudokudlx gen --size ${p.size} --difficulty ${p.difficulty} --symmetry ${$("symmetry").value} --seed ${p.seed}`);
    document.body.dataset.puzzle = p.puzzle;
  } catch (e) {
    say($("msg"), e.message, "error");
  } finally {
    $("gen").disabled = false;
  }
}

document.addEventListener("DOMContentLoaded", () => {
  board = new Board($("board"));
  $("gen").onclick = generate;
  $("print").onclick = () => window.print();
  generate();
});
