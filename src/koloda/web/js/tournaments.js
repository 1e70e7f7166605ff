// Tournaments (/tournaments): the live, upcoming and finished tournaments, and for a signed-in
// person a form to create one (game, format, table size, length or rounds, start, time control,
// rated, bots in Swiss, an entry condition, the game's own options, and whether the creator
// plays in it). The form starts at the game its creator has played most (Durak for one who has
// played none), rated where that game has rating pools, the creator entered. The rules are the
// server's (docs/tournaments.md).

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api } from "./api.js";
import { pageHeader } from "./ui/header.js";
import { currentAccount, onAccountChange } from "./account/session.js";
import { toast } from "./ui/toast.js";
import { optionField } from "./ui/options.js";
import { describe, when } from "./tournaments/format.js";

pageHeader($("#top"));
const main = $("#main");

const state = {
  list: null, // the server's answer to GET /api/tournaments
  games: [], // /api/games, the playable ones
  me: null, // the signed-in handle
  busy: false,
  form: { game: "", format: "arena", size: 2, minutes: 30, rounds: 5, startIn: 5, turnSeconds: 30, rated: false, bots: false, minRating: "", minGames: "", enter: true, options: {} },
};

/** The game a new form starts at when the person has played none. */
const FIRST_GAME = "durak";

/** Whether `game` has rating pools (its options offer `rated`): the form then starts rated. */
const ratable = (game) => (game?.options || []).some((o) => o.name === "rated");

function render() {
  applyStatic();
  document.title = `${t("tourney.listTitle")} · ${t("app.name")}`;
  mount(main, h("div", { class: "tourneys", "data-testid": "tournaments" },
    h("section", { class: "card-panel" },
      h("h1", { text: t("tourney.listTitle") }),
      h("p", { class: "muted", text: t("tourney.about") })),
    state.list === null ? h("p", { class: "muted", text: t("account.loading") }) : lists(),
    createSection()));
}

/** Live, upcoming and finished tournaments in one panel; an empty kind is left out. */
function lists() {
  const kinds = [["live", "tourney.live"], ["upcoming", "tourney.upcoming"], ["finished", "tourney.finished"]]
    .filter(([which]) => (state.list[which] || []).length);
  return h("section", { class: "card-panel tourney-lists" },
    kinds.length ? kinds.map(([which, title]) => listSection(which, title)) : h("p", { class: "muted", "data-testid": "no-tournaments", text: t("tourney.none") }));
}

function listSection(which, title) {
  const items = state.list[which] || [];
  return h("div", { "data-testid": `list-${which}` },
    h("h2", { text: t(title) }),
    h("ul", { class: "tourney-list" }, items.map((item) => h("li", { "data-testid": "tourney-item", dataset: { id: item.id } },
      h("a", { class: "tourney-name", href: `/tournaments/${encodeURIComponent(item.id)}`, text: describe(item) }),
      h("small", { class: "muted", text: when(item, state.list.now) }),
      h("span", { class: "badge", text: t("tourney.entrants", { n: item.entrants || 0 }) })))));
}

function field(label, control, hint) {
  return h("label", { class: "field" }, h("span", { text: label }), control, hint ? h("small", { class: "muted", text: hint }) : null);
}

function numberInput(key, min, max, testid) {
  return h("input", {
    type: "number", min, max, value: state.form[key], "data-testid": testid, inputmode: "numeric",
    oninput: (e) => { state.form[key] = e.target.value; },
  });
}

function chosenGame() {
  return state.games.find((g) => g.id === state.form.game) || state.games[0];
}

