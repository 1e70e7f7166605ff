// The account page signed in: who you are, the people you follow, your notifications, your
// correspondence vacation, your
// sessions (each with when and roughly where it was last used, this one marked), password,
// passkeys, recovery codes, the people you blocked, your data, and closing the account (disable
// or delete, each with the password and said in words first).

import { h, mount } from "../dom.js";
import { t, tx } from "../i18n.js";
import { api } from "../api.js";
import { day, device, moment } from "./format.js";
import { errorLine, form, passwordField, showError } from "./forms.js";
import { passkeysSection } from "./passkeys.js";
import { followingSection } from "./following.js";
import { notificationsSection } from "./notify_prefs.js";
import { vacationSection } from "./vacation.js";
import { toast } from "../ui/toast.js";
import { standingSection } from "./standing.js";

/**
 * Every section for `me` ({account, recovery_codes_left}). `on` holds the page's hooks:
 * newCodes(codes) shows fresh codes, closed(noticeKey) after a disable or delete, signOut().
 */
export function settingsView(me, on) {
  const { handle, created } = me.account;
  return h("div", { class: "account-settings", "data-testid": "account-settings" },
    h("section", { class: "card-panel account-who" },
      h("h1", { "data-testid": "account-handle", text: handle }),
      h("p", { class: "muted", text: t("account.memberSince", { date: day(created) }) }),
      h("div", { class: "row" },
        h("a", { class: "button", href: `/@/${encodeURIComponent(handle)}`, "data-testid": "to-profile", text: t("account.profile") }),
        h("button", { type: "button", "data-testid": "signout", text: t("account.signOut"), onclick: on.signOut }))),
    on.claim,
    standingSection(),
    followingSection(),
    notificationsSection(),
    vacationSection(),
    sessionsSection(),
    passwordSection(),
    passkeysSection(),
    codesSection(me, on),
    blocksSection(),
    dataSection(handle),
    closeSection(handle, on));
}

function section(testid, titleKey, ...children) {
  return h("section", { class: "card-panel", "data-testid": testid }, h("h2", { text: t(titleKey) }), children);
}

/** A list filled from the server, with a line for its refusal. */
function loaded(testid, load, draw) {
  const box = h("div", { "data-testid": testid }, h("p", { class: "muted", text: t("account.loading") }));
  const refresh = async () => {
    try {
      mount(box, draw(await load(), refresh));
    } catch (err) {
      const line = errorLine(`${testid}-error`);
      showError(line, err);
      mount(box, line);
    }
  };
  refresh();
  return { box, refresh };
}

function sessionsSection() {
  const { box } = loaded("sessions", () => api("GET", "/account/sessions"), (sessions, refresh) => {
    const end = async (id) => {
      try {
        await api("DELETE", `/account/sessions/${encodeURIComponent(id)}`);
        refresh();
      } catch (err) {
        toast(tx(err.reason) || t("error.generic"), "error");
      }
    };
    // this browser first, then the others as the server lists them (newest sign-in first)
    const ordered = [...sessions].sort((a, b) => Number(Boolean(b.current)) - Number(Boolean(a.current)));
    return h("ul", { class: "plain-list" }, ordered.map((s) => h("li", { "data-testid": "session", dataset: { current: String(Boolean(s.current)) } },
      h("div", { class: "what" },
        h("span", { class: "session-device" },
          h("strong", { text: device(s.user_agent) }),
          s.current ? h("span", { class: "badge you", "data-testid": "session-this", text: t("account.thisDevice") }) : null),
        h("span", { class: "session-used", "data-testid": "session-used" },
          t(s.current ? "account.sessionNow" : "account.sessionUsed", { seen: moment(s.last_seen) }),
          s.network ? h("span", { title: t("account.sessionNetworkWhy"), "data-testid": "session-network", text: ` · ${t("account.sessionNetwork", { network: s.network })}` }) : null),
        h("small", { class: "muted", text: t("account.sessionSince", { since: moment(s.created) }) })),
      s.current ? null : h("button", { type: "button", "data-testid": "session-end", text: t("account.endSession"), onclick: () => end(s.id) }))));
  });
  return section("sessions-section", "account.sessionsTitle", h("p", { class: "muted", text: t("account.sessionsWhy") }), box);
}

function passwordSection() {
  const current = passwordField("password-current", { labelKey: "account.currentPassword" });
  const fresh = passwordField("password-new", { fresh: true });
  const done = h("p", { class: "notice", "data-testid": "password-done", hidden: true, text: t("account.passwordChanged") });
  const el = form({
    testid: "password", fields: [current, fresh], submitKey: "account.changePassword", line: errorLine("password-error"),
    action: async () => {
      done.hidden = true;
      await api("POST", "/account/password", { body: { current: current.input.value, password: fresh.input.value } });
      current.input.value = fresh.input.value = "";
      done.hidden = false;
    },
  });
  return section("password-section", "account.passwordTitle", done, revealed("password-open", "account.changePasswordOpen", el));
}

