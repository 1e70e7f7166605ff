// Which cards each legal action uses, and how a card selection picks among the listed actions.
// Nothing here judges legality: only actions the server listed are ever offered.

import { isCardCode } from "./cards.js";

/** Every card code named anywhere in an action's fields (a card, a list, nested objects). */
export function cardsOf(action) {
  const found = [];
  const walk = (value) => {
    if (isCardCode(value)) found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const [key, value] of Object.entries(action || {})) if (key !== "type") walk(value);
  return found;
}

/** The set of cards that appear in at least one legal action: only these respond to clicks. */
export function selectableCards(legal) {
  const set = new Set();
  for (const entry of legal || []) for (const code of cardsOf(entry.action)) set.add(code);
  return set;
}

/**
 * How each legal action relates to the selection: "exact" (uses exactly the selected cards),
 * "partial" (uses all of them and more), "other" (misses one), or "none" (nothing selected).
 */
export function matchKind(action, selection) {
  if (!selection.size) return "none";
  const cards = new Set(cardsOf(action));
  for (const code of selection) if (!cards.has(code)) return "other";
  return cards.size === selection.size ? "exact" : "partial";
}

/** The legal entries whose cards are exactly the selection. */
export function exactMatches(legal, selection) {
  return (legal || []).filter((entry) => matchKind(entry.action, selection) === "exact");
}

/**
 * The listed entries a card play means: `cards` (the dragged card, with the cards picked beside
 * it) dropped on `target` (a card on the table, or null for the table itself). A drop onto a card
 * first means "answer that card" (beat it), then "play onto the table".
 */
export function dropMatches(legal, cards, target) {
  const tries = [];
  if (target) tries.push(new Set([...cards, target]));
  tries.push(new Set(cards));
  for (const set of tries) {
    const found = exactMatches(legal, set);
    if (found.length) return { cards: set, found };
  }
  return { cards: new Set(cards), found: [] };
}
