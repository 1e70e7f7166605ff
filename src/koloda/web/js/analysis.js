// The analysis page (/analysis/{id}?seat=N): one seat's moves in a finished game beside the
// search's best, judged from that seat's own information. Asks the server to analyse when this
// browser may (it holds that seat's token, or the host's for a bot's seat), shows its place in
// the server's queue and the progress, then, as lichess does: the board at the chosen decision
// (the game's own renderer, the position the move was played in as that seat saw it: GET
// /replay/{move - 1}?seat=S) with the move played and the best one marked on it, a graph of the
// estimated win chance with its axes (a tap on it picks the decision), a summary, and every
// decision in a list. The arrow keys (and Home/End) and swipes on the board step through the
// decisions. Anyone else reads an analysis already made.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api, loadSeat, tableIdFromPath } from "./api.js";
import { loadRenderer } from "./games/index.js";
import { pageHeader } from "./ui/header.js";
import { seatName } from "./ui/seat.js";

const NS = "http://www.w3.org/2000/svg";
const POLL_MS = 500;
const VERDICTS = { inaccuracy: "analysis.inaccuracy", mistake: "analysis.mistake", blunder: "analysis.blunder" };

const tableId = tableIdFromPath();
pageHeader($("#top"));
const main = $("#main");
const page = {
  table: null, seat: Number(new URLSearchParams(location.search).get("seat")) || 0, status: null,
  renderer: null,
  selected: 0, // the chosen decision (an index into the analysis' decisions)
  steps: new Map(), // "seat:n" -> the replay's answer (a promise)
  shown: null, // the replay's answer for the chosen decision once it came
};

/** The token with which this browser may start the shown seat's analysis, or null: the seat's
 * own, or the host's for a bot's seat (the server refuses anyone else). */
function startToken() {
  const held = loadSeat(tableId);
  if (!held) return null;
  if (held.seat === page.seat) return held.token;
  return held.host && page.table?.seats[page.seat]?.kind === "bot" ? held.token : null;
}

const percent = (x) => (x === null || x === undefined ? "—" : `${Math.round(x * 100)}%`);
const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const svg = (tag, attrs = {}) => {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
};

function decisionsOf() {
  return page.status?.status === "done" ? page.status.analysis?.decisions || [] : [];
}

// ---------- the board at a decision ----------

const path = (suffix) => `/tables/${encodeURIComponent(tableId)}${suffix}`;

/** The position after `n` actions as seat `page.seat` saw it (kept: stepping back costs nothing). */
function position(n) {
  const key = `${page.seat}:${n}`;
  if (!page.steps.has(key)) {
    page.steps.set(key, api("GET", path(`/replay/${n}?seat=${page.seat}`)).catch((err) => {
      page.steps.delete(key);
      throw err;
    }));
  }
  return page.steps.get(key);
}

/** Choose decision `i`: its position is fetched (the one before its move), then drawn. `focus`:
 * where the focus stays once the page is drawn again ("row": the chosen line of the list,
 * "graph": the graph), else nowhere in particular. */
async function select(i, focus = null) {
  const all = decisionsOf();
  if (!all.length) return;
  const index = Math.max(0, Math.min(all.length - 1, i));
  page.selected = index;
  const move = all[index].move;
  page.wanted = `${page.seat}:${move}`;
  page.focus = focus;
  render();
  try {
    const data = await position(move - 1);
    if (page.selected !== index || decisionsOf()[index]?.move !== move) return; // chosen again meanwhile
    page.shown = { move, data };
    render();
    // the neighbours' positions ahead, so that stepping is instant
    for (const j of [index - 1, index + 1]) if (all[j]) position(all[j].move - 1).catch(() => {});
  } catch (err) {
    page.shown = { move, error: tx(err.reason) || t("error.generic") };
    render();
  }
}

