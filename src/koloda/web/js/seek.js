// "Play people now" (issue 25): the lobby's quick pairing. The player picks a table size and a
// time control for a game and asks the server to find opponents (POST /api/seeks); the page then
// long-polls the seek (GET /api/seeks/{id}?wait=25 with its secret) and, once seated, keeps the
// seat token as a join does and opens the table. The server pairs; this module only asks, waits
// and shows how long. Guests seek unrated; "Rated" shows only to a signed-in player for a game
// with rating pools (its options schema carries `rated`). The count is of those the player could
// be seated with (never a person either of them blocked); after ALONE_AFTER_S with too few of
// them the panel says so and offers bots in one tap (POST /api/seeks/{id}/bots).

import { h, mount } from "./dom.js";
import { t, tx } from "./i18n.js";
import { ApiError, api, clientId, saveSeat } from "./api.js";
import { keepOpponents } from "./table/opponents.js";
import { accountHint } from "./account/hint.js";
import { toast } from "./ui/toast.js";

/** How long the server may hold one poll (the contract's most). */
const WAIT_S = 25;
/** Bots may fill empty seats after this many seconds, unless the player turns it off. */
export const BOTS_AFTER_S = 20;
/** After this long with too few others to fill the table, say so and offer bots now. */
export const ALONE_AFTER_S = 10;
/** A lost poll (network, a restarting server) is asked again after this pause. */
const RETRY_MS = 2000;
/** Polls never follow each other faster than this. */
const MIN_POLL_MS = 1000;
/** The last choices, so the next visit seeks the same with one tap. */
const PREFS = "koloda.seek.prefs";
/** Time controls offered when a game's schema lists none (seconds a move). */
const FALLBACK_TIMES = [15, 30, 60];

const state = {
  games: [],
  gameId: null,
  players: 2,
  turnSeconds: null,
  bots: true,
  rated: false,
  queues: [],
  active: null, // {id, secret, started (ms), seeking, botsAsked, and what is sought}
  starting: false,
};

let slot = null; // the panel's element, replaced on each render
let ticker = null;
let getName = () => "";

function loadPrefs() {
  try {
    return JSON.parse(localStorage.getItem(PREFS) || "null") || {};
  } catch {
    return {};
  }
}

function savePrefs() {
  try {
    localStorage.setItem(PREFS, JSON.stringify({
      game: state.gameId, players: state.players, turn_seconds: state.turnSeconds,
      bots: state.bots, rated: state.rated,
    }));
  } catch {
    // no storage: the defaults next time
  }
}

/** Games people can be paired for: available ones for two or more (a solo game has nobody to meet). */
const seekable = () => state.games.filter((g) => !g.unavailable && g.max_players >= 2);
const currentGame = () => seekable().find((g) => g.id === state.gameId) || null;

function option(game, name) {
  return (game?.options || []).find((o) => o.name === name) || null;
}

/** Whether the player may ask for a rated game: signed in, and the game has rating pools. */
function canRate(game) {
  return Boolean(accountHint()) && option(game, "rated") !== null;
}

/** The time controls of `game`: its `turn_seconds` choices (none, "no limit", when rated),
 * then its days a move where it is played by correspondence ("3d": a queue of its own). */
function timeChoices(game) {
  const listed = option(game, "turn_seconds")?.choices;
  const all = Array.isArray(listed) && listed.length ? listed.map(Number) : FALLBACK_TIMES;
  const rated = state.rated && canRate(game);
  const days = (option(game, "days")?.choices || []).filter((d) => d > 0).map((d) => `${d}d`);
  return [...all.filter((s) => Number.isFinite(s) && (s > 0 || !rated)), ...days];
}

/** A time control's days a move (0: seconds a move) and seconds, as a seek sends them. */
function control(choice) {
  return typeof choice === "string" ? { days: parseInt(choice, 10), turn_seconds: 0 }
    : { days: 0, turn_seconds: choice };
}

function sizes(game) {
  const out = [];
  for (let n = game.min_players; n <= game.max_players; n++) out.push(n);
  return out;
}

/** Keep the choices valid for the chosen game (a size it has, one of its time controls). */
function fit() {
  const game = currentGame();
  if (!game) return;
  const n = sizes(game);
  if (!n.includes(state.players)) state.players = n.includes(2) ? 2 : n[0];
  if (!canRate(game)) state.rated = false;
  const times = timeChoices(game);
  if (!times.includes(state.turnSeconds)) {
    const preferred = Number(option(game, "turn_seconds")?.default);
    state.turnSeconds = times.includes(preferred) && preferred > 0 ? preferred
      : times.find((s) => s >= 30) ?? times.find((s) => s > 0) ?? times[0];
  }
}

