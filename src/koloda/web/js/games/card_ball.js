// Card Ball: the pool table from above, lying on its long side (the head rail and its kitchen on
// the left, the foot spot and the rack on the right), as wide as the board; the seats' card
// counts, the last shot's result in words, the cue on my turn (drag on the table to aim, a guide
// line to the first ball, power, spin, elevation, the cue ball placed in the kitchen when it is
// in hand), my hand and the piles. A shot sent shows "balls rolling" at once (the server takes a
// moment to simulate it), then plays back from the frames of its `shot` event; the shots that
// arrive meanwhile wait their turn. No rule lives here: the server checks every shot.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { cardEl } from "../cards.js";
import { seatName, seatPlate } from "../ui/seat.js";

// The board's look: its own style sheet, added to the page once.
if (typeof document !== "undefined" && !document.querySelector("link[data-card-ball]")) {
  document.head.append(h("link", { rel: "stylesheet", href: "/static/css/card_ball.css", "data-card-ball": "" }));
}

const FOULS = new Set(["miss", "kitchen", "no_rail", "closed_break", "scratch", "cue_off", "ball_off", "wrong_ball", "right_and_wrong"]);

const COLOURS = ["#f7f5ec", "#f2c200", "#1f4fd1", "#d62a2a", "#6a2c91", "#f07a12", "#1d8a3a",
  "#8a1f1f", "#111111", "#f2c200", "#1f4fd1", "#d62a2a", "#6a2c91", "#f07a12", "#1d8a3a", "#8a1f1f"];
const RANKS = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
const RAIL = 0.075; // the wood drawn around the bed, in table metres
const POCKET = 0.056; // a pocket's drawn radius, metres
const MIN_BALL = 8.5; // CSS pixels: a ball is never drawn smaller, so its number reads (11 px)
const MIN_FONT = 11; // CSS pixels

const w = (key) => t(`card_ball.${key}`);
const cw = (key, args) => t(`cardball.${key}`, args);

// "1 card", "5 cards"; "1 карта", "2 карты", "5 карт" (the catalog's plural forms).
function cardCount(n) {
  return t("card_ball.cards", { n });
}

// The cue controls below the table replace the action bar (the listed shots are in its
// "suggested shots" menu); the server checks every shot sent.
export const ownsActions = true;

// The cue as the player sets it: kept between renders of the same table position.
const cue = { key: null, aim: 90, speed: 3, side: 0, follow: 0, elevation: 0, place: null };

// The shots played back: those waiting, the one rolling, the last one finished (its words are
// the result line), and the elements of the latest render that show them.
const play = {
  seen: new Set(), queue: [], current: null, raf: 0, result: null, timer: 0,
  canvas: null, view: null, aiming: false, status: null, ctx: null, shootButton: null,
};

/** The Card Ball board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const players = v.players ?? (v.cards_left || []).length;
  const me = Number.isInteger(ctx.seat) ? ctx.seat : null;
  const mine = me !== null && !ctx.readonly && (ctx.actors || []).includes(me) && !v.outcome;
  resetCue(v, mine);
  play.ctx = ctx;
  play.view = v;
  play.aiming = mine;
  enqueue(ctx, v);
  const stage = tableStage(ctx, v, mine);
  const status = h("div", { class: "cb-status", "data-testid": "shot-status", "aria-live": "polite" });
  play.status = status;
  const board = h("div", { class: "board card-ball", "data-testid": "card-ball" },
    h("div", { class: "opponents" }, Array.from({ length: players }, (_, seat) =>
      h("section", { class: "seat-area", dataset: { seat: String(seat) } },
        seatPlate(ctx, seat, [cardCount((v.cards_left || [])[seat] ?? 0)])))),
    status,
    stage,
    mine ? controls(ctx, v) : null,
    h("div", { class: "cb-info" },
      me !== null && Array.isArray(v.hand) ? hand(v) : null,
      piles(v)),
  );
  paintStatus();
  startNext();
  return board;
}

function resetCue(v, mine) {
  // A new position (another shot was played) starts the cue afresh.
  const key = `${v.shots}:${v.turn}`;
  if (cue.key === key) return;
  cue.key = key;
  cue.side = 0; cue.follow = 0; cue.elevation = 0;
  const first = (v.suggestions || [])[0]?.action;
  cue.speed = first ? first.speed : v.breaking ? 8 : 3;
  cue.aim = first ? first.aim : 90;
  cue.place = v.in_hand && mine ? (first && first.cue_x !== null ? [first.cue_x, first.cue_y]
    : [v.table.width / 2, v.table.head_string / 2]) : null;
}

/** The balls my cards stand for (ace 1 … king 13). */
function myBalls(v) {
  const out = new Set();
  for (const code of v.hand || []) {
    const r = String(code)[0];
    out.add(RANKS[r] ?? Number(r));
  }
  return out;
}

