// 13th Hour: the dealer's face-up card in the centre, and for every seat its row (points against
// its limit) and the plus cards it has kept. The dealer gives the card by clicking a seat's
// "give" button (the server's listed `give` actions); refusing with a hand or taking the card
// are the usual action buttons. Only draws the view: every card here is public, and the order
// of the face-down cards is in no view.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { fanOfBacks, stackEl } from "../cards.js";
import { seatName, seatPlate, seatsAfter } from "../ui/seat.js";
import { HOUR_SYMBOLS, hourIcon } from "./hour_icons.js";

// This game's own words (the shared strings file belongs to the client as a whole).
// The board's own words are in the client's catalogs (web/messages/*.ftl, "thirteenth_hour-<key>").

function say(key, params = {}) {
  return t(`thirteenth_hour.${key}`, params);
}

/** {kind, points, pluses} of a card code (`3`, `4+`, `2*`, `++`, `hand`, `limit1+`...). */
export function parseHourCode(code) {
  const text = String(code);
  if (/^\++$/.test(text)) return { kind: "bonus", points: 0, pluses: text.length };
  let kind = "number";
  let rest = text;
  for (const special of ["hand", "return", "limit"]) {
    if (text.startsWith(special)) { kind = special; rest = text.slice(special.length); break; }
  }
  if (kind === "number" && rest.endsWith("*")) { kind = "draw"; rest = rest.slice(0, -1); }
  const digits = rest.replace(/\++$/, "");
  return { kind, points: Number(digits) || 0, pluses: rest.length - digits.length };
}

/** One 13th Hour card: its points large, its symbols drawn (hourIcon): pluses along the top, a
 * hand, return arrow or 13→18 in the middle, the card symbol at the bottom. */
export function hourCard(code, opts = {}) {
  const c = parseHourCode(code);
  const special = c.kind === "hand" || c.kind === "return" || c.kind === "limit";
  const hot = c.kind !== "bonus" && c.points >= 4;
  const note = c.kind === "draw" ? say("draw") : c.kind === "bonus" ? say("plus") : special ? say(c.kind) : "";
  const title = [c.kind === "bonus" ? "+".repeat(c.pluses) : String(c.points) + "+".repeat(c.pluses), note]
    .filter(Boolean).join(": ");
  const plusRow = c.pluses
    ? h("span", { class: "pluses" }, Array.from({ length: c.pluses }, () => hourIcon("plus")))
    : null;
  const middle = c.kind === "bonus" ? null
    : special && !c.points ? hourIcon(c.kind, { size: "1.9em" })
      : h("b", { class: `points${hot ? " hot" : ""}`, text: String(c.points) });
  return h("div", {
    class: `card hour ${c.kind}${opts.small ? " small" : ""}`,
    dataset: { code: String(code) }, title, "aria-label": title, role: "img",
  },
  plusRow,
  middle,
  special && c.points ? hourIcon(c.kind, { size: "1.1em" }) : null,
  c.kind === "draw" ? hourIcon("draw", { size: "1.1em" }) : null,
  );
}

/** What each symbol means, drawn as on the cards. */
function legend() {
  return h("ul", { class: "hour-legend", "aria-label": say("legend") },
    HOUR_SYMBOLS.map((kind) => h("li", {}, hourIcon(kind, { size: "1.3em" }),
      h("span", { text: say(`meaning.${kind}`) }))));
}

/** A row's points against its limit, as a filling bar that turns red near the limit. */
function meter(points, limit) {
  const danger = limit - points <= 3;
  return h("div", {
    class: `hour-meter${danger ? " danger" : ""}`, role: "meter", "aria-valuemin": "0",
    "aria-valuemax": String(limit), "aria-valuenow": String(points), "aria-label": say("points", { points, limit }),
  },
  h("span", { class: "fill", style: { width: `${Math.min(100, (100 * points) / limit)}%` } }),
  h("span", { class: "value", text: `${points} / ${limit}` }));
}

