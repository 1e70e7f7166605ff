// Durak: opponents with their card counts and roles, the deck with the trump under it, the
// attack and defence pairs on the table, and your hand. Only draws the view; all choices are
// the server's listed actions.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { cardEl, fanOfBacks, sortHand, stackEl, suitSymbol } from "../cards.js";
import { cardRow, sortSwitch } from "../ui/cardrow.js";
import { seatPlate, seatsAfter } from "../ui/seat.js";

const count = (value) => (Array.isArray(value) ? value.length : Number(value) || 0);


function inList(list, seat) {
  return Array.isArray(list) ? list.includes(seat) || list[seat] === true : list === seat;
}

function badges(ctx, seat) {
  const v = ctx.view;
  const info = v.seats?.[seat] || {};
  const out = [];
  if (v.attacker === seat) out.push(t("durak.attacker"));
  if (v.defender === seat) out.push(t("durak.defender"));
  if (v.defender === seat && v.taking) out.push(t("durak.taking"));
  if (inList(v.passed, seat)) out.push(t("durak.passed"));
  if (info.out) out.push(t("durak.out"));
  if (v.durak === seat) out.push(t("durak.durak"));
  return out;
}

function opponent(ctx, seat) {
  const info = ctx.view.seats?.[seat] || {};
  return h("section", { class: "seat-area opponent", dataset: { seat: String(seat) } },
    seatPlate(ctx, seat, badges(ctx, seat)),
    info.hand ? cardRow(ctx, info.hand, { small: true }) : fanOfBacks(count(info.hand_count)),
  );
}

function deck(ctx) {
  const v = ctx.view;
  const box = h("div", { class: "deck", "data-testid": "deck" });
  // The trump card lies face up across the bottom of the deck while the deck lasts.
  if (v.trump) box.append(h("div", { class: "trump-card" }, cardEl(v.trump, { small: true })));
  box.append(stackEl(count(v.stock), t("durak.stock")));
  const suit = v.trump_suit || (v.trump ? v.trump.slice(-1) : null);
  const red = suit === "H" || suit === "D";
  return h("div", { class: "deck-area" },
    box,
    suit ? h("div", { class: `trump-suit${red ? " red" : ""}`, "data-testid": "trump" },
      `${t("durak.trump")}: `, h("b", { text: suitSymbol(suit) })) : null,
  );
}

function tableCards(ctx) {
  const pairs = ctx.view.table || [];
  const box = h("div", { class: "battle", "data-testid": "battle", dataset: { drop: "table" }, "aria-label": t("durak.table") });
  if (!pairs.length) box.append(h("p", { class: "muted", text: t("durak.emptyTable") }));
  for (const pair of pairs) {
    // Attack cards on the table can be picked too, so a defence names the card it beats.
    const cell = h("div", { class: `pair${pair.defense ? " beaten" : ""}` },
      cardRow(ctx, [pair.attack]),
      pair.defense ? h("div", { class: "defense" }, cardEl(pair.defense)) : null,
    );
    box.append(cell);
  }
  return box;
}

/** The trump suit's letter ("S"), from the turned-up card while it lasts. */
function trumpSuit(v) {
  return v.trump_suit || (v.trump ? v.trump.slice(-1) : null);
}

function myArea(ctx, seat) {
  const info = ctx.view.seats?.[seat] || {};
  return h("section", { class: "seat-area me", dataset: { seat: String(seat) } },
    seatPlate(ctx, seat, badges(ctx, seat)),
    cardRow(ctx, sortHand(info.hand, { bySuit: true, trump: trumpSuit(ctx.view) }), { className: "hand", fan: true }),
    info.hand?.length > 1 ? sortSwitch(ctx) : null,
  );
}

/** The Durak board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const players = v.players ?? v.seats?.length ?? 0;
  const me = Number.isInteger(v.you) ? v.you : ctx.seat;
  const seated = me !== null && me !== undefined;
  const seats = seatsAfter(me, players);
  const over = v.phase === "over";
  return h("div", { class: "board durak" },
    h("div", { class: "opponents" }, seats.map((seat) => opponent(ctx, seat))),
    h("section", { class: "centre-area" },
      deck(ctx),
      tableCards(ctx),
      h("div", { class: "discard" }, stackEl(count(v.discard), t("durak.discard"))),
    ),
    over && (v.durak === null || v.durak === undefined) ? h("p", { class: "phase-note", text: t("durak.noDurak") }) : null,
    seated ? myArea(ctx, me) : null,
  );
}