/** `content` behind a button that shows it: forms that are seldom used stay out of the way. */
function revealed(testid, buttonKey, content) {
  const slot = h("div");
  return mount(slot, h("button", {
    type: "button", "data-testid": testid, text: t(buttonKey),
    onclick: () => { mount(slot, content); content.querySelector("input")?.focus(); },
  }));
}

function codesSection(me, on) {
  const password = passwordField("codes-password");
  const el = form({
    testid: "new-codes", fields: [password], submitKey: "account.newCodes", line: errorLine("new-codes-error"),
    action: async () => {
      const answer = await api("POST", "/account/recovery-codes", { body: { password: password.input.value } });
      on.newCodes(answer.recovery_codes);
    },
  });
  const left = Number.isInteger(me.recovery_codes_left) ? h("p", { "data-testid": "codes-left", text: t("account.codesLeft", { n: me.recovery_codes_left }) }) : null;
  return section("codes-section", "account.codesSectionTitle", left, h("p", { class: "muted", text: t("account.newCodesWhy") }),
    revealed("new-codes-open", "account.newCodesOpen", el));
}

function blocksSection() {
  const { box } = loaded("blocks", () => api("GET", "/account/blocks"), (blocks, refresh) => {
    if (!blocks.length) return h("p", { class: "muted", text: t("account.noBlocks") });
    return h("ul", { class: "plain-list" }, blocks.map((b) => h("li", { "data-testid": "blocked" },
      h("div", { class: "what" },
        h("a", { href: `/@/${encodeURIComponent(b.handle)}`, text: b.handle }),
        h("small", { class: "muted", text: t("account.blockedSince", { date: day(b.since) }) })),
      h("button", {
        type: "button", "data-testid": "unblock", text: t("account.unblock"),
        onclick: async () => {
          try {
            await api("DELETE", `/account/blocks/${encodeURIComponent(b.handle)}`);
            refresh();
          } catch (err) {
            toast(tx(err.reason) || t("error.generic"), "error");
          }
        },
      }))));
  });
  return section("blocks-section", "account.blocksTitle", h("p", { class: "muted", text: t("account.blocksWhy") }), box);
}

function dataSection(handle) {
  return section("data-section", "account.dataTitle",
    h("p", { class: "muted", text: t("account.dataWhy") }),
    h("div", { class: "row" },
      h("a", { class: "button", href: "/api/account/export", download: `koloda-${handle}.json`, "data-testid": "export", text: t("account.export") }),
      h("a", { class: "button", href: `/api/players/${encodeURIComponent(handle)}/games`, download: `koloda-${handle}-games.ndjson`, text: t("account.historyDownload") })));
}

/** Disable or delete: each opens its own form that says what happens and asks the password;
 * delete also asks for the handle typed out. */
function closeSection(handle, on) {
  const slot = h("div");
  const disable = () => {
    const password = passwordField("disable-password");
    mount(slot, h("div", { class: "danger-zone" },
      h("p", { text: t("account.disableWhat") }),
      form({
        testid: "disable", fields: [password], submitKey: "account.disableSubmit", line: errorLine("disable-error"), danger: true,
        action: async () => {
          await api("POST", "/account/disable", { body: { password: password.input.value } });
          on.closed("account.disabledNotice");
        },
      })));
  };
  const remove = () => {
    const typed = h("input", { type: "text", required: true, autocomplete: "off", autocapitalize: "none", spellcheck: "false", "data-testid": "delete-handle" });
    const password = passwordField("delete-password");
    const line = errorLine("delete-error");
    mount(slot, h("div", { class: "danger-zone" },
      h("p", { text: t("account.deleteWhat") }),
      form({
        testid: "delete", submitKey: "account.deleteSubmit", line, danger: true,
        fields: [h("label", { class: "field" }, h("span", { text: t("account.deleteType", { handle }) }), typed), password],
        action: async () => {
          if (typed.value.trim().toLowerCase() !== handle.toLowerCase()) {
            line.textContent = t("account.deleteTypeWrong", { handle });
            line.hidden = false;
            return;
          }
          await api("POST", "/account/delete", { body: { password: password.input.value } });
          on.closed("account.deletedNotice");
        },
      })));
  };
  return section("close-section", "account.closeTitle",
    h("p", { class: "muted", text: t("account.closeWhy") }),
    h("div", { class: "row" },
      h("button", { type: "button", "data-testid": "disable-open", text: t("account.disable"), onclick: disable }),
      h("button", { type: "button", class: "danger-outline", "data-testid": "delete-open", text: t("account.delete"), onclick: remove })),
    slot);
}