function hand(v) {
  return h("section", { class: "cb-hand" },
    h("div", { class: "cb-label", text: w("hand") }),
    h("div", { class: "cards", "data-testid": "hand" }, v.hand.map((code) => cardEl(code, { small: true }))),
    v.hand.length ? h("div", { class: "cb-legend" }, h("span", { class: "cb-ring", "aria-hidden": "true" }), cw("ring")) : null);
}

function piles(v) {
  const list = (codes) => (codes && codes.length ? codes.map((c) => cardEl(c, { small: true })) : "—");
  return h("section", { class: "cb-piles" },
    h("p", { text: `${w("stock")}: ${v.stock} · ${w("shots")}: ${v.shots}/${v.shot_limit}` }),
    h("div", { class: "cb-pile" }, h("span", { text: `${w("aside")}: ` }), h("span", { class: "cards" }, list(v.set_aside))),
    h("div", { class: "cb-pile" }, h("span", { text: `${w("gone")}: ` }), h("span", { class: "cards" }, list(v.gone))));
}

// ---------- the result line and the rolling state ----------

/** Whether balls are rolling: my shot is with the server, or a shot is being played back. */
function rolling() {
  return Boolean(play.ctx?.pending || play.current);
}

/** Whether shots are still to be shown: the table shows the last one shown until then. */
function behind() {
  return Boolean(play.current || play.queue.length);
}

/** The status line over the table: "balls rolling", or the last shot's result in words. */
function paintStatus() {
  const el = play.status;
  if (!el) return;
  const ctx = play.ctx;
  if (rolling()) {
    el.dataset.state = "rolling";
    el.replaceChildren(h("span", { class: "cb-rolling", "data-testid": "shot-rolling" },
      h("span", { class: "cb-spinner", "aria-hidden": "true" }), cw("rolling")),
    ...(play.current ? [h("span", { class: "cb-skip", text: cw("skip") })] : []));
  } else if (play.result || ctx?.view?.last) {
    el.dataset.state = "result";
    el.replaceChildren(resultLine(ctx, play.result));
  } else {
    el.dataset.state = "idle";
    el.replaceChildren(...[nextPill(ctx, ctx?.view)].filter(Boolean));
  }
  if (play.shootButton) {
    const pending = Boolean(ctx?.pending);
    play.shootButton.disabled = pending;
    play.shootButton.textContent = pending ? cw("rolling") : w("shoot");
  }
}

