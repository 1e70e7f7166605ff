// The listed legal actions as buttons. A card selection highlights the actions that use exactly
// those cards and dims the ones that do not use them.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { matchKind } from "../actions.js";

const ORDER = { exact: 0, partial: 1, none: 2, other: 3 };

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
  const buttons = h("div", { class: "action-buttons" });
  for (const { entry, kind } of entries) {
    buttons.append(h("button", {
      type: "button",
      class: `action ${kind}`,
      disabled: ctx.pending || ctx.readonly,
      dataset: { type: String(entry.action?.type ?? ""), match: kind },
      onclick: () => ctx.act(entry.action),
      text: tx(entry.label) || JSON.stringify(entry.action),
    }));
  }
  box.append(buttons);
  return box;
}
