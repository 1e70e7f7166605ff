// One tournament (/tournaments/{id}): its settings and clock, Enter/Withdraw, the signed-in
// player's own game (who they play; taken to the table after a short countdown, as lichess's
// arenas do, unless they turned that off, with "Play your game" at once and in an arena
// "Hurry" before it), the
// standings with a flame for a streak and the tie-breaks in words, the live tables to watch,
// and the podium once it is over, a tie on it explained. The page asks the server again every
// two seconds while the tournament is not over.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api, loadSeat, saveSeat, tableIdFromPath } from "./api.js";
import { pageHeader } from "./ui/header.js";
import { onAccountChange } from "./account/session.js";
import { toast } from "./ui/toast.js";
import { clock, describe, when } from "./tournaments/format.js";

pageHeader($("#top"));
const main = $("#main");
const wanted = tableIdFromPath();
const POLL_MS = 2000;
const LISTED_EMPTY_BEFORE = 3600; // seconds: the server's tournaments_db.LISTED_EMPTY_BEFORE
/** A new pairing takes the player to their table after this many seconds (time to hurry). */
const AUTO_SEAT_S = 3;
/** Marks a table this browser already went to (or was asked to stay away from) by itself:
 * never twice, so coming back to this page mid-game, or a second tab, does not take the seat
 * from under the first (each seat call gives the seat a new token). */
const AUTO_KEY = (table) => `koloda.tourney.auto.${table}`;
/** The player's choice: "0" when they would rather tap "Play your game" themselves. */
const AUTO_ON = "koloda.tourney.autoSeat";

function autoOn() {
  try {
    return localStorage.getItem(AUTO_ON) !== "0";
  } catch {
    return true;
  }
}

const state = {
  data: undefined, // undefined: loading; null: no such tournament
  busy: false,
  cancelled: false, // called off here by its creator or a moderator
  skew: 0, // the server's clock minus this browser's, in seconds
  auto: null, // {table, at (ms)}: on the way to a new pairing's table by itself
};

function render() {
  applyStatic();
  const data = state.data;
  if (data === undefined) return mount(main, h("p", { class: "muted", text: t("account.loading") }));
  if (data === null || state.cancelled) {
    return mount(main, h("section", { class: "card-panel", "data-testid": state.cancelled ? "tourney-cancelled" : "no-tournament" },
      h("p", { class: "lead", text: t(state.cancelled ? "tourney.cancelled" : "tourney.notFound") }),
      h("a", { class: "button", href: "/tournaments", text: t("tourney.allTournaments") })));
  }
  document.title = `${describe(data)} · ${t("app.name")}`;
  const now = Date.now() / 1000 + state.skew;
  return mount(main, h("div", { class: "tourney", "data-testid": "tournament", dataset: { state: data.state } },
    h("section", { class: "card-panel tourney-head" },
      h("a", { class: "muted", href: "/tournaments", text: t("tourney.allTournaments") }),
      h("h1", { "data-testid": "tourney-name", text: describe(data) }),
      h("p", { class: "tourney-when", "data-testid": "tourney-when" },
        h("span", { class: `badge state-${data.state}`, text: t(`tourney.state.${data.state}`) }), " ", when(data, now)),
      h("p", { class: "muted", text: settingsLine(data) }),
      h("p", { class: "muted small", text: t(data.format === "swiss" ? "tourney.swissAbout" : "tourney.arenaAbout") }),
      actions(data)),
    podium(data),
    standings(data),
    liveTables(data)));
}

function settingsLine(data) {
  const parts = [];
  if (data.format === "arena") parts.push(t("tourney.lasts", { time: clock(data.seconds) }));
  else parts.push(t("tourney.roundsN", { n: data.rounds }));
  parts.push(data.turn_seconds ? t("tourney.perMove", { n: data.turn_seconds }) : t("tourney.noTimer"));
  if (data.min_rating !== null && data.min_rating !== undefined) parts.push(t("tourney.needsRating", { n: data.min_rating }));
  if (data.min_games !== null && data.min_games !== undefined) parts.push(t("tourney.needsGames", { n: data.min_games }));
  if (data.bots) parts.push(t("tourney.botsFill"));
  if (data.creator) parts.push(t("tourney.by", { handle: data.creator }));
  parts.push(t("tourney.entrants", { n: data.entrants || 0 }));
  return parts.join(" · ");
}

