// play.js: a game on the server's /api/game, drawn and driven here.
"use strict";

const play = {
  game: null,       // the server's state of the game
  givens: [],
  sel: -1,
  pencil: false,
  hint: null,       // the hint being shown
  wrong: new Set(), // cells shown as mistakes (check, or a refused move)
  wrongMarks: new Set(),
  received: 0,      // when the state came, for the timer
  busy: false,
};

const $ = (id) => document.getElementById(id);
let board;

function n() { return play.game ? play.game.size : 9; }

async function newGame() {
  const size = $("size").value, level = $("level").value;
  say($("msg"), "making a puzzle...");
  try {
    let p;
    try {
      p = await api("GET", `/api/gen?size=${size}&difficulty=${encodeURIComponent(level)}`);
    } catch (e) {
      if (e.field !== "difficulty") throw e;
      p = await api("GET", `/api/gen?size=${size}`); // no such level at this size
    }
    await startGame(p.puzzle, `${p.level} ${p.size}x${p.size} puzzle, seed ${p.seed}`);
  } catch (e) {
    say($("msg"), e.message, "error");
  }
}

async function startGame(puzzle, what) {
  try {
    const st = await api("POST", "/api/game", { puzzle, no_check: $("nocheck").checked });
    play.sel = -1;
    setState(st);
    say($("msg"), "new game: " + (what || "your puzzle"));
  } catch (e) {
    say($("msg"), e.message, "error");
  }
}

// setState takes a state (or an operation's answer) from the server.
function setState(st) {
  play.game = st;
  play.givens = cellsOf(st.puzzle).map((v) => v !== 0);
  play.received = Date.now();
  play.hint = st.hint || null;
  if (!st.checked) {
    play.wrong.clear();
    play.wrongMarks.clear();
  }
  board.setSize(st.size);
  $("size").value = String(st.size);
  drawKeypad();
  draw();
}

function draw() {
  const g = play.game;
  if (!g) return;
  const cells = cellsOf(g.board);
  const cls = new Map();
  const add = (i, k) => { if (!cls.has(i)) cls.set(i, []); cls.get(i).push(k); };
  if (play.sel >= 0) {
    for (const p of peersOf(g.size, play.sel)) add(p, "peer");
    const v = cells[play.sel];
    if (v) cells.forEach((w, i) => { if (w === v && i !== play.sel) add(i, "same"); });
  }
  if (play.hint) {
    const placed = (play.hint.step && play.hint.step.placed) || [];
    if (play.hint.stage === 3 && placed.length) for (const p of placed) add(p.cell, "placed");
    else for (const c of play.hint.cells || []) add(c, "pattern");
  }
  for (const c of play.wrong) add(c, "wrong");
  const markCls = new Map();
  for (const c of play.wrongMarks) {
    const m = new Map();
    const sol = g.solution ? cellsOf(g.solution)[c] : 0;
    for (let v = 1; v <= g.size; v++) if (v !== sol) m.set(v, "wrongmark");
    markCls.set(c, m);
  }
  board.draw({ cells, givens: play.givens, marks: g.marks, cls, markCls, selected: play.sel });
  $("undo").disabled = !g.can_undo;
  $("redo").disabled = !g.can_redo;
  for (const id of ["hint", "check", "fill", "giveup"]) $(id).disabled = g.over;
  $("pencil").classList.toggle("on", play.pencil);
  const plural = (k, w) => `${k} ${w}${k === 1 ? "" : "s"}`;
  $("stats").textContent = `${g.empty} empty · ${plural(g.moves, "move")} · ${plural(g.hints, "hint")}`;
  $("hinttext").textContent = play.hint ? "Hint: " + play.hint.text : "";
  document.body.dataset.game = g.solved ? "solved" : g.over ? "over" : "playing";
  document.body.dataset.moves = g.moves;
  if (g.solved) say($("msg"), "Solved! " + clock(g.elapsed_ms), "good");
  tick();
}

function drawKeypad() {
  const kp = $("keypad");
  if (kp.childElementCount === n() + 1) return;
  kp.replaceChildren();
  kp.style.setProperty("--kc", n() <= 4 ? 5 : n() <= 9 ? 5 : 9);
  for (let v = 1; v <= n(); v++) {
    const b = document.createElement("button");
    b.textContent = symbol(v);
    b.dataset.value = v;
    kp.appendChild(b);
  }
  const erase = document.createElement("button");
  erase.textContent = "⌫";
  erase.title = "clear the cell";
  erase.dataset.value = 0;
  kp.appendChild(erase);
}

function clock(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, sec = s % 60;
  const mm = h ? String(m).padStart(2, "0") : String(m);
  return (h ? h + ":" : "") + mm + ":" + String(sec).padStart(2, "0");
}

