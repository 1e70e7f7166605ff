// A rated table (docs/ratings.md) as the table page shows it: a badge by the status saying so,
// with the game and the table's size; and, once it ended, each seat's rating change, as the
// server put it in the table's JSON (`ratings`: {pool, seats: {"0": {before, after, delta,
// provisional, text}}}).

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";

/** Whether `table` (the table's JSON) changes its players' ratings. */
export const isRated = (table) => Boolean(table?.options?.rated);

/** "Rated · Durak, 2 players": null at an unrated table. */
export function ratedBadge(table) {
  if (!isRated(table)) return null;
  return h("span", {
    class: "badge rated", "data-testid": "rated-badge", title: t("table.ratedAbout"),
    text: t("table.ratedPool", { game: tx(table.title) || table.game, n: table.players }),
  });
}

/** Seat `seat`'s change, "1523 → 1541, +18" ("?" after a provisional rating), or null when the
 * table has none for it (unrated, not ended, or not settled yet). */
export function ratingChange(table, seat) {
  const change = table?.ratings?.seats?.[String(seat)];
  if (!change) return null;
  // the server's words in both languages; the numbers alone if an older server sent none
  return tx(change.text) || t("table.ratingChange", {
    before: String(change.before), after: `${change.after}${change.provisional ? "?" : ""}`,
    delta: `${change.delta >= 0 ? "+" : ""}${change.delta}`,
  });
}

/** Whether some seat's rating after this game is provisional (shown with "?"). */
export const isProvisional = (table) => Object.values(table?.ratings?.seats || {}).some((c) => c?.provisional);

/** Whether the result screen has a column of rating changes. */
export const hasChanges = (table) => Boolean(table?.ratings?.seats && Object.keys(table.ratings.seats).length);

/** One seat's cell of that column. The change's last word (the signed difference) may go to a
 * line of its own, so that the column fits a phone's width. */
export function changeCell(table, seat) {
  const change = table.ratings.seats[String(seat)];
  const delta = Number(change?.delta) || 0;
  const words = ratingChange(table, seat) || "";
  const cut = words.lastIndexOf(" ");
  return h("td", {
    class: `rating-change${delta > 0 ? " up" : delta < 0 ? " down" : ""}`,
    "data-testid": "rating-change", dataset: { seat: String(seat) },
  }, cut < 0 ? words : [h("span", { text: words.slice(0, cut) }), " ", h("span", { text: words.slice(cut + 1) })]);
}
