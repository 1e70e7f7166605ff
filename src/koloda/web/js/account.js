// The account page (/account): signed out, the forms to sign in, sign up, recover or reopen;
// right after sign-up (or new codes), the recovery codes once; signed in, the account's settings
// and, when this browser holds games played as a guest, the offer to add them.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { pageHeader } from "./ui/header.js";
import { claimPanel } from "./account/claim.js";
import { codesPanel } from "./account/codes.js";
import { currentAccount, onAccountChange, signOut, signedIn, signedOut } from "./account/session.js";
import { signedOutView } from "./account/signin.js";
import { settingsView } from "./account/settings.js";
import { toast } from "./ui/toast.js";

pageHeader($("#top"));
const main = $("#main");

const page = {
  me: undefined, // undefined: not known yet; null: signed out
  mode: "signin",
  codes: null, // fresh recovery codes to show once
  notice: null, // a message key for the signed-out view (after closing the account)
};

function render() {
  applyStatic();
  if (page.me === undefined) return mount(main, h("p", { class: "muted", text: t("account.loading") }));
  if (page.codes) {
    const handle = page.me?.account?.handle || "";
    return mount(main, codesPanel(handle, page.codes, () => { page.codes = null; render(); }));
  }
  if (!page.me) {
    return mount(main, signedOutView(page.mode, {
      notice: page.notice ? t(page.notice) : null,
      go: (mode) => { page.mode = mode; page.notice = null; render(); focusFirst(); },
      done: (answer, mode) => {
        if (mode === "signup") page.codes = answer.recovery_codes;
        else if (mode === "recover") toast(t("account.recovered"));
        page.notice = null;
        signedIn(answer.account, answer.recovery_codes_left ?? (answer.recovery_codes?.length ?? null));
        render();
        scrollTo(0, 0);
      },
    }));
  }
  return mount(main, settingsView(page.me, {
    claim: claimPanel(page.me.account.handle),
    newCodes: (codes) => { page.codes = codes; page.me = { ...page.me, recovery_codes_left: codes.length }; render(); scrollTo(0, 0); },
    closed: (noticeKey) => { page.notice = noticeKey; page.mode = "signin"; signedOut(); },
    signOut: async () => {
      try {
        await signOut();
      } catch (err) {
        toast(tx(err.reason) || t("error.generic"), "error");
      }
    },
  }));
}

function focusFirst() {
  main.querySelector("form input")?.focus();
}

onAccountChange((me) => {
  // a sign-in through the page keeps the codes to show; a sign-out anywhere shows the forms
  if (!me) {
    page.codes = null;
    page.mode = "signin";
  }
  page.me = me;
  render();
});
onLangChange(render);

async function start() {
  render();
  try {
    page.me = await currentAccount({ ask: true });
  } catch (err) {
    page.me = null;
    toast(tx(err.reason) || t("error.generic"), "error");
  }
  if (page.me === null && location.hash === "#signup") page.mode = "signup";
  render();
  if (!page.me) focusFirst();
  // the header's "Following" leads here: its section is drawn now, so the browser's own jump
  // to the anchor (made before it existed) is made again
  // a section named in the address (#following, #notifications): the header's menu and bell
  if (page.me && location.hash.length > 1) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

start();