/** The words of a shot's result: the server's lines for its events, then whose turn is next. */
function resultLine(ctx, result) {
  const v = result?.view || ctx.view;
  const events = result?.events || [];
  const shot = events.find((e) => e.kind === "shot");
  const lines = events.filter((e) => e.text).map((e) => tx(e.text));
  const fouled = shot ? (shot.fouls || []).length > 0 : (v.last?.fouls || []).length > 0;
  let words;
  if (lines.length) {
    words = lines.join(". ");
  } else {
    // No lines (a replay or an older message): the ruling kept in the view.
    const last = v.last;
    if (!last) return h("p", { class: "cb-result", "data-testid": "last-shot" });
    const who = `${w("last")} (${seatName(ctx, last.seat)}): `;
    if (last.fouls.length) {
      const names = last.fouls.map((f) => (FOULS.has(f) ? t(`card_ball.foul.${f}`) : f)).join(", ");
      words = `${who}${w("foul")}: ${names} (${w("penalty")})`;
    } else {
      words = who + (last.potted.length ? `${w("potted")} ${last.potted.join(", ")}` : w("legal"));
    }
  }
  return h("p", { class: `cb-result${fouled ? " foul" : ""}`, "data-testid": "last-shot" },
    h("span", { text: words }), " ", nextPill(ctx, v));
}

/** Whose shot comes next in `v` (nothing once the game is over). */
function nextPill(ctx, v) {
  if (!ctx || !v || v.outcome || !Number.isInteger(v.turn)) return null;
  const text = v.turn === ctx.seat ? cw("nextYou") : cw("next", { name: seatName(ctx, v.turn) });
  return h("strong", { class: "cb-next", "data-testid": "next-shot", text });
}

// ---------- the table ----------

function tableStage(ctx, v, mine) {
  const canvas = h("canvas", { class: "cb-table", "data-testid": "pool-table", role: "img",
    "aria-label": cw("tableLabel"), style: { cursor: mine ? "crosshair" : "default" } });
  canvas.width = 1060; canvas.height = 570; // until it is laid out (then it follows its box)
  let mode = null;
  canvas.onpointerdown = (e) => {
    if (behind()) { skip(); return; }
    if (!mine) return;
    canvas.setPointerCapture?.(e.pointerId);
    const [, y] = toTable(v.table, canvas, e);
    mode = cue.place && y <= v.table.head_string ? "place" : "aim";
    drag(e, v, canvas, mode);
  };
  canvas.onpointermove = (e) => { if (mode && e.buttons) drag(e, v, canvas, mode); };
  canvas.onpointerup = () => { mode = null; };
  canvas.onpointercancel = () => { mode = null; };
  play.canvas = canvas;
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => fit(canvas)).observe(canvas);
  }
  paintTable();
  // while the server works my shot out (the first takes a couple of seconds), on the table too
  const wait = ctx.pending && mine ? h("div", { class: "cb-wait", "aria-hidden": "true" },
    h("span", { class: "cb-spinner" }), cw("rolling")) : null;
  return h("div", { class: "cb-stage" }, canvas, wait);
}

/** The canvas takes its box's size in device pixels (crisp balls and numbers), then redraws. */
function fit(canvas) {
  const box = canvas.getBoundingClientRect();
  if (!box.width) return;
  const dpr = window.devicePixelRatio || 1;
  const width = Math.round(box.width * dpr);
  const height = Math.round(box.height * dpr);
  if (canvas.width === width && canvas.height === height) return;
  canvas.width = width; canvas.height = height;
  if (canvas === play.canvas) paintTable();
}

/** Draw the latest position (unless a shot is being played back on it, or the one shown last
 * while the next waits). */
function paintTable() {
  if (play.current || !play.canvas || !play.view?.table) return;
  if (play.queue.length && play.result?.view) {
    draw(play.canvas, play.result.view, { ...(play.result.view.balls || {}) }, false);
    return;
  }
  // the shot sent: no aim line while the server plays it
  draw(play.canvas, play.view, positions(play.view), play.aiming && !play.ctx?.pending);
}

/** The drawing's measures: metres to canvas pixels, the head rail on the left. */
function geometry(canvas, table) {
  const k = canvas.width / (table.length + 2 * RAIL); // canvas pixels a metre
  const css = canvas.getBoundingClientRect?.().width || canvas.width;
  const dpr = canvas.width / css; // canvas pixels a CSS pixel
  return {
    k, dpr,
    at: (x, y) => [(RAIL + y) * k, (RAIL + x) * k],
    ball: Math.max(table.radius * k, MIN_BALL * dpr),
  };
}

