// The page header: the name linking to the lobby, a connection indicator slot, the bell (signed
// in: ui/bell.js), the account (a "Sign in" link, or the handle with its menu: profile, those
// followed, settings) and the language switch. Signed in, it opens the person's event stream
// (account/events.js), on which challenges (account/challenges.js) and the bell listen, so a
// challenge or a notice is seen on whatever page its person is.

import { h, mount } from "../dom.js";
import { langToggle, t, tx, onLangChange } from "../i18n.js";
import { registerWorker } from "../app_install.js";
import { accountHint } from "../account/hint.js";
import { currentAccount, onAccountChange, signOut } from "../account/session.js";
import { showKeptNotice } from "../account/notice.js";
import { listenForChallenges } from "../account/challenges.js";
import { listenForEvents } from "../account/events.js";
import { watchLanguage } from "../account/push.js";
import { bellSlot, showBell } from "./bell.js";
import { toast } from "./toast.js";

/** Fill `<header id="top">` and return the slot where a page may show its status; `extras`
 * are a page's own switches, shown before the language switch. */
export function pageHeader(root, extras = []) {
  registerWorker();  // every page draws its header at start: the one place they all share
  const name = h("a", { class: "brand", href: "/", text: t("app.name") });
  onLangChange(() => { name.textContent = t("app.name"); });
  const status = h("div", { class: "header-status" });
  const bell = bellSlot();
  root.replaceChildren(name, status, ...extras, bell, accountSlot(), langToggle());
  showKeptNotice();
  return status;
}

/** Where the header shows who is signed in: drawn at once from the browser's hint, then again
 * when the server has answered (a session that ended shows "Sign in" again). */
function accountSlot() {
  const slot = h("div", { class: "account-slot" });
  let handle = accountHint();
  const paint = () => mount(slot, handle ? accountMenu(handle) : h("a", {
    class: "account-link", href: "/account", "data-testid": "account-link", "aria-label": t("account.signIn"),
  }, personIcon(), h("span", { class: "account-text", text: t("account.signIn") })));
  paint();
  listen(handle);
  onLangChange(paint);
  // the menu closes when the person taps elsewhere (or presses Escape, below)
  document.addEventListener("click", (event) => {
    const menu = slot.querySelector("details");
    if (menu && !menu.contains(event.target)) menu.open = false;
  });
  onAccountChange((me) => { handle = me?.account?.handle || null; paint(); listen(handle); });
  currentAccount().catch(() => {}); // a server out of reach: keep the hint
  return slot;
}

/** What a signed-in person's pages hear (null: a guest, nothing): one event stream, which
 * the challenges and the bell share; this device's push subscription kept current. */
function listen(handle) {
  listenForEvents(handle);
  listenForChallenges(handle);
  showBell(handle);
  watchLanguage(handle);
}

/** A small person outline: the account's place in a header too narrow for words (a table on a
 * phone, where the connection state needs the room). */
function personIcon() {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "account-icon");
  svg.setAttribute("aria-hidden", "true");
  for (const d of ["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21c0-4 3.6-7 8-7s8 3 8 7"]) {
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

function accountMenu(handle) {
  const menu = h("details", { class: "account-menu", "data-testid": "account-menu" },
    h("summary", { class: "account-handle", title: handle, "aria-label": handle },
      personIcon(), h("span", { class: "account-text", text: handle })),
    h("div", { class: "account-menu-list" },
      h("strong", { class: "account-menu-who", text: handle }),
      h("a", { href: `/@/${encodeURIComponent(handle)}`, "data-testid": "menu-profile", text: t("account.profile") }),
      h("a", { href: "/account#following", "data-testid": "menu-following", text: t("friends.menu") }),
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