function actions(data) {
  const me = data.me;
  if (!me) {
    if (data.state === "finished") return null;
    return h("p", {}, t("tourney.signInToEnter"), " ", h("a", { href: "/account", "data-testid": "signin-to-enter", text: t("account.signIn") }));
  }
  const inIt = me.state === "in";
  const open = data.state === "upcoming" || (data.state === "live" && data.format === "arena");
  const buttons = [];
  if (me.table) {
    buttons.push(h("button", { type: "button", class: "primary big", "data-testid": "play-game", disabled: state.busy, text: t("tourney.playGame"), onclick: () => play(false) }));
    if (data.format === "arena" && data.hurry) {
      buttons.push(h("button", { type: "button", "data-testid": "hurry", disabled: state.busy, title: tx(data.hurry), text: t("tourney.hurry"), onclick: () => play(true) }));
    }
  }
  if (!inIt && open) buttons.push(h("button", { type: "button", class: me.table ? "" : "primary", "data-testid": "enter", disabled: state.busy, text: t("tourney.enter"), onclick: () => change("POST", "/entry") }));
  if (inIt && data.state !== "finished") buttons.push(h("button", { type: "button", class: "danger-outline", "data-testid": "withdraw", disabled: state.busy, text: t("tourney.withdraw"), onclick: () => change("DELETE", "/entry") }));
  if (inIt && data.format === "swiss" && data.state !== "finished" && data.round < data.rounds) {
    const skipping = me.skip === data.round + 1;
    buttons.push(h("button", { type: "button", "data-testid": "skip", disabled: state.busy, text: t(skipping ? "tourney.unskip" : "tourney.skip"), onclick: () => change("POST", "/skip", { skip: !skipping }) }));
  }
  if (me.creator && data.state === "upcoming") {
    buttons.push(h("button", { type: "button", class: "danger-outline", "data-testid": "cancel-tourney", disabled: state.busy, text: t("tourney.cancel"), onclick: cancel }));
  } else if (me.moderator && data.state === "upcoming") {
    buttons.push(h("button", { type: "button", class: "danger-outline", "data-testid": "mod-cancel-tourney", disabled: state.busy, text: t("tourney.modCancel"), onclick: modCancel }));
  }
  let line = null;
  if (me.table) line = yourGame(data, me);
  else if (inIt && me.waiting && data.state === "live") line = t("tourney.waiting");
  else if (inIt && data.state === "upcoming") line = t("tourney.youAreIn");
  else if (me.state === "left") line = t("tourney.youLeft");
  else if (me.state === "withdrawn") line = t("tourney.youWithdrew");
  // an empty event far ahead is listed to its creator alone (the server's rule against floods)
  const now = Date.now() / 1000 + state.skew;
  const unlisted = me.creator && data.state === "upcoming" && !data.entrants && data.starts - now > LISTED_EMPTY_BEFORE;
  const auto = inIt && data.state !== "finished" ? h("label", { class: "field check auto-seat" },
    h("input", { type: "checkbox", checked: autoOn(), "data-testid": "auto-seat", onchange: (e) => setAuto(e.target.checked) }),
    h("span", { text: t("tourney.autoSeat") })) : null;
  return [
    line ? h("p", { class: "notice", "data-testid": "my-state", text: line }) : null,
    unlisted ? h("p", { class: "muted small", "data-testid": "unlisted", text: t("tourney.unlisted") }) : null,
    data.format === "arena" && me.table && data.hurry ? h("p", { class: "muted small", text: tx(data.hurry) }) : null,
    buttons.length ? h("div", { class: "row" }, buttons) : null,
    auto,
  ];
}

async function change(method, path, body) {
  state.busy = true;
  render();
  try {
    state.data = await api(method, `/tournaments/${encodeURIComponent(wanted)}${path}`, body ? { body } : {});
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
  } finally {
    state.busy = false;
    render();
  }
}

/** The creator calls the tournament off before its start: it is gone, so back to the list. */
async function cancel() {
  if (!window.confirm(t("tourney.cancelConfirm"))) return;
  state.busy = true;
  render();
  try {
    await api("DELETE", `/tournaments/${encodeURIComponent(wanted)}`);
    state.cancelled = true;
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
  }
  state.busy = false;
  render();
}

/** A moderator calls someone's tournament off before its start: asked once, with the reason
 * the moderation log keeps (an empty answer or "Cancel" leaves it be). */
async function modCancel() {
  const reason = window.prompt(t("tourney.modCancelReason"), "");
  if (!reason || !reason.trim()) return;
  state.busy = true;
  render();
  try {
    await api("POST", `/mod/tournaments/${encodeURIComponent(wanted)}/cancel`, { body: { reason: reason.trim() } });
    state.cancelled = true;
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
  }
  state.busy = false;
  render();
}