function toTable(table, canvas, e) {
  const box = canvas.getBoundingClientRect();
  const y = ((e.clientX - box.left) / box.width) * (table.length + 2 * RAIL) - RAIL;
  const x = ((e.clientY - box.top) / box.height) * (table.width + 2 * RAIL) - RAIL;
  return [x, y];
}

function drag(e, v, canvas, mode) {
  const t = v.table;
  const [x, y] = toTable(t, canvas, e);
  if (mode === "place") {
    const r = t.radius;
    cue.place = [Math.min(t.width - r, Math.max(r, x)), Math.min(t.head_string, Math.max(r, y))];
  } else {
    const from = cueBall(v);
    if (!from) return;
    cue.aim = ((Math.atan2(y - from[1], x - from[0]) * 180) / Math.PI + 360) % 360;
  }
  paintAim();
  paintTable();
}

function positions(v) {
  const out = {};
  for (const [n, p] of Object.entries(v.balls || {})) out[n] = p;
  if (cue.place) out["0"] = cue.place;
  return out;
}

function cueBall(v) {
  return cue.place || (v.balls || {})["0"] || null;
}

/** Where each ball is drawn: at its place, pushed apart where balls drawn larger than life
 * would overlap (a narrow screen), so every number shows. */
function spread(g, balls, table) {
  const out = Object.entries(balls).map(([n, [x, y]]) => {
    const [px, py] = g.at(x, y);
    return { n, px, py };
  });
  const need = 2 * g.ball * 0.98;
  if (g.ball <= table.radius * g.k * 1.02) return out;
  const [lo, hi] = [g.at(0, 0), g.at(table.width, table.length)];
  for (let pass = 0; pass < 12; pass++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i], b = out[j];
        let dx = b.px - a.px, dy = b.py - a.py;
        let d = Math.hypot(dx, dy);
        if (d >= need) continue;
        if (d < 1e-6) { dx = 1; dy = 0; d = 1; }
        const push = (need - d) / 2;
        a.px -= (dx / d) * push; a.py -= (dy / d) * push;
        b.px += (dx / d) * push; b.py += (dy / d) * push;
        moved = true;
      }
    }
    for (const b of out) {
      b.px = Math.min(hi[0] - g.ball, Math.max(lo[0] + g.ball, b.px));
      b.py = Math.min(hi[1] - g.ball, Math.max(lo[1] + g.ball, b.py));
    }
    if (!moved) break;
  }
  return out;
}

