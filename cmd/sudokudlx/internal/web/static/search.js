// search.js: the live view of GET /api/search, an event stream of the
// search's nodes, with its pace changed on the fly (POST /api/search/ID).
"use strict";

const $ = (id) => document.getElementById(id);
const live = { es: null, id: null, givens: [], prev: null, paused: false, n: 9 };
let board;

function everyOf(k) { return 2 ** Number(k); }

function pace() {
  return { rate: Number($("rate").value), every: everyOf($("every").value), paused: live.paused };
}

function start() {
  stop();
  const p = pace();
  const q = new URLSearchParams({ puzzle: $("puzzle").value.trim(), rate: p.rate, every: p.every });
  say($("msg"), "");
  $("stats").textContent = "";
  live.paused = false;
  const es = new EventSource("/api/search?" + q);
  live.es = es;
  es.addEventListener("start", (e) => {
    const d = JSON.parse(e.data);
    live.id = d.id;
    live.n = d.size;
    live.givens = cellsOf(d.puzzle).map((v) => v !== 0);
    live.prev = cellsOf(d.puzzle);
    board.setSize(d.size);
    board.draw({ cells: live.prev, givens: live.givens, selected: -1 });
    $("pause").disabled = $("stop").disabled = false;
    document.body.dataset.search = "running";
  });
  const frame = (e, solved) => {
    const d = JSON.parse(e.data);
    const cells = cellsOf(d.board);
    const cls = new Map();
    cells.forEach((v, i) => {
      if (v && !live.prev[i]) cls.set(i, ["fresh"]);
      else if (!v && live.prev[i]) cls.set(i, ["back"]);
      else if (solved && !live.givens[i]) cls.set(i, ["placed"]);
    });
    live.prev = cells;
    board.draw({ cells, givens: live.givens, cls, selected: -1 });
    $("stats").innerHTML = "";
    for (const [k, v] of [["nodes", d.nodes], ["depth", d.depth], ["solutions", d.solutions]]) {
      const s = document.createElement("span");
      s.textContent = `${k} ${v.toLocaleString()}`;
      $("stats").appendChild(s);
    }
    document.body.dataset.nodes = d.nodes;
  };
  es.addEventListener("node", (e) => frame(e, false));
  es.addEventListener("solution", (e) => frame(e, true));
  es.addEventListener("done", (e) => {
    const d = JSON.parse(e.data);
    const sv = d.solver ? ` The solver says ${d.solver.status} (${d.solver.nodes} nodes on its own engine).` : "";
    const what = d.stopped ? `stopped: ${d.stopped}` : d.status;
    say($("msg"), `${what}: ${d.solutions} solutions, ${d.nodes.toLocaleString()} nodes.${sv}`, d.status === "unique" ? "good" : "");
    if (d.solution) {
      const cells = cellsOf(d.solution);
      board.draw({ cells, givens: live.givens, cls: new Map(), selected: -1 });
    }
    document.body.dataset.search = "done";
    finish();
  });
  es.onerror = () => {
    if (live.es !== es) return;
    // A 4xx answer is not an event stream: ask again for its reason, and
    // drop an answer that is a stream after all (the connection broke).
    const ac = new AbortController();
    fetch("/api/search?" + q, { signal: ac.signal }).then((r) => {
      if (r.ok) { ac.abort(); throw new Error("lost"); }
      return r.json();
    }).then((d) => {
      say($("msg"), d.error.field ? d.error.field + ": " + d.error.reason : d.error.reason, "error");
    }).catch(() => say($("msg"), "the connection to the server was lost", "error"));
    document.body.dataset.search = "error";
    finish();
  };
}

function finish() {
  if (live.es) live.es.close();
  live.es = null;
  live.id = null;
  $("pause").disabled = $("stop").disabled = true;
}

function stop() {
  if (live.es) {
    finish();
    say($("msg"), "stopped");
  }
}

async function sendPace() {
  $("ratev").textContent = $("rate").value;
  $("everyv").textContent = everyOf($("every").value);
  $("pause").textContent = live.paused ? "Resume" : "Pause";
  if (!live.id) return;
  try {
    await api("POST", "/api/search/" + live.id, pace());
  } catch (e) {
    if (e.status !== 404) say($("msg"), e.message, "error"); // 404: it just ended
  }
}

document.addEventListener("DOMContentLoaded", () => {
  board = new Board($("board"));
  board.setSize(9);
  board.draw({ cells: cellsOf($("puzzle").value.trim().padEnd(81, ".").slice(0, 81)), givens: [], selected: -1 });
  $("start").onclick = start;
  $("stop").onclick = stop;
  $("pause").onclick = () => { live.paused = !live.paused; sendPace(); };
  $("rate").oninput = sendPace;
  $("every").oninput = sendPace;
  const q = new URLSearchParams(location.search);
  if (q.get("puzzle")) $("puzzle").value = q.get("puzzle");
});
