// "Add your games to your account": the seats this browser took as a guest (their tokens are in
// localStorage, api.js) handed to the server in one click (POST /api/account/claim, at most 200
// tokens a call). Each seat offered is then marked in this browser, claimed or not (someone's
// already, or a table that is gone), so it is offered once.

import { h, mount } from "../dom.js";
import { t } from "../i18n.js";
import { api, markSeatsClaimed, unclaimedSeats } from "../api.js";
import { errorLine, showError } from "./forms.js";

const PER_CALL = 200;

/** The offer for `handle`, or null when this browser holds no guest seat. */
export function claimPanel(handle) {
  const seats = unclaimedSeats();
  if (!seats.length) return null;
  const line = errorLine("claim-error");
  const panel = h("section", { class: "card-panel claim", "data-testid": "claim" });
  const button = h("button", {
    type: "button", class: "primary", "data-testid": "claim-submit",
    text: t("account.claimButton", { n: seats.length }),
    onclick: async () => {
      button.disabled = true;
      try {
        const added = new Set();
        const taken = new Set();
        for (let i = 0; i < seats.length; i += PER_CALL) {
          const part = seats.slice(i, i + PER_CALL);
          const answer = await api("POST", "/account/claim", { body: { tokens: part.map((s) => s.token) } });
          for (const seat of answer?.claimed || []) added.add(`${seat.table}`);
          for (const seat of answer?.taken || []) taken.add(`${seat.table}`);
          markSeatsClaimed(part.map((s) => s.table), handle);
        }
        mount(panel, h("p", { class: "lead", "data-testid": "claim-done", text: t("account.claimDone", { n: added.size }) }),
          taken.size ? h("p", { class: "muted", text: t("account.claimTaken", { n: taken.size }) }) : null,
          h("a", { href: `/@/${encodeURIComponent(handle)}`, text: t("account.claimSee") }));
      } catch (err) {
        button.disabled = false;
        showError(line, err);
      }
    },
  });
  return mount(panel,
    h("h2", { text: t("account.claimTitle") }),
    h("p", { text: t("account.claimOffer", { n: seats.length }) }),
    h("div", { class: "row" }, button), line);
}