function draw(canvas, v, balls, aiming) {
  const c = canvas.getContext?.("2d");
  if (!c) return;
  const table = v.table;
  const g = geometry(canvas, table);
  const W = canvas.width, H = canvas.height;
  c.clearRect(0, 0, W, H);
  // The wood, the cushions and the cloth.
  const rail = RAIL * g.k;
  roundRect(c, 0, 0, W, H, rail * 0.6);
  c.fillStyle = "#6b3e1f"; c.fill();
  c.fillStyle = "#0e5a2f";
  c.fillRect(rail * 0.55, rail * 0.55, W - rail * 1.1, H - rail * 1.1);
  const cloth = c.createRadialGradient(W / 2, H / 2, H * 0.1, W / 2, H / 2, W * 0.6);
  cloth.addColorStop(0, "#17864a"); cloth.addColorStop(1, "#0f6a38");
  c.fillStyle = cloth;
  c.fillRect(rail, rail, table.length * g.k, table.width * g.k);
  // Diamonds on the rails.
  c.fillStyle = "rgba(255,240,210,0.8)";
  for (let i = 1; i < 8; i++) {
    if (i === 4) continue;
    const px = rail + (table.length * g.k * i) / 8;
    dot(c, px, rail * 0.3, Math.max(1.5, rail * 0.08));
    dot(c, px, H - rail * 0.3, Math.max(1.5, rail * 0.08));
  }
  for (let i = 1; i < 4; i++) {
    const py = rail + (table.width * g.k * i) / 4;
    dot(c, rail * 0.3, py, Math.max(1.5, rail * 0.08));
    dot(c, W - rail * 0.3, py, Math.max(1.5, rail * 0.08));
  }
  // The kitchen: behind the head string (shaded while the cue ball is in hand), and the foot spot.
  const [hx] = g.at(0, table.head_string);
  if (aiming && cue.place) {
    c.fillStyle = "rgba(255,255,255,0.10)";
    c.fillRect(rail, rail, hx - rail, table.width * g.k);
  }
  c.strokeStyle = "rgba(255,255,255,0.4)";
  c.lineWidth = Math.max(1, g.dpr);
  c.setLineDash([4 * g.dpr, 4 * g.dpr]);
  c.beginPath(); c.moveTo(hx, rail); c.lineTo(hx, H - rail); c.stroke();
  c.setLineDash([]);
  const [fx, fy] = g.at(...table.foot_spot);
  c.fillStyle = "rgba(255,255,255,0.6)";
  dot(c, fx, fy, 2 * g.dpr);
  // The pockets.
  for (const [px, py] of Object.values(table.pockets)) {
    const [cx, cy] = g.at(px, py);
    c.fillStyle = "#050505";
    dot(c, cx, cy, POCKET * g.k);
  }
  if (aiming) guide(c, g, v, balls);
  const wanted = myBalls(v);
  const placed = spread(g, balls, table);
  for (const b of placed) ball(c, g, b, wanted.has(Number(b.n)));
}

function roundRect(c, x, y, w, h, r) {
  c.beginPath();
  c.moveTo(x + r, y);
  c.arcTo(x + w, y, x + w, y + h, r); c.arcTo(x + w, y + h, x, y + h, r);
  c.arcTo(x, y + h, x, y, r); c.arcTo(x, y, x + w, y, r);
  c.closePath();
}

function dot(c, x, y, r) {
  c.beginPath(); c.arc(x, y, r, 0, 2 * Math.PI); c.fill();
}

/** One ball: its colour (a band for 9 to 15), a white disc with its number, a gold ring when
 * I hold a card for it. */
function ball(c, g, b, ringed) {
  const { px, py } = b;
  if (!Number.isFinite(px) || !Number.isFinite(py)) return;
  const R = g.ball;
  const num = Number(b.n);
  c.fillStyle = "rgba(0,0,0,0.35)";
  dot(c, px + R * 0.15, py + R * 0.2, R);
  c.save();
  c.beginPath(); c.arc(px, py, R, 0, 2 * Math.PI); c.clip();
  c.fillStyle = num > 8 ? COLOURS[0] : COLOURS[num] || "#999";
  c.fillRect(px - R, py - R, 2 * R, 2 * R);
  if (num > 8) {
    c.fillStyle = COLOURS[num];
    c.fillRect(px - R, py - R * 0.62, 2 * R, R * 1.24);
  }
  const shine = c.createRadialGradient(px - R * 0.4, py - R * 0.45, R * 0.1, px, py, R * 1.1);
  shine.addColorStop(0, "rgba(255,255,255,0.45)");
  shine.addColorStop(0.5, "rgba(255,255,255,0)");
  shine.addColorStop(1, "rgba(0,0,0,0.3)");
  c.fillStyle = shine;
  c.fillRect(px - R, py - R, 2 * R, 2 * R);
  c.restore();
  if (num > 0) {
    c.fillStyle = "#fffdf5";
    dot(c, px, py, R * 0.64);
    const size = Math.max(MIN_FONT * g.dpr, R * 0.92);
    c.font = `700 ${size}px system-ui, sans-serif`;
    c.textAlign = "center"; c.textBaseline = "middle";
    c.fillStyle = "#111";
    const text = String(num);
    const room = R * 1.3;
    const width = c.measureText(text).width;
    c.save();
    c.translate(px, py + size * 0.04);
    if (width > room) c.scale(room / width, 1);
    c.fillText(text, 0, 0);
    c.restore();
  }
  if (ringed) {
    // inside the ball's edge, so that touching balls keep apart
    const lw = Math.max(2 * g.dpr, R * 0.2);
    c.lineWidth = lw;
    c.strokeStyle = "#ffcf3f";
    c.beginPath(); c.arc(px, py, R - lw / 2, 0, 2 * Math.PI); c.stroke();
    // a dark edge inside it, so that it shows on a yellow ball too
    c.lineWidth = Math.max(1, g.dpr);
    c.strokeStyle = "rgba(40,24,0,0.85)";
    c.beginPath(); c.arc(px, py, R - lw, 0, 2 * Math.PI); c.stroke();
  }
}

