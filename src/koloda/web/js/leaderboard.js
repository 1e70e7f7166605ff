// Leaderboards (/leaderboard): one tab a rating pool (GET /api/leaderboards), each the pool's
// best 100 (GET /api/leaderboards/{pool}) and, signed in, the person's own place or what keeps
// them off the board. The chosen pool is in the address (?pool=), so a tab can be shared, and
// remembered for the next visit. Who is listed is the server's rule (docs/ratings.md).

import { $, h, mount } from "./dom.js";
import { applyStatic, lang, onLangChange, t, tx } from "./i18n.js";
import { api } from "./api.js";
import { pageHeader } from "./ui/header.js";

const LAST = "koloda.leaderboard.pool";

pageHeader($("#top"));
const main = $("#main");

const state = {
  listing: null, // GET /api/leaderboards: {pools, min_games, active_days, leaders}
  pool: null,
  board: null, // GET /api/leaderboards/{pool}, for state.pool
  failed: false,
};

/** A pool in words: its game, and its table sizes with (Scattergories) its language. */
function poolName(p) {
  const [low, high] = p.players;
  const size = low === high ? t("lobby.playersExactly", { n: low }) : t("lobby.playersRange", { min: low, max: high });
  const option = p.option ? tx(p.option.text) || String(p.option.value).toUpperCase() : null;
  return { game: tx(p.title) || p.game, detail: [size, option].filter(Boolean).join(" · ") };
}

function chosenFromAddress() {
  return new URLSearchParams(location.search).get("pool");
}

function number(n) {
  return new Intl.NumberFormat(lang()).format(n);
}

/** Whether `pool` is a correspondence pool (days a move), which has its own tabs. */
const byDays = (pool) => state.listing.pools.some((p) => p.pool === pool && p.correspondence);

/** The same game and sizes at the other pace, else the first pool of that pace. */
function counterpart(days) {
  const live = state.pool.replace(/-corr$/, "");
  const pools = state.listing.pools.filter((p) => Boolean(p.correspondence) === days);
  return (pools.find((p) => p.pool === (days ? `${live}-corr` : live)) || pools[0])?.pool;
}

/** Live games or days a move: the two kinds of pools apart, as two sets of tabs. */
function paces() {
  if (!state.listing.pools.some((p) => p.correspondence)) return null;
  const days = byDays(state.pool);
  const pace = (on, key) => h("button", {
    type: "button", class: "board-pace", "aria-pressed": String(on === days),
    "data-testid": `board-pace-${on ? "days" : "live"}`, text: t(key),
    onclick: () => { if (on !== days) choose(counterpart(on), true); },
  });
  return h("div", { class: "board-paces", role: "group", "aria-label": t("board.pace") },
    pace(false, "board.paceLive"), pace(true, "board.paceDays"));
}

function tabs() {
  const days = byDays(state.pool);
  return h("nav", { class: "board-tabs", role: "tablist", "aria-label": t("board.pools"), "data-testid": "board-tabs" },
    state.listing.pools.filter((p) => Boolean(p.correspondence) === days).map((p) => h("a", {
      role: "tab", class: "board-tab", href: `/leaderboard?pool=${encodeURIComponent(p.pool)}`,
      id: `tab-${p.pool}`, "aria-selected": String(p.pool === state.pool), "aria-controls": "board-panel",
      "data-testid": `board-tab-${p.pool}`,
      onclick: (e) => { e.preventDefault(); choose(p.pool, true); },
    }, h("strong", { text: poolName(p).game }), h("small", { text: poolName(p).detail }))));
}

/** The signed-in person's place on this board, or why they are not on it; a guest is asked to
 * sign in. */
