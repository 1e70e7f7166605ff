// Playing Card Ball's shots back: a new `shot` event waits its turn, then its balls roll on the
// table from the event's frames, and its result is said in the status line over the table
// ("balls rolling" while my shot is with the server or a shot is rolling); a tap on the table
// ends every shot waiting at once. Between shots the table shows the latest position.

import { h } from "../../dom.js";
import { t, tx } from "../../i18n.js";
import { seatName } from "../../ui/seat.js";
import { cue, play, w } from "./common.js";
import { draw } from "./draw.js";

const FOULS = new Set(["miss", "kitchen", "no_rail", "closed_break", "scratch", "cue_off", "ball_off", "wrong_ball", "right_and_wrong"]);

/** Whether balls are rolling: my shot is with the server, or a shot is being played back. */
function rolling() {
  return Boolean(play.ctx?.pending || play.current);
}

/** Whether shots are still to be shown: the table shows the last one shown until then. */
export function behind() {
  return Boolean(play.current || play.queue.length);
}

/** The status line over the table: "balls rolling", or the last shot's result in words. */
export function paintStatus() {
  const el = play.status;
  if (!el) return;
  const ctx = play.ctx;
  if (rolling()) {
    el.dataset.state = "rolling";
    el.replaceChildren(h("span", { class: "cb-rolling", "data-testid": "shot-rolling" },
      h("span", { class: "cb-spinner", "aria-hidden": "true" }), w("rolling")),
    ...(play.current ? [h("span", { class: "cb-skip", text: w("skip") })] : []));
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
    play.shootButton.textContent = pending ? w("rolling") : w("shoot");
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
  const text = v.turn === ctx.seat ? w("nextYou") : w("next", { name: seatName(ctx, v.turn) });
  return h("strong", { class: "cb-next", "data-testid": "next-shot", text });
}

/** Draw the latest position (unless a shot is being played back on it, or the one shown last
 * while the next waits). */
export function paintTable() {
  if (play.current || !play.canvas || !play.view?.table) return;
  if (play.queue.length && play.result?.view) {
    draw(play.canvas, play.result.view, { ...(play.result.view.balls || {}) }, null);
    return;
  }
  // the shot sent: no aim line while the server plays it
  draw(play.canvas, play.view, positions(play.view), play.aiming && !play.ctx?.pending ? cue : null);
}

/** The balls of `v`, with the cue ball where I placed it. */
function positions(v) {
  const out = {};
  for (const [n, p] of Object.entries(v.balls || {})) out[n] = p;
  if (cue.place) out["0"] = cue.place;
  return out;
}

/** A new `shot` event among the latest events waits its turn to be played back. */
export function enqueue(ctx, v) {
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

export function startNext() {
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
export function skip() {
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
    draw(play.canvas, view, balls, null);
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