/** The cue behind the cue ball, the aim line to the first ball in its path (its ghost ball) or
 * to a cushion, and where that ball would go. */
function guide(c, g, v, balls) {
  const from = cueBall(v);
  if (!from) return;
  const t = v.table;
  const dx = Math.cos((cue.aim * Math.PI) / 180);
  const dy = Math.sin((cue.aim * Math.PI) / 180);
  const r = t.radius;
  let reach = 3, target = null;
  for (const [n, [x, y]] of Object.entries(balls)) {
    if (n === "0") continue;
    // Where the moving cue ball first touches this ball, if its path comes within 2r.
    const ox = x - from[0], oy = y - from[1];
    const along = ox * dx + oy * dy;
    const off2 = ox * ox + oy * oy - along * along;
    if (along > 0 && off2 < 4 * r * r) {
      const d = along - Math.sqrt(4 * r * r - off2);
      if (d < reach) { reach = d; target = [x, y]; }
    }
  }
  for (const [lim, d] of [[(t.width - r - from[0]) / dx, dx], [(r - from[0]) / dx, -dx],
    [(t.length - r - from[1]) / dy, dy], [(r - from[1]) / dy, -dy]]) {
    if (d > 1e-9 && lim > 0 && lim < reach) { reach = lim; target = null; }
  }
  const [ax, ay] = g.at(...from);
  const ghost = [from[0] + dx * reach, from[1] + dy * reach];
  const [bx, by] = g.at(...ghost);
  // The cue stick, drawn back further the harder the shot.
  const [sx, sy] = [-dy, -dx]; // the aim's direction on the screen, reversed (y → x, x → y)
  const back = g.ball * 1.4 + (cue.speed / 10) * 0.25 * g.k;
  const long = 1.1 * g.k;
  c.lineCap = "round";
  c.strokeStyle = "#d9b27a";
  c.lineWidth = Math.max(3 * g.dpr, g.ball * 0.45);
  c.beginPath();
  c.moveTo(ax + sx * back, ay + sy * back);
  c.lineTo(ax + sx * (back + long), ay + sy * (back + long));
  c.stroke();
  c.lineCap = "butt";
  c.strokeStyle = "rgba(255,255,255,0.85)";
  c.lineWidth = Math.max(1.5, g.dpr * 1.5);
  c.beginPath(); c.moveTo(ax, ay); c.lineTo(bx, by); c.stroke();
  c.beginPath(); c.arc(bx, by, g.ball, 0, 2 * Math.PI); c.stroke();
  if (target) {
    // The object ball leaves along the line from the ghost ball through its centre.
    const [ox, oy] = [target[0] - ghost[0], target[1] - ghost[1]];
    const len = Math.hypot(ox, oy) || 1;
    const [tx0, ty0] = g.at(...target);
    const [tx1, ty1] = g.at(target[0] + (ox / len) * 0.35, target[1] + (oy / len) * 0.35);
    c.strokeStyle = "rgba(255,230,140,0.9)";
    c.setLineDash([5 * g.dpr, 4 * g.dpr]);
    c.beginPath(); c.moveTo(tx0, ty0); c.lineTo(tx1, ty1); c.stroke();
    c.setLineDash([]);
  }
}

