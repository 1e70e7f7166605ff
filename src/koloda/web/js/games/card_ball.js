// Card Ball: the table from above on a canvas (foot rail at the top, the kitchen at the bottom),
// the seats' card counts, the stock and the piles, my hand, the last shot's ruling, and on my
// turn the cue: drag on the table to aim (a guide line shows the path to the first ball), set
// power, spin and elevation, place the cue ball in the kitchen when it is in hand, and shoot.
// The shot plays back from the frames in the `shot` event. No rule lives here: the server checks
// every shot (a continuous action) and says why one is refused.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { cardEl } from "../cards.js";
import { seatName, seatPlate } from "../ui/seat.js";

// The board's own words are in the client's catalogs (web/messages/*.ftl, "card_ball-<key>").

const FOULS = new Set(["miss", "kitchen", "no_rail", "closed_break", "scratch", "cue_off", "ball_off", "wrong_ball", "right_and_wrong"]);

const COLOURS = ["#f5f5f0", "#f2c200", "#1f4fd1", "#d62a2a", "#6a2c91", "#f07a12", "#1d8a3a",
  "#7a1f1f", "#111111", "#f2c200", "#1f4fd1", "#d62a2a", "#6a2c91", "#f07a12", "#1d8a3a", "#7a1f1f"];
const SCALE = 300; // canvas pixels a metre
const RAIL = 18; // pixels of wood around the bed

const w = (key) => t(`card_ball.${key}`);

// "1 card", "5 cards"; "1 карта", "2 карты", "5 карт" (the catalog's plural forms).
function cardCount(n) {
  return t("card_ball.cards", { n });
}

// The cue controls below the table replace the action bar (the listed shots are in its
// "suggested shots" menu); the server checks every shot sent.
export const ownsActions = true;

// The cue as the player sets it: kept between renders of the same table position.
const cue = { key: null, aim: 90, speed: 3, side: 0, follow: 0, elevation: 0, place: null };
// The shot animation in progress (frames from the latest `shot` event).
const anim = { key: null, frames: null, start: 0, canvas: null, raf: 0 };

/** The Card Ball board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const players = v.players ?? (v.cards_left || []).length;
  const me = Number.isInteger(ctx.seat) ? ctx.seat : null;
  const mine = me !== null && !ctx.readonly && (ctx.actors || []).includes(me) && !v.outcome;
  resetCue(v, mine);
  const canvas = tableCanvas(ctx, v, mine);
  const board = h("div", { class: "board card-ball", "data-testid": "card-ball" },
    h("div", { class: "opponents" }, Array.from({ length: players }, (_, seat) =>
      h("section", { class: "seat-area", dataset: { seat: String(seat) } },
        seatPlate(ctx, seat, [cardCount((v.cards_left || [])[seat] ?? 0)])))),
    h("div", { class: "card-ball-main", style: { display: "flex", gap: "1rem", flexWrap: "wrap" } },
      canvas,
      h("div", { class: "card-ball-side", style: { minWidth: "14rem", flex: "1" } },
        piles(v), lastShot(ctx, v), note(v, mine), mine ? controls(ctx, v, canvas) : null)),
    me !== null && Array.isArray(v.hand)
      ? h("section", { class: "seat-area me" }, h("div", { class: "hand-label", text: w("hand") }),
        h("div", { class: "cards", "data-testid": "hand" }, v.hand.map((code) => cardEl(code))))
      : null,
  );
  startAnimation(ctx, v, canvas);
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

function piles(v) {
  const list = (codes) => (codes && codes.length ? codes.map((c) => cardEl(c, { small: true })) : "—");
  return h("div", { class: "piles" },
    h("p", { text: `${w("stock")}: ${v.stock}   ${w("shots")}: ${v.shots}/${v.shot_limit}` }),
    h("div", {}, `${w("aside")}: `, h("span", { class: "cards" }, list(v.set_aside))),
    h("div", {}, `${w("gone")}: `, h("span", { class: "cards" }, list(v.gone))));
}

function lastShot(ctx, v) {
  const last = v.last;
  if (!last) return null;
  const who = `${w("last")} (${seatName(ctx, last.seat)}): `;
  if (last.fouls.length) {
    const names = last.fouls.map((f) => (FOULS.has(f) ? t(`card_ball.foul.${f}`) : f)).join(", ");
    return h("p", { class: "foul", "data-testid": "last-shot", style: { color: "#c0392b", fontWeight: "bold" } },
      `${who}${w("foul")}: ${names} (${w("penalty")})`);
  }
  const what = last.potted.length ? `${w("potted")} ${last.potted.join(", ")}` : w("legal");
  return h("p", { "data-testid": "last-shot" }, who + what);
}

function note(v, mine) {
  if (!mine) return null;
  const key = v.breaking ? "breakNote" : v.in_hand ? "dragPlace" : "dragAim";
  return h("p", { class: "muted", text: w(key) });
}

// ---------- the table ----------

function tableCanvas(ctx, v, mine) {
  const t = v.table;
  const width = Math.round(t.width * SCALE) + 2 * RAIL;
  const height = Math.round(t.length * SCALE) + 2 * RAIL;
  const canvas = h("canvas", { width, height, class: "card-ball-table", "data-testid": "pool-table",
    style: { maxWidth: "100%", touchAction: "none", cursor: mine ? "crosshair" : "default" } });
  canvas.onpointerdown = mine ? (e) => { canvas.setPointerCapture(e.pointerId); drag(e, v, canvas); } : null;
  canvas.onpointermove = mine ? (e) => { if (e.buttons) drag(e, v, canvas); } : null;
  anim.canvas = canvas;
  draw(canvas, v, positions(v), mine);
  return canvas;
}

/** Table metres to canvas pixels: the head rail at the bottom. */
function toPixel(t, x, y) {
  return [RAIL + x * SCALE, RAIL + (t.length - y) * SCALE];
}

