// The table page's state, shared by its parts: the table as last heard of, the seat this browser
// holds, the latest state message and what the player is doing with it; and what every part
// calls on: a REST call to this table, an error shown, a redraw.

import { $, h, mount } from "../dom.js";
import { t, tx } from "../i18n.js";
import { api, loadSeat, tableIdFromPath } from "../api.js";
import { toast } from "../ui/toast.js";

export const tableId = tableIdFromPath();
export const main = $("#main");

export const page = {
  table: null,
  held: loadSeat(tableId), // {seat, token} when this browser sits here
  bots: [],
  msg: null, // the latest state message
  selection: new Set(),
  pending: false,
  move: null, // the move on its way: {version, action, sentOn: the connection it went on}
  connected: null,
  link: "connecting",
  links: 0, // connections opened so far
  resync: false, // a connection opened whose first state has not come yet
  lost: false, // the connection was lost, and is not back yet
  showResults: true,
  logOpen: false, // the log drawer on a phone
  hint: null, // the first-game hint card, until dismissed
  renderer: null,
  connection: null,
  log: null,
};

export const mySeat = () => (page.held ? page.held.seat : null);
export const token = () => page.held?.token;

// What the parts ask of the page as a whole. table.js (the wiring) fills these in, so that no
// part imports the view or the start of play, which import the parts.
export const hooks = {
  renderGame: () => {},
  renderRoom: () => {},
  startPlay: () => {},
};

/** Draw the game again from the page's state. */
export const renderGame = () => hooks.renderGame();

/** Draw the waiting room again (while the table is open). */
export const renderRoom = () => hooks.renderRoom();

/** Open the game: its renderer, its socket. */
export const startPlay = () => hooks.startPlay();

export function showError(err) {
  const text = tx(err?.reason) || t("error.generic");
  // a rule's reason reads as a sentence ("it is not your turn: ..." starts one)
  toast(text.charAt(0).toUpperCase() + text.slice(1), "error");
}

/** A REST call to this table with my seat's token; the table it answers with is kept. Null
 * after an error, which is shown. */
export async function tableCall(method, path, body) {
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

export function notFound() {
  mount(main, h("section", { class: "card-panel" },
    h("p", { "data-testid": "not-found", text: t("table.notFound") }),
    h("a", { class: "button", href: "/", text: t("table.lobby") })));
}
