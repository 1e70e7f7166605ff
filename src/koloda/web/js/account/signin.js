// The account page signed out: sign in (with a password or a passkey), create an account, recover with a code, reopen a
// disabled account. Each form sends what the person typed; the server's refusal shows under it.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { api } from "../api.js";
import { errorLine, form, handleField, passwordField } from "./forms.js";
import { passkeySignin } from "./passkeys.js";

const MODES = ["signin", "signup"];
const TITLES = { recover: "account.recoverTitle", reopen: "account.reopenTitle" };

/**
 * The forms for `mode` ("signin", "signup", "recover", "reopen"). `go(mode)` switches form;
 * `done(answer, mode)` gets the server's answer of a success.
 */
export function signedOutView(mode, { go, done, notice = null }) {
  const tabs = h("div", { class: "tabs", role: "tablist" }, MODES.map((m) => h("button", {
    type: "button", role: "tab", class: "tab", "aria-selected": String(m === mode),
    "data-testid": `tab-${m}`, text: t(`account.${m}`), onclick: () => go(m),
  })));
  return h("section", { class: "card-panel account-box", "data-testid": `account-${mode}` },
    notice ? h("p", { class: "notice", "data-testid": "account-notice", text: notice }) : null,
    MODES.includes(mode) ? tabs : h("h1", { text: t(TITLES[mode]) }),
    FORMS[mode]((answer) => done(answer, mode)),
    mode === "signin" ? passkeySignin((answer) => done(answer, "signin")) : null,
    h("p", { class: "form-links" },
      MODES.includes(mode) ? null : h("button", { type: "button", class: "link", text: t("account.backToSignIn"), onclick: () => go("signin") }),
      mode === "recover" ? null : h("button", { type: "button", class: "link", "data-testid": "to-recover", text: t("account.forgot"), onclick: () => go("recover") }),
      mode === "reopen" ? null : h("button", { type: "button", class: "link", "data-testid": "to-reopen", text: t("account.reopenLink"), onclick: () => go("reopen") })),
    h("p", { class: "muted why", text: t("account.why") }));
}

const FORMS = {
  signin(done) {
    const handle = handleField("signin-handle");
    const password = passwordField("signin-password");
    return form({
      testid: "signin", fields: [handle, password], submitKey: "account.signinSubmit", line: errorLine("signin-error"),
      action: async () => done(await api("POST", "/account/signin", { body: { handle: handle.input.value.trim(), password: password.input.value } })),
    });
  },
  signup(done) {
    const handle = handleField("signup-handle", "off");
    const password = passwordField("signup-password", { fresh: true, labelKey: "account.password" });
    return form({
      testid: "signup", fields: [handle, password], submitKey: "account.signupSubmit", line: errorLine("signup-error"),
      action: async () => done(await api("POST", "/account/signup", { body: { handle: handle.input.value.trim(), password: password.input.value } })),
    });
  },
  recover(done) {
    const handle = handleField("recover-handle");
    const code = h("input", { type: "text", required: true, autocomplete: "off", autocapitalize: "none", spellcheck: "false", maxlength: 64, placeholder: "xxxx-xxxx-xxxx-xxxx", "data-testid": "recover-code" });
    const password = passwordField("recover-password", { fresh: true });
    return form({
      testid: "recover", submitKey: "account.recoverSubmit", line: errorLine("recover-error"),
      fields: [h("p", { class: "muted", text: t("account.recoverHow") }), handle,
        h("label", { class: "field" }, h("span", { text: t("account.code") }), code), password],
      action: async () => done(await api("POST", "/account/recover", { body: { handle: handle.input.value.trim(), code: code.value.trim(), password: password.input.value } })),
    });
  },
  reopen(done) {
    const handle = handleField("reopen-handle");
    const password = passwordField("reopen-password");
    return form({
      testid: "reopen", submitKey: "account.reopenSubmit", line: errorLine("reopen-error"),
      fields: [h("p", { class: "muted", text: t("account.reopenHow") }), handle, password],
      action: async () => done(await api("POST", "/account/reopen", { body: { handle: handle.input.value.trim(), password: password.input.value } })),
    });
  },
};
