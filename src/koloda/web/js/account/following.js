// The people I follow (the account page's "Following", reached from the header's menu on every
// page, the lobby's included): who is online now and at which table (only a table the lobby
// lists to everyone), with a link to watch it, each profile a tap away, and Unfollow.

import { h, mount } from "../dom.js";
import { t, tx } from "../i18n.js";
import { api } from "../api.js";
import { toast } from "../ui/toast.js";

/** The section, filled from GET /api/account/follows and asked again every 30 s while shown. */
export function followingSection() {
  const box = h("div", { "data-testid": "following" }, h("p", { class: "muted", text: t("account.loading") }));
  const refresh = async () => {
    try {
      mount(box, list(await api("GET", "/account/follows"), refresh));
    } catch (err) {
      mount(box, h("p", { class: "error", text: tx(err.reason) || t("error.generic") }));
    }
  };
  refresh();
  const timer = setInterval(() => {
    if (!box.isConnected) return clearInterval(timer);
    if (document.visibilityState === "visible") refresh();
  }, 30000);
  return h("section", { class: "card-panel", id: "following", "data-testid": "following-section" },
    h("h2", { text: t("friends.followingTitle") }), box);
}

function list(people, refresh) {
  if (!people.length) return h("p", { class: "muted", "data-testid": "following-none", text: t("friends.followingNone") });
  const unfollow = async (handle) => {
    try {
      await api("DELETE", `/account/follows/${encodeURIComponent(handle)}`);
      toast(t("friends.unfollowed", { handle }));
      refresh();
    } catch (err) {
      toast(tx(err.reason) || t("error.generic"), "error");
    }
  };
  return h("ul", { class: "plain-list following" }, people.map((p) => h("li", { "data-testid": "followed", dataset: { handle: p.handle, online: String(p.online) } },
    h("div", { class: "what" },
      h("span", { class: "who" },
        h("span", { class: `presence ${p.online ? "on" : "off"}`, "aria-hidden": "true" }),
        h("a", { href: `/@/${encodeURIComponent(p.handle)}`, text: p.handle })),
      h("small", { class: "muted", "data-testid": "followed-where", text: where(p) })),
    h("span", { class: "row" },
      p.table ? h("a", { class: "button", href: `/t/${encodeURIComponent(p.table.id)}`, "data-testid": "followed-watch", text: t("friends.watch") }) : null,
      h("button", { type: "button", class: "link", "data-testid": "unfollow", text: t("friends.unfollow"), onclick: () => unfollow(p.handle) })))));
}

function where(p) {
  if (!p.online) return t("friends.offline");
  if (!p.table) return t("friends.online");
  const game = tx(p.table.title) || p.table.game;
  return t(p.table.status === "open" ? "friends.atOpenTable" : "friends.atTable", { game });
}
