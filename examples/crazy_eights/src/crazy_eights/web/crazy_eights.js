// Crazy Eights in the browser: the pile's top card with the suit to follow, the stock, each
// opponent's count of cards, and your hand at the bottom. The game declares this module
// (CrazyEightsGame.web_renderer) and the server serves it from the game's package, so it imports
// the client's modules by their absolute addresses; its words are this folder's messages/*.ftl.
// Playing a card is the client's own: tap to pick, double-tap or drag onto the pile; an eight
// offers one button a suit to call.

import { h } from "/static/js/dom.js";
import { t } from "/static/js/i18n.js";
import { cardEl, fanOfBacks, sortHand, stackEl, suitSymbol } from "/static/js/cards.js";
import { cardRow, sortSwitch } from "/static/js/ui/cardrow.js";
import { seatPlate, seatsAfter } from "/static/js/ui/seat.js";

const say = (key, params = {}) => t(`crazy_eights.${key}`, params);

function badges(ctx, seat) {
  const v = ctx.view;
  const out = [];
  if (v.turn === seat && v.drew) out.push(say("drew"));
  if (v.hands?.[seat] === 0) out.push(say("out"));
  return out;
}

function opponent(ctx, seat) {
  return h("section", { class: "seat-area opponent", dataset: { seat: String(seat) } },
    seatPlate(ctx, seat, badges(ctx, seat)),
    fanOfBacks(ctx.view.hands?.[seat] ?? 0),
  );
}

function pile(ctx) {
  const v = ctx.view;
  const red = v.suit === "H" || v.suit === "D";
  return h("section", { class: "centre-area" },
    h("div", { class: "deck-area" }, stackEl(v.stock ?? 0, say("stock"))),
    h("div", { class: "discard", "data-testid": "pile", dataset: { drop: "table" }, "aria-label": say("pile") },
      v.top ? cardEl(v.top) : null,
      // a little below the card: in the pile's grid the chip would touch the card's edge
      h("div", { class: `trump-suit${red ? " red" : ""}`, "data-testid": "follow", style: { marginTop: "8px" } },
        `${say("follow")}: `, h("b", { text: suitSymbol(v.suit) })),
    ),
  );
}

function myArea(ctx, seat) {
  const hand = ctx.view.hand || [];
  return h("section", { class: "seat-area me", dataset: { seat: String(seat) } },
    seatPlate(ctx, seat, badges(ctx, seat)),
    cardRow(ctx, sortHand(hand, { bySuit: true }), { className: "hand", fan: true }),
    hand.length > 1 ? sortSwitch(ctx) : null,
  );
}

/** The Crazy Eights board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const players = v.players ?? 0;
  const me = Number.isInteger(ctx.seat) ? ctx.seat : null;
  return h("div", { class: "board crazy-eights" },
    h("div", { class: "opponents" }, seatsAfter(me, players).map((seat) => opponent(ctx, seat))),
    pile(ctx),
    me !== null ? myArea(ctx, me) : null,
  );
}
