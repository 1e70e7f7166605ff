// A row of face-up cards that answer clicks when a listed action uses them (a big hand on a phone:
// two rows).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { cardEl, setSortingHands, sortingHands } from "../cards.js";

/** A fanned hand of this many cards lies in two rows on a narrow screen (cards.css: from here
 * a phone's single row would show each card by a strip under half a card wide). */
const TWO_ROWS_FROM = 15;
/** cards.css's narrow screens (a phone held upright) */
const NARROW = "(max-width: 699px)";

/**
 * Cards `codes` in a row. Cards that some legal action names can be selected (ctx.toggle) and a
 * double click plays a card whose single-card action is listed (ctx.quickPlay).
 */
export function cardRow(ctx, codes, opts = {}) {
  const list = codes || [];
  const className = opts.className ? ` ${opts.className}` : "";
  if (opts.fan && list.length >= TWO_ROWS_FROM && window.matchMedia?.(NARROW).matches) {
    const half = Math.ceil(list.length / 2);
    return h("div", { class: `fan-rows${className}` },
      oneRow(ctx, list.slice(0, half), opts, ""), oneRow(ctx, list.slice(half), opts, ""));
  }
  return oneRow(ctx, list, opts, className);
}

function oneRow(ctx, codes, opts, className) {
  const row = h("div", { class: `cards${opts.fan ? " fan" : ""}${className}` });
  // a fan overlaps its cards more as it grows, so any hand fits the width (cards.css)
  if (opts.fan) row.style.setProperty("--n", String(codes.length));
  for (const code of codes) {
    const selectable = !ctx.readonly && ctx.selectable?.has(code);
    row.append(cardEl(code, {
      small: opts.small,
      selectable,
      selected: selectable && ctx.selection?.has(code),
      onclick: selectable ? () => ctx.toggle(code) : null,
      ondblclick: selectable ? () => ctx.quickPlay(code) : null,
    }));
  }
  return row;
}

/** The switch between a sorted hand and the order the cards came in (remembered). */
export function sortSwitch(ctx) {
  const on = sortingHands();
  // A small round switch in the corner of your seat: the words are its name and tooltip.
  const words = t(on ? "table.unsortHand" : "table.sortHand");
  return h("button", {
    type: "button", class: "sort-switch", "data-testid": "sort-hand", title: words, "aria-label": words,
    "aria-pressed": String(on), text: "⇅",
    onclick: () => { setSortingHands(!on); ctx.rerender?.(); },
  });
}
