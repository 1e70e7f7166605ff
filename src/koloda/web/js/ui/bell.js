// The bell in the header of every page, for a signed-in person (guests have none): how many
// notices are unread (your move, a challenge, a rematch offer, a tournament about to start, a
// moderator's message), and, opened, the newest of them, each leading where it is about.
// Counted and filled live from the person's event stream (account/events.js); the words come
// from the server in both languages (`text`) and are shown in the page's. At its foot,
// the offer to be notified on this device too: the browser asks for permission only after the
// person chooses it (account/push.js).

import { h, mount } from "../dom.js";
import { lang, onLangChange, t, tx } from "../i18n.js";
import { api } from "../api.js";
import { moment } from "../account/format.js";
import { onEvent, onReconnect } from "../account/events.js";
import { currentSubscription, permission, turnOn } from "../account/push.js";
import { toast } from "./toast.js";

const state = {
  me: null, // the signed-in handle
  unread: 0,
  items: null, // the notices last loaded (null: not loaded, or stale)
  push: "unknown", // this device: "on", "off", "denied", "unsupported"
  menu: null,
  badge: null,
  summary: null,
  panel: null,
  heard: 0, // the stream's words about the bell so far: an answer asked before one is older
};

/** The header's slot for the bell (empty for a guest). */
export function bellSlot() {
  const slot = h("div", { class: "bell-slot" });
  state.slot = slot;
  return slot;
}

/** Show `handle`'s bell (null: none, signed out). */
export function showBell(handle) {
  if (handle === state.me && state.menu) return;
  state.me = handle;
  state.items = null;
  state.unread = 0;
  state.menu = null;
  if (!state.slot) return;
  if (!handle) return mount(state.slot);
  build();
  refreshCount();
}

function build() {
  state.badge = h("span", { class: "bell-count", "data-testid": "bell-count", "aria-hidden": "true" });
  state.summary = h("summary", { class: "bell-button", "data-testid": "bell-button" }, bellIcon(), state.badge);
  state.panel = h("div", { class: "bell-panel", "data-testid": "bell-panel" });
  state.menu = h("details", { class: "bell-menu", "data-testid": "bell" }, state.summary, state.panel);
  state.menu.addEventListener("toggle", () => { if (state.menu?.open) load(); });
  state.menu.addEventListener("keydown", (event) => { if (event.key === "Escape") state.menu.open = false; });
  mount(state.slot, state.menu);
  drawCount();
  drawPanel();
}

// the bell closes when the person taps elsewhere, as the account's menu does
document.addEventListener("click", (event) => {
  if (state.menu?.open && !state.menu.contains(event.target)) state.menu.open = false;
});

async function refreshCount() {
  if (!state.me) return;
  const heard = state.heard;
  try {
    const { unread } = await api("GET", "/notifications/unread");
    if (heard !== state.heard) return; // the stream told a newer count meanwhile
    state.unread = unread;
    drawCount();
  } catch {
    // signed out meanwhile, or the server away: the stream's next word will do
  }
}

async function load() {
  const heard = state.heard;
  try {
    const found = await api("GET", "/notifications");
    state.items = found.items;
    if (heard === state.heard) state.unread = found.unread;
  } catch (err) {
    if (state.items === null) state.items = [];
    toast(tx(err.reason) || t("error.generic"), "error");
  }
  state.push = await devicePush();
  drawCount();
  drawPanel();
}

async function devicePush() {
  const asked = permission();
  if (asked === "unsupported" || asked === "denied") return asked;
  if (asked !== "granted") return "off";
  return (await currentSubscription().catch(() => null)) ? "on" : "off";
}

function drawCount() {
  if (!state.badge) return;
  const n = state.unread;
  state.badge.textContent = n > 99 ? "99+" : String(n);
  state.badge.hidden = n === 0;
  state.menu.dataset.unread = String(n);
  const label = n ? t("bell.labelUnread", { count: n }) : t("bell.label");
  state.summary.setAttribute("aria-label", label);
  state.summary.title = label;
}