function cards(codes, opts = {}) {
  const list = codes || [];
  return h("div", { class: "cards", style: { flexWrap: "wrap", justifyContent: "center" } },
    list.length ? list.map((code) => hourCard(code, opts)) : h("span", { class: "muted", text: say("empty") }));
}

/** The listed `give` action to `seat`, if the dealer (this reader) may give there now. */
function giveEntry(ctx, seat) {
  if (ctx.readonly) return null;
  return (ctx.legal || []).find((e) => e.action?.type === "give" && e.action.to === seat) || null;
}

function seatArea(ctx, seat, mine) {
  const v = ctx.view;
  const badges = [];
  if (seat === v.dealer) badges.push(say("dealer"));
  if (seat === v.marker) badges.push(say("marker"));
  if (!v.over && v.served?.[seat]) badges.push(say("served"));
  const points = v.points?.[seat] ?? 0;
  const limit = v.limits?.[seat] ?? 13;
  const entry = giveEntry(ctx, seat);
  return h("section", {
    class: `seat-area ${mine ? "me" : "opponent"}`, dataset: { seat: String(seat) }, "data-testid": `seat-${seat}`,
  },
  seatPlate(ctx, seat, badges),
  h("div", { class: "hour-row" }, cards(v.rows?.[seat], { small: !mine })),
  h("div", { class: "hour-score" },
    meter(points, limit),
    h("span", { class: "kept", title: say("kept", { n: v.pluses?.[seat] ?? 0 }), "aria-label": say("kept", { n: v.pluses?.[seat] ?? 0 }) },
      hourIcon("plus", { size: "1.1em" }), ` ${v.pluses?.[seat] ?? 0}`),
  ),
  (v.won?.[seat] || []).length ? h("div", { class: "hour-kept" }, cards(v.won[seat], { small: true })) : null,
  entry ? h("button", {
    type: "button", class: "action give", "data-testid": `give-${seat}`,
    // the server's label names the seat for this reader ("keep the card" on one's own seat)
    title: (entry.label && tx(entry.label)) || say("giveTo", { who: seatName(ctx, seat) }),
    disabled: ctx.pending,
    onclick: () => ctx.act(entry.action), text: say("give"),
  }) : null,
  );
}

function centre(ctx) {
  const v = ctx.view;
  const faceUp = v.face_up;
  const status = v.over ? say("over")
    : v.receiver !== null && v.receiver !== undefined ? say("deciding", { who: seatName(ctx, v.receiver) })
      : Number.isInteger(v.dealer) ? say("dealing", { who: seatName(ctx, v.dealer) }) : "";
  return h("section", { class: "centre-area" },
    stackEl(Number(v.stock) || 0, say("stock")),
    h("div", { class: "face-up", "data-testid": "face-up" },
      faceUp ? hourCard(faceUp) : h("div", { class: "card empty" }),
      v.batch ? h("div", { class: "batch", title: say("faceDown") }, fanOfBacks(v.batch)) : null,
      h("p", { class: "status", text: status }),
    ),
    h("div", { class: "discard", "data-testid": "discard", title: `${say("discard")}: ${v.discard ?? 0}` },
      v.discard_top ? hourCard(v.discard_top) : h("div", { class: "card empty" }),
      h("span", { class: "count", text: String(v.discard ?? 0) }),
      h("span", { class: "stack-label", text: say("discard") }),
    ),
  );
}

/** The 13th Hour board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const players = v.players ?? 0;
  const me = Number.isInteger(v.seat) ? v.seat : ctx.seat;
  const round = say("round", { n: v.round ?? 1 }) + (v.last_round ? ` (${say("last")})` : "");
  return h("div", { class: "board thirteenth_hour" },
    h("p", { class: "phase-note", "data-testid": "round", text: round }),
    h("div", { class: "opponents" }, seatsAfter(me, players).map((seat) => seatArea(ctx, seat, false))),
    centre(ctx),
    legend(),
    me === null || me === undefined ? null : seatArea(ctx, me, true),
  );
}