/** Every name an action gives (its card, cards, a choice), as markSuggestion reads it. */
function namesIn(action) {
  const named = new Set();
  const walk = (value) => {
    if (typeof value === "string" || typeof value === "number") named.add(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const [key, value] of Object.entries(action || {})) if (key !== "type") walk(value);
  return named;
}

/** Ring on the board what `action` names (`kind`: "played" or "best"): one element a name,
 * the analysed seat's own first (its hand), else the first on the board. */
function mark(board, action, kind, words) {
  const named = namesIn(action);
  const found = new Map();
  for (const el of board.querySelectorAll("[data-code], [data-choice]")) {
    const name = el.dataset.code ?? el.dataset.choice;
    if (!named.has(name)) continue;
    const mine = el.closest(".seat-area.me, .clash-side.mine, .me");
    const seen = found.get(name);
    if (!seen || (!seen.mine && mine)) found.set(name, { el, mine });
  }
  for (const { el } of found.values()) {
    el.classList.add(`mark-${kind}`);
    el.dataset.mark = el.dataset.mark ? `${el.dataset.mark} · ${words}` : words;
  }
}

function boardSection(all) {
  const d = all[page.selected];
  const shown = page.shown?.move === d.move ? page.shown : null;
  const ctx = {
    view: shown?.data?.view || {}, events: [], table: page.table, seat: page.seat,
    actors: shown?.data?.actors || [], legal: [], selection: new Set(), selectable: new Set(),
    readonly: true, pending: true, toggle() {}, quickPlay() {}, clear() {}, act() {}, rerender: () => render(),
  };
  const box = h("div", {
    class: "board-box analysis-board", "data-testid": "analysis-board",
    dataset: { game: page.table.game, move: shown ? String(d.move) : "", ...(shown ? {} : { loading: "" }) },
    "aria-label": t("analysis.position", { move: d.move }), role: "region",
  }, shown?.error ? h("p", { text: shown.error })
    : shown && page.renderer ? page.renderer.render(ctx) : h("p", { class: "muted-light", text: t("lobby.loading") }));
  if (shown && !shown.error) {
    const bestToo = d.best && !same(d.best, d.played);
    mark(box, d.played, "played", bestToo ? t("analysis.markPlayed") : t("analysis.markBoth"));
    if (bestToo) mark(box, d.best, "best", t("analysis.markBest"));
  }
  swipe(box);
  return box;
}

/** A swipe on the board steps: to the left the next decision, to the right the one before. */
function swipe(el) {
  let from = null;
  el.addEventListener("pointerdown", (e) => { if (e.isPrimary) from = { x: e.clientX, y: e.clientY, id: e.pointerId }; });
  el.addEventListener("pointercancel", () => { from = null; });
  el.addEventListener("pointerup", (e) => {
    if (!from || e.pointerId !== from.id) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    from = null;
    if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    select(page.selected + (dx < 0 ? 1 : -1));
  });
}

/** What was played and what the search liked best, in the marks' colours, and the steps. */
function stepper(all) {
  const d = all[page.selected];
  const button = (key, testid, to, disabled, label) => h("button", {
    type: "button", "data-testid": testid, disabled, onclick: () => select(to), "aria-label": t(label), title: t(label), text: key,
  });
  const last = all.length - 1;
  const bestToo = d.best && !same(d.best, d.played);
  return h("div", { class: "analysis-step" },
    h("div", { class: "row analysis-nav" },
      button("«", "analysis-first", 0, page.selected === 0, "analysis.first"),
      button("‹", "analysis-prev", page.selected - 1, page.selected === 0, "analysis.prev"),
      h("span", { class: "analysis-where", "data-testid": "analysis-where", "aria-live": "polite",
        text: t("analysis.where", { move: d.move, n: page.selected + 1, total: all.length }) }),
      button("›", "analysis-next", page.selected + 1, page.selected === last, "analysis.next"),
      button("»", "analysis-last", last, page.selected === last, "analysis.last")),
    h("p", { class: "analysis-caption", "data-testid": "analysis-caption" },
      h("span", { class: `said played${bestToo ? "" : " both"}` },
        h("b", { text: `${t(bestToo ? "analysis.playedWas" : "analysis.playedBest")} ` }),
        tx(d.played_label) || "—", ` · ${percent(d.played_value)}`,
        d.verdict ? h("span", { class: `verdict-tag ${d.verdict}`, text: t(VERDICTS[d.verdict]) }) : null),
      bestToo ? h("span", { class: "said best" },
        h("b", { text: `${t("analysis.bestWas")} ` }), tx(d.best_label) || "—", ` · ${percent(d.best_value)}`) : null));
}

// ---------- the graph, with its axes ----------

/** Round tick values from `lo` to `hi`, at most about `most` of them. */
function ticks(lo, hi, most = 6) {
  const span = Math.max(1, hi - lo);
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000].find((s) => span / s <= most) || Math.ceil(span / most);
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(v);
  if (!out.includes(lo)) out.unshift(lo);
  return out;
}