function myPlace() {
  const me = state.board?.me;
  const listing = state.listing;
  if (!me) {
    return h("p", { class: "board-me muted", "data-testid": "board-me" },
      h("a", { href: "/account", text: t("board.signIn") }));
  }
  let words;
  if (me.rank) {
    words = t(me.rank > listing.leaders ? "board.placeBeyond" : "board.place",
      { rank: number(me.rank), leaders: listing.leaders, rating: String(me.rating), games: me.games });
  } else if (me.rating === null) {
    words = t("board.noRating");
  } else if (me.needs === "games") {
    words = t("board.needsGames", { games: me.games, min: listing.min_games });
  } else if (me.needs === "marked") {
    words = t("board.needsUnmarked");
  } else if (me.needs === "settled") {
    words = t("board.needsSettled", { rating: String(me.rating) });
  } else {
    words = t("board.needsActive", { days: listing.active_days, rating: String(me.rating) });
  }
  return h("p", { class: `board-me${me.rank ? " listed" : ""}`, "data-testid": "board-me", text: words });
}

function standings() {
  const players = state.board.players || [];
  if (!players.length) return h("p", { class: "muted", "data-testid": "board-empty", text: t("board.empty") });
  const mine = state.board.me?.handle;
  return h("table", { class: "board", "data-testid": "board" },
    h("thead", {}, h("tr", {},
      h("th", { class: "num", scope: "col", text: t("board.rank") }),
      h("th", { scope: "col", text: t("board.player") }),
      h("th", { class: "num", scope: "col", text: t("board.rating") }),
      h("th", { class: "num", scope: "col", text: t("board.games") }))),
    h("tbody", {}, players.map((p) => h("tr", { class: p.handle === mine ? "mine" : null, "data-testid": "board-row" },
      h("td", { class: "num", text: String(p.rank) }),
      h("td", { class: "who" }, h("a", { href: `/@/${encodeURIComponent(p.handle)}`, text: p.handle })),
      h("td", { class: "num", text: String(p.rating) }),
      h("td", { class: "num", text: number(p.games) })))));
}

function panel() {
  let body;
  if (state.failed) body = h("p", { class: "muted", text: t("error.generic") });
  else if (!state.board || state.board.pool !== state.pool) body = h("p", { class: "muted", text: t("lobby.loading") });
  else body = [myPlace(), standings()];
  return h("section", { class: "board-panel", id: "board-panel", role: "tabpanel", "aria-labelledby": `tab-${state.pool}`, "data-testid": "board-panel" }, body);
}

function render() {
  applyStatic();
  document.title = `${t("board.title")} · ${t("app.name")}`;
  const listing = state.listing;
  mount(main, h("div", { class: "boards card-panel", "data-testid": "leaderboard" },
    h("h1", { text: t("board.title") }),
    listing ? h("p", { class: "muted board-about", text: t("board.about", { leaders: listing.leaders, games: listing.min_games, days: listing.active_days }) }) : null,
    !listing ? h("p", { class: "muted", text: t(state.failed ? "error.generic" : "lobby.loading") })
      : listing.pools.length ? [paces(), tabs(), panel()] : h("p", { class: "muted", text: t("board.noPools") })));
  // the chosen tab in sight in its strip (a phone shows a few at a time)
  main.querySelector('[role=tab][aria-selected="true"]')?.scrollIntoView({ block: "nearest", inline: "center" });
}

async function choose(pool, push = false) {
  state.pool = pool;
  state.failed = false;
  try {
    localStorage.setItem(LAST, pool);
  } catch {
    // no storage: the first pool next time
  }
  if (push) history.pushState(null, "", `/leaderboard?pool=${encodeURIComponent(pool)}`);
  render();
  try {
    const board = await api("GET", `/leaderboards/${encodeURIComponent(pool)}`);
    if (state.pool === pool) state.board = board;
  } catch {
    if (state.pool === pool) state.failed = true;
  }
  render();
}

/** The pool to show: the address's, else the last one looked at, else the first. */
function initialPool() {
  const ids = state.listing.pools.map((p) => p.pool);
  let last = null;
  try {
    last = localStorage.getItem(LAST);
  } catch {
    // no storage
  }
  return [chosenFromAddress(), last].find((p) => p && ids.includes(p)) || ids[0] || null;
}

addEventListener("popstate", () => {
  const pool = chosenFromAddress();
  if (state.listing && pool && pool !== state.pool) choose(pool);
});
onLangChange(render);

async function boot() {
  render();
  try {
    state.listing = await api("GET", "/leaderboards");
  } catch {
    state.failed = true;
    render();
    return;
  }
  const pool = initialPool();
  if (pool) choose(pool);
  else render();
}

boot();
