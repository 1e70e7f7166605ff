// The table page (/t/{id}): the waiting room before the start, then the live game over one
// WebSocket: board, listed actions, log, timers, connection state and the result screen.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api, loadSeat, saveName, saveSeat, forgetSeat, tableIdFromPath } from "./api.js";
import { TableConnection } from "./connection.js";
import { cardsOf, dropMatches, exactMatches, matchKind, selectableCards } from "./actions.js";
import { shortName } from "./cards.js";
import { loadRenderer } from "./games/index.js";
import { pageHeader } from "./ui/header.js";
import { actionBar } from "./ui/actionbar.js";
import { EventLog } from "./ui/log.js";
import { gameOverPanel } from "./ui/gameover.js";
import { waitingRoom } from "./ui/waiting.js";
import { paintTimers, setTimer } from "./ui/timer.js";
import { seatName } from "./ui/seat.js";
import { attention, muteToggle, play, soundOf } from "./ui/sound.js";
import { animateFrom, snapshot } from "./ui/motion.js";
import { toast } from "./ui/toast.js";
import { enableCardPlay } from "./ui/drag.js";
import { hintCard, hinted, rulesButton } from "./ui/rules.js";
import { Chat } from "./ui/chat.js";

const POLL_MS = 1500;
const tableId = tableIdFromPath();
const statusSlot = pageHeader($("#top"), [muteToggle()]);
const main = $("#main");

const page = {
  table: null,
  held: loadSeat(tableId), // {seat, token} when this browser sits here
  bots: [],
  msg: null, // the latest state message
  selection: new Set(),
  pending: false,
  connected: null,
  link: "connecting",
  showResults: true,
  logOpen: false, // the log drawer on a phone
  hint: null, // the first-game hint card, until dismissed
  renderer: null,
  connection: null,
  log: null,
};

const mySeat = () => (page.held ? page.held.seat : null);
const token = () => page.held?.token;

function showError(err) {
  const text = tx(err?.reason) || t("error.generic");
  // a rule's reason reads as a sentence ("it is not your turn: ..." starts one)
  toast(text.charAt(0).toUpperCase() + text.slice(1), "error");
}

// ---------- before the start ----------

async function refreshRoom() {
  try {
    page.table = await api("GET", `/tables/${encodeURIComponent(tableId)}`);
  } catch (err) {
    if (err.status === 404) return notFound();
    showError(err); // a passing hiccup: keep the last room and ask again
  }
  if (!page.table || page.table.status === "open") {
    renderRoom();
    page.pollTimer = setTimeout(refreshRoom, POLL_MS);
  } else {
    startPlay();
  }
}

async function tableCall(method, path, body) {
  try {
    const answer = await api(method, `/tables/${encodeURIComponent(tableId)}${path}`, { body, token: token() });
    if (answer?.id) page.table = answer;
    else if (answer?.table) page.table = answer.table;
    return answer;
  } catch (err) {
    showError(err);
    return null;
  } finally {
    if (page.table?.status === "open") renderRoom();
  }
}

const room = {
  async join(name) {
    saveName(name);
    const answer = await tableCall("POST", "/join", { name: name || t("lobby.defaultName") });
    if (answer?.token) {
      page.held = { seat: answer.seat, token: answer.token, host: false };
      saveSeat(tableId, answer.seat, answer.token, false);
      renderRoom();
    }
  },
  addBot: (seat, bot) => tableCall("POST", "/bots", { seat, bot }),
  removeSeat: (seat) => tableCall("DELETE", `/seats/${seat}`),
  async start() {
    const answer = await tableCall("POST", "/start");
    if (answer && page.table.status !== "open") startPlay();
  },
  async leave() {
    await tableCall("POST", "/leave");
    forgetSeat(tableId);
    page.held = null;
    renderRoom();
  },
};

function renderRoom() {
  if (!page.table || page.table.status !== "open") return;
  document.title = `${tx(page.table.title) || page.table.game} · ${t("app.name")}`;
  mount(main, waitingRoom({
    ...room, table: page.table, mySeat: mySeat(), isHost: Boolean(page.held?.host), bots: page.bots, botLabels: page.botLabels || {}, levels: page.levels || [],
  }));
}

function notFound() {
  mount(main, h("section", { class: "card-panel" },
    h("p", { "data-testid": "not-found", text: t("table.notFound") }),
    h("a", { class: "button", href: "/", text: t("table.lobby") })));
}

// ---------- the game ----------

