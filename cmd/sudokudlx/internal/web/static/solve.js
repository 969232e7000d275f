// solve.js: the verdict of /api/solve, the rating and explanation of
// /api/rate, and the explanation stepped on the board.
"use strict";

const $ = (id) => document.getElementById(id);
const ui = {
  puzzle: null, // the givens, as values
  n: 9,
  steps: [],
  at: 0,        // the step shown next: the board is as before it
  solution: null,
};
let board;

function puzzleText() { return $("puzzle").value.trim(); }

// showPuzzle shows the puzzle as the server read it, one line.
function showPuzzle(line) {
  ui.puzzle = cellsOf(line);
  ui.n = Math.round(Math.sqrt(ui.puzzle.length));
  board.setSize(ui.n);
}

async function solve() {
  say($("msg"), "");
  try {
    const a = await api("POST", "/api/solve", { puzzle: puzzleText() });
    $("explain").hidden = true;
    ui.steps = [];
    const verdict = a.status === "invalid" ? `invalid: ${a.reason}` :
      `${a.status}: ${a.solutions} solution${a.solutions === 1 ? "" : "s"} counted · ${a.nodes} nodes · ${(a.micros / 1000).toFixed(2)} ms`;
    $("verdict").textContent = verdict;
    document.body.dataset.status = a.status;
    showPuzzle(a.puzzle);
    ui.solution = a.solution ? cellsOf(a.solution) : ui.puzzle;
    drawSolution();
  } catch (e) {
    fail(e);
  }
}

function drawSolution() {
  const givens = ui.puzzle.map((v) => v !== 0);
  board.draw({ cells: ui.solution, givens, selected: -1 });
}

async function rate() {
  say($("msg"), "");
  try {
    const a = await api("POST", "/api/rate", { puzzle: puzzleText(), explain: true, no_uniqueness: $("nouniq").checked });
    document.body.dataset.status = a.status;
    if (a.status !== "unique") {
      showPuzzle(a.puzzle);
      board.draw({ cells: ui.puzzle, givens: ui.puzzle.map((v) => v !== 0), selected: -1 });
      $("verdict").textContent = `${a.status}: not rated (${a.reason})`;
      $("explain").hidden = true;
      return;
    }
    const used = Object.entries(a.techniques).map(([t, k]) => `${t} ×${k}`).join(", ");
    $("verdict").textContent = `${a.level} · score ${a.score} · rating ${a.rating.toFixed(1)}` +
      (a.guesses ? ` · ${a.guesses} guesses` : "") +
      (a.over_budget ? " (past the time budget: the last steps guessed)" : "") + ` — ${used}`;
    ui.solution = cellsOf(a.solution);
    ui.steps = a.steps || [];
    showPuzzle(a.puzzle);
    const list = $("steps");
    list.replaceChildren();
    ui.steps.forEach((s, k) => {
      const li = document.createElement("li");
      li.textContent = s.text;
      li.dataset.step = k;
      list.appendChild(li);
    });
    $("explain").hidden = false;
    goto(0);
  } catch (e) {
    fail(e);
  }
}

function fail(e) {
  say($("msg"), e.message, "error");
  $("verdict").textContent = "";
  document.body.dataset.status = "error";
}

// boardAt returns the values and candidates before step k.
function boardAt(k) {
  const cells = ui.puzzle.slice();
  let cand = candidatesOf(cells, ui.n);
  for (let j = 0; j < k; j++) {
    const s = ui.steps[j];
    for (const e of s.eliminations || []) cand[e.cell] &= ~(1 << e.value);
    for (const p of s.placed || []) {
      cells[p.cell] = p.value;
      cand[p.cell] = 0;
      for (const q of peersOf(ui.n, p.cell)) cand[q] &= ~(1 << p.value);
    }
  }
  return { cells, cand };
}

function goto(k) {
  ui.at = Math.max(0, Math.min(k, ui.steps.length));
  const { cells, cand } = boardAt(ui.at);
  const cls = new Map(), markCls = new Map();
  const add = (i, c) => { if (!cls.has(i)) cls.set(i, []); cls.get(i).push(c); };
  const mark = (i, v, c) => { if (!markCls.has(i)) markCls.set(i, new Map()); markCls.get(i).set(v, c); };
  const s = ui.steps[ui.at];
  if (s) {
    for (const c of s.cells || []) add(c, "pattern");
    for (const c of s.fins || []) add(c, "group");
    (s.groups || []).forEach((g, gi) => { if (gi % 2 === 1) for (const c of g) add(c, "group"); else for (const c of g) add(c, "pattern"); });
    for (const e of s.eliminations || []) mark(e.cell, e.value, "elim");
    for (const p of s.placed || []) { add(p.cell, "placed"); mark(p.cell, p.value, "key"); }
    $("steptext").textContent = `${ui.at + 1}. ${s.text}`;
  } else {
    $("steptext").textContent = "Solved.";
  }
  board.draw({ cells, givens: ui.puzzle.map((v) => v !== 0), marks: cand, cls, markCls, selected: -1 });
  $("where").textContent = `step ${Math.min(ui.at + 1, ui.steps.length)} of ${ui.steps.length}`;
  $("first").disabled = $("prev").disabled = ui.at === 0;
  $("next").disabled = $("last").disabled = ui.at === ui.steps.length;
  for (const li of $("steps").children) li.classList.toggle("current", Number(li.dataset.step) === ui.at);
  const cur = $("steps").children[ui.at];
  if (cur) cur.scrollIntoView({ block: "nearest" });
  document.body.dataset.step = ui.at;
}

document.addEventListener("DOMContentLoaded", () => {
  board = new Board($("board"));
  board.setSize(9);
  board.draw({ cells: new Array(81).fill(0), selected: -1 });
  $("solve").onclick = solve;
  $("rate").onclick = rate;
  $("first").onclick = () => goto(0);
  $("prev").onclick = () => goto(ui.at - 1);
  $("next").onclick = () => goto(ui.at + 1);
  $("last").onclick = () => goto(ui.steps.length);
  $("steps").onclick = (e) => { const li = e.target.closest("li"); if (li) goto(Number(li.dataset.step)); };
  $("file").onchange = async () => {
    const f = $("file").files[0];
    if (f) $("puzzle").value = await f.text();
  };
  document.addEventListener("keydown", (e) => {
    if ($("explain").hidden || e.target.closest("textarea, input")) return;
    const to = { ArrowLeft: ui.at - 1, ArrowRight: ui.at + 1, Home: 0, End: ui.steps.length }[e.key];
    if (to !== undefined) { goto(to); e.preventDefault(); }
  });
  const q = new URLSearchParams(location.search);
  if (q.get("puzzle")) { $("puzzle").value = q.get("puzzle"); rate(); }
});
