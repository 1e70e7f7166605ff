// Spider-Man: Battle in the Dark. Every seat's face-down deck, the caller's own top card (only his
// view has it: its symbol rows are the buttons for calling one), and the last call with every
// player's card and count. Only draws the view; all choices are the server's listed actions.

import { h } from "../dom.js";
import { tx } from "../i18n.js";
import { seatName, seatsAfter } from "../ui/seat.js";
import { WORDS, myTop, phaseNote, seatArea, setNote, spiderCard, w, winnerLine } from "./spiderman_strength.js";

function lastRound(ctx) {
  const last = ctx.view.last;
  if (!last) return null;
  const symbols = Object.fromEntries((ctx.view.catalog.symbols || []).map((s) => [s.id, s.name]));
  return h("div", { class: "battle", "data-testid": "last-round" },
    h("h3", { text: `${w(WORDS.last)} · ${seatName(ctx, last.caller)}: ${tx(symbols[last.symbol])}` }),
    h("div", { class: "pair" }, last.plays.map(([seat, card, count]) =>
      h("div", { style: { display: "inline-block", margin: "0.25rem" } },
        h("div", { class: "muted", text: `${seatName(ctx, seat)}: ${count}` }),
        spiderCard(ctx, card, { small: true, mode: "symbols", compared: last.symbol })))),
    winnerLine(ctx, last.winner),
  );
}

/** The Battle in the Dark board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const players = v.players ?? v.decks?.length ?? 0;
  const me = Number.isInteger(v.seat) ? v.seat : ctx.seat;
  const opts = { actor: v.caller, verb: WORDS.calls };
  return h("div", { class: "board spiderman dark" },
    phaseNote(ctx, WORDS.callHint),
    h("div", { class: "opponents" }, seatsAfter(me, players).map((seat) => seatArea(ctx, seat, opts))),
    h("section", { class: "centre-area" }, lastRound(ctx), setNote(v)),
    me === null || me === undefined ? null
      : seatArea(ctx, me, { ...opts, mine: true, top: myTop(ctx, "symbols", "call", "symbol") }),
  );
}
