// A player out of a game that goes on (watch, leave, or have the bots finish), and leaving a
// running game.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { forgetSeat } from "../api.js";
import { canHurry, hurryButton } from "./pace.js";
import { page, tableCall, tableId } from "./page.js";

/** Whether this client's seat is out of a game that goes on (the server's `out`). */
export function isOut(ctx) {
  return Number.isInteger(ctx.seat) && !page.msg?.outcome && (page.msg?.out || []).includes(ctx.seat);
}

/** What a player who is out may do: keep watching, leave, or have the bots finish. */
export function outPanel(ctx) {
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
export async function leaveGame(ask = true) {
  if (ask && !window.confirm(t("table.leaveConfirm"))) return;
  const answer = await tableCall("POST", "/leave");
  if (answer === null) return;
  forgetSeat(tableId);
  page.held = null;
  location.assign("/");
}
