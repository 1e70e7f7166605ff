// The lobby (/): first "Your turn", the correspondence games waiting on the signed-in person
// (GET /api/me/turns, most urgent first), then "Continue your game" where this browser holds a
// seat at a table still being played or waiting for players (the seat tokens api.js keeps per table), then
// "Play people now" (seek.js: the server finds opponents), then "Play now" (one tap: a table
// against a bot of the player's level, started at once) and the lessons; tournaments and
// leaderboards, in a place of their own; then the games, each opening its options right under
// it (players, seats with people or bots, create the table); and the lists of open tables,
// games in progress and finished games (with replays).

import { optionField as sharedOptionField } from "./ui/options.js";
import { displayName, nameInput } from "./ui/seat.js";
import { $, h, mount } from "./dom.js";
import { applyStatic, lang, onLangChange, t, tx } from "./i18n.js";
import { api, loadSeat, saveName, saveSeat, savedName } from "./api.js";
import { accountHint } from "./account/hint.js";
import { pageHeader } from "./ui/header.js";
import { rulesButton } from "./ui/rules.js";
import { gameArt } from "./ui/game_art.js";
import { toast } from "./ui/toast.js";
import { botOptions, defaultBot as pickBot } from "./ui/botchoice.js";
import { followGame, render as renderSeek, seekingFor, setupSeek, updateQueues } from "./seek.js";

const REFRESH_MS = 5000;
const PERSON = "";
/** What "Play now" plays: the game and the bot level last chosen in this browser. */
const QUICK_GAME = "koloda.quick.game";
const QUICK_LEVEL = "koloda.quick.level";
/** For a first visit: the best-known game, against a bot a newcomer can beat. */
const FIRST_GAME = "durak";
const FIRST_LEVEL = "casual";

pageHeader($("#top"));
const main = $("#main");

const lobby = {
  games: null,
  gameId: null,
  players: 2,
  options: {},
  seats: [], // per seat after the first: PERSON or a bot name
  name: savedName(),
  busy: false,
  lists: { open: [], playing: [], finished: [] },
  // the correspondence games waiting on me ({count, turns, vacation}); null for a guest
  turns: null,
};

const currentGame = () => lobby.games?.find((g) => g.id === lobby.gameId) || null;

function defaultBot(game) {
  return pickBot(game) || PERSON;
}

function chooseGame(id) {
  const game = lobby.games.find((g) => g.id === id);
  if (!game) return;
  lobby.gameId = id;
  lobby.players = Math.min(Math.max(2, game.min_players), game.max_players);
  lobby.options = Object.fromEntries((game.options || []).map((o) => [o.name, o.default]));
  // a game's card language (Scattergories' deck) follows the interface's; the host may pick another
  if ((game.options || []).some((o) => o.name === "language" && o.choices?.includes(lang()))) lobby.options.language = lang();
  lobby.seats = [];
  fitSeats(game);
  followGame(id); // "Play people now" seeks the game the player looks at
  render();
  // the options open right under the game: bring them into view where they fell below it
  const options = formSlot.querySelector('[data-testid="game-options"]');
  const card = formSlot.querySelector(`[data-testid="game-${CSS.escape(id)}"]`);
  if (options && card && options.getBoundingClientRect().top > innerHeight * 0.6) {
    card.scrollIntoView({ block: "start" });
  }
}

// ---------- "Play now" ----------

/** The game and level "Play now" plays: the last chosen, else a first game against Casual. */
function quickChoice() {
  const games = (lobby.games || []).filter((g) => !g.unavailable && g.min_players <= 2 && g.max_players >= 2 && g.levels?.length);
  const game = games.find((g) => g.id === localStorage.getItem(QUICK_GAME))
    || games.find((g) => g.id === FIRST_GAME) || games[0];
  if (!game) return null;
  const key = localStorage.getItem(QUICK_LEVEL) || FIRST_LEVEL;
  const level = game.levels.find((l) => l.key === key)
    || game.levels.find((l) => l.key === FIRST_LEVEL) || game.levels[0];
  return { game, level };
}

/** Remember what the player chose, for the next "Play now". */
function rememberChoice(game, seats) {
  localStorage.setItem(QUICK_GAME, game.id);
  const level = (game.levels || []).find((l) => seats.includes(l.spec));
  if (level) localStorage.setItem(QUICK_LEVEL, level.key);
}

