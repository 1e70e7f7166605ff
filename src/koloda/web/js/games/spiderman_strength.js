// Spider-Man: Battle of Strength. Every seat's face-down deck (with how many of its bottom cards
// everyone saw go there), my own top card when I may look at it (the classic choice: its category
// rows are the buttons for naming one), and the last round's reveals. Only draws the view; all
// choices are the server's listed actions. Battle in the Dark reuses the pieces exported here.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { stackEl } from "../cards.js";
import { seatName, seatPlate, seatsAfter } from "../ui/seat.js";

/** This module's own words: keys of the client's catalogs (web/messages/*.ftl, "spiderman-..."). */
export const WORDS = {
  deck: "spiderman.deck",
  known: "spiderman.known",
  out: "spiderman.out",
  starts: "spiderman.starts",
  calls: "spiderman.calls",
  place: "spiderman.place",
  round: "spiderman.round",
  roundOf: "spiderman.roundOf",
  classic: "spiderman.classic",
  nameHint: "spiderman.nameHint",
  callHint: "spiderman.callHint",
  top: "spiderman.top",
  last: "spiderman.last",
  playoff: "spiderman.playoff",
  wins: "spiderman.wins",
  youWin: "spiderman.youWin",
  draw: "spiderman.draw",
  over: "spiderman.over",
  aside: "spiderman.aside",
  kind: { hero: "spiderman.kind.hero", villain: "spiderman.kind.villain", bonus: "spiderman.kind.bonus" },
};

/** The engine's own cap on rounds (not a limit anyone chose): never shown as "of 1000". */
const SAFETY_LIMIT = 1000;

/** A word of this module in the reader's language (`entry`: a key of WORDS), formatted with
 * `params` by the catalog. */
export function w(entry, params = {}) {
  return entry ? t(entry, params) : "";
}

/** The catalogue entry of card `id`. */
export function cardData(view, id) {
  return view.catalog?.cards?.[id] || { name: { en: `#${id}`, ru: `#${id}` }, kind: "", scores: [], symbols: [] };
}

/** The listed action of `type` whose `field` is `value`, when this seat may take it now. */
function listed(ctx, type, field, value) {
  if (ctx.readonly) return null;
  return (ctx.legal || []).find((e) => e.action?.type === type && e.action[field] === value) || null;
}

/**
 * One card face: name and kind, then one row a category (`mode` "scores") or a symbol
 * ("symbols"). A row is a button when a listed action (`type`, `field`) names it. `compared`:
 * the row the round compared (highlighted). A small card (the last round's reveals) shows its
 * rows in a compact grid, so every value still reads.
 */
export function spiderCard(ctx, id, { mode = "scores", type = null, field = null, small = false, compared = null } = {}) {
  const view = ctx.view;
  const data = cardData(view, id);
  const rows = mode === "symbols" ? view.catalog.symbols : view.catalog.categories;
  const values = mode === "symbols" ? data.symbols : data.scores;
  const best = Math.max(...values);
  const box = h("div", {
    class: `card-panel spider-card${small ? " small" : ""}`, dataset: { card: String(id) },
  },
    h("div", { class: "spider-name" }, h("strong", { text: tx(data.name) }), " ",
      h("span", { class: "muted", text: WORDS.kind[data.kind] ? w(WORDS.kind[data.kind]) : data.kind })),
  );
  const list = h("div", { class: "spider-rows" });
  rows.forEach((row, i) => {
    const value = values[i] ?? 0;
    const shown = mode === "symbols" ? "●".repeat(value) || "0" : String(value);
    const entry = type ? listed(ctx, type, field, row.id) : null;
    const classes = ["spider-row"];
    if (mode === "scores" && value === best) classes.push("best");
    if (row.id === compared) classes.push("compared");
    const label = [h("span", { class: "spider-cat", text: tx(row.name) }), h("span", { class: "spider-value", text: shown })];
    list.append(entry
      ? h("button", { type: "button", class: `action ${classes.join(" ")}`, title: tx(entry.label), "aria-label": tx(entry.label),
                      dataset: { choice: row.id }, disabled: ctx.pending, onclick: () => ctx.act(entry.action) }, label)
      : h("div", { class: classes.join(" "), dataset: { choice: row.id } }, label));
  });
  box.append(list);
  return box;
}

/** A seat's face-down deck, its known bottom and its standing; `top`: my own top card, shown
 * beside my deck (in my seat, which stays in sight at the bottom of the board). */