function toTable(t, canvas, e) {
  const box = canvas.getBoundingClientRect();
  const px = (e.clientX - box.left) * (canvas.width / box.width);
  const py = (e.clientY - box.top) * (canvas.height / box.height);
  return [(px - RAIL) / SCALE, t.length - (py - RAIL) / SCALE];
}

function drag(e, v, canvas) {
  const t = v.table;
  const [x, y] = toTable(t, canvas, e);
  if (cue.place && y <= t.head_string) {
    const r = t.radius;
    cue.place = [Math.min(t.width - r, Math.max(r, x)), Math.min(t.head_string, Math.max(r, y))];
  } else {
    const from = cueBall(v);
    if (!from) return;
    cue.aim = ((Math.atan2(y - from[1], x - from[0]) * 180) / Math.PI + 360) % 360;
  }
  draw(canvas, v, positions(v), true);
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

function draw(canvas, v, balls, aiming) {
  const g = canvas.getContext?.("2d");
  if (!g) return;
  const t = v.table;
  g.fillStyle = "#6b3e1f";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = "#11703a";
  g.fillRect(RAIL, RAIL, t.width * SCALE, t.length * SCALE);
  // The head string and the foot spot.
  const [, hy] = toPixel(t, 0, t.head_string);
  g.strokeStyle = "rgba(255,255,255,0.35)";
  g.setLineDash([4, 4]);
  g.beginPath(); g.moveTo(RAIL, hy); g.lineTo(RAIL + t.width * SCALE, hy); g.stroke();
  g.setLineDash([]);
  const [fx, fy] = toPixel(t, ...t.foot_spot);
  g.fillStyle = "rgba(255,255,255,0.6)";
  g.beginPath(); g.arc(fx, fy, 2, 0, 2 * Math.PI); g.fill();
  g.fillStyle = "#050505";
  for (const [px, py] of Object.values(t.pockets)) {
    const [cx, cy] = toPixel(t, px, py);
    g.beginPath(); g.arc(cx, cy, 0.06 * SCALE, 0, 2 * Math.PI); g.fill();
  }
  if (aiming) guide(g, v, balls);
  const r = t.radius * SCALE;
  for (const [n, [x, y]] of Object.entries(balls)) {
    const [cx, cy] = toPixel(t, x, y);
    const num = Number(n);
    g.fillStyle = COLOURS[num] || "#999";
    g.beginPath(); g.arc(cx, cy, r, 0, 2 * Math.PI); g.fill();
    if (num > 8) {
      // Stripes: a white ball with a coloured band.
      g.fillStyle = "#f5f5f0";
      g.beginPath(); g.arc(cx, cy, r, 0.25 * Math.PI, 0.75 * Math.PI); g.fill();
      g.beginPath(); g.arc(cx, cy, r, 1.25 * Math.PI, 1.75 * Math.PI); g.fill();
    }
    if (num > 0) {
      g.fillStyle = "#fff";
      g.beginPath(); g.arc(cx, cy, r * 0.5, 0, 2 * Math.PI); g.fill();
      g.fillStyle = "#000";
      g.font = `${Math.round(r * 0.75)}px sans-serif`;
      g.textAlign = "center"; g.textBaseline = "middle";
      g.fillText(String(num), cx, cy + 0.5);
    }
  }
}

/** The aim line from the cue ball to the first ball in its path (its ghost ball), or to a rail. */
function guide(g, v, balls) {
  const from = cueBall(v);
  if (!from) return;
  const t = v.table;
  const dx = Math.cos((cue.aim * Math.PI) / 180);
  const dy = Math.sin((cue.aim * Math.PI) / 180);
  const r = t.radius;
  let reach = 3;
  for (const [n, [x, y]] of Object.entries(balls)) {
    if (n === "0") continue;
    // Where the moving cue ball first touches this ball, if its path comes within 2r.
    const ox = x - from[0], oy = y - from[1];
    const along = ox * dx + oy * dy;
    const off2 = ox * ox + oy * oy - along * along;
    if (along > 0 && off2 < 4 * r * r) reach = Math.min(reach, along - Math.sqrt(4 * r * r - off2));
  }
  for (const [lim, d] of [[(t.width - r - from[0]) / dx, dx], [(r - from[0]) / dx, -dx],
    [(t.length - r - from[1]) / dy, dy], [(r - from[1]) / dy, -dy]]) {
    if (d > 1e-9 && lim > 0) reach = Math.min(reach, lim);
  }
  const [ax, ay] = toPixel(t, ...from);
  const [bx, by] = toPixel(t, from[0] + dx * reach, from[1] + dy * reach);
  g.strokeStyle = "rgba(255,255,255,0.8)";
  g.beginPath(); g.moveTo(ax, ay); g.lineTo(bx, by); g.stroke();
  g.beginPath(); g.arc(bx, by, r * SCALE, 0, 2 * Math.PI); g.stroke();
}

// ---------- the cue controls ----------

function controls(ctx, v, canvas) {
  const redraw = () => draw(canvas, v, positions(v), true);
  const slider = (label, key, min, max, step) => {
    const out = h("output", { text: String(cue[key]) });
    return h("label", { class: "cue-control", style: { display: "block" } }, `${label}: `,
      h("input", { type: "range", min, max, step, value: String(cue[key]), "data-testid": `cue-${key}`,
        oninput: (e) => { cue[key] = Number(e.target.value); out.textContent = e.target.value; redraw(); } }),
      out);
  };
  const pad = h("canvas", { width: 80, height: 80, "data-testid": "cue-spin", style: { cursor: "pointer" } });
  const paintPad = () => {
    const g = pad.getContext?.("2d");
    if (!g) return;
    g.clearRect(0, 0, 80, 80);
    g.fillStyle = "#f5f5f0"; g.beginPath(); g.arc(40, 40, 36, 0, 2 * Math.PI); g.fill();
    g.strokeStyle = "#999"; g.beginPath(); g.arc(40, 40, 36 * 0.6, 0, 2 * Math.PI); g.stroke();
    g.fillStyle = "#1f4fd1"; g.beginPath(); g.arc(40 + cue.side * 36, 40 - cue.follow * 36, 5, 0, 2 * Math.PI); g.fill();
  };
  pad.onclick = (e) => {
    const box = pad.getBoundingClientRect();
    let sx = ((e.clientX - box.left) * (80 / box.width) - 40) / 36;
    let sy = -((e.clientY - box.top) * (80 / box.height) - 40) / 36;
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
      redraw();
    } }, h("option", { value: "", text: w("pick") }),
  hints.map((s, i) => h("option", { value: String(i), text: tx(s.label) }))) : null;
  return h("div", { class: "cue-controls", "data-testid": "cue-controls" },
    select ? h("label", { style: { display: "block" } }, `${w("suggested")}: `, select) : null,
    slider(w("power"), "speed", 0.2, 10, 0.1),
    slider(w("elevation"), "elevation", 0, 60, 1),
    h("div", {}, w("spin"), pad),
    h("button", { type: "button", class: "primary", "data-testid": "shoot", disabled: ctx.pending,
      onclick: () => ctx.act(shotAction()), text: w("shoot") }));
}