async function startPlay() {
  if (page.connection) return;
  clearTimeout(page.pollTimer);
  page.renderer = await loadRenderer(page.table.game);
  // A person's first game of this kind opens with a hint card: the goal and the first move.
  const game = page.table.game;
  if (Number.isInteger(mySeat()) && !hinted(game)) {
    page.hint = hintCard(game, () => { page.hint = null; renderGame(); });
  }
  page.log = new EventLog(h("div", { class: "log-box" }));
  page.chat = new Chat(tableId, (data) => {
    const sent = page.connection?.send(data);
    if (!sent) toast(t("table.notSent"), "error");
    return sent;
  });
  // A host without a seat (an all-bot table) watches like a spectator.
  const seatToken = Number.isInteger(mySeat()) ? token() : null;
  page.connection = new TableConnection(tableId, seatToken, {
    onMessage,
    onStatus: (status, detail) => {
      if (status === "refused") return refused(detail);
      page.link = status;
      if (status !== "online") page.pending = false;
      paintStatus();
    },
  });
  page.connection.open();
  renderGame();
}

/** The server closed the socket for good: a forgotten seat comes back as a spectator. */
function refused(code) {
  page.connection = null;
  if (code === 4404) return notFound();
  if (code === 4403 && page.held) {
    forgetSeat(tableId);
    page.held = null;
    startPlay();
    return;
  }
  page.link = "offline";
  paintStatus();
}

/** Whether the game waits for this client's seat (not merely allows it to act). */
function waitsForMe(msg) {
  if (!msg || msg.outcome || !Number.isInteger(msg.seat) || !(msg.legal || []).length) return false;
  return msg.to_move === msg.seat || msg.to_move === null || msg.to_move === undefined;
}

/** The sounds of a state message: the move made, your turn coming, the end. */
function sounds(before, msg) {
  const move = soundOf(msg.events);
  if (move) play(move);
  if (waitsForMe(msg) && !waitsForMe(before)) play("turn");
  if (msg.outcome && !before?.outcome && Number.isInteger(msg.seat) && (msg.events || []).length) {
    play(msg.outcome.ranks?.[msg.seat] === 1 ? "win" : "loss");
  }
}

function onMessage(msg) {
  if (page.chat?.receive(msg)) {
    // a phone's drawer counts the lines not yet read; an open log reads them
    if (page.logOpen || window.matchMedia?.("(min-width: 901px)").matches) page.chat.unseen = 0;
    renderGame();
    return;
  }
  if (msg.type === "state") {
    if (!page.msg || page.msg.version !== msg.version) page.selection.clear();
    const before = page.msg;
    page.msg = msg;
    if (before) sounds(before, msg);
    page.pending = false;
    // The table in a state message is newer than any earlier presence message.
    page.connected = null;
    if (msg.table) page.table = msg.table;
    if (msg.table && page.chat) page.chat.enabled = msg.table.chat !== false;
    if (Number.isInteger(msg.seat) && page.held) page.held.seat = msg.seat;
    // A fresh connection brings the recent history; a reconnect keeps the log it has.
    if (msg.history && page.log.events.length === 0) page.log.add(msg.history);
    page.log.add(msg.events);
    setTimer(msg.outcome ? null : msg.timer);
    renderGame();
  } else if (msg.type === "error") {
    page.pending = false;
    showError(msg);
    renderGame();
  } else if (msg.type === "notice") {
    // Something the server tells this seat alone (the turn timer played for it).
    toast(tx(msg.text), "info");
  } else if (msg.type === "presence") {
    page.connected = msg.connected;
    renderGame();
  }
}

/** Whether this client's seat is out of a game that goes on (the server's `out`). */
function isOut(ctx) {
  return Number.isInteger(ctx.seat) && !page.msg?.outcome && (page.msg?.out || []).includes(ctx.seat);
}

/** Whether "to the end" may be asked: only bots still play, and this client holds a token. */
function canHurry() {
  return Boolean(token()) && !page.msg?.outcome && page.msg?.only_bots && page.table?.status === "playing";
}

/** Whether a person still plays here (seated and not out): the pace is then theirs. */
function peoplePlaying() {
  const out = new Set(page.msg?.out || []);
  return (page.table?.seats || []).some((s) => s.kind === "human" && !out.has(s.seat));
}

/**
 * "Faster" once only bots still play (every person is out, or only watches), and "normal pace"
 * to switch back; the server hurries nobody's turn. Shown only where the table's bots pause
 * longer than the fast pace.
 */
