// Hints: the switch that turns them on at a table of several people, the button that asks the
// search for my move, and its suggestion ringed on the board.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { api } from "../api.js";
import { seatName } from "../ui/seat.js";
import { toast } from "../ui/toast.js";
import { page, renderGame, showError, tableCall, tableId, token } from "./page.js";
import { isRated } from "./rated.js";

/** Whether hints are on here: a table of one person and bots, or every person turned them on. */
function hintsAllowed() {
  const people = (page.table?.seats || []).filter((s) => s.kind === "human").map((s) => s.seat);
  const on = new Set(page.table?.hints_on || []);
  return people.length <= 1 || people.every((seat) => on.has(seat));
}

/** "Hint": the search's suggestion for my move (from what I can see), highlighted; at a table
 * with other people, first a switch that turns hints on for me. */
export function hintControls(ctx) {
  if (!token() || !Number.isInteger(ctx.seat) || page.msg?.outcome || page.table?.status !== "playing") return null;
  if (isRated(page.table)) return null; // fair play: the server helps nobody at a rated table
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

/** The search's suggestion, while it is for the position on the board. */
export function suggested(msg) {
  return page.suggestion && page.suggestion.version === msg?.version ? page.suggestion.best : null;
}

/** Ring on the board what the suggested move names: its cards (the card to play and the card
 * it beats), or the choice it makes (a Spider-Man category). */
export function markSuggestion(board, action) {
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