function startPanel() {
  const quick = lobby.games ? quickChoice() : null;
  const learnable = (lobby.games || []).filter((g) => g.lessons && !g.unavailable);
  return h("section", { class: "card-panel start-panel", "data-testid": "start" },
    h("button", {
      type: "button", class: "primary big play-now", "data-testid": "play-now",
      disabled: !quick || lobby.busy,
      onclick: () => quick && create(quick.game, { players: 2, seats: [quick.level.spec], options: {} }),
    },
    h("span", { class: "play-now-title", text: t(lobby.busy ? "lobby.creating" : "lobby.playNow") }),
    quick ? h("small", { text: t("lobby.playNowWhat", { game: tx(quick.game.title) || quick.game.id, level: tx(quick.level.name) }) }) : null),
    quick ? h("p", { class: "muted play-now-note", text: t("lobby.playNowNote") }) : null,
    learnable.length ? h("nav", { class: "learn-links", "aria-label": t("lobby.learn") },
      h("strong", { text: t("lobby.learn") }),
      learnable.map((g) => h("a", { class: "button", href: `/learn/${encodeURIComponent(g.id)}`,
        "data-testid": `learn-${g.id}`, text: tx(g.title) || g.id }))) : null);
}

/** Tournaments and leaderboards: places of their own, not among the lessons. */
function placesNav() {
  const place = (href, testid, title, about) => h("a", { class: "button place-link", href, "data-testid": testid },
    h("strong", { text: t(title) }), h("small", { text: t(about) }));
  return h("nav", { class: "card-panel lobby-places", "aria-label": t("lobby.places"), "data-testid": "lobby-places" },
    place("/tournaments", "tournaments-link", "lobby.tournaments", "lobby.tournamentsAbout"),
    place("/leaderboard", "leaderboards-link", "lobby.leaderboards", "lobby.leaderboardsAbout"));
}

function fitSeats(game) {
  while (lobby.seats.length < lobby.players - 1) lobby.seats.push(defaultBot(game));
  lobby.seats.length = lobby.players - 1;
}

// ---------- point-buy options ----------
// Some games price their settings in points that must add up to another option (the Clash of
// Decks solo difficulty: the automaton's settings must add up to the level). The server's option
// schema says what each value costs (`points`: [[value, cost], ...]) and which option is the sum
// (`points_total`); the client only adds them up, and the server still refuses a wrong sum.

const pointsUi = { badges: new Map(), summary: null, create: null };

function pointBuy(game) {
  const opts = (game?.options || []).filter((o) => o.scope !== "table");
  const target = opts.find((o) => o.points_total);
  const priced = opts.filter((o) => Array.isArray(o.points));
  if (!target || !priced.length) return null;
  const cost = (o) => {
    const hit = o.points.find(([value]) => value === lobby.options[o.name]);
    return hit ? hit[1] : 0;
  };
  const total = priced.reduce((sum, o) => sum + cost(o), 0);
  const need = Number(lobby.options[target.name]);
  return { priced, cost, total, need, ok: total === need };
}

function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

function pointsSummary(buy) {
  return h("p", {
    class: buy.ok ? "points ok" : "points off", role: "status", "data-testid": "points-total",
    "data-ok": String(buy.ok),
  },
  h("strong", { text: t("lobby.pointsTotal", { total: buy.total, need: buy.need }) }), " — ",
  h("span", { text: buy.ok ? t("lobby.pointsOk") : t("lobby.pointsOff", { need: buy.need }) }));
}

// After each change: the badges, the running total and the create button, without a re-render
// (which would take the focus away from a number being typed).
function refreshPoints() {
  const buy = pointBuy(currentGame());
  if (!buy) return;
  for (const o of buy.priced) {
    const badge = pointsUi.badges.get(o.name);
    if (badge) badge.textContent = t("lobby.points", { n: signed(buy.cost(o)) });
  }
  if (pointsUi.summary) {
    const fresh = pointsSummary(buy);
    pointsUi.summary.replaceWith(fresh);
    pointsUi.summary = fresh;
  }
  if (pointsUi.create) pointsUi.create.disabled = lobby.busy || !buy.ok;
}

function pointsBadge(opt) {
  if (!Array.isArray(opt.points)) return null;
  const hit = opt.points.find(([value]) => value === lobby.options[opt.name]);
  const badge = h("span", {
    class: "points-badge", "data-testid": `points-${opt.name}`,
    text: t("lobby.points", { n: signed(hit ? hit[1] : 0) }),
  });
  pointsUi.badges.set(opt.name, badge);
  return badge;
}

// ---------- the form ----------