function paceButton(ctx) {
  const table = page.table;
  if (!token() || page.msg?.outcome || table?.status !== "playing" || table?.hurry) return null;
  const fast = Boolean(table.fast);
  const slow = Number(table.options?.bot_delay ?? 0) > 0.2;
  if (!fast && (!slow || ctx.legal.length || peoplePlaying())) return null;
  return h("button", {
    type: "button", class: "pace-button", "data-testid": "pace", "aria-pressed": String(fast),
    onclick: async () => { if (await tableCall("POST", "/pace", { fast: !fast })) renderGame(); },
    text: t(fast ? "table.normalPace" : "table.faster"),
  });
}

/** Whether hints are on here: a table of one person and bots, or every person turned them on. */
function hintsAllowed() {
  const people = (page.table?.seats || []).filter((s) => s.kind === "human").map((s) => s.seat);
  const on = new Set(page.table?.hints_on || []);
  return people.length <= 1 || people.every((seat) => on.has(seat));
}

/** "Hint": the search's suggestion for my move (from what I can see), highlighted; at a table
 * with other people, first a switch that turns hints on for me. */
function hintControls(ctx) {
  if (!token() || !Number.isInteger(ctx.seat) || page.msg?.outcome || page.table?.status !== "playing") return null;
  const people = (page.table?.seats || []).filter((s) => s.kind === "human").length;
  const agreed = page.table?.hints_on || [];
  const mine = agreed.includes(ctx.seat);
  // everyone sees whose consent holds: how many agreed on the switch, their names on it
  const names = agreed.map((seat) => seatName(ctx, seat)).join(", ");
  const toggle = people > 1 ? h("button", {
    type: "button", class: "hint-toggle", "data-testid": "hints-switch", "aria-pressed": String(mine),
    title: `${t("table.hintsNeedAll")} ${t("table.hintsAgreed", { count: agreed.length, names })}`,
    onclick: async () => { await tableCall("POST", "/hints", { on: !mine }); renderGame(); },
    text: `${t(mine ? "table.hintsOff" : "table.hintsOn")} · ${agreed.length}/${people}`,
  }) : null;
  // a suggestion rings a listed action: a board with its own controls (a word race, a cue)
  // has none to ring
  const ask = hintsAllowed() && ctx.legal.length && !page.renderer?.ownsActions ? h("button", {
    type: "button", class: "hint-button", "data-testid": "hint", disabled: page.hinting,
    onclick: askHint, text: t(page.hinting ? "table.hinting" : "table.hint"),
  }) : null;
  return [toggle, ask];
}

async function askHint() {
  page.hinting = true;
  renderGame();
  try {
    const hint = await api("POST", `/tables/${encodeURIComponent(tableId)}/hint`, { token: token() });
    if (hint.version === page.msg?.version) {
      page.suggestion = hint;
      const best = hint.moves.find((m) => JSON.stringify(m.action) === JSON.stringify(hint.best));
      if (best) toast(t("table.hintSays", { move: tx(best.label) || t("table.wait"), chance: Math.round(best.chance * 100) }), "info");
    }
  } catch (err) {
    showError(err);
  } finally {
    page.hinting = false;
    renderGame();
  }
}

/** Ring on the board what the suggested move names: its cards (the card to play and the card
 * it beats), or the choice it makes (a Spider-Man category). */
