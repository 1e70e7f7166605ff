// Palace: each seat's hand, its "palace" of face-down cards with face-up cards on top, and the
// centre with the deck, the pile and the burned cards. Only draws the view; all choices are
// the server's listed actions.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { backEl, cardEl, fanOfBacks, shortName, sortHand, stackEl } from "../cards.js";
import { cardRow, sortSwitch } from "../ui/cardrow.js";
import { seatName, seatPlate, seatsAfter } from "../ui/seat.js";
import { cardsOf } from "../actions.js";

const count = (value) => (Array.isArray(value) ? value.length : Number(value) || 0);


/** Moves made by tapping their cards alone: a hand card, then the face-up card to trade it for. */
export const tapPlays = ["swap"];

/**
 * The turn line when I may act out of turn (the rules ask me before the player on turn, who
 * plays on as soon as it is their go): what I may lay, and before whom. Null otherwise.
 */
export function turnNote(ctx) {
  const v = ctx.view;
  const legal = ctx.legal || [];
  if (v.phase !== "play" || !Number.isInteger(ctx.seat) || !Number.isInteger(ctx.toMove)
      || ctx.toMove === ctx.seat || !legal.length) return null;
  const codes = [...new Set(legal.flatMap((entry) => cardsOf(entry.action)))];
  const cards = codes.map(shortName).join(" ");
  const who = seatName(ctx, ctx.toMove);
  return v.may_add === ctx.seat ? t("palace.mayAdd", { cards, who, count: codes.length })
    : t("palace.outOfTurn", { cards, who });
}

/** What cards dropped on the table mean when no listed move matches them: a play the server
 * then refuses with the rules' own reason (too low, not your turn, only the four's cards). */
export function dropAction(cards) {
  return { type: "play", cards };
}

/** The pick-up limit (against endless games) is shown only this close to it. */
function nearLimit(v) {
  const left = v.pickup_limit - (v.pick_ups ?? 0);
  return left <= Math.max(3, v.pickup_limit / 10) ? left : null;
}

function badges(ctx, seat) {
  const info = ctx.view.seats?.[seat] || {};
  const out = [];
  if (ctx.view.phase === "swap" && info.ready) out.push(t("palace.ready"));
  if (info.finished) {
    const rank = Array.isArray(ctx.view.ranks) ? ctx.view.ranks[seat] : null;
    out.push(rank ? t("palace.finished", { rank }) : t("palace.out"));
  }
  return out;
}

/** My face-down card at `index`: a button when the server lists playing it blind. */
function blindCard(ctx, index) {
  const entry = ctx.readonly ? null
    : (ctx.legal || []).find((e) => e.action?.type === "blind" && e.action.index === index);
  if (!entry) return backEl();
  return h("button", {
    type: "button", class: "card back blind", title: tx(entry.label), "aria-label": tx(entry.label),
    dataset: { index: String(index) }, disabled: ctx.pending, onclick: () => ctx.act(entry.action),
  });
}

/** Face-down cards with the face-up ones lying on them. */
function palaceCards(ctx, seat, mine) {
  const info = ctx.view.seats?.[seat] || {};
  const down = count(info.face_down);
  const up = info.face_up || [];
  const slots = Math.max(down, up.length);
  const box = h("div", { class: "palace-cards", "data-testid": `palace-${seat}` });
  const row = mine ? cardRow(ctx, up, { small: !mine }) : null;
  for (let i = 0; i < slots; i++) {
    const slot = h("div", { class: "slot" });
    if (i < down) slot.append(mine ? blindCard(ctx, i) : backEl({ small: true }));
    if (i < up.length) {
      // My face-up cards come from a selectable row; appending moves each card out of the
      // row, so the next one is always its first child.
      slot.append(row ? row.children[0] : cardEl(up[i], { small: true }));
      slot.classList.add("covered");
    }
    box.append(slot);
  }
  if (!slots) box.append(h("div", { class: "card empty small" }));
  return box;
}

/** Another seat's hand: backs, with the cards everyone saw it pick up shown face up. */
function hiddenHand(info, handCount) {
  const known = (info.known || []).slice(0, handCount);
  if (!known.length) return fanOfBacks(handCount);
  return h("div", { class: "known-hand", title: t("palace.known") },
    h("div", { class: "cards" }, known.map((code) => cardEl(code, { small: true }))),
    handCount > known.length ? fanOfBacks(handCount - known.length) : null);
}

function opponent(ctx, seat) {
  const info = ctx.view.seats?.[seat] || {};
  const handCount = info.hand ? info.hand.length : count(info.hand_count);
  return h("section", { class: "seat-area opponent", dataset: { seat: String(seat) } },
    seatPlate(ctx, seat, badges(ctx, seat)),
    info.hand ? cardRow(ctx, info.hand, { small: true }) : hiddenHand(info, handCount),
    palaceCards(ctx, seat, false),
  );
}

function centre(ctx) {
  const v = ctx.view;
  const pile = v.pile || [];
  const shown = pile.slice(-4);
  const pileBox = h("div", { class: "pile", "data-testid": "pile", dataset: { drop: "table" }, title: `${t("palace.pile")}: ${pile.length}` },
    shown.length ? shown.map((code) => cardEl(code)) : h("div", { class: "card empty" }),
    h("span", { class: "count", text: String(pile.length) }),
    h("span", { class: "stack-label", text: t("palace.pile") }),
  );
  const top = pile.length ? pile[pile.length - 1] : null;
  // The card to beat differs from the top one when the top card is see-through.
  const toBeat = v.to_beat && v.to_beat !== top ? t("palace.toBeat", { card: shortName(v.to_beat) }) : null;
  const left = v.pickup_limit ? nearLimit(v) : null;
  const pickUps = left !== null ? t("palace.pickUps", { left: Math.max(0, left), limit: v.pickup_limit }) : null;
  return h("section", { class: "centre-area" },
    stackEl(count(v.stock), t("palace.stock")),
    h("div", { class: "pile-info" }, pileBox,
      toBeat ? h("span", { class: "to-beat", "data-testid": "to-beat", text: toBeat }) : null,
      pickUps ? h("span", { class: "muted-light", "data-testid": "pick-ups", text: pickUps }) : null),
    stackEl(count(v.burned), t("palace.burned")),
  );
}

function myArea(ctx, seat) {
  const info = ctx.view.seats?.[seat] || {};
  return h("section", { class: "seat-area me", dataset: { seat: String(seat) } },
    seatPlate(ctx, seat, badges(ctx, seat)),
    // the palace and the hand side by side when the screen has the room, else one above the other
    h("div", { class: "my-cards" },
      palaceCards(ctx, seat, true),
      h("div", { class: "my-hand" },
        cardRow(ctx, sortHand(info.hand), { className: "hand", fan: true }),
        h("div", { class: "hand-label", text: t("palace.hand") }))),
    info.hand?.length > 1 ? sortSwitch(ctx) : null,
  );
}

/** The Palace board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const players = v.players ?? v.seats?.length ?? 0;
  const me = Number.isInteger(v.you) ? v.you : ctx.seat;
  const seats = seatsAfter(me, players);
  const phase = v.phase === "swap" ? t("palace.phase.swap") : v.phase === "over" ? t("palace.phase.over") : null;
  return h("div", { class: "board palace" },
    phase ? h("p", { class: "phase-note", text: phase }) : null,
    h("div", { class: "opponents" }, seats.map((seat) => opponent(ctx, seat))),
    centre(ctx),
    me === null || me === undefined ? null : myArea(ctx, me),
  );
}
