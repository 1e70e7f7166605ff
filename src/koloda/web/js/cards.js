// Cards drawn with HTML and CSS: rank and suit in two corners, a large centre mark, red for
// diamonds and hearts, and one back design. Codes are the server's: "10H", "QS", "AC".

import { h } from "./dom.js";
import { lang, t } from "./i18n.js";

const CODE = /^(10|[2-9JQKA])([CDHS])$/;
const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const RU_RANKS = { J: "В", Q: "Д", K: "К", A: "Т" };
// A card's full name is the catalog's card-name (the core catalog's words): ranks 2..14, suits 0..3.
const RANK_NUMBER = { J: 11, Q: 12, K: 13, A: 14 };
const SUIT_NUMBER = { C: 0, D: 1, H: 2, S: 3 };

const RANK_ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
// Suits alternate in colour, so neighbouring groups are easy to tell apart.
const SUIT_ORDER = ["S", "H", "C", "D"];
const SORT_KEY = "koloda.sortHands";

/** Whether this browser sorts hands (on unless switched off). */
export function sortingHands() {
  return localStorage.getItem(SORT_KEY) !== "0";
}

export function setSortingHands(on) {
  localStorage.setItem(SORT_KEY, on ? "1" : "0");
}

/**
 * A hand in reading order. `bySuit` (Durak): grouped by suit, the trump suit last, each group
 * by rank; otherwise (Palace) by rank, then suit. Codes that are not cards keep their place at
 * the end. The server's order is kept when this browser does not sort.
 */
export function sortHand(codes, { bySuit = false, trump = null } = {}) {
  const list = [...(codes || [])];
  if (!sortingHands()) return list;
  const rank = (c) => RANK_ORDER.indexOf(parseCode(c)?.rank ?? "");
  const suit = (c) => {
    const s = parseCode(c)?.suit;
    if (!s) return 99;
    return s === trump ? 10 : SUIT_ORDER.indexOf(s);
  };
  const key = bySuit ? (c) => [suit(c), rank(c)] : (c) => [rank(c), suit(c)];
  return list.sort((a, b) => {
    const [x1, x2] = key(a);
    const [y1, y2] = key(b);
    return x1 - y1 || x2 - y2;
  });
}

/** True for a string that is a card code. */
export function isCardCode(value) {
  return typeof value === "string" && CODE.test(value);
}

/** {rank, suit, symbol, red} of a card code, or null. */
export function parseCode(code) {
  const m = CODE.exec(String(code));
  if (!m) return null;
  const [, rank, suit] = m;
  return { rank, suit, symbol: SUITS[suit], red: suit === "D" || suit === "H" };
}

/** The rank as printed in the current language (Russian uses В, Д, К, Т for J, Q, K, A). */
export function rankText(rank) {
  return lang() === "ru" ? RU_RANKS[rank] || rank : rank;
}

/** A short name like "10♥" (or "Д♠" in Russian). */
export function shortName(code) {
  const c = parseCode(code);
  return c ? rankText(c.rank) + c.symbol : String(code);
}

/** A full name like "ten of hearts" / "десятка червей". */
export function fullName(code) {
  const c = parseCode(code);
  if (!c) return String(code);
  return t("card.name", { rank: RANK_NUMBER[c.rank] ?? Number(c.rank), suit: SUIT_NUMBER[c.suit] });
}

/** The symbol of a suit letter ("H" -> "♥"). */
export function suitSymbol(letter) {
  return SUITS[letter] || letter || "";
}

/**
 * A face-up card. Options: `selectable`, `selected`, `small`, `onclick`, `ondblclick`.
 * Selectable cards are buttons so keyboards and screen readers can use them.
 */
export function cardEl(code, opts = {}) {
  const c = parseCode(code);
  if (!c) return h("div", { class: "card unknown", text: String(code) });
  const rank = rankText(c.rank);
  const corner = (where) => h("span", { class: `corner ${where}` }, h("b", { text: rank }), h("i", { text: c.symbol }));
  const face = /[JQK]/.test(c.rank) ? h("span", { class: "centre face", text: rank + c.symbol })
    : h("span", { class: "centre", text: c.symbol });
  const classes = ["card", c.red ? "red" : "black"];
  if (opts.small) classes.push("small");
  if (opts.selectable) classes.push("selectable");
  if (opts.selected) classes.push("selected");
  const tag = opts.selectable ? "button" : "div";
  return h(tag, {
    class: classes.join(" "),
    type: opts.selectable ? "button" : null,
    title: fullName(code),
    "aria-label": fullName(code),
    "aria-pressed": opts.selectable ? String(Boolean(opts.selected)) : null,
    dataset: { code },
    onclick: opts.onclick,
    ondblclick: opts.ondblclick,
  }, corner("tl"), face, corner("br"));
}

/** A card seen from the back. */
export function backEl(opts = {}) {
  return h("div", { class: `card back${opts.small ? " small" : ""}`, "aria-hidden": "true" });
}

/** A pile of face-down cards with its count on it (an empty outline when the count is 0). */
export function stackEl(count, label, opts = {}) {
  const box = h("div", { class: "stack", title: label ? `${label}: ${count}` : String(count) });
  box.append(count > 0 ? backEl(opts) : h("div", { class: `card empty${opts.small ? " small" : ""}` }));
  box.append(h("span", { class: "count", text: String(count) }));
  if (label) box.append(h("span", { class: "stack-label", text: label }));
  return box;
}

/** `count` card backs fanned in a row (capped so a huge hand still fits), with the count. */
export function fanOfBacks(count, opts = {}) {
  const shown = Math.min(count, opts.max ?? 8);
  const row = h("div", { class: "fan backs", title: String(count) });
  for (let i = 0; i < shown; i++) row.append(backEl({ small: true }));
  row.append(h("span", { class: "count", text: String(count) }));
  return row;
}
