// A player's profile (/@/{handle}): since when a member, the games they are playing now (as the
// lobby's list of tables shows them, with a link to watch or return), games played and won per
// game, the last games with their result, opponents, date and links to the replay and the
// analysis, every game as a file; the ratings of rated play, one chart a pool; and, for someone
// else signed in, Follow or Unfollow, Challenge (a game and its options) and Block or Unblock.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api, tableIdFromPath } from "./api.js";
import { pageHeader } from "./ui/header.js";
import { currentAccount, onAccountChange } from "./account/session.js";
import { day, moment } from "./account/format.js";
import { toast } from "./ui/toast.js";
import { challengeForm, gamesForTwo } from "./account/challenge_form.js";
import { reportLink } from "./report.js";

pageHeader($("#top"));
const main = $("#main");
const wanted = tableIdFromPath(); // the handle: the path's last part

const profile = {
  player: undefined, // undefined: loading; null: no such player
  gameInfo: {}, // game id -> the game as /api/games tells it (title, bot_labels)
  me: null, // the signed-in handle, if any
  blocked: null, // whether I block this player (null: unknown, or not signed in)
  following: null, // whether I follow this player (null: unknown, or not signed in)
  challenging: false, // the challenge form is open
  tournaments: [], // the tournaments the player entered, newest first
};

// "aborted": a rated game that ended before everyone made two moves (docs/ratings.md), unrated
const RESULTS = { won: "profile.won", lost: "profile.lost", draw: "profile.draw", unfinished: "profile.unfinished", aborted: "profile.aborted" };

function render() {
  applyStatic();
  const player = profile.player;
  if (player === undefined) return mount(main, h("p", { class: "muted", text: t("account.loading") }));
  if (player === null) {
    document.title = `${wanted} · ${t("app.name")}`;
    return mount(main, h("section", { class: "card-panel", "data-testid": "no-player" },
      h("h1", { text: wanted }), h("p", { class: "lead", text: t("profile.none") }),
      h("a", { class: "button", href: "/", text: t("profile.toLobby") })));
  }
  document.title = `${player.handle} · ${t("app.name")}`;
  const mine = profile.me && profile.me.toLowerCase() === player.handle.toLowerCase();
  return mount(main, h("div", { class: "profile", "data-testid": "profile" },
    h("section", { class: "card-panel profile-head" },
      h("div", { class: "profile-name" },
        h("h1", { "data-testid": "profile-handle", text: player.handle }),
        h("p", { class: "muted", "data-testid": "member-since", text: t("account.memberSince", { date: day(player.created) }) })),
      h("div", { class: "row profile-actions" },
        mine ? h("a", { class: "button", href: "/account", text: t("account.settings") }) : [followButton(player.handle), challengeButton(), blockButton(player.handle), profile.me ? reportLink({ handle: player.handle }, "report-profile") : null],
        h("a", { class: "button", href: `/api/players/${encodeURIComponent(player.handle)}/games`, download: `koloda-${player.handle}-games.ndjson`, title: t("profile.historyWhy"), "data-testid": "history", text: t("profile.history") }))),
    !mine && profile.challenging ? challengeForm(player.handle, Object.values(profile.gameInfo), () => { profile.challenging = false; render(); }) : null,
    liveSection(player, mine),
    ratingsSection(player),
    tournamentsSection(),
    gamesSection(player),
    recentSection(player)));
}

function followButton(handle) {
  if (!profile.me || profile.following === null || profile.blocked) return null;
  const following = profile.following;
  return h("button", {
    type: "button", class: following ? "" : "primary", "data-testid": following ? "unfollow" : "follow",
    "aria-pressed": String(following), text: t(following ? "friends.unfollow" : "friends.follow"),
    onclick: async () => {
      try {
        if (following) await api("DELETE", `/account/follows/${encodeURIComponent(handle)}`);
        else await api("POST", "/account/follows", { body: { handle } });
        profile.following = !following;
        toast(t(following ? "friends.unfollowed" : "friends.followed", { handle }));
        render();
      } catch (err) {
        toast(tx(err.reason) || t("error.generic"), "error");
      }
    },
  });
}

function challengeButton() {
  if (!profile.me || profile.blocked !== false || !gamesForTwo(Object.values(profile.gameInfo)).length) return null;
  return h("button", {
    type: "button", "data-testid": "challenge", "aria-expanded": String(profile.challenging), text: t("friends.challenge"),
    onclick: () => { profile.challenging = !profile.challenging; render(); },
  });
}

/** The games the player is in now (open or playing: what the lobby's list shows anyone), each a
 * link to its table: to watch it, or, on one's own profile, to return to it. */
