// The game's socket (connection.js reopens it after a drop): its messages taken into the
// page's state (a new state, a refusal, a notice, who is connected, a chat line), and the
// server's refusal of the socket answered.

import { t, tx } from "../i18n.js";
import { forgetSeat } from "../api.js";
import { TableConnection } from "../connection.js";
import { setTimer } from "../ui/timer.js";
import { toast } from "../ui/toast.js";
import { chatInSight } from "./drawer.js";
import { notFound, mySeat, page, renderGame, showError, startPlay, tableId, token } from "./page.js";
import { resendMove } from "./play.js";
import { heardOfRematch } from "./rematch.js";
import { sounds } from "./sounds.js";
import { paintStatus } from "./status.js";

/** Open the socket: with my seat's token, or as a spectator. */
export function connect() {
  // A host without a seat (an all-bot table) watches like a spectator.
  const seatToken = Number.isInteger(mySeat()) ? token() : null;
  page.connection = new TableConnection(tableId, seatToken, {
    onMessage,
    onStatus: (status, detail) => {
      if (status === "refused") return refused(detail);
      if (status === "online") {
        page.links += 1;
        page.resync = true;
      }
      if (status === "offline") page.lost = true;
      // Once lost, the connection is said to be lost until it is back, attempts and all.
      page.link = status === "connecting" && page.lost ? "offline" : status;
      // A move made stays on its way (kept, and sent again once back); nothing else waits.
      if (status !== "online" && !page.move) page.pending = false;
      paintStatus();
    },
  });
  page.connection.open();
}

/** Send a chat line; false (and said) when the socket is not open. */
export function sendChat(data) {
  const sent = page.connection?.send(data);
  if (!sent) toast(t("table.notSent"), "error");
  return sent;
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

function onMessage(msg) {
  if (page.chat?.receive(msg)) {
    // a phone's drawer counts the lines not yet read; an open log reads them
    if (chatInSight()) page.chat.unseen = 0;
    renderGame();
    return;
  }
  if (msg.type === "state") {
    if (!page.msg || page.msg.version !== msg.version) page.selection.clear();
    const before = page.msg;
    page.msg = msg;
    if (before) sounds(before, msg);
    // the move on its way was applied, or the game went on without it
    if (page.move && page.move.version !== msg.version) page.move = null;
    if (page.resync) {
      page.resync = false;
      const resent = resendMove(msg);
      if (page.lost) toast(t(resent ? "table.backSent" : "table.back"), "info");
      page.lost = false;
    }
    page.pending = Boolean(page.move);
    // The table in a state message is newer than any earlier presence message.
    page.connected = null;
    if (msg.table) {
      heardOfRematch(page.table, msg.table);
      page.table = msg.table;
    }
    if (msg.table && page.chat) page.chat.enabled = msg.table.chat !== false;
    if (Number.isInteger(msg.seat) && page.held) page.held.seat = msg.seat;
    // A fresh connection brings the recent history; a reconnect keeps the log it has.
    if (msg.history && page.log.events.length === 0) page.log.add(msg.history);
    page.log.add(msg.events);
    setTimer(msg.outcome ? null : msg.timer);
    renderGame();
  } else if (msg.type === "error") {
    const move = msg.chat ? null : page.move; // a chat line's refusal is not the move's
    if (move) page.move = null;
    page.pending = Boolean(page.move);
    // A move sent again after a lost connection, refused as made at an older version: the
    // first sending reached the server after all (the state that follows shows it).
    if (!(move?.resent && Number.isInteger(msg.version) && msg.version !== move.version)) showError(msg);
    renderGame();
  } else if (msg.type === "notice") {
    // Something the server tells this seat alone (the turn timer played for it). A rating's
    // change at the end is on the result screen, in its Rating column, whether the notice
    // comes before the last state or after it: a toast would only cover the board's top (the
    // opponent's name plate on a laptop). An aborted game's notice says why it is not rated,
    // which the result screen does not: that one is still told.
    if (!msg.rating || msg.rating.ended === "aborted") toast(tx(msg.text), "info");
  } else if (msg.type === "presence") {
    page.connected = msg.connected;
    renderGame();
  }
}
