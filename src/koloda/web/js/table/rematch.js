// A rematch (docs/protocol.md, "Play again"): offered or accepted with one call, declined or
// withdrawn with another; everyone at the table reads the offer in the table's `rematch`. Once
// every person said yes the server has made the new table (`table.again`), and each person's
// page takes its own seat there.

import { api, saveSeat } from "../api.js";
import { mySeat, page, renderGame, showError, tableId, token } from "./page.js";

let going = false;

/** Offer a rematch, or say yes to the one offered: while others are awaited the table comes
 * back with the offer; once it is made, my seat there is kept and the page goes to it. */
export async function takeRematch() {
  if (going) return;
  going = true;
  try {
    const answer = await api("POST", `/tables/${encodeURIComponent(tableId)}/again`, { token: token() });
    if (!answer.token) {
      page.table = answer.table;
      renderGame();
      return;
    }
    // An all-bot table's host gets a table still open, hosted by them, to start.
    saveSeat(answer.table.id, answer.seat, answer.token, answer.host);
    location.href = `/t/${encodeURIComponent(answer.table.id)}`;
  } catch (err) {
    showError(err);
  } finally {
    going = false;
  }
}

/** Decline the rematch offered (or withdraw my own). */
export async function declineRematch() {
  try {
    page.table = await api("POST", `/tables/${encodeURIComponent(tableId)}/again/decline`, { token: token() });
    renderGame();
  } catch (err) {
    showError(err);
  }
}

/** A state came: the rematch that every person accepted was made while this page was open, so
 * mine goes to it; an offer from someone else brings the result screen back into view. */
export function heardOfRematch(before, table) {
  if (!Number.isInteger(mySeat()) || !table) return;
  if (!before?.again && table.again && table.status === "finished" && !table.rematch) {
    // made now (the last yes was someone else's): every person said yes, I among them
    if (before?.rematch?.accepted?.includes(mySeat())) takeRematch();
  }
  const offered = (t) => Number.isInteger(t?.rematch?.by);
  if (offered(table) && !offered(before) && table.rematch.by !== mySeat()) page.showResults = true;
}
