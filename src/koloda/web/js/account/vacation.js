// The account page's Vacation (correspondence games, docs/rules/correspondence.md): on or off,
// the days used and left this year. The lobby's "Your turn" has the same switch, but only
// while a game waits on the person; here it is always within reach.

import { h, mount } from "../dom.js";
import { t, tx } from "../i18n.js";
import { api } from "../api.js";
import { toast } from "../ui/toast.js";
import { day } from "./format.js";

const days = (n) => Math.round(Number(n) * 10) / 10;

export function vacationSection() {
  const box = h("div", { "data-testid": "vacation-box" }, h("p", { class: "muted", text: t("account.loading") }));
  const why = h("p", { class: "muted" });

  function draw(now) {
    why.textContent = t("vacation.why", { days: now.allowance });
    const words = now.on
      ? t("vacation.on", { until: day(now.until), left: days(now.left) })
      : t("vacation.off", { left: days(now.left), allowance: now.allowance });
    mount(box,
      h("p", { "data-testid": "vacation-state", text: words }),
      h("button", {
        type: "button", class: now.on ? "" : "primary", "data-testid": now.on ? "vacation-stop" : "vacation-start",
        disabled: !now.on && Number(now.left) <= 0,
        text: t(now.on ? "vacation.stop" : "vacation.start"),
        onclick: async () => {
          try {
            draw(await api(now.on ? "DELETE" : "POST", "/me/vacation"));
          } catch (err) {
            toast(tx(err?.reason) || t("error.generic"), "error");
          }
        },
      }));
  }

  api("GET", "/me/vacation").then(draw, (err) => mount(box, h("p", { class: "muted", text: tx(err?.reason) || t("error.generic") })));
  return h("section", { class: "card-panel", id: "vacation", "data-testid": "vacation-section" },
    h("h2", { text: t("vacation.title") }),
    why, box);
}