function createSection() {
  if (!state.me) {
    return h("section", { class: "card-panel", "data-testid": "create-signin" },
      h("h2", { text: t("tourney.create") }),
      h("p", {}, t("tourney.signInToCreate"), " ", h("a", { href: "/account", text: t("account.signIn") })));
  }
  const game = chosenGame();
  if (!game) return null;
  const f = state.form;
  const rated = (game.options || []).some((o) => o.name === "rated");
  const swiss = f.format === "swiss";
  return h("section", { class: "card-panel" },
    h("h2", { text: t("tourney.create") }),
    h("form", {
      class: "account-form tourney-form", "data-testid": "create-form",
      onsubmit: (e) => { e.preventDefault(); create(); },
    },
    field(t("lobby.game"), h("select", {
      "data-testid": "create-game",
      onchange: (e) => { f.game = e.target.value; f.options = {}; const g = chosenGame(); f.size = Math.max(g.min_players, Math.min(f.size, g.max_players)); f.rated = ratable(g); render(); },
    }, state.games.map((g) => h("option", { value: g.id, selected: g.id === game.id, text: tx(g.title) || g.id })))),
    field(t("tourney.format"), h("select", {
      "data-testid": "create-format", onchange: (e) => { f.format = e.target.value; render(); },
    }, h("option", { value: "arena", selected: !swiss, text: t("tourney.arena") }),
    h("option", { value: "swiss", selected: swiss, text: t("tourney.swiss") })),
    t(swiss ? "tourney.swissAbout" : "tourney.arenaAbout")),
    field(t("tourney.size"), numberInput("size", Math.max(2, game.min_players), Math.min(6, game.max_players), "create-size")),
    swiss ? field(t("tourney.rounds"), numberInput("rounds", 1, 30, "create-rounds"))
      : field(t("tourney.minutes"), numberInput("minutes", 1, 720, "create-minutes")),
    field(t("tourney.startIn"), numberInput("startIn", 0, 43200, "create-start"), t("tourney.startInHint")),
    field(t("tourney.turnSeconds"), numberInput("turnSeconds", 0, 3600, "create-turn")),
    rated ? h("label", { class: "field check" }, h("input", {
      type: "checkbox", checked: f.rated, "data-testid": "create-rated", onchange: (e) => { f.rated = e.target.checked; },
    }), h("span", { text: t("tourney.rated") })) : null,
    swiss ? h("label", { class: "field check" }, h("input", {
      type: "checkbox", checked: f.bots, "data-testid": "create-bots", onchange: (e) => { f.bots = e.target.checked; },
    }), h("span", { text: t("tourney.bots") })) : null,
    rated ? field(t("tourney.minRating"), numberInput("minRating", 0, 4000, "create-min-rating"), t("tourney.optional")) : null,
    rated ? field(t("tourney.minGames"), numberInput("minGames", 0, 10000, "create-min-games"), t("tourney.optional")) : null,
    gameOptions(game),
    h("label", { class: "field check" }, h("input", {
      type: "checkbox", checked: f.enter, "data-testid": "create-enter", onchange: (e) => { f.enter = e.target.checked; },
    }), h("span", { text: t("tourney.enterMine") })),
    h("div", { class: "row" }, h("button", { type: "submit", class: "primary", disabled: state.busy, "data-testid": "create-submit", text: t("tourney.createButton") }))));
}

/** The game's own rules options (the lobby's, at their defaults until changed), folded: most
 * tournaments play the game as it comes. Whether it is rated is the form's own choice above. */
function gameOptions(game) {
  const rules = (game.options || []).filter((o) => o.scope !== "table" && !o.local && o.name !== "rated");
  if (!rules.length) return null;
  const values = { ...Object.fromEntries(rules.map((o) => [o.name, o.default])), ...state.form.options };
  return h("details", { class: "tourney-options", "data-testid": "create-options", open: Object.keys(state.form.options).length > 0 },
    h("summary", { text: t("tourney.gameOptions") }),
    rules.map((o) => optionField(o, values, (v) => { state.form.options[o.name] = v; }, () => null, "create-opt")));
}

const numberOr = (value, fallback) => (value === "" || value === null || Number.isNaN(Number(value)) ? fallback : Number(value));

async function create() {
  const f = state.form;
  const game = chosenGame();
  const body = {
    game: game.id, format: f.format, size: numberOr(f.size, 2),
    starts_in: Math.round(numberOr(f.startIn, 0) * 60), turn_seconds: numberOr(f.turnSeconds, 0),
    rated: Boolean(f.rated) && ratable(game), bots: f.format === "swiss" && Boolean(f.bots),
    options: { ...f.options }, enter: Boolean(f.enter),
  };
  if (f.format === "swiss") body.rounds = numberOr(f.rounds, 5);
  else body.seconds = Math.round(numberOr(f.minutes, 30) * 60);
  if (f.minRating !== "") body.min_rating = numberOr(f.minRating, null);
  if (f.minGames !== "") body.min_games = numberOr(f.minGames, null);
  state.busy = true;
  render();
  try {
    const made = await api("POST", "/tournaments", { body });
    location.href = `/tournaments/${encodeURIComponent(made.id)}`;
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
  } finally {
    state.busy = false;
    render();
  }
}

/** The form's first game: the one its creator played most, else Durak, else the first; rated
 * where that game has rating pools. */
async function startForm() {
  let played = {};
  if (state.me) {
    try {
      played = (await api("GET", `/players/${encodeURIComponent(state.me)}`)).games || {};
    } catch {
      // no profile to read: the usual first game
    }
  }
  const ids = state.games.map((g) => g.id);
  const most = Object.entries(played).filter(([id]) => ids.includes(id))
    .sort((a, b) => (b[1]?.played || 0) - (a[1]?.played || 0))[0]?.[0];
  const game = state.games.find((g) => g.id === (most || FIRST_GAME)) || state.games[0];
  state.form.game = game.id;
  state.form.size = Math.max(game.min_players, Math.min(state.form.size, game.max_players));
  state.form.rated = ratable(game);
}

async function refresh() {
  try {
    state.list = await api("GET", "/tournaments");
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
  }
  render();
}

async function load() {
  render();
  const games = api("GET", "/games").catch(() => []);
  const me = currentAccount().catch(() => null);
  await refresh();
  state.games = (await games).filter((g) => !g.unavailable && g.max_players >= 2);
  state.me = (await me)?.account?.handle || null;
  if (!state.form.game && state.games.length) await startForm();
  render();
  setInterval(refresh, 10000); // live and finished change as the clock runs
}

onLangChange(render);
onAccountChange((me) => { state.me = me?.account?.handle || null; render(); });
load();
