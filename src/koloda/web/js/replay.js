// The replay page (/replay/{id}): steps through a finished game. Position n is the game after
// its first n actions, as the server rebuilds it from the record; nothing is computed here.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api, tableIdFromPath } from "./api.js";
import { loadRenderer } from "./games/index.js";
import { phraseText } from "./ui/chat.js";
import { pageHeader } from "./ui/header.js";
import { displayName, seatName } from "./ui/seat.js";
import { toast } from "./ui/toast.js";

const PLAY_EVERY_MS = 900;
const tableId = tableIdFromPath();
pageHeader($("#top"));
const main = $("#main");

const replay = {
  table: null,
  record: null,
  total: 0,
  n: 0,
  seat: null, // whose eyes: null is a spectator
  steps: new Map(), // "seat:n" -> server answer
  renderer: null,
  playing: null,
};

const path = (suffix) => `/tables/${encodeURIComponent(tableId)}${suffix}`;

async function step(n) {
  const key = `${replay.seat ?? "-"}:${n}`;
  if (!replay.steps.has(key)) {
    const query = replay.seat === null ? "" : `?seat=${replay.seat}`;
    replay.steps.set(key, api("GET", path(`/replay/${n}${query}`)).catch((err) => {
      replay.steps.delete(key);
      throw err;
    }));
  }
  return replay.steps.get(key);
}

async function go(n) {
  const target = Math.max(0, Math.min(replay.total, n));
  try {
    const data = await step(target);
    replay.n = target;
    replay.data = data;
    if (Number.isInteger(data?.total)) replay.total = data.total;
    render();
    // Fetch the next position ahead so stepping forward feels instant.
    if (target < replay.total) step(target + 1).catch(() => {});
  } catch (err) {
    stopPlaying();
    toast(tx(err.reason) || t("error.generic"), "error");
  }
}

function stopPlaying() {
  clearInterval(replay.playing);
  replay.playing = null;
}

function togglePlay() {
  if (replay.playing) stopPlaying();
  else {
    if (replay.n >= replay.total) go(0);
    replay.playing = setInterval(() => {
      if (replay.n >= replay.total) stopPlaying();
      else go(replay.n + 1);
      render();
    }, PLAY_EVERY_MS);
  }
  render();
}

function lastActionText(ctx) {
  if (replay.n === 0) return t("replay.startPos");
  const taken = replay.data?.action; // {seat, action, label} of the n-th action
  const [recSeat, recAction] = replay.record?.actions?.[replay.n - 1] || [null, null];
  const seat = taken ? taken.seat : recSeat;
  const action = taken?.action || recAction;
  const label = tx(taken?.label) || (action ? JSON.stringify(action) : "");
  if (seat === null || seat === undefined) return label;
  return t("replay.by", { name: seatName(ctx, seat), action: label });
}

function controls() {
  const button = (key, testid, onclick, disabled) => h("button", { type: "button", "data-testid": testid, onclick, disabled, text: t(key) });
  const slider = h("input", {
    type: "range", min: "0", max: String(replay.total), value: String(replay.n), "data-testid": "replay-slider",
    "aria-label": t("replay.step", { n: replay.n, total: replay.total }),
    oninput: (e) => { stopPlaying(); go(Number(e.target.value)); },
  });
  const seats = replay.table?.seats || [];
  const eyes = h("select", {
    "aria-label": t("replay.seatView"),
    onchange: (e) => { replay.seat = e.target.value === "" ? null : Number(e.target.value); go(replay.n); },
  }, h("option", { value: "", selected: replay.seat === null, text: t("replay.everyone") }),
  seats.map((s) => h("option", { value: String(s.seat), selected: replay.seat === s.seat, text: displayName(s, s.seat) })));
  return h("section", { class: "replay-controls" },
    h("div", { class: "row" },
      button("replay.first", "replay-first", () => { stopPlaying(); go(0); }, replay.n === 0),
      button("replay.prev", "replay-prev", () => { stopPlaying(); go(replay.n - 1); }, replay.n === 0),
      button(replay.playing ? "replay.pause" : "replay.play", "replay-play", togglePlay, replay.total === 0),
      button("replay.next", "replay-next", () => { stopPlaying(); go(replay.n + 1); }, replay.n >= replay.total),
      button("replay.last", "replay-last", () => { stopPlaying(); go(replay.total); }, replay.n >= replay.total),
    ),
    slider,
    h("div", { class: "row" },
      h("span", { class: "replay-step", "data-testid": "replay-step", text: t("replay.step", { n: replay.n, total: replay.total }) }),
      h("label", { class: "muted" }, `${t("replay.seatView")}: `, eyes)),
  );
}