function markSuggestion(board, action) {
  const named = new Set();
  const walk = (value) => {
    if (typeof value === "string" || typeof value === "number") named.add(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const [key, value] of Object.entries(action)) if (key !== "type") walk(value);
  // One element a name: the playable one (a button: the card in my hand) before a card of the
  // same name elsewhere (a Clash creature already on the field).
  const found = new Map();
  for (const el of board.querySelectorAll("[data-code], [data-choice]")) {
    const name = el.dataset.code ?? el.dataset.choice;
    if (!named.has(name)) continue;
    const seen = found.get(name);
    if (!seen || (seen.tagName !== "BUTTON" && el.tagName === "BUTTON")) found.set(name, el);
  }
  for (const el of found.values()) el.classList.add("suggested");
}

/** Ask the server to have the bots play the game out at once. */
async function hurry() {
  const answer = await tableCall("POST", "/finish");
  if (answer) renderGame();
}

function hurryButton() {
  const going = Boolean(page.table?.hurry);
  return h("button", {
    type: "button", class: "primary", "data-testid": "to-the-end", disabled: going, onclick: hurry,
    text: t(going ? "table.hurrying" : "table.toTheEnd"),
  });
}

/** For a spectating host of a bot table, or a person whose seat a bot now plays. */
function hurryBar() {
  return h("section", { class: "actions hurry", "data-testid": "hurry" },
    h("p", { class: "muted", text: t("table.onlyBots") }), h("div", { class: "action-buttons" }, hurryButton()));
}

/** What a player who is out may do: keep watching, leave, or have the bots finish. */
function outPanel(ctx) {
  // the place the game gave the seat when it went out, where its view tells (Durak, Palace)
  const info = page.msg?.view?.seats?.[ctx.seat] || {};
  const place = [info.out, info.finished].find(Number.isInteger);
  return h("section", { class: "actions out-panel", "data-testid": "out-panel" },
    h("p", { class: "out-title", text: Number.isInteger(place) ? t("table.outPlace", { place }) : t("table.youAreOut") }),
    h("p", { class: "muted", text: t(canHurry() ? "table.onlyBots" : "table.outWatch") }),
    h("div", { class: "action-buttons" },
      canHurry() ? hurryButton() : null,
      h("button", { type: "button", "data-testid": "leave-out", onclick: () => leaveGame(false), text: t("table.leave") })),
  );
}

/** Leave a running game, after asking (a bot takes the seat over); back to the lobby. A player
 * who is out is not asked: nothing is left to play for them. */
async function leaveGame(ask = true) {
  if (ask && !window.confirm(t("table.leaveConfirm"))) return;
  const answer = await tableCall("POST", "/leave");
  if (answer === null) return;
  forgetSeat(tableId);
  page.held = null;
  location.assign("/");
}

function act(action) {
  if (page.pending || !page.msg) return;
  const sent = page.connection.send({ type: "action", version: page.msg.version, action });
  if (!sent) return toast(t("table.notSent"), "error");
  page.pending = true;
  // the first move made: the hint card has done its work and folds to one line
  page.hint?.fold?.();
  renderGame();
}

/** The listed actions of the latest state, none once the game is over. */
function legalNow() {
  return page.msg?.outcome ? [] : page.msg?.legal || [];
}

/** Play the cards a drop or a double tap means, if the listed actions say what that is. */
function playCards(cards, target) {
  const { cards: used, found } = dropMatches(legalNow(), cards, target);
  if (found.length === 1) {
    act(found[0].action);
    return true;
  }
  if (found.length > 1) {
    // Several moves use these cards (a card that may attack or be thrown in): pick them and
    // let the player choose among the highlighted actions.
    page.selection = new Set(used);
    renderGame();
    toast(t("table.chooseMove"), "info");
    return true;
  }
  // Moves that lay these cards with others (a four completed out of turn needs both sevens):
  // pick the cards dropped and say which others the move takes.
  const dropped = new Set(cards);
  const wider = legalNow().filter((entry) => matchKind(entry.action, dropped) === "partial");
  if (wider.length) {
    page.selection = dropped;
    renderGame();
    const others = [...new Set(wider.flatMap((entry) => cardsOf(entry.action)))].filter((c) => !dropped.has(c));
    toast(t("table.goesWith", { cards: others.map(shortName).join(" "), count: others.length }), "info");
    return true;
  }
  return false;
}

/** A double click or double tap: the picked cards with this one, else this card alone. */
function quickPlay(code) {
  if (page.pending) return;
  const together = new Set([...page.selection, code]);
  if (together.size > 1 && exactMatches(legalNow(), together).length === 1) return playCards([...together], null);
  playCards([code], null);
}

/** A card dragged and let go over the table (`target.card`: the table card it landed on). */
function dropCard(code, target) {
  if (page.pending || !page.msg) return;
  const cards = page.selection.has(code) ? [...page.selection] : [code];
  if (!playCards(cards, target.card) && !playCards([code], target.card)) {
    // No listed move uses these cards. Where the game says what such a drop means (Palace: a
    // play), the server is asked, and its refusal names the rule; else a plain "not there".
    const tried = page.renderer?.dropAction?.(cards, target);
    if (tried) act(tried);
    else toast(t("table.cannotDrop"), "error");
  }
}

function context() {
  const msg = page.msg;
  const legal = legalNow();
  return {
    view: msg?.view || {},
    // The events of the latest change, for renderers that animate it (Card Ball's shot frames).
    events: msg?.events || [],
    table: page.table,
    seat: Number.isInteger(msg?.seat) ? msg.seat : mySeat(),
    actors: msg?.actors || msg?.view?.actors || [],
    toMove: msg?.outcome ? null : msg?.to_move ?? null,
    // the search's suggestion, while it is for the position on the board
    suggested: page.suggestion && page.suggestion.version === msg?.version ? page.suggestion.best : null,
    connected: page.connected,
    legal,
    selection: page.selection,
    selectable: selectableCards(legal),
    pending: page.pending,
    readonly: false,
    rerender: () => renderGame(),
    toggle(code) {
      if (page.selection.has(code)) page.selection.delete(code);
      else page.selection.add(code);
      // Some moves are made by tapping their cards alone (Palace: a hand card, then a face-up
      // one to swap): once the picked cards name exactly one such move, it is made.
      const taps = page.renderer?.tapPlays || [];
      const exact = page.selection.size > 1 ? exactMatches(legal, page.selection) : [];
      if (exact.length === 1 && taps.includes(exact[0].action?.type)) return act(exact[0].action);
      renderGame();
    },
    quickPlay,
    clear() {
      page.selection.clear();
      renderGame();
    },
    act,
    async again() {
      try {
        const answer = await api("POST", `/tables/${encodeURIComponent(tableId)}/again`, { token: token() });
        // The first to ask builds the new table and hosts it; they are then its only person.
        const people = answer.table.seats.filter((s) => s.kind === "human").length;
        saveSeat(answer.table.id, answer.seat, answer.token, answer.host ?? people <= 1);
        location.href = `/t/${encodeURIComponent(answer.table.id)}`;
      } catch (err) {
        showError(err);
      }
    },
    hide() {
      page.showResults = false;
      renderGame();
    },
  };
}

function turnText(ctx) {
  if (page.msg?.outcome) return t("table.gameOver");
  if (page.msg?.table?.status === "abandoned") return t("table.abandoned");
  if (page.table?.hurry) return t("table.hurrying");
  // a game's own words for a turn out of the ordinary (Palace: a four completed out of turn)
  const note = page.renderer?.turnNote?.(ctx);
  if (note) return note;
  const actors = ctx.actors;
  if (Number.isInteger(ctx.seat) && actors.includes(ctx.seat)) {
    // Several may act at once (a Palace swap, an out-of-turn four): it is "your turn" only
    // when the game waits for you, or for nobody in particular.
    const waitsFor = page.msg?.to_move;
    const mine = waitsFor === ctx.seat || actors.length === 1 || waitsFor === null || waitsFor === undefined;
    return mine ? t("table.yourTurn") : t("table.youMay");
  }
  if (!actors.length) return "";
  const names = actors.map((seat) => seatName(ctx, seat)).join(", ");
  return t("table.waitingFor", { names });
}

function paintStatus() {
  // Connected is said once the table has come: until its first state the page says
  // "Connecting…", and the header says the same.
  const link = page.link === "online" && !page.msg ? "connecting" : page.link;
  const text = { connecting: "table.connecting", online: "table.online", offline: "table.offline" }[link];
  mount(statusSlot, h("span", {
    class: `link-state ${link}`, "data-testid": "link-state", dataset: { state: link },
    title: t(text),
  }, h("span", { class: `dot ${link === "online" ? "on" : "off"}` }), h("span", { class: "link-text", text: t(text) })));
}

function setLog(open) {
  page.logOpen = open;
  if (open && page.chat) page.chat.unseen = 0;
  renderGame();
}

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && page.logOpen) setLog(false);
});

