// The `ctx` a game's renderer draws from (web/README.md lists its fields): the latest state as
// this seat sees it, and the calls that make moves and answer the result screen.

import { selectableCards } from "../actions.js";
import { suggested } from "./hints.js";
import { mySeat, page, renderGame } from "./page.js";
import { act, legalNow, quickPlay, toggle } from "./play.js";
import { declineRematch, takeRematch } from "./rematch.js";

export function context() {
  const msg = page.msg;
  const legal = legalNow();
  return {
    view: msg?.view || {},
    // The events of the latest change, for renderers that animate it (Card Ball's shot frames).
    events: msg?.events || [],
    // the result as the game words it, and whether its scores mean anything (server: result)
    result: msg?.result || null,
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
    again: takeRematch,
    decline: declineRematch,
    hide() {
      page.showResults = false;
      renderGame();
    },
  };
}
