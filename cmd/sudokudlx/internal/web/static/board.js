// board.js: the board every page draws, and the calls to the API.
// Cells are numbered row-major from 0, as in the API; values from 1, 0 for
// an empty cell.
"use strict";

const SYMBOLS = ".123456789ABCDEFGHIJKLMNOP";

// symbol returns the character of value v ('.' for 0).
function symbol(v) { return SYMBOLS[v] || "?"; }

// valueOfKey returns the value a key stands for on an n×n board, or -1.
function valueOfKey(key, n) {
  if (key.length !== 1) return -1;
  const k = key.toUpperCase();
  if (k === "0" || k === ".") return 0;
  const v = SYMBOLS.indexOf(k);
  return v > 0 && v <= n ? v : -1;
}

// cellsOf reads a one-line board ("." for empty) into values.
function cellsOf(line) {
  return Array.from(line, (ch) => Math.max(0, SYMBOLS.indexOf(ch.toUpperCase())));
}

function boxOf(n) { return Math.round(Math.sqrt(n)); }

// peersOf returns the cells that share a row, column or box with cell i.
function peersOf(n, i) {
  const b = boxOf(n), r = Math.floor(i / n), c = i % n;
  const br = r - (r % b), bc = c - (c % b);
  const out = new Set();
  for (let k = 0; k < n; k++) {
    out.add(r * n + k);
    out.add(k * n + c);
    out.add((br + Math.floor(k / b)) * n + bc + (k % b));
  }
  out.delete(i);
  return out;
}

// candidatesOf returns, for each empty cell, the bit mask of the values
// its peers leave it (bit v for value v).
function candidatesOf(cells, n) {
  const all = ((1 << (n + 1)) - 2) >>> 0;
  return cells.map((v, i) => {
    if (v) return 0;
    let m = all;
    for (const p of peersOf(n, i)) if (cells[p]) m &= ~(1 << cells[p]);
    return m >>> 0;
  });
}

// Board draws an n×n board into a container element.
class Board {
  constructor(el, onCell) {
    this.el = el;
    this.onCell = onCell;
    this.n = 0;
    this.cellEls = [];
    el.classList.add("board");
    el.tabIndex = 0;
    el.setAttribute("role", "grid");
    el.addEventListener("click", (e) => {
      const c = e.target.closest(".cell");
      if (c && this.onCell) this.onCell(Number(c.dataset.cell), e);
    });
  }

  // setSize makes the n×n cells, if the board is not already that size.
  setSize(n) {
    if (n === this.n) return;
    this.n = n;
    const b = boxOf(n);
    this.el.style.setProperty("--n", n);
    this.el.style.setProperty("--b", b);
    this.el.replaceChildren();
    this.cellEls = [];
    for (let i = 0; i < n * n; i++) {
      const d = document.createElement("div");
      d.className = "cell";
      d.dataset.cell = i;
      d.setAttribute("role", "gridcell");
      this.el.appendChild(d);
      this.cellEls.push(d);
    }
  }

  // draw shows a board. view holds:
  //   cells: the values; givens: which cells are givens (a Set or array
  //   of booleans); marks: bit masks of pencil marks per cell;
  //   cls: a Map from cell to a list of classes; markCls: a Map from
  //   cell to a Map from value to a class; selected: a cell or -1.
  draw(view) {
    const n = this.n, b = boxOf(n);
    const givens = view.givens || [];
    for (let i = 0; i < n * n; i++) {
      const d = this.cellEls[i];
      const v = view.cells[i];
      const r = Math.floor(i / n), c = i % n;
      const cls = ["cell"];
      if (c % b === b - 1 && c < n - 1) cls.push("box-right");
      if (r % b === b - 1 && r < n - 1) cls.push("box-bottom");
      if (v) cls.push(givens[i] ? "given" : "entry");
      for (const k of (view.cls && view.cls.get(i)) || []) cls.push(k);
      if (i === view.selected) cls.push("selected");
      d.className = cls.join(" ");
      d.dataset.value = v;
      const marks = (view.marks && view.marks[i]) || 0;
      if (v) {
        d.textContent = symbol(v);
      } else if (marks) {
        const grid = document.createElement("div");
        grid.className = "marks";
        const mc = view.markCls && view.markCls.get(i);
        for (let m = 1; m <= n; m++) {
          const s = document.createElement("span");
          if (marks & (1 << m)) {
            s.textContent = symbol(m);
            s.dataset.mark = m;
            const k = mc && mc.get(m);
            if (k) s.className = k;
          }
          grid.appendChild(s);
        }
        d.replaceChildren(grid);
      } else {
        d.textContent = "";
      }
    }
  }
}

// api calls the server: method, path and a body to send as JSON. It
// returns the answer's JSON; an error answer throws an Error whose
// message is the reason, with .field, .cells and .status.
async function api(method, path, body) {
  const opt = { method, headers: {} };
  if (body !== undefined) {
    opt.headers["Content-Type"] = "application/json";
    opt.body = JSON.stringify(body);
  }
  const resp = await fetch(path, opt);
  const data = await resp.json();
  if (!resp.ok) {
    const e = (data && data.error) || { reason: resp.statusText };
    const err = new Error(e.field ? e.field + ": " + e.reason : e.reason);
    err.field = e.field;
    err.cells = e.cells || [];
    err.status = resp.status;
    throw err;
  }
  return data;
}

// say shows a message in el: kind "error", "good" or none.
function say(el, text, kind) {
  el.textContent = text;
  el.className = "message" + (kind ? " " + kind : "");
}

// markNav underlines the page's own link in the navigation bar.
function markNav() {
  const here = location.pathname.split("/").pop() || "index.html";
  for (const a of document.querySelectorAll("nav a")) {
    if (a.getAttribute("href") === here) a.setAttribute("aria-current", "page");
  }
}
document.addEventListener("DOMContentLoaded", markNav);