function renderGame() {
  paintStatus();
  if (!page.msg) {
    mount(main, h("p", { class: "muted centre-text", text: t("table.connecting") }));
    return;
  }
  const ctx = context();
  attention(waitsForMe(page.msg), `${tx(page.table?.title) || page.table?.game} · ${t("app.name")}`);
  const myTurn = Number.isInteger(ctx.seat) && ctx.actors.includes(ctx.seat) && !page.msg.outcome;
  const status = h("div", { class: `status-line${myTurn ? " my-turn" : ""}` },
    h("span", { "data-testid": "turn", text: turnText(ctx) }),
    h("span", { class: "timer big", dataset: { seat: "any" } }),
    ctx.seat === null || ctx.seat === undefined ? h("span", { class: "badge", text: t("table.spectator") }) : null,
    page.msg.outcome && !page.showResults
      ? h("button", { type: "button", onclick: () => { page.showResults = true; renderGame(); }, text: t("table.results") })
      : null,
    rulesButton(page.table?.game),
    paceButton(ctx),
    hintControls(ctx),
    // On a phone the log is a drawer: this opens it (on a wide screen the log is always shown).
    h("button", {
      type: "button", class: "log-toggle", "data-testid": "log-toggle", "aria-expanded": String(page.logOpen),
      onclick: () => setLog(!page.logOpen),
      text: page.chat?.unseen ? `${t("table.log")} · ${page.chat.unseen}` : t("table.log"),
    }),
  );
  page.log.render();
  // Where every card was, so that the new board can move them from there (ui/motion.js).
  // A redraw must not take the chat box from someone typing in it.
  const typing = document.activeElement?.dataset?.testid === "chat-input"
    ? { start: document.activeElement.selectionStart, end: document.activeElement.selectionEnd } : null;
  const oldBoard = main.querySelector('[data-testid="board"]');
  const before = oldBoard ? snapshot(oldBoard) : null;
  mount(main,
    h("div", { class: `table-layout${page.logOpen ? " log-open" : ""}` },
      // The results lie over the table (on a phone, over the hand): until "Show the table" the
      // table under them is out of reach for taps and keys alike.
      h("div", { class: "play-column", inert: Boolean(page.msg.outcome && page.showResults) },
        status,
        page.msg.outcome ? null : page.hint,
        h("div", { class: "board-box", "data-testid": "board", dataset: { game: page.table?.game || "", version: String(page.msg.version) } },
          page.renderer.render(ctx)),
        // A player who is out gets the ways on (watch, leave, have the bots finish) instead.
        isOut(ctx) ? outPanel(ctx)
          // A renderer with its own controls (a race game's buttons and text box) says so.
          : Number.isInteger(ctx.seat) && !page.msg.outcome && !page.renderer.ownsActions ? actionBar(ctx) : null,
        !isOut(ctx) && canHurry() ? hurryBar() : null,
      ),
      h("aside", { class: "side-column", "aria-label": t("table.log") },
        h("h2", { text: t("table.log") }),
        h("button", { type: "button", class: "log-close link", onclick: () => setLog(false), text: t("table.close") }),
        page.log.root,
        page.chat ? page.chat.render({
          seat: ctx.seat, nameOf: (seat) => seatName(ctx, seat), host: Boolean(page.held?.host),
          rerender: () => renderGame(),
          onSwitch: async (enabled) => { await tableCall("POST", "/chat", { enabled }); },
        }) : null,
        // A seated person may leave a running game (a bot plays the seat on); after the end,
        // the result panel has its own ways out.
        Number.isInteger(ctx.seat) && page.held && !page.msg.outcome && page.table?.status === "playing"
          ? h("button", { type: "button", class: "link leave-game", "data-testid": "leave-game", onclick: () => leaveGame(!isOut(ctx)), text: t("table.leave") })
          : null),
    ),
    page.msg.outcome && page.showResults ? gameOverPanel(ctx, page.msg.outcome) : null,
  );
  const board = main.querySelector('[data-testid="board"]');
  if (board) animateFrom(before, board, { actor: (page.msg.events || []).find((e) => Number.isInteger(e?.seat))?.seat ?? null });
  if (board && ctx.suggested) markSuggestion(board, ctx.suggested);
  if (typing) {
    const input = main.querySelector('[data-testid="chat-input"]');
    input?.focus();
    input?.setSelectionRange(typing.start, typing.end);
  }
  const chatList = main.querySelector('[data-testid="chat-list"]');
  if (chatList) chatList.scrollTop = chatList.scrollHeight;
  const list = page.log.root.querySelector(".log-list");
  if (list) list.scrollTop = list.scrollHeight;
  paintTimers();
}

// ---------- start ----------

onLangChange(() => (page.connection ? renderGame() : renderRoom()));
applyStatic();
enableCardPlay(main, { drop: dropCard, doubleTap: quickPlay });

async function boot() {
  try {
    page.table = await api("GET", `/tables/${encodeURIComponent(tableId)}`);
  } catch (err) {
    if (err.status === 404) return notFound();
    showError(err);
    return;
  }
  try {
    const games = await api("GET", "/games");
    const game = games.find((g) => g.id === page.table.game);
    page.bots = game?.bots || [];
    page.botLabels = game?.bot_labels || {};
    page.levels = game?.levels || [];
  } catch {
    page.bots = [];
  }
  if (page.table.status === "open") refreshRoom();
  else startPlay();
}

boot();
