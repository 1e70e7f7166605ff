// Card Ball: the pool table from above, lying on its long side (the head rail and its kitchen on
// the left, the foot spot and the rack on the right), as wide as the board; the seats' card
// counts, the last shot's result in words, the cue on my turn (drag on the table to aim, a guide
// line to the first ball, power, spin, elevation, the cue ball placed in the kitchen when it is
// in hand), my hand and the piles. A shot sent shows "balls rolling" at once (the server takes a
// moment to simulate it), then plays back from the frames of its `shot` event; the shots that
// arrive meanwhile wait their turn. No rule lives here: the server checks every shot.
//
// This module lays the board out; its parts are in card_ball/: draw.js (the table on a
// canvas), aim.js (the cue: dragging, the controls, the shot sent), playback.js (shots played
// back from their frames, the result line), common.js (the state and words they share).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { cardEl } from "../cards.js";
import { seatPlate } from "../ui/seat.js";
import { controls, drag, resetCue, shotAction } from "./card_ball/aim.js";
import { cue, play, w } from "./card_ball/common.js";
import { toTable } from "./card_ball/draw.js";
import { behind, enqueue, paintStatus, paintTable, skip, startNext } from "./card_ball/playback.js";

// The board's look: its own style sheet (of this module's build), added to the page once.
if (typeof document !== "undefined" && !document.querySelector("link[data-card-ball]")) {
  const href = new URL("../../css/card_ball.css", import.meta.url).href;
  document.head.append(h("link", { rel: "stylesheet", href, "data-card-ball": "" }));
}

// "1 card", "5 cards"; "1 карта", "2 карты", "5 карт" (the catalog's plural forms).
function cardCount(n) {
  return t("card_ball.cards", { n });
}

// The cue controls below the table replace the action bar (the listed shots are in its
// "suggested shots" menu); the server checks every shot sent.
export const ownsActions = true;

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

function hand(v) {
  return h("section", { class: "cb-hand" },
    h("div", { class: "cb-label", text: w("hand") }),
    h("div", { class: "cards", "data-testid": "hand" }, v.hand.map((code) => cardEl(code, { small: true }))),
    v.hand.length ? h("div", { class: "cb-legend" }, h("span", { class: "cb-ring", "aria-hidden": "true" }), w("ring")) : null);
}

function piles(v) {
  const list = (codes) => (codes && codes.length ? codes.map((c) => cardEl(c, { small: true })) : "—");
  return h("section", { class: "cb-piles" },
    h("p", { text: `${w("stock")}: ${v.stock} · ${w("shots")}: ${v.shots}/${v.shot_limit}` }),
    h("div", { class: "cb-pile" }, h("span", { text: `${w("aside")}: ` }), h("span", { class: "cards" }, list(v.set_aside))),
    h("div", { class: "cb-pile" }, h("span", { text: `${w("gone")}: ` }), h("span", { class: "cards" }, list(v.gone))));
}

/** The table's canvas: a tap while shots are played back skips them; on my turn a drag aims,
 * or places a cue ball in hand. */
function tableStage(ctx, v, mine) {
  const canvas = h("canvas", { class: "cb-table", "data-testid": "pool-table", role: "img",
    "aria-label": w("tableLabel"), style: { cursor: mine ? "crosshair" : "default" } });
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
    h("span", { class: "cb-spinner" }), w("rolling")) : null;
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

export const _forTests = { cue, shotAction, play };