// ---------- the cue controls ----------

let paintAim = () => {};

function controls(ctx, v) {
  const syncs = [];
  const slider = (label, key, min, max, step, unit) => {
    const out = h("output", { text: `${cue[key]}${unit}` });
    const input = h("input", { type: "range", min, max, step, value: String(cue[key]), "data-testid": `cue-${key}`,
      oninput: (e) => { cue[key] = Number(e.target.value); out.textContent = `${e.target.value}${unit}`; paintTable(); } });
    syncs.push(() => { input.value = String(cue[key]); out.textContent = `${cue[key]}${unit}`; });
    return h("label", { class: "cb-slider" }, h("span", { class: "cb-label", text: label }), input, out);
  };
  // Fine aim: a quarter of a degree at a time, for what a finger cannot drag.
  const aimOut = h("output", { "data-testid": "cue-aim", text: `${cue.aim.toFixed(1)}°` });
  paintAim = () => { aimOut.textContent = `${(((cue.aim % 360) + 360) % 360).toFixed(1)}°`; };
  const turn = (by, label) => h("button", { type: "button", class: "cb-fine", "aria-label": `${cw("aim")} ${label}`,
    onclick: () => { cue.aim = (cue.aim + by + 360) % 360; paintAim(); paintTable(); }, text: label });
  const pad = h("canvas", { width: 112, height: 112, class: "cb-spin", "data-testid": "cue-spin", "aria-label": w("spin") });
  const paintPad = () => {
    const g = pad.getContext?.("2d");
    if (!g) return;
    g.clearRect(0, 0, 112, 112);
    g.fillStyle = "#f5f5f0"; g.beginPath(); g.arc(56, 56, 52, 0, 2 * Math.PI); g.fill();
    g.strokeStyle = "#8a8a8a"; g.lineWidth = 2; g.beginPath(); g.arc(56, 56, 52 * 0.6, 0, 2 * Math.PI); g.stroke();
    g.fillStyle = "#1f4fd1"; g.beginPath(); g.arc(56 + cue.side * 52, 56 - cue.follow * 52, 8, 0, 2 * Math.PI); g.fill();
  };
  pad.onclick = (e) => {
    const box = pad.getBoundingClientRect();
    let sx = ((e.clientX - box.left) * (112 / box.width) - 56) / 52;
    let sy = -((e.clientY - box.top) * (112 / box.height) - 56) / 52;
    const reach = Math.hypot(sx, sy);
    if (reach > 0.6) { sx *= 0.6 / reach; sy *= 0.6 / reach; }
    cue.side = Math.round(sx * 100) / 100; cue.follow = Math.round(sy * 100) / 100;
    paintPad();
  };
  paintPad();
  const hints = (v.suggestions || []);
  const select = hints.length ? h("select", { "data-testid": "cue-suggestions",
    onchange: (e) => {
      const a = hints[Number(e.target.value)]?.action;
      if (!a) return;
      Object.assign(cue, { aim: a.aim, speed: a.speed, side: a.side, follow: a.follow, elevation: a.elevation });
      if (a.cue_x !== null) cue.place = [a.cue_x, a.cue_y];
      for (const sync of syncs) sync();
      paintAim(); paintTable(); paintPad();
    } }, h("option", { value: "", text: w("pick") }),
  hints.map((s, i) => h("option", { value: String(i), text: tx(s.label) }))) : null;
  const shoot = h("button", { type: "button", class: "primary cb-shoot", "data-testid": "shoot", disabled: ctx.pending,
    onclick: () => { ctx.act(shotAction()); paintStatus(); }, text: ctx.pending ? cw("rolling") : w("shoot") });
  play.shootButton = shoot;
  const key = v.breaking ? "breakNote" : v.in_hand ? "dragPlace" : "dragAim";
  return h("div", { class: "cb-controls", "data-testid": "cue-controls" },
    h("p", { class: "muted cb-note", text: w(key) }),
    select ? h("label", { class: "cb-suggest" }, h("span", { class: "cb-label", text: w("suggested") }), select) : null,
    h("div", { class: "cb-aim" }, h("span", { class: "cb-label", text: cw("aim") }), turn(-0.25, "−"), aimOut, turn(0.25, "+")),
    slider(w("power"), "speed", 0.2, 10, 0.1, ""),
    slider(w("elevation"), "elevation", 0, 60, 1, "°"),
    h("div", { class: "cb-spin-box" }, h("span", { class: "cb-label", text: cw("spin") }), pad),
    shoot);
}