/** The estimated win chance over the game: the best move's (the position's worth) and the
 * move played, placed by move number, the chance from 0% to 100% up the side; the verdicts are
 * dots, the chosen decision a line. The plot is one control (a slider over the decisions): a tap
 * picks the verdict dot under the finger, else the decision nearest along the moves; with the
 * focus on it the arrow keys (and Home/End) step. The dots are drawn, not buttons of their own:
 * over a long game they lie on one another, and the list of decisions is the way to each. */
function graph(analysis) {
  const series = analysis.series || [];
  const all = analysis.decisions || [];
  const W = 1000;
  const H = 300;
  const first = series[0]?.move ?? 1;
  const lastMove = series[series.length - 1]?.move ?? first;
  const span = Math.max(1, lastMove - first);
  const fx = (move) => (series.length === 1 ? 0.5 : (move - first) / span);
  const fy = (v) => 1 - Math.max(0, Math.min(1, v));
  const plot = svg("svg", { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: "none", class: "analysis-graph", "aria-hidden": "true", focusable: "false" });
  for (const v of [0.25, 0.5, 0.75]) plot.append(svg("line", { x1: 0, x2: W, y1: fy(v) * H, y2: fy(v) * H, class: v === 0.5 ? "half" : "grid" }));
  const line = (key, cls) => {
    const points = series.filter((p) => p[key] !== null && p[key] !== undefined)
      .map((p) => `${(fx(p.move) * W).toFixed(1)},${(fy(p[key]) * H).toFixed(1)}`);
    return svg("polyline", { points: points.join(" "), class: cls });
  };
  plot.append(line("best", "best"), line("played", "played"));
  const at = (x, y) => ({ left: `${(x * 100).toFixed(2)}%`, top: `${(y * 100).toFixed(2)}%` });
  const chosen = all[page.selected];
  const named = (i) => {
    const d = all[i];
    const where = t("analysis.where", { move: d.move, n: i + 1, total: all.length });
    return d.verdict ? `${where}: ${t(VERDICTS[d.verdict])}` : where;
  };
  const area = h("div", {
    class: "graph-plot", "data-testid": "analysis-graph", role: "slider", tabindex: "0",
    "aria-label": t("analysis.graph"), "aria-orientation": "horizontal",
    "aria-valuemin": all.length ? "1" : "0", "aria-valuemax": String(all.length),
    "aria-valuenow": all.length ? String(page.selected + 1) : "0", "aria-valuetext": chosen ? named(page.selected) : null,
    title: chosen ? named(page.selected) : null,
  }, plot,
  chosen ? h("span", { class: "graph-now", "aria-hidden": "true", style: { left: at(fx(chosen.move), 0).left } }) : null,
  all.map((d, i) => (d.verdict ? h("span", {
    class: `graph-dot ${d.verdict}${i === page.selected ? " chosen" : ""}`, "aria-hidden": "true",
    dataset: { index: String(i) }, style: at(fx(d.move), fy(d.played_value ?? 0)),
  }) : null)));
  // a tap picks the verdict dot under the finger (the nearest within a fingertip), else the
  // decision nearest along the moves
  area.addEventListener("click", (e) => {
    if (!all.length) return;
    const r = area.getBoundingClientRect();
    const px = e.clientX - r.left;
    const py = e.clientY - r.top;
    const reach = 14;
    let pick = -1;
    let near = reach * reach;
    all.forEach((d, i) => {
      if (!d.verdict) return;
      const dx = fx(d.move) * r.width - px;
      const dy = fy(d.played_value ?? 0) * r.height - py;
      if (dx * dx + dy * dy <= near) { near = dx * dx + dy * dy; pick = i; }
    });
    if (pick < 0) {
      const x = px / Math.max(1, r.width);
      pick = 0;
      all.forEach((d, i) => { if (Math.abs(fx(d.move) - x) < Math.abs(fx(all[pick].move) - x)) pick = i; });
    }
    select(pick, "graph");
  });
  return h("figure", { class: "graph-box" },
    h("figcaption", { class: "graph-title", text: t("analysis.yAxis") }),
    h("div", { class: "graph-frame" },
      h("div", { class: "graph-y", "data-testid": "graph-y", "aria-hidden": "true" },
        [1, 0.5, 0].map((v) => h("span", { style: { top: at(0, fy(v)).top }, text: percent(v) }))),
      area,
      h("div", { class: "graph-x", "data-testid": "graph-x", "aria-hidden": "true" },
        ticks(first, lastMove).map((m) => h("span", { style: { left: at(fx(m), 0).left }, text: String(m) })))),
    h("p", { class: "graph-x-title", text: t("analysis.xAxis") }),
    h("p", { class: "analysis-key" },
      h("span", { class: "key best" }), ` ${t("analysis.bestLine")} `, h("span", { class: "key played" }), ` ${t("analysis.playedLine")}`));
}