/** Every move of the game, the current one marked; a click goes there. */
function moveList() {
  if (!replay.moves?.length) return null;
  const list = h("ol", { class: "move-list", "data-testid": "moves" },
    replay.moves.map((m) => h("li", {},
      h("button", {
        type: "button", class: "link", "aria-current": m.n === replay.n ? "step" : null,
        "data-testid": `move-${m.n}`,
        onclick: () => { stopPlaying(); go(m.n); },
        text: m.seat === null || m.seat === undefined ? tx(m.label)
          : t("replay.by", { name: seatName({ table: replay.table }, m.seat), action: tx(m.label) }),
      }))));
  // keep the current move in sight
  queueMicrotask(() => list.querySelector('[aria-current="step"]')?.scrollIntoView({ block: "nearest" }));
  return h("section", { class: "moves" }, h("h2", { text: t("replay.moves") }), list);
}

/** What was said at the table (plain text), with the game. */
function chatSection() {
  if (!replay.chat?.length) return null;
  return h("section", { class: "chat replay-chat" }, h("h2", { text: t("chat.title") }),
    h("ol", { class: "chat-list", "data-testid": "chat-list" }, replay.chat.map((line) => {
      const spectator = line.seat === null || line.seat === undefined;
      return h("li", { class: `chat-line${spectator ? " spectator" : ""}` },
        h("b", { class: "chat-who", text: spectator ? t("chat.spectator") : line.name || seatName({ table: replay.table }, line.seat) }),
        h("span", { class: "chat-text", text: line.phrase ? phraseText(line.phrase) : line.text }));
    })));
}

function render() {
  if (!replay.table) return;
  document.title = `${t("replay.title")} · ${tx(replay.table.title) || replay.table.game}`;
  const data = replay.data || {};
  const ctx = {
    view: data.view || {}, events: data.events || [], table: replay.table, seat: replay.seat,
    actors: data.actors || data.view?.actors || [],
    legal: [], selection: new Set(), selectable: new Set(), readonly: true, pending: true,
    toggle() {}, quickPlay() {}, clear() {}, act() {}, rerender: () => render(),
  };
  const events = (data.events || []).filter((e) => e && e.text);
  mount(main,
    h("div", { class: "table-layout" },
      h("div", { class: "play-column" },
        h("h1", { text: `${t("replay.heading")}: ${tx(replay.table.title) || replay.table.game}` }),
        controls(),
        h("div", { class: "status-line", "data-testid": "replay-action", text: lastActionText(ctx) }),
        h("div", { class: "board-box", "data-testid": "board", dataset: { game: replay.table.game } },
          replay.renderer ? replay.renderer.render(ctx) : null)),
      h("aside", { class: "side-column" },
        moveList(),
        h("h2", { text: t("table.log") }),
        h("ol", { class: "log-list", "data-testid": "log" }, events.map((e) => h("li", { text: tx(e.text) }))),
        chatSection()),
    ));
}

document.addEventListener("keydown", (e) => {
  if (e.target instanceof HTMLInputElement && e.target.type !== "range") return;
  if (e.key === "ArrowRight") go(replay.n + 1);
  else if (e.key === "ArrowLeft") go(replay.n - 1);
  else if (e.key === "Home") go(0);
  else if (e.key === "End") go(replay.total);
});

async function boot() {
  mount(main, h("p", { class: "muted", text: t("lobby.loading") }));
  try {
    replay.table = await api("GET", path(""));
    replay.record = await api("GET", path("/record"));
    replay.moves = await api("GET", path("/moves"));
    replay.chat = await api("GET", path("/chat")).catch(() => []);
  } catch (err) {
    mount(main, h("section", { class: "card-panel" },
      h("p", { "data-testid": "replay-error", text: tx(err.reason) || t("table.notFound") }),
      h("a", { class: "button", href: "/", text: t("table.lobby") })));
    return;
  }
  replay.total = replay.record?.actions?.length ?? 0;
  replay.renderer = await loadRenderer(replay.table.game);
  await go(0);
}

onLangChange(render);
applyStatic();
boot();
