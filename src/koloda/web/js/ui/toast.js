// Short messages at the bottom of the screen, under the turn line at a table (errors from the
// server, "copied").

import { h } from "../dom.js";

let box = null;

/** Show `text` for a few seconds (`shownMs`, else by its kind); `kind` is "error" or "info". */
export function toast(text, kind = "info", shownMs = null) {
  if (!box) {
    box = h("div", { class: "toasts", role: "status", "aria-live": "polite" });
    document.body.append(box);
  }
  // At a table the messages show under the turn line, never over its buttons (Rules, Hint, Log).
  const bar = document.body.classList.contains("page-table") ? document.querySelector(".status-line") : null;
  if (bar) box.style.top = `${Math.round(bar.getBoundingClientRect().bottom + 6)}px`;
  const item = h("div", { class: `toast ${kind}`, "data-testid": `toast-${kind}`, text });
  box.append(item);
  setTimeout(() => item.remove(), shownMs ?? (kind === "error" ? 6000 : 2500));
}
