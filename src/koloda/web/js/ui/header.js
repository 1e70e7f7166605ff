// The page header: the name linking to the lobby, a connection indicator slot and the language
// switch.

import { h } from "../dom.js";
import { langToggle, t, onLangChange } from "../i18n.js";
import { registerWorker } from "../app_install.js";

/** Fill `<header id="top">` and return the slot where a page may show its status; `extras`
 * are a page's own switches, shown before the language switch. */
export function pageHeader(root, extras = []) {
  registerWorker();  // every page draws its header at start: the one place they all share
  const name = h("a", { class: "brand", href: "/", text: t("app.name") });
  onLangChange(() => { name.textContent = t("app.name"); });
  const status = h("div", { class: "header-status" });
  root.replaceChildren(name, status, ...extras, langToggle());
  return status;
}