function summary(analysis) {
  const s = analysis.summary || {};
  return h("p", { class: "analysis-summary", "data-testid": "analysis-summary",
    text: t("analysis.summary", { decisions: s.decisions ?? 0, best: s.best_moves ?? 0,
      inaccuracy: s.inaccuracy ?? 0, mistake: s.mistake ?? 0, blunder: s.blunder ?? 0 }) });
}

/** Every decision, one line each (a button: it shows its position): its move number, what was
 * played and, when the search liked another better, that one, the chances and the verdict. */
function decisions(analysis) {
  const list = h("ol", { class: "analysis-moves", "data-testid": "analysis-moves", "aria-label": t("analysis.moves") },
    analysis.decisions.map((d, i) => {
      const bestToo = d.best && !same(d.best, d.played);
      return h("li", { class: d.verdict || "" }, h("button", {
        type: "button", class: "analysis-row", dataset: { index: String(i), move: String(d.move) },
        "aria-current": i === page.selected ? "step" : null, onclick: () => select(i),
      },
      h("span", { class: "no", text: String(d.move) }),
      h("span", { class: "what" },
        h("span", { class: "played", text: tx(d.played_label) || "—" }),
        bestToo ? h("span", { class: "best", text: `${t("analysis.bestShort")} ${tx(d.best_label) || "—"}` })
          : h("span", { class: "best same", text: t("analysis.sameAsBest") })),
      h("span", { class: "chance", title: t("analysis.chance"), text: `${percent(d.played_value)} / ${percent(d.best_value)}` }),
      h("span", { class: "verdict", text: d.verdict ? t(VERDICTS[d.verdict]) : "" })));
    }));
  queueMicrotask(() => {
    const row = list.querySelector('[aria-current="step"]');
    row?.scrollIntoView({ block: "nearest" });
    if (page.focus === "row") row?.focus();
  });
  return h("section", { class: "analysis-list" },
    h("h2", { text: t("analysis.moves") }),
    h("p", { class: "analysis-head muted", "aria-hidden": "true" },
      h("span", { text: t("analysis.move") }), h("span", { text: `${t("analysis.played")} · ${t("analysis.best")}` }),
      h("span", { text: t("analysis.chance") }), h("span", { text: t("analysis.verdict") })),
    list);
}

