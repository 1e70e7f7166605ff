// Small pieces the account pages build their forms from: a labelled field, an error line that
// shows the server's refusal (in the page's language) and a submit that cannot be sent twice.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";

/** A labelled input; `attrs` go to the <input> (type, autocomplete, data-testid...). */
export function field(labelKey, attrs, hintKey = null) {
  const input = h("input", { type: "text", required: true, ...attrs });
  const label = h("label", { class: "field" },
    h("span", { text: t(labelKey) }), input,
    hintKey ? h("small", { class: "hint muted", text: t(hintKey) }) : null);
  return { label, input };
}

/** A handle field (a password manager's "username"). */
export function handleField(testid, autocomplete = "username") {
  return field("account.handle", {
    name: "username", autocomplete, autocapitalize: "none", spellcheck: "false", maxlength: 64,
    "data-testid": testid,
  }, autocomplete === "username" ? null : "account.handleRule");
}

/** A password field: `fresh` for a new password (its rule shown under it). */
export function passwordField(testid, { fresh = false, labelKey = null } = {}) {
  return field(labelKey || (fresh ? "account.newPassword" : "account.password"), {
    type: "password", name: fresh ? "new-password" : "password", maxlength: 256,
    autocomplete: fresh ? "new-password" : "current-password", "data-testid": testid,
  }, fresh ? "account.passwordRule" : null);
}

/** The line under a form where a refusal shows. */
export function errorLine(testid) {
  return h("p", { class: "form-error", role: "alert", "data-testid": testid, hidden: true });
}

/** Show an ApiError's reason (the server's words, {en, ru}) in `line`; a 429 as it came. */
export function showError(line, err) {
  const said = tx(err?.reason) || t("error.generic");
  // the server's refusals are phrases ("wrong handle or password"): here they stand alone
  line.textContent = said.charAt(0).toUpperCase() + said.slice(1);
  line.hidden = false;
}

/**
 * A form that runs `action()` on submit with its button disabled meanwhile; a thrown ApiError
 * shows in `line`. Returns the <form>.
 */
export function form({ testid, fields, submitKey, line, action, danger = false, extra = null }) {
  const submit = h("button", { type: "submit", class: danger ? "danger" : "primary", "data-testid": `${testid}-submit`, text: t(submitKey) });
  const el = h("form", {
    class: "account-form form-grid", "data-testid": testid,
    onsubmit: async (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      submit.disabled = true;
      line.hidden = true;
      try {
        await action();
      } catch (err) {
        showError(line, err);
      } finally {
        submit.disabled = false;
      }
    },
  }, fields.map((f) => f.label || f), extra, line, h("div", { class: "row" }, submit));
  return el;
}
