// Passkeys on the account page: signed in, the list of this account's passkeys, adding one
// (a name and the password, then the browser's own passkey dialog) and removing one; signed
// out, a button that signs in with a passkey. WebAuthn speaks in byte buffers and the server
// in base64url JSON: the helpers below turn one into the other. Where the browser has no
// WebAuthn (`window.PublicKeyCredential` missing) nothing of this is offered.

import { h, mount } from "../dom.js";
import { t, tAll, tx } from "../i18n.js";
import { api } from "../api.js";
import { day } from "./format.js";
import { errorLine, field, form, passwordField, showError } from "./forms.js";
import { toast } from "../ui/toast.js";

/** Why passkeys cannot be used here, as a message key, or null when they can: WebAuthn is
 * missing (old browsers; every browser outside a secure context), or the site is an IP
 * address, which browsers refuse as a passkey's site. */
export function passkeyTrouble() {
  if (typeof window.PublicKeyCredential !== "function" || !navigator.credentials) return "account.passkeysUnsupported";
  const host = location.hostname;
  if (/^[\d.]+$/.test(host) || host.includes(":") || host.startsWith("[")) return "account.passkeysNeedName";
  return null;
}

/** base64url (no padding) of an ArrayBuffer or a view of one. */
export function toBase64url(buffer) {
  const bytes = buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of a base64url string, as an ArrayBuffer. */
export function fromBase64url(text) {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

const descriptors = (list) => (list || []).map((c) => ({ ...c, id: fromBase64url(c.id) }));

/** The server's registration options as `navigator.credentials.create` takes them. */
function creationOptions(json) {
  return { ...json, challenge: fromBase64url(json.challenge), user: { ...json.user, id: fromBase64url(json.user.id) }, excludeCredentials: descriptors(json.excludeCredentials) };
}

/** The server's sign-in options as `navigator.credentials.get` takes them. */
function requestOptions(json) {
  return { ...json, challenge: fromBase64url(json.challenge), allowCredentials: descriptors(json.allowCredentials) };
}

/** A new credential as the server reads it (`PublicKeyCredential.toJSON()`'s shape). */
function createdJSON(cred) {
  const r = cred.response;
  return {
    id: cred.id, rawId: toBase64url(cred.rawId), type: cred.type,
    authenticatorAttachment: cred.authenticatorAttachment ?? null,
    clientExtensionResults: cred.getClientExtensionResults?.() || {},
    response: { clientDataJSON: toBase64url(r.clientDataJSON), attestationObject: toBase64url(r.attestationObject), transports: r.getTransports?.() || [] },
  };
}

/** A sign-in's answer as the server reads it. */
function assertionJSON(cred) {
  const r = cred.response;
  return {
    id: cred.id, rawId: toBase64url(cred.rawId), type: cred.type,
    authenticatorAttachment: cred.authenticatorAttachment ?? null,
    clientExtensionResults: cred.getClientExtensionResults?.() || {},
    response: {
      clientDataJSON: toBase64url(r.clientDataJSON), authenticatorData: toBase64url(r.authenticatorData),
      signature: toBase64url(r.signature), userHandle: r.userHandle ? toBase64url(r.userHandle) : null,
    },
  };
}

/** The browser's own refusals (the person closed the dialog, no passkey here) in words. */
function browserRefusal(err) {
  if (err?.reason) return err; // the server's: shown as it came
  const key = err?.name === "InvalidStateError" ? "account.passkeyHereAlready" : "account.passkeyCancelled";
  return { reason: tAll(key) };
}

/** Signed out: "Sign in with a passkey" (null where the browser has no WebAuthn). `done`
 * gets the server's answer, as a password's sign-in gives it. */
export function passkeySignin(done) {
  if (passkeyTrouble()) return null;
  const line = errorLine("passkey-signin-error");
  const button = h("button", {
    type: "button", class: "passkey-signin", "data-testid": "passkey-signin", text: t("account.passkeySignin"),
    onclick: async () => {
      if (button.disabled) return;
      button.disabled = true;
      line.hidden = true;
      try {
        const options = await api("POST", "/account/passkey-signin/options");
        const cred = await navigator.credentials.get({ publicKey: requestOptions(options) });
        done(await api("POST", "/account/passkey-signin", { body: { credential: assertionJSON(cred) } }));
      } catch (err) {
        showError(line, browserRefusal(err));
      } finally {
        button.disabled = false;
      }
    },
  });
  return h("div", { class: "passkey-box" }, h("p", { class: "or muted", text: t("account.or") }), button, line);
}

/** Signed in: the "Passkeys" section. */
export function passkeysSection() {
  const box = h("div", { "data-testid": "passkeys" }, h("p", { class: "muted", text: t("account.loading") }));
  const refresh = async () => {
    try {
      mount(box, drawList(await api("GET", "/account/passkeys"), refresh));
    } catch (err) {
      const line = errorLine("passkeys-error");
      showError(line, err);
      mount(box, line);
    }
  };
  refresh();
  const slot = h("div", { class: "passkey-add" });
  const open = () => { mount(slot, addForm(() => { mount(slot, opener); refresh(); })); slot.querySelector("input")?.focus(); };
  const trouble = passkeyTrouble();
  const opener = trouble
    ? h("p", { class: "muted", "data-testid": "passkeys-unsupported", text: t(trouble) })
    : h("button", { type: "button", "data-testid": "passkey-add-open", text: t("account.passkeyAddOpen"), onclick: open });
  mount(slot, opener);
  return h("section", { class: "card-panel", "data-testid": "passkeys-section" },
    h("h2", { text: t("account.passkeysTitle") }),
    h("p", { class: "muted", text: t("account.passkeysWhy") }), box, slot);
}

function drawList(passkeys, refresh) {
  if (!passkeys.length) return h("p", { class: "muted", "data-testid": "passkeys-none", text: t("account.passkeysNone") });
  const remove = async (p) => {
    try {
      await api("DELETE", `/account/passkeys/${encodeURIComponent(p.id)}`);
      toast(t("account.passkeyRemoved", { name: p.name }));
      refresh();
    } catch (err) {
      toast(tx(err.reason) || t("error.generic"), "error");
    }
  };
  return h("ul", { class: "plain-list" }, passkeys.map((p) => h("li", { "data-testid": "passkey" },
    h("div", { class: "what" },
      h("strong", { "data-testid": "passkey-name", text: p.name }),
      h("small", { class: "muted", text: p.last_used ? t("account.passkeyUsed", { added: day(p.created), used: day(p.last_used) }) : t("account.passkeyAdded", { added: day(p.created) }) })),
    h("button", { type: "button", "data-testid": "passkey-remove", "aria-label": t("account.passkeyRemoveNamed", { name: p.name }), text: t("account.passkeyRemove"), onclick: () => remove(p) }))));
}

/** A name and the password, then the browser's dialog; `added()` once the server kept it. */
function addForm(added) {
  const name = field("account.passkeyName", { maxlength: 40, autocomplete: "off", "data-testid": "passkey-name-input", value: t("account.passkeyDefaultName") }, "account.passkeyNameHint");
  const password = passwordField("passkey-password");
  return form({
    testid: "passkey-add", fields: [name, password], submitKey: "account.passkeyAdd", line: errorLine("passkey-add-error"),
    action: async () => {
      const options = await api("POST", "/account/passkeys/options", { body: { password: password.input.value } });
      let cred;
      try {
        cred = await navigator.credentials.create({ publicKey: creationOptions(options) });
      } catch (err) {
        throw browserRefusal(err);
      }
      const saved = await api("POST", "/account/passkeys", { body: { credential: createdJSON(cred), name: name.input.value.trim() } });
      toast(t("account.passkeyKept", { name: saved.name }));
      added();
    },
  });
}