function tick() {
  const g = play.game;
  if (!g) return;
  const ms = g.elapsed_ms + (g.over ? 0 : Math.min(Date.now() - play.received, 60000));
  $("timer").textContent = clock(ms);
}

// op sends an operation on the game and shows its answer or its refusal.
async function op(name, body) {
  const g = play.game;
  if (!g || play.busy) return;
  play.busy = true;
  try {
    const ans = await api("POST", `/api/game/${g.id}/${name}`, body);
    setState(ans);
    if (name === "check") {
      play.wrong = new Set(ans.wrong || []);
      play.wrongMarks = new Set(ans.wrong_marks || []);
      const k = play.wrong.size + play.wrongMarks.size;
      say($("msg"), k ? `${play.wrong.size} wrong entries, ${play.wrongMarks.size} cells whose marks miss the answer` : "no mistakes so far", k ? "error" : "good");
      draw();
    } else if (!ans.solved) {
      say($("msg"), "");
    }
  } catch (e) {
    play.wrong = new Set(e.cells || []);
    say($("msg"), e.message, "error");
    draw();
  } finally {
    play.busy = false;
  }
}

function enter(v, asMark) {
  if (play.sel < 0 || !play.game || play.givens[play.sel]) return;
  if (v === 0) {
    const cells = cellsOf(play.game.board);
    if (cells[play.sel]) op("move", { cell: play.sel, value: 0 });
    else if (play.game.marks[play.sel]) op("mark", { cell: play.sel, value: 0, op: "clear" });
    return;
  }
  if (asMark || play.pencil) op("mark", { cell: play.sel, value: v, op: "toggle" });
  else op("move", { cell: play.sel, value: v });
}

function select(i) {
  play.sel = i;
  draw();
}

function onKey(e) {
  if (e.target.closest && e.target.closest("textarea, input, select")) return;
  const size = n();
  const ctrl = e.ctrlKey || e.metaKey;
  if (ctrl && (e.key === "z" || e.key === "Z")) { op(e.shiftKey ? "redo" : "undo"); e.preventDefault(); return; }
  if (ctrl && (e.key === "y" || e.key === "Y")) { op("redo"); e.preventDefault(); return; }
  if (ctrl || e.altKey) return;
  const moves = { ArrowUp: -size, ArrowDown: size, ArrowLeft: -1, ArrowRight: 1 };
  if (e.key in moves) {
    let i = play.sel < 0 ? 0 : play.sel;
    const r = Math.floor(i / size), c = i % size;
    if (e.key === "ArrowLeft") i = r * size + (c + size - 1) % size;
    else if (e.key === "ArrowRight") i = r * size + (c + 1) % size;
    else i = (i + moves[e.key] + size * size) % (size * size);
    select(i);
    e.preventDefault();
    return;
  }
  if (e.key === "Backspace" || e.key === "Delete") { enter(0); e.preventDefault(); return; }
  // Shift+digit gives "!" and the like on most layouts: e.code has the key.
  let key = e.key;
  if (e.shiftKey && /^Digit[0-9]$/.test(e.code)) key = e.code.slice(5);
  // On 16x16 boards letters are values; the command keys then need none.
  const v = valueOfKey(key, size);
  if (v >= 0 && !(size < 10 && /[a-z]/i.test(key))) { enter(v, e.shiftKey); e.preventDefault(); return; }
  switch (key.toLowerCase()) {
    case "p": play.pencil = !play.pencil; draw(); break;
    case "h": op("hint"); break;
    case "u": op("undo"); break;
    case "r": op("redo"); break;
    case "c": op("check"); break;
    default: return;
  }
  e.preventDefault();
}

document.addEventListener("DOMContentLoaded", () => {
  board = new Board($("board"), (i) => select(i));
  $("new").onclick = newGame;
  $("start").onclick = () => startGame($("puzzle").value.trim());
  $("pencil").onclick = () => { play.pencil = !play.pencil; draw(); };
  $("hint").onclick = () => op("hint");
  $("undo").onclick = () => op("undo");
  $("redo").onclick = () => op("redo");
  $("check").onclick = () => op("check");
  $("fill").onclick = () => op("fill-marks");
  $("giveup").onclick = () => op("give-up");
  $("keypad").onclick = (e) => {
    const b = e.target.closest("button");
    if (b) enter(Number(b.dataset.value), false);
  };
  document.addEventListener("keydown", onKey);
  setInterval(tick, 1000);
  const q = new URLSearchParams(location.search);
  if (q.get("size")) $("size").value = q.get("size");
  if (q.get("puzzle")) startGame(q.get("puzzle"));
  else newGame();
});
