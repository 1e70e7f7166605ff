// The analysis page (/analysis/{id}?seat=N): one seat's moves in a finished game beside the
// search's best, judged from that seat's own information. Asks the server to analyse when this
// browser may (it holds that seat's token, or the host's for a bot's seat), shows its place in
// the server's queue and the progress, then a graph of the estimated win chance over the game,
// a summary, and each decision with its verdict. Anyone else reads an analysis already made.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api, loadSeat, tableIdFromPath } from "./api.js";
import { pageHeader } from "./ui/header.js";
import { seatName } from "./ui/seat.js";

const NS = "http://www.w3.org/2000/svg";
const POLL_MS = 500;
const VERDICTS = { inaccuracy: "analysis.inaccuracy", mistake: "analysis.mistake", blunder: "analysis.blunder" };

const tableId = tableIdFromPath();
pageHeader($("#top"));
const main = $("#main");
const page = { table: null, seat: Number(new URLSearchParams(location.search).get("seat")) || 0, status: null };

/** The token with which this browser may start the shown seat's analysis, or null: the seat's
 * own, or the host's for a bot's seat (the server refuses anyone else). */
function startToken() {
  const held = loadSeat(tableId);
  if (!held) return null;
  if (held.seat === page.seat) return held.token;
  return held.host && page.table?.seats[page.seat]?.kind === "bot" ? held.token : null;
}

const percent = (x) => (x === null || x === undefined ? "—" : `${Math.round(x * 100)}%`);

/** The estimated win chance over the game: the best move's (the position's worth) and the
 * move played, one point per decision, with the verdicts marked. */
function graph(analysis) {
  const series = analysis.series || [];
  const width = 640;
  const height = 180;
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("class", "analysis-graph");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("analysis.graph"));
  if (!series.length) return svg;
  const x = (i) => (series.length === 1 ? width / 2 : 10 + (i * (width - 20)) / (series.length - 1));
  const y = (v) => height - 10 - (v ?? 0) * (height - 20);
  const line = (key, cls) => {
    const path = document.createElementNS(NS, "polyline");
    path.setAttribute("points", series.map((p, i) => `${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(" "));
    path.setAttribute("class", cls);
    return path;
  };
  const middle = document.createElementNS(NS, "line");
  Object.entries({ x1: 0, x2: width, y1: y(0.5), y2: y(0.5), class: "half" }).forEach(([k, v]) => middle.setAttribute(k, v));
  svg.append(middle, line("best", "best"), line("played", "played"));
  analysis.decisions.forEach((d, i) => {
    if (!d.verdict) return;
    const dot = document.createElementNS(NS, "circle");
    Object.entries({ cx: x(i), cy: y(d.played_value), r: 5, class: `dot ${d.verdict}` }).forEach(([k, v]) => dot.setAttribute(k, v));
    svg.append(dot);
  });
  return svg;
}

function summary(analysis) {
  const s = analysis.summary || {};
  return h("p", { class: "analysis-summary", "data-testid": "analysis-summary",
    text: t("analysis.summary", { decisions: s.decisions ?? 0, best: s.best_moves ?? 0,
      inaccuracy: s.inaccuracy ?? 0, mistake: s.mistake ?? 0, blunder: s.blunder ?? 0 }) });
}

function decisions(analysis) {
  return h("table", { class: "results analysis-moves", "data-testid": "analysis-moves" },
    h("thead", {}, h("tr", {},
      ["analysis.move", "analysis.played", "analysis.best", "analysis.chance", "analysis.verdict"]
        .map((key) => h("th", { text: t(key) })))),
    h("tbody", {}, analysis.decisions.map((d) => h("tr", { class: d.verdict || "" },
      h("td", { text: String(d.move) }),
      h("td", { text: tx(d.played_label) || "—" }),
      h("td", { text: d.best && JSON.stringify(d.best) === JSON.stringify(d.played) ? "=" : tx(d.best_label) || "—" }),
      h("td", { text: `${percent(d.played_value)} / ${percent(d.best_value)}` }),
      h("td", { class: "verdict", text: d.verdict ? t(VERDICTS[d.verdict]) : "" })))));
}

function render() {
  if (!page.table) return;
  const who = seatName({ table: page.table }, page.seat);
  document.title = `${t("analysis.title")} · ${who}`;
  const seats = h("label", { class: "muted" }, `${t("analysis.seat")}: `,
    h("select", { "data-testid": "analysis-seat", onchange: (e) => { page.seat = Number(e.target.value); history.replaceState(null, "", `?seat=${page.seat}`); start(); } },
      page.table.seats.map((s) => h("option", { value: s.seat, selected: s.seat === page.seat, text: seatName({ table: page.table }, s.seat) }))));
  const parts = [h("h1", { text: `${t("analysis.title")}: ${tx(page.table.title)}` }), seats,
    h("p", { class: "muted", text: t("analysis.about") })];
  const status = page.status || {};
  if (status.status === "done") {
    parts.push(summary(status.analysis), graph(status.analysis),
      h("p", { class: "analysis-key muted" },
        h("span", { class: "key best" }), ` ${t("analysis.bestLine")} `, h("span", { class: "key played" }), ` ${t("analysis.playedLine")}`),
      decisions(status.analysis));
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
  parts.push(h("p", {}, h("a", { href: `/replay/${encodeURIComponent(tableId)}`, text: t("table.replay") }), " · ",
    h("a", { href: "/", text: t("table.lobby") })));
  mount(main, h("section", { class: "card-panel analysis" }, parts));
}

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
  } catch (err) {
    mount(main, h("p", { "data-testid": "analysis-error", text: tx(err.reason) || t("table.notFound") }));
    return;
  }
  start();
})();