function ago(seconds) {
  const s = Math.max(0, Date.now() / 1000 - seconds);
  const words = new Intl.RelativeTimeFormat(lang(), { numeric: "auto" });
  if (s < 60) return words.format(0, "second");
  if (s < 3600) return words.format(-Math.floor(s / 60), "minute");
  if (s < 86400) return words.format(-Math.floor(s / 3600), "hour");
  return words.format(-Math.floor(s / 86400), "day");
}

async function markRead(ids) {
  try {
    state.unread = (await api("POST", "/notifications/read", { body: ids ? { ids } : {} })).unread;
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
    return;
  }
  const now = Date.now() / 1000;
  for (const n of state.items || []) if (!ids || ids.includes(n.id)) n.read = n.read ?? now;
  drawCount();
  drawPanel();
}

function item(n) {
  const when = [ago(n.created)];
  if (n.args?.deadline) when.push(t("bell.by", { time: moment(n.args.deadline) }));
  if (n.args?.starts) when.push(t("bell.starts", { time: moment(n.args.starts) }));
  const go = async (event) => {
    event.preventDefault();
    if (!n.read) await markRead([n.id]);
    state.menu.open = false;
    if (n.url) location.assign(n.url);
  };
  return h("li", { class: "bell-item", dataset: { kind: n.kind, unread: String(!n.read) }, "data-testid": "bell-item" },
    // the sentence alone: a title beside it ("Your move") would say it twice; a push, which
    // the device shows under the site's name, has both
    h("a", { href: n.url || "#", onclick: go },
      h("span", { class: "bell-item-text", text: tx(n.text) }),
      h("span", { class: "bell-item-when muted", text: when.join(" · ") })));
}

function pushLine() {
  if (state.push === "unsupported" || state.push === "unknown") return null;
  if (state.push === "denied") return h("p", { class: "bell-push muted", "data-testid": "bell-push-blocked", text: t("bell.pushBlocked") });
  if (state.push === "on") {
    return h("p", { class: "bell-push muted", "data-testid": "bell-push-on" }, t("bell.pushOn"), " ",
      h("a", { href: "/account#notifications", text: t("bell.choose") }));
  }
  return h("div", { class: "bell-push" },
    h("button", {
      type: "button", "data-testid": "bell-push", text: t("bell.pushOffer"),
      onclick: async () => {
        try {
          const answer = await turnOn(state.me);
          state.push = answer === "granted" ? "on" : answer === "denied" ? "denied" : "off";
        } catch {
          toast(t("bell.pushFailed"), "error", 6000);
        }
        drawPanel();
      },
    }),
    h("p", { class: "muted", text: t("bell.pushWhy") }));
}

function drawPanel() {
  if (!state.panel) return;
  const items = state.items;
  mount(state.panel,
    h("div", { class: "bell-head" },
      h("strong", { text: t("bell.title") }),
      h("button", {
        type: "button", class: "link", "data-testid": "bell-read-all", text: t("bell.readAll"),
        disabled: !state.unread, onclick: () => markRead(null),
      })),
    items === null ? h("p", { class: "muted", text: t("account.loading") })
      : items.length ? h("ul", { class: "plain-list bell-list" }, items.map(item))
        : h("p", { class: "muted bell-none", "data-testid": "bell-none", text: t("bell.none") }),
    pushLine());
}

function bellIcon() {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "bell-icon");
  svg.setAttribute("aria-hidden", "true");
  for (const d of ["M12 3a5.5 5.5 0 0 0-5.5 5.5v3.7L4.5 16.5h15l-2-4.3V8.5A5.5 5.5 0 0 0 12 3z", "M9.8 19.2a2.3 2.3 0 0 0 4.4 0"]) {
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

onEvent("notification", (data) => {
  if (!state.me) return;
  state.heard += 1;
  state.unread = data.unread;
  drawCount();
  if (data.notification) {
    if (state.menu?.open) load();
    else state.items = null;
  }
});
onReconnect(refreshCount);
onLangChange(() => { drawCount(); drawPanel(); });