function shotAction() {
  const round = (x, n = 3) => Math.round(x * 10 ** n) / 10 ** n;
  return {
    type: "shot", aim: round(((cue.aim % 360) + 360) % 360), speed: round(cue.speed, 2),
    side: cue.side, follow: cue.follow, elevation: cue.elevation,
    cue_x: cue.place ? round(cue.place[0], 4) : null, cue_y: cue.place ? round(cue.place[1], 4) : null,
  };
}

// ---------- playing a shot back ----------

function startAnimation(ctx, v, canvas) {
  const shot = [...(ctx.events || [])].reverse().find((e) => e.kind === "shot" && e.frames);
  const key = shot ? `${v.shots}:${JSON.stringify(shot.shot)}` : null;
  if (!shot || anim.key === key) {
    if (anim.frames && anim.raf) anim.canvas = canvas; // an animation running keeps drawing here
    return;
  }
  anim.key = key;
  anim.frames = shot.frames;
  anim.view = v;
  anim.pocketed = new Set((shot.pocketed || []).map(String));
  anim.start = performance.now();
  anim.canvas = canvas;
  anim.aiming = canvas.style.cursor === "crosshair";
  cancelAnimationFrame(anim.raf);
  anim.raf = requestAnimationFrame(step);
}

function step(now) {
  const { frames, view } = anim;
  const i = Math.floor(((now - anim.start) / 1000) * frames.fps);
  let running = false;
  // Balls that did not move stay where they were; the final view has them all.
  const balls = { ...(view.balls || {}) };
  for (const [n, track] of Object.entries(frames.tracks)) {
    const count = track.length / 2;
    if (i < count) running = true;
    if (i >= count && anim.pocketed.has(n)) { delete balls[n]; continue; }
    const k = Math.min(i, count - 1);
    balls[n] = [track[2 * k] / 1000, track[2 * k + 1] / 1000];
  }
  if (running) {
    draw(anim.canvas, view, balls, false);
    anim.raf = requestAnimationFrame(step);
  } else {
    anim.raf = 0;
    anim.frames = null;
    draw(anim.canvas, view, positions(view), anim.aiming);
  }
}

export const _forTests = { cue, shotAction };
