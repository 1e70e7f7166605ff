// The pace of a game only bots still play: "faster" and back to the normal pace, and "to the
// end" (the bots play the game out at once).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { page, renderGame, tableCall, token } from "./page.js";

/** Whether "to the end" may be asked: only bots still play, and this client holds a token. */
export function canHurry() {
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
export function paceButton(ctx) {
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

/** Ask the server to have the bots play the game out at once. */
async function hurry() {
  const answer = await tableCall("POST", "/finish");
  if (answer) renderGame();
}

export function hurryButton() {
  const going = Boolean(page.table?.hurry);
  return h("button", {
    type: "button", class: "primary", "data-testid": "to-the-end", disabled: going, onclick: hurry,
    text: t(going ? "table.hurrying" : "table.toTheEnd"),
  });
}

/** For a spectating host of a bot table, or a person whose seat a bot now plays. */
export function hurryBar() {
  return h("section", { class: "actions hurry", "data-testid": "hurry" },
    h("p", { class: "muted", text: t("table.onlyBots") }), h("div", { class: "action-buttons" }, hurryButton()));
}