function render() {
  if (!page.table) return;
  const who = seatName({ table: page.table }, page.seat);
  document.title = `${t("analysis.title")} · ${who}`;
  const seats = h("label", { class: "muted" }, `${t("analysis.seat")}: `,
    h("select", { "data-testid": "analysis-seat", onchange: (e) => { page.seat = Number(e.target.value); page.selected = 0; page.focus = null; page.shown = null; page.status = null; history.replaceState(null, "", `?seat=${page.seat}`); render(); start(); } },
      page.table.seats.map((s) => h("option", { value: s.seat, selected: s.seat === page.seat, text: seatName({ table: page.table }, s.seat) }))));
  const head = [h("h1", { text: `${t("analysis.title")}: ${tx(page.table.title)}` }), seats,
    h("p", { class: "muted", text: t("analysis.about") })];
  const status = page.status || {};
  const parts = [];
  if (status.status === "done") {
    const all = status.analysis.decisions || [];
    // a new analysis (or another seat's): its chosen decision's position is fetched
    if (all.length && page.wanted !== `${page.seat}:${all[Math.min(page.selected, all.length - 1)].move}`) {
      queueMicrotask(() => select(page.selected));
    }
    parts.push(h("div", { class: "analysis-grid" },
      all.length ? h("section", { class: "analysis-at" }, stepper(all), boardSection(all)) : null,
      h("section", { class: "analysis-over" }, summary(status.analysis), graph(status.analysis)),
      all.length ? decisions(status.analysis) : null));
  } else if (status.status === "queued") {
    parts.push(h("p", { "data-testid": "analysis-queued", text: t("analysis.queued", { position: status.position }) }));
  } else if (status.status === "none" && !startToken()) {
    parts.push(h("p", { class: "muted", "data-testid": "analysis-not-yours", text: t("analysis.notYours") }));
  } else if (status.status === "running") {
    parts.push(h("p", { text: t("analysis.working") }),
      h("progress", { "data-testid": "analysis-progress", max: String(Math.max(1, status.total)), value: String(status.done) }),
      h("span", { class: "muted", text: ` ${status.done} / ${status.total || "…"}` }));
  } else if (status.error) {
    parts.push(h("p", { "data-testid": "analysis-error", text: tx(status.error) }));
  }
  const links = h("p", {}, h("a", { href: `/replay/${encodeURIComponent(tableId)}`, text: t("table.replay") }), " · ",
    h("a", { href: "/", text: t("table.lobby") }));
  mount(main, h("section", { class: "card-panel analysis" }, head, parts, links));
  if (page.focus === "graph") main.querySelector(".graph-plot")?.focus({ preventScroll: true });
}

// The arrow keys step through the decisions (not while a menu or a text box has them).
document.addEventListener("keydown", (e) => {
  if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
  if (e.altKey || e.ctrlKey || e.metaKey || !decisionsOf().length) return;
  const to = { ArrowRight: page.selected + 1, ArrowDown: page.selected + 1, ArrowLeft: page.selected - 1, ArrowUp: page.selected - 1,
    Home: 0, End: decisionsOf().length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  // stepping from the list or the graph keeps the focus there
  const from = e.target.closest?.(".analysis-moves") ? "row" : e.target.closest?.(".graph-plot") ? "graph" : null;
  select(to, from);
});

async function start() {
  const token = startToken();
  const path = `/tables/${encodeURIComponent(tableId)}/analysis/${page.seat}`;
  try {
    page.status = token ? await api("POST", path, { token }) : await api("GET", path);
  } catch (err) {
    page.status = { error: err.reason };
  }
  render();
  poll();
}

async function poll() {
  if (!["queued", "running"].includes(page.status?.status)) return;
  await new Promise((done) => setTimeout(done, POLL_MS));
  try {
    page.status = await api("GET", `/tables/${encodeURIComponent(tableId)}/analysis/${page.seat}`);
  } catch (err) {
    page.status = { error: err.reason };
  }
  render();
  poll();
}

onLangChange(render);
applyStatic();
(async () => {
  try {
    page.table = await api("GET", `/tables/${encodeURIComponent(tableId)}`);
    page.renderer = await loadRenderer(page.table.game);
  } catch (err) {
    mount(main, h("p", { "data-testid": "analysis-error", text: tx(err.reason) || t("table.notFound") }));
    return;
  }
  start();
})();