function optionField(opt) {
  return sharedOptionField(opt, lobby.options, (v) => { lobby.options[opt.name] = v; refreshPoints(); }, pointsBadge);
}

function seatSetup(game) {
  const rows = [h("li", {},
    h("span", { text: t("lobby.seat", { n: 1 }) }),
    nameInput({
      value: lobby.name, "data-testid": "your-name",
      oninput: (e) => { lobby.name = e.target.value; },
    }))];
  lobby.seats.forEach((choice, i) => {
    const select = h("select", {
      "data-testid": `seat-choice-${i + 1}`, "aria-label": t("lobby.seat", { n: i + 2 }),
      onchange: (e) => { lobby.seats[i] = e.target.value; },
    },
    h("option", { value: PERSON, selected: choice === PERSON, text: t("lobby.person") }),
    botOptions(game, choice));
    rows.push(h("li", {}, h("span", { text: t("lobby.seat", { n: i + 2 }) }), select));
  });
  return h("ol", { class: "seat-setup" }, rows);
}

/** A game's card in the list: its picture, name, what it is about, players and length. */
function gameCard(g) {
  const chosen = g.id === lobby.gameId;
  return h("button", {
    type: "button", class: "game-choice", "aria-pressed": String(chosen), "aria-expanded": String(chosen),
    "aria-controls": chosen ? "game-options" : null,
    disabled: Boolean(g.unavailable), "data-testid": `game-${g.id}`, title: g.unavailable ? t("lobby.unavailable", { reason: tx(g.unavailable) }) : null,
    onclick: () => chooseGame(g.id),
  }, gameArt(g.id),
  h("span", { class: "game-text" },
    h("strong", { text: tx(g.title) || g.id }),
    g.unavailable ? h("small", { text: t("lobby.unavailable", { reason: tx(g.unavailable) }) })
      : [g.blurb ? h("small", { class: "about", text: g.blurb[lang()]?.about || "" }) : null,
        h("small", { class: "facts", text: [g.min_players === g.max_players
          ? t("lobby.playersExactly", { n: g.min_players }) : t("lobby.playersRange", { min: g.min_players, max: g.max_players }),
          g.blurb?.[lang()]?.length].filter(Boolean).join(" · ") }),
        seekingBadge(g.id)]));
}

/** How many look for opponents in a game now (GET /api/seeks); empty when nobody does. */
function seekingBadge(id) {
  const n = seekingFor(id);
  return h("small", { class: "seeking", "data-testid": `seeking-${id}`, "data-seeking": id, text: n ? t("seek.gameCount", { n }) : "" });
}

/** The counts change with each refresh: only their words, no re-render of the form. */
function refreshSeekingBadges() {
  for (const el of formSlot.querySelectorAll("[data-seeking]")) {
    const n = seekingFor(el.dataset.seeking);
    el.textContent = n ? t("seek.gameCount", { n }) : "";
  }
}

/** The chosen game's options, right under its card: rules and lessons, players, seats, options. */
function gameOptions(game) {
  // Options marked "table" belong to the host (time limits, bot pace), not to the rules.
  // `local` options name a file on the player's own machine: terminal play only.
  const rulesOptions = (game.options || []).filter((o) => o.scope !== "table" && !o.local);
  const tableOptions = (game.options || []).filter((o) => o.scope === "table");
  const buy = pointBuy(game);
  pointsUi.badges.clear();
  pointsUi.summary = buy ? pointsSummary(buy) : null;
  pointsUi.create = h("button", {
    type: "submit", class: "primary big", disabled: lobby.busy || (buy !== null && !buy.ok), "data-testid": "create",
    text: t(lobby.busy ? "lobby.creating" : "lobby.create"),
  });
  const playerChoices = [];
  for (let n = game.min_players; n <= game.max_players; n++) playerChoices.push(n);
  return h("section", { class: "game-options", id: "game-options", "data-testid": "game-options", "aria-label": tx(game.title) || game.id },
    h("div", { class: "row game-rules" }, rulesButton(game.id, { className: "" }),
      game.lessons ? h("a", { class: "button", href: `/learn/${encodeURIComponent(game.id)}`, "data-testid": "learn-link", text: t("lobby.learn") }) : null),
    h("form", { class: "form-grid", "data-testid": "new-table", onsubmit: (e) => { e.preventDefault(); create(); } },
      h("div", { class: "field" },
        h("label", { for: "players", text: t("lobby.players") }),
        h("select", {
          id: "players", "data-testid": "players",
          onchange: (e) => { lobby.players = Number(e.target.value); fitSeats(game); render(); },
        }, playerChoices.map((n) => h("option", { value: n, selected: n === lobby.players, text: String(n) })))),
      h("h3", { text: t("lobby.seats") }),
      seatSetup(game),
      h("h3", { text: t("lobby.options") }),
      rulesOptions.length ? rulesOptions.map(optionField) : h("p", { class: "muted", text: t("lobby.noOptions") }),
      pointsUi.summary,
      tableOptions.length ? [h("h3", { text: t("lobby.tableOptions") }), tableOptions.map(optionField)] : null,
      pointsUi.create,
    ));
}