export function seatArea(ctx, seat, { actor, verb, mine, top = null }) {
  const view = ctx.view;
  const deck = view.decks?.[seat] || { count: 0, known: [], out: false };
  const badges = [];
  if (deck.out) badges.push(w(WORDS.out));
  if (seat === actor && !view.outcome) badges.push(w(verb));
  if (view.outcome) badges.push(placeWord(view.outcome.ranks[seat]));
  return h("section", { class: `seat-area ${mine ? "me" : "opponent"}`, dataset: { seat: String(seat) } },
    seatPlate(ctx, seat, badges),
    h("div", { class: "spider-seat" },
      h("div", { class: "deck-area" },
        stackEl(deck.count, w(WORDS.deck), { small: !mine || Boolean(top) }),
        deck.known?.length ? h("span", { class: "muted", text: w(WORDS.known, { n: deck.known.length }) }) : null),
      top),
  );
}

/** My top card, its rows the buttons of the listed choices (`type`, `field`), when I see it. */
export function myTop(ctx, mode, type, field) {
  const v = ctx.view;
  if (v.top === null || v.top === undefined) return null;
  return h("div", { class: "my-top", "data-testid": "my-top" },
    h("div", { class: "muted", text: w(WORDS.top) }),
    spiderCard(ctx, v.top, { mode, type, field }));
}

/** The phase line: the round, the variant, what to do now. */
export function phaseNote(ctx, hint) {
  const view = ctx.view;
  // The round being played (the view counts those played); a cap shows only when the table set
  // one, not the engine's safety limit.
  const n = (view.round ?? 0) + (view.outcome ? 0 : 1);
  const capped = Number.isInteger(view.round_limit) && view.round_limit < SAFETY_LIMIT;
  const parts = [capped ? w(WORDS.roundOf, { n: Math.min(n, view.round_limit), limit: view.round_limit })
    : w(WORDS.round, { n: Math.max(1, n) })];
  const choosing = hint && !view.outcome && (ctx.legal || []).length > 1 && !ctx.readonly;
  // what to do now says it all: the variant's rule only while somebody else chooses
  if (view.classic && !choosing) parts.push(w(WORDS.classic));
  if (view.outcome) parts.push(w(WORDS.over));
  else if (choosing) parts.push(w(hint));
  return h("p", { class: "phase-note", text: parts.join(" · ") });
}

/** A finishing place: "first place", "1-е место" (never the word for a seat). */
function placeWord(rank) {
  return w(WORDS.place, { n: rank });
}

/** The winner line of the last round (my own win in the second person). */
export function winnerLine(ctx, winner) {
  let text = w(WORDS.draw);
  if (winner !== null && winner !== undefined) {
    text = winner === ctx.seat ? w(WORDS.youWin) : w(WORDS.wins, { who: seatName(ctx, winner) });
  }
  return h("p", { class: "status-line", text });
}

/** How many cards are out of play (the uneven rest of the deal), when any are. */
export function setNote(view) {
  const n = Number(view.set_aside) || 0;
  return n ? h("p", { class: "muted aside-note", text: w(WORDS.aside, { n }) }) : null;
}

function lastRound(ctx) {
  const last = ctx.view.last;
  if (!last) return null;
  const cats = Object.fromEntries((ctx.view.catalog.categories || []).map((c) => [c.id, c.name]));
  return h("div", { class: "battle", "data-testid": "last-round" },
    h("h3", { text: w(WORDS.last) + (last.category ? ` · ${tx(cats[last.category])}` : "") }),
    last.stages.map((stage, i) => h("div", { class: "pair" },
      i ? h("span", { class: "badge", text: w(WORDS.playoff) }) : null,
      stage.map(([seat, card, score]) => h("div", { style: { display: "inline-block", margin: "0.25rem" } },
        h("div", { class: "muted", text: `${seatName(ctx, seat)}: ${score}` }),
        spiderCard(ctx, card, { small: true, compared: last.category }))))),
    winnerLine(ctx, last.winner),
  );
}

/** The Battle of Strength board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const players = v.players ?? v.decks?.length ?? 0;
  const me = Number.isInteger(v.seat) ? v.seat : ctx.seat;
  const opts = { actor: v.starter, verb: WORDS.starts };
  return h("div", { class: "board spiderman strength" },
    phaseNote(ctx, WORDS.nameHint),
    h("div", { class: "opponents" }, seatsAfter(me, players).map((seat) => seatArea(ctx, seat, opts))),
    h("section", { class: "centre-area" }, lastRound(ctx), setNote(v)),
    me === null || me === undefined ? null
      : seatArea(ctx, me, { ...opts, mine: true, top: myTop(ctx, "scores", "name", "category") }),
  );
}
