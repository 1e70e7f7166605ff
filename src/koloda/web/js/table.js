// The table page (/t/{id}): the waiting room before the start, then the live game over one
// WebSocket. This module wires the parts in table/ together:
//
//   page.js     the page's state, the REST call to this table, the hooks below
//   room.js     the waiting room before the start
//   socket.js   the game's socket: its messages into the state, its refusals
//   view.js     the game drawn from the state (status.js: the status line and the connection
//               state; drawer.js: the log, the chat and the phone's drawer; out.js and
//               pace.js: a player out, leaving, the bots' pace; hints.js: hints)
//   play.js     moves: listed actions sent, cards picked, dropped, double-tapped
//   context.js  the `ctx` a game's renderer draws from
//   sounds.js   the sounds of a change, and whether the game waits for me
//   opponents.js  what "Play now" said of the opponents (how reliably each finishes), once

import { $, h } from "./dom.js";
import { applyStatic, onLangChange } from "./i18n.js";
import { api } from "./api.js";
import { loadRenderer } from "./games/index.js";
import { pageHeader } from "./ui/header.js";
import { EventLog } from "./ui/log.js";
import { muteToggle } from "./ui/sound.js";
import { enableCardPlay } from "./ui/drag.js";
import { hintCard, hinted } from "./ui/rules.js";
import { Chat } from "./ui/chat.js";
import { closeDrawerOnEscape } from "./table/drawer.js";
import { hooks, main, mySeat, notFound, page, showError, tableId } from "./table/page.js";
import { dropCard, quickPlay } from "./table/play.js";
import { refreshRoom, renderRoom } from "./table/room.js";
import { connect, sendChat } from "./table/socket.js";
import { showLinkIn } from "./table/status.js";
import { tellOpponents } from "./table/opponents.js";
import { renderGame } from "./table/view.js";

showLinkIn(pageHeader($("#top"), [muteToggle()]));

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
  page.chat = new Chat(tableId, sendChat);
  connect();
  renderGame();
  tellOpponents(tableId);  // met through "Play now": how reliably each opponent finishes
}

Object.assign(hooks, { renderGame, renderRoom, startPlay });

closeDrawerOnEscape();
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
