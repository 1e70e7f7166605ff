// The account page's Notifications: this device notified or not (the browser asks for its
// permission only when the person turns it on here), how many devices are, and which kinds of
// notice reach them by push. The bell keeps every kind whatever is chosen here.

import { h, mount } from "../dom.js";
import { t, tx } from "../i18n.js";
import { api } from "../api.js";
import { toast } from "../ui/toast.js";
import { accountHint } from "./hint.js";
import { currentSubscription, permission, turnOff, turnOn } from "./push.js";

const KINDS = ["turn", "challenge", "rematch", "tournament", "moderation"];

export function notificationsSection() {
  const device = h("div", { class: "notify-device", "data-testid": "notify-device" });
  const kinds = h("div", { class: "notify-kinds", "data-testid": "notify-kinds" }, h("p", { class: "muted", text: t("account.loading") }));
  const devices = h("p", { class: "muted", "data-testid": "notify-devices" });
  const state = { prefs: null };

  const fail = (err) => toast(tx(err?.reason) || t("error.generic"), "error");

  async function drawDevice() {
    const asked = permission();
    const on = asked === "granted" && Boolean(await currentSubscription().catch(() => null));
    if (asked === "unsupported") return mount(device, h("p", { class: "muted", text: t("notify.deviceUnsupported") }));
    if (asked === "denied") return mount(device, h("p", { class: "muted", "data-testid": "notify-blocked", text: t("notify.deviceBlocked") }));
    mount(device, h("p", { text: t(on ? "notify.deviceOn" : "notify.deviceOff") }),
      h("button", {
        type: "button", class: on ? "" : "primary", "data-testid": on ? "notify-off" : "notify-on",
        text: t(on ? "notify.turnOff" : "notify.turnOn"),
        onclick: async () => {
          try {
            if (on) await turnOff();
            else if (await turnOn(accountHint()) !== "granted") toast(t("notify.deviceBlocked"), "info", 6000);
          } catch {
            toast(t("bell.pushFailed"), "error", 6000);
          }
          await Promise.all([drawDevice(), load()]);
        },
      }));
  }

  function drawKinds() {
    mount(kinds, h("ul", { class: "plain-list notify-kind-list" }, KINDS.map((kind) => h("li", {},
      h("label", { class: "check" },
        h("input", {
          type: "checkbox", "data-testid": `notify-kind-${kind}`, checked: state.prefs.push[kind],
          onchange: async (event) => {
            try {
              state.prefs = await api("PUT", "/notifications/prefs", { body: { push: { [kind]: event.target.checked } } });
              toast(t("notify.saved"), "info", 2000);
            } catch (err) {
              event.target.checked = !event.target.checked;
              fail(err);
            }
          },
        }),
        h("span", { text: t(`notify.kind.${kind}`) }))))));
    devices.textContent = t("notify.devices", { count: state.prefs.devices });
  }

  async function load() {
    try {
      state.prefs = await api("GET", "/notifications/prefs");
      drawKinds();
    } catch (err) {
      fail(err);
    }
  }

  drawDevice();
  load();
  return h("section", { class: "card-panel", id: "notifications", "data-testid": "notify-section" },
    h("h2", { text: t("notify.prefsTitle") }),
    h("p", { class: "muted", text: t("notify.prefsWhy") }),
    device, devices, kinds);
}
