// What the server keeps for an account's owner until their next page (`notice` in GET
// /api/account, given once): e.g. a session ended after too many wrong passwords. The server
// hands it over once, so the browser keeps it (localStorage, with the handle it is for) and shows
// it under the header of every page but a table's, until the person says they have read it.

import { h, mount } from "../dom.js";
import { onLangChange, t } from "../i18n.js";
import { accountHint } from "./hint.js";
import { device, moment } from "./format.js";

const KEY = "koloda.notice";
let box = null;

function kept() {
  try {
    const found = JSON.parse(localStorage.getItem(KEY) || "null");
    return found && found.handle === accountHint() ? found.notice : null;
  } catch {
    return null;
  }
}

/** Keep the server's `notice` for `handle` and show it. */
export function keepNotice(handle, notice) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ handle, notice }));
  } catch {
    // no storage: shown on this page only
  }
  draw(notice);
}

/** Show the notice this browser keeps for the signed-in handle, if any (every page's header). */
export function showKeptNotice() {
  const notice = kept();
  if (notice) draw(notice);
  onLangChange(() => { const again = kept(); if (again && box) draw(again); });
}

function dismiss() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
  box?.remove();
  box = null;
}

/** A moderation notice's title and words (docs/moderation.md, "What the person sees"). */
function moderationWords(notice) {
  const when = moment(notice.at);
  if (notice.kind === "report-handled") return [t("notice.reportTitle"), t("notice.report", { about: notice.about || "?", when }), null];
  if (notice.kind === "refund") return [t("notice.refundTitle"), t("notice.refund", { points: notice.points, pool: notice.pool || "", when }), null];
  const until = notice.until ? moment(notice.until) : "";
  return [t("notice.modTitle"), t(`notice.mod.${notice.action}`, { when, until, pool: notice.pool || "" }), t("notice.modAdvice")];
}

const MODERATION = new Set(["moderation", "report-handled", "refund"]);

function draw(notice) {
  if (MODERATION.has(notice.kind)) {
    drawModeration(notice);
    return;
  }
  if (notice.kind !== "password-guessed") return;  // a kind this client does not know
  // a table uses the whole screen for the game: the notice waits for the next other page
  if (document.body.classList.contains("page-table")) return;
  const top = document.getElementById("top");
  if (!top) return;
  if (!box) {
    box = h("section", { class: "card-panel account-notice", role: "alert", "data-testid": "account-notice" });
    top.after(box);
  }
  const onAccount = location.pathname === "/account";
  mount(box,
    h("h2", { text: t("account.noticeGuessedTitle") }),
    h("p", { "data-testid": "account-notice-text", text: t("account.noticeGuessed", { when: moment(notice.at), device: device(notice.device) }) }),
    h("p", { class: "muted", text: t("account.noticeGuessedAdvice") }),
    h("div", { class: "row" },
      onAccount ? null : h("a", { class: "button", href: "/account", "data-testid": "account-notice-review", text: t("account.noticeReview") }),
      h("button", { type: "button", "data-testid": "account-notice-ok", text: t("account.noticeOk"), onclick: dismiss })));
}

function drawModeration(notice) {
  if (document.body.classList.contains("page-table")) return;
  const top = document.getElementById("top");
  if (!top) return;
  if (!box) {
    box = h("section", { class: "card-panel account-notice", role: "status", "data-testid": "account-notice" });
    top.after(box);
  }
  const [title, words, advice] = moderationWords(notice);
  const onAccount = location.pathname === "/account";
  mount(box,
    h("h2", { text: title }),
    h("p", { "data-testid": "account-notice-text", text: words }),
    advice ? h("p", { class: "muted", text: advice }) : null,
    h("div", { class: "row" },
      advice && !onAccount ? h("a", { class: "button", href: "/account", text: t("notice.modReview") }) : null,
      h("button", { type: "button", "data-testid": "account-notice-ok", text: t("account.noticeOk"), onclick: dismiss })));
}
