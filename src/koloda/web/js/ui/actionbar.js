// The listed legal actions as buttons. A card selection highlights the actions that use exactly
// those cards and dims the ones that do not use them.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { cardsOf, matchKind } from "../actions.js";

const ORDER = { exact: 0, partial: 1, none: 2, other: 3 };
/** More card moves than this and those the selection does not point to fold away. */
const FOLD_OVER = 8;
/** The list the "more moves" switch was opened for: a new state folds it again. */
let unfoldedFor = null;

/**
 * Buttons for `ctx.legal`; clicking one calls `ctx.act(action)`. While an action is on its way
 * (`ctx.pending`) every button is disabled so a double click cannot send two.
 */
export function actionBar(ctx) {
  const legal = ctx.legal || [];
  const box = h("section", { class: "actions", "data-testid": "actions", "aria-label": t("table.actions") });
  if (!legal.length) {
    box.append(h("p", { class: "muted", text: t("table.noActions") }));
    return box;
  }
  const entries = legal.map((entry, index) => ({ entry, index, kind: matchKind(entry.action, ctx.selection) }));
  // Stable sort: the best matches first, otherwise the server's order.
  entries.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.index - b.index);
  const hasCards = ctx.selectable?.size > 0;
  if (hasCards) {
    box.append(h("div", { class: "actions-hint" },
      h("span", { class: "muted", text: t("table.pickHint") }),
      ctx.selection.size ? h("button", { type: "button", class: "link", onclick: ctx.clear, text: t("table.clear") }) : null,
    ));
  }
  // Many card moves (nine swaps, a dozen ways to beat) are made by touching the cards; their
  // buttons fold behind one switch unless the selection points to them. Moves without cards
  // ("take", "ready") always show. Folded buttons stay in the page for keyboards and readers
  // once the switch is opened.
  const usesCards = (entry) => cardsOf(entry.action).length > 0;
  const cardMoves = entries.filter(({ entry }) => usesCards(entry)).length;
  const unfolded = unfoldedFor === legal;
  const folds = hasCards && cardMoves > FOLD_OVER;
  const isSuggested = (entry) => ctx.suggested && JSON.stringify(ctx.suggested) === JSON.stringify(entry.action);
  const shown = (item) => unfolded || !folds || !usesCards(item.entry) || item.kind === "exact"
    || item.kind === "partial" || isSuggested(item.entry);
  const hidden = entries.filter((item) => !shown(item)).length;
  const buttons = h("div", { class: "action-buttons" });
  for (const { entry, kind } of entries.filter(shown)) {
    const suggested = isSuggested(entry);
    buttons.append(h("button", {
      type: "button",
      class: `action ${kind}${suggested ? " suggested" : ""}`,
      disabled: ctx.pending || ctx.readonly,
      dataset: { type: String(entry.action?.type ?? ""), match: kind, cards: cardsOf(entry.action).join(" ") },
      onclick: () => ctx.act(entry.action),
      text: capital(tx(entry.label)) || JSON.stringify(entry.action),
    }));
  }
  if (hidden) {
    buttons.append(h("button", {
      type: "button", class: "link more-moves", "data-testid": "more-moves", "aria-expanded": "false",
      onclick: () => { unfoldedFor = legal; ctx.rerender?.(); }, text: t("table.moreMoves", { n: hidden }),
    }));
  }
  box.append(buttons);
  return box;
}

/** A button's words start with a capital ("Play A♣", "Ход 6♥"); the server's labels are
 * lower case, as they also run on in the log. */
function capital(words) {
  return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : words;
}
