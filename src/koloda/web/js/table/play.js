// Making a move: a listed action sent (one at a time), cards picked, and what a drop, a double
// tap or a tap that completes a move means among the listed actions. The client never judges a
// move: it only matches cards to what the server listed.

import { t } from "../i18n.js";
import { cardsOf, dropMatches, exactMatches, matchKind } from "../actions.js";
import { shortName } from "../cards.js";
import { toast } from "../ui/toast.js";
import { page, renderGame } from "./page.js";

/** Send a listed action (nothing while one is on its way). Without a connection the move is
 * kept and sent once the connection is back (`resendMove`). */
export function act(action) {
  if (page.pending || !page.msg) return;
  page.move = { version: page.msg.version, action, sentOn: null };
  page.pending = true;
  if (!sendMove()) toast(t("table.moveKept"), "info");
  // the first move made: the hint card has done its work and folds to one line
  page.hint?.fold?.();
  renderGame();
}

/** Send the move on its way over the connection open now; false while there is none. */
function sendMove() {
  const move = page.move;
  const sent = Boolean(move && page.connection?.send({ type: "action", version: move.version, action: move.action }));
  if (sent) move.sentOn = page.links;
  return sent;
}

/** JSON with its keys in order: two listings of one action compare equal. */
const canonical = (value) => JSON.stringify(value, (key, v) => (v && typeof v === "object" && !Array.isArray(v)
  ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));

/**
 * The first state after the connection came back: the move made while it was away (or sent
 * into a connection that had died) is sent again, once on this connection, if the game still
 * stands where the move was made and still lists it. Were it applied already, the game's
 * version would have moved on (and the server refuses a move made at an older version): no
 * move is ever applied twice. True when it was sent.
 */
export function resendMove(msg) {
  const move = page.move;
  if (!move) return false;
  const listed = !msg.outcome && msg.version === move.version
    && (msg.legal || []).some((entry) => canonical(entry.action) === canonical(move.action));
  if (!listed) {
    page.move = null;
    return false;
  }
  if (move.sentOn === page.links) return true;
  move.resent = move.sentOn !== null;
  return sendMove();
}

/** The listed actions of the latest state, none once the game is over. */
export function legalNow() {
  return page.msg?.outcome ? [] : page.msg?.legal || [];
}

/** Pick or drop a card; the pick that names exactly one move made by taps makes it. */
export function toggle(code, legal) {
  if (page.selection.has(code)) page.selection.delete(code);
  else page.selection.add(code);
  // Some moves are made by tapping their cards alone (Palace: a hand card, then a face-up
  // one to swap): once the picked cards name exactly one such move, it is made.
  const taps = page.renderer?.tapPlays || [];
  const exact = page.selection.size > 1 ? exactMatches(legal, page.selection) : [];
  if (exact.length === 1 && taps.includes(exact[0].action?.type)) return act(exact[0].action);
  renderGame();
}

/** Play the cards a drop or a double tap means, if the listed actions say what that is. */
function playCards(cards, target) {
  const { cards: used, found } = dropMatches(legalNow(), cards, target);
  if (found.length === 1) {
    act(found[0].action);
    return true;
  }
  if (found.length > 1) {
    // Several moves use these cards (a card that may attack or be thrown in): pick them and
    // let the player choose among the highlighted actions.
    page.selection = new Set(used);
    renderGame();
    toast(t("table.chooseMove"), "info");
    return true;
  }
  // Moves that lay these cards with others (a four completed out of turn needs both sevens):
  // pick the cards dropped and say which others the move takes.
  const dropped = new Set(cards);
  const wider = legalNow().filter((entry) => matchKind(entry.action, dropped) === "partial");
  if (wider.length) {
    page.selection = dropped;
    renderGame();
    const others = [...new Set(wider.flatMap((entry) => cardsOf(entry.action)))].filter((c) => !dropped.has(c));
    toast(t("table.goesWith", { cards: others.map(shortName).join(" "), count: others.length }), "info");
    return true;
  }
  return false;
}

/** A double click or double tap: the picked cards with this one, else this card alone. */
export function quickPlay(code) {
  if (page.pending) return;
  const together = new Set([...page.selection, code]);
  if (together.size > 1 && exactMatches(legalNow(), together).length === 1) return playCards([...together], null);
  playCards([code], null);
}

/** A card dragged and let go over the table (`target.card`: the table card it landed on). */
export function dropCard(code, target) {
  if (page.pending || !page.msg) return;
  const cards = page.selection.has(code) ? [...page.selection] : [code];
  if (!playCards(cards, target.card) && !playCards([code], target.card)) {
    // No listed move uses these cards. Where the game says what such a drop means (Palace: a
    // play), the server is asked, and its refusal names the rule; else a plain "not there".
    const tried = page.renderer?.dropAction?.(cards, target);
    if (tried) act(tried);
    else toast(t("table.cannotDrop"), "error");
  }
}
