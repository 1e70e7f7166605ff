// Short messages at the bottom of the screen, at the top at a table (errors from the server,
// "copied").

import { h } from "../dom.js";

let box = null;

/** Show `text` for a few seconds; `kind` is "error" or "info". */
export function toast(text, kind = "info") {
  if (!box) {
    box = h("div", { class: "toasts", role: "status", "aria-live": "polite" });
    document.body.append(box);
  }
  const item = h("div", { class: `toast ${kind}`, "data-testid": `toast-${kind}`, text });
  box.append(item);
  setTimeout(() => item.remove(), kind === "error" ? 6000 : 2500);
}