function newTableForm() {
  const game = currentGame();
  // the chosen game's options open in the list right under its card (spanning the row)
  const items = [];
  for (const g of lobby.games) {
    items.push(gameCard(g));
    if (game && g.id === game.id) items.push(gameOptions(game));
  }
  return h("section", { class: "card-panel games-panel" },
    h("h2", { text: t("lobby.new") }),
    h("p", { class: "muted choose-note", text: t("lobby.chooseGame") }),
    h("div", { class: "game-choices", role: "group", "aria-label": t("lobby.game") }, items));
}

/** Create a table of `game` (the chosen one and the form's choices by default; "Play now" passes
 * its own: two players, a bot of its level, the game's default options), fill its bots and
 * start it when every seat is taken; then open it. */
async function create(game = currentGame(), choice = null) {
  if (!game || lobby.busy) return;
  const { players, seats, options } = choice || { players: lobby.players, seats: lobby.seats, options: lobby.options };
  const buy = choice ? null : pointBuy(game);
  if (buy && !buy.ok) return; // the button is disabled; Enter in a field must not get round it
  lobby.busy = true;
  render();
  // no name given: the server names the seat "Player N" in each reader's own language
  const name = lobby.name.trim() || null;
  saveName(lobby.name.trim());
  rememberChoice(game, seats);
  try {
    const made = await api("POST", "/tables", {
      body: { game: game.id, options, players, name },
    });
    const id = made.table.id;
    saveSeat(id, made.seat, made.token, true); // the creator hosts the table
    let table = made.table;
    for (const [i, bot] of seats.entries()) {
      if (bot !== PERSON) table = await api("POST", `/tables/${encodeURIComponent(id)}/bots`, { body: { seat: i + 1, bot }, token: made.token });
    }
    // With every seat filled there is nobody to invite: start at once.
    if (table.seats.every((s) => s.kind !== "empty")) {
      await api("POST", `/tables/${encodeURIComponent(id)}/start`, { token: made.token });
    }
    location.href = `/t/${encodeURIComponent(id)}`;
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
    lobby.busy = false;
    render();
  }
}

// ---------- the lists ----------

function tableItem(table, kind) {
  const seats = table.seats || [];
  const filled = seats.filter((s) => s.kind !== "empty").length;
  const names = seats.filter((s) => s.kind !== "empty").map((s) => displayName(s, s.seat)).join(", ");
  const mine = loadSeat(table.id);
  const link = kind === "finished"
    ? h("a", { class: "button", href: `/replay/${encodeURIComponent(table.id)}`, text: t("lobby.replay") })
    : h("a", {
      class: "button", href: `/t/${encodeURIComponent(table.id)}`,
      text: t(mine ? "lobby.return" : kind === "open" ? "lobby.join" : "lobby.watch"),
    });
  return h("li", { dataset: { table: table.id } },
    h("span", { class: "what" },
      h("strong", { text: tx(table.title) || table.game }),
      h("small", { class: "muted", text: kind === "open" ? t("lobby.filled", { filled, total: seats.length }) : names }),
      kind === "finished" ? h("small", { class: "muted", "data-testid": "result", text: resultLine(table) }) : null),
    link);
}

