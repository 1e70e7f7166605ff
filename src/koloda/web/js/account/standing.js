// The account page's "Moderation" section (GET /api/standing): what is in force against the
// account, what moderators did to it and why, rating points given back, and the person's own
// reports with their state (docs/moderation.md, "What the person sees"). Shown only when there
// is something to show.

import { h, mount } from "../dom.js";
import { t } from "../i18n.js";
import { api } from "../api.js";
import { moment } from "./format.js";

/** The section, filled when the server answers; empty (hidden) when there is nothing. */
export function standingSection() {
  const box = h("section", { class: "card-panel account-standing", "data-testid": "standing", hidden: true });
  api("GET", "/standing").then((s) => {
    const inForce = [
      s.muted_until ? t("standing.mutedUntil", { when: moment(s.muted_until) }) : null,
      s.barred_until ? t("standing.barredUntil", { when: moment(s.barred_until) }) : null,
    ].filter(Boolean);
    if (!inForce.length && !s.actions.length && !s.refunds.length && !s.reports.length) return;
    box.hidden = false;
    mount(box,
      h("h2", { text: t("standing.title") }),
      inForce.map((line) => h("p", { class: "standing-now", "data-testid": "standing-now", text: line })),
      s.actions.length ? h("ul", { class: "plain-list", "data-testid": "standing-actions" }, s.actions.map((a) => h("li", {},
        h("strong", { text: t("standing.action", { when: moment(a.at), action: t(`mod.action.${a.action}`) }) }),
        a.until ? ` · ${t("mod.until", { when: moment(a.until) })}` : null,
        a.reason ? h("blockquote", { class: "mod-text", text: a.reason }) : null))) : h("p", { class: "muted", text: t("standing.none") }),
      s.refunds.length ? h("ul", { class: "plain-list" }, s.refunds.map((r) => h("li", { text: t("standing.refund", { when: moment(r.at), points: r.points, pool: r.pool }) }))) : null,
      s.reports.length ? [h("h3", { text: t("standing.reports") }), h("ul", { class: "plain-list", "data-testid": "standing-reports" }, s.reports.map((r) => h("li", {
        text: t("standing.report", { when: moment(r.created), about: r.about || "?", state: t(`mod.itemState.${r.state}`) }) })))] : null);
  }).catch(() => {});
  return box;
}
