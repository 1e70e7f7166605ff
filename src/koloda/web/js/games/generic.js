// The fallback for a game without its own renderer: every seat's plate and the view laid out
// as a readable list, with card codes drawn as cards. Legal actions are the usual buttons.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { isCardCode } from "../cards.js";
import { cardRow } from "../ui/cardrow.js";
import { seatPlate } from "../ui/seat.js";

const label = (key) => key.replace(/_/g, " ");

function value(ctx, data, depth) {
  if (data === null || data === undefined) return h("span", { class: "muted", text: "—" });
  if (isCardCode(data)) return cardRow(ctx, [data], { small: true });
  if (Array.isArray(data)) {
    if (data.length && data.every(isCardCode)) return cardRow(ctx, data, { small: true });
    if (data.every((x) => x === null || typeof x !== "object")) {
      return h("span", { text: data.map((x) => (x === null ? "—" : String(x))).join(", ") || "—" });
    }
    return h("ol", { class: "generic-list", start: "0" }, data.map((x) => h("li", {}, value(ctx, x, depth + 1))));
  }
  if (typeof data === "object") {
    // A {en, ru} text from the game shows in the reader's language.
    if (typeof data.en === "string" && typeof data.ru === "string" && Object.keys(data).length === 2) {
      return h("span", { text: tx(data) });
    }
    return h("dl", { class: "generic-dict" }, Object.entries(data).flatMap(([key, inner]) => [
      h("dt", { text: label(key) }),
      h("dd", {}, value(ctx, inner, depth + 1)),
    ]));
  }
  return h("span", { text: String(data) });
}

/** Any game's view, readable. */
export function render(ctx) {
  const seats = ctx.table?.seats?.length ?? ctx.view?.players ?? 0;
  return h("div", { class: "board generic" },
    h("div", { class: "plates" }, [...Array(seats).keys()].map((seat) => seatPlate(ctx, seat))),
    h("section", { class: "generic-view" },
      h("h3", { text: t("generic.view") }),
      value(ctx, ctx.view, 0),
    ),
  );
}