/** A finished game in one line: who won (the seats ranked first) and when it ended. */
function resultLine(table) {
  const ranks = table.outcome?.ranks || [];
  const winners = ranks.map((r, seat) => (r === 1 ? displayName(table.seats?.[seat], seat) : null)).filter(Boolean);
  const when = table.finished
    ? new Intl.DateTimeFormat(lang(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(table.finished * 1000))
    : "";
  // everyone ranked first: nobody beat anybody
  const draw = ranks.length > 1 && winners.length === ranks.length;
  const won = !winners.length ? "" : draw ? t("lobby.draw", { names: winners.join(", ") })
    : t("lobby.won", { names: winners.join(", "), count: winners.length });
  return [won, when].filter(Boolean).join(" · ");
}

function listSection(kind, titleKey) {
  const items = lobby.lists[kind] || [];
  return h("section", { class: "card-panel", "data-testid": `list-${kind}` },
    h("h2", { text: t(titleKey) }),
    items.length ? h("ul", { class: "table-list" }, items.map((table) => tableItem(table, kind)))
      : h("p", { class: "muted", text: t("lobby.none") }));
}

async function refreshLists() {
  const get = (path) => api("GET", path).catch(() => null);
  const [open, playing, finished, seeks, turns] = await Promise.all([
    get("/tables?status=open"), get("/tables?status=playing"), get("/records"), get("/seeks"),
    accountHint() ? get("/me/turns") : null, // a guest has none
  ]);
  lobby.turns = turns && Array.isArray(turns.turns) ? turns : null;
  updateQueues(seeks?.queues);
  refreshSeekingBadges();
  const asList = (x) => (Array.isArray(x) ? x : Array.isArray(x?.tables) ? x.tables : Array.isArray(x?.records) ? x.records : []);
  lobby.lists = { open: asList(open), playing: asList(playing), finished: asList(finished).slice(0, 10) };
  renderLists();
}

// ---------- "Your turn" (correspondence) ----------

/** How many of the games waiting on me the first screen lists. */
const TURNS_MAX = 5;

/** The time left to a deadline in words: "2 days 4 h", "5 h 12 min", "3 min". */
function timeLeft(deadline) {
  const left = Math.max(0, deadline * 1000 - Date.now());
  const minutes = Math.floor(left / 60000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return t("turns.days", { days, hours });
  if (hours) return t("turns.hours", { hours, minutes: minutes % 60 });
  return t("turns.minutes", { minutes: Math.max(1, minutes) });
}

/** Open the table at the move: with the seat this browser holds, else a fresh token for it
 * (POST /api/me/turns/{table}/seat: the person plays on this device now). */
async function openTurn(turn) {
  const mine = loadSeat(turn.table);
  if (!mine || mine.seat !== turn.seat) {
    try {
      const given = await api("POST", `/me/turns/${encodeURIComponent(turn.table)}/seat`);
      saveSeat(given.table, given.seat, given.token, false);
    } catch (err) {
      toast(tx(err.reason) || t("error.generic"), "error");
      return;
    }
  }
  location.href = `/t/${encodeURIComponent(turn.table)}`;
}

function turnItem(turn) {
  const others = (turn.seats || []).filter((s) => s.seat !== turn.seat && s.kind !== "empty").map((s) => displayName(s, s.seat));
  const away = Boolean(lobby.turns?.vacation); // on vacation the clocks stand still
  const urgent = !away && turn.deadline * 1000 - Date.now() < 6 * 3600 * 1000;
  return h("li", { "data-testid": "turn-item", dataset: { table: turn.table } },
    h("span", { class: "what" },
      h("strong", { text: tx(turn.title) || turn.game }),
      others.length ? h("small", { class: "muted", text: t("lobby.continueWith", { names: others.join(", ") }) }) : null,
      h("small", { class: urgent ? "turn-left urgent" : "turn-left", "data-testid": "turn-left",
        text: away ? t("turns.paused", { days: turn.days }) : t("turns.left", { left: timeLeft(turn.deadline), days: turn.days }) })),
    h("a", {
      class: "button primary", href: `/t/${encodeURIComponent(turn.table)}`, "data-testid": "turn-link", text: t("turns.play"),
      onclick: (e) => { e.preventDefault(); openTurn(turn); },
    }));
}

/** First on the page for a signed-in person whose correspondence games wait on them. */
function turnsPanel() {
  const turns = lobby.turns?.turns || [];
  if (!turns.length) return null;
  const more = turns.length - TURNS_MAX;
  return h("section", { class: "card-panel continue-panel turns-panel", "data-testid": "your-turn", "aria-labelledby": "turns-title" },
    h("h2", { id: "turns-title" }, t("turns.title"), " ", h("span", { class: "turns-count", "data-testid": "turns-count", text: String(turns.length) })),
    lobby.turns.vacation ? h("p", { class: "muted", "data-testid": "turns-vacation", text: t("turns.vacation") }) : null,
    h("ul", { class: "table-list" }, turns.slice(0, TURNS_MAX).map(turnItem)),
    more > 0 ? h("p", { class: "muted", text: t("turns.more", { n: more }) }) : null,
    h("button", {
      type: "button", class: "link turns-away", "data-testid": "vacation",
      text: t(lobby.turns.vacation ? "turns.back" : "turns.away"), onclick: vacation,
    }));
}

/** Go on vacation (the clocks of the games waiting on me stop), or come back. */
async function vacation() {
  const on = Boolean(lobby.turns?.vacation);
  try {
    const now = await api(on ? "DELETE" : "POST", "/me/vacation");
    toast(t(now.on ? "turns.awayDone" : "turns.backDone", { left: Math.floor(now.left) }));
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
  }
  await refreshLists();
}

// ---------- "Continue your game" ----------

/** How many unfinished tables the first screen offers; the rest are in "Games in progress". */
const CONTINUE_MAX = 3;

/** The tables this browser holds a seat at that are still on: being played (first) or waiting
 * for players, newest first. A seat a bot took over (its person left) is no longer theirs. */
function unfinished() {
  const held = (table) => {
    const mine = loadSeat(table.id);
    return mine && table.seats?.[mine.seat]?.kind === "human" ? mine : null;
  };
  const newest = (a, b) => (b.created || 0) - (a.created || 0);
  const waiting = new Set((lobby.turns?.turns || []).map((x) => x.table)); // "Your turn" lists those
  const notListed = (table) => !waiting.has(table.id) && held(table);
  return [...lobby.lists.playing.filter(notListed).sort(newest), ...lobby.lists.open.filter(notListed).sort(newest)];
}

function continueItem(table) {
  const mine = loadSeat(table.id);
  const seats = table.seats || [];
  const others = seats.filter((s, i) => i !== mine.seat && s.kind !== "empty").map((s) => displayName(s, s.seat));
  const filled = seats.filter((s) => s.kind !== "empty").length;
  const about = table.status === "open"
    ? t("lobby.continueWaiting", { filled, total: seats.length })
    : others.length ? t("lobby.continueWith", { names: others.join(", ") }) : "";
  return h("li", { "data-testid": "continue-item", dataset: { table: table.id } },
    h("span", { class: "what" },
      h("strong", { text: tx(table.title) || table.game }),
      about ? h("small", { class: "muted", text: about }) : null),
    h("a", {
      class: "button primary", href: `/t/${encodeURIComponent(table.id)}`, "data-testid": "continue-link",
      text: t("lobby.continue"),
    }));
}

/** The first thing on the page when there is a game to go back to; nothing otherwise. */
function continuePanel() {
  const tables = unfinished();
  if (!tables.length) return null;
  return h("section", { class: "card-panel continue-panel", "data-testid": "continue", "aria-labelledby": "continue-title" },
    h("h2", { id: "continue-title", text: t("lobby.continueTitle", { n: Math.min(tables.length, CONTINUE_MAX) }) }),
    h("ul", { class: "table-list" }, tables.slice(0, CONTINUE_MAX).map(continueItem)));
}

// ---------- page ----------

const turnsSlot = h("div", { class: "turns-slot" });
const continueSlot = h("div", { class: "continue-slot" });
const seekSlot = h("div", { class: "seek-slot" });
const formSlot = h("div", { class: "form-slot" });
const listSlot = h("div", { class: "list-slot" });

function renderLists() {
  mount(turnsSlot, turnsPanel());
  mount(continueSlot, continuePanel());
  mount(listSlot,
    listSection("open", "lobby.open"),
    listSection("playing", "lobby.playing"),
    listSection("finished", "lobby.finished"));
}

function render() {
  document.title = t("lobby.title");
  if (!lobby.games) mount(formSlot, startPanel(), placesNav(), h("p", { class: "muted", text: t("lobby.loading") }));
  else mount(formSlot, startPanel(), placesNav(), newTableForm());
  renderSeek();
  renderLists();
}

async function boot() {
  // "Play people now" first, then the bot game and the lessons, then the games
  mount(main, h("div", { class: "lobby" }, h("div", { class: "lobby-start" }, turnsSlot, continueSlot, seekSlot, formSlot), listSlot));
  render();
  // the lists (and so "Continue your game") are asked for with the games, not after them
  const lists = refreshLists();
  try {
    lobby.games = await api("GET", "/games");
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
    lobby.games = [];
  }
  setupSeek(seekSlot, lobby.games, { name: () => lobby.name.trim() || null });
  // no game is chosen for the player: "Play now" is the quick way, the list the considered one
  render();
  await lists;
  setInterval(refreshLists, REFRESH_MS);
}

onLangChange(render);
applyStatic();
boot();