function shotAction() {
  const round = (x, n = 3) => Math.round(x * 10 ** n) / 10 ** n;
  return {
    type: "shot", aim: round(((cue.aim % 360) + 360) % 360), speed: round(cue.speed, 2),
    side: cue.side, follow: cue.follow, elevation: cue.elevation,
    cue_x: cue.place ? round(cue.place[0], 4) : null, cue_y: cue.place ? round(cue.place[1], 4) : null,
  };
}

// ---------- playing shots back ----------

/** A new `shot` event among the latest events waits its turn to be played back. */
function enqueue(ctx, v) {
  const events = ctx.events || [];
  const shot = events.find((e) => e && e.kind === "shot");
  if (!shot) return;
  const key = `${ctx.table?.id ?? ""}:${v.shots}:${JSON.stringify(shot.shot)}`;
  if (play.seen.has(key)) return;
  play.seen.add(key);
  const item = { key, frames: shot.frames, view: v, events, pocketed: new Set([...(shot.pocketed || []), ...(shot.off || [])].map(String)) };
  // Shots that piled up (a tab in the background) are not all played: their words are kept.
  while (play.queue.length >= 2) play.result = play.queue.shift();
  play.queue.push(item);
}

// The result of a shot stays in sight this long before the next shot waiting is played.
const BETWEEN_MS = 1500;

function startNext() {
  if (play.current || play.timer) return;
  const item = play.queue.shift();
  if (!item) return;
  if (!item.frames || !item.frames.tracks || typeof requestAnimationFrame === "undefined") {
    play.result = item;
    startNext();
    paintStatus();
    paintTable();
    return;
  }
  play.current = { ...item, start: performance.now() };
  paintStatus();
  play.raf = requestAnimationFrame(step);
}

/** A tap on the table while balls roll: every shot waiting ends at once. */
function skip() {
  cancelAnimationFrame(play.raf);
  clearTimeout(play.timer);
  play.timer = 0;
  play.result = play.queue.length ? play.queue[play.queue.length - 1] : play.current;
  play.queue = [];
  play.current = null;
  paintStatus();
  paintTable();
}

function step(now) {
  const cur = play.current;
  if (!cur) return;
  const { frames, view } = cur;
  // (a frame's time may be a little before the start was taken)
  const i = Math.max(0, Math.floor(((now - cur.start) / 1000) * frames.fps));
  let running = false;
  // Balls that did not move stay where they were; the shot's own view has them all.
  const balls = { ...(view.balls || {}) };
  for (const [n, track] of Object.entries(frames.tracks)) {
    const count = track.length / 2;
    if (i < count) running = true;
    if (i >= count && cur.pocketed.has(n)) { delete balls[n]; continue; }
    const k = Math.min(i, count - 1);
    balls[n] = [track[2 * k] / 1000, track[2 * k + 1] / 1000];
  }
  if (running && play.canvas) {
    draw(play.canvas, view, balls, false);
    play.raf = requestAnimationFrame(step);
    return;
  }
  play.raf = 0;
  play.result = cur;
  play.current = null;
  paintStatus();
  paintTable();
  if (play.queue.length) {
    // the next shot waits a moment: this one's result is read first
    play.timer = setTimeout(() => { play.timer = 0; startNext(); }, BETWEEN_MS);
  }
}

export const _forTests = { cue, shotAction, play };
