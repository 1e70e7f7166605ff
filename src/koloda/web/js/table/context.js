// The `ctx` a game's renderer draws from (web/README.md lists its fields): the latest state as
// this seat sees it, and the calls that make moves and answer the result screen.

import { api, saveSeat } from "../api.js";
import { selectableCards } from "../actions.js";
import { suggested } from "./hints.js";
import { mySeat, page, renderGame, showError, tableId, token } from "./page.js";
import { act, legalNow, quickPlay, toggle } from "./play.js";

export function context() {
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
    suggested: suggested(msg),
    connected: page.connected,
    legal,
    selection: page.selection,
    selectable: selectableCards(legal),
    pending: page.pending,
    readonly: false,
    rerender: () => renderGame(),
    toggle: (code) => toggle(code, legal),
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