/** Who the player's own live table is against, and, on the way there by itself, in how long. */
function yourGame(data, me) {
  const at = (data.tables || []).find((tb) => tb.table === me.table);
  const others = (at?.players || []).filter((p) => p !== me.handle).map((p) => p || t("table.bot"));
  const against = others.length ? t("tourney.yourGameWith", { names: others.join(", ") }) : t("tourney.yourGame");
  if (state.auto?.table !== me.table || !autoOn()) return against;
  const left = Math.max(0, Math.ceil((state.auto.at - Date.now()) / 1000));
  return `${against} ${t("tourney.toTableIn", { n: left })}`;
}

/** A new pairing: to the table after AUTO_SEAT_S seconds, once per table in this browser. */
function autoSeat(data) {
  const table = data?.me?.table;
  if (!table || data.state !== "live" || state.auto?.table === table || state.busy || !autoOn()) return;
  let done = false;
  try {
    done = Boolean(localStorage.getItem(AUTO_KEY(table)));
    localStorage.setItem(AUTO_KEY(table), String(Date.now()));
  } catch {
    done = false; // no storage: this page's own memory (state.auto) keeps it to once
  }
  if (done) return;
  state.auto = { table, at: Date.now() + AUTO_SEAT_S * 1000 };
  setTimeout(() => {
    if (state.auto?.table === table && state.data?.me?.table === table && !state.busy && autoOn()) play(false, true);
  }, AUTO_SEAT_S * 1000);
}

/** The player's choice to be taken to their games or not; turned off, a countdown stops. */
function setAuto(on) {
  try {
    localStorage.setItem(AUTO_ON, on ? "1" : "0");
  } catch {
    // no storage: the choice lasts as long as the page
  }
  if (!on) state.auto = null;
  render();
}

/** Go to one's table: the server gives the seat a new token, kept as any seat is. Taken there
 * by itself (`auto`), a seat this browser holds there already is used as it is: another tab's
 * token is not taken from under it (a tap asks for a new one, as before). */
async function play(hurry, auto = false) {
  state.busy = true;
  render();
  try {
    const table = state.data?.me?.table;
    if (auto && table && loadSeat(table)) {
      location.href = `/t/${encodeURIComponent(table)}`;
      return;
    }
    const seat = await api("POST", `/tournaments/${encodeURIComponent(wanted)}/seat`);
    if (hurry) await api("POST", `/tournaments/${encodeURIComponent(wanted)}/hurry`).catch((err) => toast(tx(err.reason) || t("error.generic"), "error"));
    saveSeat(seat.table, seat.seat, seat.token);
    try {
      localStorage.setItem(`koloda.tourney.${seat.table}`, wanted); // the result screen links back
    } catch {
      // no storage: the result screen offers the lobby as for any table
    }
    location.href = `/t/${encodeURIComponent(seat.table)}`;
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
    state.busy = false;
    render();
  }
}

/** A small flame (an SVG: an emoji needs a font a device may lack). */
function flame() {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 16 20");
  svg.setAttribute("class", "flame-icon");
  svg.setAttribute("aria-hidden", "true");
  const outer = document.createElementNS(ns, "path");
  outer.setAttribute("d", "M8 0c1 4 6 6.5 6 12a6 6 0 0 1-12 0c0-3 1.5-4.5 2.5-6 .3 2 1 3 2 3.5C6 6 6.5 3 8 0z");
  outer.setAttribute("class", "flame-outer");
  const inner = document.createElementNS(ns, "path");
  inner.setAttribute("d", "M8 9c.6 2 3 3 3 5.5a3 3 0 0 1-6 0c0-1.5.8-2.3 1.4-3 .2.8.6 1.3 1 1.5C7.2 11.5 7.4 10.2 8 9z");
  inner.setAttribute("class", "flame-inner");
  svg.append(outer, inner);
  return svg;
}

/** Why `a` is above `b` on the same points, in words (the server names the tie-break). */
function tieWords(a, b) {
  const args = { above: a.handle, below: b.handle, points: a.points };
  if (a.tie === "per_game") return t("tourney.tiePerGame", { ...args, a: a.games, b: b.games });
  if (a.tie === "buchholz") return t("tourney.tieBuchholz", { ...args, a: String(a.buchholz), b: String(b.buchholz) });
  if (a.tie === "wins") return t("tourney.tieWins", { ...args, a: a.wins, b: b.wins });
  return t("tourney.tieLot", args);
}