function liveSection(player, mine) {
  const live = player.live || [];
  if (!live.length) return null;
  return h("section", { class: "card-panel", "data-testid": "profile-live" },
    h("h2", { text: t("profile.liveTitle") }),
    h("ul", { class: "recent-games" }, live.map((g) => h("li", { "data-testid": "live-game", dataset: { table: g.table } },
      h("span", { class: `result live ${g.status}`, text: t(g.status === "open" ? "profile.liveOpen" : "profile.livePlaying") }),
      h("div", { class: "what" },
        h("strong", { text: tx(g.title) || tx(profile.gameInfo[g.game]?.title) || g.game }),
        h("span", { class: "versus" }, liveOthers(g).length ? [t("profile.versus"), " ", joined(liveOthers(g).map((o) => opponent(o, g.game)))] : null),
        h("small", { class: "muted", text: moment(g.created) })),
      h("span", { class: "links" },
        h("a", { href: g.link || `/t/${encodeURIComponent(g.table)}`, "data-testid": "live-link", text: t(mine ? "profile.return" : "profile.watch") }))))));
}

function liveOthers(g) {
  return (g.players || []).filter((p) => p.seat !== g.seat);
}

function blockButton(handle) {
  if (!profile.me || profile.blocked === null) return null;
  const blocked = profile.blocked;
  return h("button", {
    type: "button", class: blocked ? "" : "danger-outline", "data-testid": blocked ? "unblock" : "block",
    title: blocked ? "" : t("profile.blockWhy"), text: t(blocked ? "account.unblock" : "profile.block"),
    onclick: async () => {
      try {
        if (blocked) await api("DELETE", `/account/blocks/${encodeURIComponent(handle)}`);
        else await api("POST", "/account/blocks", { body: { handle } });
        profile.blocked = !blocked;
        if (!blocked) { profile.following = false; profile.challenging = false; } // a block ends a follow
        toast(t(blocked ? "profile.unblocked" : "profile.blocked", { handle }));
        render();
      } catch (err) {
        toast(tx(err.reason) || t("error.generic"), "error");
      }
    },
  });
}

/** A rating pool's name: its game's title and its table sizes (`durak-3-6`) or language
 * (`scattergories-en`), as docs/ratings.md names pools. */
function poolName(pool) {
  const game = Object.keys(profile.gameInfo).filter((id) => pool.startsWith(`${id}-`))
    .sort((a, b) => b.length - a.length)[0];
  if (!game) return pool;
  const title = tx(profile.gameInfo[game].title) || game;
  const rest = pool.slice(game.length + 1);
  const range = rest.match(/^(\d+)(?:-(\d+))?$/);
  if (!range) return `${title} · ${rest.toUpperCase()}`;
  const size = range[2] ? t("profile.poolRange", { from: Number(range[1]), to: Number(range[2]) })
    : t("profile.poolSize", { n: Number(range[1]) });
  return `${title} · ${size}`;
}

const CHART = { width: 320, height: 72, pad: 6 };

