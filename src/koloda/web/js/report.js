// Reporting a person to the moderators (POST /api/reports): a small dialog with a reason, a few
// words, and the game (and chat line) it is about when it is opened from a table. Opened from a
// profile, a seat's name plate and a chat line, always as a quiet menu item, never a big button.
// Only a signed-in person may report; the server limits how many (docs/moderation.md).

import { h } from "./dom.js";
import { t, tx } from "./i18n.js";
import { api } from "./api.js";
import { toast } from "./ui/toast.js";

const REASONS = ["cheating", "collusion", "chat", "leaving", "other"];
let dialog = null;

/** Open the report dialog about `handle`; `table` and `chatN` say what it is about. */
export function openReport({ handle, table = null, chatN = null, reason = null }) {
  if (!dialog) {
    dialog = h("dialog", { class: "report-dialog", "data-testid": "report-dialog" });
    document.body.append(dialog);
    dialog.addEventListener("click", (event) => { if (event.target === dialog) dialog.close(); });
  }
  const chosen = reason || (chatN !== null ? "chat" : table ? "cheating" : "other");
  const select = h("select", { name: "reason", "data-testid": "report-reason" },
    REASONS.map((r) => h("option", { value: r, selected: r === chosen, text: t(`mod.reason.${r}`) })));
  const words = h("textarea", { name: "text", rows: 3, maxlength: 500, "data-testid": "report-text" });
  const send = async (event) => {
    event.preventDefault();
    const body = { handle, reason: select.value, text: words.value };
    if (table) body.table = table;
    if (chatN !== null) body.chat_n = chatN;
    try {
      await api("POST", "/reports", { body });
      dialog.close();
      toast(t("report.sent"));
    } catch (err) {
      toast(tx(err.reason), "error");
    }
  };
  dialog.replaceChildren(h("form", { class: "report-form", method: "dialog", onsubmit: send },
    h("h2", { text: t("report.title", { handle }) }),
    table ? h("p", { class: "muted small", text: t("report.aboutGame") }) : null,
    h("label", {}, t("report.reason"), select),
    h("label", {}, t("report.text"), words),
    h("div", { class: "row" },
      h("button", { type: "submit", class: "primary", "data-testid": "report-send", text: t("report.send") }),
      h("button", { type: "button", class: "link", onclick: () => dialog.close(), text: t("report.cancel") }))));
  if (!dialog.open) dialog.showModal();
}

/** A quiet "Report…" link that opens the dialog (`testid` names it for the tests). */
export function reportLink(options, testid = "report") {
  return h("button", { type: "button", class: "link report-link", "data-testid": testid,
    text: t("report.menu"), onclick: () => openReport(options) });
}
