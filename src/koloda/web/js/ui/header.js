// The page header: the name linking to the lobby, a connection indicator slot, the account
// (a "Sign in" link, or the handle with its menu) and the language switch.

import { h, mount } from "../dom.js";
import { langToggle, t, tx, onLangChange } from "../i18n.js";
import { registerWorker } from "../app_install.js";
import { accountHint } from "../account/hint.js";
import { currentAccount, onAccountChange, signOut } from "../account/session.js";
import { toast } from "./toast.js";

/** Fill `<header id="top">` and return the slot where a page may show its status; `extras`
 * are a page's own switches, shown before the language switch. */
export function pageHeader(root, extras = []) {
  registerWorker();  // every page draws its header at start: the one place they all share
  const name = h("a", { class: "brand", href: "/", text: t("app.name") });
  onLangChange(() => { name.textContent = t("app.name"); });
  const status = h("div", { class: "header-status" });
  root.replaceChildren(name, status, ...extras, accountSlot(), langToggle());
  return status;
}

/** Where the header shows who is signed in: drawn at once from the browser's hint, then again
 * when the server has answered (a session that ended shows "Sign in" again). */
function accountSlot() {
  const slot = h("div", { class: "account-slot" });
  let handle = accountHint();
  const paint = () => mount(slot, handle ? accountMenu(handle) : h("a", {
    class: "account-link", href: "/account", "data-testid": "account-link", text: t("account.signIn"),
  }));
  paint();
  onLangChange(paint);
  // the menu closes when the person taps elsewhere (or presses Escape, below)
  document.addEventListener("click", (event) => {
    const menu = slot.querySelector("details");
    if (menu && !menu.contains(event.target)) menu.open = false;
  });
  onAccountChange((me) => { handle = me?.account?.handle || null; paint(); });
  currentAccount().catch(() => {}); // a server out of reach: keep the hint
  return slot;
}

function accountMenu(handle) {
  const menu = h("details", { class: "account-menu", "data-testid": "account-menu" },
    h("summary", { class: "account-handle", title: handle, text: handle }),
    h("div", { class: "account-menu-list" },
      h("a", { href: `/@/${encodeURIComponent(handle)}`, "data-testid": "menu-profile", text: t("account.profile") }),
      h("a", { href: "/account", "data-testid": "menu-account", text: t("account.settings") }),
      h("button", {
        type: "button", class: "link", "data-testid": "menu-signout", text: t("account.signOut"),
        onclick: async () => {
          try {
            await signOut();
            if (location.pathname === "/account") return; // the page shows the forms itself
            location.reload();
          } catch (err) {
            toast(tx(err.reason) || t("error.generic"), "error");
          }
        },
      })));
  menu.addEventListener("keydown", (event) => { if (event.key === "Escape") menu.open = false; });
  return menu;
}