function timeText(seconds) {
  if (typeof seconds === "string") return t("seek.timeDays", { n: parseInt(seconds, 10) });
  if (!seconds) return t("seek.timeNone");
  if (seconds % 60 === 0) return t("seek.timeMinutes", { n: seconds / 60 });
  return t("seek.timeSeconds", { n: seconds });
}

/** m:ss for the wait so far. */
function clock(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** How many seek the queue the panel would join (the lobby's counts, GET /api/seeks). */
function queueCount() {
  const q = state.queues.find((x) => x.game === state.gameId && x.players === state.players
    && Boolean(x.rated) === state.rated && x.turn_seconds === control(state.turnSeconds).turn_seconds
    && (x.days || 0) === control(state.turnSeconds).days);
  return q ? q.seeking : 0;
}

/** How many seek a game now, over all its queues. */
export function seekingFor(gameId) {
  return state.queues.filter((q) => q.game === gameId).reduce((sum, q) => sum + (q.seeking || 0), 0);
}

function select(testid, label, values, current, text, onpick) {
  const id = `seek-${testid}`;
  return h("div", { class: "field" },
    h("label", { for: id, text: label }),
    h("select", {
      id, "data-testid": id,
      onchange: (e) => { onpick(values[e.target.selectedIndex]); fit(); savePrefs(); render(); },
    }, values.map((v) => h("option", { value: String(v), selected: v === current, text: text(v) }))));
}

function check(testid, label, checked, onpick) {
  const id = `seek-${testid}`;
  return h("div", { class: "field check" },
    h("input", {
      type: "checkbox", id, "data-testid": id, checked,
      onchange: (e) => { onpick(e.target.checked); fit(); savePrefs(); render(); },
    }),
    h("label", { for: id, class: "hint", text: label }));
}

function idleForm(game) {
  const waiting = queueCount();
  return h("form", {
    class: "seek-form", "data-testid": "seek-form",
    onsubmit: (e) => { e.preventDefault(); start(); },
  },
  h("div", { class: "seek-choices" },
    select("game", t("lobby.game"), seekable().map((g) => g.id), state.gameId,
      (id) => tx(seekable().find((g) => g.id === id)?.title) || id, (v) => { state.gameId = v; }),
    select("players", t("lobby.players"), sizes(game), state.players, String, (v) => { state.players = v; }),
    select("time", t("seek.time"), timeChoices(game), state.turnSeconds, timeText, (v) => { state.turnSeconds = v; })),
  h("div", { class: "seek-checks" },
    check("bots", t("seek.bots", { seconds: BOTS_AFTER_S }), state.bots, (v) => { state.bots = v; }),
    canRate(game) ? check("rated", t("seek.rated"), state.rated, (v) => { state.rated = v; }) : null),
  h("div", { class: "seek-go" },
    h("button", {
      type: "submit", class: "primary", "data-testid": "seek-start", disabled: state.starting,
      text: t(state.starting ? "seek.starting" : "seek.start"),
    }),
    h("small", { class: "muted", "data-testid": "seek-queue", text: waiting ? t("seek.count", { n: waiting }) : "" })));
}

/** What is sought, in one line: "Durak · 2 players · 30 s". */
function sought(a) {
  const game = seekable().find((g) => g.id === a.game);
  return [tx(game?.title) || a.game, t("lobby.playersExactly", { n: a.players }), timeText(a.turnSeconds),
    a.rated ? t("seek.rated") : null].filter(Boolean).join(" · ");
}

/** The count while searching: only when somebody besides the player could sit with them (the
 * server counts the player too). */
function countText(a) {
  return a.seeking > 1 ? t("seek.count", { n: a.seeking }) : "";
}

/** Too few others to fill the table after a wait: time to say so and offer bots. */
function alone(a) {
  return a.seeking > 0 && a.seeking < a.players && Date.now() - a.started >= ALONE_AFTER_S * 1000;
}

/** "Nobody else is looking for this game right now", and bots in one tap (rated: not rated). */
function aloneOffer(a) {
  return h("div", { class: "seek-alone", "data-testid": "seek-alone", role: "status" },
    h("p", {},
      h("strong", { text: t(a.seeking > 1 ? "seek.tooFew" : "seek.nobody") }), " ",
      h("span", { text: t(a.rated ? "seek.botsUnrated" : "seek.botsOffer") })),
    h("button", {
      type: "button", class: "primary", "data-testid": "seek-bots-now", disabled: a.botsAsked,
      onclick: botsNow, text: t(a.botsAsked ? "seek.starting" : "seek.botsNow"),
    }));
}

function searching() {
  const a = state.active;
  return h("div", { class: "seek-wait", "data-testid": "seek-wait" },
    h("p", { class: "seek-status", role: "status" },
      h("span", { class: "seek-spinner", "aria-hidden": "true" }),
      h("strong", { "data-testid": "seek-status", text: t("seek.looking", { time: clock(Date.now() - a.started) }) }),
      h("small", { class: "muted", "data-testid": "seek-count", text: countText(a) })),
    h("p", { class: "muted seek-what", "data-testid": "seek-what", text: sought(a) }),
    h("button", { type: "button", "data-testid": "seek-cancel", onclick: cancel, text: t("seek.cancel") }),
    alone(a) ? aloneOffer(a) : null);
}

/** Draw the panel into its slot (a fresh element each time; the lobby owns the slot). */
export function render() {
  if (!slot) return;
  const game = currentGame();
  mount(slot, h("section", { class: "card-panel seek-panel", "data-testid": "seek", "aria-labelledby": "seek-title" },
    h("h2", { id: "seek-title", text: t("seek.title") }),
    !game ? h("p", { class: "muted", text: t("lobby.loading") })
      : state.active ? searching() : idleForm(game)));
}

/** Only the clock and the count change each second: no re-render (a select keeps its focus),
 * but for the offer of bots coming or going. */
function tick() {
  const a = state.active;
  if (!a || !slot) return;
  if (alone(a) !== Boolean(slot.querySelector('[data-testid="seek-alone"]'))) {
    render();
    return;
  }
  const status = slot.querySelector('[data-testid="seek-status"]');
  if (status) status.textContent = t("seek.looking", { time: clock(Date.now() - a.started) });
  const count = slot.querySelector('[data-testid="seek-count"]');
  if (count) count.textContent = countText(a);
}

function stopTicker() {
  if (ticker) clearInterval(ticker);
  ticker = null;
}

async function start() {
  const game = currentGame();
  if (!game || state.active || state.starting) return;
  state.starting = true;
  render();
  const rated = state.rated && canRate(game);
  try {
    const made = await api("POST", "/seeks", {
      body: {
        game: game.id, players: state.players, rated, ...control(state.turnSeconds),
        bots_after: state.bots ? BOTS_AFTER_S : null, name: getName() || null,
      },
    });
    const seek = made.seek;
    state.active = {
      id: seek.id, secret: made.secret, started: Date.now(), seeking: 0, botsAsked: false, polls: 0,
      game: seek.game ?? game.id, players: seek.players ?? state.players,
      turnSeconds: seek.days ? `${seek.days}d` : seek.turn_seconds ?? state.turnSeconds, rated: seek.rated ?? rated,
    };
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
  }
  state.starting = false;
  render();
  if (state.active) {
    stopTicker();
    ticker = setInterval(tick, 1000);
    poll(state.active);
  }
}

/** How long the next poll may be held: the first is answered at once (the count), the next
 * comes back when the wait for the offer of bots is over (the count then), the rest hold long. */
function pollWait(seek) {
  if (!seek.polls) return 0;
  const left = Math.ceil((ALONE_AFTER_S * 1000 - (Date.now() - seek.started)) / 1000);
  return left > 0 ? Math.min(WAIT_S, left) : WAIT_S;
}

/** Long-poll one seek until it is seated, cancelled or gone; `seek` stops counting the moment
 * the player cancels (state.active is another object then, or none). */
async function poll(seek) {
  while (state.active === seek) {
    let answer;
    const asked = Date.now();
    const wait = pollWait(seek);
    seek.polls += 1;
    try {
      answer = await api("GET", `/seeks/${encodeURIComponent(seek.id)}?wait=${wait}`, { token: seek.secret });
    } catch (err) {
      if (state.active !== seek) return;
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
        // unknown or expired: the search is over; say so and offer it again
        finish();
        toast(err.status === 404 ? t("seek.lost") : tx(err.reason) || t("error.generic"), "error");
        return;
      }
      await new Promise((done) => setTimeout(done, RETRY_MS));
      continue;
    }
    if (state.active !== seek) return;
    if (answer?.status === "seated") {
      seated(answer);
      return;
    }
    if (answer?.status === "cancelled") {
      finish();
      return;
    }
    seek.seeking = Number(answer?.seeking) || 0;
    if (Number.isFinite(answer?.waited)) seek.started = Math.min(seek.started, Date.now() - answer.waited * 1000);
    tick();
    // a poll answered at once (a proxy that does not hold it): ask again after a pause, not in a spin
    const quick = wait ? MIN_POLL_MS - (Date.now() - asked) : 0;
    if (quick > 0) await new Promise((done) => setTimeout(done, quick));
  }
}

/** Seated: keep the seat as a join does and open the table (leaving the page cancels nothing). */
function seated(answer) {
  const table = answer.table;
  saveSeat(table.id, answer.seat, answer.token, Boolean(answer.host));
  keepOpponents(table.id, answer.opponents);
  stopTicker();
  state.active = null;
  location.href = `/t/${encodeURIComponent(table.id)}`;
}

/** Bots in the empty seats now: the server seats the seek with bots within a round, and the
 * long-poll brings the seat as usual (or this answer does, when it came first). */
async function botsNow() {
  const seek = state.active;
  if (!seek || seek.botsAsked) return;
  seek.botsAsked = true;
  render();
  let answer = null;
  try {
    answer = await api("POST", `/seeks/${encodeURIComponent(seek.id)}/bots`, { token: seek.secret });
  } catch (err) {
    if (state.active !== seek) return;
    seek.botsAsked = false;
    render();
    toast(tx(err.reason) || t("error.generic"), "error");
    return;
  }
  if (state.active === seek && answer?.status === "seated") seated(answer);
}

function finish() {
  stopTicker();
  state.active = null;
  render();
}

/** Leave the queue at once: the page stops waiting before the server even answers. */
async function cancel() {
  const seek = state.active;
  if (!seek) return;
  finish();
  let answer = null;
  try {
    answer = await api("DELETE", `/seeks/${encodeURIComponent(seek.id)}`, { token: seek.secret });
  } catch {
    // gone already (expired or forgotten): nothing to take back
  }
  // seated at the very moment of the tap: the others are at the table already, so go there too
  if (answer?.status === "seated" && !state.active) seated(answer);
}

// A player who leaves the page is no longer looking: the seek is cancelled on the way out
// (keepalive lets the request outlive the page), so nobody is seated opposite an empty chair.
addEventListener("pagehide", () => {
  const seek = state.active;
  if (!seek) return;
  const headers = { Authorization: `Bearer ${seek.secret}` };
  const client = clientId();
  if (client) headers["X-Koloda-Client"] = client;
  fetch(`/api/seeks/${encodeURIComponent(seek.id)}`, { method: "DELETE", headers, keepalive: true }).catch(() => {});
  state.active = null;
});

/** Set the panel up in `el` with the server's games; `name` gives the player's name for a guest. */
export function setupSeek(el, games, { name } = {}) {
  slot = el;
  if (name) getName = name;
  state.games = games || [];
  const prefs = loadPrefs();
  const ids = seekable().map((g) => g.id);
  state.gameId = ids.includes(prefs.game) ? prefs.game : ids.includes("durak") ? "durak" : ids[0] || null;
  if (Number.isInteger(prefs.players)) state.players = prefs.players;
  if (Number.isInteger(prefs.turn_seconds) || /^\d+d$/.test(prefs.turn_seconds)) state.turnSeconds = prefs.turn_seconds;
  if (typeof prefs.bots === "boolean") state.bots = prefs.bots;
  state.rated = prefs.rated === true;
  fit();
  render();
}

/** The lobby chose a game in its list: the panel seeks that game too (when not searching). */
export function followGame(id) {
  if (state.active || !seekable().some((g) => g.id === id) || state.gameId === id) return;
  state.gameId = id;
  fit();
  render();
}

/** The lobby's counts arrived: remember them and show them without a re-render. */
export function updateQueues(queues) {
  state.queues = Array.isArray(queues) ? queues : [];
  if (!slot || state.active) return;
  const line = slot.querySelector('[data-testid="seek-queue"]');
  const n = queueCount();
  if (line) line.textContent = n ? t("seek.count", { n }) : "";
}