/** The rating's history as a line (oldest left), its last point marked; none before two points. */
function ratingChart(points) {
  if (!points || points.length < 2) return null;
  const ratings = points.map((p) => p[1]);
  const low = Math.min(...ratings) - 10, high = Math.max(...ratings) + 10;
  const x = (i) => CHART.pad + (i * (CHART.width - 2 * CHART.pad)) / (points.length - 1);
  const y = (r) => CHART.pad + ((high - r) * (CHART.height - 2 * CHART.pad)) / (high - low);
  const line = ratings.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(" ");
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", `0 0 ${CHART.width} ${CHART.height}`);
  svg.setAttribute("class", "rating-chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("profile.chartLabel", { from: String(ratings[0]), to: String(ratings[ratings.length - 1]), n: points.length - 1 }));
  svg.dataset.points = String(points.length);
  const path = document.createElementNS(svg.namespaceURI, "polyline");
  path.setAttribute("points", line);
  const dot = document.createElementNS(svg.namespaceURI, "circle");
  dot.setAttribute("cx", x(points.length - 1).toFixed(1));
  dot.setAttribute("cy", y(ratings[ratings.length - 1]).toFixed(1));
  dot.setAttribute("r", "3.5");
  svg.append(path, dot);
  return svg;
}

function ratingsSection(player) {
  const pools = Object.entries(player.ratings || {});
  if (!pools.length) return null; // no rated game yet: nothing to show
  const reliability = player.reliability;
  return h("section", { class: "card-panel", "data-testid": "profile-ratings" },
    h("h2", { text: t("profile.ratingsTitle") }),
    h("ul", { class: "ratings" }, pools.map(([pool, r]) => h("li", { dataset: { pool }, "data-testid": "rating" },
      h("div", { class: "rating-head" },
        h("strong", { text: poolName(pool) }),
        h("span", { class: "rating-value", "data-testid": "rating-value",
          title: r.provisional ? t("profile.provisional") : "",
          text: r.provisional ? `${r.rating}?` : String(r.rating) })),
      h("small", { class: "muted", text: t("profile.ratedGames", { n: r.games }) }),
      ratingChart(r.history)))),
    reliability && reliability.share !== null && reliability.share !== undefined
      ? h("p", { class: "muted", "data-testid": "reliability", text: t("profile.reliability", { share: Math.round(reliability.share * 100), n: reliability.games }) })
      : null,
    h("a", { class: "button", href: `/leaderboard?pool=${encodeURIComponent(pools[0][0])}`, "data-testid": "profile-leaderboards", text: t("lobby.leaderboards") }));
}

/** The tournaments the player entered (GET /api/players/{handle}/tournaments), with their rank. */
function tournamentsSection() {
  const list = profile.tournaments || [];
  if (!list.length) return null;
  return h("section", { class: "card-panel", "data-testid": "profile-tournaments" },
    h("h2", { text: t("profile.tournaments") }),
    h("ul", { class: "game-counts" }, list.map((item) => h("li", { "data-testid": "profile-tournament" },
      h("a", { href: `/tournaments/${encodeURIComponent(item.id)}`, text: `${tx(item.title) || item.game} · ${t(item.format === "swiss" ? "tourney.swiss" : "tourney.arena")}` }),
      h("span", { class: "muted", text: item.rank ? t("profile.rankOf", { rank: item.rank, of: item.of }) : moment(item.starts) })))));
}

function gamesSection(player) {
  const rows = Object.entries(player.games || {}).filter(([, n]) => n.played > 0).sort((a, b) => b[1].played - a[1].played);
  return h("section", { class: "card-panel", "data-testid": "profile-games" },
    h("h2", { text: t("profile.gamesTitle") }),
    rows.length ? h("ul", { class: "game-counts" }, rows.map(([game, n]) => h("li", { dataset: { game } },
      h("strong", { text: tx(profile.gameInfo[game]?.title) || game }),
      h("span", {}, t("profile.played", { n: n.played }), h("span", { class: "muted", text: ` · ${t("profile.wonCount", { n: n.won })}` })))))
      : h("p", { class: "muted", "data-testid": "no-games", text: t((player.live || []).length ? "profile.noGamesYetLive" : "profile.noGames") }));
}

/** An opponent: a handle links to its profile; a bot shows its level as at the table. */
function opponent(o, game) {
  if (o.account) return h("a", { href: `/@/${encodeURIComponent(o.account)}`, text: o.account });
  if (!o.bot) return h("span", { text: o.name || "?" });
  const level = tx(profile.gameInfo[game]?.bot_labels?.[o.bot]);
  return h("span", { title: `${t("table.bot")}: ${o.bot}`, text: level ? t("profile.botOpponent", { level }) : t("table.bot") });
}

function recentSection(player) {
  const recent = player.recent || [];
  if (!recent.length) return null; // "no finished games" is said once, under Games
  return h("section", { class: "card-panel", "data-testid": "profile-recent" },
    h("h2", { text: t("profile.recentTitle") }),
    recent.length ? h("ul", { class: "recent-games" }, recent.map((g) => h("li", { "data-testid": "recent-game", dataset: { table: g.table } },
      h("span", { class: `result ${g.ended === "aborted" ? "aborted" : g.result}`, text: t(RESULTS[g.ended === "aborted" ? "aborted" : g.result] || "profile.unfinished") }),
      h("div", { class: "what" },
        h("strong", { text: tx(g.title) || tx(profile.gameInfo[g.game]?.title) || g.game }),
        h("span", { class: "versus" }, (g.opponents || []).length ? [t("profile.versus"), " ", joined((g.opponents || []).map((o) => opponent(o, g.game)))] : null),
        h("small", { class: "muted", text: moment(g.finished) })),
      h("span", { class: "links" },
        h("a", { href: g.replay || `/replay/${encodeURIComponent(g.table)}`, "data-testid": "recent-replay", text: t("profile.replay") }),
        h("a", { href: g.analysis || `/analysis/${encodeURIComponent(g.table)}`, text: t("profile.analysis") })))))
      : null);
}

/** Nodes separated by commas. */
function joined(nodes) {
  return nodes.flatMap((node, i) => (i ? [", ", node] : [node]));
}

async function load() {
  render();
  const games = api("GET", "/games").catch(() => []);
  try {
    profile.player = await api("GET", `/players/${encodeURIComponent(wanted)}`);
  } catch (err) {
    if (err.status !== 404) toast(tx(err.reason) || t("error.generic"), "error");
    profile.player = null;
  }
  profile.gameInfo = Object.fromEntries((await games).map((g) => [g.id, g]));
  if (profile.player) {
    profile.tournaments = (await api("GET", `/players/${encodeURIComponent(wanted)}/tournaments`).catch(() => null))?.tournaments || [];
  }
  render();
  await whoAmI();
}

/** Who is looking, and whether they block this player (for the Block button). */
async function whoAmI() {
  const me = await currentAccount().catch(() => null);
  profile.me = me?.account?.handle || null;
  profile.blocked = null;
  profile.following = null;
  if (profile.me && profile.player) {
    const theirs = (list) => list.some((b) => b.handle.toLowerCase() === profile.player.handle.toLowerCase());
    const [blocks, follows] = await Promise.all([
      api("GET", "/account/blocks").catch(() => null), // no list, no button
      api("GET", "/account/follows").catch(() => null),
    ]);
    profile.blocked = blocks ? theirs(blocks) : null;
    profile.following = follows ? theirs(follows) : null;
  }
  render();
}

onLangChange(render);
onAccountChange(() => whoAmI());
load();
