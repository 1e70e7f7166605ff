// Aiming in Card Ball: the cue as the player sets it (kept while the position stays, set afresh
// from the first suggested shot when it changes), dragging on the table to aim or to place a
// cue ball in hand in the kitchen, the controls below the table (fine aim, power, elevation,
// spin, the suggested shots, "Shoot") and the shot they send.

import { h } from "../../dom.js";
import { tx } from "../../i18n.js";
import { cue, play, w } from "./common.js";
import { cueBall, toTable } from "./draw.js";
import { paintStatus, paintTable } from "./playback.js";

/** A new position (another shot was played) starts the cue afresh. */
export function resetCue(v, mine) {
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

// Shows the fine aim in degrees; set by the latest controls drawn.
let paintAim = () => {};

/** A pointer down or dragging on the table: the cue ball placed in the kitchen (`mode`
 * "place"), else the aim turned toward the pointer. */
export function drag(e, v, canvas, mode) {
  const t = v.table;
  const [x, y] = toTable(t, canvas, e);
  if (mode === "place") {
    const r = t.radius;
    cue.place = [Math.min(t.width - r, Math.max(r, x)), Math.min(t.head_string, Math.max(r, y))];
  } else {
    const from = cueBall(v, cue);
    if (!from) return;
    cue.aim = ((Math.atan2(y - from[1], x - from[0]) * 180) / Math.PI + 360) % 360;
  }
  paintAim();
  paintTable();
}

/** The cue controls below the table; they replace the action bar (the listed shots are in
 * its "suggested shots" menu). */
export function controls(ctx, v) {
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
  const turn = (by, label) => h("button", { type: "button", class: "cb-fine", "aria-label": `${w("aim")} ${label}`,
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
    onclick: () => { ctx.act(shotAction()); paintStatus(); }, text: ctx.pending ? w("rolling") : w("shoot") });
  play.shootButton = shoot;
  const key = v.breaking ? "breakNote" : v.in_hand ? "dragPlace" : "dragAim";
  return h("div", { class: "cb-controls", "data-testid": "cue-controls" },
    h("p", { class: "muted cb-note", text: w(key) }),
    select ? h("label", { class: "cb-suggest" }, h("span", { class: "cb-label", text: w("suggested") }), select) : null,
    h("div", { class: "cb-aim" }, h("span", { class: "cb-label", text: w("aim") }), turn(-0.25, "−"), aimOut, turn(0.25, "+")),
    slider(w("power"), "speed", 0.2, 10, 0.1, ""),
    slider(w("elevation"), "elevation", 0, 60, 1, "°"),
    h("div", { class: "cb-spin-box" }, h("span", { class: "cb-label", text: w("spinLabel") }), pad),
    shoot);
}

/** The shot the cue sends, rounded as the server reads it. */
export function shotAction() {
  const round = (x, n = 3) => Math.round(x * 10 ** n) / 10 ** n;
  return {
    type: "shot", aim: round(((cue.aim % 360) + 360) % 360), speed: round(cue.speed, 2),
    side: cue.side, follow: cue.follow, elevation: cue.elevation,
    cue_x: cue.place ? round(cue.place[0], 4) : null, cue_y: cue.place ? round(cue.place[1], 4) : null,
  };
}