function podium(data) {
  if (!data.podium || !data.podium.length) return null;
  // each tie within the podium, and one between third and fourth (who is on it)
  const lines = data.standings || [];
  const ties = lines.slice(0, 3).map((s, i) => (s.tie && lines[i + 1] ? tieWords(s, lines[i + 1]) : null)).filter(Boolean);
  return h("section", { class: "card-panel podium", "data-testid": "podium" },
    h("h2", { text: t("tourney.podium") }),
    h("ol", { class: "podium-steps" }, data.podium.map((s, i) => h("li", { class: `step step-${i + 1}`, "data-testid": "podium-place" },
      h("span", { class: `medal medal-${i + 1}`, "aria-hidden": "true", text: String(i + 1) }),
      h("a", { href: `/@/${encodeURIComponent(s.handle)}`, text: s.handle }),
      h("strong", { text: t("tourney.points", { n: s.points }) })))),
    ties.length ? h("ul", { class: "podium-ties", "data-testid": "podium-ties" }, ties.map((words) => h("li", { text: words }))) : null);
}

function standings(data) {
  const swiss = data.format === "swiss";
  const rows = data.standings || [];
  const mine = data.me?.handle;
  return h("section", { class: "card-panel", "data-testid": "standings" },
    h("h2", { text: t("tourney.standings") }),
    rows.length ? h("table", { class: "standings" },
      h("thead", {}, h("tr", {},
        h("th", { text: "#" }), h("th", { text: t("tourney.player") }), h("th", { class: "num", text: t("tourney.pointsHead") }),
        h("th", { class: "num", text: t("tourney.gamesHead") }),
        swiss ? h("th", { class: "num", abbr: t("tourney.buchholz"), text: t("tourney.buchholzShort") }) : null)),
      h("tbody", {}, rows.map((s) => h("tr", {
        "data-testid": "standing", class: [s.handle === mine ? "mine" : "", s.state !== "in" ? "out" : ""].join(" ").trim(),
        dataset: { handle: s.handle, points: String(s.points), fire: String(s.fire) },
      },
      h("td", { text: String(s.rank) }),
      h("td", { class: "who" },
        h("a", { href: `/@/${encodeURIComponent(s.handle)}`, text: s.handle }),
        s.fire ? h("span", { class: "flame", "data-testid": "flame", role: "img", title: t("tourney.onFire"), "aria-label": t("tourney.onFire") }, flame()) : null,
        s.state === "left" || s.state === "withdrawn" ? h("small", { class: "muted", text: ` ${t("tourney.out")}` }) : null),
      h("td", { class: "num", "data-testid": "points", text: String(s.points) }),
      h("td", { class: "num", text: swiss && s.byes ? `${s.games} + ${s.byes}` : String(s.games) }),
      swiss ? h("td", { class: "num", text: String(s.buchholz) }) : null))))
      : h("p", { class: "muted", text: t("tourney.noEntrants") }),
    rows.length ? h("p", { class: "muted small tie-rules", "data-testid": "tie-rules", text: t(swiss ? "tourney.tieRulesSwiss" : "tourney.tieRulesArena") }) : null);
}

function liveTables(data) {
  if (data.state === "finished") return null;
  const tables = data.tables || [];
  return h("section", { class: "card-panel", "data-testid": "live-tables" },
    h("h2", { text: t("tourney.liveTables") }),
    tables.length ? h("ul", { class: "tourney-tables" }, tables.map((tb) => h("li", { "data-testid": "live-table" },
      h("span", { text: tb.players.map((p) => p || t("table.bot")).join(" – ") }),
      h("a", { class: "button", href: `/t/${encodeURIComponent(tb.table)}`, text: t("tourney.watch") }))))
      : h("p", { class: "muted", text: t("tourney.noTables") }));
}

async function refresh() {
  try {
    state.data = await api("GET", `/tournaments/${encodeURIComponent(wanted)}`);
    state.skew = state.data.now - Date.now() / 1000;
  } catch (err) {
    if (err.status === 404) state.data = null;
    else if (state.data === undefined) toast(tx(err.reason) || t("error.generic"), "error");
  }
  autoSeat(state.data);
  if (!state.busy) render();
}

async function poll() {
  await refresh();
  if (state.data && state.data.state !== "finished") setTimeout(poll, POLL_MS);
}

onLangChange(render);
onAccountChange(() => refresh());
setInterval(() => { if (state.data && state.data.state !== "finished" && !state.busy) render(); }, 1000); // the clock
render();
poll();
